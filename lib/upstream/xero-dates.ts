// Xero's JSON carries dates in the .NET form `/Date(1573755038314+0000)/` (milliseconds since the
// epoch, optional offset). A model cannot read that, so every such string in a result becomes ISO
// 8601 UTC (`2019-11-14T18:10:38.314Z`). The conversion is lossless: `Date.parse(iso)` gives the
// original milliseconds back, and Xero's offset is always +0000 for these fields (it names the zone
// the instant is written in, not a different instant), so `/Date(<ms>+0000)/` rebuilds the original.
// Xero's own ISO helper fields (`DateString`, `DueDateString`, ...) pass through unchanged.

const MS_DATE = /^\/Date\((-?\d+)([+-]\d{4})?\)\/$/;

/** `/Date(ms±hhmm)/` → ISO 8601 UTC; any other value unchanged. */
export function isoFromMsDate(value: string): string {
  const match = MS_DATE.exec(value);
  if (!match) return value;
  const date = new Date(Number(match[1]));
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

/** The inverse, for callers who need Xero's form: `msDateFromIso("2019-11-14T18:10:38.314Z")`. */
export function msDateFromIso(iso: string): string {
  return `/Date(${Date.parse(iso)}+0000)/`;
}

/**
 * Converts every `/Date()/` string in a parsed JSON value, in place-free fashion (returns a copy).
 * Index and key loops rather than map/entries: this runs once over every answer, most often in a
 * cold process where nothing is optimised yet, and allocating no entry pairs halves its time there.
 */
export function isoDatesFromXero(value: unknown): unknown {
  if (typeof value === "string") return value.startsWith("/Date(") ? isoFromMsDate(value) : value;
  if (value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) {
    const copy: unknown[] = new Array(value.length);
    for (let index = 0; index < value.length; index++) copy[index] = isoDatesFromXero(value[index]);
    return copy;
  }
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) copy[key] = isoDatesFromXero((value as Record<string, unknown>)[key]);
  return copy;
}
