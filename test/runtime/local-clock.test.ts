// The clock of an IANA zone at an instant (lib/runtime/local-clock.ts): date, time and offset.
import { describe, expect, it } from "vitest";
import { localClock } from "../../lib/runtime/local-clock";

const NOON_UTC_30_NOV = Date.UTC(2026, 10, 30, 12, 0);

describe("localClock", () => {
  it("gives a zone's date, time and offset, a day ahead of UTC in Auckland", () => {
    expect(localClock("Pacific/Auckland", NOON_UTC_30_NOV)).toEqual({
      localDate: "2026-12-01",
      localTime: "01:00",
      utcOffset: "+13:00",
    });
    // The same zone again (its format is kept), at another instant.
    expect(localClock("Pacific/Auckland", Date.UTC(2026, 5, 1, 0, 0)).utcOffset).toBe("+12:00");
  });

  it("writes a zero offset as +00:00 and a negative half hour as such", () => {
    expect(localClock("UTC", NOON_UTC_30_NOV)).toEqual({
      localDate: "2026-11-30",
      localTime: "12:00",
      utcOffset: "+00:00",
    });
    expect(localClock("America/St_Johns", NOON_UTC_30_NOV).utcOffset).toBe("-03:30");
  });

  it("refuses a zone Intl does not know", () => {
    expect(() => localClock("Mars/Olympus_Mons", NOON_UTC_30_NOV)).toThrow(RangeError);
  });
});
