// What a clock in an IANA time zone shows at an instant, read with Intl (the zone rules are ICU's,
// so daylight saving is applied as tzdb has it): the date an organisation calls today.

export interface LocalClock {
  /** `YYYY-MM-DD`. */
  localDate: string;
  /** `HH:mm`, 24-hour. */
  localTime: string;
  /** The zone's offset from UTC at that instant, `+13:00`, `-03:30`, `+00:00`. */
  utcOffset: string;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      timeZoneName: "longOffset",
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** Throws a RangeError for a zone Intl does not know. */
export function localClock(timeZone: string, epochMs: number): LocalClock {
  const parts: Record<string, string> = {};
  for (const part of formatOf(timeZone).formatToParts(epochMs)) parts[part.type] = part.value;
  // "GMT+13:00", "GMT-03:30", or "GMT" alone for a zero offset.
  const offset = /^GMT([+-]\d{2}:\d{2})?$/.exec(parts.timeZoneName ?? "");
  if (!offset) throw new RangeError(`unexpected offset ${parts.timeZoneName} for ${timeZone}`);
  return {
    localDate: `${parts.year}-${parts.month}-${parts.day}`,
    localTime: `${parts.hour}:${parts.minute}`,
    utcOffset: offset[1] ?? "+00:00",
  };
}
