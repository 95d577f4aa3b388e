// What makes two write calls "the same call": tool + connection + tenant + key. The payload (the
// input without the key) is what a repeat must match, or the caller reused a key by mistake.

import type { ToolCall } from "../call/types";
import { bindingsOf, boundValue } from "../catalog/bindings";
import type { ToolRow } from "../catalog/types";
import type { IdempotentCall } from "./types";

/**
 * Whether the call can change anything: a write row, except schema mode's `get_request_schema`,
 * which sends nothing. Such a call is not keyed, so a key given to both steps keys the execute alone.
 */
function writes(row: ToolRow, call: ToolCall): boolean {
  return !row.flags.readOnly && !(row.schemaMode && call.input.mode === "get_request_schema");
}

/**
 * The key of a write call, in order: the tool's `idempotency_key` parameter, the event's
 * `idempotencyKey`, then the SQS message id or EventBridge event id (a redelivery carries the same).
 */
export function idempotencyKeyOf(row: ToolRow, call: ToolCall): string | undefined {
  const fromInput = boundValue(bindingsOf(row).idempotencyKey, call.input);
  if (fromInput) return fromInput;
  if (call.idempotencyKey) return call.idempotencyKey;
  if ((call.source === "sqs" || call.source === "eventbridge") && call.eventId) return call.eventId;
  return undefined;
}

/**
 * The write's input with the call's key in the tool's own key parameter, where it has one and the
 * caller left it out: an event's `idempotencyKey` (or its message / event id) then reaches Xero as
 * `Idempotency-Key` too, so Xero applies the write once whatever retries it.
 */
export function withUpstreamKey(row: ToolRow, call: ToolCall): ToolCall["input"] {
  const param = bindingsOf(row).idempotencyKey;
  if (!param || !writes(row, call) || boundValue(param, call.input)) return call.input;
  const key = idempotencyKeyOf(row, call);
  return key ? { ...call.input, [param.name]: key } : call.input;
}

/** Undefined for reads and unkeyed writes: they run without an idempotency record. */
export function idempotencyScope(row: ToolRow, call: ToolCall): IdempotentCall | undefined {
  if (!writes(row, call)) return undefined;
  const key = idempotencyKeyOf(row, call);
  if (!key) return undefined;
  const { idempotencyKey: keyParam, tenant } = bindingsOf(row);
  const payload = Object.fromEntries(Object.entries(call.input).filter(([name]) => name !== keyParam?.name));
  // JSON keeps the parts apart whatever characters they hold.
  const scope = JSON.stringify([
    row.name,
    call.connection ?? "default",
    boundValue(tenant, call.input) ?? "-",
    key,
  ]);
  return { scope, payload };
}
