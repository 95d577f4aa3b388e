// Builders for the records around the core documents: quotes, purchase orders, repeating invoices,
// manual journals, bank transfers, receipts and expense claims, linked transactions.
import { stableUuid } from "../accounting/ids";
import { round2, sum } from "../accounting/money";
import type { XeroRecord } from "../types";
import { type StartingBook, stamp } from "./book";
import { type AmountTypes, type LineSpec, lineItems } from "./build-documents";

export interface QuoteSpec {
  id: string;
  number: string;
  reference?: string;
  contact: string;
  date: string;
  expiryDate: string;
  status: "DRAFT" | "SENT" | "ACCEPTED" | "DECLINED" | "INVOICED";
  title: string;
  summary: string;
  brandingTheme: string;
  lines: LineSpec[];
}

export function addQuote(book: StartingBook, spec: QuoteSpec): XeroRecord {
  return book.add("Quotes", {
    QuoteID: spec.id,
    QuoteNumber: spec.number,
    Reference: spec.reference ?? "",
    Terms: "Valid for 30 days. 50% deposit on acceptance.",
    Contact: book.contactRef(spec.contact),
    Date: spec.date,
    DateString: `${spec.date}T00:00:00`,
    ExpiryDate: spec.expiryDate,
    ExpiryDateString: `${spec.expiryDate}T00:00:00`,
    Status: spec.status,
    CurrencyRate: 1,
    CurrencyCode: book.currency,
    ...lineItems(book, spec.id, spec.lines, "Exclusive"),
    TotalDiscount: 0,
    Title: spec.title,
    Summary: spec.summary,
    BrandingThemeID: spec.brandingTheme,
    // Quotes spell their amount types in capitals (QuoteLineAmountTypes).
    LineAmountTypes: "EXCLUSIVE",
    // No HasAttachments: Xero's Quote has none (has-attachments.ts).
    UpdatedDateUTC: stamp(spec.date),
  });
}

export interface PurchaseOrderSpec {
  id: string;
  number: string;
  reference?: string;
  contact: string;
  date: string;
  deliveryDate: string;
  status: "DRAFT" | "SUBMITTED" | "AUTHORISED" | "BILLED";
  brandingTheme: string;
  lines: LineSpec[];
}

export function addPurchaseOrder(book: StartingBook, spec: PurchaseOrderSpec): XeroRecord {
  return book.add("PurchaseOrders", {
    PurchaseOrderID: spec.id,
    PurchaseOrderNumber: spec.number,
    DateString: `${spec.date}T00:00:00`,
    Date: spec.date,
    DeliveryDateString: `${spec.deliveryDate}T00:00:00`,
    DeliveryDate: spec.deliveryDate,
    DeliveryAddress: "Level 2, 18 Queen Street, Auckland 1010",
    AttentionTo: "Jo Bookkeeper",
    Telephone: "09 555 0100",
    DeliveryInstructions: "Deliver to reception between 9am and 4pm.",
    HasErrors: false,
    IsDiscounted: false,
    Reference: spec.reference ?? "",
    Type: "PURCHASEORDER",
    CurrencyRate: 1,
    CurrencyCode: book.currency,
    Contact: book.contactRef(spec.contact),
    BrandingThemeID: spec.brandingTheme,
    Status: spec.status,
    LineAmountTypes: "Exclusive",
    ...lineItems(book, spec.id, spec.lines, "Exclusive"),
    TotalDiscount: 0,
    SentToContact: spec.status !== "DRAFT",
    HasAttachments: false,
    UpdatedDateUTC: stamp(spec.date),
  });
}

export interface RepeatingInvoiceSpec {
  id: string;
  type: "ACCREC" | "ACCPAY";
  contact: string;
  reference: string;
  status: "DRAFT" | "AUTHORISED";
  schedule: {
    period: number;
    unit: "WEEKLY" | "MONTHLY";
    dueDate: number;
    dueDateType: "DAYSAFTERBILLDATE" | "DAYSAFTERBILLMONTH" | "OFCURRENTMONTH" | "OFFOLLOWINGMONTH";
    startDate: string;
    nextScheduledDate: string;
    endDate?: string;
  };
  brandingTheme?: string;
  lines: LineSpec[];
}

