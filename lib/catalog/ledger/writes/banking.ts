// LedgerApi writes beyond the seed (issue 24, docs/full-coverage.md): bank transactions, bank
// transfers, manual journals, linked transactions, expense claims and receipts. Rows over the
// generated operation facts, as index.ts's invoice writes.
import type { FieldSpec } from "../../types";
import * as xero from "../operations.generated";
import { idempotencyKey, tenant, unitdp, uuid } from "../params";
import {
  bankTransactionChangeFields,
  bankTransactionFields,
  bankTransactionUpsertFields,
} from "../records/bank-transaction";
import { bankTransferDeleteFields, bankTransferFields } from "../records/bank-transfer";
import { expenseClaimChangeFields, expenseClaimFields } from "../records/expense-claim";
import { linkedTransactionCreateFields, linkedTransactionFields } from "../records/linked-transaction";
import {
  manualJournalChangeFields,
  manualJournalFields,
  manualJournalUpsertFields,
} from "../records/manual-journal";
import { receiptChangeFields, receiptFields } from "../records/receipt";
import type { Decoration, LedgerRow, Params } from "../row";
import { row } from "../row";
import { changeParam, recordsParam, summarizeErrors, UPDATE_FLAGS } from "./record-params";

/** Fields sent as top-level body members (Xero's createLinkedTransaction takes the bare record). */
const bodyParams = (fields: readonly FieldSpec[]): Params =>
  Object.fromEntries(
    fields.map(({ name, ...field }): [string, Decoration] => [name, { ...field, in: "body" }]),
  );

const KEYED = "Keyed: a retry with the same idempotency_key writes nothing twice.";

