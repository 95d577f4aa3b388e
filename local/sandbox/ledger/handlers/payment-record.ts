// Recording and deleting one payment, the rules of Xero's payments: it settles an AUTHORISED invoice,
// bill or credit note through a bank account (or one with payments enabled), at most what the
// document still owes; settlement.ts recomputes the document's AmountPaid, AmountDue and
// AUTHORISED/PAID from the payments it lists. Shared by payments, batch payments and allocations.
import { randomUUID } from "node:crypto";
import { amountOf, round2 } from "../accounting/money";
import { refreshCreditAmounts, refreshInvoiceAmounts } from "../accounting/settlement";
import { validationError } from "../errors";
import { nowTimestamp, sameId } from "../ids";
import { recordsOf } from "../store";
import type { LedgerOrganisation, XeroRecord } from "../types";
import { isObject, storeRecord } from "./batch-writes";
import { readDate } from "./invoice-build";

// Xero's own words (its spec: "Must be less than or equal to the outstanding amount owing").
export const EXCEEDS_OUTSTANDING = "Payment amount exceeds the amount outstanding on this document";
export const NOT_AUTHORISED = "Payments can only be made against AUTHORISED documents";

/** The document a payment settles, and where it keeps its payments. */
export interface PaidDocument {
  collection: "Invoices" | "CreditNotes";
  record: XeroRecord;
}

const PAYMENT_TYPES: Record<string, string> = {
  ACCREC: "ACCRECPAYMENT",
  ACCPAY: "ACCPAYPAYMENT",
  ACCRECCREDIT: "ARCREDITPAYMENT",
  ACCPAYCREDIT: "APCREDITPAYMENT",
};

const ref = (value: unknown): XeroRecord => (isObject(value) ? value : {});

/** The invoice or credit note an element names by id or number (the spec allows both, nested or top-level). */
function documentOf(
  org: LedgerOrganisation,
  input: XeroRecord,
  problems: string[],
): PaidDocument | undefined {
  const invoice = ref(input.Invoice);
  const credit = ref(input.CreditNote);
  const lookups = [
    {
      collection: "Invoices",
      idField: "InvoiceID",
      id: invoice.InvoiceID,
      numberField: "InvoiceNumber",
      number: invoice.InvoiceNumber ?? input.InvoiceNumber,
    },
    {
      collection: "CreditNotes",
      idField: "CreditNoteID",
      id: credit.CreditNoteID,
      numberField: "CreditNoteNumber",
      number: credit.CreditNoteNumber ?? input.CreditNoteNumber,
    },
  ] as const;
  const named = lookups.filter((lookup) => lookup.id !== undefined || lookup.number !== undefined);
  if (named.length !== 1) {
    problems.push("A payment must name one invoice or one credit note (by its id or number)");
    return undefined;
  }
  const [lookup] = named as [(typeof lookups)[number]];
  const record = recordsOf(org, lookup.collection).find((candidate) =>
    lookup.id !== undefined
      ? sameId(candidate[lookup.idField], lookup.id)
      : candidate[lookup.numberField] === lookup.number,
  );
  if (!record) {
    problems.push(
      lookup.collection === "Invoices" ? "Invoice could not be found" : "Credit note could not be found",
    );
    return undefined;
  }
  return { collection: lookup.collection, record };
}

/** The account money goes through: active, and a bank account or one with payments enabled. */
export function paymentAccountOf(
  org: LedgerOrganisation,
  value: unknown,
  problems: string[],
): XeroRecord | undefined {
  const wanted = ref(value);
  if (wanted.AccountID === undefined && wanted.Code === undefined) {
    problems.push("An Account (AccountID or Code) must be specified");
    return undefined;
  }
  const account = recordsOf(org, "Accounts").find((candidate) =>
    wanted.AccountID !== undefined
      ? sameId(candidate.AccountID, wanted.AccountID)
      : candidate.Code === wanted.Code,
  );
  if (!account || account.Status === "DELETED") {
    problems.push("Account could not be found");
    return undefined;
  }
  if (account.Status !== "ACTIVE") problems.push("Payments cannot be made through an archived account");
  if (account.Type !== "BANK" && account.EnablePaymentsToAccount !== true)
    problems.push("Payments can only be made through a bank account or an account with payments enabled");
  return account;
}

/** A required positive amount of money. */
export function positiveAmount(value: unknown, problems: string[]): number {
  if (typeof value !== "number" || !Number.isFinite(value) || round2(value) <= 0) {
    problems.push("Amount must be a number greater than zero");
    return 0;
  }
  return round2(value);
}

/** A required date. */
export function requiredDate(value: unknown, problems: string[]): string {
  const date = readDate(value, "Date", problems);
  if (date === undefined) problems.push("A Date must be specified");
  return date ?? "";
}

/** What the document still owes (an invoice) or can still refund (a credit note). */
function outstanding(document: PaidDocument): number {
  const field = document.collection === "Invoices" ? "AmountDue" : "RemainingCredit";
  return amountOf(document.record, field);
}

/** The document's rate to the base currency: the one given, else the document's own. */
function currencyRate(document: XeroRecord, given: unknown, problems: string[]): number {
  if (given === undefined) return amountOf(document, "CurrencyRate") || 1;
  if (typeof given !== "number" || !Number.isFinite(given) || given <= 0) {
    problems.push("CurrencyRate must be a number greater than zero");
    return 1;
  }
  return given;
}

