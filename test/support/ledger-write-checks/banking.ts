// What the end-to-end test (test/integration/ledger-tools.test.ts) asserts of the answers of these
// writes: bank transactions, bank transfers, manual journals, linked transactions, expense claims
// and receipts. Their lists take no IDs filter, so each written record is read back by its own GET.
import { expect } from "vitest";
import type { WriteCheckContext, WriteChecks } from "./types";

type Json = Record<string, unknown>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TENANT = "00000000-0000-4000-8000-000000a00001";

/** The GET of one record of each collection: tool, its id parameter, its tenant parameter. */
const READS: Readonly<Record<string, { tool: string; id: string; tenant: string; idField: string }>> = {
  BankTransactions: {
    tool: "LedgerApi.RetrieveBankTransaction",
    id: "bank_transaction_id",
    tenant: "ledger_tenant_id",
    idField: "BankTransactionID",
  },
  BankTransfers: {
    tool: "LedgerApi.RetrieveBankTransfer",
    id: "bank_transfer_id",
    tenant: "tenant_id",
    idField: "BankTransferID",
  },
  ManualJournals: {
    tool: "LedgerApi.RetrieveManualJournal",
    id: "manual_journal_id",
    tenant: "ledger_tenant_id",
    idField: "ManualJournalID",
  },
  LinkedTransactions: {
    tool: "LedgerApi.GetLinkedTransaction",
    id: "linked_transaction_id",
    tenant: "tenant_id",
    idField: "LinkedTransactionID",
  },
  ExpenseClaims: {
    tool: "LedgerApi.RetrieveExpenseClaim",
    id: "expense_claim_id",
    tenant: "ledger_tenant_id",
    idField: "ExpenseClaimID",
  },
  Receipts: {
    tool: "LedgerApi.RetrieveDraftExpenseClaimReceipt",
    id: "receipt_id",
    tenant: "tenant_identifier",
    idField: "ReceiptID",
  },
};

/** Reads one record back through its GET tool. */
async function readBack({ read }: WriteCheckContext, collection: string, id: unknown): Promise<Json> {
  const spec = READS[collection];
  if (!spec) throw new Error(`no read for ${collection}`);
  const answer = (await read(spec.tool, { [spec.id]: id, [spec.tenant]: TENANT })) as Json;
  return (answer[collection] as Json[])[0] as Json;
}

/**
 * The answer's records (one per record sent) came back without errors, with their ids, and read back
 * as written; `expected` holds what each written record must also show.
 */
const written =
  (collection: string, expected: Json = {}) =>
  async (context: WriteCheckContext) => {
    const idField = READS[collection]?.idField ?? "";
    const records = (context.result as Json)[collection] as Json[];
    const sent = Object.values(context.input).find(Array.isArray);
    expect(records).toHaveLength(sent ? sent.length : 1);
    for (const record of records) {
      expect(record.HasErrors ?? false).toBe(false);
      expect(String(record[idField])).toMatch(UUID);
      expect(record).toMatchObject(expected);
      const stored = await readBack(context, collection, record[idField]);
      expect(stored[idField]).toBe(record[idField]);
      expect(stored.Status).toBe(record.Status);
      for (const field of ["Total", "Amount", "Narration", "ContactID", "Reference"])
        if (field in record) expect(stored[field]).toEqual(record[field]);
    }
  };

/** A deleted transfer reads back DELETED and leaves the list of transfers. */
async function transferDeleted(context: WriteCheckContext) {
  await written("BankTransfers", { Status: "DELETED" })(context);
  const ids = ((context.result as Json).BankTransfers as Json[]).map((transfer) => transfer.BankTransferID);
  const list = (await context.read("LedgerApi.RetrieveBankTransfers", {
    ledger_tenant_identifier: TENANT,
  })) as Json;
  const listed = (list.BankTransfers as Json[]).map((transfer) => transfer.BankTransferID);
  for (const id of ids) expect(listed).not.toContain(id);
}

/** An approved claim's receipts are approved with it. */
async function claimApproved(context: WriteCheckContext) {
  await written("ExpenseClaims", { Status: "AUTHORISED" })(context);
  const claim = ((context.result as Json).ExpenseClaims as Json[])[0] as Json;
  for (const ref of claim.Receipts as Json[])
    expect((await readBack(context, "Receipts", ref.ReceiptID)).Status).toBe("AUTHORISED");
}

export const BANKING_CHECKS: WriteChecks = {
  "LedgerApi.CreateBankTransactions": written("BankTransactions", {
    Status: "AUTHORISED",
    Type: "SPEND",
    Total: 43.7,
  }),
  "LedgerApi.UpdateBankTransaction": written("BankTransactions", {
    Reference: "Card 4411 - October supplies",
  }),
  "LedgerApi.UpdateOrCreateBankTransactions": written("BankTransactions", { Type: "RECEIVE", Total: 517.5 }),
  "LedgerApi.CreateBankTransfer": written("BankTransfers", { Status: "AUTHORISED", Amount: 1500 }),
  "LedgerApi.DeleteBankTransfers": transferDeleted,
  "LedgerApi.DeleteBankTransfer": transferDeleted,
  "LedgerApi.CreateManualJournals": written("ManualJournals", { Status: "POSTED" }),
  "LedgerApi.UpdateManualJournal": written("ManualJournals", { Status: "POSTED" }),
  "LedgerApi.UpdateOrCreateManualJournals": written("ManualJournals", { Status: "DRAFT" }),
  "LedgerApi.CreateLinkedTransaction": written("LinkedTransactions", {
    Status: "APPROVED",
    SourceTransactionTypeCode: "ACCPAY",
  }),
  "LedgerApi.UpdateLinkedTransaction": written("LinkedTransactions", { Status: "APPROVED" }),
  "LedgerApi.CreateExpenseClaims": written("ExpenseClaims", { Status: "SUBMITTED", Total: 16.1 }),
  "LedgerApi.UpdateExpenseClaim": claimApproved,
  "LedgerApi.CreateReceipt": written("Receipts", { Status: "DRAFT", Total: 38 }),
  "LedgerApi.UpdateReceipt": written("Receipts", { Status: "DRAFT", Total: 21.5 }),
};
