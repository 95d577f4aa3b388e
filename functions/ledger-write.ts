// Lambda entry of the `ledger-write` family: the 16 history-note creations and SetupConversionDetails over the Xero Accounting API.

import { ledgerWriteModules } from "../generated/tool-modules/ledger-write.generated";
import { idempotentWrites } from "../lib/idempotency/index";
import { createFamilyHandler } from "../lib/middleware/family-handler";

export const handler = createFamilyHandler({
  tools: ledgerWriteModules,
  idempotency: idempotentWrites,
});
