// PUT /{CreditNotes|Overpayments|Prepayments}/{id}/Allocations: applies part of a credit to invoices
// or bills, as a record kind of the batch writes (batch-writes.ts: summarizeErrors, all or nothing).
// The credit and the invoice must both be AUTHORISED, of the same contact, currency and side of the
// books; the amount at most the credit left and the invoice's AmountDue. Both sides are recorded as
// the starting data records them (an Allocation on the credit, an applied entry on the invoice) and
// settlement.ts recomputes RemainingCredit, AmountDue and PAID. allocations.ts deletes them.
import { randomUUID } from "node:crypto";
import { amountOf } from "../accounting/money";
import {
  CREDIT_KINDS,
  type CreditCollection,
  refreshCreditAmounts,
  refreshInvoiceAmounts,
} from "../accounting/settlement";
import { nowTimestamp, sameId } from "../ids";
import { type ResourceSpec, requireResource } from "../resources";
import { recordsOf } from "../store";
import type { XeroRecord } from "../types";
import { createHandler, isObject, type RecordKind, storeRecord } from "./batch-writes";
import { type Handler, param } from "./context";
import { findRecord } from "./lookup";
import { positiveAmount, requiredDate } from "./payment-record";

/** The answers' wrapper: an Allocation has no collection of its own. */
const ALLOCATIONS: ResourceSpec = {
  collection: "Allocations",
  typeName: "Allocation",
  idField: "AllocationID",
  idIsUuid: true,
};

/** Each credit's side of the books: the invoice type it may be applied to, and its key in an Allocation. */
const CREDITS: Record<
  CreditCollection,
  { invoiceType: (credit: XeroRecord) => string; key: string; noun: string }
> = {
  CreditNotes: {
    invoiceType: (c) => (c.Type === "ACCPAYCREDIT" ? "ACCPAY" : "ACCREC"),
    key: "CreditNote",
    noun: "credit note",
  },
  Overpayments: {
    invoiceType: (c) => (String(c.Type).startsWith("SPEND") ? "ACCPAY" : "ACCREC"),
    key: "Overpayment",
    noun: "overpayment",
  },
  Prepayments: {
    invoiceType: (c) => (String(c.Type).startsWith("SPEND") ? "ACCPAY" : "ACCREC"),
    key: "Prepayment",
    noun: "prepayment",
  },
};

const listOf = (record: XeroRecord, field: string): XeroRecord[] =>
  Array.isArray(record[field]) ? (record[field] as XeroRecord[]) : [];

const contactId = (record: XeroRecord) => (isObject(record.Contact) ? record.Contact.ContactID : undefined);

/** Why `invoice` may not take `amount` of `credit` (empty when it may). */
function allocationProblems(
  collection: CreditCollection,
  credit: XeroRecord,
  invoice: XeroRecord,
  amount: number,
) {
  const { invoiceType, noun } = CREDITS[collection];
  const problems: string[] = [];
  if (credit.Status !== "AUTHORISED")
    problems.push(`Only an AUTHORISED ${noun} with credit left can be allocated`);
  if (invoice.Status !== "AUTHORISED") problems.push("Allocations can only be made to AUTHORISED invoices");
  if (invoice.Type !== invoiceType(credit))
    problems.push(
      `A ${noun} of type ${String(credit.Type)} cannot be allocated to an invoice of type ${String(invoice.Type)}`,
    );
  if (!sameId(contactId(invoice), contactId(credit)))
    problems.push(`The invoice must be for the same contact as the ${noun}`);
  if (invoice.CurrencyCode !== credit.CurrencyCode)
    problems.push(`The invoice must be in the same currency as the ${noun}`);
  if (amount > amountOf(credit, "RemainingCredit"))
    problems.push(`The amount allocated exceeds the remaining credit on the ${noun}`);
  if (amount > amountOf(invoice, "AmountDue"))
    problems.push("The amount allocated exceeds the amount due on the invoice");
  return problems;
}

function allocationKind(collection: CreditCollection): RecordKind {
  const spec = requireResource(collection);
  const { invoiceField, idField } = CREDIT_KINDS[collection];
  return {
    resource: ALLOCATIONS,
    noun: "allocation",
    touches: [collection, "Invoices"],
    posts: true,
    write: (ctx, input) => {
      // Found afresh for each element: an earlier one may have stored a new copy.
      const credit = findRecord(ctx.org, spec, param(ctx, "id"));
      const problems: string[] = [];
      const invoiceId = isObject(input.Invoice) ? input.Invoice.InvoiceID : undefined;
      const invoice = recordsOf(ctx.org, "Invoices").find((candidate) =>
        sameId(candidate.InvoiceID, invoiceId),
      );
      if (!invoice) problems.push("Invoice could not be found (give Invoice.InvoiceID)");
      const amount = positiveAmount(input.Amount, problems);
      const date = requiredDate(input.Date, problems);
      if (invoice && problems.length === 0)
        problems.push(...allocationProblems(collection, credit, invoice, amount));
      if (!invoice || problems.length > 0) return { problems };

      const now = nowTimestamp();
      const invoiceRef = { InvoiceID: invoice.InvoiceID, InvoiceNumber: invoice.InvoiceNumber };
      const allocation: XeroRecord = {
        AllocationID: randomUUID(),
        Amount: amount,
        Date: date,
        Invoice: invoiceRef,
      };
      const creditId = credit[idField];
      const applied: XeroRecord = { [idField]: creditId, ID: creditId };
      if (collection === "CreditNotes") applied.CreditNoteNumber = credit.CreditNoteNumber;
      Object.assign(applied, { Date: date, AppliedAmount: amount, Total: credit.Total });

      const newCredit = {
        ...credit,
        Allocations: [...listOf(credit, "Allocations"), allocation],
        UpdatedDateUTC: now,
      };
      const newInvoice = {
        ...invoice,
        [invoiceField]: [...listOf(invoice, invoiceField), applied],
        UpdatedDateUTC: now,
      };
      refreshCreditAmounts(newCredit);
      refreshInvoiceAmounts(newInvoice);
      storeRecord(ctx.org, collection, credit, newCredit);
      storeRecord(ctx.org, "Invoices", invoice, newInvoice);
      return { record: { ...allocation, [CREDITS[collection].key]: { [idField]: creditId } }, problems: [] };
    },
  };
}

/** The credit is looked up first, so an unknown one is 404 rather than a validation error per element. */
function allocationCreator(collection: CreditCollection): Handler {
  const create = createHandler(allocationKind(collection));
  const spec = requireResource(collection);
  return (ctx) => {
    findRecord(ctx.org, spec, param(ctx, "id"));
    return create(ctx);
  };
}

export const allocationWriteRoutes = (["CreditNotes", "Overpayments", "Prepayments"] as const).map(
  (collection) => ({
    method: "PUT" as const,
    template: `${collection}/:id/Allocations`,
    handler: allocationCreator(collection),
  }),
);
