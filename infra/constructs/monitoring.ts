// Who is woken for what (docs/operations.md): one SNS topic every alarm notifies (with an email
// subscription when the context `alarmEmail` is set), the alarms, and one dashboard.
//
// Alarms read the metrics the functions write as EMF lines (lib/runtime/call-metrics.ts,
// lib/upstream-tokens/refresh-protocol.ts, lib/oauth/authorizer.ts; namespace AgentTools) and AWS's own
// (Lambda throttles, API Gateway 5xx and latency, SQS queue depth, Step Functions failures):
// - each family: Faults (errors that are ours or the upstream's: InternalError, UpstreamError,
//   UpstreamTimeout; a caller's ValidationError or NotFound wakes nobody) and Lambda throttles;
// - the API: 5xx answers and p99 latency;
// - each dead-letter queue: a message in it;
// - each toolkit: a failed token refresh, a connection that needs a person (ReauthorisationAlarms);
// - Xero: calls that ended RateLimited (429s the waits could not absorb);
// - the workflow: a failed execution; the OAuth authorizer: a spike of refused tokens;
// - the MCP task runner: an invocation that failed (its own failure: a tool's is the task's answer).
import { Duration, Stack } from "aws-cdk-lib";
import type * as apigw from "aws-cdk-lib/aws-apigateway";
import * as cloudwatch from "aws-cdk-lib/aws-cloudwatch";
import * as actions from "aws-cdk-lib/aws-cloudwatch-actions";
import * as iam from "aws-cdk-lib/aws-iam";
import * as kms from "aws-cdk-lib/aws-kms";
import type * as lambda from "aws-cdk-lib/aws-lambda";
import * as sns from "aws-cdk-lib/aws-sns";
import * as subscriptions from "aws-cdk-lib/aws-sns-subscriptions";
import type * as sqs from "aws-cdk-lib/aws-sqs";
import type * as sfn from "aws-cdk-lib/aws-stepfunctions";
import { Construct } from "constructs";
import { AUDIT_WRITE_FAILURES_METRIC } from "../../lib/audit/schema";
import type { Family, Toolkit } from "../../lib/catalog/toolkits";
import { AUTHORIZER_DENIALS_METRIC } from "../../lib/oauth/authorizer";
import { CALL_METRICS } from "../../lib/runtime/call-metrics";
import { METRIC_NAMESPACE } from "../../lib/runtime/metric";
import {
  NEEDS_REAUTHORISATION_METRIC,
  TOKEN_REFRESH_FAILURES_METRIC,
  TOKEN_REFRESHES_METRIC,
} from "../../lib/upstream-tokens/refresh-protocol";
import { toolkitOf } from "../families";
import type { ReauthorisationAlarms } from "./reauthorisation-alarm";

/** Every threshold in one place: Sum over the period unless said, one period unless said. */
export const ALARM_THRESHOLDS = {
  /** Faults of one family in 5 minutes. */
  familyFaults: 5,
  /** Lambda throttles of one function in 5 minutes. */
  throttles: 1,
  /** API Gateway 5xx answers in 5 minutes. */
  api5xx: 5,
  /** API Gateway p99 latency, ms, in each of 3 consecutive 5-minute periods. */
  apiP99LatencyMs: 10_000,
  /** Messages visible in a dead-letter queue (Maximum). */
  deadLetters: 1,
  /** Xero calls that ended RateLimited in 5 minutes. */
  xeroRateLimited: 5,
  /** Failed workflow executions in 5 minutes. */
  workflowFailures: 1,
  /** Bearer tokens the authorizer refused in 5 minutes. */
  authorizerDenials: 50,
  /** Failed invocations of the MCP task runner in 5 minutes. */
  taskRunnerErrors: 1,
} as const;

const FIVE_MINUTES = Duration.minutes(5);

/** A metric the functions write (namespace AgentTools). */
export function toolMetric(
  name: string,
  dimensionsMap: Record<string, string>,
  statistic: string = cloudwatch.Stats.SUM,
): cloudwatch.Metric {
  return new cloudwatch.Metric({
    namespace: METRIC_NAMESPACE,
    metricName: name,
    dimensionsMap,
    statistic,
    period: FIVE_MINUTES,
  });
}

