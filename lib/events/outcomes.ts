// Outcome events: an SQS or EventBridge sender gets no answer from the queue or the bus, so the
// outcome of each event-driven call (an SQS record, an EventBridge event) is put on the outcome bus
// (OUTCOME_BUS_NAME) as "Tool call succeeded" or "Tool call failed", for the sender to subscribe to.
//
// Publishing is best effort and never fails the call: by the time there is an outcome the tool has
// run (a write has happened upstream). Failing the record for a lost outcome would make SQS redeliver
// a call that worked, send it to the DLQ as if the tool had failed, and re-run reads; a keyed write
// would only replay, but the DLQ would then lie about what happened. So a failed publish is logged.
// A result too large for the event is left out; with a results bucket (RESULTS_BUCKET) it is stored
// and the event carries its `resultLocation` instead, on the same terms: a failed store is logged.
import { EVENT_RESULT_BYTES } from "../results/limits";
import type { ResultLocation } from "../results/location";
import { asToolError } from "../runtime/errors";
import { lazyClient } from "../runtime/lazy-client";
import { log } from "../runtime/log";

export const OUTCOME_SOURCE = "agent-tools";
export const SUCCEEDED = "Tool call succeeded";
export const FAILED = "Tool call failed";
/** At most this long for one put (SDK retries included), and never past the function's deadline. */
const PUBLISH_BUDGET_MS = 3_000;
const DEADLINE_MARGIN_MS = 500;

/** What is known of the call; for a message that is not a valid call, only what could be read. */
export interface OutcomeCall {
  source: "sqs" | "eventbridge";
  /** SQS message id or EventBridge event id. */
  eventId: string | undefined;
  tool?: string;
  idempotencyKey?: string;
  connection?: string;
  /** SQS only: ApproximateReceiveCount, so a sender can tell a retry from the first try. */
  attempt?: number;
}

export interface OutcomeDetail extends OutcomeCall {
  result?: unknown;
  resultOmitted?: true;
  /** Where a result left out of the event was stored (docs/results.md). */
  resultLocation?: ResultLocation;
  error?: { type: string; message: string; retryable: boolean };
}

export type Outcome = { result: unknown } | { error: unknown };

type Fields = Record<string, unknown>;
const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : undefined);

/**
 * The call's fields from a message body, an EventBridge detail or a parsed ToolCall (same names),
 * read leniently so even a rejected message's outcome names its tool and key when it had them.
 * The key is the event's `idempotencyKey`, else the tool's own `idempotency_key` parameter.
 */
export function callFields(value: unknown): Pick<OutcomeCall, "tool" | "idempotencyKey" | "connection"> {
  if (!value || typeof value !== "object") return {};
  const { tool, idempotencyKey, connection, input } = value as Fields;
  const inputKey = input && typeof input === "object" ? (input as Fields).idempotency_key : undefined;
  const fields: Pick<OutcomeCall, "tool" | "idempotencyKey" | "connection"> = {};
  if (text(tool)) fields.tool = tool as string;
  const key = text(idempotencyKey) ?? text(inputKey);
  if (key) fields.idempotencyKey = key;
  if (text(connection)) fields.connection = connection as string;
  return fields;
}

export function outcomeDetail(call: OutcomeCall, outcome: Outcome): OutcomeDetail {
  const detail: OutcomeDetail = { ...call };
  if ("error" in outcome) {
    const { type, message, retryable } = asToolError(outcome.error);
    detail.error = { type, message, retryable };
    return detail;
  }
  const serialized = JSON.stringify(outcome.result ?? null);
  // PutEvents takes 256 KB per request: a larger result is left out rather than failing the put.
  if (Buffer.byteLength(serialized) < EVENT_RESULT_BYTES) detail.result = outcome.result ?? null;
  else detail.resultOmitted = true;
  return detail;
}

interface EventsSdk {
  client: {
    send(
      command: unknown,
      options: { abortSignal: AbortSignal },
    ): Promise<{ FailedEntryCount?: number; Entries?: { ErrorCode?: string; ErrorMessage?: string }[] }>;
  };
  PutEventsCommand: new (input: Record<string, unknown>) => unknown;
}

/** The SDK is imported on the first outcome (bundles leave @aws-sdk/* to the runtime) and the client made once. */
const eventsSdk = lazyClient<EventsSdk>(() =>
  import("@aws-sdk/client-eventbridge").then((module) => ({
    // The SDK honours AWS_ENDPOINT_URL_EVENTBRIDGE: tests point it at a local fake.
    client: new module.EventBridgeClient({}) as unknown as EventsSdk["client"],
    PutEventsCommand: module.PutEventsCommand as unknown as EventsSdk["PutEventsCommand"],
  })),
);

/** For tests: forget the client (e.g. after changing the endpoint). */
export function resetOutcomeClient(): void {
  eventsSdk.reset();
}

/** Stores a result left out of the event and notes where; a failure is logged and the event goes without. */
async function locateOmittedResult(
  detail: OutcomeDetail,
  result: unknown,
  options: { env: NodeJS.ProcessEnv; abortSignal: AbortSignal },
): Promise<void> {
  try {
    const { storeResult } = await import("../results/store");
    detail.resultLocation = await storeResult({ tool: detail.tool ?? "", result }, options);
  } catch (error) {
    log("warn", "omitted result not stored", {
      eventId: detail.eventId,
      tool: detail.tool,
      source: detail.source,
      errorName: (error as Error | undefined)?.name,
      errorMessage: (error as Error | undefined)?.message,
    });
  }
}

/** Puts the outcome on OUTCOME_BUS_NAME. Never throws: failures are logged (see the top of the file). */
export async function publishOutcome(
  call: OutcomeCall,
  outcome: Outcome,
  options: { remainingMs?: () => number; env?: NodeJS.ProcessEnv } = {},
): Promise<void> {
  const env = options.env ?? process.env;
  const busName = env.OUTCOME_BUS_NAME;
  const about = { eventId: call.eventId, tool: call.tool, source: call.source };
  if (!busName) {
    log("debug", "outcome not published: OUTCOME_BUS_NAME is not set", about);
    return;
  }
  const remaining = options.remainingMs?.() ?? Number.POSITIVE_INFINITY;
  const budget = Math.min(PUBLISH_BUDGET_MS, remaining - DEADLINE_MARGIN_MS);
  if (budget <= 0) {
    log("warn", "outcome not published: no time left", about);
    return;
  }
  const detail = outcomeDetail(call, outcome);
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), budget);
  if (detail.resultOmitted && "result" in outcome && env.RESULTS_BUCKET) {
    await locateOmittedResult(detail, outcome.result, { env, abortSignal: abort.signal });
  }
  try {
    const { client, PutEventsCommand } = await eventsSdk.get();
    const answer = await client.send(
      new PutEventsCommand({
        Entries: [
          {
            EventBusName: busName,
            Source: OUTCOME_SOURCE,
            DetailType: detail.error ? FAILED : SUCCEEDED,
            Detail: JSON.stringify(detail),
          },
        ],
      }),
      { abortSignal: abort.signal },
    );
    if (answer.FailedEntryCount) {
      const entry = answer.Entries?.[0];
      log("warn", "outcome not published", {
        ...about,
        errorName: entry?.ErrorCode,
        errorMessage: entry?.ErrorMessage,
      });
    }
  } catch (error) {
    log("warn", "outcome not published", {
      ...about,
      errorName: (error as Error | undefined)?.name,
      errorMessage: (error as Error | undefined)?.message,
    });
  } finally {
    clearTimeout(timer);
  }
}
