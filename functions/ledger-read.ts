// Lambda entry of the `ledger-read` family: the 79 reads of the connected organisations and, over the
// Xero Accounting API, of lists, single records, histories and settings.
import { createFamilyHandler } from "../lib/middleware/family-handler";
import { ledgerReadModules } from "../lib/runtime/tool-modules/ledger-read.generated";

export const handler = createFamilyHandler({ tools: ledgerReadModules });