export function addRepeatingInvoice(book: StartingBook, spec: RepeatingInvoiceSpec): XeroRecord {
  const schedule: XeroRecord = {
    Period: spec.schedule.period,
    Unit: spec.schedule.unit,
    DueDate: spec.schedule.dueDate,
    DueDateType: spec.schedule.dueDateType,
    StartDate: spec.schedule.startDate,
    NextScheduledDate: spec.schedule.nextScheduledDate,
  };
  if (spec.schedule.endDate) schedule.EndDate = spec.schedule.endDate;
  const record: XeroRecord = {
    RepeatingInvoiceID: spec.id,
    ID: spec.id,
    Type: spec.type,
    Contact: book.contactRef(spec.contact),
    Schedule: schedule,
    LineAmountTypes: "Exclusive",
    ...lineItems(book, spec.id, spec.lines, "Exclusive"),
    Reference: spec.reference,
    CurrencyCode: book.currency,
    Status: spec.status,
    HasAttachments: false,
    ApprovedForSending: spec.type === "ACCREC" && spec.status === "AUTHORISED",
    SendCopy: false,
    MarkAsSent: false,
    IncludePDF: true,
  };
  if (spec.brandingTheme) record.BrandingThemeID = spec.brandingTheme;
  return book.add("RepeatingInvoices", record);
}

export interface ManualJournalSpec {
  id: string;
  narration: string;
  date: string;
  status: "DRAFT" | "POSTED";
  /** Debits positive, credits negative; must sum to zero. */
  lines: { account: string; amount: number; description: string; tracking?: string[] }[];
}

export function addManualJournal(book: StartingBook, spec: ManualJournalSpec): XeroRecord {
  if (sum(spec.lines.map((l) => l.amount)) !== 0)
    throw new Error(`starting data: manual journal ${spec.id} does not balance`);
  return book.add("ManualJournals", {
    ManualJournalID: spec.id,
    Narration: spec.narration,
    JournalLines: spec.lines.map((line) => ({
      LineAmount: line.amount,
      AccountCode: line.account,
      AccountID: book.account(line.account).AccountID,
      Description: line.description,
      TaxType: "NONE",
      TaxAmount: 0,
      Tracking: (line.tracking ?? []).map((optionId) => book.trackingRef(optionId)),
      IsBlank: false,
    })),
    Date: spec.date,
    LineAmountTypes: "NoTax",
    Status: spec.status,
    ShowOnCashBasisReports: true,
    HasAttachments: false,
    UpdatedDateUTC: stamp(spec.date),
  });
}

export interface BankTransferSpec {
  id: string;
  fromCode: string;
  toCode: string;
  amount: number;
  date: string;
  reference: string;
}

export function addBankTransfer(book: StartingBook, spec: BankTransferSpec): XeroRecord {
  const from = book.account(spec.fromCode);
  const to = book.account(spec.toCode);
  return book.add("BankTransfers", {
    BankTransferID: spec.id,
    CreatedDateUTC: stamp(spec.date),
    Date: spec.date,
    FromBankAccount: { AccountID: from.AccountID, Code: from.Code, Name: from.Name },
    ToBankAccount: { AccountID: to.AccountID, Code: to.Code, Name: to.Name },
    Amount: spec.amount,
    FromBankTransactionID: stableUuid(spec.id, "from"),
    ToBankTransactionID: stableUuid(spec.id, "to"),
    FromIsReconciled: true,
    ToIsReconciled: true,
    Reference: spec.reference,
    CurrencyRate: 1,
    HasAttachments: false,
  });
}

function userRef(book: StartingBook, userId: string): XeroRecord {
  const user = book.find("Users", "UserID", userId);
  return {
    UserID: user.UserID,
    EmailAddress: user.EmailAddress,
    FirstName: user.FirstName,
    LastName: user.LastName,
  };
}

