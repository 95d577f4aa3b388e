// Lambda entry of the `ledger-read` family: the reads of the connected organisations and, over the
// Xero Accounting API, of lists, single records, histories and settings.

import { ledgerReadModules } from "../generated/tool-modules/ledger-read.generated";
import { createFamilyHandler } from "../lib/middleware/family-handler";

export const handler = createFamilyHandler({ tools: ledgerReadModules });
