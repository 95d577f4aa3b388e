// The deployed mcp function answers tools/list from the generated JSON of the listed tools
// (scripts/mcp-listing.ts -> generated/mcp-tools/, lib/mcp/listing/from-generated.ts), not from the rows.
// Its answers must be the rows' answers, byte for byte: here the list is derived from the rows at
// test time (the handler over rows, lib/mcp/protocol/catalog-endpoint.ts, as the local gateway serves it) and
// compared with the generated list's answer for every variant (full, each preset, discovery, each name form,
// families, toolkits, read-only, budgets, operator filters, callers with and without OAuth scopes,
// refused subsets). A stale or wrong generated file fails here.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { allTools } from "../../lib/catalog/index";
import { clientNameOf } from "../../lib/catalog/names";
import { PRESETS } from "../../lib/catalog/presets";
import { FAMILIES, TOOLKITS } from "../../lib/catalog/toolkits";
import type { Family } from "../../lib/catalog/types";
import { generatedToolSet } from "../../lib/mcp/listing/from-generated";
import { createMcpHandler, type McpEvent } from "../../lib/mcp/protocol/catalog-endpoint";
import { createMcpHandlerOver } from "../../lib/mcp/protocol/endpoint";
import { MCP_INDEX_FILE, MCP_LIST_FILE, mcpIndexSource, mcpListSource } from "../../scripts/mcp-listing";

const HEADERS = { "content-type": "application/json", accept: "application/json, text/event-stream" };

function listEvent(query: string, authorizer?: Record<string, unknown>): McpEvent {
  const params = new URLSearchParams(query);
  const multi: Record<string, string[]> = {};
  for (const name of new Set(params.keys())) multi[name] = params.getAll(name);
  return {
    httpMethod: "POST",
    path: "/mcp",
    headers: HEADERS,
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
    isBase64Encoded: false,
    multiValueQueryStringParameters: query === "" ? null : multi,
    ...(authorizer ? { requestContext: { authorizer } } : {}),
  } as McpEvent;
}

const invoke = async () => {
  throw new Error("tools/list invokes nothing");
};

function handlers(families: readonly Family[], toolFilter?: string) {
  const deployed = allTools.filter((row) => families.includes(row.family));
  const options = { invoke, budget: { chars: 80_000, inlineFileBytes: 1_000_000 }, toolFilter };
  return {
    rows: createMcpHandler({ tools: deployed, ...options }),
    generated: createMcpHandlerOver(() => generatedToolSet(new Set(families)), options),
  };
}

const sample = allTools.filter((_, i) => i % 17 === 0);
const QUERIES: string[] = [
  "",
  "preset=all",
  "preset=all,tasks",
  "mode=core",
  "mode=core&toolkits=TasksApi",
  "mode=discover",
  "mode=tools",
  ...PRESETS.map((preset) => `preset=${preset.name}`),
  ...PRESETS.map((preset) => `preset=${preset.name}&mode=discover`),
  "preset=tasks,contacts",
  "preset=invoicing&readOnly=true",
  ...FAMILIES.map((family) => `families=${family}`),
  ...TOOLKITS.map((toolkit) => `toolkits=${toolkit}`),
  "readOnly=true",
  "readOnly=false",
  "readOnly=true&mode=discover",
  `tools=${sample.map((row) => row.name).join(",")}`,
  `tools=${sample.map((row) => clientNameOf(row)).join(",")}`,
  ...sample.map((row) => `tools=${clientNameOf(row)}&tools=${row.name}`),
  "families=ledger-read,tasks&toolkits=LedgerApi&readOnly=true",
  "budget=2000",
  "budget=50000&preset=reports",
  // Refused: the same 400 either way.
  "preset=payroll",
  "tools=LedgerApi.NoSuchTool",
  "readonly=true",
  "mode=search",
];

