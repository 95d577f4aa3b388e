// Worked examples of the bank transactions, bank transfers, manual journals, linked transactions,
// expense claims and receipts writes (lib/catalog/ledger/writes/banking.ts), against the sandbox's
// Demo Company as lib/catalog/examples/ledger.ts's are.
import type { ToolExamples } from "../types";

const DEMO_COMPANY = "00000000-0000-4000-8000-000000a00001";
/** Demo Company records the examples name (local/sandbox/ledger/starting-data/ids.ts). */
const CENTRAL_OFFICE = "00000000-0000-4000-8000-000000a04009";
const BAYSIDE = "00000000-0000-4000-8000-000000a04002";
const SPEND_CARD_4411 = "00000000-0000-4000-8000-000000a0f001";
const TRANSFER_TO_SAVINGS = "00000000-0000-4000-8000-000000a10001";
const DRAFT_WAGES_JOURNAL = "00000000-0000-4000-8000-000000a11002";
const JO_BOOKKEEPER = "00000000-0000-4000-8000-000000a18002";
const DRAFT_STATIONERY_RECEIPT = "00000000-0000-4000-8000-000000a1c006";
const SUBMITTED_CLAIM = "00000000-0000-4000-8000-000000a1b003";
const APPROVED_LINK = "00000000-0000-4000-8000-000000a1a002";
const SAFETY_BILL = "00000000-0000-4000-8000-000000a06024";
const CHAIRS_LINE = "0173711d-89c3-5c3b-b059-c2ae8237bd3d";

