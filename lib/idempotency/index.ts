// Idempotent writes: a write called with an idempotency key (the tool's `idempotency_key`, the
// HTTP `Idempotency-Key` header, the event's `idempotencyKey`, or the SQS message / EventBridge
// event id) is applied once; docs/idempotency.md. The flow (keyed-write.ts) and the DynamoDB client
// load on the first keyed write: reads and unkeyed writes never pay for them at cold start.
import type { ToolRow } from "../catalog/types";
import type { ToolCall } from "../middleware/types";
import type { ToolInput } from "../runtime/request";
import type { RecordStore } from "./records";
import { idempotencyScope, withUpstreamKey } from "./scope";

/** What a keyed call needs: the scope (what makes two calls "the same") and the payload to compare. */
export interface IdempotentCall {
  scope: string;
  payload: Record<string, unknown>;
}

export type Execute = () => Promise<unknown>;

/**
 * none: not a keyed write; executed: sent and answered; replayed: the stored result was returned;
 * reconciled: an earlier attempt was found to have been applied, and its record is the result.
 */
export type IdempotencyOutcome = "none" | "executed" | "replayed" | "reconciled";

export interface IdempotencyOptions {
  /** The function's remaining time: an in-progress record's lease ends with it. */
  remainingMs?: () => number;
  env?: NodeJS.ProcessEnv;
  /** Runs a read tool of the same function for the same connection (settling an unknown outcome). */
  read?: (tool: string, input: ToolInput) => Promise<unknown>;
  /** For tests: another store (a failing one) and clock. */
  store?: RecordStore;
  now?: () => number;
}

export interface IdempotentResult {
  result: unknown;
  outcome: IdempotencyOutcome;
  /** False when the upstream answered but the record could not be saved (the answer is still true). */
  recorded?: boolean;
}

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
