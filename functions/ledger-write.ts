// Lambda entry of the `ledger-write` family: the 16 history-note creations and SetupConversionDetails over the Xero Accounting API.
import { ledgerWriteTools } from "../lib/catalog/ledger/write";
import { runIdempotent } from "../lib/idempotency/index";
import { createFamilyHandler } from "../lib/middleware/family-handler";
import { ledgerWriteValidators } from "../lib/runtime/validators/ledger-write.generated";

export const handler = createFamilyHandler({
  tools: ledgerWriteTools,
  validators: ledgerWriteValidators,
  idempotency: runIdempotent,
});
