// API date-times: lenient parsing of what clients send, one fixed format for what the sandbox returns.
// "§3" refers to docs/reference/tasks-api.md.

// Offsets may be Z, ±HHMM or ±HH:MM; no offset means UTC; fraction optional (§3).
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}:\d{2})(?:\.(\d{1,9}))?(Z|[+-]\d{2}:?\d{2})?$/;

/** Parses an API date-time to epoch ms; undefined for anything else (date-only, garbage). */
export function parseApiDate(text: string): number | undefined {
  const match = DATE_TIME.exec(text);
  if (!match) return undefined;
  const [, date, time, fraction = "", offset = "Z"] = match;
  const local = Date.parse(`${date}T${time}.${fraction.padEnd(3, "0").slice(0, 3)}Z`);
  // Reject rollovers such as 2025-02-30 or 24:00:00 instead of silently normalising them.
  if (Number.isNaN(local) || !new Date(local).toISOString().startsWith(`${date}T${time}`)) return undefined;
  if (offset === "Z") return local;
  const digits = offset.replace(":", "");
  const offsetHours = Number(digits.slice(1, 3));
  const offsetMinutes = Number(digits.slice(3, 5));
  if (offsetHours > 23 || offsetMinutes > 59) return undefined;
  const sign = digits.startsWith("-") ? -1 : 1;
  return local - sign * (offsetHours * 60 + offsetMinutes) * 60_000;
}

/** Responses always carry milliseconds and +0000 (§3): yyyy-MM-dd'T'HH:mm:ss.SSS+0000. */
export function formatApiDate(epochMs: number): string {
  return new Date(epochMs).toISOString().replace("Z", "+0000");
}