// A table, one line per tool: name, Xero operation, parameters (tool name: decoration), description.
// biome-ignore format: a table, one line per row
export const bankingWrites: readonly LedgerRow[] = [
  row("CreateBankTransactions", xero.createBankTransactions, { tenant_id: tenant, bank_transactions: recordsParam("BankTransactions", bankTransactionFields, "The spend or receive money transactions to create"), summarize_errors: summarizeErrors("transactions"), unit_decimal_places: unitdp, idempotency_key: idempotencyKey }, `Record money spent (SPEND) or received (RECEIVE) through a bank account without an invoice, up to 50: a BANK account, a contact and lines with accounts. Each posts to the ledger at once (status AUTHORISED): lines to their accounts, tax, and the total against the bank account. Xero computes tax and totals. Transfers between own accounts use LedgerApi.CreateBankTransfer. ${KEYED} Returns {BankTransactions: [{BankTransactionID, Type, Status, SubTotal, TotalTax, Total, LineItems...}]}.`),
  row("UpdateBankTransaction", xero.updateBankTransaction, { bank_transaction_id: uuid("BankTransactionID", "The bank transaction to change"), tenant_id: tenant, bank_transaction: changeParam("BankTransactions", bankTransactionChangeFields), unit_decimal_places: unitdp, idempotency_key: idempotencyKey }, `Change a spend or receive money transaction (reference, date, contact, lines) or delete it (status DELETED: its posting is reversed). Xero requires its type, bank account and lines on every change (send them as they are to keep them); lines sent replace all of its lines. Xero refuses any change but the reference to a reconciled transaction, and every change to a deleted one. ${KEYED} Returns {BankTransactions: [the transaction as it is now]}.`, { flags: UPDATE_FLAGS }),
  row("UpdateOrCreateBankTransactions", xero.updateOrCreateBankTransactions, { tenant_id: tenant, bank_transactions: recordsParam("BankTransactions", bankTransactionUpsertFields, "The transactions: each with bank_transaction_id is updated, each without is created"), summarize_errors: summarizeErrors("transactions"), unit_decimal_places: unitdp, idempotency_key: idempotencyKey }, `Update or create spend and receive money transactions, up to 50: one named by bank_transaction_id changes as LedgerApi.UpdateBankTransaction would (deleting through its status), any other is created as LedgerApi.CreateBankTransactions would. ${KEYED} Returns {BankTransactions: [...]}.`, { flags: UPDATE_FLAGS }),
  row("CreateBankTransfer", xero.createBankTransfer, { tenant_id: tenant, bank_transfers: recordsParam("BankTransfers", bankTransferFields, "The transfers to make"), idempotency_key: idempotencyKey }, `Move money between two of the organisation's BANK accounts: posts the amount out of one and into the other (a SPEND-TRANSFER and a RECEIVE-TRANSFER). Xero refuses the same account twice, a non-bank account, accounts in different currencies and an amount of zero. ${KEYED} Returns {BankTransfers: [{BankTransferID, FromBankAccount, ToBankAccount, Amount, Date, Status...}]}.`),
  row("CreateManualJournals", xero.createManualJournals, { tenant_id: tenant, manual_journals: recordsParam("ManualJournals", manualJournalFields, "The manual journals to create"), summarize_errors: summarizeErrors("journals"), idempotency_key: idempotencyKey }, `Enter manual journals (accruals, depreciation, corrections), up to 50: a narration and at least two lines, debits positive and credits negative, summing to zero. DRAFT (default) is kept aside; POSTED posts to the ledger at once. ${KEYED} Returns {ManualJournals: [{ManualJournalID, Narration, Status, JournalLines...}]}.`),
  row("UpdateManualJournal", xero.updateManualJournal, { manual_journal_id: uuid("ManualJournalID", "The manual journal to change"), tenant_id: tenant, manual_journal: changeParam("ManualJournals", manualJournalChangeFields), idempotency_key: idempotencyKey }, `Change a manual journal: post a draft (POSTED), edit its narration, date or lines (lines sent replace all), delete a draft (DELETED) or reverse a posted one (VOIDED). Xero requires the narration on every change (send it as it is to keep it), and refuses any change to a voided or deleted journal and lines that do not sum to zero. ${KEYED} Returns {ManualJournals: [the journal as it is now]}.`, { flags: UPDATE_FLAGS }),
  row("UpdateOrCreateManualJournals", xero.updateOrCreateManualJournals, { tenant_id: tenant, manual_journals: recordsParam("ManualJournals", manualJournalUpsertFields, "The journals: each with manual_journal_id is updated, each without is created"), summarize_errors: summarizeErrors("journals"), idempotency_key: idempotencyKey }, `Update or create manual journals, up to 50: one named by manual_journal_id changes as LedgerApi.UpdateManualJournal would (posting, deleting or voiding through its status), any other is created as LedgerApi.CreateManualJournals would. ${KEYED} Returns {ManualJournals: [...]}.`, { flags: UPDATE_FLAGS }),
  row("CreateLinkedTransaction", xero.createLinkedTransaction, { tenant_id: tenant, ...bodyParams(linkedTransactionCreateFields), idempotency_key: idempotencyKey }, `Mark a cost as billable: link a line of a bill (ACCPAY) or SPEND bank transaction to the customer to charge it to, and optionally to the sales invoice line it is billed on. Xero sets the status: DRAFT while the bill is a draft, APPROVED to bill, ONDRAFT on a draft invoice, BILLED on an approved one. ${KEYED} Returns {LinkedTransactions: [{LinkedTransactionID, Status...}]}.`),
  row("UpdateLinkedTransaction", xero.updateLinkedTransaction, { linked_transaction_id: uuid("LinkedTransactionID", "The linked transaction to change"), tenant_id: tenant, linked_transaction: changeParam("LinkedTransactions", linkedTransactionFields), idempotency_key: idempotencyKey }, `Change a billable expense: the customer it is charged to, or the sales invoice line it is billed on (which bills it). Xero refuses changes to a BILLED one. ${KEYED} Returns {LinkedTransactions: [the link as it is now]}.`, { flags: UPDATE_FLAGS }),
  row("CreateExpenseClaims", xero.createExpenseClaims, { tenant_id: tenant, expense_claims: recordsParam("ExpenseClaims", expenseClaimFields, "The expense claims to submit"), idempotency_key: idempotencyKey }, `Submit a user's DRAFT receipts as an expense claim, to be paid back. The receipts become SUBMITTED; AUTHORISED approves the claim at once: it posts the expenses against Unpaid Expense Claims and awaits payment. Xero refuses receipts of another user or already claimed. (Xero offers expense claims to older organisations only.) ${KEYED} Returns {ExpenseClaims: [{ExpenseClaimID, Status, Total, AmountDue, Receipts...}]}.`),
  row("UpdateExpenseClaim", xero.updateExpenseClaim, { expense_claim_id: uuid("ExpenseClaimID", "The expense claim to change"), tenant_id: tenant, expense_claim: changeParam("ExpenseClaims", expenseClaimChangeFields), idempotency_key: idempotencyKey }, `Approve (AUTHORISED), delete (DELETED, a SUBMITTED claim: its receipts go back to DRAFT) or void (VOIDED, an AUTHORISED claim without payments) an expense claim, or change its receipts while SUBMITTED. Xero refuses changes to a paid, voided or deleted claim. ${KEYED} Returns {ExpenseClaims: [the claim as it is now]}.`, { flags: UPDATE_FLAGS }),
  row("CreateReceipt", xero.createReceipt, { tenant_id: tenant, receipts: recordsParam("Receipts", receiptFields, "The receipts to create"), unit_decimal_places: unitdp, idempotency_key: idempotencyKey }, `Record expenses a user paid themselves (draft expense claim receipts), up to 50: the user, the supplier and lines with expense accounts. Xero numbers each and computes tax and totals; it stays DRAFT until claimed with LedgerApi.CreateExpenseClaims. ${KEYED} Returns {Receipts: [{ReceiptID, ReceiptNumber, Status, Total, LineItems...}]}.`),
  row("UpdateReceipt", xero.updateReceipt, { receipt_id: uuid("ReceiptID", "The draft receipt to change"), tenant_id: tenant, receipt: changeParam("Receipts", receiptChangeFields), unit_decimal_places: unitdp, idempotency_key: idempotencyKey }, `Change a DRAFT receipt: its supplier, date, reference or lines (lines sent replace all). Xero refuses changes to a receipt already in a claim. ${KEYED} Returns {Receipts: [the receipt as it is now]}.`, { flags: UPDATE_FLAGS }),
];

// biome-ignore format: a table, one line per row
export const bankingDeletes: readonly LedgerRow[] = [
  row("DeleteBankTransfers", xero.deleteBankTransfers, { tenant_id: tenant, bank_transfers: recordsParam("BankTransfers", bankTransferDeleteFields, "The transfers to delete"), summarize_errors: summarizeErrors("transfers"), idempotency_key: idempotencyKey }, `Delete bank transfers, up to 50: each becomes DELETED and its posting between the two accounts is reversed. Xero refuses a transfer already deleted. ${KEYED} Returns {BankTransfers: [{BankTransferID, Status: DELETED...}]}.`, { flags: UPDATE_FLAGS }),
  row("DeleteBankTransfer", xero.deleteBankTransfer, { bank_transfer_id: uuid("BankTransferID", "The bank transfer to delete"), tenant_id: tenant, idempotency_key: idempotencyKey }, `Delete one bank transfer: it becomes DELETED and its posting between the two accounts is reversed. Xero refuses a transfer already deleted. ${KEYED} Returns {BankTransfers: [{BankTransferID, Status: DELETED...}]}.`, { flags: UPDATE_FLAGS, fixedBody: { Status: "DELETED" } }),
];
