// Entry of cdk.json's `app`: the stack, with cdk-nag's AWS Solutions checks run at synth.
import { Validations } from "aws-cdk-lib";
import { AwsSolutionsChecks } from "cdk-nag";
import { buildApp } from "./stack";

const { app } = buildApp();
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
app.synth();
