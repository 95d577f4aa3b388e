// Payments as a record kind of the batch writes (batch-writes.ts): PUT /Payments (createPayments)
// and POST /Payments (createPayment, one bare Payment), and POST /Payments/{PaymentID} with
// {"Status": "DELETED"} (deletePayment). What one payment may settle and how is payment-record.ts.
import { validationError } from "../errors";
import { requireResource } from "../resources";
import { createHandler, type RecordKind } from "./batch-writes";
import { data, type Handler, param } from "./context";
import { findRecord } from "./lookup";
import { deletePaymentRecord, recordPayment, requireDeletedStatus } from "./payment-record";

export const PAYMENT_KIND: RecordKind = {
  resource: requireResource("Payments"),
  noun: "payment",
  touches: ["Invoices", "CreditNotes"],
  posts: true,
  write: (ctx, input) => {
    const { payment, problems } = recordPayment(ctx.org, input);
    return payment ? { record: payment, problems: [] } : { problems };
  },
};

/** POST /Payments/{PaymentID}: {"Status": "DELETED"} deletes the payment. */
const deletePayment: Handler = (ctx) => {
  const payment = findRecord(ctx.org, PAYMENT_KIND.resource, param(ctx, "id"));
  requireDeletedStatus(ctx.body, "payment");
  if (payment.Status === "DELETED") throw validationError("This payment has already been deleted");
  if (payment.BatchPaymentID !== undefined)
    throw validationError(
      "A payment of a batch payment cannot be deleted on its own; delete the batch payment",
    );
  const deleted = deletePaymentRecord(ctx.org, payment);
  ctx.store.refreshJournals(ctx.org);
  return data({ Payments: [deleted] });
};

export const paymentWriteRoutes = [
  { method: "PUT" as const, template: "Payments", handler: createHandler(PAYMENT_KIND) },
  // Xero's POST /Payments creates too (createPayment); its body is one bare Payment.
  { method: "POST" as const, template: "Payments", handler: createHandler(PAYMENT_KIND) },
  { method: "POST" as const, template: "Payments/:id", handler: deletePayment },
];
