// Lambda entry of the `ledger-delete` family: the deletions (destructive) over the Xero Accounting API.

import { ledgerDeleteModules } from "../generated/tool-modules/ledger-delete.generated";
import { idempotentWrites } from "../lib/idempotency/index";
import { createFamilyHandler } from "../lib/middleware/family-handler";

export const handler = createFamilyHandler({
  tools: ledgerDeleteModules,
  idempotency: idempotentWrites,
});
