// Builders for documents with line items. Totals are computed, never typed: LineAmount = Quantity x
// UnitAmount, TaxAmount from the tax rate (exclusive: on top; inclusive: the tax fraction inside),
// SubTotal excludes tax, Total = SubTotal + TotalTax.
import { stableUuid } from "../accounting/ids";
import { round2, sum } from "../accounting/money";
import { refreshCreditAmounts, refreshInvoiceAmounts } from "../accounting/settlement";
import type { XeroRecord } from "../types";
import { type StartingBook, stamp } from "./book";

export type AmountTypes = "Exclusive" | "Inclusive" | "NoTax";

export interface LineSpec {
  description: string;
  quantity?: number;
  unitAmount: number;
  account: string;
  taxType?: string;
  itemCode?: string;
  /** Tracking option ids. */
  tracking?: string[];
}

export interface Totals {
  LineItems: XeroRecord[];
  SubTotal: number;
  TotalTax: number;
  Total: number;
}

export function lineItems(
  book: StartingBook,
  ownerId: string,
  specs: LineSpec[],
  types: AmountTypes,
): Totals {
  const items = specs.map((spec, index) => {
    const quantity = spec.quantity ?? 1;
    const lineAmount = round2(quantity * spec.unitAmount);
    const taxType = types === "NoTax" ? "NONE" : (spec.taxType ?? String(book.account(spec.account).TaxType));
    const rate = types === "NoTax" ? 0 : book.taxRate(taxType);
    const tax =
      types === "Exclusive"
        ? round2((lineAmount * rate) / 100)
        : types === "Inclusive"
          ? round2((lineAmount * rate) / (100 + rate))
          : 0;
    const item: XeroRecord = {
      LineItemID: stableUuid(ownerId, "line", String(index)),
      Description: spec.description,
      Quantity: quantity,
      UnitAmount: spec.unitAmount,
    };
    if (spec.itemCode) item.ItemCode = spec.itemCode;
    Object.assign(item, {
      AccountCode: spec.account,
      AccountID: book.account(spec.account).AccountID,
      TaxType: taxType,
      TaxAmount: tax,
      LineAmount: lineAmount,
      Tracking: (spec.tracking ?? []).map((optionId) => book.trackingRef(optionId)),
    });
    return item;
  });
  const lineTotal = sum(items.map((i) => i.LineAmount as number));
  const totalTax = sum(items.map((i) => i.TaxAmount as number));
  const subTotal = types === "Inclusive" ? round2(lineTotal - totalTax) : lineTotal;
  return { LineItems: items, SubTotal: subTotal, TotalTax: totalTax, Total: round2(subTotal + totalTax) };
}

export interface InvoiceSpec {
  id: string;
  type: "ACCREC" | "ACCPAY";
  number: string;
  reference?: string;
  contact: string;
  date: string;
  dueDate: string;
  status: "DRAFT" | "SUBMITTED" | "AUTHORISED" | "VOIDED";
  amountTypes?: AmountTypes;
  lines: LineSpec[];
  brandingTheme?: string;
  sentToContact?: boolean;
}

export function addInvoice(book: StartingBook, spec: InvoiceSpec): XeroRecord {
  const types = spec.amountTypes ?? "Exclusive";
  const totals = lineItems(book, spec.id, spec.lines, types);
  const invoice: XeroRecord = {
    Type: spec.type,
    InvoiceID: spec.id,
    InvoiceNumber: spec.number,
    Reference: spec.reference ?? "",
    Contact: book.contactRef(spec.contact),
    Date: spec.date,
    DueDate: spec.dueDate,
    Status: spec.status,
    LineAmountTypes: types,
    ...totals,
    TotalDiscount: 0,
    CurrencyCode: book.currency,
    CurrencyRate: 1,
    AmountDue: 0,
    AmountPaid: 0,
    AmountCredited: 0,
    SentToContact: spec.sentToContact ?? (spec.type === "ACCREC" && spec.status === "AUTHORISED"),
    IsDiscounted: false,
    HasErrors: false,
    HasAttachments: false,
    UpdatedDateUTC: stamp(spec.date),
    Payments: [],
    CreditNotes: [],
    Prepayments: [],
    Overpayments: [],
  };
  if (spec.brandingTheme) invoice.BrandingThemeID = spec.brandingTheme;
  refreshInvoiceAmounts(invoice);
  return book.add("Invoices", invoice);
}

export interface CreditNoteSpec {
  id: string;
  type: "ACCRECCREDIT" | "ACCPAYCREDIT";
  number: string;
  reference?: string;
  contact: string;
  date: string;
  status: "DRAFT" | "SUBMITTED" | "AUTHORISED" | "VOIDED";
  amountTypes?: AmountTypes;
  lines: LineSpec[];
  brandingTheme?: string;
}

