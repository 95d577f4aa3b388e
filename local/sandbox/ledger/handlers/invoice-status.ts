// Which status changes and edits an invoice allows: DRAFT -> SUBMITTED -> AUTHORISED, DRAFT or
// SUBMITTED -> DELETED, AUTHORISED without payments -> VOIDED. Money that has been paid or credited
// locks the lines and amounts; VOIDED and DELETED invoices take no changes at all.
import { amountOf } from "../accounting/money";
import type { XeroRecord } from "../types";

export const CREATE_STATUSES = ["DRAFT", "SUBMITTED", "AUTHORISED"];

const NEXT_STATUSES: Record<string, string[]> = {
  DRAFT: ["DRAFT", "SUBMITTED", "AUTHORISED", "DELETED"],
  SUBMITTED: ["SUBMITTED", "AUTHORISED", "DELETED"],
  AUTHORISED: ["AUTHORISED", "VOIDED"],
  // Settlement sets PAID; a caller sending AUTHORISED or PAID back changes nothing.
  PAID: ["PAID", "AUTHORISED"],
};

// Xero's own words for these two refusals.
export const NOT_MODIFIABLE = "Invoice not of valid status for modification";
export const HAS_PAYMENTS =
  "This document cannot be edited as it has a payment or credit note allocated to it.";

/** Fields whose change moves money; locked once a payment or credit is applied. */
const MONEY_FIELDS = [
  "Contact",
  "Date",
  "LineAmountTypes",
  "CurrencyCode",
  "CurrencyRate",
  "SubTotal",
  "TotalTax",
  "Total",
];

/** VOIDED and DELETED invoices take no change at all. */
export function isFinal(invoice: XeroRecord): boolean {
  return invoice.Status === "VOIDED" || invoice.Status === "DELETED";
}

export function hasSettlement(invoice: XeroRecord): boolean {
  return amountOf(invoice, "AmountPaid") !== 0 || amountOf(invoice, "AmountCredited") !== 0;
}

function lineSignature(invoice: XeroRecord): string {
  const lines = Array.isArray(invoice.LineItems) ? (invoice.LineItems as XeroRecord[]) : [];
  return JSON.stringify(lines.map(({ LineItemID: _id, ...rest }) => rest));
}

function moneyChanged(before: XeroRecord, after: XeroRecord): boolean {
  const contactId = (record: XeroRecord) => (record.Contact as XeroRecord | undefined)?.ContactID;
  if (contactId(before) !== contactId(after)) return true;
  if (MONEY_FIELDS.some((field) => field !== "Contact" && before[field] !== after[field])) return true;
  return lineSignature(before) !== lineSignature(after);
}

/** A document other than an invoice with the same statuses (a credit note): its noun and its settlement. */
export interface StatusSubject {
  noun: string;
  settled: boolean;
}

/**
 * Problems with turning `before` into `after` (both whole invoices); empty when allowed. `requested`
 * is the Status the caller sent: settlement may have moved `after` on (AUTHORISED <-> PAID).
 */
export function updateProblems(
  before: XeroRecord,
  after: XeroRecord,
  requested: unknown,
  subject: StatusSubject = { noun: "invoice", settled: hasSettlement(before) },
): string[] {
  const from = String(before.Status);
  const to = String(requested ?? after.Status);
  if (isFinal(before)) return [NOT_MODIFIABLE];
  if (before.Type !== after.Type) return [`The Type of an existing ${subject.noun} cannot be changed`];
  if (subject.settled && (moneyChanged(before, after) || to === "VOIDED" || to === "DELETED"))
    return [HAS_PAYMENTS];
  if (!(NEXT_STATUSES[from] ?? []).includes(to)) {
    const article = /^[aeiou]/i.test(subject.noun) ? "An" : "A";
    return [`${article} ${subject.noun} with status ${from} cannot be changed to ${to}`];
  }
  return [];
}
