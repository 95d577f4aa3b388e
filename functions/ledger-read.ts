// Lambda entry of the `ledger-read` family: the 78 list, single-record, history and settings reads
// over the Xero Accounting API.
import { createFamilyHandler } from "../lib/middleware/family-handler";
import { ledgerReadModules } from "../lib/runtime/tool-modules/ledger-read.generated";

export const handler = createFamilyHandler({ tools: ledgerReadModules });
