// What tools/list lists, for the SDK's handler (server.ts) and the plain tools/list answered without
// it (tools-list.ts) alike: the offered catalog tools by their client names, or in discovery mode the
// three discovery tools over them.
import type { Tool } from "@modelcontextprotocol/sdk/types.js";
import type { ToolRow } from "../catalog/types";
import type { ResultBudget } from "./budget";
import { discoveryTools } from "./discovery/tools";
import { mcpToolOf } from "./render";

export const MAX_RESULT_CHARS = "anthropic/maxResultSizeChars";

/** `tools`: the offered catalog tools; `discover`: the three discovery tools over them. */
export type McpMode = "tools" | "discover";
export const MCP_MODES: readonly McpMode[] = ["tools", "discover"];

/**
 * Each tool declares the largest answer it gives under the request's budget, in the key Claude Code
 * reads (`anthropic/maxResultSizeChars`: it keeps answers up to that size inline).
 */
export function listedTools(
  offered: readonly ToolRow[],
  mode: McpMode | undefined,
  budget: ResultBudget,
): Tool[] {
  const tools = mode === "discover" ? discoveryTools(offered) : offered.map(mcpToolOf);
  const _meta = { [MAX_RESULT_CHARS]: budget.chars };
  return tools.map((tool) => ({ ...tool, _meta }));
}
