// The flow of one keyed write (docs/idempotency.md). Every keyed write ends as one of three things,
// and its answer says which:
// - not sent: the record is released, a retry sends it;
// - sent and answered: the result is stored, a retry gets it back without calling the upstream;
// - outcome unknown (no answer, a 5xx, the process died): the record stays, and a retry first
//   settles it (reconcile.ts): sends again where that cannot apply it twice, looks for the record
//   where a read can find it, or answers OutcomeUnknown naming the read that shows it.
// A store failure after the upstream answered never hides the answer: the result is returned, and
// the record left in progress expires into "unknown", which a later retry settles the same way.

import type { ToolCall } from "../call/types";
import type { ToolRow } from "../catalog/types";
import { DEADLINE_MARGIN_MS, rateLimitMaxWaitMs, upstreamTimeoutMs } from "../runtime/config";
import { ToolError } from "../runtime/errors";
import { log } from "../runtime/log";
import type { ToolInput } from "../runtime/request";
import { comparableInput } from "../runtime/request-body";
import { findWritten, outcomeUnknown, readInputOf, type Settlement, settlementOf } from "./reconcile";
import { dynamoRecordStore, type RecordStore, RecordStoreError, storeUnavailable } from "./records";
import type { Execute, IdempotencyOptions, IdempotentCall, IdempotentResult } from "./types";

export const DEFAULT_IDEMPOTENCY_TTL_SECONDS = 24 * 60 * 60;

/** What a replay returns when the first answer was too large to keep in the record. */
export const RESULT_OMITTED = {
  resultOmitted: true,
  reason: "The result was too large to keep for replays.",
};

function ttlSeconds(env: NodeJS.ProcessEnv): number {
  const value = Number(env.IDEMPOTENCY_TTL_SECONDS);
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_IDEMPOTENCY_TTL_SECONDS;
}

const stores = new Map<string, RecordStore>();
function storeFor(tableName: string, env: NodeJS.ProcessEnv): RecordStore {
  const key = `${tableName}:${ttlSeconds(env)}`;
  let store = stores.get(key);
  if (!store) {
    store = dynamoRecordStore(tableName, { ttlSeconds: ttlSeconds(env) });
    stores.set(key, store);
  }
  return store;
}

/** How long a repeat waits for a holder that is still sending the same call, and how often it looks. */
export const IN_PROGRESS_WAIT_MS = 3_000;
const IN_PROGRESS_POLL_MS = 200;

// Completed records of this container: a replay here needs no DynamoDB call. Bounded, oldest out.
const MAX_CACHED = 1_000;
const completed = new Map<string, { payloadHash: string; result: unknown; until: number }>();
function remember(id: string, payloadHash: string, result: unknown, until: number): void {
  completed.delete(id);
  completed.set(id, { payloadHash, result, until });
  if (completed.size > MAX_CACHED) completed.delete(completed.keys().next().value as string);
}

/** For tests (through index.ts): forget this container's completed records. */
export function forgetCompletedRecords(): void {
  completed.clear();
}

/** JSON with sorted keys: the same input hashes the same whatever the order of its members. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, member]) => member !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, member]) => `${JSON.stringify(name)}:${stableJson(member)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

const mismatch = () =>
  new ToolError(
    "IdempotencyMismatch",
    "This idempotency key was already used with different parameters; use a new key for a different call.",
  );
const inProgress = () =>
  new ToolError(
    "Conflict",
    "A call with this idempotency key is still in progress; retry shortly to get its result.",
    { details: { retryAfter: 1 } },
  );

/** Logged, never thrown: the caller's answer is already decided when a record update fails. */
async function quietly(what: string, tool: string, update: () => Promise<void>): Promise<boolean> {
  try {
    await update();
    return true;
  } catch (error) {
    log("error", `idempotency record not ${what}`, {
      tool,
      errorType: error instanceof RecordStoreError ? "StoreUnavailable" : (error as Error)?.name,
    });
    return false;
  }
}

/** A failure whose outcome is unknown, told what a retry with the same key will do. */
function unknownOutcomeError(error: ToolError, settlement: Settlement): ToolError {
  const next =
    settlement.kind === "resend"
      ? " A retry with the same idempotency key is safe: it cannot be applied twice."
      : settlement.kind === "find"
        ? ` A retry with the same idempotency key first looks for it (${settlement.rule.read}) and sends it only if it is not there.`
        : ` A retry with the same idempotency key will not send it again${settlement.rule ? `; ${settlement.rule.read} shows whether it was applied` : ""}.`;
  return new ToolError(error.type, `${error.message}${next}`, {
    retryable: settlement.kind !== "check",
    outcome: "unknown",
    details: error.details,
    cause: error,
  });
}

