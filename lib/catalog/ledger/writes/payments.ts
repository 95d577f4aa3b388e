// LedgerApi writes beyond the seed (issue 24, docs/full-coverage.md): Payments, batch payments, allocations of credit notes, overpayments and prepayments, and emailing an invoice.
// Rows over the generated operation facts, as lib/catalog/ledger/write.ts's invoice writes.
import type { LedgerRow } from "../row";

/** Creates and updates, in family `ledger-write`. */
export const paymentWrites: readonly LedgerRow[] = [];

/** Deletes sent as writes (a status body), in family `ledger-delete`. */
export const paymentDeletes: readonly LedgerRow[] = [];
