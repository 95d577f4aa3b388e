// The LedgerApi rows, by family: every operation of Xero's Accounting API spec and GetConnectedTenants.
import type { ToolRow } from "../types";
import { ledgerDeleteTools } from "./delete";
import { ledgerFilesTools } from "./files";
import { ledgerReadTools } from "./read";
import { ledgerReportsTools } from "./reports";
import { ledgerWriteTools } from "./writes/index";

export const ledgerTools: readonly ToolRow[] = [
  ...ledgerReadTools,
  ...ledgerWriteTools,
  ...ledgerDeleteTools,
  ...ledgerReportsTools,
  ...ledgerFilesTools,
];
