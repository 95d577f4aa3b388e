// Xero `Journal` records derived from the organisation's posted documents (see journal-drafts.ts for
// what posts what). Ids hash the source, numbers follow date order, so deriving again after a change
// gives the same ids for unchanged sources.
import type { LedgerOrganisation, XeroRecord } from "../types";
import { Chart } from "./chart";
import { stableUuid } from "./ids";
import { cashBasisDrafts } from "./journal-cash";
import { type DraftJournal, type DraftLine, draftAccrualJournals } from "./journal-drafts";
import { round2 } from "./money";

/** Within one day: opening balances first, then documents, then the money that settles them. */
const SOURCE_ORDER = [
  "conversion",
  "invoice",
  "creditnote",
  "expenseclaim",
  "prepayments",
  "overpayments",
  "banktransaction",
  "payment",
  "expensepayment",
  "banktransfer",
  "manualjournal",
];

function compareDrafts(a: DraftJournal, b: DraftJournal): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  const order = SOURCE_ORDER.indexOf(a.kind) - SOURCE_ORDER.indexOf(b.kind);
  if (order !== 0) return order;
  return (a.sourceId ?? "").localeCompare(b.sourceId ?? "");
}

function taxNames(org: LedgerOrganisation): Map<string, string> {
  return new Map((org.collections.TaxRates ?? []).map((t) => [String(t.TaxType), String(t.Name)]));
}

function journalLine(
  line: DraftLine,
  journalId: string,
  index: number,
  taxes: Map<string, string>,
): XeroRecord {
  const account = line.account;
  const record: XeroRecord = {
    JournalLineID: stableUuid(journalId, "line", String(index)),
    AccountID: account?.AccountID ?? "",
    AccountCode: account?.Code ?? line.accountCode ?? "",
    AccountType: account?.Type ?? "",
    AccountName: account?.Name ?? "",
    Description: line.description ?? "",
    NetAmount: line.net,
    GrossAmount: round2(line.net + line.tax),
    TaxAmount: line.tax,
    TrackingCategories: (line.tracking ?? []).map((t) => ({
      Name: t.Name,
      Option: t.Option,
      TrackingCategoryID: t.TrackingCategoryID,
      TrackingOptionID: t.TrackingOptionID,
    })),
  };
  if (line.taxType) {
    record.TaxType = line.taxType;
    record.TaxName = taxes.get(line.taxType) ?? line.taxType;
  }
  return record;
}

function toJournals(
  org: LedgerOrganisation,
  drafts: DraftJournal[],
  basis: "accrual" | "cash",
): XeroRecord[] {
  const taxes = taxNames(org);
  const orgId = String(org.organisation.OrganisationID ?? org.tenantId);
  const posted = drafts
    .map((d) => ({ ...d, lines: d.lines.filter((l) => l.net !== 0 || l.tax !== 0) }))
    .filter((d) => d.lines.length > 0)
    .sort(compareDrafts);
  return posted.map((draft, index) => {
    const journalId = stableUuid("journal", basis, orgId, draft.kind, draft.sourceId ?? "");
    const journal: XeroRecord = {
      JournalID: journalId,
      JournalDate: draft.date,
      JournalNumber: index + 1,
      CreatedDateUTC: `${draft.date}T12:00:00`,
    };
    if (draft.reference) journal.Reference = draft.reference;
    if (draft.sourceId) journal.SourceID = draft.sourceId;
    journal.SourceType = draft.sourceType;
    journal.JournalLines = draft.lines.map((line, i) => journalLine(line, journalId, i, taxes));
    return journal;
  });
}

/** Accrual journals, as GET /Journals answers them. */
export function deriveJournals(org: LedgerOrganisation): XeroRecord[] {
  return toJournals(org, draftAccrualJournals(new Chart(org), org), "accrual");
}

/** Cash-basis journals (GET /Journals?paymentsOnly=true, reports with paymentsOnly=true). */
export function deriveCashJournals(org: LedgerOrganisation): XeroRecord[] {
  const chart = new Chart(org);
  return toJournals(org, cashBasisDrafts(chart, org, draftAccrualJournals(chart, org)), "cash");
}
