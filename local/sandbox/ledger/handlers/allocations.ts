// DELETE /{CreditNotes|Prepayments|Overpayments}/{id}/Allocations/{AllocationID}: undoes one
// allocation through the accounting half's settlement rules (the credit comes back to the
// document, the invoice owes the amount again, PAID falls back to AUTHORISED), re-derives the
// journals, and answers the Allocation itself (Xero's Allocation schema, not wrapped), IsDeleted.
import { type CreditCollection, deleteAllocation } from "../accounting/settlement";
import { notFound } from "../errors";
import { nowTimestamp, sameId } from "../ids";
import { requireResource } from "../resources";
import { recordsOf } from "../store";
import type { XeroRecord } from "../types";
import { type Handler, param } from "./context";
import { findRecord } from "./lookup";

/** The document's key inside an Allocation (Allocation.CreditNote, .Prepayment, .Overpayment). */
const DOCUMENT_KEYS: Record<CreditCollection, string> = {
  CreditNotes: "CreditNote",
  Prepayments: "Prepayment",
  Overpayments: "Overpayment",
};

function allocationDeleter(collection: CreditCollection): Handler {
  const spec = requireResource(collection);
  return (ctx) => {
    const credit = findRecord(ctx.org, spec, param(ctx, "id"));
    const creditId = String(credit[spec.idField]);
    const allocations = Array.isArray(credit.Allocations) ? (credit.Allocations as XeroRecord[]) : [];
    const allocation = allocations.find((candidate) =>
      sameId(candidate.AllocationID, param(ctx, "allocationId")),
    );
    if (!allocation) throw notFound();
    const removed = deleteAllocation(ctx.org, collection, creditId, String(allocation.AllocationID));
    if (!removed) throw notFound();

    const now = nowTimestamp();
    credit.UpdatedDateUTC = now;
    const invoiceId = (allocation.Invoice as XeroRecord | undefined)?.InvoiceID;
    const invoice = recordsOf(ctx.org, "Invoices").find((candidate) =>
      sameId(candidate.InvoiceID, invoiceId),
    );
    if (invoice) invoice.UpdatedDateUTC = now;
    ctx.store.refreshJournals(ctx.org);

    return {
      kind: "data",
      bare: true,
      body: { ...removed, [DOCUMENT_KEYS[collection]]: { [spec.idField]: creditId }, IsDeleted: true },
    };
  };
}

export const deleteCreditNoteAllocation = allocationDeleter("CreditNotes");
export const deletePrepaymentAllocation = allocationDeleter("Prepayments");
export const deleteOverpaymentAllocation = allocationDeleter("Overpayments");
