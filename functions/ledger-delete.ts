// Lambda entry of the `ledger-delete` family: the 10 deletions (destructive) over the Xero Accounting API.
import { idempotentWrites } from "../lib/idempotency/index";
import { createFamilyHandler } from "../lib/middleware/family-handler";
import { ledgerDeleteModules } from "../lib/runtime/tool-modules/ledger-delete.generated";

export const handler = createFamilyHandler({
  tools: ledgerDeleteModules,
  idempotency: idempotentWrites,
});