/** A keyed write through its record: begin, settle an earlier unknown attempt, send, record. */
export async function runKeyed(
  row: ToolRow,
  call: ToolCall,
  keyed: IdempotentCall,
  execute: Execute,
  options: IdempotencyOptions,
): Promise<IdempotentResult> {
  const env = options.env ?? process.env;
  const tableName = env.IDEMPOTENCY_TABLE;
  if (!tableName && !options.store) {
    throw new ToolError(
      "InternalError",
      "Idempotency keys need IDEMPOTENCY_TABLE (a DynamoDB table); it is not configured. Nothing was sent.",
      { outcome: "not-sent" },
    );
  }
  const now = options.now ?? Date.now;
  // node:crypto loads with the first keyed write, not at cold start.
  const { createHash, randomUUID } = await import("node:crypto");
  const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
  const id = `agent-tools#${sha256(keyed.scope)}`;
  // A request_body as the JSON it holds: an object an agent sent and its JSON text are one call.
  const payloadHash = sha256(stableJson(comparableInput(row, keyed.payload)));
  const ttlMs = ttlSeconds(env) * 1000;

  const cached = completed.get(id);
  if (cached && cached.until > now()) {
    if (cached.payloadHash !== payloadHash) throw mismatch();
    return { result: cached.result, outcome: "replayed" };
  }

  const store = options.store ?? storeFor(tableName as string, env);
  const owner = randomUUID();
  // The holder keeps the key until the function's own deadline; past it, it cannot still be running.
  const leaseUntil = () =>
    now() + (options.remainingMs?.() ?? upstreamTimeoutMs(env) * 3 + rateLimitMaxWaitMs(env) + 5_000);
  const settlement = settlementOf(row);

  // A parallel repeat (an agent retrying while the first call runs) waits a little for its answer.
  const waitUntil =
    now() +
    Math.min(IN_PROGRESS_WAIT_MS, (options.remainingMs?.() ?? IN_PROGRESS_WAIT_MS) - DEADLINE_MARGIN_MS * 5);
  let seen: Awaited<ReturnType<RecordStore["begin"]>>;
  for (;;) {
    try {
      seen = await store.begin(id, owner, payloadHash, leaseUntil());
    } catch {
      throw storeUnavailable();
    }
    const heldElsewhere =
      seen !== "new" &&
      seen.payloadHash === payloadHash &&
      seen.status === "INPROGRESS" &&
      (seen.leaseUntil ?? 0) > now();
    if (!heldElsewhere) break;
    if (now() + IN_PROGRESS_POLL_MS > waitUntil) throw inProgress();
    await new Promise((resolve) => setTimeout(resolve, IN_PROGRESS_POLL_MS));
  }

  if (seen !== "new") {
    if (seen.payloadHash !== payloadHash) throw mismatch();
    if (seen.status === "COMPLETED") {
      const result = seen.result === undefined ? RESULT_OMITTED : JSON.parse(seen.result);
      remember(id, payloadHash, result, now() + ttlMs);
      return { result, outcome: "replayed" };
    }
    if (seen.status === "INPROGRESS" && (seen.leaseUntil ?? 0) > now()) throw inProgress();
    // UNKNOWN, or a holder that died mid-call: settle it before anything is sent again.
    let took: boolean;
    try {
      took = await store.takeOver(id, owner, seen, leaseUntil());
    } catch {
      throw storeUnavailable();
    }
    if (!took) throw inProgress();
    const found = await settle(row, call.input, settlement, seen.firstAttemptAt, options, () =>
      quietly("marked unknown", row.name, () => store.markUnknown(id, owner)),
    );
    if (found !== undefined) {
      const recorded = await quietly("saved", row.name, () => store.complete(id, owner, found.result));
      remember(id, payloadHash, found.result, now() + ttlMs);
      return { result: found.result, outcome: "reconciled", recorded };
    }
  }

  let result: unknown;
  try {
    result = await execute();
  } catch (error) {
    const unknown = !(error instanceof ToolError) || error.outcome === "unknown";
    if (!unknown) {
      // Not sent, or refused by the upstream: nothing was applied, the key is free again.
      await quietly("released", row.name, () => store.release(id, owner));
      throw error;
    }
    await quietly("marked unknown", row.name, () => store.markUnknown(id, owner));
    throw error instanceof ToolError ? unknownOutcomeError(error, settlement) : error;
  }
  const recorded = await quietly("saved", row.name, () => store.complete(id, owner, result));
  remember(id, payloadHash, result, now() + ttlMs);
  return { result, outcome: "executed", ...(recorded ? {} : { recorded }) };
}

/**
 * Settles an earlier attempt of unknown outcome: undefined to send (again), `{result}` when the
 * write is found applied; throws when it cannot be told (after `restore`, which puts the record back
 * to "unknown").
 */
async function settle(
  row: ToolRow,
  input: ToolInput,
  settlement: Settlement,
  firstAttemptAt: number,
  options: IdempotencyOptions,
  restore: () => Promise<unknown>,
): Promise<{ result: unknown } | undefined> {
  if (settlement.kind === "resend") return undefined;
  if (settlement.kind === "check" || !options.read) {
    await restore();
    throw outcomeUnknown(row, input, firstAttemptAt, settlement.rule);
  }
  const { rule } = settlement;
  let readResult: unknown;
  try {
    readResult = await options.read(rule.read, readInputOf(rule, row, input));
  } catch (error) {
    // Where the record would be does not exist (the task's project): the write cannot have happened.
    if (error instanceof ToolError && error.type === "NotFound") return undefined;
    await restore();
    const failed = error instanceof ToolError ? error : undefined;
    throw new ToolError(
      failed?.type ?? "InternalError",
      `Could not check whether an earlier attempt with this idempotency key was applied (${rule.read}: ${failed?.message ?? "failed"}); nothing was sent. Retry later with the same key.`,
      { retryable: true, outcome: "unknown", details: failed?.details, cause: error },
    );
  }
  const found = findWritten(
    rule as typeof rule & { find: NonNullable<typeof rule.find> },
    row,
    input,
    readResult,
    firstAttemptAt,
  );
  return found === undefined ? undefined : { result: found };
}