export interface MonitoringProps {
  families: readonly Family[];
  functions: Partial<Record<Family, lambda.Function>>;
  mcp: lambda.IFunction;
  /** The MCP task runner (`mcp-tasks`), unless `-c mcpTasks=false`. */
  taskRunner?: lambda.IFunction;
  api: apigw.RestApi;
  /** Dead-letter queues by a readable name (`tasks calls`, `tasks events`). */
  deadLetterQueues: Record<string, sqs.IQueue>;
  workflow?: sfn.IStateMachine;
  /** The OAuth front door's authorizer function, when deployed. */
  authorizer?: lambda.IFunction;
  reauthorisation: ReauthorisationAlarms;
  /** Where alarm emails go (context `alarmEmail`); none: the topic without a subscription. */
  alarmEmail?: string;
}

export class Monitoring extends Construct {
  readonly topic: sns.Topic;
  readonly alarms: cloudwatch.Alarm[] = [];
  readonly dashboard: cloudwatch.Dashboard;

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    // Encrypted with a key of the stack's own: CloudWatch cannot publish to a topic under the
    // AWS-managed SNS key, so the key policy lets CloudWatch use this one.
    const key = new kms.Key(this, "AlarmTopicKey", {
      description: "Encrypts the agent tools' alarm topic",
      enableKeyRotation: true,
    });
    key.addToResourcePolicy(
      new iam.PolicyStatement({
        principals: [new iam.ServicePrincipal("cloudwatch.amazonaws.com")],
        actions: ["kms:Decrypt", "kms:GenerateDataKey*"],
        resources: ["*"],
      }),
    );
    this.topic = new sns.Topic(this, "AlarmTopic", {
      displayName: "Agent tools alarms",
      enforceSSL: true,
      masterKey: key,
    });
    if (props.alarmEmail) this.topic.addSubscription(new subscriptions.EmailSubscription(props.alarmEmail));
    const action = new actions.SnsAction(this.topic);

    type AlarmOptions = Omit<cloudwatch.AlarmProps, "evaluationPeriods"> & { evaluationPeriods?: number };
    const alarm = (alarmId: string, options: AlarmOptions) => {
      const created = new cloudwatch.Alarm(this, alarmId, {
        evaluationPeriods: 1,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        // No failing call, no data: the healthy state.
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
        ...options,
      });
      created.addAlarmAction(action);
      this.alarms.push(created);
      return created;
    };

    const toolkits = [...new Set(props.families.map((family) => toolkitOf(family).toolkit))];
    for (const family of props.families) {
      const fn = props.functions[family];
      if (!fn) continue;
      const { toolkit } = toolkitOf(family);
      const dims = { Family: family, Toolkit: toolkit };
      alarm(`${family}-faults`, {
        alarmDescription: `${family}: at least ${ALARM_THRESHOLDS.familyFaults} calls in 5 minutes failed with InternalError, UpstreamError or UpstreamTimeout (the function's log lines "tool call failed" say which tools; docs/operations.md).`,
        metric: toolMetric(CALL_METRICS.faults, dims),
        threshold: ALARM_THRESHOLDS.familyFaults,
      });
      alarm(`${family}-throttles`, {
        alarmDescription: `${family}: Lambda throttled invocations (the account's or the function's concurrency limit).`,
        metric: fn.metricThrottles({ period: FIVE_MINUTES, statistic: cloudwatch.Stats.SUM }),
        threshold: ALARM_THRESHOLDS.throttles,
      });
      // One write the trail missed is one too many (lib/audit/writer.ts; docs/operations.md "Audit trail").
      alarm(`${family}-audit-write-failures`, {
        alarmDescription: `${family}: an audit record could not be written (the call itself went on; the function's log line "audit record not written" names the tool; docs/operations.md "Audit trail").`,
        metric: toolMetric(AUDIT_WRITE_FAILURES_METRIC, { Function: family }),
        threshold: 1,
      });
    }

    alarm("api-5xx", {
      alarmDescription: `The API answered at least ${ALARM_THRESHOLDS.api5xx} 5xx in 5 minutes (the access log has each request).`,
      metric: props.api.metricServerError({ period: FIVE_MINUTES, statistic: cloudwatch.Stats.SUM }),
      threshold: ALARM_THRESHOLDS.api5xx,
    });
    alarm("api-p99-latency", {
      alarmDescription: `The API's p99 latency stayed above ${ALARM_THRESHOLDS.apiP99LatencyMs} ms for 15 minutes.`,
      metric: props.api.metricLatency({ period: FIVE_MINUTES, statistic: cloudwatch.Stats.p(99) }),
      threshold: ALARM_THRESHOLDS.apiP99LatencyMs,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 3,
    });

