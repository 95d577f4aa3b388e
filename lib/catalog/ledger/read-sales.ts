// LedgerApi family `ledger-read`, money in and out against invoices: invoices, credit notes, quotes,
// repeating invoices, payments, batch payments, prepayments, overpayments, linked transactions, the
// online invoice URL and the invoice reminder settings (Xero Accounting API 2.0). 28 rows.
import type { ToolRow } from "../types";
import {
  dateQuery,
  includeArchived,
  listQuery,
  modifiedSince,
  order,
  page,
  pageSize,
  searchTerm,
  summaryOnly,
  tenant,
  unitdp,
  uuidPath,
  uuidQuery,
  where,
} from "./params";
import { getById, historyRead, readRow } from "./read-builders";
import {
  BATCH_PAYMENTS,
  CREDIT_NOTES,
  INVOICES,
  LINKED_TRANSACTIONS,
  OVERPAYMENTS,
  PAYMENTS,
  PREPAYMENTS,
  QUOTES,
  REPEATING_INVOICES,
} from "./resources";

const invoices: ToolRow[] = [
  readRow({
    tool: "RetrieveInvoices",
    operationId: "getInvoices",
    path: "/Invoices",
    params: [
      tenant("ledger_tenant_id"),
      where(
        "filter_by_condition",
        'Status=="AUTHORISED" AND Type=="ACCREC" AND DueDate<DateTime(2026, 01, 31)',
      ),
      {
        name: "filter_by_created_by_my_app",
        type: "boolean",
        in: "query",
        as: "createdByMyApp",
        description:
          "true returns only the invoices created through this app's Xero connection; default false.",
      },
      listQuery(
        "filter_by_invoice_numbers",
        "InvoiceNumbers",
        'Only these invoice numbers, exactly as shown in Xero, e.g. ["INV-0001", "INV-0002"].',
      ),
      listQuery(
        "filter_by_statuses",
        "Statuses",
        'Only invoices in these statuses: DRAFT, SUBMITTED, AUTHORISED, PAID, VOIDED or DELETED, e.g. ["AUTHORISED", "PAID"].',
      ),
      listQuery(
        "filter_contact_ids",
        "ContactIDs",
        "Only invoices of these contacts: a list of ContactIDs (UUIDs), e.g. from FetchAllLedgerContacts.",
        "uuid",
      ),
      includeArchived("include_archived_invoices", "invoices"),
      listQuery(
        "invoice_ids",
        "IDs",
        'Only these invoices: a list of InvoiceIDs (UUIDs), e.g. ["0b8a3c9e-1d2f-4a5b-8c7d-6e5f4a3b2c1d"].',
        "uuid",
      ),
      modifiedSince("modified_since_timestamp"),
      order("order_by", "DueDate ASC"),
      page("page_number", {
        description:
          "Page number, from 1; each page holds up to 100 invoices (or records_per_page) with full line items.",
      }),
      pageSize("records_per_page"),
      summaryOnly("retrieve_summary_only", "invoices"),
      searchTerm("search_term", "InvoiceNumber and Reference", "INV-00"),
      unitdp("unit_decimal_places"),
    ],
    description:
      'List sales invoices (Type ACCREC) and purchase bills (Type ACCPAY). Returns {Invoices: [{InvoiceID, InvoiceNumber, Type, Contact, Status, Date, DueDate, Total, AmountDue, AmountPaid, CurrencyCode, LineItems...}]}, plus pagination when paged. Narrow it with filter_by_statuses, filter_contact_ids, invoice_ids, filter_by_invoice_numbers or a where filter such as Status=="AUTHORISED" AND Type=="ACCREC" (unpaid sales invoices); page through long lists with page_number.',
  }),
  getById(INVOICES, {
    tool: "GetInvoiceDetails",
    operationId: "getInvoice",
    id: "invoice_identifier",
    tenant: "ledger_tenant_id",
    extra: [unitdp("unit_decimal_places")],
    description:
      "Get one sales invoice or purchase bill by its InvoiceID, in full: contact, line items, tax, totals, payments, credit notes and allocations applied. Returns {Invoices: [one invoice]}.",
  }),
  historyRead(INVOICES, {
    tool: "RetrieveInvoiceHistory",
    operationId: "getInvoiceHistory",
    id: "invoice_id",
    tenant: "tenant_identifier",
  }),
  readRow({
    tool: "RetrieveOnlineInvoiceUrl",
    operationId: "getOnlineInvoice",
    path: "/Invoices/{InvoiceID}/OnlineInvoice",
    params: [
      uuidPath("invoice_identifier", "InvoiceID", "Id of the sales invoice (its InvoiceID)"),
      tenant("ledger_tenant_id"),
    ],
    description:
      "Get the public link to the online version of a sales invoice, which the customer can open to view and pay it. Only sales invoices (Type ACCREC) that are not drafts have one. Returns {OnlineInvoices: [{OnlineInvoiceUrl}]}.",
  }),
  readRow({
    tool: "GetInvoiceReminderSettings",
    operationId: "getInvoiceReminders",
    path: "/InvoiceReminders/Settings",
    params: [tenant("ledger_tenant_id")],
    description:
      "Get whether automatic invoice reminders (emails Xero sends customers about overdue invoices) are switched on for the organisation. Returns {InvoiceReminders: [{Enabled}]}.",
  }),
];

