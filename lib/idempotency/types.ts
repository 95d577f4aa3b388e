// The types of the idempotent-write flow: shared by index.ts (which re-exports them), scope.ts and
// keyed-write.ts, which index.ts imports and loads, and which so import nothing back from it.
import type { ToolInput } from "../runtime/request";
import type { RecordStore } from "./records";

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
