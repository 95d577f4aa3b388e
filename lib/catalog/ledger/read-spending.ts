// LedgerApi family `ledger-read`, spending and the ledger itself: purchase orders, bank transactions,
// bank transfers, expense claims, expense claim receipts, manual journals and the system journals
// (Xero Accounting API 2.0). 22 rows.
import type { ToolRow } from "../types";
import { dateQuery, modifiedSince, order, page, pageSize, tenant, unitdp, where } from "./params";
import { getById, historyRead, readRow } from "./read-builders";
import {
  BANK_TRANSACTIONS,
  BANK_TRANSFERS,
  EXPENSE_CLAIMS,
  JOURNALS,
  MANUAL_JOURNALS,
  PURCHASE_ORDERS,
  RECEIPTS,
} from "./resources";

const purchaseOrders: ToolRow[] = [
  readRow({
    tool: "RetrievePurchaseOrders",
    operationId: "getPurchaseOrders",
    path: "/PurchaseOrders",
    params: [
      tenant("ledger_tenant_id"),
      // DateFrom/DateTo are plain strings in Xero's spec, but real dates all the same.
      dateQuery("filter_by_end_date", "DateTo", "Only purchase orders dated on or before this date"),
      dateQuery("filter_by_start_date", "DateFrom", "Only purchase orders dated on or after this date"),
      {
        name: "filter_by_status",
        type: "string",
        in: "query",
        as: "Status",
        enum: ["DRAFT", "SUBMITTED", "AUTHORISED", "BILLED", "DELETED"],
        description:
          "Only purchase orders in this status: DRAFT, SUBMITTED (awaiting approval), AUTHORISED, BILLED or DELETED.",
      },
      modifiedSince("modified_since_timestamp"),
      order("order_by_element", "DeliveryDate ASC"),
      page("page_number", {
        description: "Page number, from 1; each page holds up to 100 purchase orders (or records_per_page).",
      }),
      pageSize("records_per_page"),
    ],
    description:
      "List purchase orders sent (or to be sent) to suppliers. Returns {PurchaseOrders: [{PurchaseOrderID, PurchaseOrderNumber, Contact, Status, Date, DeliveryDate, Total, LineItems...}]}. Filter by filter_by_status (e.g. AUTHORISED for orders not yet billed) and a date range (filter_by_start_date..filter_by_end_date); there is no free-form filter on this list.",
  }),
  getById(PURCHASE_ORDERS, {
    tool: "RetrievePurchaseOrder",
    operationId: "getPurchaseOrder",
    id: "purchase_order_id",
    tenant: "ledger_tenant_id",
    description:
      "Get one purchase order by its PurchaseOrderID (a UUID), in full: supplier, line items, delivery details, totals and status. Returns {PurchaseOrders: [one purchase order]}. To look one up by its number (e.g. PO-0001) use RetrievePurchaseOrderByNumber.",
  }),
  readRow({
    tool: "RetrievePurchaseOrderByNumber",
    operationId: "getPurchaseOrderByNumber",
    path: "/PurchaseOrders/{PurchaseOrderNumber}",
    params: [
      {
        name: "purchase_order_number",
        type: "string",
        in: "path",
        as: "PurchaseOrderNumber",
        required: true,
        minLength: 1,
        maxLength: 255,
        description:
          "Number of the purchase order exactly as shown in Xero, e.g. PO-0001 (1 to 255 characters).",
      },
      tenant("ledger_tenant_id"),
    ],
    description:
      "Get one purchase order by its number (e.g. PO-0001), in full. Returns {PurchaseOrders: [one purchase order]}. It shares the URL shape of RetrievePurchaseOrder (/PurchaseOrders/{value}): Xero reads a UUID-shaped value as a PurchaseOrderID, so use that tool when you have the id.",
  }),
  historyRead(PURCHASE_ORDERS, {
    tool: "RetrievePurchaseOrderHistory",
    operationId: "getPurchaseOrderHistory",
    id: "purchase_order_id",
    tenant: "tenant_identifier",
  }),
];

