// An SQS batch through Powertools batch: each record is one call of the inner pipeline, a failed
// record is reported in `batchItemFailures` (only it is redelivered), and each record's outcome is
// published. Loaded on the first SQS batch (see family-handler.ts), so other callers never load it.
import { BatchProcessor, EventType, processPartialResponse } from "@aws-lambda-powertools/batch";
import type { Context, SQSRecord } from "aws-lambda";
import type { ToolCall, ToolCallResult } from "../middleware/types";
import { asToolError } from "../runtime/errors";
import { log } from "../runtime/log";
import { callFields, type OutcomeCall, publishOutcome } from "./outcomes";

/** A record as normalizeEvent parsed it: the call, or why its body is not one. */
export interface ParsedRecord {
  messageId: string;
  call: ToolCall | Error;
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
  // Outcomes are put while the next record runs, and all awaited before the batch answers.
  const publishing: Promise<void>[] = [];

  const handleRecord = async (record: SQSRecord): Promise<void> => {
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
      if (call instanceof Error) {
        // Unparseable messages never reach the per-call log line; record them here.
        const typed = asToolError(error);
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
    await Promise.all(publishing);
  }
}
