// "Today" in the sandbox is the organisation's today: the date on a calendar in its own time zone,
// as Xero dates what it is not given a date for (a new record without Date, a report without
// date). The Demo Company is in Auckland, so for hours each day its today is a day ahead of UTC's.
// Every default date of the sandbox comes from organisationToday, read from the sandbox's one clock
// (LedgerSandboxOptions.clock) once per request. Instants stay UTC: a report's UpdatedDateUTC is
// the same reading; a write's UpdatedDateUTC is the machine's clock (ids.ts).
import type { LedgerOrganisation } from "./types";

/** A request's moment, as the organisation sees it. */
export interface OrganisationMoment {
  /** The organisation's date, `YYYY-MM-DD`. */
  today: string;
  /** The same instant in UTC, in the store's timestamp convention (`YYYY-MM-DDTHH:mm:ss`). */
  utc: string;
}

const calendars = new Map<string, Intl.DateTimeFormat>();

function calendarOf(timeZone: string): Intl.DateTimeFormat {
  let calendar = calendars.get(timeZone);
  if (!calendar) {
    calendar = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    calendars.set(timeZone, calendar);
  }
  return calendar;
}

/** The organisation's date at `epochMs`, `YYYY-MM-DD`. */
export function organisationToday(org: Pick<LedgerOrganisation, "timeZone">, epochMs: number): string {
  const parts = Object.fromEntries(
    calendarOf(org.timeZone)
      .formatToParts(epochMs)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

export function organisationMoment(
  org: Pick<LedgerOrganisation, "timeZone">,
  epochMs: number,
): OrganisationMoment {
  return { today: organisationToday(org, epochMs), utc: new Date(epochMs).toISOString().slice(0, 19) };
}