const creditNotes: ToolRow[] = [
  readRow({
    tool: "GetCreditNotes",
    operationId: "getCreditNotes",
    path: "/CreditNotes",
    params: [
      tenant("tenant_identifier"),
      where("filter_by_element", 'Type=="ACCRECCREDIT" AND Status=="AUTHORISED"'),
      modifiedSince("modified_since_timestamp"),
      pageSize("number_of_records_per_page"),
      page("page_number", {
        description:
          "Page number, from 1; each page holds up to 100 credit notes (or number_of_records_per_page) with their line items.",
      }),
      order("sort_credit_notes", "Date DESC"),
      unitdp("unit_decimal_places"),
    ],
    description:
      'List credit notes: customer credits (Type ACCRECCREDIT) and supplier credits (Type ACCPAYCREDIT). Returns {CreditNotes: [{CreditNoteID, CreditNoteNumber, Type, Contact, Status, Date, Total, RemainingCredit, Allocations...}]}. Filter e.g. with Status=="AUTHORISED" AND RemainingCredit>0 (credit still to allocate).',
  }),
  getById(CREDIT_NOTES, {
    tool: "RetrieveCreditNote",
    operationId: "getCreditNote",
    id: "credit_note_id",
    tenant: "tenant_identifier",
    extra: [unitdp("use_four_decimal_places")],
    description:
      "Get one credit note by its CreditNoteID, in full: contact, line items, totals, remaining credit and the invoices it is allocated to. Returns {CreditNotes: [one credit note]}.",
  }),
  historyRead(CREDIT_NOTES, {
    tool: "GetCreditNoteHistory",
    operationId: "getCreditNoteHistory",
    id: "credit_note_id",
    tenant: "ledger_tenant_id",
  }),
];

