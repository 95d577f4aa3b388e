// Lambda entry of the `ledger-read` family: the 78 list, single-record, history and settings reads
// over the Xero Accounting API.
import { ledgerReadTools } from "../lib/catalog/ledger/read";
import { createFamilyHandler } from "../lib/middleware/family-handler";

export const handler = createFamilyHandler({ tools: ledgerReadTools });
