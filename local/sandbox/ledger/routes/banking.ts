// The sandbox's routes for bank transactions, bank transfers, manual journals, linked transactions,
// expense claims and receipts (writes beyond the seed, issue 24).
import { bankTransactionWriteRoutes } from "../handlers/bank-transaction-writes";
import { bankTransferWriteRoutes } from "../handlers/bank-transfer-writes";
import { expenseClaimWriteRoutes } from "../handlers/expense-claim-writes";
import { linkedTransactionWriteRoutes } from "../handlers/linked-transaction-writes";
import { manualJournalWriteRoutes } from "../handlers/manual-journal-writes";
import { receiptWriteRoutes } from "../handlers/receipt-writes";
import type { Route } from "./route";

export const bankingRoutes: Route[] = [
  ...bankTransactionWriteRoutes,
  ...bankTransferWriteRoutes,
  ...manualJournalWriteRoutes,
  ...linkedTransactionWriteRoutes,
  ...expenseClaimWriteRoutes,
  ...receiptWriteRoutes,
];
