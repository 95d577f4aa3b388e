// The examples in the three discovery tools' descriptions are what an agent copies: every tool they
// name exists and is one the describing tool accepts (call_write_tool refuses a read-only tool), and
// every example call runs as written through its call tool, over the local gateway and sandboxes.
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { describe, expect, it } from "vitest";
import { findToolByAnyName } from "../../lib/catalog/names";
import { type CallTool, wrongCallTool } from "../../lib/mcp/discovery/call-fit";
import { useMcpStack } from "../support/mcp-clients";

const mcp = useMcpStack("discovery-examples-test");

/** Every tool name a text mentions, in either form. */
const namesIn = (text: string) => text.match(/\b(?:LedgerApi|TasksApi)[_.][A-Za-z0-9]+\b/g) ?? [];

/** The example calls a description shows, as `{"name": ..., "arguments": ...}` JSON. */
const callsIn = (text: string) =>
  (text.match(/\{"name":"[^"]+","arguments":\{[^{}]*\}\}/g) ?? []).map(
    (json) => JSON.parse(json) as { name: string; arguments: Record<string, unknown> },
  );

async function listed() {
  const { tools } = await (await mcp.connect("?mode=discover")).listTools();
  return tools.map((tool) => ({ tool, text: `${tool.description} ${JSON.stringify(tool.inputSchema)}` }));
}

describe("the discovery tools' examples", () => {
  it("name tools that exist, each one the describing tool accepts", async () => {
    const tools = await listed();
    expect(tools.map(({ tool }) => tool.name)).toEqual(["search_tools", "call_read_tool", "call_write_tool"]);
    for (const { tool, text } of tools) {
      const names = namesIn(text);
      expect(names.length, `${tool.name} names no tool`).toBeGreaterThan(0);
      for (const name of names) {
        const row = findToolByAnyName(name);
        expect(row, `${tool.name}'s example ${name}`).toBeDefined();
        if (row && tool.name !== "search_tools") {
          expect(wrongCallTool(tool.name as CallTool, row, name), `${tool.name}: ${name}`).toBeUndefined();
        }
      }
    }
  });

  it("call_read_tool's and call_write_tool's example calls run as written", async () => {
    const client = await mcp.connect("?mode=discover");
    for (const { tool, text } of (await listed()).filter(({ tool }) => tool.name !== "search_tools")) {
      const calls = callsIn(tool.description ?? "");
      expect(calls, tool.name).toHaveLength(1);
      for (const example of calls) {
        const result = (await client.callTool({ name: tool.name, arguments: example })) as CallToolResult;
        expect(
          result.isError,
          `${tool.name} ${JSON.stringify(example)}: ${JSON.stringify(result)}`,
        ).toBeFalsy();
      }
      expect(text).toContain(calls[0]?.name);
    }
  });

  it("search_tools' exact-name example answers that tool first", async () => {
    const [search] = await listed();
    const [name] = namesIn(search?.tool.description ?? "");
    const result = (await (
      await mcp.connect("?mode=discover")
    ).callTool({
      name: "search_tools",
      arguments: { query: name },
    })) as CallToolResult;
    expect((result.structuredContent as { tools: { name: string }[] }).tools[0]?.name).toBe(name);
  });
});