const quotes: ToolRow[] = [
  readRow({
    tool: "RetrieveSalesQuotes",
    operationId: "getQuotes",
    path: "/Quotes",
    params: [
      tenant("ledger_tenant_id"),
      uuidQuery("contact_id", "ContactID", "Only quotes for this contact: its ContactID"),
      dateQuery("expiry_date_after", "ExpiryDateFrom", "Only quotes expiring on or after this date"),
      dateQuery("filter_date_to", "DateTo", "Only quotes dated on or before this date"),
      dateQuery("filter_expiry_date_before", "ExpiryDateTo", "Only quotes expiring on or before this date"),
      dateQuery("filter_start_date", "DateFrom", "Only quotes dated on or after this date"),
      modifiedSince("modified_since_timestamp"),
      order("order_by_element", "ExpiryDate ASC"),
      page("page_number"),
      {
        name: "quote_number_filter",
        type: "string",
        in: "query",
        as: "QuoteNumber",
        minLength: 1,
        description: "Only the quote with this number, exactly as shown in Xero, e.g. QU-0008.",
      },
      {
        name: "quote_status",
        type: "string",
        in: "query",
        as: "Status",
        minLength: 1,
        description:
          "Only quotes in this status: DRAFT, SENT, ACCEPTED, DECLINED, INVOICED or DELETED, e.g. SENT.",
      },
    ],
    description:
      "List sales quotes. Returns {Quotes: [{QuoteID, QuoteNumber, Contact, Status, Date, ExpiryDate, Total, LineItems...}]}. Filter by contact_id, quote_status (e.g. SENT for quotes awaiting an answer), quote_number_filter, a date range (filter_start_date..filter_date_to) or an expiry range (expiry_date_after..filter_expiry_date_before); up to 100 per page_number.",
  }),
  getById(QUOTES, {
    tool: "RetrieveQuote",
    operationId: "getQuote",
    id: "quote_id",
    tenant: "ledger_tenant_id",
    description:
      "Get one sales quote by its QuoteID, in full: contact, line items, terms, totals, status and expiry date. Returns {Quotes: [one quote]}.",
  }),
  historyRead(QUOTES, {
    tool: "RetrieveQuoteHistory",
    operationId: "getQuoteHistory",
    id: "quote_id",
    tenant: "ledger_tenant_identifier",
  }),
];

const repeatingInvoices: ToolRow[] = [
  readRow({
    tool: "GetRepeatingInvoices",
    operationId: "getRepeatingInvoices",
    path: "/RepeatingInvoices",
    params: [
      tenant("tenant_identifier"),
      where("filter_by_element", 'Status=="AUTHORISED" AND Type=="ACCREC"'),
      order("order_by_element", "Total DESC"),
    ],
    description:
      'List repeating invoice templates: the schedules from which Xero creates invoices or bills automatically. Returns {RepeatingInvoices: [{RepeatingInvoiceID, Type, Contact, Schedule {Period, Unit, NextScheduledDate, EndDate}, Status, Total, LineItems...}]}. Filter e.g. with Status=="AUTHORISED" (active schedules).',
  }),
  getById(REPEATING_INVOICES, {
    tool: "GetRepeatingInvoice",
    operationId: "getRepeatingInvoice",
    id: "repeating_invoice_id",
    tenant: "tenant_id",
    description:
      "Get one repeating invoice template by its RepeatingInvoiceID: its schedule (how often, next date, end date), contact and line items. Returns {RepeatingInvoices: [one template]}.",
  }),
  historyRead(REPEATING_INVOICES, {
    tool: "GetRepeatingInvoiceHistory",
    operationId: "getRepeatingInvoiceHistory",
    id: "repeating_invoice_id",
    tenant: "ledger_tenant_id",
  }),
];

const payments: ToolRow[] = [
  readRow({
    tool: "FetchInvoicePayments",
    operationId: "getPayments",
    path: "/Payments",
    params: [
      tenant("ledger_tenant_identifier"),
      where("filter_condition", 'Status=="AUTHORISED" AND PaymentType=="ACCRECPAYMENT"'),
      modifiedSince("modified_since_timestamp"),
      order("order_by", "Date DESC"),
      page("page_number", {
        description: "Page number, from 1; each page holds up to 100 payments (or records_per_page).",
      }),
      pageSize("records_per_page"),
    ],
    description:
      'List payments made against invoices, bills, credit notes, prepayments and overpayments. Returns {Payments: [{PaymentID, Date, Amount, PaymentType, Status, Reference, Invoice {InvoiceID, InvoiceNumber}, Account {AccountID, Code}...}]}. Filter e.g. with PaymentType=="ACCRECPAYMENT" (customer payments) or Date>=DateTime(2026, 01, 01).',
  }),
  getById(PAYMENTS, {
    tool: "RetrieveInvoicePayment",
    operationId: "getPayment",
    id: "payment_id",
    tenant: "ledger_tenant_id",
    description:
      "Get one payment by its PaymentID: amount, date, the invoice or credit note it pays and the bank account it went through. Returns {Payments: [one payment]}.",
  }),
  historyRead(PAYMENTS, {
    tool: "RetrievePaymentHistory",
    operationId: "getPaymentHistory",
    id: "payment_identifier",
    tenant: "tenant_identifier",
  }),
];

