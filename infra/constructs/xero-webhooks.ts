// Xero webhooks (docs/infrastructure.md, docs/events.md): `POST /webhooks/xero` on the REST API
// without an authorizer (Xero signs each delivery; the function checks the signature), the
// webhook-key secret, the dedupe table, the bus the events go to, the alarms on refused signatures
// and failed publishes, and the worked reaction: a rule on `Xero Invoice Updated` whose target
// completes the overdue-invoices workflow's follow-up task once the invoice is PAID.
import { CfnOutput, Duration, Validations } from "aws-cdk-lib";
import * as apigw from "aws-cdk-lib/aws-apigateway";
import * as cloudwatch from "aws-cdk-lib/aws-cloudwatch";
import type * as cloudwatchActions from "aws-cdk-lib/aws-cloudwatch-actions";
import type * as dynamodb from "aws-cdk-lib/aws-dynamodb";
import * as events from "aws-cdk-lib/aws-events";
import * as targets from "aws-cdk-lib/aws-events-targets";
import * as iam from "aws-cdk-lib/aws-iam";
import type * as lambda from "aws-cdk-lib/aws-lambda";
import { SqsDestination } from "aws-cdk-lib/aws-lambda-destinations";
import * as secretsmanager from "aws-cdk-lib/aws-secretsmanager";
import * as sqs from "aws-cdk-lib/aws-sqs";
import { Construct } from "constructs";
import type { Family } from "../../lib/catalog/types";
import { METRIC_NAMESPACE } from "../../lib/runtime/metric";
import { REACTION_TOOLS } from "../../lib/webhooks/invoice-paid";
import { WEBHOOK_FUNCTION, WEBHOOK_METRICS } from "../../lib/webhooks/metrics";
import { XERO_EVENT_SOURCE } from "../../lib/webhooks/publish";
import type { StackSettings } from "../settings";
import { TABLE_ACTIONS } from "./family-function";
import { familyInvokeAccess } from "./family-invoke";
import { KeyedTable } from "./keyed-table";
import { ToolFunction } from "./tool-function";
import type { ToolsApi } from "./tools-api";

/** Thresholds of the webhook alarms, in 5 minutes. */
export const WEBHOOK_ALARM_THRESHOLDS = {
  /** Xero's intent to receive sends a few wrongly signed deliveries on purpose: more is someone else. */
  signatureFailures: 10,
  /** One event not published is a delivery Xero has to send again. */
  publishFailures: 1,
  /** The reaction failed after Lambda's retries (its DLQ holds the event). */
  reactionFailures: 1,
} as const;

export interface XeroWebhooksProps {
  api: ToolsApi;
  settings: StackSettings;
  /** The family functions the reaction calls (`ledger-read`, `tasks`); without both, no reaction. */
  functions: Partial<Record<Family, lambda.IFunction>>;
  /** Context `webhookConnection`: the connection the reaction acts for (per-connection secrets). */
  reactionConnection?: string;
  /** Context `followUpProjectIds`: where the workflow's follow-up tasks are (comma-separated). */
  followUpProjectIds?: string;
}

const FIVE_MINUTES = Duration.minutes(5);

export class XeroWebhooks extends Construct {
  readonly function: ToolFunction;
  readonly secret: secretsmanager.Secret;
  readonly table: dynamodb.Table;
  readonly bus: events.EventBus;
  readonly method: apigw.Method;
  readonly alarms: cloudwatch.Alarm[] = [];
  /** The worked reaction, when `ledger-read` and `tasks` are deployed. */
  readonly reaction?: { function: ToolFunction; rule: events.Rule; deadLetters: sqs.Queue };

