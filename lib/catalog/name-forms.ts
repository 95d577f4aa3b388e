// The two forms of a tool name (docs/architecture.md, "A tool is a row"), as text only: no catalog
// import, so a family function's start can use it (names.ts, which resolves names to rows, loads
// the catalog). The client form is the catalog name with its one dot made an underscore, and no
// toolkit or tool name holds an underscore.
import type { ToolRow } from "./types";

/**
 * `LedgerApi_RetrieveInvoices` -> `LedgerApi.RetrieveInvoices`. A name with a dot, or without an
 * underscore, is returned as it is: whether the result names a tool is the caller's lookup.
 */
export function canonicalNameOf(name: string): string {
  return name.includes(".") ? name : name.replace("_", ".");
}

/** `LedgerApi.RetrieveInvoices` -> `LedgerApi_RetrieveInvoices`. */
export function clientNameOf(row: Pick<ToolRow, "name" | "toolkit">): string {
  return `${row.toolkit}_${row.name.slice(row.toolkit.length + 1)}`;
}
