// Repeating invoice templates as a record kind of the batch writes (batch-writes.ts): PUT
// /RepeatingInvoices, POST /RepeatingInvoices and POST /RepeatingInvoices/{RepeatingInvoiceID}.
// A template is a sales invoice (ACCREC) or bill (ACCPAY) with a Schedule; the sandbox works out
// its NextScheduledDate and generates no invoices, so nothing posts. DRAFT and AUTHORISED move
// either way; DELETED is final.
import { randomUUID } from "node:crypto";
import { addDays, addMonths, daysBetween } from "../accounting/dates";
import { requireResource } from "../resources";
import type { XeroRecord } from "../types";
import {
  isObject,
  type RecordKind,
  recordWriteRoutes,
  storeRecord,
  unitDecimals,
  type Written,
} from "./batch-writes";
import type { HandlerContext } from "./context";
import { buildDocument, statusOf, type Transitions, transitionProblem } from "./document-build";
import { readDate } from "./invoice-build";
import type { InvoiceType } from "./invoice-lines";
import { storeContact } from "./invoice-writes";

const TRANSITIONS: Transitions = {
  DRAFT: ["DRAFT", "AUTHORISED", "DELETED"],
  AUTHORISED: ["AUTHORISED", "DRAFT", "DELETED"],
};
const CREATE_STATUSES = ["DRAFT", "AUTHORISED"];
const UNITS = ["WEEKLY", "MONTHLY"];
const DUE_DATE_TYPES = [
  "DAYSAFTERBILLDATE",
  "DAYSAFTERBILLMONTH",
  "DAYSAFTERINVOICEDATE",
  "DAYSAFTERINVOICEMONTH",
  "OFCURRENTMONTH",
  "OFFOLLOWINGMONTH",
];
const FLAGS = ["ApprovedForSending", "SendCopy", "MarkAsSent", "IncludePDF"];

function readType(input: XeroRecord, existing: XeroRecord | undefined, problems: string[]): InvoiceType {
  const type = input.Type ?? existing?.Type;
  if (type === "ACCREC" || type === "ACCPAY") return type;
  problems.push(
    type === undefined
      ? "Repeating invoice Type must be specified (ACCREC or ACCPAY)"
      : `Repeating invoice Type '${String(type)}' is not valid; use ACCREC or ACCPAY`,
  );
  return "ACCREC";
}

/** The n-th date of the schedule after its start. */
function occurrence(start: string, unit: string, period: number, n: number): string {
  return unit === "WEEKLY" ? addDays(start, 7 * period * n) : addMonths(start, period * n);
}

/** The first date of the schedule on or after `from`, the organisation's today (the start itself when it is still ahead). */
export function nextScheduledDate(start: string, unit: string, period: number, from: string): string {
  if (start >= from) return start;
  // Jump close by arithmetic, then step: a start years back costs a few steps, not one per period.
  const days = daysBetween(start, from);
  let n = Math.max(0, Math.floor(unit === "WEEKLY" ? days / (7 * period) : days / (31 * period)));
  while (occurrence(start, unit, period, n) < from) n += 1;
  return occurrence(start, unit, period, n);
}

const wholeNumber = (value: unknown, min: number, max: number) =>
  typeof value === "number" && Number.isInteger(value) && value >= min && value <= max;

