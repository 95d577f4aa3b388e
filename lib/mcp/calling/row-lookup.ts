// A tool's row by either of its names (names.ts), without the catalog: the generated table of
// loaders (scripts/tool-modules.ts, `mcp-rows.generated.ts`) has one per canonical name, each a
// module of that row alone, so the mcp function's tools/call loads the called tool's row and no
// other. The table's keys also answer whether a name is a tool's, with nothing loaded.
import { mcpRowModules } from "../../../generated/tool-modules/mcp-rows.generated";
import { canonicalNameOf, clientNameOf } from "../../catalog/name-forms";
import type { Toolkit, ToolRow } from "../../catalog/types";

/** Per canonical name, the import of the module holding that row (`export const row`). */
export type RowModules = Readonly<Record<string, () => Promise<unknown>>>;

/**
 * The canonical name of the tool `name` names in either form; undefined for anything else (what
 * findToolByAnyName answers, as a name).
 */
export function toolNameOf(name: string, modules: RowModules = mcpRowModules): string | undefined {
  // No tool name holds an underscore (name-forms.ts), so only a tool's two forms map to its key.
  const canonical = canonicalNameOf(name);
  return Object.hasOwn(modules, canonical) ? canonical : undefined;
}

/** `LedgerApi.RetrieveInvoices` -> `LedgerApi_RetrieveInvoices` (a tool's canonical name). */
export function clientFormOf(canonical: string): string {
  const dot = canonical.indexOf(".");
  return dot === -1
    ? canonical
    : clientNameOf({ name: canonical, toolkit: canonical.slice(0, dot) as Toolkit });
}

/** The row of a canonical or client name, its module loaded on first use; undefined for anything else. */
export async function toolRowByAnyName(
  name: string,
  modules: RowModules = mcpRowModules,
): Promise<ToolRow | undefined> {
  const canonical = toolNameOf(name, modules);
  if (canonical === undefined) return undefined;
  const { row } = (await (modules[canonical] as () => Promise<unknown>)()) as { row: ToolRow };
  return row;
}
