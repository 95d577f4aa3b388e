// Turns one element of an invoice write into the invoice to store: the caller's fields over the
// existing invoice (on update) or Xero's defaults (on create), lines resolved, totals computed,
// settled amounts recomputed. Nothing is stored here; problems are collected for the answer.
import { randomUUID } from "node:crypto";
import { addDays, addMonths, dateOnly, endOfMonth, isIsoDate } from "../accounting/dates";
import { refreshInvoiceAmounts } from "../accounting/settlement";
import { nowTimestamp, sameId } from "../ids";
import { recordsOf } from "../store";
import type { LedgerOrganisation, XeroRecord } from "../types";
import { resolveContact } from "./invoice-contacts";
import { type InvoiceType, resolveLine } from "./invoice-lines";
import { CREATE_STATUSES } from "./invoice-status";
import { computeTotals, LINE_AMOUNT_TYPES, type LineAmountTypes, type ResolvedLine } from "./invoice-totals";

export interface BuiltInvoice {
  invoice?: XeroRecord;
  /** A contact created by name, to store with the invoice. */
  newContact?: XeroRecord;
  problems: string[];
}

const text = (value: unknown) => (typeof value === "string" ? value : undefined);

/** Due date from payment terms: the contact's, else the organisation's (Xero's order). */
function termsDueDate(org: LedgerOrganisation, contact: XeroRecord, type: InvoiceType, date: string) {
  const side = type === "ACCREC" ? "Sales" : "Bills";
  const terms = ((contact.PaymentTerms as XeroRecord | undefined)?.[side] ??
    (org.organisation.PaymentTerms as XeroRecord | undefined)?.[side]) as XeroRecord | undefined;
  const day = Number(terms?.Day);
  if (!terms || !Number.isInteger(day)) return undefined;
  const dayOfMonth = (monthStart: string) => {
    const last = endOfMonth(monthStart);
    return `${monthStart.slice(0, 8)}${String(Math.min(day, Number(last.slice(8)))).padStart(2, "0")}`;
  };
  switch (terms.Type) {
    case "DAYSAFTERBILLDATE":
      return addDays(date, day);
    case "DAYSAFTERBILLMONTH":
      return addDays(endOfMonth(date), day);
    case "OFCURRENTMONTH":
      return dayOfMonth(`${date.slice(0, 8)}01`);
    case "OFFOLLOWINGMONTH":
      return dayOfMonth(addMonths(`${date.slice(0, 8)}01`, 1));
    default:
      return undefined;
  }
}

/** ACCREC numbering: the next INV-nnnn after the highest one in use. */
export function nextInvoiceNumber(org: LedgerOrganisation): string {
  let highest = 0;
  for (const invoice of recordsOf(org, "Invoices")) {
    const match = /^INV-(\d+)$/.exec(String(invoice.InvoiceNumber ?? ""));
    if (invoice.Type === "ACCREC" && match) highest = Math.max(highest, Number(match[1]));
  }
  return `INV-${String(highest + 1).padStart(4, "0")}`;
}

export function readDate(value: unknown, field: string, problems: string[]): string | undefined {
  if (value === undefined || value === null || value === "") return undefined;
  const date = typeof value === "string" ? dateOnly(value) : "";
  if (!isIsoDate(date)) problems.push(`${field} must be a date in the form YYYY-MM-DD`);
  return date;
}

function readType(input: XeroRecord, existing: XeroRecord | undefined, problems: string[]): InvoiceType {
  const type = input.Type ?? existing?.Type;
  if (type === "ACCREC" || type === "ACCPAY") return type;
  problems.push(
    type === undefined
      ? "Invoice Type must be specified (ACCREC or ACCPAY)"
      : `Invoice Type '${String(type)}' is not valid; use ACCREC or ACCPAY`,
  );
  return "ACCREC";
}

