// cdk-nag's AWS Solutions checks pass on the whole stack in each auth mode, with only the
// acknowledgements the constructs carry, and fail on a finding nobody acknowledged.
import { Validations } from "aws-cdk-lib";
import * as apigw from "aws-cdk-lib/aws-apigateway";
import { AwsSolutionsChecks } from "cdk-nag";
import { describe, expect, it } from "vitest";
import { AUTH_MODES } from "../../infra/auth-settings";
import { buildApp } from "../../infra/stack";

function checked(auth: string) {
  // A fresh app: the checks run on the first synth only.
  const built = buildApp({ bundle: false, validate: false, context: { auth } });
  Validations.of(built.app).addPlugins(new AwsSolutionsChecks(built.app));
  return built;
}

describe("cdk-nag", () => {
  for (const auth of AUTH_MODES) {
    it(`passes with auth=${auth}`, () => {
      expect(() => checked(auth).app.synth()).not.toThrow();
    });
  }

  it("fails on an open method the OAuth endpoints' acknowledgement does not cover", () => {
    const { app, stack } = checked("oauth");
    stack.api.restApi.root.addResource("open").addMethod("GET", new apigw.MockIntegration());
    expect(() => app.synth()).toThrow(/validation-report\.json/);
  });
});
