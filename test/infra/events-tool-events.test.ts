// The ToolEvents construct on a test stack with lambda.Function stand-ins: queues and DLQs, event
// source mappings, one or more rules per family listing exactly its catalog tools, and PutEvents
// granted on the outcome bus only.
import { App, Duration, Stack, Validations } from "aws-cdk-lib";
import { Match, Template } from "aws-cdk-lib/assertions";
import * as events from "aws-cdk-lib/aws-events";
import * as lambda from "aws-cdk-lib/aws-lambda";
import { AwsSolutionsChecks } from "cdk-nag";
import { describe, expect, it } from "vitest";
import { EVENT_PATTERN_MAX_CHARS } from "../../infra/events/rule-patterns";
import { DEFAULT_BATCH_SIZE, DEFAULT_MAX_RECEIVE_COUNT, ToolEvents } from "../../infra/events/tool-events";
import { ALL_FAMILIES } from "../../infra/families";
import { allTools, type Family } from "../../lib/catalog/index";

const FAMILIES: Family[] = [...ALL_FAMILIES];
const TIMEOUTS: Record<Family, number> = {
  tasks: 15,
  "ledger-read": 20,
  "ledger-write": 20,
  "ledger-delete": 15,
  "ledger-reports": 29,
  "ledger-files": 29,
};
const FOREIGN_BUS = "arn:aws:events:us-east-1:111111111111:event-bus/shared-outcomes";

function standIn(stack: Stack, family: Family): lambda.Function {
  const fn = new lambda.Function(stack, `Fn-${family}`, {
    runtime: lambda.Runtime.NODEJS_22_X,
    handler: "index.handler",
    code: lambda.Code.fromInline("exports.handler = async () => ({});"),
    timeout: Duration.seconds(TIMEOUTS[family]),
  });
  // The stand-ins' own findings are not this construct's (the house construct has its own role).
  Validations.of(fn).acknowledge(
    {
      id: "AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]",
      reason: "test stand-in",
    },
    { id: "AwsSolutions-L1", reason: "test stand-in" },
  );
  return fn;
}

function build(families: Family[], outcomeBus?: (stack: Stack) => events.IEventBus) {
  const app = new App();
  const stack = new Stack(app, "EventsTest");
  const functions = Object.fromEntries(families.map((family) => [family, standIn(stack, family)]));
  const construct = new ToolEvents(stack, "ToolEvents", { functions, outcomeBus: outcomeBus?.(stack) });
  const ids = Object.fromEntries(
    families.map((family) => [
      family,
      stack.getLogicalId(functions[family]?.node.defaultChild as lambda.CfnFunction),
    ]),
  ) as Record<Family, string>;
  return { app, stack, construct, ids };
}

const synthesized = (built: ReturnType<typeof build>) => ({
  ...built,
  template: Template.fromStack(built.stack),
});
const all = synthesized(build(FAMILIES));
const logicalId = (construct: { node: { defaultChild?: unknown } }) =>
  all.stack.getLogicalId(construct.node.defaultChild as never);

type Resource = { Properties: Record<string, unknown> };
const resources = (type: string) => Object.entries(all.template.findResources(type)) as [string, Resource][];
const toolsOf = (family: Family) =>
  allTools
    .filter((row) => row.family === family)
    .map((row) => row.name)
    .sort();