export function addCreditNote(book: StartingBook, spec: CreditNoteSpec): XeroRecord {
  const types = spec.amountTypes ?? "Exclusive";
  const credit: XeroRecord = {
    Type: spec.type,
    CreditNoteID: spec.id,
    CreditNoteNumber: spec.number,
    Reference: spec.reference ?? "",
    Contact: book.contactRef(spec.contact),
    Date: spec.date,
    Status: spec.status,
    LineAmountTypes: types,
    ...lineItems(book, spec.id, spec.lines, types),
    CurrencyCode: book.currency,
    CurrencyRate: 1,
    RemainingCredit: 0,
    Allocations: [],
    Payments: [],
    SentToContact: false,
    HasErrors: false,
    HasAttachments: false,
    UpdatedDateUTC: stamp(spec.date),
  };
  if (spec.brandingTheme) credit.BrandingThemeID = spec.brandingTheme;
  refreshCreditAmounts(credit);
  return book.add("CreditNotes", credit);
}

export interface CreditReceiptSpec {
  kind: "Prepayments" | "Overpayments";
  id: string;
  /** The bank transaction that carries the cash (Xero creates one per prepayment/overpayment). */
  bankTransactionId: string;
  contact: string;
  date: string;
  reference: string;
  bankCode: string;
  amountTypes?: AmountTypes;
  lines: LineSpec[];
}

/** A customer prepayment/overpayment (RECEIVE-...), with the bank transaction that carries it. */
export function addCreditReceipt(book: StartingBook, spec: CreditReceiptSpec): XeroRecord {
  const prepayment = spec.kind === "Prepayments";
  const idField = prepayment ? "PrepaymentID" : "OverpaymentID";
  const type = prepayment ? "RECEIVE-PREPAYMENT" : "RECEIVE-OVERPAYMENT";
  const types = spec.amountTypes ?? (prepayment ? "Exclusive" : "NoTax");
  const totals = lineItems(book, spec.id, spec.lines, types);
  const contact = book.contactRef(spec.contact);
  const credit: XeroRecord = {
    Type: type,
    Contact: contact,
    Date: spec.date,
    Status: "AUTHORISED",
    LineAmountTypes: types,
    ...totals,
    UpdatedDateUTC: stamp(spec.date),
    CurrencyCode: book.currency,
    [idField]: spec.id,
    CurrencyRate: 1,
    Reference: spec.reference,
    RemainingCredit: 0,
    Allocations: [],
    Payments: [],
    HasAttachments: false,
  };
  refreshCreditAmounts(credit);
  const bank = book.account(spec.bankCode);
  book.add("BankTransactions", {
    BankTransactionID: spec.bankTransactionId,
    Type: type,
    Contact: book.contactRef(spec.contact),
    // Same lines as the credit, as records of their own (own ids, no shared objects).
    LineItems: lineItems(book, spec.bankTransactionId, spec.lines, types).LineItems,
    BankAccount: { AccountID: bank.AccountID, Code: bank.Code, Name: bank.Name },
    IsReconciled: true,
    Date: spec.date,
    Reference: spec.reference,
    CurrencyCode: book.currency,
    CurrencyRate: 1,
    Status: "AUTHORISED",
    LineAmountTypes: types,
    SubTotal: totals.SubTotal,
    TotalTax: totals.TotalTax,
    Total: totals.Total,
    [idField]: spec.id,
    UpdatedDateUTC: stamp(spec.date),
    HasAttachments: false,
  });
  return book.add(spec.kind, credit);
}

export interface BankTransactionSpec {
  id: string;
  type: "RECEIVE" | "SPEND";
  contact: string;
  bankCode: string;
  date: string;
  reference: string;
  amountTypes?: AmountTypes;
  lines: LineSpec[];
  reconciled?: boolean;
}

export function addBankTransaction(book: StartingBook, spec: BankTransactionSpec): XeroRecord {
  const types = spec.amountTypes ?? "Exclusive";
  const bank = book.account(spec.bankCode);
  const totals = lineItems(book, spec.id, spec.lines, types);
  return book.add("BankTransactions", {
    BankTransactionID: spec.id,
    Type: spec.type,
    Contact: book.contactRef(spec.contact),
    LineItems: totals.LineItems,
    BankAccount: { AccountID: bank.AccountID, Code: bank.Code, Name: bank.Name },
    IsReconciled: spec.reconciled ?? true,
    Date: spec.date,
    Reference: spec.reference,
    CurrencyCode: book.currency,
    CurrencyRate: 1,
    Status: "AUTHORISED",
    LineAmountTypes: types,
    SubTotal: totals.SubTotal,
    TotalTax: totals.TotalTax,
    Total: totals.Total,
    UpdatedDateUTC: stamp(spec.date),
    HasAttachments: false,
  });
}