    for (const [name, queue] of Object.entries(props.deadLetterQueues)) {
      alarm(`dlq-${name.replace(/\W+/g, "-")}`, {
        alarmDescription: `A message is in the dead-letter queue of ${name}: a call that failed every delivery (docs/events.md says how to read and redrive it).`,
        metric: queue.metricApproximateNumberOfMessagesVisible({
          period: FIVE_MINUTES,
          statistic: cloudwatch.Stats.MAXIMUM,
        }),
        threshold: ALARM_THRESHOLDS.deadLetters,
      });
    }

    // Token refreshes: the reauthorisation alarms (one per toolkit) notify the same topic.
    for (const reauthorisation of Object.values(props.reauthorisation.alarms)) {
      reauthorisation?.addAlarmAction(action);
      if (reauthorisation) this.alarms.push(reauthorisation);
    }
    for (const refreshFailures of Object.values(props.reauthorisation.refreshFailureAlarms)) {
      refreshFailures?.addAlarmAction(action);
      if (refreshFailures) this.alarms.push(refreshFailures);
    }

    if (toolkits.includes("LedgerApi")) {
      alarm("xero-rate-limited", {
        alarmDescription: `At least ${ALARM_THRESHOLDS.xeroRateLimited} Xero calls in 5 minutes ended RateLimited (429s beyond the waits a call may take; Xero's per-minute or daily limit, or 5 calls in flight per organisation).`,
        metric: toolMetric(CALL_METRICS.rateLimited, { Toolkit: "LedgerApi" }),
        threshold: ALARM_THRESHOLDS.xeroRateLimited,
      });
    }
    if (props.workflow) {
      alarm("workflow-failed", {
        alarmDescription:
          "An execution of the overdue-invoices workflow failed (its execution history names the state).",
        metric: props.workflow.metricFailed({ period: FIVE_MINUTES, statistic: cloudwatch.Stats.SUM }),
        threshold: ALARM_THRESHOLDS.workflowFailures,
      });
    }
    if (props.authorizer) {
      alarm("authorizer-denials", {
        alarmDescription: `The OAuth authorizer refused at least ${ALARM_THRESHOLDS.authorizerDenials} bearer tokens in 5 minutes: a client stuck on an expired token, a replaced signing key, or someone probing.`,
        metric: toolMetric(AUTHORIZER_DENIALS_METRIC, { Function: "authorizer" }),
        threshold: ALARM_THRESHOLDS.authorizerDenials,
      });
    }

    if (props.taskRunner) {
      alarm("mcp-task-runner-errors", {
        alarmDescription: `The MCP task runner (mcp-tasks) failed at least ${ALARM_THRESHOLDS.taskRunnerErrors} invocation in 5 minutes: its tasks table or its start failed, not a tool (a tool's error is the task's result). Lambda retries twice; a task no runner finished ends failed at its deadline (its log names the task).`,
        metric: props.taskRunner.metricErrors({ period: FIVE_MINUTES, statistic: cloudwatch.Stats.SUM }),
        threshold: ALARM_THRESHOLDS.taskRunnerErrors,
      });
    }

