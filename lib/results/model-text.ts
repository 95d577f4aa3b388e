// The text a model reads of a JSON answer: compact JSON without what carries no information for it.
// Left out: null members, empty arrays and objects, and Xero's `/Date(…)/` value of a field whose
// `…String` twin holds the same date (Date beside DateString), in either form; a `/Date(…)/` without a twin becomes
// ISO 8601. An empty list at the answer's top level stays: it is the answer's collection (`tasks: []`,
// `Invoices: []`), and its absence would read as a member the tool did not return rather than as none.
// Only the text changes: structuredContent keeps the upstream's values (docs/results.md).

const MS_DATE = /^\/Date\((-?\d+)([+-]\d{4})?\)\/$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}T/;

/** A date value whose `…String` twin says the same (Xero sends both; some answers give the ISO form). */
const isTwinnedDate = (record: Record<string, unknown>, name: string, value: unknown) =>
  typeof value === "string" &&
  (MS_DATE.test(value) || ISO_DATE.test(value)) &&
  typeof record[`${name}String`] === "string";

/** `/Date(1518685950940+0000)/` as `2018-02-15T09:12:30.940Z`; anything else as it was. */
export function isoOfMsDate(value: string): string {
  const match = MS_DATE.exec(value);
  if (!match) return value;
  const date = new Date(Number(match[1]));
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (Array.isArray(value)) return value.length === 0;
  return typeof value === "object" && Object.keys(value as object).length === 0;
}

function pruneObject(record: Record<string, unknown>, top = false): Record<string, unknown> | undefined {
  const kept: Record<string, unknown> = {};
  for (const [name, raw] of Object.entries(record)) {
    if (isTwinnedDate(record, name, raw)) continue;
    const value = pruned(raw);
    if (!isEmpty(value) || (top && Array.isArray(raw) && raw.length === 0)) kept[name] = value;
  }
  return Object.keys(kept).length === 0 ? undefined : kept;
}

/** A copy of `value` without the members above; `undefined` when nothing is left. */
export function pruned(value: unknown): unknown {
  if (typeof value === "string") return isoOfMsDate(value);
  if (Array.isArray(value)) {
    return value.map((item) => pruned(item) ?? null);
  }
  if (value && typeof value === "object") return pruneObject(value as Record<string, unknown>);
  return value;
}

/** The answer pruned, keeping its own empty lists (its top level's). */
export function prunedAnswer(value: unknown): unknown {
  if (value && typeof value === "object" && !Array.isArray(value))
    return pruneObject(value as Record<string, unknown>, true);
  return pruned(value);
}

/** Compact JSON of the pruned answer (`null` for an answer with nothing left). */
export function modelText(value: unknown): string {
  return JSON.stringify(prunedAnswer(value) ?? null);
}
