// The organisation's published reports (GET /Reports): the year-end set of the last completed
// financial year. Their ids hash the organisation and the report, so they are stable across resets
// and differ between tenants; GET /Reports/{ReportID} reruns the report with its saved parameters.
import type { LedgerOrganisation } from "../../types";
import { addDays, financialYearStart } from "../dates";
import { stableUuid } from "../ids";

export interface PublishedReport {
  id: string;
  /** The report it runs, as in /Reports/{name}. */
  name: string;
  params: Record<string, string>;
}

export function publishedReports(org: LedgerOrganisation, today: string): PublishedReport[] {
  const yearEndMonth = Number(org.organisation.FinancialYearEndMonth ?? 12) || 12;
  const yearEnd = addDays(financialYearStart(today, yearEndMonth), -1);
  const yearStart = financialYearStart(yearEnd, yearEndMonth);
  const orgId = String(org.organisation.OrganisationID ?? org.tenantId);
  const make = (name: string, params: Record<string, string>): PublishedReport => ({
    id: stableUuid("published-report", orgId, name),
    name,
    params,
  });
  return [
    make("BalanceSheet", { date: yearEnd }),
    make("ProfitAndLoss", { fromDate: yearStart, toDate: yearEnd }),
    make("TrialBalance", { date: yearEnd }),
  ];
}