/** The payment in the document's own list, as the starting data and Xero list it. */
function paymentEntry(payment: XeroRecord): XeroRecord {
  const { PaymentID, Amount, Reference, CurrencyRate } = payment;
  return {
    PaymentID,
    Date: payment.Date,
    Amount,
    Reference,
    CurrencyRate,
    HasAccount: true,
    HasValidationErrors: false,
  };
}

/** Stores `document` with its payments replaced, recomputing what it owes (and PAID). */
export function storePayments(org: LedgerOrganisation, document: PaidDocument, payments: XeroRecord[]): void {
  const updated: XeroRecord = { ...document.record, Payments: payments, UpdatedDateUTC: nowTimestamp() };
  if (document.collection === "Invoices") refreshInvoiceAmounts(updated);
  else refreshCreditAmounts(updated);
  storeRecord(org, document.collection, document.record, updated);
}

const paymentsOf = (record: XeroRecord): XeroRecord[] =>
  Array.isArray(record.Payments) ? (record.Payments as XeroRecord[]) : [];

/** The document a stored payment settles. */
export function paidDocument(org: LedgerOrganisation, payment: XeroRecord): PaidDocument | undefined {
  const invoiceId = ref(payment.Invoice).InvoiceID;
  const creditId = ref(payment.CreditNote).CreditNoteID;
  const invoice = recordsOf(org, "Invoices").find((candidate) => sameId(candidate.InvoiceID, invoiceId));
  if (invoice) return { collection: "Invoices", record: invoice };
  const credit = recordsOf(org, "CreditNotes").find((candidate) => sameId(candidate.CreditNoteID, creditId));
  return credit ? { collection: "CreditNotes", record: credit } : undefined;
}

/**
 * Checks and records one payment: the stored Payment, or the problems and nothing stored. `batch`
 * (a batch payment's own record) gives the payment its batch reference.
 */
export function recordPayment(
  org: LedgerOrganisation,
  input: XeroRecord,
  batch?: XeroRecord,
): { payment?: XeroRecord; problems: string[] } {
  const problems: string[] = [];
  const document = documentOf(org, input, problems);
  const account = paymentAccountOf(org, input.Account, problems);
  const date = requiredDate(input.Date, problems);
  const amount = positiveAmount(input.Amount, problems);
  if (!document) return { problems };
  const record = document.record;
  const rate = currencyRate(record, input.CurrencyRate, problems);
  if (record.Status !== "AUTHORISED") problems.push(NOT_AUTHORISED);
  else if (amount > outstanding(document)) problems.push(EXCEEDS_OUTSTANDING);
  if (problems.length > 0 || !account) return { problems };

  // The bank moves the base-currency amount unless the bank account is in the document's currency.
  const sameCurrency = (account.CurrencyCode ?? record.CurrencyCode) === record.CurrencyCode;
  const payment: XeroRecord = {
    PaymentID: randomUUID(),
    Date: date,
    BankAmount: sameCurrency ? amount : round2(amount / rate),
    Amount: amount,
    CurrencyRate: rate,
    Reference: String(input.Reference ?? ""),
    IsReconciled: input.IsReconciled === true,
    Status: "AUTHORISED",
    PaymentType: PAYMENT_TYPES[String(record.Type)],
    UpdatedDateUTC: nowTimestamp(),
    HasAccount: true,
    HasValidationErrors: false,
    Account: { AccountID: account.AccountID, Code: account.Code },
  };
  if (document.collection === "Invoices") {
    const { InvoiceID, InvoiceNumber, Type, Contact, CurrencyCode } = record;
    payment.Invoice = { InvoiceID, InvoiceNumber, Type, Contact, CurrencyCode };
  } else {
    const { CreditNoteID, CreditNoteNumber, Type, Contact, CurrencyCode } = record;
    payment.CreditNote = { CreditNoteID, CreditNoteNumber, Type, Contact, CurrencyCode };
  }
  if (batch) {
    payment.BatchPaymentID = batch.BatchPaymentID;
    payment.BatchPayment = { BatchPaymentID: batch.BatchPaymentID, Date: batch.Date, Type: batch.Type };
  }
  storePayments(org, document, [...paymentsOf(record), paymentEntry(payment)]);
  storeRecord(org, "Payments", undefined, payment);
  return { payment, problems: [] };
}

/** Marks a stored payment DELETED and takes it off its document, which owes the amount again. */
export function deletePaymentRecord(org: LedgerOrganisation, payment: XeroRecord): XeroRecord {
  const deleted = { ...payment, Status: "DELETED", UpdatedDateUTC: nowTimestamp() };
  const document = paidDocument(org, payment);
  if (document) {
    const kept = paymentsOf(document.record).filter((entry) => !sameId(entry.PaymentID, payment.PaymentID));
    storePayments(org, document, kept);
  }
  storeRecord(org, "Payments", payment, deleted);
  return deleted;
}

/** A delete sent as a status write must say exactly that. */
export function requireDeletedStatus(body: unknown, noun: string): void {
  if (!isObject(body) || body.Status !== "DELETED")
    throw validationError(`The only change a ${noun} takes is {"Status": "DELETED"}`);
}
