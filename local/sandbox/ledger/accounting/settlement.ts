// Keeps the settled amounts of documents consistent: an invoice's AmountPaid/AmountCredited/AmountDue
// and a credit's RemainingCredit are always recomputed from the payments and allocations attached to
// them, never edited by hand. Used by the starting data and by the server when an allocation is deleted.
import type { LedgerOrganisation, XeroRecord } from "../types";
import { amountOf, round2, sum } from "./money";

function entries(record: XeroRecord, field: string): XeroRecord[] {
  const value = record[field];
  return Array.isArray(value) ? (value as XeroRecord[]) : [];
}

function latestDate(records: XeroRecord[]): string | undefined {
  const dates = records.map((r) => r.Date).filter((d): d is string => typeof d === "string");
  return dates.sort().at(-1);
}

/** Documents whose money is live; DRAFT/SUBMITTED are not yet owed, VOIDED/DELETED never will be. */
function isSettleable(status: unknown): boolean {
  return status === "AUTHORISED" || status === "PAID";
}

/**
 * Recomputes AmountPaid, AmountCredited (credit notes + prepayments + overpayments applied, as Xero
 * defines it), AmountDue and the AUTHORISED/PAID status of an invoice or bill.
 */
export function refreshInvoiceAmounts(invoice: XeroRecord): void {
  const payments = entries(invoice, "Payments");
  const credits = [
    ...entries(invoice, "CreditNotes"),
    ...entries(invoice, "Prepayments"),
    ...entries(invoice, "Overpayments"),
  ];
  const total = amountOf(invoice, "Total");
  invoice.AmountPaid = sum(payments.map((p) => amountOf(p, "Amount")));
  invoice.AmountCredited = sum(credits.map((c) => amountOf(c, "AppliedAmount")));
  if (invoice.Status === "VOIDED" || invoice.Status === "DELETED") {
    invoice.AmountDue = 0;
    return;
  }
  invoice.AmountDue = round2(total - (invoice.AmountPaid as number) - (invoice.AmountCredited as number));
  if (!isSettleable(invoice.Status)) return;
  if (invoice.AmountDue === 0) {
    invoice.Status = "PAID";
    invoice.FullyPaidOnDate = latestDate([...payments, ...credits]);
  } else {
    invoice.Status = "AUTHORISED";
    delete invoice.FullyPaidOnDate;
  }
}

/** Recomputes RemainingCredit and the AUTHORISED/PAID status of a credit note, prepayment or overpayment. */
export function refreshCreditAmounts(credit: XeroRecord): void {
  const used = [...entries(credit, "Allocations"), ...entries(credit, "Payments")];
  const remaining = round2(amountOf(credit, "Total") - sum(used.map((a) => amountOf(a, "Amount"))));
  if (credit.Status === "VOIDED" || credit.Status === "DELETED") {
    credit.RemainingCredit = 0;
    return;
  }
  credit.RemainingCredit = remaining;
  if (!isSettleable(credit.Status)) return;
  credit.Status = remaining === 0 ? "PAID" : "AUTHORISED";
}

export type CreditCollection = "CreditNotes" | "Prepayments" | "Overpayments";

/** The list on the invoice that mirrors an allocation from each kind of credit, and its id field. */
export const CREDIT_KINDS: Record<CreditCollection, { invoiceField: string; idField: string }> = {
  CreditNotes: { invoiceField: "CreditNotes", idField: "CreditNoteID" },
  Prepayments: { invoiceField: "Prepayments", idField: "PrepaymentID" },
  Overpayments: { invoiceField: "Overpayments", idField: "OverpaymentID" },
};

/**
 * Removes one allocation from a credit note / prepayment / overpayment and from the invoice it was
 * applied to, then recomputes both. Returns the removed allocation (marked `IsDeleted`), or
 * undefined when the credit or the allocation does not exist.
 */
export function deleteAllocation(
  org: LedgerOrganisation,
  collection: CreditCollection,
  creditId: string,
  allocationId: string,
): XeroRecord | undefined {
  const { invoiceField, idField } = CREDIT_KINDS[collection];
  const credit = (org.collections[collection] ?? []).find((c) => c[idField] === creditId);
  if (!credit) return undefined;
  const allocations = entries(credit, "Allocations");
  const allocation = allocations.find((a) => a.AllocationID === allocationId);
  if (!allocation) return undefined;
  credit.Allocations = allocations.filter((a) => a !== allocation);
  refreshCreditAmounts(credit);
  const invoiceId = (allocation.Invoice as XeroRecord | undefined)?.InvoiceID;
  const invoice = (org.collections.Invoices ?? []).find((i) => i.InvoiceID === invoiceId);
  if (invoice) {
    // The invoice lists the applied credit itself (Xero has no allocation id there): drop the first
    // entry of this credit with the allocation's amount and date.
    const applied = entries(invoice, invoiceField);
    const index = applied.findIndex(
      (a) => a[idField] === creditId && a.AppliedAmount === allocation.Amount && a.Date === allocation.Date,
    );
    if (index >= 0) invoice[invoiceField] = applied.filter((_, i) => i !== index);
    refreshInvoiceAmounts(invoice);
  }
  return { ...allocation, IsDeleted: true };
}
