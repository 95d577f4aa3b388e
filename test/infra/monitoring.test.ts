// Who is woken for what (infra/constructs/monitoring.ts, docs/operations.md): the SNS topic (TLS
// only, encrypted with a key CloudWatch may use), an email subscription only with the context
// `alarmEmail`, every alarm notifying the topic, and one dashboard over the deployed families.
import { Match, type Template } from "aws-cdk-lib/assertions";
import { describe, expect, it } from "vitest";
import { ALARM_THRESHOLDS } from "../../infra/constructs/monitoring";
import { synthesize } from "./synth";

const all = synthesize();
const root = all.root;
const withEmail = synthesize(["tasks"], { alarmEmail: "ops@example.com" }).root;
const withOAuth = synthesize(["tasks", "ledger-read"], { auth: "oauth" }).root;

const alarms = (template: Template) => Object.values(template.findResources("AWS::CloudWatch::Alarm"));
const topicRef = (template: Template) => {
  const topics = Object.keys(template.findResources("AWS::SNS::Topic"));
  expect(topics).toHaveLength(1);
  return { Ref: topics[0] };
};
/** The alarms on `metricName` (namespace too) whose dimensions include `dimensions` ("*": any value). */
const alarmOn = (
  template: Template,
  namespace: string,
  metricName: string,
  dimensions: Record<string, string>,
) =>
  alarms(template).filter(
    (alarm) =>
      alarm.Properties.Namespace === namespace &&
      alarm.Properties.MetricName === metricName &&
      Object.entries(dimensions).every(([name, value]) =>
        (alarm.Properties.Dimensions as { Name: string; Value: unknown }[]).some(
          (dimension) => dimension.Name === name && (value === "*" || dimension.Value === value),
        ),
      ),
  );

describe("the alarm topic", () => {
  it("is one topic, TLS only, encrypted with a rotated key CloudWatch may use", () => {
    root.resourceCountIs("AWS::SNS::Topic", 1);
    root.hasResourceProperties("AWS::SNS::Topic", { KmsMasterKeyId: Match.anyValue() });
    root.hasResourceProperties("AWS::SNS::TopicPolicy", {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: "Deny",
            Condition: { Bool: { "aws:SecureTransport": "false" } },
          }),
        ]),
      },
    });
    root.hasResourceProperties("AWS::KMS::Key", {
      EnableKeyRotation: true,
      KeyPolicy: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Principal: { Service: "cloudwatch.amazonaws.com" },
            Action: ["kms:Decrypt", "kms:GenerateDataKey*"],
          }),
        ]),
      },
    });
  });

  it("has an email subscription only when the context alarmEmail is set", () => {
    root.resourceCountIs("AWS::SNS::Subscription", 0);
    withEmail.resourceCountIs("AWS::SNS::Subscription", 1);
    withEmail.hasResourceProperties("AWS::SNS::Subscription", {
      Protocol: "email",
      Endpoint: "ops@example.com",
      TopicArn: topicRef(withEmail),
    });
  });

  it("is the action of every alarm in the stack", () => {
    for (const template of [root, withEmail, withOAuth]) {
      const topic = topicRef(template);
      for (const alarm of alarms(template)) expect(alarm.Properties.AlarmActions).toEqual([topic]);
    }
  });
});

