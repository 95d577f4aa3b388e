// What the end-to-end test (test/integration/ledger-tools.test.ts) asserts of the answers of these
// writes: payments, batch payments, allocations of credit notes, overpayments and prepayments, and
// emailing an invoice. Each is read back through the read tools and compared with the starting data: what a
// payment or an allocation settles is owed that much less, what a delete undoes is owed again.
import { expect } from "vitest";
import { round2 } from "../../../local/sandbox/ledger/accounting/money";
import {
  createLedgerStartingData,
  LEDGER_STARTING_DATA,
} from "../../../local/sandbox/ledger/starting-data/index";
import type { LedgerOrganisation } from "../../../local/sandbox/ledger/types";
import type { WriteCheckContext, WriteChecks } from "./types";

// biome-ignore lint/suspicious/noExplicitAny: the checks read JSON answers field by field.
type Json = Record<string, any>;
const TENANT = LEDGER_STARTING_DATA.primary.tenantId;
const startingData = createLedgerStartingData()[0] as LedgerOrganisation;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const startingRecord = (collection: string, idField: string, id: unknown): Json => {
  const record = startingData.collections[collection]?.find((candidate) => candidate[idField] === id);
  if (!record) throw new Error(`the starting data has no ${collection} ${String(id)}`);
  return record;
};

/** The one record of the answer's `wrapper` list, not failed. */
function onlyRecord(result: unknown, wrapper: string): Json {
  const records = (result as Json)[wrapper] as Json[];
  expect(records, JSON.stringify(result).slice(0, 300)).toHaveLength(1);
  const record = records[0] as Json;
  expect(record.HasErrors ?? false).toBe(false);
  return record;
}

const readInvoice = async (context: WriteCheckContext, id: unknown): Promise<Json> =>
  (
    (await context.read("LedgerApi.GetInvoiceDetails", {
      invoice_identifier: id,
      ledger_tenant_id: TENANT,
    })) as Json
  ).Invoices[0];

const readPayment = async (context: WriteCheckContext, id: unknown): Promise<Json> =>
  (
    (await context.read("LedgerApi.RetrieveInvoicePayment", {
      payment_id: id,
      ledger_tenant_id: TENANT,
    })) as Json
  ).Payments[0];

/** The invoice owes `change` more than the starting data says (negative: less), and lists its payments. */
async function expectOwed(context: WriteCheckContext, invoiceId: unknown, change: number): Promise<Json> {
  const invoice = await readInvoice(context, invoiceId);
  const before = startingRecord("Invoices", "InvoiceID", invoiceId);
  expect(invoice.AmountDue).toBe(round2(before.AmountDue + change));
  expect(invoice.AmountPaid).toBe(round2(before.AmountPaid - change));
  expect(invoice.Status).toBe(invoice.AmountDue === 0 ? "PAID" : "AUTHORISED");
  return invoice;
}

/** A created payment: as sent, AUTHORISED, read back, and on its invoice. */
async function checkPayment(context: WriteCheckContext, payment: Json, sent: Json): Promise<void> {
  expect(payment.PaymentID).toMatch(UUID);
  expect(payment).toMatchObject({ Amount: sent.amount, Status: "AUTHORISED" });
  expect(payment.Invoice.InvoiceID).toBe(sent.invoice_id);
  expect((await readPayment(context, payment.PaymentID)).Amount).toBe(sent.amount);
  const invoice = await expectOwed(context, sent.invoice_id, -sent.amount);
  expect(invoice.Payments.map((entry: Json) => entry.PaymentID)).toContain(payment.PaymentID);
}

/** An allocation: as sent, listed on the credit (read by `tool`), whose remaining credit drops by it. */
const checkAllocation =
  (collection: string, idField: string, tool: string, idParam: string, tenantParam: string) =>
  async (context: WriteCheckContext): Promise<void> => {
    const sent = (context.input.allocations as Json[])[0] as Json;
    const allocation = onlyRecord(context.result, "Allocations");
    expect(allocation.AllocationID).toMatch(UUID);
    expect(allocation).toMatchObject({ Amount: sent.amount, Invoice: { InvoiceID: sent.invoice_id } });
    const creditId = context.input[idParam];
    const credit = ((await context.read(tool, { [idParam]: creditId, [tenantParam]: TENANT })) as Json)[
      collection
    ][0];
    expect(credit.Allocations.map((entry: Json) => entry.AllocationID)).toContain(allocation.AllocationID);
    const before = startingRecord(collection, idField, creditId);
    expect(credit.RemainingCredit).toBe(round2(before.RemainingCredit - sent.amount));
    const invoice = await readInvoice(context, sent.invoice_id);
    const invoiceBefore = startingRecord("Invoices", "InvoiceID", sent.invoice_id);
    expect(invoice.AmountDue).toBe(round2(invoiceBefore.AmountDue - sent.amount));
  };