describe("SQS", () => {
  it.each(FAMILIES)("%s: an encrypted queue with a DLQ, visibility 6x the function timeout", (family) => {
    const queue = all.construct.queues[family];
    const dlq = all.construct.deadLetterQueues[family];
    if (!queue || !dlq) throw new Error(`no queues for ${family}`);
    all.template.hasResourceProperties("AWS::SQS::Queue", {
      QueueName: Match.absent(),
      SqsManagedSseEnabled: true,
      VisibilityTimeout: TIMEOUTS[family] * 6,
      RedrivePolicy: {
        deadLetterTargetArn: { "Fn::GetAtt": [logicalId(dlq), "Arn"] },
        maxReceiveCount: DEFAULT_MAX_RECEIVE_COUNT,
      },
    });
    const [, dlqResource] = resources("AWS::SQS::Queue").find(([id]) => id === logicalId(dlq)) ?? [];
    expect(dlqResource?.Properties).toMatchObject({
      SqsManagedSseEnabled: true,
      MessageRetentionPeriod: 14 * 24 * 3600,
    });
  });

  it("every queue is encrypted and refuses requests without TLS", () => {
    const queues = resources("AWS::SQS::Queue");
    expect(queues).toHaveLength(FAMILIES.length * 3); // queue, its DLQ, the EventBridge DLQ
    for (const [, queue] of queues) expect(queue.Properties.SqsManagedSseEnabled).toBe(true);
    const policies = resources("AWS::SQS::QueuePolicy");
    const tlsOnly = policies.filter(([, policy]) =>
      JSON.stringify(policy.Properties).includes('"aws:SecureTransport":"false"'),
    );
    const covered = tlsOnly
      .flatMap(([, policy]) => policy.Properties.Queues as { Ref: string }[])
      .map((q) => q.Ref);
    expect(new Set(covered)).toEqual(new Set(queues.map(([id]) => id)));
  });

  it.each(FAMILIES)("%s: an event source mapping reporting batch item failures", (family) => {
    const queue = all.construct.queues[family];
    if (!queue) throw new Error(`no queue for ${family}`);
    all.template.hasResourceProperties("AWS::Lambda::EventSourceMapping", {
      FunctionName: { Ref: all.ids[family] },
      EventSourceArn: { "Fn::GetAtt": [logicalId(queue), "Arn"] },
      FunctionResponseTypes: ["ReportBatchItemFailures"],
      BatchSize: DEFAULT_BATCH_SIZE,
    });
  });

  it.each(FAMILIES)(
    "%s: the function's role may change the visibility of its queue's messages (a rate limit's wait)",
    (family) => {
      const queue = all.construct.queues[family];
      if (!queue) throw new Error(`no queue for ${family}`);
      const fn = all.template.findResources("AWS::Lambda::Function")[all.ids[family]] as Resource;
      const [roleId] = (fn.Properties.Role as { "Fn::GetAtt": [string, string] })["Fn::GetAtt"];
      const statements = resources("AWS::IAM::Policy")
        .filter(([, policy]) => (policy.Properties.Roles as { Ref: string }[]).some((r) => r.Ref === roleId))
        .flatMap(
          ([, policy]) =>
            (
              policy.Properties.PolicyDocument as {
                Statement: { Action: string | string[]; Resource: unknown }[];
              }
            ).Statement,
        );
      const onQueue = statements.filter(
        (statement) =>
          JSON.stringify(statement.Resource) === JSON.stringify({ "Fn::GetAtt": [logicalId(queue), "Arn"] }),
      );
      // Granted with consuming the queue (SqsEventSource's grantConsumeMessages).
      expect(onQueue.flatMap((statement) => [statement.Action].flat())).toContain(
        "sqs:ChangeMessageVisibility",
      );
    },
  );
});

