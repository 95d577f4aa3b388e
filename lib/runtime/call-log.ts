// The per-call record behind the one log line per tool call. Code deep inside a call (the HTTP
// client, the idempotency middleware) adds fields with annotateCall() without being handed anything;
// logCall reads the record when the call ends. AsyncLocalStorage keeps concurrent calls (the local
// gateway, Promise.all in tests) apart.
import { AsyncLocalStorage } from "node:async_hooks";

export type CallLogFields = Record<string, unknown>;

export interface CallLog {
  fields: CallLogFields;
  /** Set when the line is written: later annotations (and the leak described below) are ignored. */
  closed: boolean;
}

const store = new AsyncLocalStorage<CallLog>();

/**
 * Starts a record for the call running in the current async context and returns it.
 * It uses enterWith because a middy `before` hook cannot wrap the rest of the pipeline in a
 * callback; the store therefore also stays visible to the caller's continuation after the call,
 * which is why a finished record is closed rather than relied on to disappear.
 */
export function startCallLog(): CallLog {
  const record: CallLog = { fields: {}, closed: false };
  store.enterWith(record);
  return record;
}

/** Adds fields to the current call's log line; a no-op outside a call. Never pass secrets or bodies. */
export function annotateCall(fields: CallLogFields): void {
  const record = store.getStore();
  if (record && !record.closed) Object.assign(record.fields, fields);
}

/** The current call's fields so far, or undefined outside a call. */
export function currentCallLog(): Readonly<CallLogFields> | undefined {
  const record = store.getStore();
  return record && !record.closed ? record.fields : undefined;
}

/** Closes a record started by startCallLog and returns its fields for the log line. */
export function finishCallLog(record: CallLog): CallLogFields {
  record.closed = true;
  return record.fields;
}
