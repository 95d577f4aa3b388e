// LedgerApi writes beyond the seed (issue 24, docs/full-coverage.md): Attachment uploads by file name, for the 11 records that take attachments.
// Rows over the generated operation facts, as lib/catalog/ledger/write.ts's invoice writes.
import type { LedgerRow } from "../row";

/** Creates and updates, in family `ledger-write`. */
export const uploadWrites: readonly LedgerRow[] = [];