describe("EventBridge", () => {
  const rules = resources("AWS::Events::Rule");
  const callBusId = logicalId(all.construct.callBus);
  const rulesOf = (family: Family) =>
    rules.filter(([, rule]) => JSON.stringify(rule.Properties.Targets).includes(`"${all.ids[family]}"`));

  it.each(FAMILIES)("%s: rules on the call bus match exactly the family's tools", (family) => {
    const own = rulesOf(family);
    expect(own.length).toBeGreaterThan(0);
    const matched = own.flatMap(([, rule]) => {
      expect(rule.Properties.EventBusName).toEqual({ Ref: callBusId });
      const pattern = rule.Properties.EventPattern as { detail: { tool: string[] } };
      expect(JSON.stringify(pattern).length).toBeLessThanOrEqual(EVENT_PATTERN_MAX_CHARS);
      return pattern.detail.tool;
    });
    expect([...matched].sort()).toEqual(toolsOf(family));
  });

  it("every catalog tool is routed by exactly one rule, and outcome events by none", () => {
    const routed = rules.flatMap(
      ([, rule]) => (rule.Properties.EventPattern as { detail: { tool: string[] } }).detail.tool,
    );
    expect(routed.sort()).toEqual(allTools.map((row) => row.name).sort());
    for (const [, rule] of rules) {
      expect((rule.Properties.EventPattern as { source: unknown }).source).toEqual([
        { "anything-but": ["agent-tools"] },
      ]);
    }
    // ledger-read's 79 names do not fit one pattern.
    expect(rulesOf("ledger-read").length).toBeGreaterThan(1);
  });

  it.each(FAMILIES)(
    "%s: the target has a DLQ and a retry policy; async failures go to that DLQ",
    (family) => {
      const dlq = all.construct.eventDeadLetterQueues[family];
      if (!dlq) throw new Error(`no events DLQ for ${family}`);
      for (const [, rule] of rulesOf(family)) {
        expect(rule.Properties.Targets).toEqual([
          expect.objectContaining({
            Arn: { "Fn::GetAtt": [all.ids[family], "Arn"] },
            DeadLetterConfig: { Arn: { "Fn::GetAtt": [logicalId(dlq), "Arn"] } },
            RetryPolicy: { MaximumRetryAttempts: 8, MaximumEventAgeInSeconds: 7200 },
          }),
        ]);
      }
      all.template.hasResourceProperties("AWS::Lambda::EventInvokeConfig", {
        FunctionName: { Ref: all.ids[family] },
        MaximumRetryAttempts: 2,
        DestinationConfig: { OnFailure: { Destination: { "Fn::GetAtt": [logicalId(dlq), "Arn"] } } },
      });
    },
  );
});

describe("outcomes", () => {
  const putEvents = (template: Template) =>
    Object.values(template.findResources("AWS::IAM::Policy")).flatMap((policy) =>
      (
        policy.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[]
      ).filter((statement) => [statement.Action].flat().some((action) => action.startsWith("events:"))),
    );

  it("each function may PutEvents on the outcome bus only, and is told its name", () => {
    const outcomeBusId = logicalId(all.construct.outcomeBus as events.EventBus);
    const statements = putEvents(all.template);
    expect(statements).toHaveLength(FAMILIES.length);
    for (const statement of statements) {
      expect(statement).toMatchObject({
        Action: "events:PutEvents",
        Resource: { "Fn::GetAtt": [outcomeBusId, "Arn"] },
      });
    }
    for (const family of FAMILIES) {
      all.template.hasResource("AWS::Lambda::Function", {
        Properties: { Environment: { Variables: { OUTCOME_BUS_NAME: { Ref: outcomeBusId } } } },
      });
      expect(all.template.findResources("AWS::Lambda::Function")[all.ids[family]]).toMatchObject({
        Properties: { Environment: { Variables: { OUTCOME_BUS_NAME: { Ref: outcomeBusId } } } },
      });
    }
    all.template.resourceCountIs("AWS::Events::EventBus", 2); // calls and outcomes
  });

  it("uses a given outcome bus instead of making one", () => {
    const given = synthesized(
      build(["tasks"], (stack) => events.EventBus.fromEventBusArn(stack, "Shared", FOREIGN_BUS)),
    );
    given.template.resourceCountIs("AWS::Events::EventBus", 1);
    expect(putEvents(given.template)).toEqual([
      expect.objectContaining({ Action: "events:PutEvents", Resource: FOREIGN_BUS }),
    ]);
    given.template.hasResourceProperties("AWS::Lambda::Function", {
      Environment: { Variables: { OUTCOME_BUS_NAME: "shared-outcomes" } },
    });
  });

  it("wires only the families given", () => {
    const some = synthesized(build(["tasks", "ledger-write"]));
    some.template.resourceCountIs("AWS::Lambda::EventSourceMapping", 2);
    expect(Object.keys(some.construct.queues).sort()).toEqual(["ledger-write", "tasks"]);
  });
});

describe("cdk-nag", () => {
  it("passes the AwsSolutions checks", () => {
    // Not synthesized before the plugin is added: a second synth would not validate again.
    const { app } = build(["tasks", "ledger-read"]);
    Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
    expect(() => app.synth()).not.toThrow();
  });
});
