// What the end-to-end test (test/integration/ledger-tools.test.ts) asserts of the answers of these
// writes: credit notes, quotes, purchase orders and repeating invoice templates.
import type { WriteChecks } from "./types";

export const DOCUMENTS_CHECKS: WriteChecks = {};
