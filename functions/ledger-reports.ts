// Lambda entry of the `ledger-reports` family: the 11 reports over the Xero Accounting API.
import { createFamilyHandler } from "../lib/middleware/family-handler";
import { ledgerReportsModules } from "../lib/runtime/tool-modules/ledger-reports.generated";

export const handler = createFamilyHandler({
  tools: ledgerReportsModules,
});
