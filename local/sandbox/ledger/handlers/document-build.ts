// What credit notes, quotes, purchase orders and repeating invoice templates share with an
// invoice when one is written: the contact, date, currency, branding theme and lines, with tax and
// totals by the invoice's rules (invoice-build.ts, invoice-lines.ts, invoice-totals.ts); and the
// numbering, number uniqueness and status moves each of them has in its own words.
import { sameId } from "../ids";
import { recordsOf } from "../store";
import type { LedgerOrganisation, XeroRecord } from "../types";
import { defaultTheme, readCurrency, readDate, readLines } from "./invoice-build";
import { resolveContact } from "./invoice-contacts";
import type { InvoiceType } from "./invoice-lines";
import { computeTotals, LINE_AMOUNT_TYPES, type LineAmountTypes } from "./invoice-totals";

export interface DocumentOptions {
  /** Whose tax rates and item prices the lines take: sales (ACCREC) or purchases (ACCPAY). */
  side: InvoiceType;
  unitDecimals: number;
  /** The status the document will have; lines need an account at `accountsAt` statuses. */
  status: string;
  /** Statuses at which every line needs an AccountCode (the document posts, or will). */
  accountsAt?: readonly string[];
  /** How the document spells its LineAmountTypes (quotes in capitals), for each of the totals' names. */
  amountTypeNames?: Readonly<Record<LineAmountTypes, string>>;
  /** Whether a branding theme is set by default (sales documents and orders have one). */
  themed: boolean;
  /** The organisation's today (../today.ts): the date of a document given none. */
  today: string;
}

export interface BuiltDocument {
  /** The fields every document has, computed; undefined when there are problems. */
  fields?: XeroRecord;
  /** A contact named for the first time, to store with the document. */
  newContact?: XeroRecord;
  problems: string[];
}

const SAME_NAMES: Readonly<Record<LineAmountTypes, string>> = {
  Exclusive: "Exclusive",
  Inclusive: "Inclusive",
  NoTax: "NoTax",
};

function readAmountTypes(
  input: XeroRecord,
  existing: XeroRecord | undefined,
  options: DocumentOptions,
  problems: string[],
) {
  const names = options.amountTypeNames ?? SAME_NAMES;
  const spelt = String(input.LineAmountTypes ?? existing?.LineAmountTypes ?? names.Exclusive);
  const type = LINE_AMOUNT_TYPES.find((candidate) => names[candidate] === spelt);
  if (!type) problems.push(`LineAmountTypes must be ${Object.values(names).join(", ")}`);
  return { type: type ?? "Exclusive", spelt };
}

function readTheme(
  org: LedgerOrganisation,
  input: XeroRecord,
  existing: XeroRecord | undefined,
  themed: boolean,
  problems: string[],
) {
  const themeId =
    input.BrandingThemeID ?? existing?.BrandingThemeID ?? (themed ? defaultTheme(org) : undefined);
  if (
    themeId !== undefined &&
    !recordsOf(org, "BrandingThemes").some((theme) => sameId(theme.BrandingThemeID, themeId))
  )
    problems.push("The BrandingThemeID is not a branding theme of this organisation");
  return themeId;
}

/** The shared fields of one written document: the caller's over the existing record's, else Xero's defaults. */
export function buildDocument(
  org: LedgerOrganisation,
  input: XeroRecord,
  existing: XeroRecord | undefined,
  options: DocumentOptions,
): BuiltDocument {
  const problems: string[] = [];
  const resolved =
    input.Contact === undefined && existing
      ? { contact: existing.Contact as XeroRecord, created: false }
      : resolveContact(org, input.Contact, problems);
  const date =
    readDate(input.Date, "Date", problems) ?? (existing?.Date as string | undefined) ?? options.today;
  const amountTypes = readAmountTypes(input, existing, options, problems);
  const currency = readCurrency(org, input, existing, problems);
  const lines = readLines(org, input, existing, problems, {
    type: options.side,
    amountTypes: amountTypes.type,
    unitDecimals: options.unitDecimals,
  });
  if (options.accountsAt?.includes(options.status) && lines.some((line) => !line.account))
    problems.push(`Every line item needs an AccountCode before the document can be ${options.status}`);
  const themeId = readTheme(org, input, existing, options.themed, problems);
  if (problems.length > 0 || !resolved) return { problems };

  const totals = computeTotals(lines, amountTypes.type);
  const fields: XeroRecord = {
    Contact: { ContactID: resolved.contact.ContactID, Name: resolved.contact.Name },
    Date: date,
    Reference: String(input.Reference ?? existing?.Reference ?? ""),
    LineAmountTypes: amountTypes.spelt,
    LineItems: totals.LineItems,
    SubTotal: totals.SubTotal,
    TotalTax: totals.TotalTax,
    Total: totals.Total,
    TotalDiscount: totals.TotalDiscount,
    IsDiscounted: totals.IsDiscounted,
    CurrencyCode: currency.code,
    CurrencyRate: currency.rate,
  };
  if (themeId !== undefined) fields.BrandingThemeID = themeId;
  return { fields, newContact: resolved.created ? resolved.contact : undefined, problems };
}

/** The next `<prefix>-nnnn` after the highest in use among `records` (Xero's default numbering). */
export function nextNumber(records: readonly XeroRecord[], field: string, prefix: string): string {
  const pattern = new RegExp(`^${prefix}-(\\d+)$`);
  let highest = 0;
  for (const record of records) {
    const match = pattern.exec(String(record[field] ?? ""));
    if (match) highest = Math.max(highest, Number(match[1]));
  }
  return `${prefix}-${String(highest + 1).padStart(4, "0")}`;
}

/** Whether another record than `existing` already has `number` in `field`. */
export function numberTaken(
  records: readonly XeroRecord[],
  field: string,
  number: string,
  existing: XeroRecord | undefined,
): boolean {
  return number !== "" && records.some((other) => other !== existing && other[field] === number);
}

/** An upsert element's record by its number, when it names no id. */
export const byNumber =
  (
    collection: string,
    field: string,
    sameKind: (record: XeroRecord, input: XeroRecord) => boolean = () => true,
  ) =>
  (org: LedgerOrganisation, input: XeroRecord): XeroRecord | undefined =>
    typeof input[field] === "string" && input[field] !== ""
      ? recordsOf(org, collection).find((record) => record[field] === input[field] && sameKind(record, input))
      : undefined;

/** Which statuses each status may move to (staying put included); a status not listed takes no change. */
export type Transitions = Readonly<Record<string, readonly string[]>>;

/** The problem with moving a document from one status to another, if any. */
export function transitionProblem(
  noun: string,
  transitions: Transitions,
  from: string,
  to: string,
): string | undefined {
  const allowed = transitions[from];
  if (!allowed)
    return `${noun.replace(/^\w/, (first) => first.toUpperCase())} not of valid status for modification`;
  if (!allowed.includes(to)) return `A ${noun} with status ${from} cannot be changed to ${to}`;
  return undefined;
}

/** A status the caller sent, or the existing one, or DRAFT. */
export const statusOf = (input: XeroRecord, existing: XeroRecord | undefined): string =>
  String(input.Status ?? existing?.Status ?? "DRAFT");
