// The tools' outputSchemas as `npm run generate` wrote them into the listed tools' JSON
// (scripts/mcp-listing.ts: generated/mcp-tools/list.generated.ts, the chunk the deployed list reads
// too, so a bundle holds them once), for the list over rows (lib/mcp/listing/from-rows.ts): read, not derived
// per request. Loaded by the first tools/list; a tools/call never loads it.
import type { JsonSchema } from "./types";

let loaded: Promise<Record<string, JsonSchema | undefined>> | undefined;

/** Every catalog tool's outputSchema, by canonical name. */
export function listedOutputSchemas(): Promise<Record<string, JsonSchema | undefined>> {
  loaded ??= import("../../generated/mcp-tools/list.generated").then(({ MCP_LIST_JSON }) => {
    const list = JSON.parse(MCP_LIST_JSON) as Record<string, { tool: { outputSchema?: JsonSchema } }>;
    return Object.fromEntries(Object.entries(list).map(([name, { tool }]) => [name, tool.outputSchema]));
  });
  return loaded;
}
