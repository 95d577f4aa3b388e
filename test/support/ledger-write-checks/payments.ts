// What the end-to-end test (test/integration/ledger-tools.test.ts) asserts of the answers of these
// writes: payments, batch payments, allocations of credit notes, overpayments and prepayments, and emailing an invoice.
import type { WriteChecks } from "./types";

export const PAYMENTS_CHECKS: WriteChecks = {};