const batchPayments: ToolRow[] = [
  readRow({
    tool: "RetrieveBatchPayments",
    operationId: "getBatchPayments",
    path: "/BatchPayments",
    params: [
      tenant("tenant_identifier"),
      where("filter_by_element", 'Type=="PAYBATCH" AND Status=="AUTHORISED"'),
      modifiedSince("modified_since_timestamp"),
      order("order_by_element", "Date DESC"),
    ],
    description:
      'List batch payments: several bills paid (Type PAYBATCH) or invoices received (Type RECBATCH) in one bank transaction. Returns {BatchPayments: [{BatchPaymentID, Type, Date, Reference, TotalAmount, Status, Account, Payments: [...]}]}. Filter e.g. with Type=="PAYBATCH".',
  }),
  getById(BATCH_PAYMENTS, {
    tool: "GetBatchPaymentDetails",
    operationId: "getBatchPayment",
    id: "batch_payment_id",
    tenant: "ledger_tenant_id",
    description:
      "Get one batch payment by its BatchPaymentID, with each payment in it and the invoice or bill that payment settles. Returns {BatchPayments: [one batch payment]}.",
  }),
  historyRead(BATCH_PAYMENTS, {
    tool: "RetrieveBatchPaymentHistory",
    operationId: "getBatchPaymentHistory",
    id: "batch_payment_id",
    tenant: "ledger_tenant_id",
  }),
];

const prepayments: ToolRow[] = [
  readRow({
    tool: "RetrievePrepayments",
    operationId: "getPrepayments",
    path: "/Prepayments",
    params: [
      tenant("ledger_tenant_identifier"),
      where("filter_condition", 'Type=="RECEIVE-PREPAYMENT" AND Status=="AUTHORISED"'),
      modifiedSince("modified_since_timestamp"),
      order("order_criteria", "Date DESC"),
      page("page_number", {
        description: "Page number, from 1; each page holds up to 100 prepayments (or records_per_page).",
      }),
      pageSize("records_per_page"),
      unitdp("unit_decimal_places"),
    ],
    description:
      'List prepayments: money received from a customer (RECEIVE-PREPAYMENT) or paid to a supplier (SPEND-PREPAYMENT) before an invoice exists. Returns {Prepayments: [{PrepaymentID, Type, Contact, Date, Status, Total, RemainingCredit, Allocations...}]}. Filter e.g. with Status=="AUTHORISED" (not yet fully allocated).',
  }),
  getById(PREPAYMENTS, {
    tool: "GetPrepaymentDetails",
    operationId: "getPrepayment",
    id: "prepayment_id",
    tenant: "ledger_tenant_id",
    description:
      "Get one prepayment by its PrepaymentID: contact, line items, total, remaining credit and the invoices it is allocated to. Returns {Prepayments: [one prepayment]}.",
  }),
  historyRead(PREPAYMENTS, {
    tool: "GetPrepaymentHistory",
    operationId: "getPrepaymentHistory",
    id: "prepayment_id",
    tenant: "ledger_tenant_id",
  }),
];

