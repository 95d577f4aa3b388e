// The rules a value must meet, written from the hardening issue rather than read from the
// validator, so the fuzzer's verdict can disagree with the system under test.

export const MAX_SAFE = Number.MAX_SAFE_INTEGER;

/** The longest request target (path and query, percent-encoded) a tool may send upstream. */
export const MAX_REQUEST_TARGET = 8000;

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function isLeapYear(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

/** A day that exists in the Gregorian calendar. */
export function isCalendarDay(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const last = month === 2 && isLeapYear(year) ? 29 : (DAYS_IN_MONTH[month - 1] as number);
  return day <= last;
}

/** YYYY-MM-DD naming a real day. */
export function isRealDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  return match !== null && isCalendarDay(Number(match[1]), Number(match[2]), Number(match[3]));
}

/**
 * YYYY-MM-DDTHH:MM:SS[.fff] with a zone (Z, +HH:MM, +HHMM), required when `zoneRequired`; the day
 * real, the time of day and the zone in range. (Leap seconds are never generated.)
 */
export function isRealDateTime(text: string, zoneRequired: boolean): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d+)?(Z|([+-])(\d{2}):?(\d{2}))?$/.exec(
    text,
  );
  if (!match) return false;
  const [, year, month, day, hour, minute, second, , zone, , zoneHour, zoneMinute] = match;
  if (zoneRequired && zone === undefined) return false;
  if (zoneHour !== undefined && (Number(zoneHour) > 23 || Number(zoneMinute) > 59)) return false;
  return (
    isCalendarDay(Number(year), Number(month), Number(day)) &&
    Number(hour) <= 23 &&
    Number(minute) <= 59 &&
    Number(second) <= 59
  );
}

export function isUuid(text: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(text);
}

/** An idempotency key: 1-128 printable ASCII characters, not starting or ending with a space. */
export function isIdempotencyKey(text: string): boolean {
  return /^[\x21-\x7e]([\x20-\x7e]{0,126}[\x21-\x7e])?$/.test(text);
}

/** What any header value may hold: printable ASCII (Node refuses CR, LF, NUL and non-Latin-1). */
export function isHeaderText(text: string): boolean {
  return /^[\x20-\x7e]*$/.test(text);
}

/** No unpaired UTF-16 surrogate: the text can be written as UTF-8. */
export function isWellFormed(text: string): boolean {
  return !/[\ud800-\udfff]/u.test(text);
}

/** A path segment a URL parser would fold away: empty, `.` or `..`, also spelled `%2e`. */
export function isDotSegment(text: string): boolean {
  const decoded = text.replace(/%2e/gi, ".");
  return decoded === "" || decoded === "." || decoded === "..";
}

/** Code points, as JSON Schema counts string length. */
export function lengthOf(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}

/** Percent-encoding as a strict URL component: unreserved characters or %XX only. */
export function isStrictlyEncoded(component: string): boolean {
  return /^([A-Za-z0-9\-._~!*'()]|%[0-9A-F]{2})*$/.test(component);
}

/**
 * The largest file an upload may carry: 4.4 MiB, what one call holds (Lambda's 6 MB request, base64
 * writing 3 bytes as 4 characters, room for the rest of the call), under Xero's 10 MB per attachment.
 */
export const MAX_UPLOAD_FILE_BYTES = 4_613_734;

const BASE64_DIGITS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const DIGIT_VALUES = new Map([...BASE64_DIGITS].map((digit, value) => [digit.charCodeAt(0), value]));

/**
 * Base64 decoded digit by digit (standard alphabet, padded with at most two `=` to a multiple of
 * 4 characters); undefined when the text is not base64.
 */
export function decodeBase64(text: string): Uint8Array | undefined {
  if (text.length % 4 !== 0) return undefined;
  const padding = text.endsWith("==") ? 2 : text.endsWith("=") ? 1 : 0;
  const bytes = new Uint8Array((text.length / 4) * 3 - padding);
  let bits = 0;
  let held = 0;
  let at = 0;
  for (let index = 0; index < text.length - padding; index++) {
    const value = DIGIT_VALUES.get(text.charCodeAt(index));
    if (value === undefined) return undefined;
    bits = ((bits << 6) | value) & 0xfff;
    held += 6;
    if (held >= 8) {
      held -= 8;
      bytes[at++] = (bits >> held) & 0xff;
    }
  }
  return bytes;
}
