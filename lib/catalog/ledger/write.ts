// LedgerApi family `ledger-write`: the 16 history-note creations and the conversion setup
// (Xero Accounting API 2.0). Each call creates something; a retry with the same idempotency key is
// not processed twice, but without one a second call adds a second record.
import { modeParam, requestBodyParam } from "../schema-mode";
import type { ToolRow } from "../types";
import { historyDetails, idempotencyKey, TENANT_DESCRIPTION, tenant, uuidPath } from "./params";
import {
  BANK_TRANSACTIONS,
  BANK_TRANSFERS,
  BATCH_PAYMENTS,
  CONTACTS,
  CREDIT_NOTES,
  EXPENSE_CLAIMS,
  INVOICES,
  ITEMS,
  MANUAL_JOURNALS,
  OVERPAYMENTS,
  PAYMENTS,
  PREPAYMENTS,
  PURCHASE_ORDERS,
  QUOTES,
  RECEIPTS,
  REPEATING_INVOICES,
  type Resource,
} from "./resources";

const WRITE = { readOnly: false, destructive: false, idempotent: false } as const;

/** Names the spec gives one history-creating tool and its parameters; the rest follows the resource. */
interface HistoryCreateSpec {
  tool: string;
  operationId: string;
  id: string;
  tenant: string;
  /** The record as the id parameter's description names it, when it differs from the resource's noun. */
  record?: string;
  description: string;
}

/** `PUT /<Collection>/{<Id>}/History` with `{"HistoryRecords":[{"Details": ...}]}`. */
function historyCreate(resource: Resource, spec: HistoryCreateSpec): ToolRow {
  return {
    name: `LedgerApi.${spec.tool}`,
    toolkit: "LedgerApi",
    family: "ledger-write",
    operationId: spec.operationId,
    method: "PUT",
    path: `/${resource.collection}/{${resource.idAs}}/History`,
    params: [
      uuidPath(spec.id, resource.idAs, `Id of the ${spec.record ?? resource.noun} to add the note to`),
      tenant(spec.tenant),
      idempotencyKey(),
      historyDetails(),
    ],
    flags: WRITE,
    description: spec.description,
  };
}

const SETUP_MODE_PARAM = modeParam("the Xero Setup");
const SETUP_REQUEST_BODY_PARAM = requestBodyParam("the Setup (ConversionDate, ConversionBalances, Accounts)");

