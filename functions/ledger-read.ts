// Lambda entry of the `ledger-read` family: the 79 reads of the connected organisations and, over the
// Xero Accounting API, of lists, single records, histories and settings.
import { ledgerReadTools } from "../lib/catalog/ledger/read";
import { createFamilyHandler } from "../lib/middleware/family-handler";

export const handler = createFamilyHandler({ tools: ledgerReadTools });
