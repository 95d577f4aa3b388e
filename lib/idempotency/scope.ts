// What makes two write calls "the same call": tool + connection + tenant + key. The payload (the
// input without the key) is what a repeat must match, or the caller reused a key by mistake.
import type { ToolRow } from "../catalog/types";
import type { ToolCall } from "../middleware/types";
import type { IdempotentCall } from "./index";

/** The tool's own key parameter: the one that also goes upstream as `Idempotency-Key`. */
function keyParamOf(row: ToolRow) {
  return row.params.find((param) => param.in === "header" && param.as === "Idempotency-Key");
}

/**
 * The key of a write call, in order: the tool's `idempotency_key` parameter, the event's
 * `idempotencyKey`, then the SQS message id or EventBridge event id (a redelivery carries the same).
 */
export function idempotencyKeyOf(row: ToolRow, call: ToolCall): string | undefined {
  const param = keyParamOf(row);
  const fromInput = param ? call.input[param.name] : undefined;
  if (typeof fromInput === "string" && fromInput !== "") return fromInput;
  if (call.idempotencyKey) return call.idempotencyKey;
  if ((call.source === "sqs" || call.source === "eventbridge") && call.eventId) return call.eventId;
  return undefined;
}

/** The tenant the call acts on (Xero's `xero-tenant-id`), if the tool has one. */
function tenantOf(row: ToolRow, call: ToolCall): string {
  const param = row.params.find((candidate) => candidate.as === "xero-tenant-id");
  const value = param ? call.input[param.name] : undefined;
  return typeof value === "string" ? value : "-";
}

/** Undefined for reads and unkeyed writes: they run without an idempotency record. */
export function idempotencyScope(row: ToolRow, call: ToolCall): IdempotentCall | undefined {
  if (row.flags.readOnly) return undefined;
  const key = idempotencyKeyOf(row, call);
  if (!key) return undefined;
  const keyParam = keyParamOf(row);
  const payload = Object.fromEntries(Object.entries(call.input).filter(([name]) => name !== keyParam?.name));
  // JSON keeps the parts apart whatever characters they hold.
  const scope = JSON.stringify([row.name, call.connection ?? "default", tenantOf(row, call), key]);
  return { scope, payload };
}
