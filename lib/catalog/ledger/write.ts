// LedgerApi family `ledger-write`: the 16 history-note creations and the conversion setup
// (Xero Accounting API 2.0). Each call creates something; a retry with the same idempotency key is
// not processed twice, but without one a second call adds a second record.
import { modeParam, requestBodyParam } from "../schema-mode";
import type { ToolRow } from "../types";
import { historyDetails, idempotencyKey, tenant, uuidPath } from "./params";

const WRITE = { readOnly: false, destructive: false, idempotent: false } as const;

const SETUP_MODE_PARAM = modeParam("the Xero Setup");
const SETUP_REQUEST_BODY_PARAM = requestBodyParam("the Setup (ConversionDate, ConversionBalances, Accounts)");

export const ledgerWriteTools: readonly ToolRow[] = [
  {
    name: "LedgerApi.AddContactHistoryRecord",
    toolkit: "LedgerApi",
    family: "ledger-write",
    operationId: "createContactHistory",
    method: "PUT",
    path: "/Contacts/{ContactID}/History",
    params: [
      uuidPath("contact_unique_identifier", "ContactID", "Id of the contact to add the note to"),
      tenant("tenant_identifier"),
      idempotencyKey(),
      historyDetails(),
    ],
    flags: WRITE,
    description:
      "Add a history note to a contact's history and notes. Returns the created history record (Details, User, DateUTC).",
  },
  {
    name: "LedgerApi.AddExpenseClaimHistory",
    toolkit: "LedgerApi",
    family: "ledger-write",
    operationId: "createExpenseClaimHistory",
    method: "PUT",
    path: "/ExpenseClaims/{ExpenseClaimID}/History",
    params: [
      uuidPath("expense_claim_id", "ExpenseClaimID", "Id of the expense claim to add the note to"),
      tenant("ledger_tenant_id"),
      idempotencyKey(),
      historyDetails(),
    ],
    flags: WRITE,
    description:
      "Add a history note to an expense claim's history and notes. Returns the created history record (Details, User, DateUTC).",
  },
  {
    name: "LedgerApi.AddQuoteHistory",
    toolkit: "LedgerApi",
    family: "ledger-write",
    operationId: "createQuoteHistory",
    method: "PUT",
    path: "/Quotes/{QuoteID}/History",
    params: [
      uuidPath("quote_identifier", "QuoteID", "Id of the quote to add the note to"),
      tenant("ledger_tenant_id"),
      idempotencyKey(),
      historyDetails(),
    ],
    flags: WRITE,
    description:
      "Add a history note to a quote's history and notes. Returns the created history record (Details, User, DateUTC).",
  },
  {
    name: "LedgerApi.CreateBankTransactionHistory",
    toolkit: "LedgerApi",
    family: "ledger-write",
    operationId: "createBankTransactionHistoryRecord",
    method: "PUT",
    path: "/BankTransactions/{BankTransactionID}/History",
    params: [
      uuidPath("bank_transaction_id", "BankTransactionID", "Id of the bank transaction to add the note to"),
      tenant("tenant_id"),
      idempotencyKey(),
      historyDetails(),
    ],
    flags: WRITE,
    description:
      "Add a history note to a bank transaction (spend or receive money) history. Returns the created history record (Details, User, DateUTC).",
  },
  {
    name: "LedgerApi.CreateBankTransferHistory",
    toolkit: "LedgerApi",
    family: "ledger-write",
    operationId: "createBankTransferHistoryRecord",
    method: "PUT",
    path: "/BankTransfers/{BankTransferID}/History",
    params: [
      uuidPath("bank_transfer_id", "BankTransferID", "Id of the bank transfer to add the note to"),
      tenant("ledger_tenant_id"),
      idempotencyKey(),
      historyDetails(),
    ],
    flags: WRITE,
    description:
      "Add a history note to a bank transfer's history. Returns the created history record (Details, User, DateUTC).",
  },
  {
    name: "LedgerApi.CreateBatchPaymentHistoryRecord",
    toolkit: "LedgerApi",
    family: "ledger-write",
    operationId: "createBatchPaymentHistoryRecord",
    method: "PUT",
    path: "/BatchPayments/{BatchPaymentID}/History",
    params: [
      uuidPath("batch_payment_id", "BatchPaymentID", "Id of the batch payment to add the note to"),
      tenant("ledger_tenant_identifier"),
      idempotencyKey(),
      historyDetails(),
    ],
    flags: WRITE,
    description:
      "Add a history note to a batch payment's history. Returns the created history record (Details, User, DateUTC).",
  },
  {
    name: "LedgerApi.CreateInvoiceHistory",
    toolkit: "LedgerApi",
    family: "ledger-write",
    operationId: "createInvoiceHistory",
    method: "PUT",
    path: "/Invoices/{InvoiceID}/History",
    params: [
      uuidPath("invoice_id", "InvoiceID", "Id of the invoice or bill to add the note to"),
      tenant("tenant_identifier"),
      idempotencyKey(),
      historyDetails(),
    ],
    flags: WRITE,
    description:
      "Add a history note to an invoice's (or bill's) history and notes. Returns the created history record (Details, User, DateUTC).",
  },
  {
    name: "LedgerApi.CreateItemHistory",
    toolkit: "LedgerApi",
    family: "ledger-write",
    operationId: "createItemHistory",
    method: "PUT",
    path: "/Items/{ItemID}/History",
    params: [
      uuidPath("item_id", "ItemID", "Id of the inventory item to add the note to"),
      tenant("tenant_identifier"),
      idempotencyKey(),
      historyDetails(),
    ],
    flags: WRITE,
    description:
      "Add a history note to an inventory item's history. Returns the created history record (Details, User, DateUTC).",
  },
  {
    name: "LedgerApi.CreateJournalHistoryRecord",
    toolkit: "LedgerApi",
    family: "ledger-write",
    operationId: "createManualJournalHistoryRecord",
    method: "PUT",
    path: "/ManualJournals/{ManualJournalID}/History",
    params: [
      uuidPath("manual_journal_id", "ManualJournalID", "Id of the manual journal to add the note to"),
      tenant("tenant_identifier"),
      idempotencyKey(),
      historyDetails(),
    ],
    flags: WRITE,
    description:
      "Add a history note to a manual journal's history. Returns the created history record (Details, User, DateUTC).",
  },
  {
    name: "LedgerApi.CreatePaymentHistoryRecord",
    toolkit: "LedgerApi",
    family: "ledger-write",
    operationId: "createPaymentHistory",
    method: "PUT",
    path: "/Payments/{PaymentID}/History",
    params: [
      uuidPath("payment_identifier", "PaymentID", "Id of the payment to add the note to"),
      tenant("ledger_tenant_id"),
      idempotencyKey(),
      historyDetails(),
    ],
    flags: WRITE,
    description:
      "Add a history note to a payment's history. Returns the created history record (Details, User, DateUTC).",
  },
  {
    name: "LedgerApi.CreatePrepaymentHistory",
    toolkit: "LedgerApi",
    family: "ledger-write",
    operationId: "createPrepaymentHistory",
    method: "PUT",
    path: "/Prepayments/{PrepaymentID}/History",
    params: [
      uuidPath("prepayment_id", "PrepaymentID", "Id of the prepayment to add the note to"),
      tenant("ledger_tenant_id"),
      idempotencyKey(),
      historyDetails(),
    ],
    flags: WRITE,
    description:
      "Add a history note to a prepayment's history. Returns the created history record (Details, User, DateUTC).",
  },
  {
    name: "LedgerApi.CreatePurchaseOrderHistory",
    toolkit: "LedgerApi",
    family: "ledger-write",
    operationId: "createPurchaseOrderHistory",
    method: "PUT",
    path: "/PurchaseOrders/{PurchaseOrderID}/History",
    params: [
      uuidPath("purchase_order_id", "PurchaseOrderID", "Id of the purchase order to add the note to"),
      tenant("tenant_identifier"),
      idempotencyKey(),
      historyDetails(),
    ],
    flags: WRITE,
    description:
      "Add a history note to a purchase order's history and notes. Returns the created history record (Details, User, DateUTC).",
  },
  {
    name: "LedgerApi.CreateRepeatingInvoiceHistory",
    toolkit: "LedgerApi",
    family: "ledger-write",
    operationId: "createRepeatingInvoiceHistory",
    method: "PUT",
    path: "/RepeatingInvoices/{RepeatingInvoiceID}/History",
    params: [
      uuidPath(
        "repeating_invoice_id",
        "RepeatingInvoiceID",
        "Id of the repeating invoice template to add the note to",
      ),
      tenant("tenant_identifier"),
      idempotencyKey(),
      historyDetails(),
    ],
    flags: WRITE,
    description:
      "Add a history note to a repeating invoice template's history. Returns the created history record (Details, User, DateUTC).",
  },
  {
    name: "LedgerApi.RecordOverpaymentHistory",
    toolkit: "LedgerApi",
    family: "ledger-write",
    operationId: "createOverpaymentHistory",
    method: "PUT",
    path: "/Overpayments/{OverpaymentID}/History",
    params: [
      uuidPath("overpayment_id", "OverpaymentID", "Id of the overpayment to add the note to"),
      tenant("ledger_tenant_id"),
      idempotencyKey(),
      historyDetails(),
    ],
    flags: WRITE,
    description:
      "Add a history note to an overpayment's history. Returns the created history record (Details, User, DateUTC).",
  },
  {
    name: "LedgerApi.RecordReceiptHistory",
    toolkit: "LedgerApi",
    family: "ledger-write",
    operationId: "createReceiptHistory",
    method: "PUT",
    path: "/Receipts/{ReceiptID}/History",
    params: [
      uuidPath("receipt_id", "ReceiptID", "Id of the receipt to add the note to"),
      tenant("tenant_identifier"),
      idempotencyKey(),
      historyDetails(),
    ],
    flags: WRITE,
    description:
      "Add a history note to a draft expense claim receipt's history. Returns the created history record (Details, User, DateUTC).",
  },
  {
    name: "LedgerApi.FetchCreditNoteHistory",
    toolkit: "LedgerApi",
    family: "ledger-write",
    operationId: "createCreditNoteHistory",
    method: "PUT",
    path: "/CreditNotes/{CreditNoteID}/History",
    params: [
      uuidPath("credit_note_id", "CreditNoteID", "Id of the credit note to add the note to"),
      tenant("ledger_tenant_id"),
      idempotencyKey(),
      historyDetails(),
    ],
    flags: WRITE,
    description:
      "Add a history note to a credit note's history and notes. Despite its name this tool creates a record, it does not read the history. Returns the created history record (Details, User, DateUTC).",
  },
  {
    name: "LedgerApi.SetupConversionDetails",
    toolkit: "LedgerApi",
    family: "ledger-write",
    operationId: "postSetup",
    method: "POST",
    path: "/Setup",
    params: [
      SETUP_MODE_PARAM,
      tenant("tenant_identifier", {
        required: false,
        description:
          "Xero tenant (organisation) id the call acts on; GET https://api.xero.com/connections lists them. Required when mode is `execute`.",
        note: "Optional in the schema so mode=get_request_schema needs no tenant; required when mode is execute.",
      }),
      idempotencyKey(),
      SETUP_REQUEST_BODY_PARAM,
    ],
    schemaMode: { bodySchema: "XeroSetup", requiredInExecute: ["tenant_identifier", "request_body"] },
    flags: WRITE,
    description:
      "Set up an organisation's conversion: the conversion date, opening (conversion) balances per account, and the chart of accounts to create or update. Two steps: call with mode=get_request_schema to get the body's JSON Schema, then mode=execute with request_body and tenant_identifier. Returns Xero's import summary (accounts new, updated, deleted, errored).",
  },
];