describe("the generated list of tools", () => {
  it("is what the generator makes from today's rows (npm run generate)", () => {
    expect(readFileSync(MCP_INDEX_FILE, "utf8")).toBe(mcpIndexSource());
    expect(readFileSync(MCP_LIST_FILE, "utf8")).toBe(mcpListSource());
  });

  const every = handlers(FAMILIES);
  it.each(QUERIES)("answers tools/list?%s byte for byte as the rows do", async (query) => {
    const [fromRows, fromGenerated] = await Promise.all([
      every.rows(listEvent(query)),
      every.generated(listEvent(query)),
    ]);
    expect(fromGenerated.statusCode).toBe(fromRows.statusCode);
    expect(fromGenerated.body).toBe(fromRows.body);
  });

  it("lists every tool, each with its example, in the full list", async () => {
    const body = JSON.parse((await every.generated(listEvent("preset=all"))).body);
    expect(body.result.tools.map((tool: { name: string }) => tool.name)).toEqual(allTools.map(clientNameOf));
  });

  it.each([
    ["an OAuth caller with read scope", { scope: "tools:read", principal: "alice" }],
    ["an OAuth caller with both scopes", { scope: "tools:read tools:write", principal: "alice" }],
    ["a connection", { connection: "personal" }],
  ])("lists the same for %s (lists do not vary by authorization)", async (_name, authorizer) => {
    for (const query of ["", "preset=invoicing", "mode=discover"]) {
      const anonymous = await every.rows(listEvent(query));
      const [fromRows, fromGenerated] = await Promise.all([
        every.rows(listEvent(query, authorizer)),
        every.generated(listEvent(query, authorizer)),
      ]);
      expect(fromRows.body).toBe(anonymous.body);
      expect(fromGenerated.body).toBe(fromRows.body);
    }
  });

  it.each([
    [["tasks", "ledger-read"] as Family[], undefined],
    [FAMILIES, "readOnly=true"],
    [FAMILIES, "families=tasks,ledger-write"],
    [FAMILIES, "preset=invoicing,payables"],
  ])("answers as the rows do for deployed families %j and TOOL_FILTER %s", async (families, filter) => {
    const deployment = handlers(families, filter);
    for (const query of [
      "",
      "preset=all",
      "mode=discover",
      "preset=invoicing",
      "readOnly=false",
      "tools=TasksApi_GetUserProjects",
    ]) {
      const [fromRows, fromGenerated] = await Promise.all([
        deployment.rows(listEvent(query)),
        deployment.generated(listEvent(query)),
      ]);
      expect(fromGenerated.body, query).toBe(fromRows.body);
    }
  });
});

describe("the handler over the generated list, beyond tools/list", () => {
  const answers = async () => [{ InvoiceID: "inv-1", Status: "DRAFT" }];
  const deployed = { invoke: answers, budget: { chars: 80_000, inlineFileBytes: 1_000_000 } };
  const fromRows = createMcpHandler({ tools: allTools, ...deployed });
  const fromGenerated = createMcpHandlerOver(() => generatedToolSet(new Set(FAMILIES)), deployed);
  const post = (message: unknown, query = ""): McpEvent => ({
    ...listEvent(query),
    body: JSON.stringify(message),
  });

  it.each([
    [
      "initialize",
      {
        jsonrpc: "2.0",
        id: 1,
        method: "initialize",
        params: { protocolVersion: "2025-11-25", capabilities: {}, clientInfo: { name: "t", version: "1" } },
      },
      "",
    ],
    ["ping", { jsonrpc: "2.0", id: 2, method: "ping" }, ""],
    [
      "a batch of a ping and a tools/list (the SDK answers it)",
      [
        { jsonrpc: "2.0", id: 3, method: "ping" },
        { jsonrpc: "2.0", id: 4, method: "tools/list", params: { cursor: "x" } },
      ],
      "preset=invoicing",
    ],
    [
      "tools/list with _meta (the SDK answers it)",
      { jsonrpc: "2.0", id: 5, method: "tools/list", params: { _meta: {} } },
      "",
    ],
    [
      "tools/call by client name",
      {
        jsonrpc: "2.0",
        id: 6,
        method: "tools/call",
        params: { name: "LedgerApi_RetrieveInvoices", arguments: {} },
      },
      "",
    ],
    [
      "tools/call by catalog name, in discovery mode",
      {
        jsonrpc: "2.0",
        id: 7,
        method: "tools/call",
        params: { name: "LedgerApi.RetrieveInvoices", arguments: {} },
      },
      "mode=discover",
    ],
    [
      "tools/call outside the subset",
      {
        jsonrpc: "2.0",
        id: 8,
        method: "tools/call",
        params: { name: "TasksApi_GetUserProjects", arguments: {} },
      },
      "preset=invoicing",
    ],
  ])("answers %s as the rows do", async (_name, message, query) => {
    const [rows, generated] = await Promise.all([
      fromRows(post(message, query)),
      fromGenerated(post(message, query)),
    ]);
    expect(generated.statusCode).toBe(rows.statusCode);
    expect(generated.body).toBe(rows.body);
  });
});
