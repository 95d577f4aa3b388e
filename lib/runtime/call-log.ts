// The per-call record behind the one log line per tool call. logCall creates it on the call's
// context; code that learns something about the call (the executor: upstream status, resends, 429
// waits, rate-limit counters; the family handler: the idempotency outcome) adds fields to it.
// It is handed down explicitly rather than kept in AsyncLocalStorage, whose promise hooks cost
// every call in Node 20 a measurable share of the pipeline's overhead.

export type CallLogFields = Record<string, unknown>;

export interface CallLog {
  fields: CallLogFields;
  /** Set when the line is written: later annotations are ignored. */
  closed: boolean;
}

export function startCallLog(): CallLog {
  return { fields: {}, closed: false };
}

/** Adds fields to a call's log line; a no-op without a record or after the line. Never secrets or bodies. */
export function annotateCall(record: CallLog | undefined, fields: CallLogFields): void {
  if (record && !record.closed) Object.assign(record.fields, fields);
}

/** Closes the record and returns its fields for the log line. */
export function finishCallLog(record: CallLog): CallLogFields {
  record.closed = true;
  return record.fields;
}