export const BANKING_EXAMPLES: ToolExamples = {
  "LedgerApi.CreateBankTransactions": [
    {
      summary: "Spend money: office supplies paid by card from the business bank account",
      input: {
        tenant_id: DEMO_COMPANY,
        bank_transactions: [
          {
            type: "SPEND",
            bank_account_code: "090",
            contact_id: CENTRAL_OFFICE,
            date: "2026-11-24",
            reference: "Card 4411",
            line_items: [
              { description: "Printer paper", quantity: 4, unit_amount: 9.5, account_code: "453" },
            ],
          },
        ],
        idempotency_key: "example-create-bank-transaction-0001",
      },
    },
  ],
  "LedgerApi.UpdateBankTransaction": [
    {
      summary: "Correct the reference of a reconciled card payment",
      input: {
        bank_transaction_id: SPEND_CARD_4411,
        tenant_id: DEMO_COMPANY,
        // Xero requires the type, bank account and lines on every change: a reconciled transaction
        // is sent them as they are, and only its reference changes.
        bank_transaction: {
          type: "SPEND",
          bank_account_code: "090",
          reference: "Card 4411 - October supplies",
          line_items: [
            {
              description: "Printer toner",
              quantity: 2,
              unit_amount: 45,
              account_code: "453",
              item_code: "TONER",
              tax_type: "INPUT2",
            },
            {
              description: "Copy paper",
              quantity: 5,
              unit_amount: 9.5,
              account_code: "453",
              tax_type: "INPUT2",
            },
          ],
        },
        idempotency_key: "example-update-bank-transaction-0001",
      },
    },
  ],
  "LedgerApi.UpdateOrCreateBankTransactions": [
    {
      summary: "Receive money: a workshop fee paid straight into the bank, created (no id)",
      input: {
        tenant_id: DEMO_COMPANY,
        bank_transactions: [
          {
            type: "RECEIVE",
            bank_account_code: "090",
            contact_name: "Harbour Yacht Club",
            date: "2026-11-23",
            line_items: [{ description: "Workshop fee", quantity: 1, unit_amount: 450, account_code: "200" }],
          },
        ],
        idempotency_key: "example-upsert-bank-transaction-0001",
      },
    },
  ],
  "LedgerApi.CreateBankTransfer": [
    {
      summary: "Move 1,500 from the business bank account to savings",
      input: {
        tenant_id: DEMO_COMPANY,
        bank_transfers: [
          {
            from_bank_account_code: "090",
            to_bank_account_code: "091",
            amount: 1500,
            date: "2026-11-24",
            reference: "GST savings",
          },
        ],
        idempotency_key: "example-create-bank-transfer-0001",
      },
    },
  ],
  "LedgerApi.DeleteBankTransfers": [
    {
      summary: "Delete the transfer to savings",
      input: {
        tenant_id: DEMO_COMPANY,
        bank_transfers: [{ bank_transfer_id: TRANSFER_TO_SAVINGS }],
        idempotency_key: "example-delete-bank-transfers-0001",
      },
    },
  ],
  "LedgerApi.DeleteBankTransfer": [
    {
      summary: "Delete the transfer to savings by its id",
      input: {
        bank_transfer_id: TRANSFER_TO_SAVINGS,
        tenant_id: DEMO_COMPANY,
        idempotency_key: "example-delete-bank-transfer-0001",
      },
    },
  ],
  "LedgerApi.CreateManualJournals": [
    {
      summary: "Post November's depreciation",
      input: {
        tenant_id: DEMO_COMPANY,
        manual_journals: [
          {
            narration: "Depreciation for November 2026",
            date: "2026-11-30",
            status: "POSTED",
            journal_lines: [
              { line_amount: 120, account_code: "416", description: "Depreciation expense" },
              { line_amount: -120, account_code: "711", description: "Accumulated depreciation" },
            ],
          },
        ],
        idempotency_key: "example-create-manual-journal-0001",
      },
    },
  ],
  "LedgerApi.UpdateManualJournal": [
    {
      summary: "Post the draft wages accrual",
      input: {
        manual_journal_id: DRAFT_WAGES_JOURNAL,
        tenant_id: DEMO_COMPANY,
        // Xero requires the narration on every change: the journal's own, kept.
        manual_journal: { narration: "Accrued wages November 2026", status: "POSTED" },
        idempotency_key: "example-post-manual-journal-0001",
      },
    },
  ],
  "LedgerApi.UpdateOrCreateManualJournals": [
    {
      summary: "A draft accrual of December's rent, created (no id)",
      input: {
        tenant_id: DEMO_COMPANY,
        manual_journals: [
          {
            narration: "Rent accrual December 2026",
            date: "2026-12-31",
            journal_lines: [
              { line_amount: 2000, account_code: "469", description: "Rent" },
              { line_amount: -2000, account_code: "800", description: "Accrued rent" },
            ],
          },
        ],
        idempotency_key: "example-upsert-manual-journal-0001",
      },
    },
  ],
  "LedgerApi.CreateLinkedTransaction": [
    {
      summary: "Bill the office chairs on a supplier bill on to Bayside Club",
      input: {
        tenant_id: DEMO_COMPANY,
        source_transaction_id: SAFETY_BILL,
        source_line_item_id: CHAIRS_LINE,
        contact_id: BAYSIDE,
        idempotency_key: "example-create-linked-transaction-0001",
      },
    },
  ],
  "LedgerApi.UpdateLinkedTransaction": [
    {
      summary: "Charge an approved billable expense to Bayside Club instead",
      input: {
        linked_transaction_id: APPROVED_LINK,
        tenant_id: DEMO_COMPANY,
        linked_transaction: { contact_id: BAYSIDE },
        idempotency_key: "example-update-linked-transaction-0001",
      },
    },
  ],
  "LedgerApi.CreateExpenseClaims": [
    {
      summary: "Claim Jo's draft stationery receipt",
      input: {
        tenant_id: DEMO_COMPANY,
        expense_claims: [{ user_id: JO_BOOKKEEPER, receipts: [{ receipt_id: DRAFT_STATIONERY_RECEIPT }] }],
        idempotency_key: "example-create-expense-claim-0001",
      },
    },
  ],
  "LedgerApi.UpdateExpenseClaim": [
    {
      summary: "Approve Jo's submitted expense claim",
      input: {
        expense_claim_id: SUBMITTED_CLAIM,
        tenant_id: DEMO_COMPANY,
        expense_claim: { status: "AUTHORISED" },
        idempotency_key: "example-approve-expense-claim-0001",
      },
    },
  ],
  "LedgerApi.CreateReceipt": [
    {
      summary: "Jo's taxi fare to a client, paid personally",
      input: {
        tenant_id: DEMO_COMPANY,
        receipts: [
          {
            user_id: JO_BOOKKEEPER,
            contact_name: "Green Cabs",
            date: "2026-11-24",
            reference: "Client visit",
            line_items: [
              { description: "Taxi to client", quantity: 1, unit_amount: 38, account_code: "493" },
            ],
          },
        ],
        idempotency_key: "example-create-receipt-0001",
      },
    },
  ],
  "LedgerApi.UpdateReceipt": [
    {
      summary: "Correct the amount of Jo's draft stationery receipt",
      input: {
        receipt_id: DRAFT_STATIONERY_RECEIPT,
        tenant_id: DEMO_COMPANY,
        receipt: {
          reference: "Notebooks and pens",
          line_items: [
            { description: "Notebooks and pens", quantity: 1, unit_amount: 21.5, account_code: "453" },
          ],
        },
        idempotency_key: "example-update-receipt-0001",
      },
    },
  ],
};
