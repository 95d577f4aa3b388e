// The facts output schemas are derived from (output-schema.ts): record shapes written by hand
// (output-schema-hand.ts) and generated from Xero's spec (output-schema-ledger.generated.ts).

/** `string`, `number`, `integer`, `boolean`, `object`, `array`, `null`, or `X[]`: a collection of record X. */
export type TypeNote = string;
/** Properties by type; a name ending in `!` is always present. */
export type Shape = Record<string, TypeNote>;

export interface ShapeFacts {
  records: Record<string, Shape>;
  /** Per tool: a record's name (the answer is one such record) or the answer's wrapper. */
  answers: Record<string, string | Shape>;
}

/** What scripts/ledger-operations.ts generates from the fixture. */
export interface LedgerResponses {
  /** Per operationId: a wrapper's name, a file's media type, or "" (no content). */
  answers: Record<string, string>;
  wrappers: Record<string, Shape>;
  records: Record<string, Shape>;
}