export const ledgerWriteTools: readonly ToolRow[] = [
  historyCreate(CONTACTS, {
    tool: "AddContactHistoryRecord",
    operationId: "createContactHistory",
    id: "contact_unique_identifier",
    tenant: "tenant_identifier",
    description:
      "Add a history note to a contact's history and notes. Returns the created history record (Details, User, DateUTC).",
  }),
  historyCreate(EXPENSE_CLAIMS, {
    tool: "AddExpenseClaimHistory",
    operationId: "createExpenseClaimHistory",
    id: "expense_claim_id",
    tenant: "ledger_tenant_id",
    description:
      "Add a history note to an expense claim's history and notes. Returns the created history record (Details, User, DateUTC).",
  }),
  historyCreate(QUOTES, {
    tool: "AddQuoteHistory",
    operationId: "createQuoteHistory",
    id: "quote_identifier",
    tenant: "ledger_tenant_id",
    description:
      "Add a history note to a quote's history and notes. Returns the created history record (Details, User, DateUTC).",
  }),
  historyCreate(BANK_TRANSACTIONS, {
    tool: "CreateBankTransactionHistory",
    operationId: "createBankTransactionHistoryRecord",
    id: "bank_transaction_id",
    tenant: "tenant_id",
    description:
      "Add a history note to a bank transaction (spend or receive money) history. Returns the created history record (Details, User, DateUTC).",
  }),
  historyCreate(BANK_TRANSFERS, {
    tool: "CreateBankTransferHistory",
    operationId: "createBankTransferHistoryRecord",
    id: "bank_transfer_id",
    tenant: "ledger_tenant_id",
    description:
      "Add a history note to a bank transfer's history. Returns the created history record (Details, User, DateUTC).",
  }),
  historyCreate(BATCH_PAYMENTS, {
    tool: "CreateBatchPaymentHistoryRecord",
    operationId: "createBatchPaymentHistoryRecord",
    id: "batch_payment_id",
    tenant: "ledger_tenant_identifier",
    description:
      "Add a history note to a batch payment's history. Returns the created history record (Details, User, DateUTC).",
  }),
  historyCreate(INVOICES, {
    tool: "CreateInvoiceHistory",
    operationId: "createInvoiceHistory",
    id: "invoice_id",
    record: "invoice or bill",
    tenant: "tenant_identifier",
    description:
      "Add a history note to an invoice's (or bill's) history and notes. Returns the created history record (Details, User, DateUTC).",
  }),
  historyCreate(ITEMS, {
    tool: "CreateItemHistory",
    operationId: "createItemHistory",
    id: "item_id",
    record: "inventory item",
    tenant: "tenant_identifier",
    description:
      "Add a history note to an inventory item's history. Returns the created history record (Details, User, DateUTC).",
  }),
  historyCreate(MANUAL_JOURNALS, {
    tool: "CreateJournalHistoryRecord",
    operationId: "createManualJournalHistoryRecord",
    id: "manual_journal_id",
    tenant: "tenant_identifier",
    description:
      "Add a history note to a manual journal's history. Returns the created history record (Details, User, DateUTC).",
  }),
  historyCreate(PAYMENTS, {
    tool: "CreatePaymentHistoryRecord",
    operationId: "createPaymentHistory",
    id: "payment_identifier",
    tenant: "ledger_tenant_id",
    description:
      "Add a history note to a payment's history. Returns the created history record (Details, User, DateUTC).",
  }),
  historyCreate(PREPAYMENTS, {
    tool: "CreatePrepaymentHistory",
    operationId: "createPrepaymentHistory",
    id: "prepayment_id",
    tenant: "ledger_tenant_id",
    description:
      "Add a history note to a prepayment's history. Returns the created history record (Details, User, DateUTC).",
  }),
  historyCreate(PURCHASE_ORDERS, {
    tool: "CreatePurchaseOrderHistory",
    operationId: "createPurchaseOrderHistory",
    id: "purchase_order_id",
    tenant: "tenant_identifier",
    description:
      "Add a history note to a purchase order's history and notes. Returns the created history record (Details, User, DateUTC).",
  }),
  historyCreate(REPEATING_INVOICES, {
    tool: "CreateRepeatingInvoiceHistory",
    operationId: "createRepeatingInvoiceHistory",
    id: "repeating_invoice_id",
    tenant: "tenant_identifier",
    description:
      "Add a history note to a repeating invoice template's history. Returns the created history record (Details, User, DateUTC).",
  }),
  historyCreate(OVERPAYMENTS, {
    tool: "RecordOverpaymentHistory",
    operationId: "createOverpaymentHistory",
    id: "overpayment_id",
    tenant: "ledger_tenant_id",
    description:
      "Add a history note to an overpayment's history. Returns the created history record (Details, User, DateUTC).",
  }),
  historyCreate(RECEIPTS, {
    tool: "RecordReceiptHistory",
    operationId: "createReceiptHistory",
    id: "receipt_id",
    record: "receipt",
    tenant: "tenant_identifier",
    description:
      "Add a history note to a draft expense claim receipt's history. Returns the created history record (Details, User, DateUTC).",
  }),
  historyCreate(CREDIT_NOTES, {
    tool: "FetchCreditNoteHistory",
    operationId: "createCreditNoteHistory",
    id: "credit_note_id",
    tenant: "ledger_tenant_id",
    description:
      "Add a history note to a credit note's history and notes. Despite its name this tool creates a record, it does not read the history. Returns the created history record (Details, User, DateUTC).",
  }),
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
        description: `${TENANT_DESCRIPTION} Required when mode is \`execute\`.`,
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
