// Lambda entry of the `ledger-write` family: the 16 history-note creations and SetupConversionDetails over the Xero Accounting API.
import { idempotentWrites } from "../lib/idempotency/index";
import { createFamilyHandler } from "../lib/middleware/family-handler";
import { ledgerWriteModules } from "../lib/runtime/tool-modules/ledger-write.generated";

export const handler = createFamilyHandler({
  tools: ledgerWriteModules,
  idempotency: idempotentWrites,
});
