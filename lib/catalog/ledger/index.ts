// The LedgerApi rows, by family. Families still to come are added here as they land.
import type { ToolRow } from "../types";
import { ledgerDeleteTools } from "./delete";
import { ledgerFilesTools } from "./files";
import { ledgerReportsTools } from "./reports";
import { ledgerWriteTools } from "./write";

export const ledgerTools: readonly ToolRow[] = [
  ...ledgerDeleteTools,
  ...ledgerFilesTools,
  ...ledgerWriteTools,
  ...ledgerReportsTools,
];
