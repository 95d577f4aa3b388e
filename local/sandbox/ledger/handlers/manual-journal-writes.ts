// Manual journals as a record kind of the batch writes: PUT, POST /ManualJournals and POST
// /ManualJournals/{id}. A journal needs a narration and at least two lines whose amounts (debits
// positive, credits negative, with their tax when amounts exclude it) sum to zero. DRAFT -> POSTED
// posts it; DRAFT -> DELETED removes it; POSTED -> VOIDED reverses it; voided and deleted ones are final.
import { randomUUID } from "node:crypto";
import { formatAmount, round2, sum } from "../accounting/money";
import { nowTimestamp } from "../ids";
import { requireResource } from "../resources";
import { recordsOf } from "../store";
import type { LedgerOrganisation, XeroRecord } from "../types";
import { isObject, type RecordKind, recordWriteRoutes, storeRecord } from "./batch-writes";
import { readDate } from "./invoice-build";
import { LINE_AMOUNT_TYPES, type LineAmountTypes } from "./invoice-totals";

const NEXT_STATUSES: Record<string, string[]> = {
  DRAFT: ["DRAFT", "POSTED", "DELETED"],
  POSTED: ["POSTED", "VOIDED"],
};
const NOT_MODIFIABLE = "Manual journal not of valid status for modification";

/** Tax of one line at its rate: on top of the amount (Exclusive) or inside it (Inclusive). */
function lineTax(amount: number, rate: number, types: LineAmountTypes): number {
  if (types === "Exclusive") return round2((amount * rate) / 100);
  if (types === "Inclusive") return round2((amount * rate) / (100 + rate));
  return 0;
}

function journalLine(org: LedgerOrganisation, raw: unknown, types: LineAmountTypes, problems: string[]) {
  if (!isObject(raw)) {
    problems.push("Each journal line must be an object");
    return undefined;
  }
  const amount =
    typeof raw.LineAmount === "number" && Number.isFinite(raw.LineAmount)
      ? round2(raw.LineAmount)
      : undefined;
  if (amount === undefined)
    problems.push("Each journal line needs a LineAmount (debits positive, credits negative)");
  const code = raw.AccountCode === undefined ? "" : String(raw.AccountCode);
  const account = recordsOf(org, "Accounts").find(
    (candidate) =>
      candidate.Status === "ACTIVE" &&
      (candidate.Code === code || (code === "" && candidate.AccountID === raw.AccountID)),
  );
  if (!account) problems.push(`Account code '${code}' is not a valid code for this document.`);
  const taxType =
    types === "NoTax"
      ? "NONE"
      : typeof raw.TaxType === "string" && raw.TaxType !== ""
        ? raw.TaxType
        : String(account?.TaxType ?? "NONE");
  const rate = recordsOf(org, "TaxRates").find((candidate) => candidate.TaxType === taxType);
  if (rate?.Status !== "ACTIVE")
    problems.push(
      `The TaxType code '${taxType}' does not exist or cannot be used for this type of transaction.`,
    );
  if (amount === undefined || !account) return undefined;
  return {
    LineAmount: amount,
    AccountCode: account.Code,
    AccountID: account.AccountID,
    Description: typeof raw.Description === "string" ? raw.Description : "",
    TaxType: taxType,
    TaxAmount: lineTax(amount, Number(rate?.EffectiveRate ?? 0), types),
    Tracking: [],
    IsBlank: false,
  };
}

/**
 * Xero's refusal of lines that do not balance, in its words: the debits and the (negative) credits,
 * tax included where it is on top of the amounts.
 */
function balanceProblem(lines: XeroRecord[], types: LineAmountTypes): string | undefined {
  const gross = lines.map(
    (line) => (line.LineAmount as number) + (types === "Exclusive" ? (line.TaxAmount as number) : 0),
  );
  const debits = sum(gross.filter((amount) => amount > 0));
  const credits = sum(gross.filter((amount) => amount < 0));
  return debits === -credits
    ? undefined
    : `The total debits (${formatAmount(debits)}) must equal total credits (${formatAmount(credits)})`;
}

function readLines(
  org: LedgerOrganisation,
  input: XeroRecord,
  existing: XeroRecord | undefined,
  types: LineAmountTypes,
  problems: string[],
) {
  const raw = input.JournalLines ?? existing?.JournalLines ?? [];
  if (!Array.isArray(raw)) {
    problems.push("JournalLines must be an array");
    return [];
  }
  const lines = raw.flatMap((line) => journalLine(org, line, types, problems) ?? []);
  if (raw.length < 2)
    problems.push("The JournalLines element must contain at least two individual JournalLine sub-elements");
  else if (lines.length === raw.length) {
    const unbalanced = balanceProblem(lines, types);
    if (unbalanced) problems.push(unbalanced);
  }
  return lines;
}

function readStatus(input: XeroRecord, existing: XeroRecord | undefined, problems: string[]) {
  const from = existing ? String(existing.Status) : undefined;
  const status = String(input.Status ?? from ?? "DRAFT");
  const allowed = from ? (NEXT_STATUSES[from] ?? []) : ["DRAFT", "POSTED"];
  if (!allowed.includes(status))
    problems.push(
      from
        ? `A manual journal with status ${from} cannot be changed to ${status}`
        : `Status must be DRAFT or POSTED when a manual journal is created, not ${status}`,
    );
  return status;
}

export const MANUAL_JOURNAL_KIND: RecordKind = {
  resource: requireResource("ManualJournals"),
  noun: "manual journal",
  posts: true,
  write: (ctx, input, existing) => {
    if (existing && !NEXT_STATUSES[String(existing.Status)]) return { problems: [NOT_MODIFIABLE] };
    const problems: string[] = [];
    const narration = String(input.Narration ?? existing?.Narration ?? "").trim();
    if (narration === "") problems.push("Narration is required: say what the journal is for");
    const types = (input.LineAmountTypes ?? existing?.LineAmountTypes ?? "NoTax") as LineAmountTypes;
    if (!LINE_AMOUNT_TYPES.includes(types))
      problems.push("LineAmountTypes must be Exclusive, Inclusive or NoTax");
    const lines = readLines(ctx.org, input, existing, types, problems);
    const status = readStatus(input, existing, problems);
    const date =
      readDate(input.Date, "Date", problems) ?? (existing?.Date as string | undefined) ?? ctx.at.today;
    const cashBasis = input.ShowOnCashBasisReports ?? existing?.ShowOnCashBasisReports ?? true;
    if (typeof cashBasis !== "boolean") problems.push("ShowOnCashBasisReports must be true or false");
    if (problems.length > 0) return { problems };
    const record: XeroRecord = {
      ...existing,
      ManualJournalID: existing?.ManualJournalID ?? randomUUID(),
      Narration: narration,
      JournalLines: lines,
      Date: date,
      LineAmountTypes: types,
      Status: status,
      ShowOnCashBasisReports: cashBasis,
      HasAttachments: existing?.HasAttachments ?? false,
      UpdatedDateUTC: nowTimestamp(),
    };
    if (input.Url !== undefined) record.Url = input.Url;
    storeRecord(ctx.org, "ManualJournals", existing, record);
    return { record, problems: [] };
  },
};

export const manualJournalWriteRoutes = recordWriteRoutes(MANUAL_JOURNAL_KIND);
