// The catalog's reads alone: the families whose rows a GET may be (test/catalog/reads.test.ts holds
// this to every GET row of the catalog). For code that looks up a record's read without importing
// the write rows and their record fields, most of the catalog's weight: the table of the reads a
// destructive call's confirmation shows (scripts/confirmation-reads.ts), which the functions load
// instead of these rows.
import { ledgerFilesTools } from "./ledger/files";
import { ledgerReadTools } from "./ledger/read";
import { ledgerReportsTools } from "./ledger/reports";
import { tasksTools } from "./tasks";
import type { ToolRow } from "./types";

export const readTools: readonly ToolRow[] = [
  ...tasksTools,
  ...ledgerReadTools,
  ...ledgerReportsTools,
  ...ledgerFilesTools,
].filter((row) => row.method === "GET");
