// One call's audit record, built from what the call path already knows: the call (principal, key,
// caller), its row (family, operation, tenant parameter), the fields deeper code added to its
// record (lib/runtime/call-log.ts: upstream status, idempotency outcome), its answer or its error.
//
// A record is written for refused calls too, whose values were never validated: every field that
// could hold what a caller wrote is kept only when it is a valid value of its kind, else replaced by
// its hash (`sha256:<16 hex>/<length>`, arguments.ts's `hashed`) and named in `invalid`:
// - principal: a connection name (lib/upstream-tokens/connections.ts: the `u-…` principals, `default`);
// - clientId: 1-256 printable ASCII characters without spaces (an OAuth client id or its URL);
// - tool: the row's name, or a catalog name when the call named no tool of this function;
// - tenant: a UUID, as Xero's tenant ids are (lowercased; TickTick's tools take no tenant);
// - idempotencyKey: the key rule (lib/catalog/idempotency-key.ts), whichever way it came;
// - touched: ids of letters, digits and `_ . : -`, at most 64.
// The error's message is the function's own, escaped (printable.ts) and cut at 500 characters. A
// call whose arguments cannot be walked gets `argumentsUnavailable` instead of `arguments`, and a
// record whose construction fails is written minimal (minimalAuditRecord) by the audit step.

import type { ToolCall } from "../call/types";
import { bindingsOf, boundValue } from "../catalog/bindings";
import { isValidIdempotencyKey } from "../catalog/idempotency-key";
import type { ToolRow } from "../catalog/types";
import { idempotencyKeyOf } from "../idempotency/scope";
import { isErrorType } from "../runtime/errors";
import { CONNECTION_NAME } from "../upstream-tokens/connections";
import { auditArguments, hashed, UUID } from "./arguments";
import { printable } from "./printable";
import type { AuditRecord, CallerKind, InvalidField } from "./schema";

/** At most this many touched ids are kept (a batch create of hundreds names its first ones). */
const MAX_TOUCHED = 50;
const MAX_MESSAGE = 500;

const CLIENT_ID = /^[!-~]{1,256}$/;
const TOOL_NAME = /^(LedgerApi|TasksApi)\.[A-Za-z0-9]{1,100}$/;
const TOUCHED_ID = /^[\w.:-]{1,64}$/;
/** The confirmation decisions lib/confirmation/confirm.ts notes (`asked`, `refused-expired`, …). */
const CONFIRMATION = /^[a-z][a-z-]{0,39}$/;

/** Which fields held an invalid value: filled as a record's fields are checked. */
type Invalid = Set<InvalidField>;

/** A value kept when valid, else its hash, and the field named invalid. */
function checked(value: string, valid: boolean, field: InvalidField, invalid: Invalid): string {
  if (valid) return value;
  invalid.add(field);
  return hashed(value);
}

/** The principal: `default` when the call names no connection. */
function principalOf(call: ToolCall, invalid: Invalid): string {
  const principal = typeof call.connection === "string" ? call.connection : "default";
  return checked(principal, CONNECTION_NAME.test(principal), "principal", invalid);
}

function toolOf(call: ToolCall, row: ToolRow | undefined, invalid: Invalid): string {
  if (row) return row.name;
  const tool = String(call.tool);
  return checked(tool, TOOL_NAME.test(tool), "tool", invalid);
}

/** The fields every record has, the minimal one included: all of them validated. */
function identityOf(call: ToolCall, row: ToolRow | undefined, now: Date, invalid: Invalid) {
  return {
    time: now.toISOString(),
    principal: principalOf(call, invalid),
    ...(typeof call.clientId === "string"
      ? { clientId: checked(call.clientId, CLIENT_ID.test(call.clientId), "clientId", invalid) }
      : {}),
    caller: callerKindOf(call),
    ...(call.codeRun !== undefined ? { codeRun: call.codeRun } : {}),
    tool: toolOf(call, row, invalid),
    ...(row ? { family: row.family, operation: row.operationId, readOnly: row.flags.readOnly } : {}),
  };
}

/** The order `invalid` lists its fields in. */
const FIELD_ORDER: readonly InvalidField[] = [
  "principal",
  "clientId",
  "tool",
  "tenant",
  "idempotencyKey",
  "touched",
];

function invalidList(invalid: Invalid): { invalid?: InvalidField[] } {
  return invalid.size ? { invalid: FIELD_ORDER.filter((field) => invalid.has(field)) } : {};
}

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
    message: printable(String(error.message ?? ""), MAX_MESSAGE),
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
  const invalid: Invalid = new Set();
  const identity = identityOf(call, row, now, invalid);
  const key = row ? idempotencyKeyOf(row, call) : call.idempotencyKey;
  const keyed = key !== undefined && row !== undefined && !row.flags.readOnly;
  const tenant = row ? boundValue(bindingsOf(row).tenant, call.input) : undefined;
  const confirmation =
    typeof fields.confirmation === "string" && CONFIRMATION.test(fields.confirmation)
      ? fields.confirmation
      : undefined;
  // A confirmation asked for ran nothing: the ids in its answer are what would go, not what went.
  const touched = (error || confirmation === "asked" ? [] : touchedIds(result)).map((id) =>
    checked(id, TOUCHED_ID.test(id), "touched", invalid),
  );
  const status = Number.isInteger(fields.upstreamStatus) ? (fields.upstreamStatus as number) : undefined;
  return {
    ...identity,
    ...(tenant
      ? { tenant: UUID.test(tenant) ? tenant.toLowerCase() : checked(tenant, false, "tenant", invalid) }
      : {}),
    ...auditArguments(call.input),
    ...(key ? { idempotencyKey: checked(key, isValidIdempotencyKey(key), "idempotencyKey", invalid) } : {}),
    idempotency: idempotencyOf(keyed, status !== undefined, fields.idempotency, error),
    ...(status !== undefined ? { upstreamStatus: status } : {}),
    ...(touched.length ? { touched } : {}),
    ...(error ? { error: typedError(error) } : {}),
    ...(confirmation ? { confirmation } : {}),
    ...invalidList(invalid),
  };
}

/**
 * The record of a call whose full record could not be built (the audit step's fallback): who, when,
 * how, which tool and how it ended, no arguments (`argumentsUnavailable: "record-failed"`). Its
 * idempotency is `none`: not known.
 */
export function minimalAuditRecord(
  call: ToolCall,
  row: ToolRow | undefined,
  error?: AuditedCall["error"],
  now = new Date(),
): AuditRecord {
  const invalid: Invalid = new Set();
  return {
    ...identityOf(call, row, now, invalid),
    argumentsUnavailable: "record-failed",
    idempotency: "none",
    ...(error ? { error: typedError(error) } : {}),
    ...invalidList(invalid),
  };
}

/**
 * The call's record, or the minimal one when the full record cannot be built (logged): what the
 * pipeline's audit step writes (lib/middleware/audit-call.ts), so its start holds neither.
 */
export async function auditRecordOrMinimal(audited: AuditedCall): Promise<AuditRecord> {
  try {
    return auditRecordOf(audited);
  } catch (failure) {
    const { log } = await import("../runtime/log");
    log("error", "audit record not built: writing a minimal one", {
      tool: audited.row?.name ?? audited.call.tool,
      errorName: (failure as Error)?.name,
    });
    return minimalAuditRecord(audited.call, audited.row, audited.error);
  }
}
