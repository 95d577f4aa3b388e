// Worked examples of the LedgerApi tools: hand-written decorations of the rows (the rows hold the
// facts). Every id is a record of the sandbox's Demo Company (local/sandbox/ledger/starting-data/), so each
// example runs against `npm start` as written; test/catalog/examples.test.ts runs them all.
import type { ToolExamples } from "./types";

/** The Demo Company's tenant id: what GetConnectedTenants answers first in the sandbox. */
const DEMO_COMPANY = "00000000-0000-4000-8000-000000a00001";

export const LEDGER_EXAMPLES: ToolExamples = {
  "LedgerApi.GetConnectedTenants": [
    {
      summary: "The organisations the sandbox connection reaches, each with its time zone and today's date",
      input: {},
    },
  ],
  "LedgerApi.RetrieveInvoices": [
    {
      summary: "All of the Demo Company",
      input: { ledger_tenant_id: DEMO_COMPANY },
    },
  ],
  "LedgerApi.GetInvoiceDetails": [
    {
      summary: "The authorised overdue invoice",
      input: {
        invoice_identifier: "00000000-0000-4000-8000-000000a06004",
        ledger_tenant_id: DEMO_COMPANY,
      },
    },
  ],
  "LedgerApi.RetrieveInvoiceHistory": [
    {
      summary: "The authorised overdue invoice",
      input: {
        invoice_id: "00000000-0000-4000-8000-000000a06004",
        tenant_identifier: DEMO_COMPANY,
      },
    },
  ],
  "LedgerApi.RetrieveOnlineInvoiceUrl": [
    {
      summary: "The authorised overdue invoice",
      input: {
        invoice_identifier: "00000000-0000-4000-8000-000000a06004",
        ledger_tenant_id: DEMO_COMPANY,
      },
    },
  ],
  "LedgerApi.GetInvoiceReminderSettings": [
    {
      summary: "All of the Demo Company",
      input: { ledger_tenant_id: DEMO_COMPANY },
    },
  ],
  "LedgerApi.GetCreditNotes": [
    {
      summary: "All of the Demo Company",
      input: { tenant_identifier: DEMO_COMPANY },
    },
  ],
  "LedgerApi.RetrieveCreditNote": [
    {
      summary: "The sales credit note",
      input: {
        credit_note_id: "00000000-0000-4000-8000-000000a09001",
        tenant_identifier: DEMO_COMPANY,
      },
    },
  ],
  "LedgerApi.GetCreditNoteHistory": [
    {
      summary: "The sales credit note",
      input: {
        credit_note_id: "00000000-0000-4000-8000-000000a09001",
        ledger_tenant_id: DEMO_COMPANY,
      },
    },
  ],
  "LedgerApi.RetrieveSalesQuotes": [
    {
      summary: "All of the Demo Company",
      input: { ledger_tenant_id: DEMO_COMPANY },
    },
  ],
  "LedgerApi.RetrieveQuote": [
    {
      summary: "The sent quote",
      input: {
        quote_id: "00000000-0000-4000-8000-000000a0d002",
        ledger_tenant_id: DEMO_COMPANY,
      },
    },
  ],
  "LedgerApi.RetrieveQuoteHistory": [
    {
      summary: "The sent quote",
      input: {
        quote_id: "00000000-0000-4000-8000-000000a0d002",
        ledger_tenant_identifier: DEMO_COMPANY,
      },
    },
  ],
  "LedgerApi.GetRepeatingInvoices": [
    {
      summary: "All of the Demo Company",
      input: { tenant_identifier: DEMO_COMPANY },
    },
  ],
  "LedgerApi.GetRepeatingInvoice": [
    {
      summary: "The retainer repeating invoice",
      input: {
        repeating_invoice_id: "00000000-0000-4000-8000-000000a19001",
        tenant_id: DEMO_COMPANY,
      },
    },
  ],
  "LedgerApi.GetRepeatingInvoiceHistory": [
    {
      summary: "The retainer repeating invoice",
      input: {
        repeating_invoice_id: "00000000-0000-4000-8000-000000a19001",
        ledger_tenant_id: DEMO_COMPANY,
      },
    },
  ],
  "LedgerApi.FetchInvoicePayments": [
    {
      summary: "All of the Demo Company",
      input: { ledger_tenant_identifier: DEMO_COMPANY },
    },
  ],
  "LedgerApi.RetrieveInvoicePayment": [
    {
      summary: "The invoice paid payment",
      input: {
        payment_id: "00000000-0000-4000-8000-000000a07001",
        ledger_tenant_id: DEMO_COMPANY,
      },
    },
  ],
  "LedgerApi.RetrievePaymentHistory": [
    {
      summary: "The invoice paid payment",
      input: {
        payment_identifier: "00000000-0000-4000-8000-000000a07001",
        tenant_identifier: DEMO_COMPANY,
      },
    },
  ],
  "LedgerApi.RetrieveBatchPayments": [
    {
      summary: "All of the Demo Company",
      input: { tenant_identifier: DEMO_COMPANY },
    },
  ],
  "LedgerApi.GetBatchPaymentDetails": [
    {
      summary: "The receipts batch payment",
      input: {
        batch_payment_id: "00000000-0000-4000-8000-000000a08001",
        ledger_tenant_id: DEMO_COMPANY,
      },
    },
  ],
  "LedgerApi.RetrieveBatchPaymentHistory": [
    {
      summary: "The receipts batch payment",
      input: {
        batch_payment_id: "00000000-0000-4000-8000-000000a08001",
        ledger_tenant_id: DEMO_COMPANY,
      },
    },
  ],
  "LedgerApi.RetrievePrepayments": [
    {
      summary: "All of the Demo Company",
      input: { ledger_tenant_identifier: DEMO_COMPANY },
    },
  ],
  "LedgerApi.GetPrepaymentDetails": [
    {
      summary: "The marine prepayment",
      input: {
        prepayment_id: "00000000-0000-4000-8000-000000a0a001",
        ledger_tenant_id: DEMO_COMPANY,
      },
    },
  ],
  "LedgerApi.GetPrepaymentHistory": [
    {
      summary: "The marine prepayment",
      input: {
        prepayment_id: "00000000-0000-4000-8000-000000a0a001",
        ledger_tenant_id: DEMO_COMPANY,
      },
    },
  ],
  "LedgerApi.RetrieveOverpayments": [
    {
      summary: "All of the Demo Company",
      input: { tenant_identifier: DEMO_COMPANY },
    },
  ],
  "LedgerApi.RetrieveSpecificOverpayment": [
    {
      summary: "The bayside overpayment",
      input: {
        overpayment_id: "00000000-0000-4000-8000-000000a0b001",
        ledger_tenant_identifier: DEMO_COMPANY,
      },
    },
  ],
  "LedgerApi.GetOverpaymentHistory": [
    {
      summary: "The bayside overpayment",
      input: {
        overpayment_id: "00000000-0000-4000-8000-000000a0b001",
        ledger_tenant_id: DEMO_COMPANY,
      },
    },
  ],
  "LedgerApi.RetrieveLinkedTransactions": [
    {
      summary: "All of the Demo Company",
      input: { tenant_identifier: DEMO_COMPANY },
    },
  ],
  "LedgerApi.GetLinkedTransaction": [
    {
      summary: "The approved linked transaction",
      input: {
        linked_transaction_id: "00000000-0000-4000-8000-000000a1a002",
        tenant_id: DEMO_COMPANY,
      },
    },
  ],
  "LedgerApi.RetrievePurchaseOrders": [
    {
      summary: "All of the Demo Company",
      input: { ledger_tenant_id: DEMO_COMPANY },
    },
  ],
  "LedgerApi.RetrievePurchaseOrder": [
    {
      summary: "The authorised purchase order",
      input: {
        purchase_order_id: "00000000-0000-4000-8000-000000a0e002",
        ledger_tenant_id: DEMO_COMPANY,
      },
    },
  ],
  "LedgerApi.RetrievePurchaseOrderByNumber": [
    {
      summary: "The authorised purchase order number",
      input: { purchase_order_number: "PO-0002", ledger_tenant_id: DEMO_COMPANY },
    },
  ],
  "LedgerApi.RetrievePurchaseOrderHistory": [
    {
      summary: "The authorised purchase order",
      input: {
        purchase_order_id: "00000000-0000-4000-8000-000000a0e002",
        tenant_identifier: DEMO_COMPANY,
      },
    },
  ],
  "LedgerApi.RetrieveBankTransactions": [
    {
      summary: "All of the Demo Company",
      input: { ledger_tenant_id: DEMO_COMPANY },
    },
  ],
  "LedgerApi.RetrieveBankTransaction": [
    {
      summary: "The spend bank transaction",
      input: {
        bank_transaction_id: "00000000-0000-4000-8000-000000a0f001",
        ledger_tenant_id: DEMO_COMPANY,
      },
    },
  ],
  "LedgerApi.GetBankTransactionHistory": [
    {
      summary: "The spend bank transaction",
      input: {
        bank_transaction_id: "00000000-0000-4000-8000-000000a0f001",
        tenant_identifier: DEMO_COMPANY,
      },
    },
  ],
  "LedgerApi.RetrieveBankTransfers": [
    {
      summary: "All of the Demo Company",
      input: { ledger_tenant_identifier: DEMO_COMPANY },
    },
  ],
  "LedgerApi.RetrieveBankTransfer": [
    {
      summary: "The to savings bank transfer",
      input: {
        bank_transfer_id: "00000000-0000-4000-8000-000000a10001",
        tenant_id: DEMO_COMPANY,
      },
    },
  ],
  "LedgerApi.GetBankTransferHistory": [
    {
      summary: "The to savings bank transfer",
      input: {
        bank_transfer_id: "00000000-0000-4000-8000-000000a10001",
        tenant_identifier: DEMO_COMPANY,
      },
    },
  ],
  "LedgerApi.RetrieveExpenseClaims": [
    {
      summary: "All of the Demo Company",
      input: { ledger_tenant_identifier: DEMO_COMPANY },
    },
  ],
  "LedgerApi.RetrieveExpenseClaim": [
    {
      summary: "The authorised expense claim",
      input: {
        expense_claim_id: "00000000-0000-4000-8000-000000a1b001",
        ledger_tenant_id: DEMO_COMPANY,
      },
    },
  ],
  "LedgerApi.RetrieveExpenseClaimHistory": [
    {
      summary: "The authorised expense claim",
      input: {
        expense_claim_id: "00000000-0000-4000-8000-000000a1b001",
        ledger_tenant_id: DEMO_COMPANY,
      },
    },
  ],
  "LedgerApi.GetDraftExpenseReceipts": [
    {
      summary: "All of the Demo Company",
      input: { ledger_tenant_id: DEMO_COMPANY },
    },
  ],
  "LedgerApi.RetrieveDraftExpenseClaimReceipt": [
    {
      summary: "The draft stationery receipt",
      input: {
        receipt_id: "00000000-0000-4000-8000-000000a1c006",
        tenant_identifier: DEMO_COMPANY,
      },
    },
  ],
  "LedgerApi.RetrieveReceiptHistory": [
    {
      summary: "The draft stationery receipt",
      input: {
        receipt_id: "00000000-0000-4000-8000-000000a1c006",
        tenant_identifier: DEMO_COMPANY,
      },
    },
  ],
  "LedgerApi.RetrieveManualJournals": [
    {
      summary: "All of the Demo Company",
      input: { tenant_identifier: DEMO_COMPANY },
    },
  ],
  "LedgerApi.RetrieveManualJournal": [
    {
      summary: "The posted manual journal",
      input: {
        manual_journal_id: "00000000-0000-4000-8000-000000a11001",
        ledger_tenant_id: DEMO_COMPANY,
      },
    },
  ],
  "LedgerApi.GetManualJournalHistory": [
    {
      summary: "The posted manual journal",
      input: {
        manual_journal_id: "00000000-0000-4000-8000-000000a11001",
        ledger_tenant_id: DEMO_COMPANY,
      },
    },
  ],
  "LedgerApi.GetFinancialJournals": [
    {
      summary: "All of the Demo Company",
      input: { tenant_identifier: DEMO_COMPANY },
    },
  ],
  "LedgerApi.RetrieveJournalByNumber": [
    {
      summary: "The Demo Company",
      input: { journal_number: 1, tenant_identifier: DEMO_COMPANY },
    },
  ],
  "LedgerApi.RetrieveSpecificJournal": [
    {
      summary: "The Demo Company",
      input: {
        journal_id: "46691149-b512-53a7-89c8-2d9072ff1e48",
        ledger_tenant_identifier: DEMO_COMPANY,
      },
    },
  ],
  "LedgerApi.RetrieveFullChartOfAccounts": [
    {
      summary: "All of the Demo Company",
      input: { ledger_tenant_identifier: DEMO_COMPANY },
    },
  ],
  "LedgerApi.RetrieveAccountDetails": [
    {
      summary: "The bank account",
      input: {
        account_id: "00000000-0000-4000-8000-000000a02001",
        ledger_tenant_identifier: DEMO_COMPANY,
      },
    },
  ],
  "LedgerApi.FetchAllLedgerContacts": [
    {
      summary: "All of the Demo Company",
      input: { tenant_identifier: DEMO_COMPANY },
    },
  ],
  "LedgerApi.RetrieveLedgerContact": [
    {
      summary: "The ridgeway contact",
      input: {
        contact_id: "00000000-0000-4000-8000-000000a04001",
        ledger_tenant_identifier: DEMO_COMPANY,
      },
    },
  ],
  "LedgerApi.GetLedgerContactByNumber": [
    {
      summary: "The ridgeway contact number",
      input: { contact_number: "CUST-001", ledger_tenant_identifier: DEMO_COMPANY },
    },
  ],
  "LedgerApi.GetContactHistory": [
    {
      summary: "The ridgeway contact",
      input: {
        contact_id: "00000000-0000-4000-8000-000000a04001",
        tenant_identifier: DEMO_COMPANY,
      },
    },
  ],
  "LedgerApi.GetContactCisSettings": [
    {
      summary: "The hamilton smith contact",
      input: {
        contact_identifier: "00000000-0000-4000-8000-000000a04007",
        tenant_identifier: DEMO_COMPANY,
      },
    },
  ],
  "LedgerApi.RetrieveContactGroups": [
    {
      summary: "All of the Demo Company",
      input: { tenant_identifier: DEMO_COMPANY },
    },
  ],
  "LedgerApi.RetrieveContactGroup": [
    {
      summary: "The preferred customers contact group",
      input: {
        contact_group_id: "00000000-0000-4000-8000-000000a05001",
        ledger_tenant_id: DEMO_COMPANY,
      },
    },
  ],
  "LedgerApi.GetItems": [
    {
      summary: "All of the Demo Company",
      input: { ledger_tenant_id: DEMO_COMPANY },
    },
  ],
  "LedgerApi.RetrieveLedgerItem": [
    {
      summary: "The dev hours item",
      input: {
        item_identifier: "00000000-0000-4000-8000-000000a12001",
        ledger_tenant_identifier: DEMO_COMPANY,
      },
    },
  ],
  "LedgerApi.GetItemHistory": [
    {
      summary: "The dev hours item",
      input: {
        item_id: "00000000-0000-4000-8000-000000a12001",
        ledger_tenant_id: DEMO_COMPANY,
      },
    },
  ],
  "LedgerApi.GetTrackingCategories": [
    {
      summary: "All of the Demo Company",
      input: { ledger_tenant_identifier: DEMO_COMPANY },
    },
  ],
  "LedgerApi.GetTrackingCategory": [
    {
      summary: "The region tracking category",
      input: {
        tracking_category_id: "00000000-0000-4000-8000-000000a13001",
        ledger_tenant_id: DEMO_COMPANY,
      },
    },
  ],
  "LedgerApi.RetrieveTaxRates": [
    {
      summary: "All of the Demo Company",
      input: { ledger_tenant_id: DEMO_COMPANY },
    },
  ],
  "LedgerApi.GetTaxRateByTaxType": [
    {
      summary: "The sales tax type",
      input: { tax_type_code: "OUTPUT2", ledger_tenant_identifier: DEMO_COMPANY },
    },
  ],
  "LedgerApi.GetLedgerCurrencies": [
    {
      summary: "All of the Demo Company",
      input: { ledger_tenant_identifier: DEMO_COMPANY },
    },
  ],
  "LedgerApi.RetrieveBudgets": [
    {
      summary: "All of the Demo Company",
      input: { tenant_identifier: DEMO_COMPANY },
    },
  ],
  "LedgerApi.RetrieveBudgetDetails": [
    {
      summary: "The overall budget",
      input: {
        budget_identifier: "00000000-0000-4000-8000-000000a15001",
        tenant_identifier: DEMO_COMPANY,
      },
    },
  ],
  "LedgerApi.GetBrandingThemes": [
    {
      summary: "All of the Demo Company",
      input: { ledger_tenant_id: DEMO_COMPANY },
    },
  ],
  "LedgerApi.RetrieveBrandingTheme": [
    {
      summary: "The standard branding theme",
      input: {
        branding_theme_id: "00000000-0000-4000-8000-000000a16001",
        tenant_identifier: DEMO_COMPANY,
      },
    },
  ],
  "LedgerApi.GetPaymentServicesForBrandingTheme": [
    {
      summary: "The standard branding theme",
      input: {
        branding_theme_id: "00000000-0000-4000-8000-000000a16001",
        ledger_tenant_id: DEMO_COMPANY,
      },
    },
  ],
  "LedgerApi.RetrievePaymentServices": [
    {
      summary: "All of the Demo Company",
      input: { ledger_tenant_id: DEMO_COMPANY },
    },
  ],
  "LedgerApi.RetrieveLedgerUsers": [
    {
      summary: "All of the Demo Company",
      input: { ledger_tenant_identifier: DEMO_COMPANY },
    },
  ],
  "LedgerApi.RetrieveSpecificUser": [
    {
      summary: "The adviser user",
      input: {
        user_identifier: "00000000-0000-4000-8000-000000a18001",
        ledger_tenant_identifier: DEMO_COMPANY,
      },
    },
  ],
  "LedgerApi.GetLedgerOrganisationDetails": [
    {
      summary: "All of the Demo Company",
      input: { ledger_tenant_id: DEMO_COMPANY },
    },
  ],
  "LedgerApi.RetrieveLedgerOrganisationActions": [
    {
      summary: "All of the Demo Company",
      input: { ledger_tenant_id: DEMO_COMPANY },
    },
  ],
  "LedgerApi.GetCisSettings": [
    {
      summary: "The Demo Company",
      input: {
        organisation_id: "00000000-0000-4000-8000-000000a01001",
        ledger_tenant_identifier: DEMO_COMPANY,
      },
    },
  ],
  "LedgerApi.AddContactHistoryRecord": [
    {
      summary: "A note on the ridgeway contact",
      input: {
        contact_unique_identifier: "00000000-0000-4000-8000-000000a04001",
        tenant_identifier: DEMO_COMPANY,
        history_details: "Reviewed with the account owner; nothing to change.",
      },
    },
  ],
  "LedgerApi.AddExpenseClaimHistory": [
    {
      summary: "A note on the authorised expense claim",
      input: {
        expense_claim_id: "00000000-0000-4000-8000-000000a1b001",
        ledger_tenant_id: DEMO_COMPANY,
        history_details: "Reviewed with the account owner; nothing to change.",
      },
    },
  ],
  "LedgerApi.AddQuoteHistory": [
    {
      summary: "A note on the sent quote",
      input: {
        quote_identifier: "00000000-0000-4000-8000-000000a0d002",
        ledger_tenant_id: DEMO_COMPANY,
        history_details: "Reviewed with the account owner; nothing to change.",
      },
    },
  ],
  "LedgerApi.CreateBankTransactionHistory": [
    {
      summary: "A note on the spend bank transaction",
      input: {
        bank_transaction_id: "00000000-0000-4000-8000-000000a0f001",
        tenant_id: DEMO_COMPANY,
        history_details: "Reviewed with the account owner; nothing to change.",
      },
    },
  ],
  "LedgerApi.CreateBankTransferHistory": [
    {
      summary: "A note on the to savings bank transfer",
      input: {
        bank_transfer_id: "00000000-0000-4000-8000-000000a10001",
        ledger_tenant_id: DEMO_COMPANY,
        history_details: "Reviewed with the account owner; nothing to change.",
      },
    },
  ],
  "LedgerApi.CreateBatchPaymentHistoryRecord": [
    {
      summary: "A note on the receipts batch payment",
      input: {
        batch_payment_id: "00000000-0000-4000-8000-000000a08001",
        ledger_tenant_identifier: DEMO_COMPANY,
        history_details: "Reviewed with the account owner; nothing to change.",
      },
    },
  ],
  "LedgerApi.CreateInvoiceHistory": [
    {
      summary: "A note on the authorised overdue invoice",
      input: {
        invoice_id: "00000000-0000-4000-8000-000000a06004",
        tenant_identifier: DEMO_COMPANY,
        history_details: "Reviewed with the account owner; nothing to change.",
      },
    },
  ],
  "LedgerApi.CreateItemHistory": [
    {
      summary: "A note on the dev hours item",
      input: {
        item_id: "00000000-0000-4000-8000-000000a12001",
        tenant_identifier: DEMO_COMPANY,
        history_details: "Reviewed with the account owner; nothing to change.",
      },
    },
  ],
  "LedgerApi.CreateJournalHistoryRecord": [
    {
      summary: "A note on the posted manual journal",
      input: {
        manual_journal_id: "00000000-0000-4000-8000-000000a11001",
        tenant_identifier: DEMO_COMPANY,
        history_details: "Reviewed with the account owner; nothing to change.",
      },
    },
  ],
  "LedgerApi.CreatePaymentHistoryRecord": [
    {
      summary: "A note on the invoice paid payment",
      input: {
        payment_identifier: "00000000-0000-4000-8000-000000a07001",
        ledger_tenant_id: DEMO_COMPANY,
        history_details: "Reviewed with the account owner; nothing to change.",
      },
    },
  ],
  "LedgerApi.CreatePrepaymentHistory": [
    {
      summary: "A note on the marine prepayment",
      input: {
        prepayment_id: "00000000-0000-4000-8000-000000a0a001",
        ledger_tenant_id: DEMO_COMPANY,
        history_details: "Reviewed with the account owner; nothing to change.",
      },
    },
  ],
  "LedgerApi.CreatePurchaseOrderHistory": [
    {
      summary: "A note on the authorised purchase order",
      input: {
        purchase_order_id: "00000000-0000-4000-8000-000000a0e002",
        tenant_identifier: DEMO_COMPANY,
        history_details: "Reviewed with the account owner; nothing to change.",
      },
    },
  ],
  "LedgerApi.CreateRepeatingInvoiceHistory": [
    {
      summary: "A note on the retainer repeating invoice",
      input: {
        repeating_invoice_id: "00000000-0000-4000-8000-000000a19001",
        tenant_identifier: DEMO_COMPANY,
        history_details: "Reviewed with the account owner; nothing to change.",
      },
    },
  ],
  "LedgerApi.RecordOverpaymentHistory": [
    {
      summary: "A note on the bayside overpayment",
      input: {
        overpayment_id: "00000000-0000-4000-8000-000000a0b001",
        ledger_tenant_id: DEMO_COMPANY,
        history_details: "Reviewed with the account owner; nothing to change.",
      },
    },
  ],
  "LedgerApi.RecordReceiptHistory": [
    {
      summary: "A note on the draft stationery receipt",
      input: {
        receipt_id: "00000000-0000-4000-8000-000000a1c006",
        tenant_identifier: DEMO_COMPANY,
        history_details: "Reviewed with the account owner; nothing to change.",
      },
    },
  ],
  "LedgerApi.FetchCreditNoteHistory": [
    {
      summary: "A note on the sales credit note",
      input: {
        credit_note_id: "00000000-0000-4000-8000-000000a09001",
        ledger_tenant_id: DEMO_COMPANY,
        history_details: "Reviewed with the account owner; nothing to change.",
      },
    },
  ],
  "LedgerApi.CreateInvoices": [
    {
      summary: "Invoice Marine Systems for 3 hours of consulting, approved",
      input: {
        tenant_id: DEMO_COMPANY,
        invoices: [
          {
            type: "ACCREC",
            contact_id: "00000000-0000-4000-8000-000000a04004",
            date: "2026-11-25",
            due_date: "2026-12-25",
            status: "AUTHORISED",
            reference: "Workshop follow-up",
            line_items: [{ description: "Consulting", quantity: 3, unit_amount: 120, account_code: "200" }],
          },
        ],
        idempotency_key: "example-create-invoice-0001",
      },
    },
  ],
  "LedgerApi.UpdateInvoice": [
    {
      summary: "Approve the draft invoice INV-0011 and give it a reference",
      input: {
        invoice_id: "00000000-0000-4000-8000-000000a06008",
        tenant_id: DEMO_COMPANY,
        invoice: { status: "AUTHORISED", reference: "Approved by the account owner" },
        idempotency_key: "example-approve-invoice-0001",
      },
    },
  ],
  "LedgerApi.UpdateOrCreateInvoices": [
    {
      summary: "A new bill from a supplier, created (no invoice_id)",
      input: {
        tenant_id: DEMO_COMPANY,
        invoices: [
          {
            type: "ACCPAY",
            contact_name: "Office Supplies Co",
            invoice_number: "OS-2291",
            date: "2026-11-20",
            due_date: "2026-12-20",
            line_items: [
              { description: "Printer paper", quantity: 10, unit_amount: 8.5, account_code: "429" },
            ],
          },
        ],
        idempotency_key: "example-upsert-bill-0001",
      },
    },
  ],
  "LedgerApi.SetupConversionDetails": [
    { summary: "Step 1: get the Setup body's JSON Schema", input: { mode: "get_request_schema" } },
    {
      summary: "Step 2: convert at January 2025 with a bank and a sales balance and one expense account",
      input: {
        mode: "execute",
        tenant_identifier: DEMO_COMPANY,
        request_body:
          '{"ConversionDate":{"Month":1,"Year":2025},"ConversionBalances":[{"AccountCode":"090","Balance":250},{"AccountCode":"200","Balance":-250}],"Accounts":[{"Code":"499","Name":"Sandbox Test Expenses","Type":"EXPENSE"}]}',
      },
    },
  ],
  "LedgerApi.DeleteAccount": [
    {
      summary: "Delete the subscriptions account",
      input: {
        account_id: "00000000-0000-4000-8000-000000a02021",
        ledger_tenant_identifier: DEMO_COMPANY,
      },
    },
  ],
  "LedgerApi.DeleteCreditNoteAllocation": [
    {
      summary: "Delete the sales credit note, the credit note allocation",
      input: {
        credit_note_unique_id: "00000000-0000-4000-8000-000000a09001",
        allocation_id: "00000000-0000-4000-8000-000000a0c001",
        ledger_tenant_id: DEMO_COMPANY,
      },
    },
  ],
  "LedgerApi.DeleteInventoryItem": [
    {
      summary: "Delete the deletable item",
      input: {
        item_id: "00000000-0000-4000-8000-000000a12004",
        tenant_identifier: DEMO_COMPANY,
      },
    },
  ],
  "LedgerApi.DeleteLinkedTransaction": [
    {
      summary: "Delete the approved linked transaction",
      input: {
        linked_transaction_id: "00000000-0000-4000-8000-000000a1a002",
        ledger_tenant_identifier: DEMO_COMPANY,
      },
    },
  ],
  "LedgerApi.DeleteOverpaymentAllocation": [
    {
      summary: "Delete the bayside overpayment, the overpayment allocation",
      input: {
        overpayment_id: "00000000-0000-4000-8000-000000a0b001",
        allocation_id: "00000000-0000-4000-8000-000000a0c004",
        ledger_tenant_identifier: DEMO_COMPANY,
      },
    },
  ],
  "LedgerApi.DeletePrepaymentAllocation": [
    {
      summary: "Delete the marine prepayment, the prepayment allocation",
      input: {
        prepayment_id: "00000000-0000-4000-8000-000000a0a001",
        allocation_id: "00000000-0000-4000-8000-000000a0c003",
        ledger_tenant_identifier: DEMO_COMPANY,
      },
    },
  ],
  "LedgerApi.DeleteTrackingOption": [
    {
      summary: "Delete the region tracking category, the central tracking option",
      input: {
        tracking_category_id: "00000000-0000-4000-8000-000000a13001",
        tracking_option_id: "00000000-0000-4000-8000-000000a14003",
        ledger_tenant_id: DEMO_COMPANY,
      },
    },
  ],
  "LedgerApi.RemoveContactFromGroup": [
    {
      summary: "Delete the preferred customers contact group, the ridgeway contact",
      input: {
        contact_group_id: "00000000-0000-4000-8000-000000a05001",
        contact_identifier: "00000000-0000-4000-8000-000000a04001",
        tenant_identifier: DEMO_COMPANY,
      },
    },
  ],
  "LedgerApi.RemoveContactsFromGroup": [
    {
      summary: "Delete the preferred customers contact group",
      input: {
        contact_group_id: "00000000-0000-4000-8000-000000a05001",
        ledger_tenant_identifier: DEMO_COMPANY,
      },
    },
  ],
  "LedgerApi.RemoveTrackingCategory": [
    {
      summary: "Delete the archived tracking category",
      input: {
        tracking_category_id: "00000000-0000-4000-8000-000000a13002",
        ledger_tenant_identifier: DEMO_COMPANY,
      },
    },
  ],
  "LedgerApi.GetAgedPayablesReportByContact": [
    {
      summary: "All of the power direct contact",
      input: {
        contact_identifier: "00000000-0000-4000-8000-000000a04006",
        ledger_tenant_identifier: DEMO_COMPANY,
      },
    },
  ],
  "LedgerApi.GetAgedReceivablesReportByContact": [
    {
      summary: "All of the ridgeway contact",
      input: {
        contact_identifier: "00000000-0000-4000-8000-000000a04001",
        tenant_identifier: DEMO_COMPANY,
      },
    },
  ],
  "LedgerApi.GetBalanceSheetReport": [
    {
      summary: "The Demo Company, Xero's default dates",
      input: { ledger_tenant_identifier: DEMO_COMPANY },
    },
  ],
  "LedgerApi.GetBankSummaryReport": [
    {
      summary: "The Demo Company, Xero's default dates",
      input: { ledger_tenant_id: DEMO_COMPANY },
    },
  ],
  "LedgerApi.GetBudgetSummaryReport": [
    {
      summary: "The Demo Company, Xero's default dates",
      input: { ledger_tenant_identifier: DEMO_COMPANY },
    },
  ],
  "LedgerApi.GetProfitAndLossReport": [
    {
      summary: "The Demo Company, Xero's default dates",
      input: { tenant_identifier: DEMO_COMPANY },
    },
  ],
  "LedgerApi.GetTrialBalanceReport": [
    {
      summary: "The Demo Company, Xero's default dates",
      input: { tenant_identifier: DEMO_COMPANY },
    },
  ],
  "LedgerApi.Retrieve1099Reports": [
    {
      summary: "The Demo Company, Xero's default dates",
      input: { ledger_tenant_identifier: DEMO_COMPANY },
    },
  ],
  "LedgerApi.RetrieveExecutiveSummaryReport": [
    {
      summary: "The Demo Company, Xero's default dates",
      input: { ledger_tenant_identifier: DEMO_COMPANY },
    },
  ],
  "LedgerApi.RetrieveUniqueReportsList": [
    {
      summary: "The Demo Company, Xero's default dates",
      input: { ledger_tenant_id: DEMO_COMPANY },
    },
  ],
  "LedgerApi.RetrieveSpecificReport": [
    {
      summary: "The Demo Company, Xero's default dates",
      input: {
        report_id: "a4bdbf41-203d-5c8a-a418-197b225245cf",
        ledger_tenant_id: DEMO_COMPANY,
      },
    },
  ],
  "LedgerApi.RetrieveAccountAttachments": [
    {
      summary: "The bank account",
      input: {
        account_id: "00000000-0000-4000-8000-000000a02001",
        tenant_identifier: DEMO_COMPANY,
      },
    },
  ],
  "LedgerApi.RetrieveAccountAttachment": [
    {
      summary: "The bank account",
      input: {
        account_unique_identifier: "00000000-0000-4000-8000-000000a02001",
        attachment_id: "00000000-0000-4000-8000-000000a1d001",
        mime_type_of_attachment: "text/csv",
        ledger_tenant_identifier: DEMO_COMPANY,
      },
    },
  ],
  "LedgerApi.RetrieveAccountAttachmentByFilename": [
    {
      summary: 'The bank account, "bank-statement-2026-10.csv"',
      input: {
        account_id: "00000000-0000-4000-8000-000000a02001",
        attachment_file_name: "bank-statement-2026-10.csv",
        mime_type_of_attachment: "text/csv",
        tenant_identifier: DEMO_COMPANY,
      },
    },
  ],
  "LedgerApi.RetrieveBankTransactionAttachments": [
    {
      summary: "The spend bank transaction",
      input: {
        bank_transaction_id: "00000000-0000-4000-8000-000000a0f001",
        ledger_tenant_id: DEMO_COMPANY,
      },
    },
  ],
  "LedgerApi.RetrieveBankTransactionAttachment": [
    {
      summary: "The spend bank transaction",
      input: {
        bank_transaction_id: "00000000-0000-4000-8000-000000a0f001",
        attachment_id: "00000000-0000-4000-8000-000000a1d002",
        attachment_mime_type: "image/png",
        ledger_tenant_identifier: DEMO_COMPANY,
      },
    },
  ],
  "LedgerApi.GetBankTransactionAttachment": [
    {
      summary: 'The spend bank transaction, "receipt scan.png"',
      input: {
        bank_transaction_id: "00000000-0000-4000-8000-000000a0f001",
        attachment_filename: "receipt scan.png",
        attachment_mime_type: "image/png",
        ledger_tenant_identifier: DEMO_COMPANY,
      },
    },
  ],
  "LedgerApi.RetrieveBankTransferAttachments": [
    {
      summary: "The to savings bank transfer",
      input: {
        bank_transfer_id: "00000000-0000-4000-8000-000000a10001",
        tenant_identifier: DEMO_COMPANY,
      },
    },
  ],
  "LedgerApi.FetchBankTransferAttachment": [
    {
      summary: "The to savings bank transfer",
      input: {
        bank_transfer_unique_id: "00000000-0000-4000-8000-000000a10001",
        attachment_id: "00000000-0000-4000-8000-000000a1d003",
        attachment_mime_type: "application/pdf",
        tenant_identifier: DEMO_COMPANY,
      },
    },
  ],
  "LedgerApi.RetrieveBankTransferAttachment": [
    {
      summary: 'The to savings bank transfer, "transfer-confirmation.pdf"',
      input: {
        bank_transfer_id: "00000000-0000-4000-8000-000000a10001",
        attachment_file_name: "transfer-confirmation.pdf",
        attachment_mime_type: "application/pdf",
        ledger_tenant_identifier: DEMO_COMPANY,
      },
    },
  ],
  "LedgerApi.GetContactAttachments": [
    {
      summary: "The ridgeway contact",
      input: {
        contact_id: "00000000-0000-4000-8000-000000a04001",
        ledger_tenant_identifier: DEMO_COMPANY,
      },
    },
  ],
  "LedgerApi.RetrieveContactAttachment": [
    {
      summary: "The ridgeway contact",
      input: {
        contact_id: "00000000-0000-4000-8000-000000a04001",
        attachment_id: "00000000-0000-4000-8000-000000a1d004",
        attachment_mime_type: "application/pdf",
        tenant_identifier: DEMO_COMPANY,
      },
    },
  ],
  "LedgerApi.GetContactAttachment": [
    {
      summary: 'The ridgeway contact, "service agreement.pdf"',
      input: {
        contact_identifier: "00000000-0000-4000-8000-000000a04001",
        attachment_file_name: "service agreement.pdf",
        attachment_mime_type: "application/pdf",
        ledger_tenant_identifier: DEMO_COMPANY,
      },
    },
  ],
  "LedgerApi.GetCreditNoteAttachments": [
    {
      summary: "The sales credit note",
      input: {
        credit_note_id: "00000000-0000-4000-8000-000000a09001",
        tenant_identifier: DEMO_COMPANY,
      },
    },
  ],
  "LedgerApi.GetCreditNoteAttachment": [
    {
      summary: "The sales credit note",
      input: {
        credit_note_id: "00000000-0000-4000-8000-000000a09001",
        attachment_id: "00000000-0000-4000-8000-000000a1d005",
        attachment_mime_type: "text/plain",
        ledger_tenant_identifier: DEMO_COMPANY,
      },
    },
  ],
  "LedgerApi.RetrieveCreditNoteAttachment": [
    {
      summary: 'The sales credit note, "credit-approval.txt"',
      input: {
        credit_note_id: "00000000-0000-4000-8000-000000a09001",
        attachment_file_name: "credit-approval.txt",
        attachment_mime_type: "text/plain",
        ledger_tenant_identifier: DEMO_COMPANY,
      },
    },
  ],
  "LedgerApi.GetReceiptAttachments": [
    {
      summary: "The draft stationery receipt",
      input: {
        receipt_id: "00000000-0000-4000-8000-000000a1c006",
        tenant_identifier: DEMO_COMPANY,
      },
    },
  ],
  "LedgerApi.RetrieveReceiptAttachment": [
    {
      summary: "The draft stationery receipt",
      input: {
        receipt_id: "00000000-0000-4000-8000-000000a1c006",
        attachment_id: "00000000-0000-4000-8000-000000a1d012",
        attachment_mime_type: "image/png",
        ledger_tenant_id: DEMO_COMPANY,
      },
    },
  ],
  "LedgerApi.GetExpenseReceiptAttachment": [
    {
      summary: 'The draft stationery receipt, "receipt scan.png"',
      input: {
        receipt_id: "00000000-0000-4000-8000-000000a1c006",
        attachment_file_name: "receipt scan.png",
        attachment_mime_type: "image/png",
        ledger_tenant_identifier: DEMO_COMPANY,
      },
    },
  ],
  "LedgerApi.RetrieveInvoiceAttachments": [
    {
      summary: "The authorised overdue invoice",
      input: {
        invoice_id: "00000000-0000-4000-8000-000000a06004",
        tenant_identifier: DEMO_COMPANY,
      },
    },
  ],
  "LedgerApi.RetrieveInvoiceAttachmentById": [
    {
      summary: "The authorised overdue invoice",
      input: {
        invoice_id: "00000000-0000-4000-8000-000000a06004",
        attachment_id: "00000000-0000-4000-8000-000000a1d006",
        attachment_mime_type: "text/csv",
        tenant_identifier: DEMO_COMPANY,
      },
    },
  ],
  "LedgerApi.GetInvoiceAttachment": [
    {
      summary: 'The authorised overdue invoice, "timesheet.csv"',
      input: {
        invoice_id: "00000000-0000-4000-8000-000000a06004",
        attachment_file_name: "timesheet.csv",
        attachment_mime_type: "text/csv",
        tenant_identifier: DEMO_COMPANY,
      },
    },
  ],
  "LedgerApi.RetrieveJournalAttachments": [
    {
      summary: "The posted manual journal",
      input: {
        manual_journal_id: "00000000-0000-4000-8000-000000a11001",
        tenant_id: DEMO_COMPANY,
      },
    },
  ],
  "LedgerApi.RetrieveJournalAttachment": [
    {
      summary: "The posted manual journal",
      input: {
        manual_journal_id: "00000000-0000-4000-8000-000000a11001",
        attachment_id: "00000000-0000-4000-8000-000000a1d009",
        attachment_mime_type: "text/csv",
        ledger_tenant_id: DEMO_COMPANY,
      },
    },
  ],
  "LedgerApi.GetJournalAttachmentByFilename": [
    {
      summary: 'The posted manual journal, "depreciation-schedule.csv"',
      input: {
        manual_journal_id: "00000000-0000-4000-8000-000000a11001",
        attachment_file_name: "depreciation-schedule.csv",
        attachment_file_mime_type: "text/csv",
        ledger_tenant_identifier: DEMO_COMPANY,
      },
    },
  ],
  "LedgerApi.RetrievePurchaseOrderAttachments": [
    {
      summary: "The authorised purchase order",
      input: {
        purchase_order_id: "00000000-0000-4000-8000-000000a0e002",
        ledger_tenant_id: DEMO_COMPANY,
      },
    },
  ],
  "LedgerApi.FetchPurchaseOrderAttachment": [
    {
      summary: "The authorised purchase order",
      input: {
        purchase_order_id: "00000000-0000-4000-8000-000000a0e002",
        attachment_id: "00000000-0000-4000-8000-000000a1d010",
        attachment_mime_type: "application/pdf",
        ledger_tenant_id: DEMO_COMPANY,
      },
    },
  ],
  "LedgerApi.RetrievePoAttachmentByFilename": [
    {
      summary: 'The authorised purchase order, "supplier-quote.pdf"',
      input: {
        purchase_order_id: "00000000-0000-4000-8000-000000a0e002",
        attachment_file_name: "supplier-quote.pdf",
        attachment_mime_type: "application/pdf",
        ledger_tenant_identifier: DEMO_COMPANY,
      },
    },
  ],
  "LedgerApi.RetrieveQuoteAttachments": [
    {
      summary: "The sent quote",
      input: {
        quote_id: "00000000-0000-4000-8000-000000a0d002",
        tenant_identifier: DEMO_COMPANY,
      },
    },
  ],
  "LedgerApi.GetQuoteAttachment": [
    {
      summary: "The sent quote",
      input: {
        quote_id: "00000000-0000-4000-8000-000000a0d002",
        attachment_id: "00000000-0000-4000-8000-000000a1d011",
        attachment_content_type: "image/png",
        ledger_tenant_identifier: DEMO_COMPANY,
      },
    },
  ],
  "LedgerApi.RetrieveQuoteAttachmentByFilename": [
    {
      summary: 'The sent quote, "site plan.png"',
      input: {
        quote_identifier: "00000000-0000-4000-8000-000000a0d002",
        attachment_filename: "site plan.png",
        attachment_mime_type: "image/png",
        ledger_tenant_identifier: DEMO_COMPANY,
      },
    },
  ],
  "LedgerApi.RetrieveRepeatingInvoiceAttachments": [
    {
      summary: "The retainer repeating invoice",
      input: {
        repeating_invoice_id: "00000000-0000-4000-8000-000000a19001",
        ledger_tenant_identifier: DEMO_COMPANY,
      },
    },
  ],
  "LedgerApi.RetrieveRepeatingInvoiceAttachmentById": [
    {
      summary: "The retainer repeating invoice",
      input: {
        repeating_invoice_id: "00000000-0000-4000-8000-000000a19001",
        attachment_id: "00000000-0000-4000-8000-000000a1d013",
        attachment_mime_type: "text/plain",
        ledger_tenant_identifier: DEMO_COMPANY,
      },
    },
  ],
  "LedgerApi.RetrieveRepeatingInvoiceAttachment": [
    {
      summary: 'The retainer repeating invoice, "retainer-terms.txt"',
      input: {
        repeating_invoice_id: "00000000-0000-4000-8000-000000a19001",
        attachment_file_name: "retainer-terms.txt",
        attachment_mime_type: "text/plain",
        ledger_tenant_identifier: DEMO_COMPANY,
      },
    },
  ],
  "LedgerApi.RetrieveInvoicePdf": [
    {
      summary: "The authorised overdue invoice",
      input: {
        invoice_id: "00000000-0000-4000-8000-000000a06004",
        tenant_identifier: DEMO_COMPANY,
      },
    },
  ],
  "LedgerApi.GetCreditNotePdf": [
    {
      summary: "The sales credit note",
      input: {
        credit_note_id: "00000000-0000-4000-8000-000000a09001",
        tenant_identifier: DEMO_COMPANY,
      },
    },
  ],
  "LedgerApi.RetrieveQuotePdf": [
    {
      summary: "The sent quote",
      input: {
        quote_id: "00000000-0000-4000-8000-000000a0d002",
        tenant_identifier: DEMO_COMPANY,
      },
    },
  ],
  "LedgerApi.GetPurchaseOrderPdf": [
    {
      summary: "The authorised purchase order",
      input: {
        purchase_order_id: "00000000-0000-4000-8000-000000a0e002",
        tenant_identifier: DEMO_COMPANY,
      },
    },
  ],
};
