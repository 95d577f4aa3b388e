// The MCP endpoint of the local gateway, driven by the official MCP client over Streamable HTTP:
// the tool list and its subsets, calls that reach the sandboxes through the family handlers, and
// typed tool errors.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handler as tasksHandler } from "../../functions/tasks";
import { allTools } from "../../lib/catalog/index";
import { parametersSchema } from "../../lib/catalog/json-schema";
import { clientNameOf, findToolByAnyName } from "../../lib/catalog/names";
import { withClientNames, withClientNamesIn } from "../../lib/mcp/listing/render-tools";
import { pruned, prunedAnswer } from "../../lib/results/model-text";
import { createGateway, listen } from "../../local/gateway";
import { LEDGER_STARTING_DATA } from "../../local/sandbox/ledger/starting-data/index";
import { STARTING_DATA } from "../../local/sandbox/tasks/index";
import { useMcpStack } from "../support/mcp-clients";

const mcp = useMcpStack("mcp-test");
const connect = (query = "") => mcp.connect(query);

async function call(client: Client, name: string, args: Record<string, unknown>) {
  return (await client.callTool({ name, arguments: args })) as CallToolResult;
}

describe("MCP tools/list", () => {
  it("lists all 250 tools with their JSON Schema and annotations from the row's flags", async () => {
    const client = await connect("?preset=all");
    expect(client.getServerCapabilities()?.tools).toBeDefined();
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(allTools.map(clientNameOf));
    expect(tools).toHaveLength(250);
    for (const tool of tools) {
      const row = findToolByAnyName(tool.name);
      if (!row) throw new Error(`${tool.name} is not in the catalog`);
      expect(tool.name).toBe(row.name.replace(".", "_"));
      expect(tool.description).toBe(withClientNames(row.description));
      expect(tool.description).not.toMatch(/\b(LedgerApi|TasksApi)\.[A-Z]/);
      // A tool that can ask for confirmation also declares the member its repeat carries the token in.
      const { _confirmation, ...properties } = (tool.inputSchema.properties ?? {}) as Record<string, unknown>;
      expect({ ...tool.inputSchema, properties }).toEqual(withClientNamesIn(parametersSchema(row)));
      expect(_confirmation !== undefined).toBe(row.confirm !== undefined);
      expect(tool.annotations).toEqual({
        readOnlyHint: row.flags.readOnly,
        destructiveHint: row.flags.destructive,
        idempotentHint: row.flags.idempotent,
        openWorldHint: true,
      });
    }
  });

  it("narrows to a family", async () => {
    const { tools } = await (await connect("?families=tasks")).listTools();
    expect(tools).toHaveLength(14);
    expect(tools.every((tool) => tool.name.startsWith("TasksApi_"))).toBe(true);
  });

  it("narrows to read-only tools", async () => {
    const { tools } = await (await connect("?readOnly=true")).listTools();
    const readOnly = allTools.filter((row) => row.flags.readOnly);
    expect(tools.map((tool) => tool.name)).toEqual(readOnly.map(clientNameOf));
    expect(tools.length).toBeLessThan(250);
    expect(tools.every((tool) => tool.annotations?.readOnlyHint === true)).toBe(true);
  });

  it("combines families, toolkits, readOnly and named tools (all must hold)", async () => {
    const { tools } = await (
      await connect(
        "?families=ledger-read,tasks&toolkits=LedgerApi&readOnly=true&tools=LedgerApi.RetrieveInvoices,TasksApi_GetUserProjects,LedgerApi_DeleteAccount",
      )
    ).listTools();
    expect(tools.map((tool) => tool.name)).toEqual(["LedgerApi_RetrieveInvoices"]);
  });

  it("refuses an unknown subset parameter or family with a typed 400", async () => {
    await expect(connect("?readonly=true")).rejects.toThrow(/Unknown parameter \\"readonly\\"/);
    const response = await fetch(`${mcp.stack().url}/mcp?families=ledger-everything`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json, text/event-stream" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { type: string; message: string } };
    expect(body.error.type).toBe("ValidationError");
    expect(body.error.message).toMatch(/Unknown families: ledger-everything/);
  });

  it("GET /tools takes the same subset parameters", async () => {
    const response = await fetch(`${mcp.stack().url}/tools?families=tasks&readOnly=true`);
    const { tools } = (await response.json()) as { tools: { name: string; readOnly: boolean }[] };
    expect(tools.length).toBeGreaterThan(0);
    expect(tools.length).toBeLessThan(11);
    expect(tools.every((tool) => tool.name.startsWith("TasksApi.") && tool.readOnly)).toBe(true);
    expect((await fetch(`${mcp.stack().url}/tools?toolkits=Nope`)).status).toBe(400);
  });

  it("answers GET /mcp with 405: the endpoint is stateless, with no stream to open", async () => {
    const response = await fetch(`${mcp.stack().url}/mcp`, { headers: { accept: "text/event-stream" } });
    expect(response.status).toBe(405);
  });
});

describe("MCP tools/call", () => {
  it("calls a TasksApi tool against the sandbox: the starting-data projects", async () => {
    const result = await call(await connect(), "TasksApi_GetUserProjects", {});
    expect(result.isError).toBeFalsy();
    const projects = (result.structuredContent as { result: { id: string }[] }).result;
    expect(projects.map((project) => project.id)).toEqual(
      expect.arrayContaining(Object.values(STARTING_DATA.projects)),
    );
    const [text] = result.content as { type: string; text: string }[];
    expect(text?.type).toBe("text");
    // The text is compact JSON of the same answer without empty members (docs/results.md).
    expect(text?.text).not.toContain("\n");
    expect(JSON.parse(text?.text ?? "")).toEqual(pruned(projects));
  });

  it("calls a LedgerApi tool against the sandbox: the primary tenant's demo invoices", async () => {
    const result = await call(await connect("?toolkits=LedgerApi"), "LedgerApi.RetrieveInvoices", {
      ledger_tenant_id: LEDGER_STARTING_DATA.primary.tenantId,
    });
    expect(result.isError).toBeFalsy();
    const { Invoices } = result.structuredContent as {
      Invoices: { InvoiceID: string; InvoiceNumber: string }[];
    };
    expect(Invoices.map((invoice) => invoice.InvoiceID)).toEqual(
      expect.arrayContaining(Object.values(LEDGER_STARTING_DATA.primary.invoices)),
    );
    expect(Invoices.map((invoice) => invoice.InvoiceNumber)).toEqual(
      expect.arrayContaining(Object.values(LEDGER_STARTING_DATA.primary.invoiceNumbers)),
    );
    // The model's text is the same answer, compact and without empty members.
    const [text] = result.content as { type: string; text: string }[];
    expect(JSON.parse(text?.text ?? "")).toEqual(prunedAnswer(result.structuredContent));
    expect(text?.text).toContain(Object.values(LEDGER_STARTING_DATA.primary.invoiceNumbers)[0]);
  });

  it("answers the same to the client name and the canonical name", async () => {
    const client = await connect();
    const args = {
      ledger_tenant_id: LEDGER_STARTING_DATA.primary.tenantId,
      filter_by_statuses: ["AUTHORISED"],
    };
    const byClientName = await call(client, "LedgerApi_RetrieveInvoices", args);
    const byCanonicalName = await call(client, "LedgerApi.RetrieveInvoices", args);
    expect(byClientName.isError).toBeFalsy();
    // Xero gives every answer its own envelope Id: compare what the tool found.
    const invoices = (result: CallToolResult) =>
      (result.structuredContent as { Invoices: unknown[] }).Invoices;
    expect(invoices(byClientName).length).toBeGreaterThan(0);
    expect(invoices(byClientName)).toEqual(invoices(byCanonicalName));
  });

  it("names the tool in an error as the caller did", async () => {
    const client = await connect();
    const asClient = await call(client, "TasksApi_GetTasksProjectById", { project_id: 7 });
    const asCanonical = await call(client, "TasksApi.GetTasksProjectById", { project_id: 7 });
    const message = (result: CallToolResult) =>
      (result.structuredContent as { error: { message: string } }).error.message;
    expect(message(asClient)).toContain("parameters for TasksApi_GetTasksProjectById");
    expect(message(asClient)).not.toContain("TasksApi.GetTasksProjectById");
    expect(message(asCanonical)).toContain("parameters for TasksApi.GetTasksProjectById");
    const unknown = await call(client, "TasksApi_Nope", {});
    expect(message(unknown)).toMatch(
      /Unknown tool "TasksApi_Nope"\. Tool names look like TasksApi_GetUserProjects/,
    );
  });

  it("answers a file as an embedded resource the client reads back to the upstream's bytes", async () => {
    const invoiceId = Object.values(LEDGER_STARTING_DATA.primary.invoices)[0];
    const args = { invoice_id: invoiceId, tenant_identifier: LEDGER_STARTING_DATA.primary.tenantId };
    const result = await call(await connect(), "LedgerApi_RetrieveInvoicePdf", args);
    expect(result.isError).toBeFalsy();
    const [text, embedded] = result.content as [
      { type: string; text: string },
      { type: string; resource: { uri: string; mimeType: string; blob: string } },
    ];
    expect(text.text).toMatch(/^LedgerApi_RetrieveInvoicePdf returned the file .*application\/pdf/);
    expect(embedded.type).toBe("resource");
    expect(embedded.resource.mimeType).toBe("application/pdf");
    const bytes = Buffer.from(embedded.resource.blob, "base64");
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    // The bytes a program gets over HTTP, where the contract's file result keeps its base64.
    const http = await mcp.postTool<{ data: string; fileName?: string }>(
      "LedgerApi.RetrieveInvoicePdf",
      args,
    );
    expect(bytes.equals(Buffer.from(http.result.data, "base64"))).toBe(true);
    // structuredContent describes the file; its bytes travel once, in the resource.
    expect(result.structuredContent).toEqual({
      contentType: "application/pdf",
      size: bytes.length,
      ...(http.result.fileName ? { fileName: http.result.fileName } : {}),
    });
  });

  it("gives a typed tool error for bad input, naming the parameter", async () => {
    const result = await call(await connect(), "TasksApi.GetTasksProjectById", { project_id: "../etc" });
    expect(result.isError).toBe(true);
    const { error } = result.structuredContent as {
      error: { type: string; message: string; retryable: boolean };
    };
    expect(error.type).toBe("ValidationError");
    expect(error.retryable).toBe(false);
    expect(error.message).toContain("project_id");
    const [text] = result.content as { text: string }[];
    expect(text?.text).toMatch(/^ValidationError: /);
  });

  it("passes an upstream NotFound through as the typed error", async () => {
    const result = await call(await connect(), "TasksApi.GetTasksProjectById", {
      project_id: "5eed00000000000000000fff",
    });
    expect(result.isError).toBe(true);
    expect((result.structuredContent as { error: { type: string } }).error.type).toBe("NotFound");
  });

  it("refuses a tool outside the subset, and an unknown tool", async () => {
    const client = await connect("?families=tasks");
    const outside = await call(client, "LedgerApi.RetrieveInvoices", {
      ledger_tenant_id: LEDGER_STARTING_DATA.primary.tenantId,
    });
    expect(outside.isError).toBe(true);
    expect((outside.structuredContent as { error: { type: string } }).error.type).toBe("Forbidden");
    const unknown = await call(client, "TasksApi.Nope", {});
    expect(unknown.isError).toBe(true);
    expect((unknown.structuredContent as { error: { type: string } }).error.type).toBe("ValidationError");
  });
});

describe("MCP with an operator TOOL_FILTER", () => {
  // A second gateway over the same sandboxes (the stack above pointed the handlers at them).
  const gateway = createGateway({ handlers: { tasks: tasksHandler }, toolFilter: "readOnly=true" });
  const narrowed = { url: "" };
  beforeAll(async () => {
    narrowed.url = `http://127.0.0.1:${await listen(gateway, 0)}`;
  });
  afterAll(async () => {
    gateway.closeAllConnections();
    await new Promise<void>((resolve) => gateway.close(() => resolve()));
  });

  it("lists only the operator's subset, and a caller cannot widen it", async () => {
    const client = new Client({ name: "mcp-test", version: "1.0.0" });
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`${narrowed.url}/mcp?readOnly=false&families=tasks`)),
    );
    const { tools } = await client.listTools();
    const expected = allTools.filter((row) => row.family === "tasks" && row.flags.readOnly);
    expect(tools.map((tool) => tool.name)).toEqual(expected.map(clientNameOf));
    const write = await call(client, "TasksApi_CreateProjectInTasks", { project_name: "x" });
    expect(write.isError).toBe(true);
    expect((write.structuredContent as { error: { type: string } }).error.type).toBe("Forbidden");
    const listed = (await (await fetch(`${narrowed.url}/tools`)).json()) as {
      tools: { readOnly: boolean }[];
    };
    expect(listed.tools.every((tool) => tool.readOnly)).toBe(true);
    await client.close();
  });
});
