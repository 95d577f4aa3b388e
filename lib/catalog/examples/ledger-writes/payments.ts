// Worked examples of the payments, batch payments, allocations of credit notes, overpayments and
// prepayments, and emailing an invoice writes (lib/catalog/ledger/writes/payments.ts), against the
// sandbox's Demo Company as lib/catalog/examples/ledger.ts's are.
import type { ToolExamples } from "../types";

const DEMO_COMPANY = "00000000-0000-4000-8000-000000a00001";
/** Demo Company records the examples name (local/sandbox/ledger/starting-data/ids.ts). */
const BUSINESS_BANK_ACCOUNT = "00000000-0000-4000-8000-000000a02001";
/** INV-0005, Ridgeway University: AUTHORISED, part paid (4,291 due) by PAYMENT_PART_PAID. */
const INV_0005 = "00000000-0000-4000-8000-000000a06004";
/** INV-0008, Bayside Club: AUTHORISED, 1,000 due. */
const INV_0008 = "00000000-0000-4000-8000-000000a06005";
/** INV-0009, Marine Systems: AUTHORISED, 1,793 due. */
const INV_0009 = "00000000-0000-4000-8000-000000a06006";
/** Bill COS-7781, Central Office Supplies: AUTHORISED, 989 due. */
const BILL_COS_7781 = "00000000-0000-4000-8000-000000a06024";
const PAYMENT_PART_PAID = "00000000-0000-4000-8000-000000a07004";
/** The deposit of 14 October 2025: INV-0003 and INV-0004 paid in one bank line. */
const DEPOSIT_BATCH = "00000000-0000-4000-8000-000000a08001";
/** CN-0002, Bayside Club: 230 of credit left. */
const CN_0002 = "00000000-0000-4000-8000-000000a09002";
/** Marine Systems' prepayment: 275 left. */
const MARINE_PREPAYMENT = "00000000-0000-4000-8000-000000a0a001";
/** Bayside Club's overpayment: 50 left. */
const BAYSIDE_OVERPAYMENT = "00000000-0000-4000-8000-000000a0b001";

export const PAYMENTS_EXAMPLES: ToolExamples = {
  "LedgerApi.CreatePayments": [
    {
      summary: "Record a 500 payment from Marine Systems on INV-0009 into the business bank account",
      input: {
        tenant_id: DEMO_COMPANY,
        payments: [
          {
            invoice_id: INV_0009,
            account_code: "090",
            date: "2026-11-25",
            amount: 500,
            reference: "Cheque 10442",
          },
        ],
        idempotency_key: "example-create-payments-0001",
      },
    },
  ],
  "LedgerApi.CreatePayment": [
    {
      summary: "Pay the Central Office Supplies bill COS-7781 in full from the business bank account",
      input: {
        tenant_id: DEMO_COMPANY,
        invoice_id: BILL_COS_7781,
        account_id: BUSINESS_BANK_ACCOUNT,
        date: "2026-11-25",
        amount: 989,
        reference: "Bill COS-7781",
        idempotency_key: "example-create-payment-0001",
      },
    },
  ],
  "LedgerApi.CreateBatchPayment": [
    {
      summary: "Bank two customer payments together: 1,000 on INV-0005 and 300 on INV-0009",
      input: {
        tenant_id: DEMO_COMPANY,
        batch_payments: [
          {
            account_code: "090",
            date: "2026-11-25",
            reference: "Deposit 25 Nov",
            payments: [
              { invoice_id: INV_0005, amount: 1000 },
              { invoice_id: INV_0009, amount: 300 },
            ],
          },
        ],
        idempotency_key: "example-create-batch-payment-0001",
      },
    },
  ],
  "LedgerApi.CreateCreditNoteAllocation": [
    {
      summary: "Apply the 230 left on credit note CN-0002 to Bayside Club's INV-0008",
      input: {
        credit_note_id: CN_0002,
        tenant_id: DEMO_COMPANY,
        allocations: [{ invoice_id: INV_0008, amount: 230, date: "2026-11-25" }],
        idempotency_key: "example-allocate-credit-note-0001",
      },
    },
  ],
  "LedgerApi.CreateOverpaymentAllocations": [
    {
      summary: "Apply the 50 left of Bayside Club's overpayment to INV-0008",
      input: {
        overpayment_id: BAYSIDE_OVERPAYMENT,
        tenant_id: DEMO_COMPANY,
        allocations: [{ invoice_id: INV_0008, amount: 50, date: "2026-11-25" }],
        idempotency_key: "example-allocate-overpayment-0001",
      },
    },
  ],
  "LedgerApi.CreatePrepaymentAllocations": [
    {
      summary: "Apply 275 of Marine Systems' prepayment to INV-0009",
      input: {
        prepayment_id: MARINE_PREPAYMENT,
        tenant_id: DEMO_COMPANY,
        allocations: [{ invoice_id: INV_0009, amount: 275, date: "2026-11-25" }],
        idempotency_key: "example-allocate-prepayment-0001",
      },
    },
  ],
  "LedgerApi.EmailInvoice": [
    {
      summary: "Email INV-0009 to Marine Systems",
      input: { invoice_id: INV_0009, tenant_id: DEMO_COMPANY, idempotency_key: "example-email-invoice-0001" },
    },
  ],
  "LedgerApi.DeletePayment": [
    {
      summary: "Delete the 3,000 part payment on INV-0005 (it owes the amount again)",
      input: {
        payment_id: PAYMENT_PART_PAID,
        tenant_id: DEMO_COMPANY,
        idempotency_key: "example-delete-payment-0001",
      },
    },
  ],
  "LedgerApi.DeleteBatchPayment": [
    {
      summary: "Delete the deposit batch of 14 October 2025 and its two payments",
      input: {
        tenant_id: DEMO_COMPANY,
        batch_payment_id: DEPOSIT_BATCH,
        idempotency_key: "example-delete-batch-payment-0001",
      },
    },
  ],
  "LedgerApi.DeleteBatchPaymentByUrlParam": [
    {
      summary: "Delete the deposit batch of 14 October 2025, named in the path",
      input: {
        batch_payment_id: DEPOSIT_BATCH,
        tenant_id: DEMO_COMPANY,
        idempotency_key: "example-delete-batch-payment-0002",
      },
    },
  ],
};
