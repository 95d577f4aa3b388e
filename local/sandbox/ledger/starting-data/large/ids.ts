// Ids and counts of the large organisation's generated records (SANDBOX_SCALE=large). The hand-written
// starting data's ids end in a three-digit number (ids.ts); these use the `8001` group instead of `8000` and a
// nine-digit number, e.g. generated invoice 42 is `00000000-0000-4000-8001-a06000000042`, so the two
// never meet.
import { KIND } from "../ids";

export function largeId(kind: number, n: number): string {
  return `00000000-0000-4000-8001-a${kind.toString(16).padStart(2, "0")}${String(n).padStart(9, "0")}`;
}

/** How many records of each kind the large organisation adds to the primary tenant's own. */
export const LARGE_COUNTS = {
  customers: 2_000,
  suppliers: 1_000,
  salesInvoices: 8_000,
  bills: 4_000,
  bankTransactions: 5_000,
  creditNotes: 300,
  items: 300,
  manualJournals: 1_000,
} as const;

export { KIND };