/** The template's Schedule: the caller's parts over the existing ones; all but EndDate required. */
function readSchedule(
  input: unknown,
  existing: XeroRecord | undefined,
  problems: string[],
  today: string,
): XeroRecord | undefined {
  if (input !== undefined && !isObject(input)) {
    problems.push("Schedule must be an object");
    return undefined;
  }
  const given = (input ?? {}) as XeroRecord;
  const merged: XeroRecord = { ...((existing?.Schedule as XeroRecord | undefined) ?? {}), ...given };
  if (input === undefined && !existing) {
    problems.push("A Schedule must be specified for a repeating invoice");
    return undefined;
  }
  const before = problems.length;
  if (!wholeNumber(merged.Period, 1, 99))
    problems.push("Schedule Period must be a whole number from 1 to 99");
  if (!UNITS.includes(String(merged.Unit))) problems.push("Schedule Unit must be WEEKLY or MONTHLY");
  if (!wholeNumber(merged.DueDate, 0, 365))
    problems.push("Schedule DueDate must be a whole number from 0 to 365");
  if (!DUE_DATE_TYPES.includes(String(merged.DueDateType)))
    problems.push(`Schedule DueDateType must be one of ${DUE_DATE_TYPES.join(", ")}`);
  const start =
    readDate(given.StartDate, "Schedule StartDate", problems) ??
    (existing ? String(merged.StartDate) : undefined);
  if (!start) problems.push("Schedule StartDate is required");
  const end =
    given.EndDate === undefined
      ? (merged.EndDate as string | undefined)
      : readDate(given.EndDate, "Schedule EndDate", problems);
  if (start && end && end < start) problems.push("Schedule EndDate must be on or after its StartDate");
  if (problems.length > before || !start) return undefined;
  const next = nextScheduledDate(start, String(merged.Unit), Number(merged.Period), today);
  const schedule: XeroRecord = {
    Period: merged.Period,
    Unit: merged.Unit,
    DueDate: merged.DueDate,
    DueDateType: merged.DueDateType,
    StartDate: start,
  };
  // Past its end date a template generates nothing more, so it has no next date.
  if (!end || next <= end) schedule.NextScheduledDate = next;
  if (end) schedule.EndDate = end;
  return schedule;
}

function readFlags(input: XeroRecord, existing: XeroRecord | undefined, problems: string[]) {
  const flags: XeroRecord = {};
  for (const field of FLAGS) {
    const value = input[field] ?? existing?.[field] ?? false;
    if (typeof value !== "boolean") problems.push(`${field} must be true or false`);
    flags[field] = value === true;
  }
  return flags;
}

function write(ctx: HandlerContext, input: XeroRecord, existing: XeroRecord | undefined): Written {
  const status = statusOf(input, existing);
  if (existing) {
    const moved = transitionProblem("repeating invoice", TRANSITIONS, String(existing.Status), status);
    if (moved) return { problems: [moved] };
  } else if (!CREATE_STATUSES.includes(status)) {
    return {
      problems: [`Repeating invoice Status must be DRAFT or AUTHORISED when it is created, not ${status}`],
    };
  }
  if (existing && input.Type !== undefined && input.Type !== existing.Type)
    return { problems: ["The Type of an existing repeating invoice cannot be changed"] };
  const problems: string[] = [];
  const type = readType(input, existing, problems);
  const schedule = readSchedule(input.Schedule, existing, problems, ctx.at.today);
  const flags = readFlags(input, existing, problems);
  if (flags.ApprovedForSending && type !== "ACCREC")
    problems.push("ApprovedForSending applies to sales invoices (ACCREC) only");
  const built = buildDocument(ctx.org, input, existing, {
    side: type,
    unitDecimals: unitDecimals(ctx),
    status,
    accountsAt: ["AUTHORISED"],
    themed: type === "ACCREC",
    today: ctx.at.today,
  });
  problems.push(...built.problems);
  if (problems.length > 0 || !built.fields || !schedule) return { problems };

  const { fields } = built;
  const id = existing?.RepeatingInvoiceID ?? randomUUID();
  const template: XeroRecord = {
    ...existing,
    RepeatingInvoiceID: id,
    ID: id,
    Type: type,
    Contact: fields.Contact,
    Schedule: schedule,
    LineAmountTypes: fields.LineAmountTypes,
    LineItems: fields.LineItems,
    SubTotal: fields.SubTotal,
    TotalTax: fields.TotalTax,
    Total: fields.Total,
    Reference: fields.Reference,
    CurrencyCode: fields.CurrencyCode,
    Status: status,
    HasAttachments: existing?.HasAttachments ?? false,
    ...flags,
  };
  if (fields.BrandingThemeID !== undefined) template.BrandingThemeID = fields.BrandingThemeID;
  storeContact(ctx.org, template, built.newContact);
  storeRecord(ctx.org, "RepeatingInvoices", existing, template);
  return { record: template, problems: [] };
}

export const REPEATING_INVOICE_KIND: RecordKind = {
  resource: requireResource("RepeatingInvoices"),
  noun: "repeating invoice",
  touches: ["Contacts"],
  write,
};

export const repeatingInvoiceWriteRoutes = recordWriteRoutes(REPEATING_INVOICE_KIND);
