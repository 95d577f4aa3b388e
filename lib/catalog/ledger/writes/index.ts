// LedgerApi family `ledger-write`: the history-note creations, the conversion setup and (beyond
// the seed) the records' own creates
// (Xero Accounting API 2.0). Each call creates something; a retry with the same idempotency key is
// not processed twice, but without one a second call adds a second record.
import { modeParam, requestBodyParam } from "../../schema-mode";
import type { ToolRow } from "../../types";
import type { XeroOperation } from "../operation";
import * as xero from "../operations.generated";
import { DEFAULT_HISTORY_NOTE, idempotencyKey, TENANT_DESCRIPTION, tenant, unitdp, uuid } from "../params";
import { idOf } from "../records";
import { invoiceChangeFields, invoiceFields, invoiceUpsertFields } from "../records/invoice";
import { type Decoration, family, type Params, row } from "../row";
import { bankingWrites } from "./banking";
import { contactWrites } from "./contacts";
import { documentWrites } from "./documents";
import { paymentWrites } from "./payments";
import { changeParam, recordsParam, summarizeErrors, UPDATE_FLAGS } from "./record-params";
import { uploadWrites } from "./uploads";

/** The record a note is added to, named `record` where the description calls it other than by its noun. */
const noteOn = (record?: string) => (op: XeroOperation) =>
  idOf(op, (noun) => `Id of the ${record ?? noun} to add the note to`);
const noteTo = noteOn();

/** The note of a history record: `{"HistoryRecords":[{"Details": ...}]}`. */
const historyDetails: Decoration = {
  type: "string",
  in: "body",
  as: "HistoryRecords.0.Details",
  minLength: 1,
  maxLength: 2500,
  sendDefault: DEFAULT_HISTORY_NOTE,
  description: `Text of the history note to add (up to 2500 characters). When left out, the note "${DEFAULT_HISTORY_NOTE}" is sent, because Xero refuses a history record without text.`,
};

/** `PUT /<Collection>/{<Id>}/History` with `{"HistoryRecords":[{"Details": ...}]}`, safe to retry with a key. */
const note = (tool: string, op: XeroOperation, params: Params, description: string) =>
  row(tool, op, { ...params, idempotency_key: idempotencyKey, history_details: historyDetails }, description);

/** The Setup's tenant: optional in the schema, so mode=get_request_schema needs none. */
const executeTenant = {
  ...tenant,
  required: false,
  description: `${TENANT_DESCRIPTION} Required when mode is \`execute\`.`,
  note: "Optional in the schema so mode=get_request_schema needs no tenant; required when mode is execute.",
};

/** The Setup can rename or retype existing accounts and overwrite conversion balances. */
const SETUP_FLAGS = { readOnly: false, destructive: true, idempotent: false };

const CREATED = "Returns {HistoryRecords: [{Details, User, DateUTC, Changes}]}: the note added.";

