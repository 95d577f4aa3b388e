// Idempotent writes: a write called with an idempotency key (the tool's `idempotency_key`, the
// HTTP `Idempotency-Key` header, the event's `idempotencyKey`, or the SQS message / EventBridge
// event id) is applied once; docs/idempotency.md. The flow (keyed-write.ts) and the DynamoDB client
// load on the first keyed write: reads and unkeyed writes never pay for them at cold start.

import type { ToolCall } from "../call/types";
import type { ToolRow } from "../catalog/types";
import { idempotencyScope, withUpstreamKey } from "./scope";
import type { Execute, IdempotencyOptions, IdempotentResult } from "./types";

export type {
  Execute,
  IdempotencyOptions,
  IdempotencyOutcome,
  IdempotentCall,
  IdempotentResult,
} from "./types";

/** Runs `execute` once per key: directly for reads and unkeyed writes, through the record otherwise. */
export async function runIdempotent(
  row: ToolRow,
  call: ToolCall,
  execute: Execute,
  options: IdempotencyOptions = {},
): Promise<IdempotentResult> {
  const keyed = idempotencyScope(row, call);
  if (!keyed) return { result: await execute(), outcome: "none" };
  const { runKeyed } = await import("./keyed-write");
  return runKeyed(row, call, keyed, execute, options);
}

/** For tests: forget this container's completed records (a replay then reads DynamoDB). */
export async function forgetCompletedRecords(): Promise<void> {
  (await import("./keyed-write")).forgetCompletedRecords();
}

/** What a writing family's handler is given (family-handler.ts): run keyed writes, and key Xero's header. */
export const idempotentWrites = { runIdempotent, withUpstreamKey };