    this.dashboard = new cloudwatch.Dashboard(this, "Dashboard", {
      dashboardName: `${Stack.of(this).stackName}-operations`,
      defaultInterval: Duration.hours(3),
    });
    this.dashboard.addWidgets(
      new cloudwatch.TextWidget({
        markdown:
          "# Agent tools\nCalls, errors and latency per family (namespace AgentTools, EMF lines of the functions); what each alarm means: docs/operations.md.",
        width: 18,
        height: 2,
      }),
      new cloudwatch.AlarmStatusWidget({
        alarms: this.alarms,
        width: 6,
        height: 2 + Math.ceil(this.alarms.length / 3),
      }),
    );
    const graph = (title: string, left: cloudwatch.IMetric[], right: cloudwatch.IMetric[] = []) =>
      new cloudwatch.GraphWidget({ title, left, right, width: 6, height: 6 });
    for (const family of props.families) {
      const fn = props.functions[family];
      if (!fn) continue;
      const dims = { Family: family, Toolkit: toolkitOf(family).toolkit };
      const labelled = (name: string, statistic?: string, label = name) =>
        toolMetric(name, dims, statistic).with({ label });
      this.dashboard.addWidgets(
        graph(`${family}: calls and errors`, [
          labelled(CALL_METRICS.calls),
          labelled(CALL_METRICS.errors),
          labelled(CALL_METRICS.faults),
          labelled(CALL_METRICS.rateLimited),
        ]),
        graph(`${family}: latency (ms)`, [
          labelled(CALL_METRICS.latency, cloudwatch.Stats.p(50), "p50"),
          labelled(CALL_METRICS.latency, cloudwatch.Stats.p(99), "p99"),
          labelled(CALL_METRICS.upstreamLatency, cloudwatch.Stats.p(99), "upstream p99"),
        ]),
        graph(
          `${family}: 429 waits, idempotency`,
          [
            labelled(CALL_METRICS.rateLimitWaits),
            labelled(CALL_METRICS.replays),
            labelled(CALL_METRICS.conflicts),
            labelled(CALL_METRICS.unknownOutcomes),
          ],
          [labelled(CALL_METRICS.rateLimitWaitTime, cloudwatch.Stats.SUM, "429 wait ms")],
        ),
        graph(
          `${family}: Lambda`,
          [
            fn.metricThrottles({ period: FIVE_MINUTES }).with({ label: "throttles" }),
            fn.metricErrors({ period: FIVE_MINUTES }).with({ label: "invocation errors" }),
            toolMetric(CALL_METRICS.coldStart, { Function: family }).with({ label: "cold starts" }),
          ],
          [
            toolMetric("McpCalls", dims).with({ label: "via MCP" }),
            toolMetric(CALL_METRICS.budgetTruncated, dims).with({ label: "MCP budget-truncated" }),
          ],
        ),
      );
    }
    const tokenMetrics = toolkits.flatMap((toolkit: Toolkit) => [
      toolMetric(TOKEN_REFRESHES_METRIC, { Toolkit: toolkit }).with({ label: `${toolkit} refreshes` }),
      toolMetric(TOKEN_REFRESH_FAILURES_METRIC, { Toolkit: toolkit }).with({
        label: `${toolkit} refresh failures`,
      }),
      toolMetric(NEEDS_REAUTHORISATION_METRIC, { Toolkit: toolkit }).with({
        label: `${toolkit} needs reconnecting`,
      }),
    ]);
    this.dashboard.addWidgets(
      graph(
        "API",
        [
          props.api.metricCount({ period: FIVE_MINUTES }).with({ label: "requests" }),
          props.api.metricClientError({ period: FIVE_MINUTES }).with({ label: "4xx" }),
          props.api.metricServerError({ period: FIVE_MINUTES }).with({ label: "5xx" }),
        ],
        [
          props.api
            .metricLatency({ period: FIVE_MINUTES, statistic: cloudwatch.Stats.p(99) })
            .with({ label: "p99 ms" }),
        ],
      ),
      graph("Tokens", tokenMetrics),
      graph(
        "Dead-letter queues",
        Object.entries(props.deadLetterQueues).map(([name, queue]) =>
          queue
            .metricApproximateNumberOfMessagesVisible({
              period: FIVE_MINUTES,
              statistic: cloudwatch.Stats.MAXIMUM,
            })
            .with({ label: name }),
        ),
      ),
      graph("Workflow, authorizer, mcp", [
        ...(props.workflow
          ? [
              props.workflow.metricFailed({ period: FIVE_MINUTES }).with({ label: "workflow failed" }),
              props.workflow.metricSucceeded({ period: FIVE_MINUTES }).with({ label: "workflow succeeded" }),
            ]
          : []),
        ...(props.authorizer
          ? [
              toolMetric(AUTHORIZER_DENIALS_METRIC, { Function: "authorizer" }).with({
                label: "authorizer denials",
              }),
            ]
          : []),
        toolMetric(CALL_METRICS.coldStart, { Function: "mcp" }).with({ label: "mcp cold starts" }),
        props.mcp.metricErrors({ period: FIVE_MINUTES }).with({ label: "mcp invocation errors" }),
        ...(props.taskRunner
          ? [
              props.taskRunner.metricErrors({ period: FIVE_MINUTES }).with({ label: "task runner errors" }),
              // Tasks whose invoke Lambda gave up on (event too old, retries spent): they end failed.
              props.taskRunner
                .metric("AsyncEventsDropped", { period: FIVE_MINUTES, statistic: cloudwatch.Stats.SUM })
                .with({ label: "task runs dropped" }),
            ]
          : []),
      ]),
    );
    // Per tool: from the same EMF lines through Logs Insights, not as a dimension (docs/operations.md).
    const logGroups = props.families.flatMap((family) => {
      const group = props.functions[family]?.logGroup;
      return group ? [group.logGroupName] : [];
    });
    this.dashboard.addWidgets(
      new cloudwatch.LogQueryWidget({
        title: "Errors by tool (last calls)",
        logGroupNames: logGroups,
        queryLines: [
          "filter ispresent(ErrorType)",
          "stats count() as errors by Family, tool, ErrorType",
          "sort errors desc",
          "limit 20",
        ],
        width: 24,
        height: 6,
      }),
    );
  }
}
