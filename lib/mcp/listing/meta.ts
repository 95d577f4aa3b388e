// What every tools/list answer shares, without the catalog: the modes and the `_meta` a listed tool
// carries. The list from the rows (from-rows.ts) and the list from the generated JSON
// (from-generated.ts) both put it on with `withMeta`, so their answers are the same bytes.
import type { Tool } from "@modelcontextprotocol/server";
import { DISCOVERY_TOOL_NAMES } from "../discovery/names";

export const MAX_RESULT_CHARS = "anthropic/maxResultSizeChars";
/** A catalog tool's worked example, in `_meta` where clients read it (not in the description, which a model pays for). */
export const EXAMPLES_KEY = "io.agent-tools/examples";

/**
 * `tools`: the offered catalog tools; `discover`: the three discovery tools over them; `core` (the
 * bare `/mcp`): the discovery tools and the everyday tools (lib/catalog/core-tools.ts), with every
 * offered tool still answered when called by name; `code`: search_api and execute (lib/code-mode),
 * the offered tools called from a script.
 */
export type McpMode = "tools" | "discover" | "core" | "code";
export const MCP_MODES: readonly McpMode[] = ["core", "tools", "discover", "code"];

/**
 * How one tools/call is answered: a discovery tool as discovery mode runs it, in code mode by code
 * mode (which refuses any other name), any other as a catalog tool. In `core` mode both kinds are
 * offered, so the name decides; the other modes offer one kind.
 */
export function callModeOf(mode: McpMode | undefined, name: string): "tools" | "discover" | "code" {
  if (mode === "core") return DISCOVERY_TOOL_NAMES.includes(name) ? "discover" : "tools";
  if (mode === "code") return "code";
  return mode === "discover" ? "discover" : "tools";
}

/**
 * The tool with its `_meta`: the largest answer it gives under the request's budget, in the key
 * Claude Code reads (`anthropic/maxResultSizeChars`), and a catalog tool's first worked example.
 */
export function withMeta(tool: Tool, maxChars: number, examples?: readonly unknown[]): Tool {
  const budget = { [MAX_RESULT_CHARS]: maxChars };
  const _meta = examples && examples.length > 0 ? { ...budget, [EXAMPLES_KEY]: examples } : budget;
  return { ...tool, _meta };
}
