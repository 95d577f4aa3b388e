// Entry of the reports: `runReport` answers GET /Reports/{name or ReportID}, `listReports` answers
// GET /Reports. Every figure is computed from journals derived from the documents at call time.

import type { OrganisationMoment } from "../../today";
import type { LedgerOrganisation, XeroRecord } from "../../types";
import { agedByContact, PAYABLES, RECEIVABLES } from "./aged";
import { balanceSheet } from "./balance-sheet";
import { bankSummary } from "./bank-summary";
import { budgetSummary } from "./budget-summary";
import type { ReportContext } from "./context";
import { executiveSummary } from "./executive-summary";
import { ReportParamError, ReportQuery } from "./params";
import { profitAndLoss } from "./profit-and-loss";
import { publishedReports } from "./published";
import { tenNinetyNine } from "./ten-ninety-nine";
import { trialBalance } from "./trial-balance";

export { STARTING_DATA_AS_AT } from "../dates";

type Builder = (ctx: ReportContext) => XeroRecord;

/** Report names as in the path, lower-cased (Xero matches paths without regard to case). */
const BUILDERS: Record<string, Builder> = {
  trialbalance: trialBalance,
  profitandloss: profitAndLoss,
  balancesheet: balanceSheet,
  banksummary: bankSummary,
  budgetsummary: budgetSummary,
  executivesummary: executiveSummary,
  agedreceivablesbycontact: (ctx) => agedByContact(ctx, RECEIVABLES),
  agedpayablesbycontact: (ctx) => agedByContact(ctx, PAYABLES),
  tenninetynine: tenNinetyNine,
};

export type ReportOutcome = { reports: XeroRecord[] } | { error: string } | undefined;

/**
 * Runs a report. `name` is the path segment after /Reports/: a report name or a published
 * ReportID. Answers undefined for an unknown report and `{error}` for invalid parameters. `at` is
 * when it runs: the organisation's today (every default date, ReportDate) and the UTC instant.
 */
export function runReport(
  org: LedgerOrganisation,
  name: string,
  query: URLSearchParams,
  at: OrganisationMoment,
): ReportOutcome {
  let builder = BUILDERS[name.toLowerCase()];
  let params = query;
  let reportId: string | undefined;
  if (!builder) {
    const published = publishedReports(org, at.today).find((p) => p.id.toLowerCase() === name.toLowerCase());
    if (!published) return undefined;
    builder = BUILDERS[published.name.toLowerCase()];
    params = new URLSearchParams(published.params);
    reportId = published.id;
  }
  if (!builder) return undefined;
  try {
    const ctx: ReportContext = { org, query: new ReportQuery(params), ...at };
    if (reportId) ctx.reportId = reportId;
    return { reports: [builder(ctx)] };
  } catch (error) {
    if (error instanceof ReportParamError) return { error: error.message };
    throw error;
  }
}

/** GET /Reports: the published reports, without their rows (fetch one by ReportID for those). */
export function listReports(org: LedgerOrganisation, at: OrganisationMoment): XeroRecord[] {
  return publishedReports(org, at.today).map((published) => {
    const outcome = runReport(org, published.id, new URLSearchParams(), at);
    const full = outcome && "reports" in outcome ? outcome.reports[0] : undefined;
    const { Rows: _rows, ...summary } = full ?? { ReportID: published.id };
    return summary;
  });
}
