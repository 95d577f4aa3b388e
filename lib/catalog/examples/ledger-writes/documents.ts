// Worked examples of the credit notes, quotes, purchase orders and repeating invoice templates writes (lib/catalog/ledger/writes/documents.ts), against the
// sandbox's Demo Company as lib/catalog/examples/ledger.ts's are.
import type { ToolExamples } from "../types";

const DEMO_COMPANY = "00000000-0000-4000-8000-000000a00001";
const RIDGEWAY = "00000000-0000-4000-8000-000000a04001";
const CITY_AGENCY = "00000000-0000-4000-8000-000000a04003";
const MARINE = "00000000-0000-4000-8000-000000a04004";
const HARBOUR_PROPERTY = "00000000-0000-4000-8000-000000a04008";
const CENTRAL_OFFICE = "00000000-0000-4000-8000-000000a04009";

export const DOCUMENTS_EXAMPLES: ToolExamples = {
  "LedgerApi.CreateCreditNotes": [
    {
      summary: "Credit Marine Systems for an hour of consulting billed twice, approved",
      input: {
        tenant_id: DEMO_COMPANY,
        credit_notes: [
          {
            type: "ACCRECCREDIT",
            contact_id: MARINE,
            date: "2026-11-25",
            status: "AUTHORISED",
            reference: "INV-0004 billed twice",
            line_items: [
              {
                description: "Consulting (duplicate hour)",
                quantity: 1,
                unit_amount: 120,
                account_code: "200",
              },
            ],
          },
        ],
        idempotency_key: "example-create-credit-note-0001",
      },
    },
  ],
  "LedgerApi.UpdateCreditNote": [
    {
      summary: "Give the approved credit note CN-0002 (Bayside Club) a reference",
      input: {
        credit_note_id: "00000000-0000-4000-8000-000000a09002",
        tenant_id: DEMO_COMPANY,
        credit_note: { reference: "Cancelled session, refund agreed" },
        idempotency_key: "example-update-credit-note-0001",
      },
    },
  ],
  "LedgerApi.UpdateOrCreateCreditNotes": [
    {
      summary: "A draft credit from Central Office Supplies for returned toner, created (no credit_note_id)",
      input: {
        tenant_id: DEMO_COMPANY,
        credit_notes: [
          {
            type: "ACCPAYCREDIT",
            contact_id: CENTRAL_OFFICE,
            credit_note_number: "CR-5530",
            date: "2026-11-24",
            line_items: [
              { description: "Returned printer toner", quantity: 1, unit_amount: 45, account_code: "453" },
            ],
          },
        ],
        idempotency_key: "example-upsert-credit-note-0001",
      },
    },
    {
      summary: "Change the reference of CN-0002 named by its number",
      input: {
        tenant_id: DEMO_COMPANY,
        credit_notes: [{ credit_note_number: "CN-0002", reference: "Cancelled session 12 Sep" }],
        idempotency_key: "example-upsert-credit-note-0002",
      },
    },
  ],
  "LedgerApi.CreateQuotes": [
    {
      summary: "Quote Ridgeway University for a two-day workshop, expiring in a month",
      input: {
        tenant_id: DEMO_COMPANY,
        quotes: [
          {
            contact_id: RIDGEWAY,
            date: "2026-11-25",
            expiry_date: "2026-12-25",
            title: "Data workshop",
            summary: "Two facilitated days for the analytics team",
            terms: "Valid for 30 days.",
            line_items: [
              {
                description: "Workshop facilitation (day)",
                quantity: 2,
                unit_amount: 1500,
                account_code: "200",
              },
            ],
          },
        ],
        idempotency_key: "example-create-quote-0001",
      },
    },
  ],
  "LedgerApi.UpdateQuote": [
    {
      summary: "Mark the draft quote QU-0001 to City Agency as sent",
      input: {
        quote_id: "00000000-0000-4000-8000-000000a0d001",
        tenant_id: DEMO_COMPANY,
        quote: { status: "SENT" },
        idempotency_key: "example-send-quote-0001",
      },
    },
  ],
  "LedgerApi.UpdateOrCreateQuotes": [
    {
      summary: "A new draft quote for City Agency, created (no quote_id)",
      input: {
        tenant_id: DEMO_COMPANY,
        quotes: [
          {
            contact_id: CITY_AGENCY,
            date: "2026-11-25",
            title: "Campaign review",
            line_items: [
              { description: "Campaign review session", quantity: 1, unit_amount: 800, account_code: "200" },
            ],
          },
        ],
        idempotency_key: "example-upsert-quote-0001",
      },
    },
    {
      summary: "Record that Ridgeway University declined the sent quote QU-0002",
      input: {
        tenant_id: DEMO_COMPANY,
        quotes: [{ quote_id: "00000000-0000-4000-8000-000000a0d002", status: "DECLINED" }],
        idempotency_key: "example-upsert-quote-0002",
      },
    },
  ],
  "LedgerApi.CreatePurchaseOrders": [
    {
      summary: "Order printer paper from Central Office Supplies, approved, delivered to the office",
      input: {
        tenant_id: DEMO_COMPANY,
        purchase_orders: [
          {
            contact_id: CENTRAL_OFFICE,
            date: "2026-11-25",
            delivery_date: "2026-12-02",
            status: "AUTHORISED",
            delivery_address: "Level 2, 18 Queen Street, Auckland 1010",
            attention_to: "Jo Bookkeeper",
            line_items: [
              {
                description: "Printer paper, box of 5 reams",
                quantity: 4,
                unit_amount: 12,
                account_code: "453",
              },
            ],
          },
        ],
        idempotency_key: "example-create-purchase-order-0001",
      },
    },
  ],
  "LedgerApi.UpdatePurchaseOrder": [
    {
      summary: "Approve the draft purchase order PO-0001",
      input: {
        purchase_order_id: "00000000-0000-4000-8000-000000a0e001",
        tenant_id: DEMO_COMPANY,
        purchase_order: { status: "AUTHORISED" },
        idempotency_key: "example-approve-purchase-order-0001",
      },
    },
  ],
  "LedgerApi.UpdateOrCreatePurchaseOrders": [
    {
      summary: "A new draft order to Hamilton Smith Ltd, created (no purchase_order_id)",
      input: {
        tenant_id: DEMO_COMPANY,
        purchase_orders: [
          {
            contact_id: "00000000-0000-4000-8000-000000a04007",
            date: "2026-11-25",
            reference: "Year-end payroll review",
            line_items: [
              {
                description: "Payroll review consulting",
                quantity: 1,
                unit_amount: 450,
                account_code: "412",
              },
            ],
          },
        ],
        idempotency_key: "example-upsert-purchase-order-0001",
      },
    },
    {
      summary: "Mark the approved purchase order PO-0002 as billed, named by its number",
      input: {
        tenant_id: DEMO_COMPANY,
        purchase_orders: [{ purchase_order_number: "PO-0002", status: "BILLED" }],
        idempotency_key: "example-upsert-purchase-order-0002",
      },
    },
  ],
  "LedgerApi.CreateRepeatingInvoices": [
    {
      summary:
        "Invoice Marine Systems a monthly support retainer from 1 January, due on the 20th of the next month",
      input: {
        tenant_id: DEMO_COMPANY,
        repeating_invoices: [
          {
            type: "ACCREC",
            contact_id: MARINE,
            schedule: {
              period: 1,
              unit: "MONTHLY",
              due_date: 20,
              due_date_type: "OFFOLLOWINGMONTH",
              start_date: "2027-01-01",
            },
            status: "AUTHORISED",
            reference: "Support retainer",
            line_items: [
              { description: "Monthly support retainer", quantity: 1, unit_amount: 500, account_code: "200" },
            ],
          },
        ],
        idempotency_key: "example-create-repeating-invoice-0001",
      },
    },
  ],
  "LedgerApi.UpdateRepeatingInvoice": [
    {
      summary: "Approve the draft office rent template, so its bills are generated approved",
      input: {
        repeating_invoice_id: "00000000-0000-4000-8000-000000a19002",
        tenant_id: DEMO_COMPANY,
        repeating_invoice: { status: "AUTHORISED" },
        idempotency_key: "example-approve-repeating-invoice-0001",
      },
    },
  ],
  "LedgerApi.UpdateOrCreateRepeatingInvoices": [
    {
      summary:
        "A new fortnightly parking bill from Harbour Property Management, created (no repeating_invoice_id)",
      input: {
        tenant_id: DEMO_COMPANY,
        repeating_invoices: [
          {
            type: "ACCPAY",
            contact_id: HARBOUR_PROPERTY,
            schedule: {
              period: 2,
              unit: "WEEKLY",
              due_date: 7,
              due_date_type: "DAYSAFTERBILLDATE",
              start_date: "2026-12-07",
            },
            reference: "Car park",
            line_items: [
              { description: "Car park, two spaces", quantity: 2, unit_amount: 60, account_code: "469" },
            ],
          },
        ],
        idempotency_key: "example-upsert-repeating-invoice-0001",
      },
    },
    {
      summary: "Move Ridgeway University's support retainer template to every two months",
      input: {
        tenant_id: DEMO_COMPANY,
        repeating_invoices: [
          { repeating_invoice_id: "00000000-0000-4000-8000-000000a19001", schedule: { period: 2 } },
        ],
        idempotency_key: "example-upsert-repeating-invoice-0002",
      },
    },
  ],
};
