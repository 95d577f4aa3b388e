// One call's audit record, built from what the call path already knows: the call (principal, key,
// caller), its row (family, operation, tenant parameter), the fields deeper code added to its
// record (lib/runtime/call-log.ts: upstream status, idempotency outcome), its answer or its error.
import { bindingsOf, boundValue } from "../catalog/bindings";
import type { ToolRow } from "../catalog/types";
import { idempotencyKeyOf } from "../idempotency/scope";
import type { ToolCall } from "../middleware/types";
import { isErrorType } from "../runtime/errors";
import { redactArguments } from "./arguments";
import type { AuditRecord, CallerKind } from "./schema";

/** At most this many touched ids are kept (a batch create of hundreds names its first ones). */
const MAX_TOUCHED = 50;
const MAX_MESSAGE = 500;

export function callerKindOf(call: ToolCall): CallerKind {
  return call.via ?? call.source;
}

/** The first-run/replay/conflict/unknown of a keyed call, from its record and its error. */
function idempotencyOf(
  keyed: boolean,
  reachedUpstream: boolean,
  outcome: unknown,
  error: { type?: string; outcome?: string } | undefined,
): AuditRecord["idempotency"] {
  if (error?.type === "Conflict" || error?.type === "IdempotencyMismatch") return "conflict";
  if (error?.type === "OutcomeUnknown" || (keyed && error?.outcome === "unknown")) return "unknown";
  if (!keyed) return "none";
  if (outcome === "replayed" || outcome === "reconciled") return "replay";
  // A keyed call refused before it reached the upstream (its parameters, its connection) never ran.
  return error && !reachedUpstream ? "none" : "first";
}

/** `Invoices` -> `InvoiceID`, `BankTransactions` -> `BankTransactionID`: a record's own id member. */
function ownIdNames(collection: string): string[] {
  return [`${collection.replace(/s$/, "")}ID`, `${collection.replace(/es$/, "")}ID`];
}

/** A record's own id (`InvoiceID` in `Invoices`), else every `…ID` member it has. */
function idsOfRecord(record: unknown, collection: string | undefined): string[] {
  if (!record || typeof record !== "object" || Array.isArray(record)) return [];
  const members = record as Record<string, unknown>;
  for (const name of collection ? ownIdNames(collection) : []) {
    if (typeof members[name] === "string") return [members[name] as string];
  }
  if (typeof members.id === "string") return [members.id];
  return Object.entries(members)
    .filter(([name, value]) => /ID$/.test(name) && typeof value === "string")
    .map(([, value]) => value as string);
}

/**
 * The ids of the records an answer names: a task's `id`, or each record's own id in Xero's
 * collection (`{"Invoices": [{"InvoiceID": …}]}`; a record without one: its `…ID` members), never
 * nested ones (a line item's, a contact's inside an invoice).
 */
export function touchedIds(result: unknown): string[] {
  if (!result || typeof result !== "object") return [];
  const ids: string[] = [];
  if (Array.isArray(result)) {
    for (const item of result) ids.push(...idsOfRecord(item, undefined));
  } else {
    const top = result as Record<string, unknown>;
    if (typeof top.id === "string") ids.push(top.id);
    for (const [name, value] of Object.entries(top)) {
      if (Array.isArray(value)) for (const item of value) ids.push(...idsOfRecord(item, name));
    }
  }
  return [...new Set(ids)].slice(0, MAX_TOUCHED);
}

/**
 * The typed error as the caller saw it. Anything that is not one of ours (a TypeError, an SDK's
 * error) is InternalError with a fixed message, as render-errors answers it: its own message could
 * hold anything.
 */
function typedError(error: NonNullable<AuditedCall["error"]>): NonNullable<AuditRecord["error"]> {
  if (!isErrorType(error.type)) {
    return {
      type: "InternalError",
      message: "The tool failed unexpectedly; the function's log has the error.",
    };
  }
  return {
    type: error.type,
    message: String(error.message ?? "").slice(0, MAX_MESSAGE),
    ...(typeof error.status === "number" ? { status: error.status } : {}),
  };
}

export interface AuditedCall {
  call: ToolCall;
  row: ToolRow | undefined;
  /** What the call's record learned (call-log.ts). */
  fields: Record<string, unknown>;
  result?: unknown;
  error?: { type?: string; name?: string; message?: string; status?: number; outcome?: string };
  now?: Date;
}

export function auditRecordOf({
  call,
  row,
  fields,
  result,
  error,
  now = new Date(),
}: AuditedCall): AuditRecord {
  const key = row ? idempotencyKeyOf(row, call) : call.idempotencyKey;
  const keyed = key !== undefined && row !== undefined && !row.flags.readOnly;
  const tenant = row ? boundValue(bindingsOf(row).tenant, call.input) : undefined;
  const confirmation = typeof fields.confirmation === "string" ? fields.confirmation : undefined;
  // A confirmation asked for ran nothing: the ids in its answer are what would go, not what went.
  const touched = error || confirmation === "asked" ? [] : touchedIds(result);
  const status = typeof fields.upstreamStatus === "number" ? fields.upstreamStatus : undefined;
  return {
    time: now.toISOString(),
    principal: call.connection ?? "default",
    ...(call.clientId ? { clientId: call.clientId } : {}),
    caller: callerKindOf(call),
    tool: call.tool,
    ...(row ? { family: row.family, operation: row.operationId, readOnly: row.flags.readOnly } : {}),
    ...(tenant ? { tenant } : {}),
    arguments: redactArguments(call.input),
    ...(key ? { idempotencyKey: key } : {}),
    idempotency: idempotencyOf(keyed, status !== undefined, fields.idempotency, error),
    ...(status !== undefined ? { upstreamStatus: status } : {}),
    ...(touched.length ? { touched } : {}),
    ...(error ? { error: typedError(error) } : {}),
    ...(confirmation ? { confirmation } : {}),
  };
}