export function readCurrency(
  org: LedgerOrganisation,
  input: XeroRecord,
  existing: XeroRecord | undefined,
  problems: string[],
) {
  const base = String(org.organisation.BaseCurrency);
  const code = String(input.CurrencyCode ?? existing?.CurrencyCode ?? base);
  if (!recordsOf(org, "Currencies").some((currency) => currency.Code === code)) {
    problems.push(`The currency code '${code}' is not a currency of this organisation`);
  }
  if (code === base) return { code, rate: 1 };
  const rate = Number(
    input.CurrencyRate ?? (existing?.CurrencyCode === code ? existing.CurrencyRate : undefined),
  );
  if (!(rate > 0))
    problems.push(`A CurrencyRate is required for an invoice in ${code} (the sandbox has no day rates)`);
  return { code, rate };
}

/** The lines of a written document: those sent, or the existing ones read again. */
export function readLines(
  org: LedgerOrganisation,
  input: XeroRecord,
  existing: XeroRecord | undefined,
  problems: string[],
  base: {
    type: InvoiceType;
    amountTypes: LineAmountTypes;
    unitDecimals: number;
  },
): ResolvedLine[] {
  const previous = Array.isArray(existing?.LineItems) ? (existing.LineItems as XeroRecord[]) : [];
  let lines: unknown[];
  if (input.LineItems === undefined) {
    // Kept lines are read again so a change of LineAmountTypes recomputes their tax.
    lines = previous.map(({ TaxAmount: _tax, LineAmount: _amount, ...rest }) => rest);
  } else if (Array.isArray(input.LineItems)) {
    lines = input.LineItems;
  } else {
    problems.push("LineItems must be an array");
    lines = [];
  }
  const ctx = { org, ...base, previous };
  return lines.flatMap((line) => resolveLine(ctx, line, problems) ?? []);
}

function checkNumber(
  org: LedgerOrganisation,
  type: InvoiceType,
  number: string,
  existing: XeroRecord | undefined,
  problems: string[],
) {
  if (type !== "ACCREC" || number === "") return;
  const taken = recordsOf(org, "Invoices").some(
    (other) => other !== existing && other.Type === "ACCREC" && other.InvoiceNumber === number,
  );
  if (taken) problems.push("Invoice # must be unique.");
}

export function defaultTheme(org: LedgerOrganisation): unknown {
  const themes = [...recordsOf(org, "BrandingThemes")].sort(
    (a, b) => Number(a.SortOrder) - Number(b.SortOrder),
  );
  return themes[0]?.BrandingThemeID;
}

