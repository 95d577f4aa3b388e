// Worked examples of the payments, batch payments, allocations of credit notes, overpayments and prepayments, and emailing an invoice writes (lib/catalog/ledger/writes/payments.ts), against the
// sandbox's Demo Company as lib/catalog/examples/ledger.ts's are.
import type { ToolExamples } from "../types";

export const PAYMENTS_EXAMPLES: ToolExamples = {};
