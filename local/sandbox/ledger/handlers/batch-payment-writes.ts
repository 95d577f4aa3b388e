// Batch payments: PUT /BatchPayments (createBatchPayment) pays several invoices, or several bills,
// from one bank account as one bank line; each payment is recorded as payment-writes.ts records one
// (the same rules), all of a batch or none. POST /BatchPayments {BatchPaymentID, Status: DELETED}
// and POST /BatchPayments/{BatchPaymentID} {Status: DELETED} delete a batch and its payments.
import { randomUUID } from "node:crypto";
import { sum } from "../accounting/money";
import { validationError } from "../errors";
import { nowTimestamp, sameId } from "../ids";
import { requireResource } from "../resources";
import { recordsOf } from "../store";
import type { LedgerOrganisation, XeroRecord } from "../types";
import { createHandler, isObject, type RecordKind, snapshotCollections, storeRecord } from "./batch-writes";
import { data, type Handler, type HandlerContext, param } from "./context";
import { findRecord } from "./lookup";
import {
  deletePaymentRecord,
  paymentAccountOf,
  recordPayment,
  requireDeletedStatus,
  requiredDate,
} from "./payment-record";

const BATCH_TYPES: Record<string, string> = { ACCREC: "RECBATCH", ACCPAY: "PAYBATCH" };

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** The batch's type from its invoices: all sales invoices (RECBATCH) or all bills (PAYBATCH). */
function batchType(org: LedgerOrganisation, payments: XeroRecord[], problems: string[]): string | undefined {
  const types = new Set(
    payments.map((payment) => {
      const id = isObject(payment.Invoice) ? payment.Invoice.InvoiceID : undefined;
      return recordsOf(org, "Invoices").find((invoice) => sameId(invoice.InvoiceID, id))?.Type;
    }),
  );
  if (types.size > 1) problems.push("A batch payment pays either sales invoices or bills, not both");
  const [type] = types;
  return BATCH_TYPES[String(type)];
}

/** Records each payment of the batch, or none: the first problem undoes those already recorded. */
function writeBatchPayment(ctx: HandlerContext, input: XeroRecord) {
  const org = ctx.org;
  const problems: string[] = [];
  const account = paymentAccountOf(org, input.Account, problems);
  const date = requiredDate(input.Date, problems);
  const payments = Array.isArray(input.Payments) ? input.Payments.filter(isObject) : [];
  if (payments.length === 0 || payments.length !== (input.Payments as unknown[]).length)
    problems.push("A batch payment needs Payments, each an object naming an invoice");
  const type = batchType(org, payments, problems);
  if (account && payments.some((payment) => !isObject(payment.Invoice)))
    problems.push("Each payment of a batch must name its Invoice by InvoiceID");
  if (problems.length > 0 || !account) return { problems };

  const batch: XeroRecord = {
    BatchPaymentID: randomUUID(),
    Account: { AccountID: account.AccountID },
    Reference: text(input.Reference),
    Particulars: text(input.Particulars),
    Code: text(input.Code),
    Details: text(input.Details),
    Narrative: text(input.Narrative),
    Date: date,
    DateString: `${date}T00:00:00`,
    Type: type,
    Status: "AUTHORISED",
    IsReconciled: false,
    UpdatedDateUTC: nowTimestamp(),
  };
  const undo = snapshotCollections(org, ["Payments", "Invoices", "CreditNotes"]);
  const recorded: XeroRecord[] = [];
  for (const [index, element] of payments.entries()) {
    const { Account: _account, Date: _date, ...own } = element;
    const written = recordPayment(
      org,
      {
        ...own,
        Account: { AccountID: account.AccountID },
        Date: date,
        Reference: own.Reference ?? batch.Reference,
      },
      batch,
    );
    if (!written.payment)
      problems.push(...written.problems.map((problem) => `Payment ${index + 1}: ${problem}`));
    else recorded.push(written.payment);
  }
  if (problems.length > 0) {
    undo();
    return { problems };
  }
  const total = sum(recorded.map((payment) => payment.Amount as number));
  const stored: XeroRecord = {
    ...batch,
    Amount: total,
    TotalAmount: total,
    Payments: recorded.map((payment) => ({
      PaymentID: payment.PaymentID,
      Invoice: payment.Invoice,
      Amount: payment.Amount,
      BankAmount: payment.BankAmount,
    })),
  };
  storeRecord(org, "BatchPayments", undefined, stored);
  return { record: stored, problems: [] };
}

export const BATCH_PAYMENT_KIND: RecordKind = {
  resource: requireResource("BatchPayments"),
  noun: "batch payment",
  touches: ["Payments", "Invoices", "CreditNotes"],
  posts: true,
  write: (ctx, input) => writeBatchPayment(ctx, input),
};

/** Marks the batch and each of its payments DELETED; its invoices owe those amounts again. */
function deleteBatch(ctx: HandlerContext, batchId: string) {
  const batch = findRecord(ctx.org, BATCH_PAYMENT_KIND.resource, batchId);
  if (batch.Status === "DELETED") throw validationError("This batch payment has already been deleted");
  for (const payment of [...recordsOf(ctx.org, "Payments")]) {
    if (sameId(payment.BatchPaymentID, batch.BatchPaymentID) && payment.Status !== "DELETED")
      deletePaymentRecord(ctx.org, payment);
  }
  const deleted = { ...batch, Status: "DELETED", UpdatedDateUTC: nowTimestamp() };
  storeRecord(ctx.org, "BatchPayments", batch, deleted);
  ctx.store.refreshJournals(ctx.org);
  return data({ BatchPayments: [deleted] });
}

/** POST /BatchPayments: the body names the batch ({BatchPaymentID, Status: DELETED}). */
const deleteNamedBatch: Handler = (ctx) => {
  requireDeletedStatus(ctx.body, "batch payment");
  const id = (ctx.body as XeroRecord).BatchPaymentID;
  if (typeof id !== "string") throw validationError("A BatchPaymentID must be specified");
  return deleteBatch(ctx, id);
};

/** POST /BatchPayments/{BatchPaymentID}: the path names the batch. */
const deleteBatchByPath: Handler = (ctx) => {
  requireDeletedStatus(ctx.body, "batch payment");
  return deleteBatch(ctx, param(ctx, "id"));
};

export const batchPaymentWriteRoutes = [
  { method: "PUT" as const, template: "BatchPayments", handler: createHandler(BATCH_PAYMENT_KIND) },
  { method: "POST" as const, template: "BatchPayments", handler: deleteNamedBatch },
  { method: "POST" as const, template: "BatchPayments/:id", handler: deleteBatchByPath },
];
