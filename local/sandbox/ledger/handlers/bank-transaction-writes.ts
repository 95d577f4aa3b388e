// Spend and receive money as a record kind of the batch writes (batch-writes.ts): PUT, POST
// /BankTransactions and POST /BankTransactions/{id}. Lines, tax and totals are the invoices' (a
// RECEIVE reads its lines as a sale, a SPEND as a purchase); the bank account must be a BANK account,
// the money is in its currency, and the transaction posts at once (AUTHORISED). A reconciled one
// takes no change but its reference; a deleted one none at all.
import { randomUUID } from "node:crypto";
import { nowTimestamp, sameId } from "../ids";
import { requireResource } from "../resources";
import { recordsOf } from "../store";
import type { LedgerOrganisation, XeroRecord } from "../types";
import { isObject, type RecordKind, recordWriteRoutes, storeRecord, unitDecimals } from "./batch-writes";
import { readDate, readLines } from "./invoice-build";
import { type ResolvedContact, resolveContact } from "./invoice-contacts";
import type { InvoiceType } from "./invoice-lines";
import { computeTotals, LINE_AMOUNT_TYPES, type LineAmountTypes, type ResolvedLine } from "./invoice-totals";
import { storeContact } from "./invoice-writes";

/** Xero's word for a change to a reconciled transaction. */
export const RECONCILED =
  "This Bank Transaction cannot be edited as it has been reconciled with a Bank Statement.";
const NOT_MODIFIABLE = "Bank transaction not of valid status for modification";
/** What a reconciled transaction still takes. */
const RECONCILED_EDITABLE = new Set(["BankTransactionID", "Reference", "Url", "IsReconciled"]);

/** An active account of the chart by `{AccountID}` or `{Code}`, which must be a BANK account. */
export function bankAccountOf(
  org: LedgerOrganisation,
  ref: unknown,
  field: string,
  problems: string[],
): XeroRecord | undefined {
  if (!isObject(ref) || (ref.AccountID === undefined && ref.Code === undefined)) {
    problems.push(`${field} must be specified by its AccountID or Code`);
    return undefined;
  }
  const account = recordsOf(org, "Accounts").find(
    (candidate) =>
      candidate.Status === "ACTIVE" &&
      (ref.AccountID !== undefined
        ? sameId(candidate.AccountID, ref.AccountID)
        : candidate.Code === String(ref.Code)),
  );
  if (!account) problems.push(`${field} is not an active account of this organisation`);
  else if (account.Type !== "BANK") problems.push(`${field} must be a bank account (Type BANK)`);
  return account?.Type === "BANK" ? account : undefined;
}

/** The `{AccountID, Code, Name}` a document carries of a bank account. */
export const bankRef = (account: XeroRecord): XeroRecord => ({
  AccountID: account.AccountID,
  Code: account.Code,
  Name: account.Name,
});

/** The currency of a bank account: its own, else the organisation's. */
export const currencyOf = (org: LedgerOrganisation, account: XeroRecord): string =>
  String(account.CurrencyCode ?? org.organisation.BaseCurrency);

/** The contact sent, or the existing one kept when none is sent. */
export function contactFor(
  org: LedgerOrganisation,
  input: XeroRecord,
  existing: XeroRecord | undefined,
  problems: string[],
): ResolvedContact | undefined {
  return input.Contact === undefined && existing
    ? { contact: existing.Contact as XeroRecord, created: false }
    : resolveContact(org, input.Contact, problems);
}

/**
 * The lines of a cash document (bank transaction, receipt): the invoices' rules, at least one line,
 * no discounts (Xero takes them on sales invoices only) and an account on every line (they post).
 */
export function documentLines(
  org: LedgerOrganisation,
  input: XeroRecord,
  existing: XeroRecord | undefined,
  problems: string[],
  base: { type: InvoiceType; amountTypes: LineAmountTypes; unitDecimals: number },
): ResolvedLine[] {
  if (!LINE_AMOUNT_TYPES.includes(base.amountTypes))
    problems.push("LineAmountTypes must be Exclusive, Inclusive or NoTax");
  const lines = readLines(org, input, existing, problems, base);
  if (lines.length === 0) problems.push("At least one line item is required");
  if (lines.some((line) => line.discountRate !== undefined))
    problems.push("Discounts are only supported on sales invoices (ACCREC)");
  if (lines.some((line) => !line.account)) problems.push("Every line item needs an AccountCode");
  return lines;
}

/**
 * Whether what was sent is what the record holds: each member sent equal to the record's (a line item,
 * a bank account by its Code or AccountID alone), lists item by item. Xero requires a transaction's
 * type, bank account and lines on every change, so a reconciled one is sent them unchanged.
 */
function holds(held: unknown, sent: unknown): boolean {
  if (Array.isArray(sent))
    return (
      Array.isArray(held) &&
      held.length === sent.length &&
      sent.every((item, index) => holds(held[index], item))
    );
  if (sent && typeof sent === "object") {
    if (!held || typeof held !== "object") return false;
    return Object.entries(sent).every(([key, value]) => holds((held as XeroRecord)[key], value));
  }
  return held === sent;
}

