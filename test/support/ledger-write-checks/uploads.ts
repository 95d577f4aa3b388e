// What the end-to-end test (test/integration/ledger-tools.test.ts) asserts of the answers of these
// writes: attachment uploads by file name, for the 11 records that take attachments.
import type { WriteChecks } from "./types";

export const UPLOADS_CHECKS: WriteChecks = {};
