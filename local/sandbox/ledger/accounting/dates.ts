// Calendar helpers on ISO `YYYY-MM-DD` strings (UTC, no time zones), plus the day the demo book is
// written up to. What "today" is at a request is the organisation's today (../today.ts).

/**
 * The day the starting data's books are written as at: its documents are dated up to it (overdue invoices
 * fall due before it, open quotes expire after it; the large scale's trading ends on it). It is
 * not "today", which moves with the clock; tests of the accounting use it as theirs.
 */
export const STARTING_DATA_AS_AT = "2026-11-21";

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** True for a real calendar date in `YYYY-MM-DD` form (rejects 2026-02-30). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

function parts(iso: string): [number, number, number] {
  return [Number(iso.slice(0, 4)), Number(iso.slice(5, 7)), Number(iso.slice(8, 10))];
}

function fromUtc(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Accepts a date or a timestamp and keeps the date part. */
export function dateOnly(value: string): string {
  return value.slice(0, 10);
}

export function addDays(iso: string, days: number): string {
  const [y, m, d] = parts(iso);
  return fromUtc(new Date(Date.UTC(y, m - 1, d + days)));
}

export function daysBetween(from: string, to: string): number {
  const [y1, m1, d1] = parts(from);
  const [y2, m2, d2] = parts(to);
  return Math.round((Date.UTC(y2, m2 - 1, d2) - Date.UTC(y1, m1 - 1, d1)) / 86_400_000);
}

export function startOfMonth(iso: string): string {
  return `${iso.slice(0, 7)}-01`;
}

export function endOfMonth(iso: string): string {
  const [y, m] = parts(iso);
  return fromUtc(new Date(Date.UTC(y, m, 0)));
}

/** Moves by whole months, clamping the day (31 Mar - 1 month = 28/29 Feb). */
export function addMonths(iso: string, months: number): string {
  const [y, m, d] = parts(iso);
  const firstOfTarget = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(firstOfTarget.getUTCFullYear(), firstOfTarget.getUTCMonth() + 1, 0));
  return fromUtc(
    new Date(
      Date.UTC(
        firstOfTarget.getUTCFullYear(),
        firstOfTarget.getUTCMonth(),
        Math.min(d, lastDay.getUTCDate()),
      ),
    ),
  );
}

/** Shifts a period end by months; a month-end stays a month-end (30 Nov - 1 month = 31 Oct). */
export function shiftPeriodEnd(iso: string, months: number): string {
  return iso === endOfMonth(iso) ? endOfMonth(addMonths(startOfMonth(iso), months)) : addMonths(iso, months);
}

/** "21 November 2026", the form of Xero's ReportDate and report titles. */
export function longDate(iso: string): string {
  const [y, m, d] = parts(iso);
  return `${d} ${MONTH_NAMES[m - 1]} ${y}`;
}

/** "30 Nov 26", the form of Xero's report column headers. */
export function shortDate(iso: string): string {
  const [y, m, d] = parts(iso);
  return `${d} ${(MONTH_NAMES[m - 1] ?? "").slice(0, 3)} ${String(y).slice(2)}`;
}

/** "Nov 2026". */
export function monthLabel(iso: string): string {
  const [y, m] = parts(iso);
  return `${(MONTH_NAMES[m - 1] ?? "").slice(0, 3)} ${y}`;
}

/**
 * First day of the financial year containing `iso`, from the organisation's year-end day/month
 * (Xero's `FinancialYearEndDay`/`FinancialYearEndMonth`; 31 December when absent).
 */
export function financialYearStart(iso: string, yearEndMonth = 12): string {
  const [y, m] = parts(iso);
  const startMonth = (yearEndMonth % 12) + 1;
  const startYear = m >= startMonth ? y : y - 1;
  return `${startYear}-${String(startMonth).padStart(2, "0")}-01`;
}
