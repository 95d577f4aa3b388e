// The LedgerApi rows, by family: the 153 tools of the spec and GetConnectedTenants (154).
import type { ToolRow } from "../types";
import { ledgerDeleteTools } from "./delete";
import { ledgerFilesTools } from "./files";
import { ledgerReadTools } from "./read";
import { ledgerReportsTools } from "./reports";
import { ledgerWriteTools } from "./write";

export const ledgerTools: readonly ToolRow[] = [
  ...ledgerReadTools,
  ...ledgerWriteTools,
  ...ledgerDeleteTools,
  ...ledgerReportsTools,
  ...ledgerFilesTools,
];
