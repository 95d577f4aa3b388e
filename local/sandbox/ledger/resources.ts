// One row per Xero collection the sandbox serves, so list/get/history/attachment handlers stay
// generic. Which features a row enables follows the query parameters and sub-resources that the
// Xero spec declares for the collection; a parameter Xero does not declare is ignored, as Xero does.
import type { XeroRecord } from "./types";

export interface ListFilter {
  /** Query parameter name, in Xero's exact case. */
  param: string;
  /** Dotted path into the record; arrays on the way are searched element by element. */
  field: string;
  /** in: comma-separated values; equals: one value; from/to: inclusive date bounds (YYYY-MM-DD). */
  match: "in" | "equals" | "from" | "to";
}

export interface ResourceSpec {
  /** Path segment, and the wrapper key of the answer. */
  collection: string;
  /** Singular, for XML elements and messages. */
  typeName: string;
  idField: string;
  /** False where the path id is a code (TaxRates by TaxType). */
  idIsUuid: boolean;
  /** Lookup used when the path segment is not a UUID (Xero tells the two apart by value). */
  byNumber?: { field: string; pattern?: RegExp };
  list?: boolean;
  get?: boolean;
  history?: boolean;
  attachments?: boolean;
  /** Served on GET /{collection}/{id} with Accept: application/pdf. */
  pdf?: { title: string; numberField: string };
  where?: boolean;
  order?: boolean;
  /** "page": page only (100 per page); "pageAndSize": page and pageSize. */
  paging?: "page" | "pageAndSize";
  filters?: ListFilter[];
  /** Records left out of lists unless the parameter is true (includeArchived, includeDeleted). */
  hidden?: { param: string; field: string; values: string[] };
  /** Dropped from each record when summaryOnly=true. */
  summaryDrops?: string[];
  /**
   * Honours createdByMyApp=true. Every sandbox record comes from the starting data, i.e. from the demo
   * company rather than from the calling app, so the flag leaves nothing.
   */
  createdByMyApp?: boolean;
  /** Fields searched (case-insensitive substring) by searchTerm. */
  searchFields?: string[];
  /** Adjusts a record for the query before it goes out (e.g. budget periods in a date window). */
  project?(record: XeroRecord, query: URLSearchParams): XeroRecord;
}

const HEAVY_DOCUMENT_FIELDS = [
  "LineItems",
  "Payments",
  "CreditNotes",
  "Prepayments",
  "Overpayments",
  "Attachments",
];

/** A budget answers only the balances whose Period ("YYYY-MM" or a date) lies in DateFrom..DateTo. */
function budgetPeriodsInWindow(record: XeroRecord, query: URLSearchParams): XeroRecord {
  const from = query.get("DateFrom")?.slice(0, 7);
  const to = query.get("DateTo")?.slice(0, 7);
  if (!from && !to) return record;
  const lines = Array.isArray(record.BudgetLines) ? (record.BudgetLines as XeroRecord[]) : [];
  return {
    ...record,
    BudgetLines: lines.map((line) => {
      const balances = Array.isArray(line.BudgetBalances) ? (line.BudgetBalances as XeroRecord[]) : [];
      const inWindow = balances.filter((balance) => {
        const month = String(balance.Period ?? "").slice(0, 7);
        return (!from || month >= from) && (!to || month <= to);
      });
      return { ...line, BudgetBalances: inWindow };
    }),
  };
}

const uuid = (collection: string, typeName: string, idField: string, rest: Partial<ResourceSpec> = {}) =>
  ({ collection, typeName, idField, idIsUuid: true, ...rest }) satisfies ResourceSpec;

const LISTED = { list: true, get: true, where: true, order: true };

