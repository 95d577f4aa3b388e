// What tools/list lists, for the SDK's handler (server.ts) and the plain tools/list answered without
// it (tools-list.ts) alike: the offered catalog tools by their client names, or in discovery mode the
// three discovery tools over them.
import type { Tool } from "@modelcontextprotocol/sdk/types.js";
import type { ToolRow } from "../catalog/types";
import type { ResultBudget } from "./budget";
import { discoveryTools } from "./discovery/tools";
import { mcpToolOf } from "./render";

export const MAX_RESULT_CHARS = "anthropic/maxResultSizeChars";
/** A catalog tool's worked example, in `_meta` where clients read it (not in the description, which a model pays for). */
export const EXAMPLES_KEY = "io.agent-tools/examples";

/** `tools`: the offered catalog tools; `discover`: the three discovery tools over them. */
export type McpMode = "tools" | "discover";
export const MCP_MODES: readonly McpMode[] = ["tools", "discover"];

/**
 * Each tool declares the largest answer it gives under the request's budget, in the key Claude Code
 * reads (`anthropic/maxResultSizeChars`: it keeps answers up to that size inline). A catalog tool
 * also carries its first worked example (GET /tools lists them all); the examples load on the first
 * list, not at a cold start.
 */
export async function listedTools(
  offered: readonly ToolRow[],
  mode: McpMode | undefined,
  budget: ResultBudget,
): Promise<Tool[]> {
  const maxChars = { [MAX_RESULT_CHARS]: budget.chars };
  if (mode === "discover") return discoveryTools(offered).map((tool) => ({ ...tool, _meta: maxChars }));
  const { examplesOf } = await import("../catalog/examples/index");
  return offered.map((row) => {
    const examples = examplesOf(row).slice(0, 1);
    const _meta = examples.length > 0 ? { ...maxChars, [EXAMPLES_KEY]: examples } : maxChars;
    return { ...mcpToolOf(row), _meta };
  });
}