const bankTransactions: ToolRow[] = [
  readRow({
    tool: "RetrieveBankTransactions",
    operationId: "getBankTransactions",
    path: "/BankTransactions",
    params: [
      tenant("ledger_tenant_id"),
      where("filter_by_element", 'Type=="SPEND" AND Status=="AUTHORISED"'),
      modifiedSince("modified_since_timestamp"),
      order("order_transactions_by", "Date DESC"),
      pageSize("records_per_page"),
      page("transaction_page_number", {
        description:
          "Page number, from 1; each page holds up to 100 bank transactions (or records_per_page) with their line items.",
      }),
      unitdp("use_four_decimal_places"),
    ],
    description:
      'List bank transactions: money spent (Type SPEND) or received (Type RECEIVE) through a bank account without an invoice, and their overpayment and prepayment variants. Returns {BankTransactions: [{BankTransactionID, Type, Contact, BankAccount, Date, Status, IsReconciled, Total, LineItems...}]}. Filter e.g. with Type=="SPEND" AND IsReconciled==false.',
  }),
  getById(BANK_TRANSACTIONS, {
    tool: "RetrieveBankTransaction",
    operationId: "getBankTransaction",
    id: "bank_transaction_id",
    tenant: "ledger_tenant_id",
    extra: [unitdp("use_four_decimal_places")],
    description:
      "Get one bank transaction (spend or receive money) by its BankTransactionID, in full: bank account, contact, line items, totals and whether it is reconciled. Returns {BankTransactions: [one transaction]}.",
  }),
  historyRead(BANK_TRANSACTIONS, {
    tool: "GetBankTransactionHistory",
    operationId: "getBankTransactionsHistory",
    id: "bank_transaction_id",
    tenant: "tenant_identifier",
  }),
];

const bankTransfers: ToolRow[] = [
  readRow({
    tool: "RetrieveBankTransfers",
    operationId: "getBankTransfers",
    path: "/BankTransfers",
    params: [
      tenant("ledger_tenant_identifier"),
      where("filter_bank_transfers", "HasAttachments==true"),
      modifiedSince("modified_since_timestamp"),
      order("order_by_element", "Amount DESC"),
    ],
    description:
      'List transfers of money between two of the organisation\'s bank accounts. Returns {BankTransfers: [{BankTransferID, FromBankAccount, ToBankAccount, Amount, Date, CurrencyRate, FromIsReconciled, ToIsReconciled, Reference}]}. Filter e.g. with Amount>=1000 or FromBankAccount.Code=="090".',
  }),
  getById(BANK_TRANSFERS, {
    tool: "RetrieveBankTransfer",
    operationId: "getBankTransfer",
    id: "bank_transfer_id",
    tenant: "tenant_id",
    description:
      "Get one bank transfer by its BankTransferID: the two bank accounts, amount, date, exchange rate and whether each side is reconciled. Returns {BankTransfers: [one transfer]}.",
  }),
  historyRead(BANK_TRANSFERS, {
    tool: "GetBankTransferHistory",
    operationId: "getBankTransferHistory",
    id: "bank_transfer_id",
    tenant: "tenant_identifier",
  }),
];

const expenseClaims: ToolRow[] = [
  readRow({
    tool: "RetrieveExpenseClaims",
    operationId: "getExpenseClaims",
    path: "/ExpenseClaims",
    params: [
      tenant("ledger_tenant_identifier"),
      where("filter_by_element", 'Status=="SUBMITTED"'),
      modifiedSince("modified_since_timestamp"),
      order("order_by", "UpdatedDateUTC DESC"),
    ],
    description:
      'List expense claims: receipts a user submitted together to be paid back. Returns {ExpenseClaims: [{ExpenseClaimID, User, Status, Total, AmountDue, AmountPaid, PaymentDueDate, Receipts: [...]}]}. Filter e.g. with Status=="AUTHORISED" (approved, awaiting payment).',
  }),
  getById(EXPENSE_CLAIMS, {
    tool: "RetrieveExpenseClaim",
    operationId: "getExpenseClaim",
    id: "expense_claim_id",
    tenant: "ledger_tenant_id",
    description:
      "Get one expense claim by its ExpenseClaimID: the user, its receipts, totals, amount due and payments. Returns {ExpenseClaims: [one claim]}.",
  }),
  historyRead(EXPENSE_CLAIMS, {
    tool: "RetrieveExpenseClaimHistory",
    operationId: "getExpenseClaimHistory",
    id: "expense_claim_id",
    tenant: "ledger_tenant_id",
  }),
];

const receipts: ToolRow[] = [
  readRow({
    tool: "GetDraftExpenseReceipts",
    operationId: "getReceipts",
    path: "/Receipts",
    params: [
      tenant("ledger_tenant_id"),
      where("filter_condition", 'Status=="DRAFT"'),
      modifiedSince("modified_since_timestamp"),
      order("order_receipts_by", "Date DESC"),
      unitdp("unit_decimal_places"),
    ],
    description:
      'List expense claim receipts: individual expenses a user recorded, to be added to an expense claim. Returns {Receipts: [{ReceiptID, ReceiptNumber, User, Contact, Date, Status, Total, LineItems...}]}. Filter e.g. with Status=="DRAFT" (not yet claimed).',
  }),
  getById(RECEIPTS, {
    tool: "RetrieveDraftExpenseClaimReceipt",
    operationId: "getReceipt",
    id: "receipt_id",
    tenant: "tenant_identifier",
    extra: [unitdp("use_four_decimal_places")],
    description:
      "Get one expense claim receipt by its ReceiptID, in full: user, supplier, line items, totals and status. Returns {Receipts: [one receipt]}.",
  }),
  historyRead(RECEIPTS, {
    tool: "RetrieveReceiptHistory",
    operationId: "getReceiptHistory",
    id: "receipt_id",
    tenant: "tenant_identifier",
  }),
];

