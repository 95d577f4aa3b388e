// What every report builder receives.

import type { OrganisationMoment } from "../../today";
import type { LedgerOrganisation } from "../../types";
import type { ReportQuery } from "./params";

/**
 * `today` (the organisation's, ledger/today.ts) is what every default date means ("as at today", "this
 * month") and the report's ReportDate; `utc` the instant it is produced at (UpdatedDateUTC).
 */
export interface ReportContext extends OrganisationMoment {
  org: LedgerOrganisation;
  query: ReportQuery;
  /** ReportID to answer with: the report's name, or a published report's id. */
  reportId?: string;
}
