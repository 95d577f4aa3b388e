// Lambda entry of the `ledger-read` family: the 78 list, single-record, history and settings reads
// over the Xero Accounting API.
import { ledgerReadTools } from "../lib/catalog/ledger/read";
import { createFamilyHandler } from "../lib/middleware/family-handler";
import { ledgerReadValidators } from "../lib/runtime/validators/ledger-read.generated";

export const handler = createFamilyHandler({ tools: ledgerReadTools, validators: ledgerReadValidators });
