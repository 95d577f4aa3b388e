// What the HTTP half needs from the accounting half. index.ts wires the real modules; tests may
// pass stand-ins. Keeping it an interface lets the server stay ignorant of how ledgers are built.
import type { OrganisationMoment } from "./today";
import type { LedgerOrganisation, XeroRecord } from "./types";

export type ReportOutcome = { reports: XeroRecord[] } | { error: string } | undefined;

export interface LedgerDeps {
  /** Fresh organisations, primary tenant first, secondary second. */
  createStartingData(): LedgerOrganisation[];
  /** Journals derived from the organisation's documents and conversion balances. */
  deriveJournals(org: LedgerOrganisation): XeroRecord[];
  /** undefined: no such report; error: invalid parameters. `at`: the request's moment (today.ts). */
  runReport(
    org: LedgerOrganisation,
    name: string,
    query: URLSearchParams,
    at: OrganisationMoment,
  ): ReportOutcome;
  listReports(org: LedgerOrganisation, at: OrganisationMoment): XeroRecord[];
  renderPdf(doc: { title: string; lines: readonly string[] }): Uint8Array;
}
