// Retry-After in both forms of RFC 9110 10.2.3: delay-seconds, or an HTTP-date (IMF-fixdate and the
// two obsolete forms) turned into seconds from now, never negative. Anything else is not given.
import { describe, expect, it } from "vitest";
import { httpDateMs, retryAfterSeconds } from "../../lib/upstream/hints";

const NOW = Date.UTC(2026, 0, 17, 12, 0, 0); // Sat, 17 Jan 2026 12:00:00 GMT
const headers = (value: string | null) => ({
  get: (name: string) => (name.toLowerCase() === "retry-after" ? value : null),
});
const secondsOf = (value: string | null) => retryAfterSeconds(headers(value), NOW);

describe("Retry-After", () => {
  it.each([
    ["0", 0],
    ["17", 17],
    ["99999", 99999],
    ["0.05", 0.05],
    [" 30 ", 30],
  ])("delay-seconds %j is %d s", (value, seconds) => {
    expect(secondsOf(value)).toBe(seconds);
  });

  it.each([
    ["IMF-fixdate", "Sat, 17 Jan 2026 13:00:00 GMT", 3600],
    ["RFC 850", "Saturday, 17-Jan-26 12:01:30 GMT", 90],
    ["asctime", "Sat Jan 17 12:00:05 2026", 5],
    ["asctime, one-digit day", "Sun Feb  1 12:00:00 2026", 15 * 86400],
    ["a date less than a second ahead", "Sat, 17 Jan 2026 12:00:00 GMT", 0],
  ])("an HTTP-date (%s) is the seconds from now", (_form, value, seconds) => {
    expect(secondsOf(value)).toBe(seconds);
  });

  it("a fraction of a second ahead rounds up: never sooner than asked", () => {
    expect(retryAfterSeconds(headers("Sat, 17 Jan 2026 12:00:10 GMT"), NOW + 400)).toBe(10);
  });

  it("a date already past is 0, never negative", () => {
    expect(secondsOf("Fri, 16 Jan 2026 12:00:00 GMT")).toBe(0);
    expect(secondsOf("Sunday, 06-Nov-94 08:49:37 GMT")).toBe(0);
  });

  it("RFC 850's two-digit year is read within 50 years ahead", () => {
    expect(httpDateMs("Sunday, 06-Nov-94 08:49:37 GMT", NOW)).toBe(Date.UTC(1994, 10, 6, 8, 49, 37));
    expect(httpDateMs("Monday, 06-Nov-45 08:49:37 GMT", NOW)).toBe(Date.UTC(2045, 10, 6, 8, 49, 37));
  });

  it.each([
    null,
    "",
    "   ",
    "-5",
    "1e3",
    "0x10",
    "Infinity",
    "5 s",
    "soon",
    "Sat, 17 Jan 2026 13:00:00", // no GMT
    "Sat, 17 Jan 2026 13:00:00 UTC",
    "17 Jan 2026 13:00:00 GMT",
    "Sat, 17 Foo 2026 13:00:00 GMT", // no such month
    "Sat, 31 Feb 2026 13:00:00 GMT", // no such day
    "Sat, 17 Jan 2026 24:00:00 GMT",
    "Sat, 17 Jan 2026 12:60:00 GMT",
    "Sat, 17 Jan 2026 12:00:61 GMT",
    "2026-01-17T13:00:00Z", // ISO 8601 is not an HTTP-date
  ])("%j is not given", (value) => {
    expect(secondsOf(value)).toBeUndefined();
  });
});
