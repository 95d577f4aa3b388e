// Expense claim receipts: PUT /Receipts creates DRAFT receipts (Xero numbers them, lines and tax as
// a purchase's), POST /Receipts/{id} changes a DRAFT one. A receipt belongs to a user of the
// organisation; once in an expense claim (SUBMITTED and on) it takes no change here.
import { randomUUID } from "node:crypto";
import { nowTimestamp, sameId } from "../ids";
import { requireResource } from "../resources";
import { recordsOf } from "../store";
import type { LedgerOrganisation, XeroRecord } from "../types";
import { contactFor, documentLines } from "./bank-transaction-writes";
import {
  createHandler,
  isObject,
  type RecordKind,
  storeRecord,
  unitDecimals,
  updateHandler,
} from "./batch-writes";
import { readDate } from "./invoice-build";
import { computeTotals, type LineAmountTypes } from "./invoice-totals";
import { storeContact } from "./invoice-writes";

/** The `{UserID, EmailAddress, FirstName, LastName}` a receipt or claim carries; undefined when no such user. */
export function userRef(org: LedgerOrganisation, ref: unknown, problems: string[]): XeroRecord | undefined {
  const id = isObject(ref) ? ref.UserID : undefined;
  const user = recordsOf(org, "Users").find((candidate) => sameId(candidate.UserID, id));
  if (!user) {
    problems.push("A User with the specified UserID could not be found in this organisation");
    return undefined;
  }
  return {
    UserID: user.UserID,
    EmailAddress: user.EmailAddress,
    FirstName: user.FirstName,
    LastName: user.LastName,
  };
}

/** The next RPT-nnn after the highest in use (the starting data's numbering). */
function nextReceiptNumber(org: LedgerOrganisation): string {
  const highest = Math.max(
    0,
    ...recordsOf(org, "Receipts").map((receipt) =>
      Number(/^RPT-(\d+)$/.exec(String(receipt.ReceiptNumber))?.[1] ?? 0),
    ),
  );
  return `RPT-${String(highest + 1).padStart(3, "0")}`;
}

export const RECEIPT_KIND: RecordKind = {
  resource: requireResource("Receipts"),
  noun: "receipt",
  touches: ["Contacts"],
  write: (ctx, input, existing) => {
    if (existing && existing.Status !== "DRAFT")
      return {
        problems: [
          `A receipt with status ${String(existing.Status)} is part of an expense claim and cannot be changed`,
        ],
      };
    const problems: string[] = [];
    if (input.Status !== undefined && input.Status !== "DRAFT")
      problems.push("A receipt stays DRAFT here; submitting it is CreateExpenseClaims' part");
    const user =
      input.User === undefined && existing
        ? (existing.User as XeroRecord)
        : userRef(ctx.org, input.User, problems);
    const resolved = contactFor(ctx.org, input, existing, problems);
    const amountTypes = (input.LineAmountTypes ??
      existing?.LineAmountTypes ??
      "Inclusive") as LineAmountTypes;
    const lines = documentLines(ctx.org, input, existing, problems, {
      type: "ACCPAY",
      amountTypes,
      unitDecimals: unitDecimals(ctx),
    });
    // Xero's documentation makes the date mandatory on a receipt, unlike an invoice's.
    const date = readDate(input.Date, "Date", problems) ?? (existing?.Date as string | undefined);
    if (!date) problems.push("A Date must be specified for a receipt");
    if (problems.length > 0 || !user || !resolved || !date) return { problems };
    const totals = computeTotals(lines, amountTypes);
    const record: XeroRecord = {
      ...existing,
      ReceiptID: existing?.ReceiptID ?? randomUUID(),
      ReceiptNumber: existing?.ReceiptNumber ?? nextReceiptNumber(ctx.org),
      Status: "DRAFT",
      User: user,
      Contact: { ContactID: resolved.contact.ContactID, Name: resolved.contact.Name },
      Date: date,
      Reference: String(input.Reference ?? existing?.Reference ?? ""),
      LineAmountTypes: amountTypes,
      LineItems: totals.LineItems,
      SubTotal: totals.SubTotal,
      TotalTax: totals.TotalTax,
      Total: totals.Total,
      HasAttachments: existing?.HasAttachments ?? false,
      UpdatedDateUTC: nowTimestamp(),
    };
    storeContact(ctx.org, record, resolved.created ? resolved.contact : undefined, "ACCPAY");
    storeRecord(ctx.org, "Receipts", existing, record);
    return { record, problems: [] };
  },
};

export const receiptWriteRoutes = [
  { method: "PUT" as const, template: "Receipts", handler: createHandler(RECEIPT_KIND) },
  { method: "POST" as const, template: "Receipts/:id", handler: updateHandler(RECEIPT_KIND) },
];