export interface ReceiptSpec {
  id: string;
  number: string;
  user: string;
  contact: string;
  date: string;
  reference: string;
  status: "DRAFT" | "SUBMITTED" | "AUTHORISED";
  amountTypes?: AmountTypes;
  lines: LineSpec[];
}

export function addReceipt(book: StartingBook, spec: ReceiptSpec): XeroRecord {
  const types = spec.amountTypes ?? "Inclusive";
  return book.add("Receipts", {
    ReceiptID: spec.id,
    ReceiptNumber: spec.number,
    Status: spec.status,
    User: userRef(book, spec.user),
    Contact: book.contactRef(spec.contact),
    Date: spec.date,
    Reference: spec.reference,
    LineAmountTypes: types,
    ...lineItems(book, spec.id, spec.lines, types),
    HasAttachments: false,
    UpdatedDateUTC: stamp(spec.date),
  });
}

export interface ExpenseClaimSpec {
  id: string;
  user: string;
  status: "SUBMITTED" | "AUTHORISED" | "PAID";
  receipts: string[];
  reportingDate: string;
  paymentDueDate: string;
  payment?: { id: string; date: string; bankCode: string };
}

/** A claim over receipts; a PAID claim carries one payment of its total. */
export function addExpenseClaim(book: StartingBook, spec: ExpenseClaimSpec): XeroRecord {
  const receipts = spec.receipts.map((id) => book.find("Receipts", "ReceiptID", id));
  const total = sum(receipts.map((r) => r.Total as number));
  const payments: XeroRecord[] = [];
  if (spec.payment) {
    const bank = book.account(spec.payment.bankCode);
    payments.push({
      PaymentID: spec.payment.id,
      Date: spec.payment.date,
      Amount: total,
      Reference: "Expense claim reimbursement",
      CurrencyRate: 1,
      Account: { AccountID: bank.AccountID, Code: bank.Code },
      HasAccount: true,
      HasValidationErrors: false,
    });
  }
  const paid = sum(payments.map((p) => p.Amount as number));
  return book.add("ExpenseClaims", {
    ExpenseClaimID: spec.id,
    Status: spec.status,
    Payments: payments,
    User: userRef(book, spec.user),
    Receipts: receipts.map((r) => ({
      ReceiptID: r.ReceiptID,
      ReceiptNumber: r.ReceiptNumber,
      Date: r.Date,
      Total: r.Total,
      Status: r.Status,
    })),
    UpdatedDateUTC: stamp(spec.payment?.date ?? spec.reportingDate),
    Total: total,
    AmountDue: round2(total - paid),
    AmountPaid: paid,
    PaymentDueDate: spec.paymentDueDate,
    ReportingDate: spec.reportingDate,
  });
}

export interface LinkedTransactionSpec {
  id: string;
  sourceBillId: string;
  sourceLine: number;
  customer: string;
  target?: { invoiceId: string; line: number };
  date: string;
}

/** A billable expense: a bill line (source) to be charged on to a customer's invoice line (target). */
export function addLinkedTransaction(book: StartingBook, spec: LinkedTransactionSpec): XeroRecord {
  const bill = book.find("Invoices", "InvoiceID", spec.sourceBillId);
  const sourceLine = (bill.LineItems as XeroRecord[])[spec.sourceLine];
  const record: XeroRecord = {
    LinkedTransactionID: spec.id,
    SourceTransactionID: spec.sourceBillId,
    SourceLineItemID: sourceLine?.LineItemID,
    ContactID: spec.customer,
  };
  if (spec.target) {
    const invoice = book.find("Invoices", "InvoiceID", spec.target.invoiceId);
    record.TargetTransactionID = spec.target.invoiceId;
    record.TargetLineItemID = (invoice.LineItems as XeroRecord[])[spec.target.line]?.LineItemID;
  }
  Object.assign(record, {
    Status: spec.target ? "BILLED" : "APPROVED",
    Type: "BILLABLEEXPENSE",
    UpdatedDateUTC: stamp(spec.date),
    SourceTransactionTypeCode: "ACCPAY",
  });
  return book.add("LinkedTransactions", record);
}
