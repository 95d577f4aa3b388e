// LedgerApi writes beyond the seed (issue 24, docs/full-coverage.md): Credit notes, quotes, purchase orders and repeating invoice templates.
// Rows over the generated operation facts, as lib/catalog/ledger/write.ts's invoice writes.
import type { LedgerRow } from "../row";

/** Creates and updates, in family `ledger-write`. */
export const documentWrites: readonly LedgerRow[] = [];
