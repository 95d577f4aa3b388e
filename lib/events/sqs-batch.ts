// An SQS batch through Powertools batch: each record is one call of the inner pipeline, a failed
// record is reported in `batchItemFailures` (only it is redelivered), and each record's outcome is
// published. Loaded on the first SQS batch (see family-handler.ts), so other callers never load it.
//
// Near the deadline, records not yet started are returned unsent: they are reported failed without
// running and without an outcome, so the batch answers before Lambda's timeout (a timed-out
// invocation fails every record, and the finished ones would run again). A rate-limited record's
// message stays invisible for the upstream's Retry-After (sqs-visibility.ts).
import { BatchProcessor, EventType, processPartialResponse } from "@aws-lambda-powertools/batch";
import type { Context, SQSRecord } from "aws-lambda";
import type { ToolCall, ToolCallResult } from "../call/types";
import { DEADLINE_MARGIN_MS, upstreamTimeoutMs } from "../runtime/config";
import { asToolError } from "../runtime/errors";
import { log } from "../runtime/log";
import { callFields, type OutcomeCall, publishOutcome } from "./outcomes";
import { delayRedelivery, retryAfterOf, visibilityTimeoutFor } from "./sqs-visibility";

/** A record as normalizeEvent parsed it: the call, or why its body is not one. */
export interface ParsedRecord {
  messageId: string;
  call: ToolCall | Error;
}

/**
 * What a record needs of the function's remaining time to be started: one whole upstream attempt
 * (UPSTREAM_TIMEOUT_MS) and the executor's margin for the error, the log line and the idempotency
 * record (DEADLINE_MARGIN_MS). With less, a slow answer would be cut off by the deadline and a write
 * left half known; the record is better returned unsent, to run on its next receive.
 */
export function recordNeedsMs(env: NodeJS.ProcessEnv = process.env): number {
  return upstreamTimeoutMs(env) + DEADLINE_MARGIN_MS;
}

/** Thrown for a record returned unsent: Powertools reports it failed; it never reached the pipeline. */
export class RecordNotStarted extends Error {
  override readonly name = "RecordNotStarted";
}

function bodyFields(body: string) {
  try {
    return callFields(JSON.parse(body));
  } catch {
    return {};
  }
}

export async function processSqsBatch(
  event: { Records: SQSRecord[] },
  parsed: readonly ParsedRecord[],
  callTool: (call: ToolCall) => Promise<ToolCallResult>,
  context: Context,
): Promise<{ batchItemFailures: { itemIdentifier: string }[] }> {
  // normalizeEvent parsed the records in order; Powertools hands back the raw record.
  const callOf = new Map(event.Records.map((record, index) => [record, parsed[index]?.call]));
  const remainingMs = () => context.getRemainingTimeInMillis();
  const startedAt = Date.now();
  const needsMs = recordNeedsMs();
  // Outcomes are put (and visibilities changed) while the next record runs, and all awaited before
  // the batch answers.
  const publishing: Promise<void>[] = [];
  let started = 0;
  const unsent: string[] = [];

  const handleRecord = async (record: SQSRecord): Promise<void> => {
    // Records run one after another: once one finds too little time, so do all after it. The first
    // record always starts: it has all the time the function gets, and returning it would only
    // repeat this on every receive until the DLQ (a function timeout below what a record needs is
    // a configuration to fix; the executor still keeps the call within the deadline).
    if (unsent.length > 0 || (started > 0 && remainingMs() < needsMs)) {
      unsent.push(record.messageId);
      throw new RecordNotStarted(`Not started: less than ${needsMs} ms of the function's time was left.`);
    }
    started++;
    const call = callOf.get(record) ?? new Error("The SQS record was not parsed.");
    const attempt = Number(record.attributes?.ApproximateReceiveCount);
    const about: OutcomeCall = {
      source: "sqs",
      eventId: record.messageId,
      ...(call instanceof Error ? bodyFields(record.body) : callFields(call)),
      ...(Number.isInteger(attempt) && attempt > 0 ? { attempt } : {}),
    };
    try {
      if (call instanceof Error) throw call;
      const { result } = await callTool(call);
      publishing.push(publishOutcome(about, { result }, { remainingMs }));
    } catch (error) {
      const typed = asToolError(error);
      const retryAfter = retryAfterOf(typed);
      if (retryAfter !== undefined) {
        const visibilityTimeout = visibilityTimeoutFor(retryAfter, Date.now() - startedAt);
        publishing.push(delayRedelivery(record, visibilityTimeout, { remainingMs }));
      }
      if (call instanceof Error) {
        // Unparseable messages never reach the per-call log line; record them here.
        log("warn", "sqs record rejected", {
          messageId: record.messageId,
          attempt: about.attempt,
          outcome: typed.type,
          errorMessage: typed.message,
        });
      }
      publishing.push(publishOutcome(about, { error }, { remainingMs }));
      throw error; // Powertools reports the record as failed
    }
  };

  // A processor per batch: its state is per invocation, and it costs one small object.
  const processor = new BatchProcessor(EventType.SQS);
  try {
    return await processPartialResponse(event, handleRecord, processor, {
      context,
      // One record after another, as sent: records of a batch usually share a tenant or connection
      // and its upstream rate limits (Xero: 5 in flight, 60 a minute), and the batch is small.
      processInParallel: false,
      // The contract's answer is always {batchItemFailures}, also when every record failed.
      throwOnFullBatchFailure: false,
    });
  } finally {
    if (unsent.length > 0) {
      log("warn", "sqs records returned unsent", {
        count: unsent.length,
        messageIds: unsent,
        started,
        remainingMs: remainingMs(),
        neededMs: needsMs,
      });
    }
    await Promise.all(publishing);
  }
}
