// Lambda entry of the `ledger-write` family: the Xero Accounting API's creates and updates (records,
// history notes, attachment uploads, SetupConversionDetails).

import { ledgerWriteModules } from "../generated/tool-modules/ledger-write.generated";
import { idempotentWrites } from "../lib/idempotency/index";
import { createFamilyHandler } from "../lib/middleware/family-handler";

export const handler = createFamilyHandler({
  tools: ledgerWriteModules,
  idempotency: idempotentWrites,
});
