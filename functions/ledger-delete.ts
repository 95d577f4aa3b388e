// Lambda entry of the `ledger-delete` family: the 10 deletions (destructive) over the Xero Accounting API.
import { ledgerDeleteTools } from "../lib/catalog/ledger/delete";
import { runIdempotent } from "../lib/idempotency/index";
import { createFamilyHandler } from "../lib/middleware/family-handler";

export const handler = createFamilyHandler({ tools: ledgerDeleteTools, idempotency: runIdempotent });
