// What tools/list lists from the catalog rows, for the SDK's handler (lib/mcp/protocol/sdk-server.ts), the
// plain tools/list of a handler over rows (lib/mcp/protocol/catalog-endpoint.ts: the local gateway, stdio,
// tests) and the generator of the listed tools' JSON (scripts/mcp-listing.ts, which the deployed mcp function
// answers from): the offered catalog tools by their client names, in discovery mode the three discovery
// tools, in core mode (the bare /mcp) the discovery tools and the offered everyday tools.
import type { Tool } from "@modelcontextprotocol/server";
import { listedOutputSchemas } from "../../catalog/output-schema-listed";
import { withOutputSchema } from "../../catalog/output-schema-tool";
import type { ToolRow } from "../../catalog/types";
import type { ResultBudget } from "../calling/budget";
import { discoveryTools } from "../discovery/listed";
import { coreOf } from "./core";
import { type McpMode, withMeta } from "./meta";
import { mcpToolOf } from "./render-tools";

export { EXAMPLES_KEY, MAX_RESULT_CHARS, MCP_MODES, type McpMode } from "./meta";

/**
 * Each tool declares the largest answer it gives under the request's budget (meta.ts); a
 * catalog tool also carries its outputSchema (generated, lib/catalog/output-schema.ts) and its first
 * worked example (GET /tools lists them all). Both load on the first list, not at a cold start.
 */
export async function listedTools(
  offered: readonly ToolRow[],
  mode: McpMode | undefined,
  budget: ResultBudget,
): Promise<Tool[]> {
  const discovery = () => discoveryTools(offered).map((tool) => withMeta(tool, budget.chars));
  if (mode === "discover") return discovery();
  if (mode === "code")
    return (await import("../../code-mode/listed"))
      .codeTools(offered)
      .map((tool) => withMeta(tool, budget.chars));
  const [{ examplesOf }, schemas] = await Promise.all([
    import("../../catalog/examples/index"),
    listedOutputSchemas(),
  ]);
  const listed = mode === "core" ? coreOf(offered) : offered;
  const catalogTools = listed.map((row) =>
    withMeta(
      withOutputSchema(mcpToolOf(row), schemas[row.name]) as Tool,
      budget.chars,
      examplesOf(row).slice(0, 1),
    ),
  );
  return mode === "core" ? [...discovery(), ...catalogTools] : catalogTools;
}
