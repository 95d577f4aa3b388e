// LedgerApi writes beyond the seed (issue 24, docs/full-coverage.md): Bank transactions, bank transfers, manual journals, linked transactions, expense claims and receipts.
// Rows over the generated operation facts, as lib/catalog/ledger/write.ts's invoice writes.
import type { LedgerRow } from "../row";

/** Creates and updates, in family `ledger-write`. */
export const bankingWrites: readonly LedgerRow[] = [];

/** Deletes sent as writes (a status body), in family `ledger-delete`. */
export const bankingDeletes: readonly LedgerRow[] = [];
