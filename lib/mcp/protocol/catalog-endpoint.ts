// The MCP handler over catalog rows (the local gateway, stdio's subsets, tests): endpoint.ts
// with the rows as its tool set, listed by lib/mcp/listing/from-rows.ts. The deployed mcp function lists from
// the generated JSON instead (lib/mcp/listing/from-generated.ts, functions/mcp.ts); a test holds the two
// answers equal.

import type { ToolRow } from "../../catalog/types";
import { CATALOG_LOOKUP, parseSubset } from "../../tool-lists/subset";
import { listedTools } from "../listing/from-rows";
import { createMcpHandlerOver, type McpCoreOptions, type ToolSet } from "./endpoint";

export { type McpEvent, modeOf, queryOf } from "./endpoint";

export interface McpHandlerOptions extends McpCoreOptions {
  /** The rows of the deployed families. */
  tools: readonly ToolRow[];
}

/** The rows as a tool set: listed from the rows themselves. */
export function rowToolSet(rows: readonly ToolRow[]): ToolSet<ToolRow> {
  return {
    lookup: CATALOG_LOOKUP,
    entries: rows,
    list: (offered, mode, budget) => listedTools(offered, mode, budget),
    rows: async (offered) => offered,
  };
}

export function createMcpHandler(options: McpHandlerOptions) {
  // Checked at creation: a bad operator filter fails at once.
  parseSubset(options.toolFilter);
  const { tools, ...core } = options;
  const set = rowToolSet(tools);
  return createMcpHandlerOver(() => set, core);
}