const overpayments: ToolRow[] = [
  readRow({
    tool: "RetrieveOverpayments",
    operationId: "getOverpayments",
    path: "/Overpayments",
    params: [
      tenant("tenant_identifier"),
      where("filter_criteria", 'Type=="RECEIVE-OVERPAYMENT" AND Status=="AUTHORISED"'),
      order("order_by_element", "Date DESC"),
      page("page_number", {
        description: "Page number, from 1; each page holds up to 100 overpayments (or records_per_page).",
      }),
      modifiedSince("records_modified_since"),
      pageSize("records_per_page"),
      unitdp("unit_decimal_places"),
    ],
    description:
      'List overpayments: money received from a customer (RECEIVE-OVERPAYMENT) or paid to a supplier (SPEND-OVERPAYMENT) beyond what was owed. Returns {Overpayments: [{OverpaymentID, Type, Contact, Date, Status, Total, RemainingCredit, Allocations...}]}. Filter e.g. with Status=="AUTHORISED" (credit still to allocate or refund).',
  }),
  getById(OVERPAYMENTS, {
    tool: "RetrieveSpecificOverpayment",
    operationId: "getOverpayment",
    id: "overpayment_id",
    tenant: "ledger_tenant_identifier",
    description:
      "Get one overpayment by its OverpaymentID: contact, amount, remaining credit, and the invoices it is allocated to or refunds paid from it. Returns {Overpayments: [one overpayment]}.",
  }),
  historyRead(OVERPAYMENTS, {
    tool: "GetOverpaymentHistory",
    operationId: "getOverpaymentHistory",
    id: "overpayment_id",
    tenant: "ledger_tenant_id",
  }),
];

const linkedTransactions: ToolRow[] = [
  readRow({
    tool: "RetrieveLinkedTransactions",
    operationId: "getLinkedTransactions",
    path: "/LinkedTransactions",
    params: [
      tenant("tenant_identifier"),
      uuidQuery(
        "filter_by_contact_id",
        "ContactID",
        "Only billable expenses assigned to this customer: their ContactID",
      ),
      {
        name: "filter_by_status",
        type: "string",
        in: "query",
        as: "Status",
        minLength: 1,
        description:
          "Only links in this status, used together with filter_by_contact_id: DRAFT, APPROVED, ONDRAFT, BILLED or VOIDED, e.g. APPROVED (not yet billed).",
      },
      uuidQuery(
        "filter_by_target_transaction_id",
        "TargetTransactionID",
        "Only links billed on this sales invoice (Type ACCREC): its InvoiceID",
      ),
      uuidQuery("linked_transaction_id", "LinkedTransactionID", "Only this linked transaction: its id"),
      page("page_number"),
      uuidQuery(
        "source_transaction_id",
        "SourceTransactionID",
        "Only links from this purchase bill (Type ACCPAY): its InvoiceID",
      ),
    ],
    description:
      "List linked transactions (billable expenses): lines of purchase bills (the source, ACCPAY) assigned to a customer to be billed on a sales invoice (the target, ACCREC). Returns {LinkedTransactions: [{LinkedTransactionID, SourceTransactionID, SourceLineItemID, ContactID, TargetTransactionID, Status, Type...}]}. Filter by source, target, or filter_by_contact_id with filter_by_status (e.g. APPROVED for expenses still to bill); up to 100 per page_number.",
  }),
  getById(LINKED_TRANSACTIONS, {
    tool: "GetLinkedTransaction",
    operationId: "getLinkedTransaction",
    id: "linked_transaction_id",
    tenant: "tenant_id",
    description:
      "Get one linked transaction (billable expense) by its LinkedTransactionID: the bill line it comes from, the customer and the sales invoice it is billed on, if any. Returns {LinkedTransactions: [one link]}.",
  }),
];

export const ledgerReadSalesTools: readonly ToolRow[] = [
  ...invoices,
  ...creditNotes,
  ...quotes,
  ...repeatingInvoices,
  ...payments,
  ...batchPayments,
  ...prepayments,
  ...overpayments,
  ...linkedTransactions,
];
