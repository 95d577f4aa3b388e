// Event-driven callers of the family functions: an SQS queue (with a DLQ) per family, a custom
// EventBridge bus for incoming calls with rules routing each tool to its family's function, and the
// outcome bus the functions publish each event-driven call's result to (docs/events.md).
import { Duration, Validations } from "aws-cdk-lib";
import * as events from "aws-cdk-lib/aws-events";
import * as targets from "aws-cdk-lib/aws-events-targets";
import type * as lambda from "aws-cdk-lib/aws-lambda";
import { SqsDestination } from "aws-cdk-lib/aws-lambda-destinations";
import { SqsEventSource } from "aws-cdk-lib/aws-lambda-event-sources";
import * as sqs from "aws-cdk-lib/aws-sqs";
import { Construct } from "constructs";
import type { Family } from "../../lib/catalog/types";
import { toolCallPatterns } from "./rule-patterns";

export const DEFAULT_MAX_RECEIVE_COUNT = 3;
export const DEFAULT_BATCH_SIZE = 5;
/** Lambda's default when a function sets no timeout. */
const LAMBDA_DEFAULT_TIMEOUT = Duration.seconds(3);

export interface ToolEventsProps {
  /**
   * The family functions to feed. Concrete functions, because the construct reads their timeout
   * (for the queue's visibility timeout) and sets OUTCOME_BUS_NAME on them.
   */
  functions: Partial<Record<Family, lambda.Function>>;
  /** Where outcomes go; a new bus when not given. */
  outcomeBus?: events.IEventBus;
  /** Receives before SQS moves a message to the DLQ (default 3). */
  maxReceiveCount?: number;
  /** Records per invocation (default 5): they run one after another within one function timeout. */
  batchSize?: number;
  /** Most concurrent invocations per queue (default 5), to stay inside upstream rate limits. */
  maxConcurrency?: number;
  /**
   * Whether to set the functions' async-invoke config (2 retries, failures to the family's events
   * DLQ). Turn off if the function's own construct configures async invokes (one config per function).
   */
  configureAsyncInvoke?: boolean;
}

/** Encrypted at rest (SSE-SQS, which EventBridge can write to), TLS only. */
const queueDefaults = { encryption: sqs.QueueEncryption.SQS_MANAGED, enforceSSL: true };

export class ToolEvents extends Construct {
  /** The bus senders put tool calls on. */
  readonly callBus: events.EventBus;
  readonly outcomeBus: events.IEventBus;
  readonly queues: Partial<Record<Family, sqs.Queue>> = {};
  /** Messages that failed `maxReceiveCount` times; redrive them to the queue once the cause is fixed. */
  readonly deadLetterQueues: Partial<Record<Family, sqs.Queue>> = {};
  /** EventBridge calls that could not be delivered, or whose function failed after its retries. */
  readonly eventDeadLetterQueues: Partial<Record<Family, sqs.Queue>> = {};
  readonly rules: Partial<Record<Family, events.Rule[]>> = {};

  constructor(scope: Construct, id: string, props: ToolEventsProps) {
    super(scope, id);
    // A bus of our own rather than the default bus: senders get events:PutEvents on it alone, our
    // rules see only tool calls (not every AWS service event of the account), and it can take a
    // resource policy for other accounts. Outcomes go to another bus, so they can never trigger calls.
    this.callBus = new events.EventBus(this, "CallBus");
    this.outcomeBus = props.outcomeBus ?? new events.EventBus(this, "OutcomeBus");
    for (const [family, fn] of Object.entries(props.functions) as [Family, lambda.Function][]) {
      this.wireFamily(family, fn, props);
    }
  }

  private wireFamily(family: Family, fn: lambda.Function, props: ToolEventsProps): void {
    const scope = new Construct(this, family);

    // SQS. The DLQ keeps messages 14 days (the most SQS allows), longer than the queue's 4, because a
    // message keeps its first enqueue time when it moves to the DLQ.
    const deadLetters = new sqs.Queue(scope, "Dlq", { ...queueDefaults, retentionPeriod: Duration.days(14) });
    const queue = new sqs.Queue(scope, "Queue", {
      ...queueDefaults,
      // AWS's advice: at least 6x the function timeout, so a message is not received again while a
      // batch (and Lambda's retries of a throttled invoke) may still be working on it.
      visibilityTimeout: Duration.seconds((fn.timeout ?? LAMBDA_DEFAULT_TIMEOUT).toSeconds() * 6),
      deadLetterQueue: {
        queue: deadLetters,
        maxReceiveCount: props.maxReceiveCount ?? DEFAULT_MAX_RECEIVE_COUNT,
      },
    });
    fn.addEventSource(
      new SqsEventSource(queue, {
        batchSize: props.batchSize ?? DEFAULT_BATCH_SIZE,
        reportBatchItemFailures: true,
        maxConcurrency: props.maxConcurrency ?? 5,
      }),
    );

    // EventBridge. Not the SQS DLQ: an SQS redrive would send EventBridge events back to the queue
    // as message bodies, where they are not tool calls.
    const eventDeadLetters = new sqs.Queue(scope, "EventsDlq", {
      ...queueDefaults,
      retentionPeriod: Duration.days(14),
    });
    Validations.of(eventDeadLetters).acknowledge({
      id: "AwsSolutions-SQS3",
      reason:
        "This queue is a DLQ: of the EventBridge target and of the function's async invokes (cdk-nag only recognises DLQs named in a RedrivePolicy).",
    });
    // EventBridge invokes asynchronously: its retry policy covers delivery (throttling, Lambda
    // unavailable); a function error is retried by Lambda's async invoke, then sent to the same DLQ.
    const target = new targets.LambdaFunction(fn, {
      deadLetterQueue: eventDeadLetters,
      retryAttempts: 8,
      maxEventAge: Duration.hours(2),
    });
    if (props.configureAsyncInvoke !== false) {
      fn.configureAsyncInvoke({ retryAttempts: 2, onFailure: new SqsDestination(eventDeadLetters) });
    }
    this.rules[family] = toolCallPatterns(family).map(
      (pattern, index) =>
        new events.Rule(scope, `Calls${index + 1}`, {
          eventBus: this.callBus,
          description: `Tool calls of the ${family} family (${index + 1})`,
          // EventPattern types `source` as string[]; content filters such as anything-but pass through as JSON.
          eventPattern: pattern as unknown as events.EventPattern,
          targets: [target],
        }),
    );

    // Outcomes: PutEvents on the outcome bus only.
    this.outcomeBus.grantPutEventsTo(fn);
    fn.addEnvironment("OUTCOME_BUS_NAME", this.outcomeBus.eventBusName);

    this.queues[family] = queue;
    this.deadLetterQueues[family] = deadLetters;
    this.eventDeadLetterQueues[family] = eventDeadLetters;
  }
}
