// Expense claims: PUT /ExpenseClaims submits a user's DRAFT receipts as a claim, POST
// /ExpenseClaims/{id} approves, voids or deletes it or changes its receipts. Statuses: SUBMITTED ->
// AUTHORISED (posts the receipts against Unpaid Expense Claims) or DELETED (its receipts return to
// DRAFT); AUTHORISED without payments -> VOIDED; PAID (set by payments), VOIDED and DELETED are
// final. The claim's receipts follow its status; its total is theirs.
import { randomUUID } from "node:crypto";
import { addDays } from "../accounting/dates";
import { amountOf, round2, sum } from "../accounting/money";
import { nowTimestamp, sameId } from "../ids";
import { requireResource } from "../resources";
import { recordsOf } from "../store";
import type { LedgerOrganisation, XeroRecord } from "../types";
import { createHandler, isObject, type RecordKind, storeRecord, updateHandler } from "./batch-writes";
import { userRef } from "./receipt-writes";

const NEXT_STATUSES: Record<string, string[]> = {
  SUBMITTED: ["SUBMITTED", "AUTHORISED", "DELETED"],
  AUTHORISED: ["AUTHORISED", "VOIDED"],
};
/** The status a claim's receipts take with it; a deleted claim frees them. */
const RECEIPT_STATUS: Record<string, string> = {
  SUBMITTED: "SUBMITTED",
  AUTHORISED: "AUTHORISED",
  VOIDED: "VOIDED",
  DELETED: "DRAFT",
};
/** The sandbox's payment terms for a claim, from its reporting date (Xero's own are not documented). */
const PAYMENT_DAYS = 30;

const refsOf = (claim: XeroRecord | undefined): XeroRecord[] =>
  Array.isArray(claim?.Receipts) ? (claim.Receipts as XeroRecord[]) : [];

/** The receipts a claim names: each the user's, DRAFT or already in this claim, named once. */
function claimedReceipts(
  org: LedgerOrganisation,
  input: XeroRecord,
  existing: XeroRecord | undefined,
  userId: unknown,
  problems: string[],
): XeroRecord[] {
  if (input.Receipts === undefined && existing)
    return refsOf(existing).flatMap((ref) => receiptById(org, ref.ReceiptID) ?? []) as XeroRecord[];
  if (!Array.isArray(input.Receipts) || input.Receipts.length === 0) {
    problems.push("An expense claim needs at least one receipt");
    return [];
  }
  const own = new Set(refsOf(existing).map((ref) => String(ref.ReceiptID).toLowerCase()));
  const seen = new Set<string>();
  return input.Receipts.flatMap((ref): XeroRecord[] => {
    const receipt = receiptById(org, isObject(ref) ? ref.ReceiptID : undefined);
    const problem = receipt
      ? receiptProblem(receipt, userId, seen, own)
      : "A Receipt with the specified ReceiptID could not be found";
    if (problem) problems.push(problem);
    return receipt && !problem ? [receipt] : [];
  });
}

/** Why a receipt cannot be in this claim: named twice, another user's, or claimed elsewhere. */
function receiptProblem(receipt: XeroRecord, userId: unknown, seen: Set<string>, own: Set<string>) {
  const id = String(receipt.ReceiptID).toLowerCase();
  const number = String(receipt.ReceiptNumber);
  if (seen.has(id)) return `Receipt ${number} is named twice`;
  seen.add(id);
  if (!sameId((receipt.User as XeroRecord | undefined)?.UserID, userId))
    return `Receipt ${number} belongs to another user`;
  if (receipt.Status !== "DRAFT" && !own.has(id))
    return `Receipt ${number} is ${String(receipt.Status)}: only DRAFT receipts can be claimed`;
  return undefined;
}

function receiptById(org: LedgerOrganisation, id: unknown): XeroRecord | undefined {
  return recordsOf(org, "Receipts").find((receipt) => sameId(receipt.ReceiptID, id));
}

