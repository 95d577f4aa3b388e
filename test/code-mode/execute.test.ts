// Code mode through the local gateway, driven by the official MCP client: the two tools listed, a
// script's tool calls answered exactly as the same direct calls are, console lines and typed errors
// returned, and a keyed script that writes writing nothing twice when sent again.
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { describe, expect, it } from "vitest";
import type { Json } from "../support/json";
import { useMcpStack } from "../support/mcp-clients";

const mcp = useMcpStack("code-mode-test");
const DEMO = "00000000-0000-4000-8000-000000a00001";

async function execute(client: Client, args: Record<string, unknown>) {
  const result = (await client.callTool({ name: "execute", arguments: args })) as CallToolResult;
  return { result, body: result.structuredContent as Json };
}

describe("code mode: tools/list and search_api", () => {
  it("lists search_api and execute in under 8,000 characters", async () => {
    const response = await fetch(`${mcp.stack().url}/mcp?mode=code`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json, text/event-stream" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
    });
    const text = await response.text();
    expect(text.length).toBeLessThan(8_000);
    const { tools } = await (await mcp.connect("?mode=code")).listTools();
    expect(tools.map((tool) => tool.name)).toEqual(["search_api", "execute"]);
  });

  it("answers a search with TypeScript declarations under 4,000 characters, best first", async () => {
    const client = await mcp.connect("?mode=code");
    const answer = (await client.callTool({
      name: "search_api",
      arguments: { query: "unpaid invoices" },
    })) as CallToolResult;
    const text = (answer.content[0] as { text: string }).text;
    expect(text.length).toBeLessThan(4_000);
    expect(text).toContain("LedgerApi.RetrieveInvoices(args: {");
    const named = (await client.callTool({
      name: "search_api",
      arguments: { query: "LedgerApi_CreatePayment", limit: 1 },
    })) as CallToolResult;
    expect((named.content[0] as { text: string }).text).toMatch(
      /^\/\/ Call as: await tools\.LedgerApi\.CreatePayment/,
    );
  });
});

describe("code mode: execute", () => {
  it("returns what the same direct calls give, with the console's lines", async () => {
    const client = await mcp.connect("?mode=code");
    const { body, result } = await execute(client, {
      code: `
        const invoices = await tools.LedgerApi.RetrieveInvoices({ ledger_tenant_id: "${DEMO}", filter_by_statuses: ["AUTHORISED"] });
        console.log("invoices", invoices.Invoices.length);
        return invoices;`,
    });
    expect(result.isError).toBeFalsy();
    const direct = await mcp.postTool("LedgerApi.RetrieveInvoices", {
      ledger_tenant_id: DEMO,
      filter_by_statuses: ["AUTHORISED"],
      page_number: 1,
    });
    // The envelope's Id and DateTimeUTC are the upstream's per answer; the records are the same.
    expect(body.result.Invoices).toEqual((direct.result as Json).Invoices);
    expect(body.logs).toEqual([`invoices ${(direct.result as Json).Invoices.length}`]);
    expect(body.calls).toBe(1);
  });

  it("throws a tool's typed error into the script, and reports one the script did not catch", async () => {
    const client = await mcp.connect("?mode=code");
    const caught = await execute(client, {
      code: `try { await tools.LedgerApi.GetInvoiceDetails({ ledger_tenant_id: "${DEMO}" }); } catch (e) { return [e.name, e.type, e instanceof ToolError]; }`,
    });
    expect(caught.body.result).toEqual(["ToolError", "ValidationError", true]);
    const uncaught = await execute(client, {
      code: `await tools.LedgerApi.GetInvoiceDetails({ ledger_tenant_id: "${DEMO}" });`,
    });
    expect(uncaught.result.isError).toBe(true);
    expect(uncaught.body.error).toMatchObject({
      type: "ValidationError",
      thrownBy: "a tool call the script did not catch",
    });
    expect(uncaught.body.failedCalls).toEqual([
      { tool: "LedgerApi.GetInvoiceDetails", error: "ValidationError" },
    ]);
  });

  it("takes TypeScript annotations", async () => {
    const client = await mcp.connect("?mode=code");
    const { body } = await execute(client, {
      code: `interface P { id: string } const projects: P[] = await tools.TasksApi.GetUserProjects({}); return projects.length as number;`,
    });
    expect(typeof body.result).toBe("number");
  });

  it("writes nothing twice when a keyed script is sent again", async () => {
    const client = await mcp.connect("?mode=code");
    const code = `
      const created = [];
      for (const title of ["Call Bayside", "Call Harbour Cafe"]) {
        created.push((await tools.TasksApi.CreateTaskTasks({ mode: "execute", request_body: JSON.stringify({ title }) })).id);
      }
      return created;`;
    const first = await execute(client, { code, idempotency_key: "code-test-keyed-1" });
    const again = await execute(client, { code, idempotency_key: "code-test-keyed-1" });
    expect(first.result.isError).toBeFalsy();
    expect(again.body.result).toEqual(first.body.result);
    const other = await execute(client, { code, idempotency_key: "code-test-keyed-2" });
    expect(other.body.result).not.toEqual(first.body.result);
  });

  it("refuses a catalog tool called by name, saying how to call it from a script", async () => {
    const client = await mcp.connect("?mode=code");
    const result = (await client.callTool({
      name: "TasksApi_GetUserProjects",
      arguments: {},
    })) as CallToolResult;
    expect(result.isError).toBe(true);
    expect((result.structuredContent as Json).error.message).toContain("tools.TasksApi.GetUserProjects");
  });
});
