// Lambda entry of the `ledger-reports` family: the reports over the Xero Accounting API.

import { ledgerReportsModules } from "../generated/tool-modules/ledger-reports.generated";
import { createFamilyHandler } from "../lib/middleware/family-handler";

export const handler = createFamilyHandler({
  tools: ledgerReportsModules,
});