function readStatus(input: XeroRecord, existing: XeroRecord | undefined, problems: string[]): string {
  const from = existing ? String(existing.Status) : undefined;
  const status = String(input.Status ?? from ?? "SUBMITTED");
  const allowed = from ? (NEXT_STATUSES[from] ?? []) : ["SUBMITTED", "AUTHORISED"];
  if (!allowed.includes(status))
    problems.push(
      from
        ? `An expense claim with status ${from} cannot be changed to ${status}`
        : `Status must be SUBMITTED or AUTHORISED when an expense claim is created, not ${status}`,
    );
  if (status === "VOIDED" && existing && amountOf(existing, "AmountPaid") !== 0)
    problems.push("An expense claim with payments cannot be voided");
  if (input.Receipts !== undefined && from && from !== "SUBMITTED")
    problems.push("The receipts of an expense claim can only change while it is SUBMITTED");
  return status;
}

/** Sets each receipt's status; receipts taken out of the claim return to DRAFT. */
function settleReceipts(
  org: LedgerOrganisation,
  claimed: XeroRecord[],
  dropped: XeroRecord[],
  status: string,
) {
  const write = (receipt: XeroRecord, next: string) => {
    if (receipt.Status !== next)
      storeRecord(org, "Receipts", receipt, { ...receipt, Status: next, UpdatedDateUTC: nowTimestamp() });
  };
  for (const receipt of dropped) write(receipt, "DRAFT");
  for (const receipt of claimed) write(receipt, RECEIPT_STATUS[status] ?? status);
}

export const EXPENSE_CLAIM_KIND: RecordKind = {
  resource: requireResource("ExpenseClaims"),
  noun: "expense claim",
  touches: ["Receipts"],
  posts: true,
  write: (ctx, input, existing) => {
    const { org } = ctx;
    if (existing && !NEXT_STATUSES[String(existing.Status)])
      return { problems: [`An expense claim with status ${String(existing.Status)} cannot be changed`] };
    const problems: string[] = [];
    const user =
      input.User === undefined && existing
        ? (existing.User as XeroRecord)
        : userRef(org, input.User, problems);
    const status = readStatus(input, existing, problems);
    const receipts = user ? claimedReceipts(org, input, existing, user.UserID, problems) : [];
    if (problems.length > 0 || !user) return { problems };
    const kept = new Set(receipts.map((receipt) => receipt.ReceiptID));
    const dropped = refsOf(existing)
      .filter((ref) => !kept.has(ref.ReceiptID))
      .flatMap((ref) => receiptById(org, ref.ReceiptID) ?? []) as XeroRecord[];
    settleReceipts(org, receipts, dropped, status);
    const total = sum(receipts.map((receipt) => amountOf(receipt, "Total")));
    const paid = existing ? amountOf(existing, "AmountPaid") : 0;
    const reportingDate = String(existing?.ReportingDate ?? ctx.at.today);
    const receiptStatus = RECEIPT_STATUS[status] ?? status;
    const record: XeroRecord = {
      ...existing,
      ExpenseClaimID: existing?.ExpenseClaimID ?? randomUUID(),
      Status: status,
      Payments: existing?.Payments ?? [],
      User: user,
      Receipts: receipts.map((receipt) => ({
        ReceiptID: receipt.ReceiptID,
        ReceiptNumber: receipt.ReceiptNumber,
        Date: receipt.Date,
        Total: receipt.Total,
        Status: receiptStatus,
      })),
      UpdatedDateUTC: nowTimestamp(),
      Total: total,
      AmountDue: round2(total - paid),
      AmountPaid: paid,
      PaymentDueDate: existing?.PaymentDueDate ?? addDays(reportingDate, PAYMENT_DAYS),
      ReportingDate: reportingDate,
    };
    storeRecord(org, "ExpenseClaims", existing, record);
    return { record, problems: [] };
  },
};

export const expenseClaimWriteRoutes = [
  { method: "PUT" as const, template: "ExpenseClaims", handler: createHandler(EXPENSE_CLAIM_KIND) },
  { method: "POST" as const, template: "ExpenseClaims/:id", handler: updateHandler(EXPENSE_CLAIM_KIND) },
];