export function buildInvoice(
  org: LedgerOrganisation,
  input: XeroRecord,
  existing: XeroRecord | undefined,
  unitDecimals: number,
  /** The organisation's today (../today.ts): the date of an invoice given none. */
  today: string,
): BuiltInvoice {
  const problems: string[] = [];
  const type = readType(input, existing, problems);
  const status = String(input.Status ?? existing?.Status ?? "DRAFT");
  if (!existing && !CREATE_STATUSES.includes(status)) {
    problems.push(
      `Invoice Status must be DRAFT, SUBMITTED or AUTHORISED when an invoice is created, not ${status}`,
    );
  }
  const amountTypes = (input.LineAmountTypes ?? existing?.LineAmountTypes ?? "Exclusive") as LineAmountTypes;
  if (!LINE_AMOUNT_TYPES.includes(amountTypes))
    problems.push(`LineAmountTypes must be Exclusive, Inclusive or NoTax`);

  const resolved =
    input.Contact === undefined && existing
      ? { contact: existing.Contact as XeroRecord, created: false }
      : resolveContact(org, input.Contact, problems);
  const date = readDate(input.Date, "Date", problems) ?? text(existing?.Date) ?? today;
  const dueDate =
    readDate(input.DueDate, "DueDate", problems) ??
    text(existing?.DueDate) ??
    (resolved ? termsDueDate(org, resolved.contact, type, date) : undefined);
  const currency = readCurrency(org, input, existing, problems);
  const lines = readLines(org, input, existing, problems, { type, amountTypes, unitDecimals });
  if ((status === "SUBMITTED" || status === "AUTHORISED") && lines.some((line) => !line.account)) {
    problems.push(`Every line item needs an AccountCode before the invoice can be ${status}`);
  }
  const invoiceNumber = String(
    input.InvoiceNumber ?? existing?.InvoiceNumber ?? (type === "ACCREC" ? nextInvoiceNumber(org) : ""),
  );
  checkNumber(org, type, invoiceNumber, existing, problems);
  const themeId =
    input.BrandingThemeID ?? existing?.BrandingThemeID ?? (type === "ACCREC" ? defaultTheme(org) : undefined);
  if (
    themeId !== undefined &&
    !recordsOf(org, "BrandingThemes").some((theme) => sameId(theme.BrandingThemeID, themeId))
  ) {
    problems.push("The BrandingThemeID is not a branding theme of this organisation");
  }
  if (problems.length > 0 || !resolved) return { problems };

  const totals = computeTotals(lines, amountTypes);
  const fields: XeroRecord = {
    Type: type,
    InvoiceID: existing?.InvoiceID ?? randomUUID(),
    InvoiceNumber: invoiceNumber,
    Reference: String(input.Reference ?? existing?.Reference ?? ""),
    Contact: { ContactID: resolved.contact.ContactID, Name: resolved.contact.Name },
    Date: date,
    DueDate: dueDate,
    Status: status,
    LineAmountTypes: amountTypes,
    LineItems: totals.LineItems,
    SubTotal: totals.SubTotal,
    TotalTax: totals.TotalTax,
    Total: totals.Total,
    TotalDiscount: totals.TotalDiscount,
    CurrencyCode: currency.code,
    CurrencyRate: currency.rate,
    SentToContact:
      typeof input.SentToContact === "boolean" ? input.SentToContact : (existing?.SentToContact ?? false),
    IsDiscounted: totals.IsDiscounted,
    UpdatedDateUTC: nowTimestamp(),
  };
  for (const field of ["Url", "ExpectedPaymentDate", "PlannedPaymentDate"]) {
    if (input[field] !== undefined) fields[field] = input[field];
  }
  const invoice: XeroRecord = existing
    ? { ...existing, ...fields }
    : {
        ...fields,
        AmountDue: 0,
        AmountPaid: 0,
        AmountCredited: 0,
        HasErrors: false,
        HasAttachments: false,
        Payments: [],
        CreditNotes: [],
        Prepayments: [],
        Overpayments: [],
      };
  // Starting-data order: SentToContact etc. after the amounts; keep the starting data's key order on create.
  if (!existing) reorderLikeStartingData(invoice);
  if (themeId !== undefined) invoice.BrandingThemeID = themeId;
  refreshInvoiceAmounts(invoice);
  return { invoice, newContact: resolved.created ? resolved.contact : undefined, problems };
}

const STARTING_DATA_ORDER = [
  "Type",
  "InvoiceID",
  "InvoiceNumber",
  "Reference",
  "Contact",
  "Date",
  "DueDate",
  "Status",
  "LineAmountTypes",
  "LineItems",
  "SubTotal",
  "TotalTax",
  "Total",
  "TotalDiscount",
  "CurrencyCode",
  "CurrencyRate",
  "AmountDue",
  "AmountPaid",
  "AmountCredited",
  "SentToContact",
  "IsDiscounted",
  "HasErrors",
  "HasAttachments",
  "UpdatedDateUTC",
  "Payments",
  "CreditNotes",
  "Prepayments",
  "Overpayments",
];

function reorderLikeStartingData(invoice: XeroRecord): void {
  const copy = { ...invoice };
  for (const key of Object.keys(invoice)) delete invoice[key];
  for (const key of STARTING_DATA_ORDER) if (key in copy) invoice[key] = copy[key];
  Object.assign(invoice, copy);
}