describe("the alarms", () => {
  const families = [
    "tasks",
    "ledger-read",
    "ledger-write",
    "ledger-delete",
    "ledger-reports",
    "ledger-files",
  ];

  it("each family: Faults (our and the upstream's errors) and Lambda throttles", () => {
    for (const family of families) {
      const toolkit = family === "tasks" ? "TasksApi" : "LedgerApi";
      const faults = alarmOn(root, "AgentTools", "Faults", { Family: family, Toolkit: toolkit });
      expect(faults, family).toHaveLength(1);
      expect(faults[0]?.Properties).toMatchObject({
        Statistic: "Sum",
        Period: 300,
        Threshold: ALARM_THRESHOLDS.familyFaults,
        ComparisonOperator: "GreaterThanOrEqualToThreshold",
        TreatMissingData: "notBreaching",
      });
    }
    expect(alarmOn(root, "AWS/Lambda", "Throttles", {})).toHaveLength(families.length);
  });

  it("the API: 5xx and p99 latency over three periods", () => {
    expect(alarmOn(root, "AWS/ApiGateway", "5XXError", { ApiName: "*" })).toHaveLength(1);
    const latency = alarmOn(root, "AWS/ApiGateway", "Latency", { ApiName: "*" });
    expect(latency).toHaveLength(1);
    expect(latency[0]?.Properties).toMatchObject({
      ExtendedStatistic: "p99",
      EvaluationPeriods: 3,
      Threshold: ALARM_THRESHOLDS.apiP99LatencyMs,
      ComparisonOperator: "GreaterThanThreshold",
    });
  });

  it("each dead-letter queue: a message in it (call queue and event rule, per family)", () => {
    // Plus the Xero webhooks' invoice-paid reaction's DLQ (test/webhooks/infra.test.ts).
    const dlqAlarms = alarmOn(root, "AWS/SQS", "ApproximateNumberOfMessagesVisible", {});
    expect(dlqAlarms).toHaveLength(families.length * 2 + 1);
    for (const alarm of dlqAlarms) {
      expect(alarm.Properties).toMatchObject({ Statistic: "Maximum", Threshold: 1 });
    }
    // Each names a different queue.
    const queues = new Set(dlqAlarms.map((alarm) => JSON.stringify(alarm.Properties.Dimensions)));
    expect(queues.size).toBe(families.length * 2 + 1);
  });

  it("token refresh failures (Xero) and connections needing a person (each toolkit)", () => {
    expect(alarmOn(root, "AgentTools", "TokenRefreshFailures", { Toolkit: "LedgerApi" })).toHaveLength(1);
    expect(alarmOn(root, "AgentTools", "TokenRefreshFailures", { Toolkit: "TasksApi" })).toHaveLength(0);
    for (const toolkit of ["TasksApi", "LedgerApi"])
      expect(
        alarmOn(root, "AgentTools", "ConnectionNeedsReauthorisation", { Toolkit: toolkit }),
      ).toHaveLength(1);
  });

  it("Xero calls that ended RateLimited, only when a Xero family is deployed", () => {
    const rateLimited = alarmOn(root, "AgentTools", "RateLimited", { Toolkit: "LedgerApi" });
    expect(rateLimited).toHaveLength(1);
    expect(rateLimited[0]?.Properties.Dimensions).toEqual([{ Name: "Toolkit", Value: "LedgerApi" }]);
    expect(alarmOn(withEmail, "AgentTools", "RateLimited", {})).toHaveLength(0);
  });

  it("failed workflow executions, when the workflow is deployed", () => {
    expect(alarmOn(root, "AWS/States", "ExecutionsFailed", {})).toHaveLength(1);
    expect(alarmOn(withEmail, "AWS/States", "ExecutionsFailed", {})).toHaveLength(0);
  });

  it("the authorizer's denials spiking, with the OAuth front door only", () => {
    const denials = alarmOn(withOAuth, "AgentTools", "AuthorizerDenials", { Function: "authorizer" });
    expect(denials).toHaveLength(1);
    expect(denials[0]?.Properties.Threshold).toBe(ALARM_THRESHOLDS.authorizerDenials);
    expect(alarmOn(root, "AgentTools", "AuthorizerDenials", {})).toHaveLength(0);
  });

  it("no alarm dimension names a tenant, a connection or a tool", () => {
    for (const alarm of alarms(root)) {
      for (const dimension of (alarm.Properties.Dimensions ?? []) as { Name: string }[]) {
        expect([
          "Family",
          "Toolkit",
          "Function",
          "FunctionName",
          "ApiName",
          "QueueName",
          "StateMachineArn",
        ]).toContain(dimension.Name);
      }
    }
  });
});

describe("the dashboard", () => {
  it("is one dashboard with each deployed family's metrics", () => {
    root.resourceCountIs("AWS::CloudWatch::Dashboard", 1);
    const [dashboard] = Object.values(root.findResources("AWS::CloudWatch::Dashboard"));
    const body = JSON.stringify(dashboard?.Properties.DashboardBody);
    for (const family of families())
      for (const metric of [
        "Calls",
        "Errors",
        "Latency",
        "UpstreamLatency",
        "RateLimitWaits",
        "IdempotentReplays",
      ])
        expect(body, `${family} ${metric}`).toMatch(
          new RegExp(`${metric}\\\\",\\\\"Family\\\\",\\\\"${family}\\\\"`),
        );
    for (const metric of [
      "TokenRefreshes",
      "TokenRefreshFailures",
      "ColdStart",
      "BudgetTruncated",
      "5XXError",
      "ExecutionsFailed",
    ])
      expect(body).toContain(metric);
    expect(body).toContain("ApproximateNumberOfMessagesVisible");
  });

  function families() {
    return ["tasks", "ledger-read", "ledger-write", "ledger-delete", "ledger-reports", "ledger-files"];
  }
});
