// Lambda entry of the `ledger-reports` family: the 11 reports over the Xero Accounting API.
import { ledgerReportsTools } from "../lib/catalog/ledger/reports";
import { createFamilyHandler } from "../lib/middleware/family-handler";
import { ledgerReportsValidators } from "../lib/runtime/validators/ledger-reports.generated";

export const handler = createFamilyHandler({
  tools: ledgerReportsTools,
  validators: ledgerReportsValidators,
});
