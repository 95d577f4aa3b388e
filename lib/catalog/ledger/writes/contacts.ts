// LedgerApi writes beyond the seed (issue 24, docs/full-coverage.md): Contacts and contact groups, items, accounts, currencies, tax rates, tracking categories and options, payment services.
// Rows over the generated operation facts, as lib/catalog/ledger/write.ts's invoice writes.
import type { LedgerRow } from "../row";

/** Creates and updates, in family `ledger-write`. */
export const contactWrites: readonly LedgerRow[] = [];
