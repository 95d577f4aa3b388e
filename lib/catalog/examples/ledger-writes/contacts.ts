// Worked examples of the contacts and contact groups, items, accounts, currencies, tax rates, tracking categories and options, payment services writes (lib/catalog/ledger/writes/contacts.ts), against the
// sandbox's Demo Company as lib/catalog/examples/ledger.ts's are.
import type { ToolExamples } from "../types";

export const CONTACTS_EXAMPLES: ToolExamples = {};
