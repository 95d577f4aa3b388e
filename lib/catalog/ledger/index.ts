// The LedgerApi rows, by family. Families still to come are added here as they land.
import type { ToolRow } from "../types";
import { ledgerDeleteTools } from "./delete";

export const ledgerTools: readonly ToolRow[] = [...ledgerDeleteTools];
