// The synthesized Xero webhooks (infra/constructs/xero-webhooks.ts): POST /webhooks/xero without an
// authorizer in every auth mode, the webhook-key secret the function alone reads, the dedupe table,
// the bus, the alarms on signature and publish failures notifying the alarm topic, the invoice-paid
// rule and its target, and cdk-nag's AWS Solutions checks passing with the construct's own
// acknowledgements.
import { Validations } from "aws-cdk-lib";
import { Match, type Template } from "aws-cdk-lib/assertions";
import { AwsSolutionsChecks } from "cdk-nag";
import { describe, expect, it } from "vitest";
import { AUTH_MODES } from "../../infra/auth-settings";
import { buildApp } from "../../infra/stack";
import { WEBHOOK_METRICS } from "../../lib/webhooks/metrics";
import { statementsOf, synthesize } from "../infra/synth";

const { stack, root } = synthesize();
const idOf = (construct: { node: { defaultChild?: unknown } }) =>
  stack.getLogicalId(construct.node.defaultChild as never);

/** The POST method on the `xero` resource under `webhooks`. */
function webhookMethod(template: Template) {
  const resources = template.findResources("AWS::ApiGateway::Resource");
  const webhooks = Object.entries(resources).find(([, r]) => r.Properties.PathPart === "webhooks")?.[0];
  const xero = Object.entries(resources).find(
    ([, r]) => r.Properties.PathPart === "xero" && r.Properties.ParentId?.Ref === webhooks,
  )?.[0];
  const methods = template.findResources("AWS::ApiGateway::Method", {
    Properties: { ResourceId: { Ref: xero }, HttpMethod: "POST" },
  });
  return Object.values(methods);
}

describe("the route", () => {
  for (const auth of AUTH_MODES) {
    it(`POST /webhooks/xero has no authorizer with auth=${auth}, and proxies to the receiver`, () => {
      const template = auth === "iam" ? root : synthesize(undefined, { auth }).root;
      const methods = webhookMethod(template);
      expect(methods).toHaveLength(1);
      const [method] = methods;
      expect(method?.Properties.AuthorizationType).toBe("NONE");
      expect(method?.Properties.AuthorizerId).toBeUndefined();
      expect(method?.Properties.Integration.Type).toBe("AWS_PROXY");
    });
  }
});

describe("the receiver", () => {
  const receiver = stack.xeroWebhooks.function;
  it("reads the webhook-key secret, its dedupe table and bus, and only these", () => {
    const secretId = idOf(stack.xeroWebhooks.secret);
    root.hasResourceProperties("AWS::SecretsManager::Secret", {
      Description: Match.stringLikeRegexp("Xero webhook key"),
    });
    root.hasResourceProperties("AWS::Lambda::Function", {
      Timeout: 5,
      Environment: {
        Variables: Match.objectLike({
          XERO_WEBHOOK_KEY_SECRET_ID: { Ref: secretId },
          WEBHOOK_DELIVERIES_TABLE: { Ref: idOf(stack.xeroWebhooks.table) },
          XERO_EVENT_BUS_NAME: { Ref: idOf(stack.xeroWebhooks.bus) },
        }),
      },
    });
    const policy = stack.getLogicalId(
      receiver.role.node.findChild("DefaultPolicy").node.defaultChild as never,
    );
    const statements = statementsOf(root).filter((statement) => statement.policy === policy);
    const reads = statements.find((statement) => statement.actions.includes("secretsmanager:GetSecretValue"));
    expect(reads?.Resource).toEqual({ Ref: secretId });
    const puts = statements.find((statement) => statement.actions.includes("events:PutEvents"));
    expect(puts?.Resource).toEqual({ "Fn::GetAtt": [idOf(stack.xeroWebhooks.bus), "Arn"] });
    // No other function may read the key.
    const readers = statementsOf(root).filter(
      (statement) =>
        statement.actions.includes("secretsmanager:GetSecretValue") &&
        JSON.stringify(statement.Resource).includes(secretId),
    );
    expect(readers.map((statement) => statement.policy)).toEqual([policy]);
  });

  it("keeps its dedupe keys in a table with a TTL", () => {
    root.hasResourceProperties("AWS::DynamoDB::Table", {
      KeySchema: [{ AttributeName: "id", KeyType: "HASH" }],
      TimeToLiveSpecification: { AttributeName: "expiration", Enabled: true },
    });
    expect(idOf(stack.xeroWebhooks.table)).toMatch(/^XeroWebhooksDeliveries/);
  });
});

describe("the alarms", () => {
  const topic = idOf(stack.monitoring.topic);
  for (const [name, threshold] of [
    [WEBHOOK_METRICS.signatureFailures, 10],
    [WEBHOOK_METRICS.publishFailures, 1],
  ] as const) {
    it(`alarms on ${name} (>= ${threshold} in 5 minutes) to the alarm topic`, () => {
      root.hasResourceProperties("AWS::CloudWatch::Alarm", {
        MetricName: name,
        Namespace: "AgentTools",
        Dimensions: [{ Name: "Function", Value: "xero-webhooks" }],
        Threshold: threshold,
        Period: 300,
        Statistic: "Sum",
        ComparisonOperator: "GreaterThanOrEqualToThreshold",
        AlarmActions: [{ Ref: topic }],
      });
    });
  }
});

describe("the invoice-paid reaction", () => {
  it("is a rule on the Xero bus for Xero Invoice Updated, targeting the reaction with a DLQ", () => {
    const reaction = stack.xeroWebhooks.reaction;
    expect(reaction).toBeDefined();
    root.hasResourceProperties("AWS::Events::Rule", {
      EventBusName: { Ref: idOf(stack.xeroWebhooks.bus) },
      EventPattern: { source: ["agent-tools.xero"], "detail-type": ["Xero Invoice Updated"] },
      Targets: [
        Match.objectLike({
          Arn: { "Fn::GetAtt": [idOf(reaction?.function.function as never), "Arn"] },
          DeadLetterConfig: { Arn: { "Fn::GetAtt": [idOf(reaction?.deadLetters as never), "Arn"] } },
        }),
      ],
    });
  });

  it("is left out when ledger-read or tasks is not deployed", () => {
    expect(synthesize(["ledger-read", "ledger-write"]).stack.xeroWebhooks.reaction).toBeUndefined();
  });
});

describe("cdk-nag", () => {
  it("passes with the webhooks in the stack", () => {
    const built = buildApp({ bundle: false, validate: false, context: { auth: "oauth" } });
    Validations.of(built.app).addPlugins(new AwsSolutionsChecks(built.app));
    expect(() => built.app.synth()).not.toThrow();
  });
});
