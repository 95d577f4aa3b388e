// search_tools' answer as an agent reads it, through the local gateway and the official client:
// compact matches (one line each, the first with its inputSchema), any tool's whole entry by its
// exact name, and an answer small enough to read over the tuning requests.
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { describe, expect, it } from "vitest";
import { parametersSchema } from "../../lib/catalog/json-schema";
import { findToolByAnyName } from "../../lib/catalog/names";
import { oneLine } from "../../lib/mcp/discovery/one-line";
import { withClientNames, withClientNamesIn } from "../../lib/mcp/listing/render-tools";
import { useMcpStack } from "../support/mcp-clients";
import { SEARCH_CASES } from "./search-queries";
import { TUNING_CASES } from "./search-tuning";

const mcp = useMcpStack("search-answer-test");

interface Match {
  name: string;
  description: string;
  inputSchema?: unknown;
  annotations: Record<string, boolean>;
  score: number;
  weak?: true;
}

async function searchTools(client: Client, args: Record<string, unknown>) {
  const result = (await client.callTool({ name: "search_tools", arguments: args })) as CallToolResult;
  expect(result.isError).toBeFalsy();
  const text = (result.content[0] as { text: string }).text;
  return { text, tools: (result.structuredContent as { tools: Match[] }).tools };
}

/** The tool as the full tools/list lists it. */
async function listed(name: string) {
  const { tools } = await (await mcp.connect()).listTools();
  return tools.find((tool) => tool.name === name);
}

describe("search_tools: compact matches", () => {
  it("each match is its name, one line on what it does, the hints that tell it apart and its score", async () => {
    const { tools } = await searchTools(await mcp.connect("?mode=discover"), {
      query: "void a sales invoice",
      limit: 5,
    });
    expect(tools).toHaveLength(5);
    for (const [i, match] of tools.entries()) {
      const row = findToolByAnyName(match.name);
      if (!row) throw new Error(`${match.name} is no tool`);
      expect(match.description).toBe(oneLine(withClientNames(row.description)));
      expect(match.description).not.toContain("\n");
      expect(match.annotations).toEqual(
        row.flags.readOnly
          ? { readOnlyHint: true }
          : {
              readOnlyHint: false,
              destructiveHint: row.flags.destructive,
              // MCP reads an absent idempotentHint as false.
              ...(row.flags.idempotent ? { idempotentHint: true } : {}),
            },
      );
      // Only the first, the one the agent most likely calls, carries its inputSchema.
      if (i === 0) expect(match.inputSchema).toEqual(withClientNamesIn(parametersSchema(row)));
      else expect(match).not.toHaveProperty("inputSchema");
    }
    // The line still says what the tool does: voiding is one of UpdateInvoice's jobs.
    expect(tools[0]).toMatchObject({
      name: "LedgerApi_UpdateInvoice",
      description:
        "Change an invoice or bill: approve it, change its dates, reference or lines, void it or delete it.",
    });
  });

  it("the answer an agent reads averages at most 3,000 characters over the tuning requests", async () => {
    const client = await mcp.connect("?mode=discover");
    const sizes: number[] = [];
    for (const { query } of [...SEARCH_CASES, ...TUNING_CASES])
      sizes.push((await searchTools(client, { query })).text.length);
    const mean = sizes.reduce((sum, size) => sum + size, 0) / sizes.length;
    expect(mean).toBeLessThanOrEqual(3000);
  });
});

describe("search_tools: a tool by its exact name", () => {
  it.each([
    "LedgerApi_CreatePayment",
    "LedgerApi.CreatePayment",
    "ledgerapi_createpayment",
    "  LEDGERAPI.CREATEPAYMENT ",
  ])("%j comes first, as tools/list lists it, then the tools its name's words find", async (query) => {
    const { tools } = await searchTools(await mcp.connect("?mode=discover"), { query });
    const [first, ...rest] = tools;
    const entry = await listed("LedgerApi_CreatePayment");
    expect(first).toEqual({
      name: entry?.name,
      description: entry?.description,
      inputSchema: entry?.inputSchema,
      annotations: entry?.annotations,
      score: Math.max(...tools.map((tool) => tool.score)),
    });
    expect(rest.length).toBeGreaterThan(0);
    expect(rest.map((tool) => tool.name)).toContain("LedgerApi_CreatePayments");
    for (const tool of rest) expect(tool).not.toHaveProperty("inputSchema");
  });

  it("names only what is offered: a tool outside the subset or toolkit is not looked up", async () => {
    const query = "LedgerApi_CreatePayment";
    const tasksOnly = await searchTools(await mcp.connect("?mode=discover&families=tasks"), { query });
    const otherToolkit = await searchTools(await mcp.connect("?mode=discover"), {
      query,
      toolkit: "TasksApi",
    });
    for (const { tools } of [tasksOnly, otherToolkit])
      expect(tools.map((tool) => tool.name)).not.toContain(query);
  });
});
