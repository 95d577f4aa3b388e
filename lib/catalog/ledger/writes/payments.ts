// LedgerApi writes beyond the seed (issue 24, docs/full-coverage.md): payments, batch payments,
// allocations of credit notes, overpayments and prepayments, and emailing an invoice. Rows over the
// generated operation facts, as index.ts's invoice writes.
import * as xero from "../operations.generated";
import { idempotencyKey, tenant, uuid } from "../params";
import { allocationFields } from "../records/allocation";
import { bodyParams } from "../records/body-fields";
import { batchPaymentFields, paymentFields } from "../records/payment";
import { type LedgerRow, row } from "../row";
import { recordsParam, summarizeErrors, UPDATE_FLAGS } from "./record-params";

/** What every payment write says of Xero's rules, once. */
const PAID =
  "Xero refuses a document that is not AUTHORISED, an account that is not a bank account (or payments-enabled), and an amount over what is owed. Each payment posts to the ledger, lowers AmountDue, and a fully paid document becomes PAID.";

/** The body of a status-write delete: Xero deletes these records by their status. */
const DELETED = { Status: "DELETED" } as const;

/** The allocations of one credit, `{"Allocations": [...]}`; `credit` says which kind. */
const allocate = (credit: string) =>
  `Apply ${credit} to invoices or bills, reducing what each owes. Xero refuses a credit or invoice that is not AUTHORISED, another contact or currency, and an amount over the credit left or the invoice's amount due; a fully credited invoice becomes PAID. Keyed: a retry with the same idempotency_key applies nothing twice. Returns {Allocations: [...]}.`;

// biome-ignore format: a table, one line per row
export const paymentWrites: readonly LedgerRow[] = [
  row("CreatePayments", xero.createPayments, { tenant_id: tenant, payments: recordsParam("Payments", paymentFields, "The payments to record"), summarize_errors: summarizeErrors("payments"), idempotency_key: idempotencyKey }, `Record payments received on sales invoices, paid on bills, or refunds of credit notes, up to 50 in one call. ${PAID} Keyed: a retry with the same idempotency_key records nothing twice. Returns {Payments: [{PaymentID, Amount, Status, PaymentType, Invoice...}]}.`),
  row("CreatePayment", xero.createPayment, { tenant_id: tenant, ...bodyParams(paymentFields), idempotency_key: idempotencyKey }, `Record one payment on an invoice, bill or credit note. ${PAID} Keyed: a retry with the same idempotency_key records nothing twice. Returns {Payments: [the payment]}.`),
  row("CreateBatchPayment", xero.createBatchPayment, { tenant_id: tenant, batch_payments: recordsParam("BatchPayments", batchPaymentFields, "The batch payments to record"), summarize_errors: summarizeErrors("batch payments"), idempotency_key: idempotencyKey }, `Pay several invoices (a deposit, RECBATCH) or bills (PAYBATCH) from one bank account as one bank line: Xero records one payment per invoice, all or none. ${PAID} Keyed: a retry with the same idempotency_key records nothing twice. Returns {BatchPayments: [{BatchPaymentID, Type, TotalAmount, Payments...}]}.`),
  row("CreateCreditNoteAllocation", xero.createCreditNoteAllocation, { credit_note_id: uuid("CreditNoteID", "The credit note to apply"), tenant_id: tenant, allocations: recordsParam("Allocations", allocationFields, "Where the credit goes"), summarize_errors: summarizeErrors("allocations"), idempotency_key: idempotencyKey }, allocate("a credit note's remaining credit")),
  row("CreateOverpaymentAllocations", xero.createOverpaymentAllocations, { overpayment_id: uuid("OverpaymentID", "The overpayment to apply"), tenant_id: tenant, allocations: recordsParam("Allocations", allocationFields, "Where the overpayment goes"), summarize_errors: summarizeErrors("allocations"), idempotency_key: idempotencyKey }, allocate("an overpayment's remaining credit")),
  row("CreatePrepaymentAllocations", xero.createPrepaymentAllocations, { prepayment_id: uuid("PrepaymentID", "The prepayment to apply"), tenant_id: tenant, allocations: recordsParam("Allocations", allocationFields, "Where the prepayment goes"), summarize_errors: summarizeErrors("allocations"), idempotency_key: idempotencyKey }, allocate("a prepayment's remaining credit")),
  row("EmailInvoice", xero.emailInvoice, { invoice_id: uuid("InvoiceID", "The sales invoice to email"), tenant_id: tenant, idempotency_key: idempotencyKey }, "Email a sales invoice (ACCREC) to its contact from Xero, and mark it sent (SentToContact). Xero refuses a bill, an invoice that is not AUTHORISED or PAID, and a contact without an email address; it limits how many emails an organisation sends a day. Keyed: a retry with the same idempotency_key sends once. Returns null (Xero answers 204).", { fixedBody: {} }),
];

// biome-ignore format: a table, one line per row
export const paymentDeletes: readonly LedgerRow[] = [
  row("DeletePayment", xero.deletePayment, { payment_id: uuid("PaymentID", "The payment to delete"), tenant_id: tenant, idempotency_key: idempotencyKey }, "Delete a payment (its status becomes DELETED): its amount is owed again on the invoice, bill or credit note, a PAID one returns to AUTHORISED, and the ledger drops its entries. Xero refuses a payment already deleted and one of a batch (delete the batch). Returns {Payments: [the payment, Status DELETED]}.", { fixedBody: DELETED, flags: UPDATE_FLAGS }),
  row("DeleteBatchPayment", xero.deleteBatchPayment, { tenant_id: tenant, batch_payment_id: { in: "body", as: "BatchPaymentID", type: "string", format: "uuid", required: true, description: "The batch payment to delete (a UUID)." }, idempotency_key: idempotencyKey }, "Delete a batch payment (status DELETED) and every payment in it: the invoices or bills owe those amounts again and return to AUTHORISED. Xero refuses a batch already deleted. Returns {BatchPayments: [the batch, Status DELETED]}.", { fixedBody: DELETED, flags: UPDATE_FLAGS }),
  row("DeleteBatchPaymentByUrlParam", xero.deleteBatchPaymentByUrlParam, { batch_payment_id: uuid("BatchPaymentID", "The batch payment to delete"), tenant_id: tenant, idempotency_key: idempotencyKey }, "Delete a batch payment named in the path (status DELETED) and every payment in it, as LedgerApi.DeleteBatchPayment does. Returns {BatchPayments: [the batch, Status DELETED]}.", { fixedBody: DELETED, flags: UPDATE_FLAGS }),
];