  constructor(scope: Construct, id: string, props: XeroWebhooksProps) {
    super(scope, id);
    const { settings } = props;
    this.secret = new secretsmanager.Secret(this, "WebhookKey", {
      description:
        "Agent tools: the Xero webhook key (Xero developer portal, your app's Webhooks page). Replace the generated placeholder with it.",
      // A random placeholder: until the operator stores Xero's key, every delivery is refused (401).
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
    });
    Validations.of(this.secret).acknowledge({
      id: "AwsSolutions-SMG4",
      reason:
        "Xero issues the webhook key: it is rotated in Xero's developer portal and stored here by the operator (docs/infrastructure.md); a rotation function cannot make Xero sign with a new key.",
    });
    this.table = new KeyedTable(this, "Deliveries", { timeToLiveAttribute: "expiration" }).table;
    this.bus = new events.EventBus(this, "Bus", {
      description: "Xero webhook events (source agent-tools.xero)",
    });

    this.function = new ToolFunction(this, "Receiver", {
      entry: "xero-webhooks",
      description: "Xero webhooks: checks the signature, dedupes, puts the events on the Xero bus",
      roleDescription:
        "Receives Xero webhooks: reads the webhook key, its dedupe table, puts events on its bus",
      memorySize: 256,
      // Xero wants its answer within 5 seconds.
      timeout: Duration.seconds(5),
      environment: {
        XERO_WEBHOOK_KEY_SECRET_ID: this.secret.secretArn,
        WEBHOOK_DELIVERIES_TABLE: this.table.tableName,
        XERO_EVENT_BUS_NAME: this.bus.eventBusName,
        POWERTOOLS_SERVICE_NAME: "agent-tools-xero-webhooks",
      },
      logRetentionDays: settings.logRetentionDays,
      readsSecretsAtStart: true,
      initialPolicy: [
        new iam.PolicyStatement({
          sid: "ReadWebhookKey",
          actions: ["secretsmanager:GetSecretValue"],
          resources: [this.secret.secretArn],
        }),
        new iam.PolicyStatement({
          sid: "DedupeDeliveries",
          actions: TABLE_ACTIONS,
          resources: [this.table.tableArn],
        }),
        new iam.PolicyStatement({
          sid: "PublishXeroEvents",
          actions: ["events:PutEvents"],
          resources: [this.bus.eventBusArn],
        }),
      ],
    });

    // No authorizer: Xero cannot sign in; the function refuses a delivery it did not sign.
    this.method = props.api.restApi.root
      .resourceForPath("webhooks/xero")
      .addMethod("POST", new apigw.LambdaIntegration(this.function.function, { allowTestInvoke: false }), {
        authorizationType: apigw.AuthorizationType.NONE,
      });
    Validations.of(this.method).acknowledge(
      ...["AwsSolutions-APIG4", "AwsSolutions-COG4"].map((ruleId) => ({
        id: ruleId,
        reason:
          "Xero's webhook deliveries carry no credentials the gateway can check: each is signed with the webhook key (x-xero-signature), which the function verifies before reading anything.",
      })),
    );

    const { "ledger-read": ledgerRead, tasks } = props.functions;
    if (ledgerRead && tasks) this.reaction = this.addReaction(ledgerRead, tasks, props);

    const metric = (name: string) =>
      new cloudwatch.Metric({
        namespace: METRIC_NAMESPACE,
        metricName: name,
        dimensionsMap: { Function: WEBHOOK_FUNCTION },
        statistic: cloudwatch.Stats.SUM,
        period: FIVE_MINUTES,
      });
    this.alarm("signature-failures", {
      alarmDescription: `At least ${WEBHOOK_ALARM_THRESHOLDS.signatureFailures} Xero webhook deliveries in 5 minutes were refused for a missing or wrong signature: a wrong webhook key in the secret, or someone else posting to /webhooks/xero (the log line "xero webhook refused: signature" has each).`,
      metric: metric(WEBHOOK_METRICS.signatureFailures),
      threshold: WEBHOOK_ALARM_THRESHOLDS.signatureFailures,
    });
    this.alarm("publish-failures", {
      alarmDescription: `A Xero webhook event could not be put on the bus (answered 500: Xero delivers it again; the log line "xero webhook events not published" says why).`,
      metric: metric(WEBHOOK_METRICS.publishFailures),
      threshold: WEBHOOK_ALARM_THRESHOLDS.publishFailures,
    });
    if (this.reaction) {
      this.alarm("invoice-paid-reaction-dead-letters", {
        alarmDescription:
          "A Xero Invoice Updated event failed the invoice-paid reaction after its retries: it is in the reaction's DLQ (docs/events.md).",
        metric: this.reaction.deadLetters.metricApproximateNumberOfMessagesVisible({
          period: FIVE_MINUTES,
          statistic: cloudwatch.Stats.MAXIMUM,
        }),
        threshold: WEBHOOK_ALARM_THRESHOLDS.reactionFailures,
      });
    }
    new CfnOutput(this, "WebhookKeySecret", { value: this.secret.secretArn });
    new CfnOutput(this, "BusName", { value: this.bus.eventBusName });
  }

