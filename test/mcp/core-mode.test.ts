// The bare /mcp (core mode): a list every client can hold (at most 40 tools and 60,000 characters:
// VS Code stops at 128 tools, Cursor wants about 40), the discovery tools to find the rest, and every
// offered tool still answered by name, so a client configured with a tool the list no longer shows
// keeps working. The whole catalog is ?preset=all; every other URL lists what it always has.
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { describe, expect, it } from "vitest";
import { CORE_TOOLS } from "../../lib/catalog/core-tools";
import { allTools } from "../../lib/catalog/index";
import { clientNameOf } from "../../lib/catalog/names";
import { PRESETS } from "../../lib/catalog/presets";
import { DISCOVERY_TOOL_NAMES } from "../../lib/mcp/discovery/names";
import { useMcpStack } from "../support/mcp-clients";

const mcp = useMcpStack("core-mode-test");
const DEMO_TENANT = "00000000-0000-4000-8000-000000a00001";

/** What a client holds of a list: the tools as JSON, counted in characters. */
const charactersOf = (tools: unknown[]) => JSON.stringify(tools).length;

const textOf = (result: CallToolResult) =>
  (result.content as { type: string; text?: string }[]).map((part) => part.text ?? "").join("\n");

describe("the bare /mcp", () => {
  it("lists at most 40 tools in at most 60,000 characters: the discovery tools and the everyday tools", async () => {
    const { tools } = await (await mcp.connect()).listTools();
    expect(tools.length).toBeLessThanOrEqual(40);
    expect(charactersOf(tools)).toBeLessThanOrEqual(60_000);
    const core = allTools.filter((row) => CORE_TOOLS.includes(row.name)).map(clientNameOf);
    expect(tools.map((tool) => tool.name)).toEqual([...DISCOVERY_TOOL_NAMES, ...core]);
    // Every everyday tool is a catalog tool, listed once.
    expect(core).toHaveLength(CORE_TOOLS.length);
  });

  it("answers a tool it does not list when called by name, as the whole catalog would", async () => {
    const client = await mcp.connect();
    const listed = new Set((await client.listTools()).tools.map((tool) => tool.name));
    expect(listed.has("LedgerApi_GetLedgerCurrencies")).toBe(false);
    const result = (await client.callTool({
      name: "LedgerApi_GetLedgerCurrencies",
      arguments: { ledger_tenant_identifier: DEMO_TENANT },
    })) as CallToolResult;
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toHaveProperty("Currencies");
    // And in the catalog name's form, as tools/call takes everywhere.
    const dotted = (await client.callTool({
      name: "TasksApi.GetUserProjects",
      arguments: {},
    })) as CallToolResult;
    expect(dotted.isError).toBeFalsy();
  });

  it("runs the discovery tools: search_tools finds a tool the list leaves out, call_read_tool runs it", async () => {
    const client = await mcp.connect();
    const search = (await client.callTool({
      name: "search_tools",
      arguments: { query: "currencies of the organisation" },
    })) as CallToolResult;
    expect(search.isError).toBeFalsy();
    const names = (search.structuredContent as { tools: { name: string }[] }).tools.map((tool) => tool.name);
    expect(names).toContain("LedgerApi_GetLedgerCurrencies");
    const read = (await client.callTool({
      name: "call_read_tool",
      arguments: {
        name: "LedgerApi_GetLedgerCurrencies",
        arguments: { ledger_tenant_identifier: DEMO_TENANT },
      },
    })) as CallToolResult;
    expect(read.isError).toBeFalsy();
    expect(read.structuredContent).toHaveProperty("Currencies");
  });

  it("still refuses a name that is no tool, suggesting the nearest", async () => {
    const result = (await (
      await mcp.connect()
    ).callTool({
      name: "LedgerApi_RetrieveInvoice",
      arguments: {},
    })) as CallToolResult;
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(/ValidationError/);
    expect(textOf(result)).toMatch(/LedgerApi_RetrieveInvoices/);
  });

  it("stays core with only a result budget in the query", async () => {
    const { tools } = await (await mcp.connect("?budget=5000")).listTools();
    expect(tools.map((tool) => tool.name).slice(0, 3)).toEqual([...DISCOVERY_TOOL_NAMES]);
    expect(tools[0]?._meta?.["anthropic/maxResultSizeChars"]).toBeLessThan(
      (await (await mcp.connect()).listTools()).tools[0]?._meta?.["anthropic/maxResultSizeChars"] as number,
    );
  });

  it("keeps within a subset: ?mode=core&toolkits=TasksApi lists the everyday TickTick tools and refuses Xero's", async () => {
    const client = await mcp.connect("?mode=core&toolkits=TasksApi");
    const { tools } = await client.listTools();
    expect(tools.filter((tool) => tool.name.startsWith("LedgerApi_"))).toEqual([]);
    expect(tools.some((tool) => tool.name === "TasksApi_CreateTaskTasks")).toBe(true);
    const refused = (await client.callTool({
      name: "LedgerApi_GetLedgerCurrencies",
      arguments: { ledger_tenant_identifier: DEMO_TENANT },
    })) as CallToolResult;
    expect(refused.isError).toBe(true);
    expect(textOf(refused)).toMatch(/Forbidden/);
  });
});

describe("every other URL lists what it always has", () => {
  it("?preset=all and ?mode=tools list all 250 tools", async () => {
    for (const query of ["?preset=all", "?mode=tools"]) {
      const { tools } = await (await mcp.connect(query)).listTools();
      expect(tools.map((tool) => tool.name)).toEqual(allTools.map(clientNameOf));
    }
  });

  it("each preset lists its tools, and ?mode=discover the three discovery tools", async () => {
    for (const preset of PRESETS) {
      const { tools } = await (await mcp.connect(`?preset=${preset.name}`)).listTools();
      expect(tools).toHaveLength(preset.tools.length);
    }
    const { tools } = await (await mcp.connect("?mode=discover")).listTools();
    expect(tools.map((tool) => tool.name)).toEqual([...DISCOVERY_TOOL_NAMES]);
  });

  it("a subset lists its tools: ?readOnly=true, ?families=tasks, ?tools=", async () => {
    const readOnly = (await (await mcp.connect("?readOnly=true")).listTools()).tools;
    expect(readOnly).toHaveLength(allTools.filter((row) => row.flags.readOnly).length);
    expect((await (await mcp.connect("?families=tasks")).listTools()).tools).toHaveLength(14);
    const named = (await (await mcp.connect("?tools=LedgerApi.GetLedgerCurrencies")).listTools()).tools;
    expect(named.map((tool) => tool.name)).toEqual(["LedgerApi_GetLedgerCurrencies"]);
  });

  it("refuses an unknown mode, naming the modes", async () => {
    await expect(mcp.connect("?mode=everything")).rejects.toThrow(/core, tools, discover/);
  });
});
