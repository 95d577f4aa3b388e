// What every report builder receives.
import type { LedgerOrganisation } from "../../types";
import type { ReportQuery } from "./params";

export interface ReportContext {
  org: LedgerOrganisation;
  query: ReportQuery;
  /** The day "today" means for defaults (SANDBOX_TODAY unless the caller injects another). */
  today: string;
  /** ReportID to answer with: the report's name, or a published report's id. */
  reportId?: string;
}
