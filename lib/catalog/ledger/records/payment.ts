// The fields of a payment and of a batch payment a person sets, as record parameters
// (docs/full-coverage.md): Xero's writable Payment and BatchPayment fields by the spec's names (`as`).
// Xero sets the rest (ids, PaymentType, status, the batch's type and total).
import type { FieldSpec } from "../../types";

const amount = (what: string): FieldSpec => ({
  name: "amount",
  type: "number",
  as: "Amount",
  minimum: 0.01,
  required: true,
  description: `${what}, in the document's currency, e.g. 500; at most what it still owes.`,
});

const reference: FieldSpec = {
  name: "reference",
  type: "string",
  as: "Reference",
  maxLength: 255,
  description: "Reference shown on the payment, e.g. a cheque number.",
};

/** The bank account money goes through: by id or by code. */
const bankAccount = (what: string): FieldSpec[] => [
  {
    name: "account_id",
    type: "string",
    as: "Account.AccountID",
    format: "uuid",
    description: `${what}: a BANK account or one with payments enabled. Give this or account_code.`,
  },
  {
    name: "account_code",
    type: "string",
    as: "Account.Code",
    minLength: 1,
    maxLength: 10,
    description: "The account by its code, e.g. 090. Give this or account_id.",
  },
];

const paymentDate = (what: string): FieldSpec => ({
  name: "date",
  type: "string",
  as: "Date",
  format: "date",
  required: true,
  description: `${what}, e.g. 2026-11-25.`,
});

export const paymentFields: readonly FieldSpec[] = [
  {
    name: "invoice_id",
    type: "string",
    as: "Invoice.InvoiceID",
    format: "uuid",
    description:
      "The AUTHORISED invoice or bill paid. Give one of invoice_id, invoice_number, credit_note_id.",
  },
  {
    name: "invoice_number",
    type: "string",
    as: "Invoice.InvoiceNumber",
    minLength: 1,
    maxLength: 255,
    description: "The invoice paid, by its number, e.g. INV-0042.",
  },
  {
    name: "credit_note_id",
    type: "string",
    as: "CreditNote.CreditNoteID",
    format: "uuid",
    description: "An AUTHORISED credit note refunded (money back to a customer, or from a supplier).",
  },
  ...bankAccount("Bank account the money goes through"),
  paymentDate("Date of the payment"),
  amount("Amount paid"),
  {
    name: "currency_rate",
    type: "number",
    as: "CurrencyRate",
    minimum: 0.000001,
    description:
      "Foreign currency units per base unit on the day, for a document not in the base currency. Default the document's rate.",
  },
  reference,
  {
    name: "is_reconciled",
    type: "boolean",
    as: "IsReconciled",
    description: "true marks the payment as reconciled with the bank statement.",
  },
];

/** One payment of a batch: the batch gives the account and date. */
const batchedPaymentFields: readonly FieldSpec[] = [
  {
    name: "invoice_id",
    type: "string",
    as: "Invoice.InvoiceID",
    format: "uuid",
    required: true,
    description: "The AUTHORISED invoice or bill paid; all of one type (sales or bills).",
  },
  amount("Amount paid on it"),
  reference,
  {
    name: "bank_account_number",
    type: "string",
    as: "BankAccountNumber",
    maxLength: 255,
    description: "The supplier's bank account paid into (a bill batch).",
  },
];

const bankLineText = (name: string, as: string, what: string): FieldSpec => ({
  name,
  type: "string",
  as,
  maxLength: 255,
  description: what,
});

export const batchPaymentFields: readonly FieldSpec[] = [
  ...bankAccount("Bank account of the one bank line"),
  paymentDate("Date of the batch"),
  {
    name: "payments",
    type: "array",
    as: "Payments",
    fields: batchedPaymentFields,
    required: true,
    minItems: 1,
    maxItems: 100,
    description: "The invoices or bills paid, at least one.",
  },
  bankLineText("reference", "Reference", "Reference of the bank line, e.g. Deposit 14 Oct."),
  bankLineText("particulars", "Particulars", "Bank statement particulars (NZ)."),
  bankLineText("code", "Code", "Bank statement code (NZ)."),
  bankLineText("details", "Details", "Bank statement details."),
  bankLineText("narrative", "Narrative", "Narrative of the batch (UK)."),
];
