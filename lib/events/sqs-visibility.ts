// A rate-limited SQS record waits out the upstream's Retry-After. Reported failed, a record comes back
// after the queue's visibility timeout (6x the function timeout), which says nothing of the upstream's
// window: a record refused for hours (Xero's daily limit) would burn its receives within minutes and
// land in the DLQ. So when a record's call ends RateLimited with `details.retryAfter` (seconds), its
// message's visibility is changed to that wait (ChangeMessageVisibility on its receipt handle) before
// the record is reported failed; every other failure keeps the queue's visibility timeout.
//
// Best effort, like outcomes: a visibility that cannot be changed is logged and fails nothing else
// (the record is failed anyway, and comes back after the queue's visibility timeout).
import type { SQSRecord } from "aws-lambda";
import type { ToolError } from "../runtime/errors";
import { lazyClient } from "../runtime/lazy-client";
import { log } from "../runtime/log";

/** SQS's largest visibility timeout: 12 hours, counted from the message's receive. */
export const MAX_VISIBILITY_SECONDS = 43_200;
/**
 * SQS refuses a visibility that would end more than 12 hours after the receive, and the function does
 * not know when SQS handed the batch to Lambda: this much is allowed for the time between that receive
 * and the batch's start (polling, a cold start's init, an invoke Lambda retried while throttled, which
 * the queue's visibility timeout of at most 6x 29 s bounds), on top of the time since the batch started.
 */
export const RECEIVE_ALLOWANCE_SECONDS = 900;
/** At most this long for the call (SDK retries included), and never past the function's deadline. */
const CHANGE_BUDGET_MS = 3_000;
const DEADLINE_MARGIN_MS = 500;

/** The wait a RateLimited error asks for (`details.retryAfter`, seconds), or undefined for any other error. */
export function retryAfterOf(error: ToolError): number | undefined {
  if (error.type !== "RateLimited") return undefined;
  const retryAfter = (error.details as { retryAfter?: unknown } | undefined)?.retryAfter;
  return typeof retryAfter === "number" && Number.isFinite(retryAfter) && retryAfter >= 0
    ? retryAfter
    : undefined;
}

/**
 * The visibility timeout (whole seconds) for a wait of `retryAfterSeconds`: rounded up, at least 1,
 * and at most what SQS allows for a message in flight for `inFlightMs` (see RECEIVE_ALLOWANCE_SECONDS).
 */
export function visibilityTimeoutFor(retryAfterSeconds: number, inFlightMs: number): number {
  const left = MAX_VISIBILITY_SECONDS - RECEIVE_ALLOWANCE_SECONDS - Math.ceil(Math.max(0, inFlightMs) / 1000);
  return Math.max(1, Math.min(Math.ceil(retryAfterSeconds), left));
}

/** Endpoint domains of the partitions whose SQS queue URLs follow https://sqs.<region>.<domain>/<account>/<name>. */
const PARTITION_DOMAINS: Record<string, string> = {
  aws: "amazonaws.com",
  "aws-us-gov": "amazonaws.com",
  "aws-cn": "amazonaws.com.cn",
};

/** arn:aws:sqs:<region>:<account>:<name> -> https://sqs.<region>.amazonaws.com/<account>/<name>. */
export function queueUrlOf(arn: string | undefined): string | undefined {
  const match = /^arn:([a-z-]+):sqs:([a-z0-9-]+):(\d{12}):([A-Za-z0-9_-]{1,80}(?:\.fifo)?)$/.exec(arn ?? "");
  if (!match) return undefined;
  const [, partition = "", region, account, name] = match;
  const domain = PARTITION_DOMAINS[partition];
  return domain ? `https://sqs.${region}.${domain}/${account}/${name}` : undefined;
}

interface SqsSdk {
  client: { send(command: unknown, options: { abortSignal: AbortSignal }): Promise<unknown> };
  ChangeMessageVisibilityCommand: new (input: {
    QueueUrl: string;
    ReceiptHandle: string;
    VisibilityTimeout: number;
  }) => unknown;
}

/** Imported on the first rate-limited record (bundles leave @aws-sdk/* to the runtime); one client per container. */
const sqsSdk = lazyClient<SqsSdk>(() =>
  import("@aws-sdk/client-sqs").then((module) => ({
    // The SDK honours AWS_ENDPOINT_URL_SQS (tests point it at a local fake). By default it would send
    // each request to its QueueUrl's host instead of that endpoint; the queue is in the function's
    // region, where the client's own endpoint is that same host.
    client: new module.SQSClient({ useQueueUrlAsEndpoint: false }) as unknown as SqsSdk["client"],
    ChangeMessageVisibilityCommand:
      module.ChangeMessageVisibilityCommand as unknown as SqsSdk["ChangeMessageVisibilityCommand"],
  })),
);

/** For tests: forget the client (e.g. after changing the endpoint). */
export function resetSqsClient(): void {
  sqsSdk.reset();
}

/**
 * Makes the record's message visible again only after `visibilityTimeout` seconds. Never throws:
 * a failure (no queue URL, SQS unreachable or refusing, no time left) is logged.
 */
export async function delayRedelivery(
  record: Pick<SQSRecord, "messageId" | "receiptHandle" | "eventSourceARN">,
  visibilityTimeout: number,
  options: { remainingMs?: () => number } = {},
): Promise<void> {
  const about = { messageId: record.messageId, visibilityTimeout };
  const queueUrl = queueUrlOf(record.eventSourceARN);
  if (!queueUrl || !record.receiptHandle) {
    log("warn", "sqs visibility not changed: no queue URL or receipt handle", {
      ...about,
      eventSourceARN: record.eventSourceARN,
    });
    return;
  }
  const remaining = options.remainingMs?.() ?? Number.POSITIVE_INFINITY;
  const budget = Math.min(CHANGE_BUDGET_MS, remaining - DEADLINE_MARGIN_MS);
  if (budget <= 0) {
    log("warn", "sqs visibility not changed: no time left", about);
    return;
  }
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), budget);
  try {
    const { client, ChangeMessageVisibilityCommand } = await sqsSdk.get();
    await client.send(
      new ChangeMessageVisibilityCommand({
        QueueUrl: queueUrl,
        ReceiptHandle: record.receiptHandle,
        VisibilityTimeout: visibilityTimeout,
      }),
      { abortSignal: abort.signal },
    );
    log("info", "sqs record delayed for its rate limit", about);
  } catch (error) {
    log("warn", "sqs visibility not changed", {
      ...about,
      errorName: (error as Error | undefined)?.name,
      errorMessage: (error as Error | undefined)?.message,
    });
  } finally {
    clearTimeout(timer);
  }
}
