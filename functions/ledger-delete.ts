// Lambda entry of the `ledger-delete` family: the 10 deletions (destructive) over the Xero Accounting API.
import { ledgerDeleteTools } from "../lib/catalog/ledger/delete";
import { runIdempotent } from "../lib/idempotency/index";
import { createFamilyHandler } from "../lib/middleware/family-handler";
import { ledgerDeleteValidators } from "../lib/runtime/validators/ledger-delete.generated";

export const handler = createFamilyHandler({
  tools: ledgerDeleteTools,
  validators: ledgerDeleteValidators,
  idempotency: runIdempotent,
});