/** What stops a change to an existing transaction: deleted, or reconciled and more than the reference changed. */
function refusal(existing: XeroRecord, input: XeroRecord): string | undefined {
  if (existing.Status === "DELETED") return NOT_MODIFIABLE;
  if (existing.IsReconciled !== true) return undefined;
  const changed = Object.keys(input).filter(
    (key) =>
      (!RECONCILED_EDITABLE.has(key) && !holds(existing[key], input[key])) ||
      (key === "IsReconciled" && input[key] !== true),
  );
  return changed.length > 0 ? RECONCILED : undefined;
}

function readType(input: XeroRecord, existing: XeroRecord | undefined, problems: string[]) {
  const type = input.Type ?? existing?.Type;
  if (existing && input.Type !== undefined && input.Type !== existing.Type)
    problems.push("The Type of an existing bank transaction cannot be changed");
  else if (type !== "RECEIVE" && type !== "SPEND")
    problems.push(
      type === undefined
        ? "Type must be specified (RECEIVE or SPEND)"
        : `Type '${String(type)}' cannot be written here: use RECEIVE or SPEND (overpayments and prepayments are not modelled; transfers are BankTransfers)`,
    );
  return type === "RECEIVE" ? "RECEIVE" : "SPEND";
}

function readStatus(input: XeroRecord, existing: XeroRecord | undefined, problems: string[]) {
  const status = String(input.Status ?? existing?.Status ?? "AUTHORISED");
  const allowed = existing ? ["AUTHORISED", "DELETED"] : ["AUTHORISED"];
  if (!allowed.includes(status))
    problems.push(
      `Bank transaction Status must be ${allowed.join(" or ")}${existing ? "" : " when one is created"}, not ${status}`,
    );
  return status;
}

function buildBankTransaction(
  ctx: Parameters<RecordKind["write"]>[0],
  input: XeroRecord,
  existing?: XeroRecord,
) {
  const { org } = ctx;
  const problems: string[] = [];
  const type = readType(input, existing, problems);
  const status = readStatus(input, existing, problems);
  const bank = bankAccountOf(org, input.BankAccount ?? existing?.BankAccount, "BankAccount", problems);
  const resolved = contactFor(org, input, existing, problems);
  const amountTypes = (input.LineAmountTypes ?? existing?.LineAmountTypes ?? "Exclusive") as LineAmountTypes;
  const lines = documentLines(org, input, existing, problems, {
    type: type === "RECEIVE" ? "ACCREC" : "ACCPAY",
    amountTypes,
    unitDecimals: unitDecimals(ctx),
  });
  const date =
    readDate(input.Date, "Date", problems) ?? (existing?.Date as string | undefined) ?? ctx.at.today;
  const currency = bank ? currencyOf(org, bank) : "";
  if (bank && input.CurrencyCode !== undefined && input.CurrencyCode !== currency)
    problems.push(`CurrencyCode must be the bank account's currency, ${currency}`);
  if (input.IsReconciled !== undefined && typeof input.IsReconciled !== "boolean")
    problems.push("IsReconciled must be true or false");
  if (problems.length > 0 || !bank || !resolved) return { problems };
  const totals = computeTotals(lines, amountTypes);
  const record: XeroRecord = {
    ...existing,
    BankTransactionID: existing?.BankTransactionID ?? randomUUID(),
    Type: type,
    Contact: { ContactID: resolved.contact.ContactID, Name: resolved.contact.Name },
    LineItems: totals.LineItems,
    BankAccount: bankRef(bank),
    IsReconciled: (input.IsReconciled ?? existing?.IsReconciled ?? false) as boolean,
    Date: date,
    Reference: String(input.Reference ?? existing?.Reference ?? ""),
    CurrencyCode: currency,
    CurrencyRate: 1,
    Status: status,
    LineAmountTypes: amountTypes,
    SubTotal: totals.SubTotal,
    TotalTax: totals.TotalTax,
    Total: totals.Total,
    UpdatedDateUTC: nowTimestamp(),
    HasAttachments: existing?.HasAttachments ?? false,
  };
  if (input.Url !== undefined) record.Url = input.Url;
  return { record, resolved, problems };
}

export const BANK_TRANSACTION_KIND: RecordKind = {
  resource: requireResource("BankTransactions"),
  noun: "bank transaction",
  touches: ["Contacts"],
  posts: true,
  write: (ctx, input, existing) => {
    const refused = existing && refusal(existing, input);
    if (refused) return { problems: [refused] };
    const built = buildBankTransaction(ctx, input, existing);
    if (!built.record || !built.resolved) return { problems: built.problems };
    const role = built.record.Type === "RECEIVE" ? "ACCREC" : "ACCPAY";
    storeContact(ctx.org, built.record, built.resolved.created ? built.resolved.contact : undefined, role);
    storeRecord(ctx.org, "BankTransactions", existing, built.record);
    return { record: built.record, problems: [] };
  },
};

export const bankTransactionWriteRoutes = recordWriteRoutes(BANK_TRANSACTION_KIND);
