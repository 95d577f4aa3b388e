// How a retry settles a keyed write whose earlier attempt may have been applied without an answer.
// Decided by the row's data, one rule for every upstream:
// - resend: the upstream applies the key once (Xero's Idempotency-Key), or the write is idempotent
//   (an update with the same values, a delete): sending it again cannot apply it twice;
// - find: a read can find the written record (a TickTick task: same title and content in its
//   project, created since the first attempt): found, it is the result; not found, it is sent;
// - check: no read can tell (a project has no creation time): the caller is told which read shows it.
import { bindingsOf } from "../catalog/bindings";
import type { ReconcileRule, ToolRow } from "../catalog/types";
import { ToolError } from "../runtime/errors";
import type { ToolInput } from "../runtime/request";

export type Settlement =
  | { kind: "resend" }
  | { kind: "find"; rule: ReconcileRule }
  | { kind: "check"; rule?: ReconcileRule };

/** Clocks differ between this function and the upstream; a record this much older still counts. */
export const CLOCK_SKEW_MS = 60_000;

export function settlementOf(row: ToolRow): Settlement {
  if (bindingsOf(row).keyedResendIsSafe) return { kind: "resend" };
  if (row.reconcile?.find) return { kind: "find", rule: row.reconcile };
  return { kind: "check", ...(row.reconcile ? { rule: row.reconcile } : {}) };
}

/** The JSON body the write sends: schema mode's `request_body`, or the body parameters by upstream name. */
function sentBody(row: ToolRow, input: ToolInput): Record<string, unknown> {
  if (row.schemaMode) {
    try {
      const body = JSON.parse(String(input.request_body));
      return body && typeof body === "object" ? (body as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  }
  const body: Record<string, unknown> = {};
  for (const param of row.params) {
    if (param.in === "body" && input[param.name] !== undefined)
      body[param.as ?? param.name] = input[param.name];
  }
  return body;
}

/** The reconciling read's parameters, from the write's call. */
export function readInputOf(rule: ReconcileRule, row: ToolRow, input: ToolInput): Record<string, unknown> {
  const body = sentBody(row, input);
  const readInput: Record<string, unknown> = {};
  for (const [name, source] of Object.entries(rule.input)) {
    const value = "fromBody" in source ? (body[source.fromBody] ?? source.default) : input[source.fromParam];
    if (value !== undefined && value !== "") readInput[name] = value;
  }
  return readInput;
}

/** Left out, null and empty are the same field to TickTick. */
const comparable = (value: unknown) =>
  value === undefined || value === null || value === "" ? "" : JSON.stringify(value);

/** TickTick writes `+0000`; Date.parse wants `+00:00`. */
function timeOf(value: unknown): number {
  if (typeof value !== "string") return Number.NaN;
  return Date.parse(value.replace(/([+-]\d\d)(\d\d)$/, "$1:$2"));
}

/**
 * The record the write made, if the read's result holds it: every `match` field equal to the body
 * sent, created no earlier than the first attempt (less the clock skew). The earliest such record.
 */
export function findWritten(
  rule: ReconcileRule & { find: NonNullable<ReconcileRule["find"]> },
  row: ToolRow,
  input: ToolInput,
  readResult: unknown,
  firstAttemptAt: number,
): unknown {
  const body = sentBody(row, input);
  const list = (readResult as Record<string, unknown> | null)?.[rule.find.list];
  if (!Array.isArray(list)) return undefined;
  const since = firstAttemptAt - CLOCK_SKEW_MS;
  const candidates = list.filter((record) => {
    if (!record || typeof record !== "object") return false;
    const fields = record as Record<string, unknown>;
    if (!rule.find.match.every((field) => comparable(fields[field]) === comparable(body[field])))
      return false;
    const created = timeOf(fields[rule.find.createdField]);
    return Number.isFinite(created) && created >= since;
  });
  candidates.sort(
    (a, b) =>
      timeOf((a as Record<string, unknown>)[rule.find.createdField]) -
      timeOf((b as Record<string, unknown>)[rule.find.createdField]),
  );
  return candidates[0];
}

/** The answer when no read can settle the key: which read shows whether the write happened. */
export function outcomeUnknown(
  row: ToolRow,
  input: ToolInput,
  firstAttemptAt: number,
  rule: ReconcileRule | undefined,
): ToolError {
  const since = new Date(firstAttemptAt).toISOString();
  const check = rule ? { tool: rule.read, input: readInputOf(rule, row, input) } : undefined;
  const how = check
    ? ` Call ${check.tool} with ${JSON.stringify(check.input)} to see whether it was applied`
    : " Read the record to see whether it was applied";
  return new ToolError(
    "OutcomeUnknown",
    `An earlier call with this idempotency key (first sent ${since}) may or may not have been applied, and ${row.name} cannot be sent again safely.${how}; if it was not, call again with a new idempotency key.`,
    { outcome: "unknown", details: { since, ...(check ? { check } : {}) } },
  );
}