/** A deleted batch: DELETED, and each of its payments deleted and owed again on its invoice. */
async function checkBatchDeleted(context: WriteCheckContext): Promise<void> {
  const batch = onlyRecord(context.result, "BatchPayments");
  expect(batch).toMatchObject({ BatchPaymentID: context.input.batch_payment_id, Status: "DELETED" });
  const payments = startingRecord("BatchPayments", "BatchPaymentID", batch.BatchPaymentID).Payments as Json[];
  expect(payments.length).toBeGreaterThan(0);
  for (const { PaymentID } of payments) {
    const payment = await readPayment(context, PaymentID);
    expect(payment.Status).toBe("DELETED");
    const invoice = await expectOwed(context, payment.Invoice.InvoiceID, payment.Amount);
    expect(invoice.Payments.map((entry: Json) => entry.PaymentID)).not.toContain(PaymentID);
  }
}

export const PAYMENTS_CHECKS: WriteChecks = {
  "LedgerApi.CreatePayments": async (context) => {
    const sent = (context.input.payments as Json[])[0] as Json;
    await checkPayment(context, onlyRecord(context.result, "Payments"), sent);
  },
  "LedgerApi.CreatePayment": (context) =>
    checkPayment(context, onlyRecord(context.result, "Payments"), context.input),
  "LedgerApi.CreateBatchPayment": async (context) => {
    const sent = (context.input.batch_payments as Json[])[0] as Json;
    const batch = onlyRecord(context.result, "BatchPayments");
    const amounts = (sent.payments as Json[]).map((payment) => payment.amount as number);
    expect(batch).toMatchObject({
      Type: "RECBATCH",
      Status: "AUTHORISED",
      TotalAmount: round2(amounts.reduce((a, b) => a + b)),
    });
    const read = (
      (await context.read("LedgerApi.GetBatchPaymentDetails", {
        batch_payment_id: batch.BatchPaymentID,
        ledger_tenant_id: TENANT,
      })) as Json
    ).BatchPayments[0];
    expect(read.Payments).toHaveLength(amounts.length);
    for (const [index, payment] of (read.Payments as Json[]).entries()) {
      const wanted = (sent.payments as Json[])[index] as Json;
      expect((await readPayment(context, payment.PaymentID)).BatchPaymentID).toBe(batch.BatchPaymentID);
      await checkPayment(context, await readPayment(context, payment.PaymentID), wanted);
    }
  },
  "LedgerApi.CreateCreditNoteAllocation": checkAllocation(
    "CreditNotes",
    "CreditNoteID",
    "LedgerApi.RetrieveCreditNote",
    "credit_note_id",
    "tenant_identifier",
  ),
  "LedgerApi.CreateOverpaymentAllocations": checkAllocation(
    "Overpayments",
    "OverpaymentID",
    "LedgerApi.RetrieveSpecificOverpayment",
    "overpayment_id",
    "ledger_tenant_identifier",
  ),
  "LedgerApi.CreatePrepaymentAllocations": checkAllocation(
    "Prepayments",
    "PrepaymentID",
    "LedgerApi.GetPrepaymentDetails",
    "prepayment_id",
    "ledger_tenant_id",
  ),
  "LedgerApi.EmailInvoice": async (context) => {
    expect(context.result).toBeNull(); // Xero answers 204
    const invoice = await readInvoice(context, context.input.invoice_id);
    expect(invoice.SentToContact).toBe(true);
    // Marked sent now, not as in the starting data.
    const before = startingRecord("Invoices", "InvoiceID", context.input.invoice_id);
    expect(invoice.UpdatedDateUTC > `${before.UpdatedDateUTC}Z`).toBe(true);
  },
  "LedgerApi.DeletePayment": async (context) => {
    const payment = onlyRecord(context.result, "Payments");
    expect(payment).toMatchObject({ PaymentID: context.input.payment_id, Status: "DELETED" });
    expect((await readPayment(context, payment.PaymentID)).Status).toBe("DELETED");
    const invoice = await expectOwed(context, payment.Invoice.InvoiceID, payment.Amount);
    expect(invoice.Payments.map((entry: Json) => entry.PaymentID)).not.toContain(payment.PaymentID);
  },
  "LedgerApi.DeleteBatchPayment": checkBatchDeleted,
  "LedgerApi.DeleteBatchPaymentByUrlParam": checkBatchDeleted,
};
