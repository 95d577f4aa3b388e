// What each tool that can lose something asks a person about, as data (ToolRow.confirm): the one
// place that decides when a call asks (lib/confirmation/asks.ts reads it; docs/operations.md,
// "Confirmation before destruction"). A delete always asks; an update asks only when its arguments
// void or delete the record or overwrite what it holds; approving, submitting and creating run at
// once. Every tool marked destructive has a rule, and every tool with a rule is marked destructive
// (test/confirmation/rules.test.ts).
import type { ConfirmRule, ReplacedList } from "./types";

const ALWAYS: ConfirmRule = { always: true };

const LINES: readonly ReplacedList[] = [{ field: "LineItems" }];

/** A document of `records` (Xero's collection) whose update can void or delete it and replace its lines. */
const document = (
  records: string,
  idField: string,
  losingStatuses: readonly string[],
  replaces: readonly ReplacedList[] = LINES,
  numberField?: string,
): ConfirmRule => ({ records, idField, losingStatuses, replaces, ...(numberField ? { numberField } : {}) });

// Xero updates the document an update-or-create names by its number as it would by its id.
const INVOICE = document("Invoices", "InvoiceID", ["VOIDED", "DELETED"], LINES, "InvoiceNumber");
const CREDIT_NOTE = document("CreditNotes", "CreditNoteID", ["VOIDED", "DELETED"], LINES, "CreditNoteNumber");
const QUOTE = document("Quotes", "QuoteID", ["DELETED"], LINES, "QuoteNumber");
const PURCHASE_ORDER = document(
  "PurchaseOrders",
  "PurchaseOrderID",
  ["DELETED"],
  LINES,
  "PurchaseOrderNumber",
);
const REPEATING_INVOICE = document("RepeatingInvoices", "RepeatingInvoiceID", ["DELETED"]);
const BANK_TRANSACTION = document("BankTransactions", "BankTransactionID", ["DELETED"]);
const MANUAL_JOURNAL = document(
  "ManualJournals",
  "ManualJournalID",
  ["VOIDED", "DELETED"],
  [{ field: "JournalLines" }],
);
/** Xero keeps a contact's phones and addresses per type: a call replaces those of the types it sends. */
const CONTACT = document(
  "Contacts",
  "ContactID",
  [],
  [
    { field: "Phones", keyedBy: "PhoneType" },
    { field: "Addresses", keyedBy: "AddressType" },
    { field: "ContactPersons" },
  ],
);
/** An attachment upload: the file of the same name on the record is replaced. */
const UPLOAD: ConfirmRule = { existingFile: true };

const ATTACHED = [
  "Account",
  "BankTransaction",
  "BankTransfer",
  "Contact",
  "CreditNote",
  "Invoice",
  "ManualJournal",
  "PurchaseOrder",
  "Quote",
  "Receipt",
  "RepeatingInvoice",
];

/** By catalog tool name. */
export const CONFIRMATION_RULES: Readonly<Record<string, ConfirmRule>> = {
  "TasksApi.DeleteTasksProject": ALWAYS,
  "TasksApi.DeleteSpecificTask": ALWAYS,
  "LedgerApi.UpdateInvoice": INVOICE,
  "LedgerApi.UpdateOrCreateInvoices": INVOICE,
  "LedgerApi.UpdateCreditNote": CREDIT_NOTE,
  "LedgerApi.UpdateOrCreateCreditNotes": CREDIT_NOTE,
  "LedgerApi.UpdateQuote": QUOTE,
  "LedgerApi.UpdateOrCreateQuotes": QUOTE,
  "LedgerApi.UpdatePurchaseOrder": PURCHASE_ORDER,
  "LedgerApi.UpdateOrCreatePurchaseOrders": PURCHASE_ORDER,
  "LedgerApi.UpdateRepeatingInvoice": REPEATING_INVOICE,
  "LedgerApi.UpdateOrCreateRepeatingInvoices": REPEATING_INVOICE,
  "LedgerApi.UpdateBankTransaction": BANK_TRANSACTION,
  "LedgerApi.UpdateOrCreateBankTransactions": BANK_TRANSACTION,
  "LedgerApi.UpdateManualJournal": MANUAL_JOURNAL,
  "LedgerApi.UpdateOrCreateManualJournals": MANUAL_JOURNAL,
  "LedgerApi.UpdateContact": CONTACT,
  "LedgerApi.UpdateOrCreateContacts": CONTACT,
  "LedgerApi.UpdateContactGroup": {
    records: "ContactGroups",
    idField: "ContactGroupID",
    losingStatuses: ["DELETED"],
  },
  "LedgerApi.UpdateTaxRate": { records: "TaxRates", losingStatuses: ["DELETED"] },
  "LedgerApi.UpdateExpenseClaim": {
    records: "ExpenseClaims",
    idField: "ExpenseClaimID",
    losingStatuses: ["VOIDED", "DELETED"],
  },
  "LedgerApi.UpdateReceipt": {
    records: "Receipts",
    idField: "ReceiptID",
    losingStatuses: [],
    replaces: LINES,
  },
  // Changes that lose nothing Xero does not keep: names, codes, descriptions, links, archiving.
  "LedgerApi.UpdateOrCreateItems": {},
  "LedgerApi.UpdateItem": {},
  "LedgerApi.UpdateAccount": {},
  "LedgerApi.UpdateTrackingCategory": {},
  "LedgerApi.UpdateTrackingOptions": {},
  "LedgerApi.UpdateLinkedTransaction": {},
  "LedgerApi.SetupConversionDetails": { setup: true },
  ...Object.fromEntries(
    ATTACHED.flatMap((record) => [
      [`LedgerApi.Upload${record}Attachment`, UPLOAD],
      [`LedgerApi.Replace${record}Attachment`, UPLOAD],
    ]),
  ),
  ...Object.fromEntries(
    [
      "DeleteAccount",
      "DeleteCreditNoteAllocation",
      "DeleteInventoryItem",
      "DeleteLinkedTransaction",
      "DeleteOverpaymentAllocation",
      "DeletePrepaymentAllocation",
      "DeleteTrackingOption",
      "RemoveContactFromGroup",
      "RemoveContactsFromGroup",
      "RemoveTrackingCategory",
      "DeletePayment",
      "DeleteBatchPayment",
      "DeleteBatchPaymentByUrlParam",
      "DeleteBankTransfers",
      "DeleteBankTransfer",
    ].map((name) => [`LedgerApi.${name}`, ALWAYS]),
  ),
};
