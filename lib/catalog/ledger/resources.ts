// The Xero resources the LedgerApi rows act on, in one place: the collection (path segment and
// answer wrapper), the id placeholder, and the noun the descriptions use.

export interface Resource {
  /** Xero's collection in the path and the response wrapper key (`Invoices`). */
  collection: string;
  /** Xero's id placeholder (`InvoiceID`). */
  idAs: string;
  /** What one record is, for descriptions (`invoice`). */
  noun: string;
}

/** The stem of Xero's operation names (`getInvoiceAttachments`): the id placeholder without `ID`. */
export const stemOf = (resource: Resource): string => resource.idAs.replace(/ID$/, "");

const resource = (collection: string, idAs: string, noun: string): Resource => ({ collection, idAs, noun });

export const ACCOUNTS = resource("Accounts", "AccountID", "account");
export const BANK_TRANSACTIONS = resource("BankTransactions", "BankTransactionID", "bank transaction");
export const BANK_TRANSFERS = resource("BankTransfers", "BankTransferID", "bank transfer");
export const BATCH_PAYMENTS = resource("BatchPayments", "BatchPaymentID", "batch payment");
export const BRANDING_THEMES = resource("BrandingThemes", "BrandingThemeID", "branding theme");
export const BUDGETS = resource("Budgets", "BudgetID", "budget");
export const CONTACT_GROUPS = resource("ContactGroups", "ContactGroupID", "contact group");
export const CONTACTS = resource("Contacts", "ContactID", "contact");
export const CREDIT_NOTES = resource("CreditNotes", "CreditNoteID", "credit note");
export const EXPENSE_CLAIMS = resource("ExpenseClaims", "ExpenseClaimID", "expense claim");
export const INVOICES = resource("Invoices", "InvoiceID", "invoice");
export const ITEMS = resource("Items", "ItemID", "item");
export const JOURNALS = resource("Journals", "JournalID", "journal");
export const LINKED_TRANSACTIONS = resource(
  "LinkedTransactions",
  "LinkedTransactionID",
  "linked transaction",
);
export const MANUAL_JOURNALS = resource("ManualJournals", "ManualJournalID", "manual journal");
export const OVERPAYMENTS = resource("Overpayments", "OverpaymentID", "overpayment");
export const PAYMENTS = resource("Payments", "PaymentID", "payment");
export const PREPAYMENTS = resource("Prepayments", "PrepaymentID", "prepayment");
export const PURCHASE_ORDERS = resource("PurchaseOrders", "PurchaseOrderID", "purchase order");
export const QUOTES = resource("Quotes", "QuoteID", "quote");
export const RECEIPTS = resource("Receipts", "ReceiptID", "expense claim receipt");
export const REPEATING_INVOICES = resource(
  "RepeatingInvoices",
  "RepeatingInvoiceID",
  "repeating invoice template",
);
export const TRACKING_CATEGORIES = resource("TrackingCategories", "TrackingCategoryID", "tracking category");
export const USERS = resource("Users", "UserID", "user");