  /** Every alarm notifies `action` (the Monitoring topic). */
  notify(action: cloudwatchActions.SnsAction): void {
    for (const alarm of this.alarms) alarm.addAlarmAction(action);
  }

  private alarm(
    id: string,
    options: Omit<cloudwatch.AlarmProps, "evaluationPeriods" | "comparisonOperator">,
  ) {
    const alarm = new cloudwatch.Alarm(this, id, {
      evaluationPeriods: 1,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      ...options,
    });
    this.alarms.push(alarm);
    return alarm;
  }

  private addReaction(ledgerRead: lambda.IFunction, tasks: lambda.IFunction, props: XeroWebhooksProps) {
    const families = [...new Set(Object.values(REACTION_TOOLS))];
    const invokes = familyInvokeAccess(this, [
      ["ledger-read", ledgerRead],
      ["tasks", tasks],
    ]);
    const environment: Record<string, string> = {
      FAMILY_FUNCTIONS: invokes.familyFunctions,
      POWERTOOLS_SERVICE_NAME: "agent-tools-invoice-paid",
    };
    if (props.reactionConnection) environment.REACTION_CONNECTION = props.reactionConnection;
    if (props.followUpProjectIds) environment.FOLLOW_UP_PROJECT_IDS = props.followUpProjectIds;
    const fn = new ToolFunction(this, "InvoicePaid", {
      entry: "xero-invoice-paid",
      description: `On Xero Invoice Updated: a PAID invoice completes its follow-up task (calls ${families.join(", ")})`,
      roleDescription: "Runs the invoice-paid reaction: invokes the ledger-read and tasks functions",
      memorySize: 256,
      // A read, a filter and a completion, each a family call of at most ~20 s.
      timeout: Duration.seconds(60),
      environment,
      logRetentionDays: props.settings.logRetentionDays,
      initialPolicy: [invokes.statement],
    });
    const deadLetters = new sqs.Queue(this, "InvoicePaidDlq", {
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    Validations.of(deadLetters).acknowledge({
      id: "AwsSolutions-SQS3",
      reason:
        "This queue is a DLQ: of the reaction's EventBridge target and of its async invokes (cdk-nag only recognises DLQs named in a RedrivePolicy).",
    });
    fn.function.configureAsyncInvoke({ retryAttempts: 2, onFailure: new SqsDestination(deadLetters) });
    const rule = new events.Rule(this, "InvoicePaidRule", {
      eventBus: this.bus,
      description: "Xero Invoice Updated: complete the follow-up task of a paid invoice",
      eventPattern: { source: [XERO_EVENT_SOURCE], detailType: ["Xero Invoice Updated"] },
      targets: [
        new targets.LambdaFunction(fn.function, {
          deadLetterQueue: deadLetters,
          retryAttempts: 8,
          maxEventAge: Duration.hours(2),
        }),
      ],
    });
    return { function: fn, rule, deadLetters };
  }
}
