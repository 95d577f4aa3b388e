// Worked examples of the credit notes, quotes, purchase orders and repeating invoice templates writes (lib/catalog/ledger/writes/documents.ts), against the
// sandbox's Demo Company as lib/catalog/examples/ledger.ts's are.
import type { ToolExamples } from "../types";

export const DOCUMENTS_EXAMPLES: ToolExamples = {};