// A table, one line per tool: name, Xero operation, parameters (tool name: decoration), description.
// biome-ignore format: a table, one line per row
export const ledgerWriteTools: readonly ToolRow[] = family("ledger-write", [
  note("AddContactHistoryRecord", xero.createContactHistory, { contact_unique_identifier: noteTo, tenant_identifier: tenant }, `Add a history note to a contact's history and notes. ${CREATED}`),
  note("AddExpenseClaimHistory", xero.createExpenseClaimHistory, { expense_claim_id: noteTo, ledger_tenant_id: tenant }, `Add a history note to an expense claim's history and notes. ${CREATED}`),
  note("AddQuoteHistory", xero.createQuoteHistory, { quote_identifier: noteTo, ledger_tenant_id: tenant }, `Add a history note to a quote's history and notes. ${CREATED}`),
  note("CreateBankTransactionHistory", xero.createBankTransactionHistoryRecord, { bank_transaction_id: noteTo, tenant_id: tenant }, `Add a history note to a bank transaction (spend or receive money) history. ${CREATED}`),
  note("CreateBankTransferHistory", xero.createBankTransferHistoryRecord, { bank_transfer_id: noteTo, ledger_tenant_id: tenant }, `Add a history note to a bank transfer's history. ${CREATED}`),
  note("CreateBatchPaymentHistoryRecord", xero.createBatchPaymentHistoryRecord, { batch_payment_id: noteTo, ledger_tenant_identifier: tenant }, `Add a history note to a batch payment's history. ${CREATED}`),
  note("CreateInvoiceHistory", xero.createInvoiceHistory, { invoice_id: noteOn("invoice or bill"), tenant_identifier: tenant }, `Add a history note to an invoice's (or bill's) history and notes. ${CREATED}`),
  note("CreateItemHistory", xero.createItemHistory, { item_id: noteOn("inventory item"), tenant_identifier: tenant }, `Add a history note to an inventory item's history. ${CREATED}`),
  note("CreateJournalHistoryRecord", xero.createManualJournalHistoryRecord, { manual_journal_id: noteTo, tenant_identifier: tenant }, `Add a history note to a manual journal's history. ${CREATED}`),
  note("CreatePaymentHistoryRecord", xero.createPaymentHistory, { payment_identifier: noteTo, ledger_tenant_id: tenant }, `Add a history note to a payment's history. ${CREATED}`),
  note("CreatePrepaymentHistory", xero.createPrepaymentHistory, { prepayment_id: noteTo, ledger_tenant_id: tenant }, `Add a history note to a prepayment's history. ${CREATED}`),
  note("CreatePurchaseOrderHistory", xero.createPurchaseOrderHistory, { purchase_order_id: noteTo, tenant_identifier: tenant }, `Add a history note to a purchase order's history and notes. ${CREATED}`),
  note("CreateRepeatingInvoiceHistory", xero.createRepeatingInvoiceHistory, { repeating_invoice_id: noteTo, tenant_identifier: tenant }, `Add a history note to a repeating invoice template's history. ${CREATED}`),
  note("RecordOverpaymentHistory", xero.createOverpaymentHistory, { overpayment_id: noteTo, ledger_tenant_id: tenant }, `Add a history note to an overpayment's history. ${CREATED}`),
  note("RecordReceiptHistory", xero.createReceiptHistory, { receipt_id: noteOn("receipt"), tenant_identifier: tenant }, `Add a history note to a draft expense claim receipt's history. ${CREATED}`),
  note("FetchCreditNoteHistory", xero.createCreditNoteHistory, { credit_note_id: noteTo, ledger_tenant_id: tenant }, `Add a history note to a credit note's history and notes. Despite its name this tool creates a record, it does not read the history. ${CREATED}`),
  // Beyond the seed (issue 24): the records themselves, as record parameters (docs/full-coverage.md).
  row("CreateInvoices", xero.createInvoices, { tenant_id: tenant, invoices: recordsParam("Invoices", invoiceFields, "The invoices or bills to create"), summarize_errors: summarizeErrors("invoices"), unit_decimal_places: unitdp, idempotency_key: idempotencyKey }, "Create sales invoices (type ACCREC) or bills (ACCPAY), up to 50 in one call. Each needs a contact (contact_id, or contact_name: Xero finds or creates it) and line items with a description, quantity, unit amount and account code (or an item code). Status DRAFT (the default) can still be edited or deleted; AUTHORISED approves the invoice: it posts to the ledger, can be paid and emailed, and can then only be voided. Xero numbers sales invoices (INV-0042) and computes line amounts, tax and totals from the tax rates. Keyed: a retry with the same idempotency_key creates nothing twice. Returns {Invoices: [{InvoiceID, InvoiceNumber, Status, SubTotal, TotalTax, Total, AmountDue, LineItems...}]}."),
  row("UpdateInvoice", xero.updateInvoice, { invoice_id: uuid("InvoiceID", "The invoice or bill to change"), tenant_id: tenant, invoice: changeParam("Invoices", invoiceChangeFields), unit_decimal_places: unitdp, idempotency_key: idempotencyKey }, "Change an invoice or bill: approve it (status AUTHORISED), change its dates, reference or lines, void it (VOIDED, an approved invoice without payments) or delete it (DELETED, a draft or submitted one). Lines sent replace all of its lines. Xero refuses changes to a paid invoice (except its reference) and any change to a voided or deleted one. Keyed: a retry with the same idempotency_key changes nothing twice. Returns {Invoices: [the invoice as it is now]}.", { flags: UPDATE_FLAGS }),
  row("UpdateOrCreateInvoices", xero.updateOrCreateInvoices, { tenant_id: tenant, invoices: recordsParam("Invoices", invoiceUpsertFields, "The invoices or bills: each with invoice_id (or an existing invoice_number) is updated, each without is created"), summarize_errors: summarizeErrors("invoices"), unit_decimal_places: unitdp, idempotency_key: idempotencyKey }, "Update or create invoices and bills in one call, up to 50: an invoice named by invoice_id (or an existing invoice_number) is changed as LedgerApi.UpdateInvoice would, any other is created as LedgerApi.CreateInvoices would. Can void or delete invoices through their status. Keyed: a retry with the same idempotency_key writes nothing twice. Returns {Invoices: [...]}.", { flags: UPDATE_FLAGS }),
  ...contactWrites,
  ...paymentWrites,
  ...documentWrites,
  ...bankingWrites,
  ...uploadWrites,
  row("SetupConversionDetails", xero.postSetup, { mode: modeParam("the Xero Setup"), tenant_identifier: executeTenant, idempotency_key: idempotencyKey, request_body: requestBodyParam("the Setup (ConversionDate, ConversionBalances, Accounts)", { ConversionDate: { Month: 1, Year: 2026 } }) }, "Set up an organisation's conversion: the conversion date, opening (conversion) balances per account, and the chart of accounts to create or update. Two steps: call with mode=get_request_schema to get the body's JSON Schema, then mode=execute with request_body and tenant_identifier. Returns {ImportSummary: {Accounts: {Total, New, Updated, Deleted, Errored...}, Organisation}}: Xero's summary of the import.", { schemaMode: { bodySchema: "XeroSetup", requiredInExecute: ["tenant_identifier", "request_body"] }, flags: SETUP_FLAGS }),
]);