const manualJournals: ToolRow[] = [
  readRow({
    tool: "RetrieveManualJournals",
    operationId: "getManualJournals",
    path: "/ManualJournals",
    params: [
      tenant("tenant_identifier"),
      where("filter_criteria", 'Status=="POSTED"'),
      modifiedSince("modified_since_timestamp"),
      order("order_by_element", "Date DESC"),
      page("page_number", {
        description:
          "Page number, from 1; each page holds up to 100 manual journals (or records_per_page) with their lines.",
      }),
      pageSize("records_per_page"),
    ],
    description:
      'List manual journals: debit and credit entries posted by hand (adjustments, accruals, opening balances). Returns {ManualJournals: [{ManualJournalID, Date, Narration, Status, JournalLines: [{AccountCode, LineAmount, TaxType, Description}]...}]}. Filter e.g. with Status=="POSTED".',
  }),
  getById(MANUAL_JOURNALS, {
    tool: "RetrieveManualJournal",
    operationId: "getManualJournal",
    id: "manual_journal_id",
    tenant: "ledger_tenant_id",
    description:
      "Get one manual journal by its ManualJournalID: date, narration, status and every journal line (account, amount, tax). Returns {ManualJournals: [one manual journal]}.",
  }),
  historyRead(MANUAL_JOURNALS, {
    tool: "GetManualJournalHistory",
    operationId: "getManualJournalsHistory",
    id: "manual_journal_id",
    tenant: "ledger_tenant_id",
  }),
];

const journals: ToolRow[] = [
  readRow({
    tool: "GetFinancialJournals",
    operationId: "getJournals",
    path: "/Journals",
    params: [
      tenant("tenant_identifier"),
      {
        name: "journal_number_offset",
        type: "integer",
        in: "query",
        as: "offset",
        minimum: 0,
        description:
          "Return journals numbered above this JournalNumber, e.g. 100 returns journal 101 onwards; to page, pass the last JournalNumber of the previous call.",
      },
      modifiedSince("modified_since_timestamp"),
      {
        name: "retrieve_cash_basis_journals",
        type: "boolean",
        in: "query",
        as: "paymentsOnly",
        description: "true returns cash-basis journals (payments only); false or left out, accrual journals.",
      },
    ],
    description:
      "List the general ledger journals Xero generated for every posted transaction (invoices, payments, bank transactions, manual journals...), up to 100 per call in JournalNumber order. Returns {Journals: [{JournalID, JournalNumber, JournalDate, SourceType, SourceID, JournalLines: [{AccountCode, AccountName, NetAmount, GrossAmount, TaxAmount}]}]}. Page with journal_number_offset.",
  }),
  readRow({
    tool: "RetrieveJournalByNumber",
    operationId: "getJournalByNumber",
    path: "/Journals/{JournalNumber}",
    params: [
      {
        name: "journal_number",
        type: "integer",
        in: "path",
        as: "JournalNumber",
        required: true,
        minimum: 0,
        description: "Number of the journal, a whole number as listed in JournalNumber, e.g. 42.",
      },
      tenant("tenant_identifier"),
    ],
    description:
      "Get one general ledger journal by its JournalNumber (e.g. 42), with its lines. Returns {Journals: [one journal]}. It shares the URL shape of RetrieveSpecificJournal (/Journals/{value}); use that tool when you have the JournalID (a UUID).",
  }),
  getById(JOURNALS, {
    tool: "RetrieveSpecificJournal",
    operationId: "getJournal",
    id: "journal_id",
    tenant: "ledger_tenant_identifier",
    description:
      "Get one general ledger journal by its JournalID (a UUID): date, source transaction and lines per account. Returns {Journals: [one journal]}. To look one up by number use RetrieveJournalByNumber.",
  }),
];

export const ledgerReadSpendingTools: readonly ToolRow[] = [
  ...purchaseOrders,
  ...bankTransactions,
  ...bankTransfers,
  ...expenseClaims,
  ...receipts,
  ...manualJournals,
  ...journals,
];
