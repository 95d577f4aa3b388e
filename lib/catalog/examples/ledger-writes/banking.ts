// Worked examples of the bank transactions, bank transfers, manual journals, linked transactions, expense claims and receipts writes (lib/catalog/ledger/writes/banking.ts), against the
// sandbox's Demo Company as lib/catalog/examples/ledger.ts's are.
import type { ToolExamples } from "../types";

export const BANKING_EXAMPLES: ToolExamples = {};
