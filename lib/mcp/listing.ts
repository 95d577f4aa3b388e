// What tools/list lists, for the SDK's handler (server.ts) and the plain tools/list answered without
// it (tools-list.ts) alike: the offered catalog tools by their client names, or in discovery mode the
// three discovery tools over them.
import type { Tool } from "@modelcontextprotocol/sdk/types.js";
import type { ToolRow } from "../catalog/types";
import { discoveryTools } from "./discovery/tools";
import { mcpToolOf } from "./render";

/** `tools`: the offered catalog tools; `discover`: the three discovery tools over them. */
export type McpMode = "tools" | "discover";
export const MCP_MODES: readonly McpMode[] = ["tools", "discover"];

export function listedTools(offered: readonly ToolRow[], mode: McpMode | undefined): Tool[] {
  return mode === "discover" ? discoveryTools(offered) : offered.map(mcpToolOf);
}
