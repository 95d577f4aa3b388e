// Lambda entry of the `ledger-reports` family: the 11 reports over the Xero Accounting API.
import { ledgerReportsTools } from "../lib/catalog/ledger/reports";
import { createFamilyHandler } from "../lib/middleware/family-handler";

export const handler = createFamilyHandler({ tools: ledgerReportsTools });
