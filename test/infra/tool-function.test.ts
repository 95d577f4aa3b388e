// The house construct on its own stack: runtime, architecture, tracing, its own log group, a role
// that may write that log group and send traces (plus what the user grants), and no cdk-nag finding.
import { App, Duration, Stack, Validations } from "aws-cdk-lib";
import { Template } from "aws-cdk-lib/assertions";
import * as iam from "aws-cdk-lib/aws-iam";
import { AwsSolutionsChecks } from "cdk-nag";
import { describe, expect, it } from "vitest";
import { ToolFunction } from "../../infra/constructs/tool-function";

function build(initialPolicy?: iam.PolicyStatement[]) {
  // No bundling: the asset points at the project folder untouched.
  const app = new App({ context: { "aws:cdk:bundling-stacks": [] } });
  const stack = new Stack(app, "ToolFunctionTest");
  const construct = new ToolFunction(stack, "Tasks", {
    entry: "tasks",
    description: "test function",
    roleDescription: "Runs the test function",
    memorySize: 256,
    timeout: Duration.seconds(15),
    environment: { POWERTOOLS_SERVICE_NAME: "agent-tools-test" },
    logRetentionDays: 30,
    initialPolicy,
  });
  return { app, stack, construct };
}

const logicalId = (stack: Stack, construct: { node: { defaultChild?: unknown } }) =>
  stack.getLogicalId(construct.node.defaultChild as never);

describe("ToolFunction", () => {
  it("builds a nodejs22.x arm64 function with active tracing, its own log group and role", () => {
    const { stack, construct } = build();
    const template = Template.fromStack(stack);
    template.resourceCountIs("AWS::Lambda::Function", 1);
    template.hasResourceProperties("AWS::Lambda::Function", {
      Description: "test function",
      Runtime: "nodejs22.x",
      Architectures: ["arm64"],
      Handler: "index.handler",
      MemorySize: 256,
      Timeout: 15,
      TracingConfig: { Mode: "Active" },
      LoggingConfig: { LogGroup: { Ref: logicalId(stack, construct.logGroup) } },
      Role: { "Fn::GetAtt": [logicalId(stack, construct.role), "Arn"] },
      Environment: { Variables: { POWERTOOLS_SERVICE_NAME: "agent-tools-test" } },
    });
    template.hasResourceProperties("AWS::Logs::LogGroup", { RetentionInDays: 30 });
    const role = template.findResources("AWS::IAM::Role")[logicalId(stack, construct.role)];
    expect(role?.Properties.Description).toBe("Runs the test function");
    expect(role?.Properties.ManagedPolicyArns).toBeUndefined();
  });

  it("grants log writes to its own log group, X-Ray, and the initial policy before X-Ray", () => {
    const invoke = new iam.PolicyStatement({
      sid: "Invoke",
      actions: ["lambda:InvokeFunction"],
      resources: ["arn:aws:lambda:us-east-1:111111111111:function:other"],
    });
    const { stack, construct } = build([invoke]);
    const policies = Object.values(Template.fromStack(stack).findResources("AWS::IAM::Policy"));
    expect(policies).toHaveLength(1);
    const statements = policies[0]?.Properties.PolicyDocument.Statement as {
      Action: string | string[];
      Resource: unknown;
    }[];
    expect(statements.map((statement) => statement.Action)).toEqual([
      ["logs:CreateLogStream", "logs:PutLogEvents"],
      "lambda:InvokeFunction",
      ["xray:PutTraceSegments", "xray:PutTelemetryRecords"],
    ]);
    expect(statements[0]?.Resource).toEqual({ "Fn::GetAtt": [logicalId(stack, construct.logGroup), "Arn"] });
  });

  it("passes the AwsSolutions checks with only its own acknowledgements", () => {
    // Not synthesized before the plugin is added: a second synth would not validate again.
    const { app } = build();
    Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
    expect(() => app.synth()).not.toThrow();
  });
});
