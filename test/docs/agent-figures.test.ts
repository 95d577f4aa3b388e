// The agent-facing figures the docs state (the bare /mcp's tools and characters, the whole list's,
// discovery's, the instructions' length), held to what the code lists today: a change that grows a
// list or the instructions fails here until the docs say the new figure.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CORE_TOOLS } from "../../lib/catalog/core-tools";
import { allTools } from "../../lib/catalog/index";
import { createMcpHandler } from "../../lib/mcp/protocol/catalog-endpoint";
import { SERVER_INSTRUCTIONS } from "../../lib/mcp/protocol/server-info";

const handler = createMcpHandler({
  tools: allTools,
  invoke: async () => ({ tool: "", result: null }),
  budget: { chars: 80_000, inlineFileBytes: 1_000_000 },
});

/** A list as the docs count it: its tools' characters, their output schemas', the answer's bytes. */
async function listed(query: Record<string, string[]> | null) {
  const response = await handler({
    httpMethod: "POST",
    path: "/mcp",
    headers: { "content-type": "application/json", accept: "application/json, text/event-stream" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list", params: {} }),
    isBase64Encoded: false,
    multiValueQueryStringParameters: query,
  } as never);
  const tools = JSON.parse(response.body).result.tools as { outputSchema?: unknown }[];
  const n = (value: number) => value.toLocaleString("en-US");
  return {
    count: tools.length,
    chars: n(JSON.stringify(tools).length),
    outputs: n(tools.reduce((sum, tool) => sum + JSON.stringify(tool.outputSchema ?? "").length, 0)),
    bytes: n(Buffer.byteLength(response.body)),
  };
}

const doc = (path: string) => readFileSync(path, "utf8").replace(/\s+/g, " ");

describe("the docs' agent figures", () => {
  it("state the bare /mcp's list as the code lists it", async () => {
    const bare = await listed(null);
    expect(bare.count).toBe(CORE_TOOLS.length + 3);
    expect(doc("README.md")).toContain(
      `the bare \`/mcp\` lists ${bare.count} tools in ${bare.chars} characters`,
    );
    expect(doc("docs/README.md")).toContain(`lists ${bare.count} tools in ${bare.chars} characters`);
    expect(doc("docs/README.md")).toContain(`and ${CORE_TOOLS.length} everyday ones`);
    expect(doc("docs/mcp.md")).toContain(`${bare.count} tools, ${bare.chars} characters`);
    expect(doc("docs/mcp.md")).toContain(`| ${bare.count} | ${bare.chars} | ${bare.outputs} |`);
    expect(doc("docs/clients.md")).toContain(`| ${bare.count} | ${bare.bytes} (`);
    expect(doc("docs/clients.md")).toContain(`${CORE_TOOLS.length} everyday tools`);
  });

  it("state the whole list and discovery's as the code lists them", async () => {
    const all = await listed({ preset: ["all"] });
    expect(doc("docs/mcp.md")).toContain(`| ${all.count} | ${all.chars} | ${all.outputs} |`);
    expect(doc("docs/README.md")).toContain(`(${all.chars} characters)`);
    expect(doc("docs/clients.md")).toContain(`| ${all.count} | ${all.bytes} (`);
    const discover = await listed({ mode: ["discover"] });
    expect(doc("docs/mcp.md")).toContain(`| ${discover.count} | ${discover.chars} | ${discover.outputs} |`);
    expect(doc("docs/clients.md")).toContain(`| ${discover.count} | ${discover.bytes} (`);
  });

  it("state the instructions' length", () => {
    const length = SERVER_INSTRUCTIONS.length.toLocaleString("en-US");
    expect(doc("docs/README.md")).toContain(`instructions (${length} characters)`);
    expect(doc("docs/mcp.md")).toContain(`at most 1,500 characters (${length};`);
  });
});
