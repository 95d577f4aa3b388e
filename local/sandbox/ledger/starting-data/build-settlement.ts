// Builders that move money against documents: payments (single or in a batch) and allocations of
// credit notes, prepayments and overpayments. Each one records both sides and lets settlement.ts
// recompute the amounts, so AmountDue/RemainingCredit can never drift from their parts.
import { sum } from "../accounting/money";
import {
  CREDIT_KINDS,
  type CreditCollection,
  refreshCreditAmounts,
  refreshInvoiceAmounts,
} from "../accounting/settlement";
import type { XeroRecord } from "../types";
import { type StartingBook, stamp } from "./book";

export interface PaymentSpec {
  id: string;
  invoiceId: string;
  date: string;
  amount: number;
  bankCode: string;
  reference?: string;
}

function batchRef(batch: XeroRecord): XeroRecord {
  return {
    BatchPaymentID: batch.BatchPaymentID,
    Date: batch.Date,
    Type: batch.Type,
    Status: batch.Status,
    TotalAmount: batch.TotalAmount,
    Account: batch.Account,
    IsReconciled: batch.IsReconciled,
  };
}

export function addPayment(book: StartingBook, spec: PaymentSpec, batch?: XeroRecord): XeroRecord {
  const invoice = book.find("Invoices", "InvoiceID", spec.invoiceId);
  const bank = book.account(spec.bankCode);
  const reference = spec.reference ?? "";
  const payment: XeroRecord = {
    PaymentID: spec.id,
    Date: spec.date,
    BankAmount: spec.amount,
    Amount: spec.amount,
    CurrencyRate: 1,
    Reference: reference,
    IsReconciled: true,
    Status: "AUTHORISED",
    PaymentType: invoice.Type === "ACCPAY" ? "ACCPAYPAYMENT" : "ACCRECPAYMENT",
    UpdatedDateUTC: stamp(spec.date, "10:00:00"),
    HasAccount: true,
    HasValidationErrors: false,
    Account: { AccountID: bank.AccountID, Code: bank.Code },
    Invoice: {
      InvoiceID: invoice.InvoiceID,
      InvoiceNumber: invoice.InvoiceNumber,
      Type: invoice.Type,
      Contact: invoice.Contact,
      CurrencyCode: invoice.CurrencyCode,
    },
  };
  if (batch) {
    payment.BatchPaymentID = batch.BatchPaymentID;
    payment.BatchPayment = batchRef(batch);
  }
  (invoice.Payments as XeroRecord[]).push({
    PaymentID: spec.id,
    Date: spec.date,
    Amount: spec.amount,
    Reference: reference,
    CurrencyRate: 1,
    HasAccount: true,
    HasValidationErrors: false,
  });
  refreshInvoiceAmounts(invoice);
  invoice.UpdatedDateUTC = stamp(spec.date, "10:00:00");
  return book.add("Payments", payment);
}

export interface BatchSpec {
  id: string;
  type: "RECBATCH" | "PAYBATCH";
  date: string;
  bankCode: string;
  reference: string;
  narrative?: string;
  payments: { id: string; invoiceId: string; amount: number }[];
}

/** A batch (one bank line) and its payments, which also appear in Payments with BatchPaymentID. */
export function addBatchPayment(book: StartingBook, spec: BatchSpec): XeroRecord {
  const bank = book.account(spec.bankCode);
  const total = sum(spec.payments.map((p) => p.amount));
  const batch: XeroRecord = {
    BatchPaymentID: spec.id,
    Account: { AccountID: bank.AccountID },
    Reference: spec.reference,
    Particulars: "",
    Code: "",
    Details: spec.reference,
    Narrative: spec.narrative ?? "",
    Date: spec.date,
    DateString: `${spec.date}T00:00:00`,
    Amount: total,
    TotalAmount: total,
    Type: spec.type,
    Status: "AUTHORISED",
    IsReconciled: true,
    UpdatedDateUTC: stamp(spec.date, "10:00:00"),
    Payments: [],
  };
  for (const p of spec.payments) {
    const payment = addPayment(
      book,
      {
        id: p.id,
        invoiceId: p.invoiceId,
        date: spec.date,
        amount: p.amount,
        bankCode: spec.bankCode,
        reference: spec.reference,
      },
      batch,
    );
    const invoice = payment.Invoice as XeroRecord;
    (batch.Payments as XeroRecord[]).push({
      PaymentID: p.id,
      Invoice: { InvoiceID: invoice.InvoiceID, InvoiceNumber: invoice.InvoiceNumber },
      Amount: p.amount,
      BankAmount: p.amount,
    });
  }
  return book.add("BatchPayments", batch);
}

export interface AllocationSpec {
  collection: CreditCollection;
  creditId: string;
  invoiceId: string;
  allocationId: string;
  date: string;
  amount: number;
}

/** Applies part of a credit to an invoice: an Allocation on the credit, an applied entry on the invoice. */
export function allocate(book: StartingBook, spec: AllocationSpec): void {
  const { invoiceField, idField } = CREDIT_KINDS[spec.collection];
  const credit = book.find(spec.collection, idField, spec.creditId);
  const invoice = book.find("Invoices", "InvoiceID", spec.invoiceId);
  (credit.Allocations as XeroRecord[]).push({
    AllocationID: spec.allocationId,
    Amount: spec.amount,
    Date: spec.date,
    Invoice: { InvoiceID: invoice.InvoiceID, InvoiceNumber: invoice.InvoiceNumber },
  });
  const applied: XeroRecord = { [idField]: spec.creditId, ID: spec.creditId };
  if (spec.collection === "CreditNotes") applied.CreditNoteNumber = credit.CreditNoteNumber;
  Object.assign(applied, { Date: spec.date, AppliedAmount: spec.amount, Total: credit.Total });
  (invoice[invoiceField] as XeroRecord[]).push(applied);
  refreshCreditAmounts(credit);
  refreshInvoiceAmounts(invoice);
  credit.UpdatedDateUTC = stamp(spec.date, "11:00:00");
  invoice.UpdatedDateUTC = stamp(spec.date, "11:00:00");
}
