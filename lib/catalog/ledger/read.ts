// LedgerApi family `ledger-read`: the list, single-record, history-read and settings tools.
import type { ToolRow } from "../types";
import { ledgerReadSalesTools } from "./read-sales";
import { ledgerReadSettingsTools } from "./read-settings";
import { ledgerReadSpendingTools } from "./read-spending";

export const ledgerReadTools: readonly ToolRow[] = [
  ...ledgerReadSalesTools,
  ...ledgerReadSpendingTools,
  ...ledgerReadSettingsTools,
];
