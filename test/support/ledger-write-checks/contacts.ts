// What the end-to-end test (test/integration/ledger-tools.test.ts) asserts of the answers of these
// writes: contacts and contact groups, items, accounts, currencies, tax rates, tracking categories and options, payment services.
import type { WriteChecks } from "./types";

export const CONTACTS_CHECKS: WriteChecks = {};
