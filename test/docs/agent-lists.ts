// The agent-facing lists as the code answers them today, for the docs tests that hold the figures
// the docs state (agent-figures.test.ts for the sentences that name them, figures.test.ts for every
// size figure in the docs): the bare /mcp's tools, the whole list's, discovery's, the instructions.
import { gzipSync } from "node:zlib";
import { CORE_TOOLS } from "../../lib/catalog/core-tools";
import { allTools } from "../../lib/catalog/index";
import { PRESETS } from "../../lib/catalog/presets";
import { createMcpHandler } from "../../lib/mcp/protocol/catalog-endpoint";
import { SERVER_INSTRUCTIONS } from "../../lib/mcp/protocol/server-info";

const handler = createMcpHandler({
  tools: allTools,
  invoke: async () => ({ tool: "", result: null }),
  budget: { chars: 80_000, inlineFileBytes: 1_000_000 },
});

/** A figure as the docs write it: 56,696. */
export const figure = (value: number) => value.toLocaleString("en-US");

/** A list as the docs count it: its tools, their characters, their output schemas', the answer's bytes (and gzipped). */
export interface Listed {
  count: number;
  chars: string;
  outputs: string;
  bytes: string;
  gzip: string;
}

/** The tools/list answer of `/mcp` with this query (null: the bare `/mcp`). */
export async function listed(query: Record<string, string[]> | null): Promise<Listed> {
  const response = await handler({
    httpMethod: "POST",
    path: "/mcp",
    headers: { "content-type": "application/json", accept: "application/json, text/event-stream" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list", params: {} }),
    isBase64Encoded: false,
    multiValueQueryStringParameters: query,
  } as never);
  const tools = JSON.parse(response.body).result.tools as { outputSchema?: unknown }[];
  return {
    count: tools.length,
    chars: figure(JSON.stringify(tools).length),
    outputs: figure(tools.reduce((sum, tool) => sum + JSON.stringify(tool.outputSchema ?? "").length, 0)),
    bytes: figure(Buffer.byteLength(response.body)),
    gzip: figure(gzipSync(response.body).length),
  };
}

/** The lists the docs name: the bare `/mcp`, `?preset=all`, `?mode=discover`, `?mode=code`. */
export async function agentLists(): Promise<{ bare: Listed; all: Listed; discover: Listed; code: Listed }> {
  const [bare, all, discover, code] = await Promise.all([
    listed(null),
    listed({ preset: ["all"] }),
    listed({ mode: ["discover"] }),
    listed({ mode: ["code"] }),
  ]);
  return { bare, all, discover, code };
}

/** The presets' lists: the fewest and most tools and bytes of any one preset. */
export async function presetRange(): Promise<{ tools: [number, number]; bytes: [string, string] }> {
  const lists = await Promise.all(PRESETS.map((preset) => listed({ preset: [preset.name] })));
  const counts = lists.map((list) => list.count);
  const bytes = lists.map((list) => Number(list.bytes.replaceAll(",", "")));
  return {
    tools: [Math.min(...counts), Math.max(...counts)],
    bytes: [figure(Math.min(...bytes)), figure(Math.max(...bytes))],
  };
}

/** The server's instructions' length, as the docs write it. */
export const instructionsLength = figure(SERVER_INSTRUCTIONS.length);

/** The everyday tools of the bare list. */
export const everydayCount = CORE_TOOLS.length;
