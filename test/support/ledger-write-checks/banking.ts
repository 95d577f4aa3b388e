// What the end-to-end test (test/integration/ledger-tools.test.ts) asserts of the answers of these
// writes: bank transactions, bank transfers, manual journals, linked transactions, expense claims and receipts.
import type { WriteChecks } from "./types";

export const BANKING_CHECKS: WriteChecks = {};