export const RESOURCES: ResourceSpec[] = [
  uuid("Accounts", "Account", "AccountID", { ...LISTED, attachments: true }),
  uuid("BankTransactions", "BankTransaction", "BankTransactionID", {
    ...LISTED,
    history: true,
    attachments: true,
    paging: "pageAndSize",
  }),
  uuid("BankTransfers", "BankTransfer", "BankTransferID", {
    ...LISTED,
    history: true,
    attachments: true,
    hidden: { param: "includeDeleted", field: "Status", values: ["DELETED"] },
  }),
  uuid("BatchPayments", "BatchPayment", "BatchPaymentID", { ...LISTED, history: true }),
  uuid("BrandingThemes", "BrandingTheme", "BrandingThemeID", { list: true, get: true }),
  uuid("Budgets", "Budget", "BudgetID", {
    list: true,
    get: true,
    filters: [{ param: "IDs", field: "BudgetID", match: "in" }],
    // DateFrom/DateTo narrow each budget's balances rather than the list of budgets.
    project: budgetPeriodsInWindow,
  }),
  uuid("ContactGroups", "ContactGroup", "ContactGroupID", LISTED),
  uuid("Contacts", "Contact", "ContactID", {
    ...LISTED,
    byNumber: { field: "ContactNumber" },
    history: true,
    attachments: true,
    paging: "pageAndSize",
    filters: [{ param: "IDs", field: "ContactID", match: "in" }],
    hidden: { param: "includeArchived", field: "ContactStatus", values: ["ARCHIVED"] },
    summaryDrops: [
      "Addresses",
      "Phones",
      "ContactPersons",
      "ContactGroups",
      "PaymentTerms",
      "BatchPayments",
      "Balances",
      "SalesTrackingCategories",
      "PurchasesTrackingCategories",
      "Attachments",
    ],
    searchFields: ["Name", "FirstName", "LastName", "ContactNumber", "EmailAddress"],
  }),
  uuid("CreditNotes", "CreditNote", "CreditNoteID", {
    ...LISTED,
    history: true,
    attachments: true,
    pdf: { title: "Credit Note", numberField: "CreditNoteNumber" },
    paging: "pageAndSize",
  }),
  {
    collection: "Currencies",
    typeName: "Currency",
    idField: "Code",
    idIsUuid: false,
    list: true,
    where: true,
    order: true,
  },
  uuid("ExpenseClaims", "ExpenseClaim", "ExpenseClaimID", { ...LISTED, history: true }),
  uuid("Invoices", "Invoice", "InvoiceID", {
    ...LISTED,
    // Xero also finds an invoice by its number on this path.
    byNumber: { field: "InvoiceNumber" },
    history: true,
    attachments: true,
    pdf: { title: "Invoice", numberField: "InvoiceNumber" },
    paging: "pageAndSize",
    filters: [
      { param: "IDs", field: "InvoiceID", match: "in" },
      { param: "InvoiceNumbers", field: "InvoiceNumber", match: "in" },
      { param: "ContactIDs", field: "Contact.ContactID", match: "in" },
      { param: "Statuses", field: "Status", match: "in" },
    ],
    summaryDrops: HEAVY_DOCUMENT_FIELDS,
    searchFields: ["InvoiceNumber", "Reference"],
    createdByMyApp: true,
  }),
  // Xero also finds an item by its Code on this path.
  uuid("Items", "Item", "ItemID", { ...LISTED, byNumber: { field: "Code" }, history: true }),
  // The list (offset, paymentsOnly) has its own handler.
  uuid("Journals", "Journal", "JournalID", {
    get: true,
    byNumber: { field: "JournalNumber", pattern: /^\d+$/ },
  }),
  uuid("LinkedTransactions", "LinkedTransaction", "LinkedTransactionID", {
    list: true,
    get: true,
    paging: "page",
    filters: ["LinkedTransactionID", "SourceTransactionID", "ContactID", "Status", "TargetTransactionID"].map(
      (name): ListFilter => ({ param: name, field: name, match: "equals" }),
    ),
  }),
  uuid("ManualJournals", "ManualJournal", "ManualJournalID", {
    ...LISTED,
    history: true,
    attachments: true,
    paging: "pageAndSize",
  }),
  uuid("Overpayments", "Overpayment", "OverpaymentID", {
    ...LISTED,
    history: true,
    paging: "pageAndSize",
    filters: [{ param: "References", field: "Reference", match: "in" }],
  }),
  uuid("PaymentServices", "PaymentService", "PaymentServiceID", { list: true }),
  uuid("Payments", "Payment", "PaymentID", { ...LISTED, history: true, paging: "pageAndSize" }),
  uuid("Prepayments", "Prepayment", "PrepaymentID", {
    ...LISTED,
    history: true,
    paging: "pageAndSize",
    filters: [{ param: "InvoiceNumbers", field: "Allocations.Invoice.InvoiceNumber", match: "in" }],
  }),
  uuid("PurchaseOrders", "PurchaseOrder", "PurchaseOrderID", {
    list: true,
    get: true,
    order: true,
    byNumber: { field: "PurchaseOrderNumber" },
    history: true,
    attachments: true,
    pdf: { title: "Purchase Order", numberField: "PurchaseOrderNumber" },
    paging: "pageAndSize",
    filters: [
      { param: "Status", field: "Status", match: "equals" },
      { param: "DateFrom", field: "Date", match: "from" },
      { param: "DateTo", field: "Date", match: "to" },
    ],
  }),
  uuid("Quotes", "Quote", "QuoteID", {
    list: true,
    get: true,
    order: true,
    history: true,
    attachments: true,
    pdf: { title: "Quote", numberField: "QuoteNumber" },
    paging: "page",
    filters: [
      { param: "DateFrom", field: "Date", match: "from" },
      { param: "DateTo", field: "Date", match: "to" },
      { param: "ExpiryDateFrom", field: "ExpiryDate", match: "from" },
      { param: "ExpiryDateTo", field: "ExpiryDate", match: "to" },
      { param: "ContactID", field: "Contact.ContactID", match: "equals" },
      { param: "Status", field: "Status", match: "equals" },
      { param: "QuoteNumber", field: "QuoteNumber", match: "equals" },
    ],
  }),
  uuid("Receipts", "Receipt", "ReceiptID", { ...LISTED, history: true, attachments: true }),
  uuid("RepeatingInvoices", "RepeatingInvoice", "RepeatingInvoiceID", {
    ...LISTED,
    history: true,
    attachments: true,
  }),
  { collection: "TaxRates", typeName: "TaxRate", idField: "TaxType", idIsUuid: false, ...LISTED },
  uuid("TrackingCategories", "TrackingCategory", "TrackingCategoryID", {
    ...LISTED,
    hidden: { param: "includeArchived", field: "Status", values: ["ARCHIVED"] },
  }),
  uuid("Users", "User", "UserID", LISTED),
];

const BY_COLLECTION = new Map(RESOURCES.map((spec) => [spec.collection.toLowerCase(), spec]));

/** Path segments are matched without regard to case, as Xero does. */
export function resourceFor(segment: string): ResourceSpec | undefined {
  return BY_COLLECTION.get(segment.toLowerCase());
}

export function requireResource(collection: string): ResourceSpec {
  const spec = resourceFor(collection);
  if (!spec) throw new Error(`no resource row for ${collection}`);
  return spec;
}
