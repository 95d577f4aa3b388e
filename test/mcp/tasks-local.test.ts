// MCP tasks through `npm start`'s stack over HTTP (2026-07-28, the tasks extension): a report of a
// large organisation, a file download and a bulk write run as tasks for a client that declares the
// extension, and each task's result is the result the direct call answers; a client that does not
// declare it, and a short call, are answered in the call as before. Raw JSON-RPC: the official 2.x
// client does not take task results (docs/design/mcp-2026-07-28-notes.md).
import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TOOL_EXAMPLES } from "../../lib/catalog/examples/index";
import { allTools } from "../../lib/catalog/index";
import { clientNameOf } from "../../lib/catalog/names";
import { TASK_ID } from "../../lib/mcp/tasks-extension/names";
import { LEDGER_STARTING_DATA } from "../../local/sandbox/ledger/starting-data/index";
import { type LocalStack, startLocalStack } from "../../local/stack";
import { type Json, settled as settledBy, withoutResponseStamp } from "./tasks-support";

const VERSION = "2026-07-28";
const TASKS = { extensions: { "io.modelcontextprotocol/tasks": {} } };
const TENANT = LEDGER_STARTING_DATA.primary.tenantId;

let stack: LocalStack;
let saved: NodeJS.ProcessEnv;
beforeAll(async () => {
  saved = { ...process.env };
  Object.assign(process.env, { LOG_LEVEL: "silent", SANDBOX_SCALE: "large" });
  stack = await startLocalStack({ port: 0 });
}, 120_000);
afterAll(async () => {
  await stack?.close();
  for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
  Object.assign(process.env, saved);
});

/** One JSON-RPC request on a connection of its own (no keep-alive race with the gateway's idle close). */
function post(
  headers: Record<string, string>,
  body: string,
  path = "/mcp",
): Promise<{ status: number; body: Json }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      `${stack.url}${path}`,
      { method: "POST", headers, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            body: JSON.parse(Buffer.concat(chunks).toString("utf8")),
          }),
        );
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

async function rpc(
  method: string,
  params: Json,
  options: { name?: string; capabilities?: Json; path?: string } = {},
) {
  return post(
    {
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
      "mcp-protocol-version": VERSION,
      "mcp-method": method,
      ...(options.name !== undefined ? { "mcp-name": options.name } : {}),
    },
    JSON.stringify({
      jsonrpc: "2.0",
      id: 7,
      method,
      params: {
        ...params,
        _meta: {
          "io.modelcontextprotocol/protocolVersion": VERSION,
          "io.modelcontextprotocol/clientCapabilities": options.capabilities ?? {},
        },
      },
    }),
    options.path,
  );
}

const callTool = (name: string, args: Json, capabilities?: Json) =>
  rpc("tools/call", { name, arguments: args }, { name, ...(capabilities ? { capabilities } : {}) });
const taskMethod = (method: string, taskId: string) => rpc(method, { taskId }, { name: taskId });
const settled = (taskId: string) =>
  settledBy(async () => (await taskMethod("tasks/get", taskId)).body.result, taskId);

/** The direct answer's CallToolResult: its members without the 2026-07-28 envelope fields. */
function callResultOf(answer: Json): Json {
  if (!answer.result) throw new Error(`no result: ${JSON.stringify(answer)}`);
  const { resultType: _type, _meta: _server, ...result } = answer.result;
  return result;
}

const reports = allTools.filter((row) => row.family === "ledger-reports" && TOOL_EXAMPLES[row.name]?.length);

describe("MCP tasks on the local stack (large organisation)", () => {
  it("server/discover names the tasks extension", async () => {
    const { body } = await rpc("server/discover", {});
    expect(body.result.capabilities.extensions).toEqual({ "io.modelcontextprotocol/tasks": {} });
  });

  it("has reports to run", () => expect(reports.length).toBeGreaterThanOrEqual(8));

  it.each(reports.map((row) => [clientNameOf(row), TOOL_EXAMPLES[row.name]?.[0]?.input ?? {}] as const))(
    "%s as a task returns the direct call's result",
    async (name, input) => {
      const started = await callTool(name, input, TASKS);
      expect(started.status).toBe(200);
      const task = started.body.result;
      expect(task).toMatchObject({
        resultType: "task",
        status: "working",
        ttlMs: 3_600_000,
        pollIntervalMs: 2_000,
      });
      expect(task.taskId).toMatch(TASK_ID);
      expect(task._meta["io.modelcontextprotocol/serverInfo"]).toMatchObject({ name: "agent-tools" });
      const ended = await settled(task.taskId);
      const direct = await callTool(name, input);
      expect(direct.body.result.resultType).toBe("complete");
      expect(ended).toMatchObject({ taskId: task.taskId, status: "completed", resultType: "complete" });
      // Identical but for the stamp Xero puts on each response (its Id and time).
      expect(withoutResponseStamp(ended.result)).toEqual(withoutResponseStamp(callResultOf(direct.body)));
      expect(ended.result.content[0].text).toContain('"Reports":[{');
      expect(ended.result.isError).toBeUndefined();
    },
    60_000,
  );

  it("a file download runs as a task, its result the direct call's", async () => {
    const [{ input }] = TOOL_EXAMPLES["LedgerApi.RetrieveInvoicePdf"] as unknown as [{ input: Json }];
    const started = await callTool("LedgerApi_RetrieveInvoicePdf", input, TASKS);
    expect(started.body.result.resultType).toBe("task");
    const ended = await settled(started.body.result.taskId);
    const direct = await callTool("LedgerApi_RetrieveInvoicePdf", input);
    expect(ended.result).toEqual(callResultOf(direct.body));
    expect(ended.result.content.some((part: Json) => part.type === "resource")).toBe(true);
  });

  it("a bulk write runs as a task once: its keyed repeat is a replay, not a second write", async () => {
    const reference = `bulk-${Date.now()}`;
    const invoices = Array.from({ length: 12 }, (_, n) => ({
      type: "ACCREC",
      contact_id: "00000000-0000-4000-8000-000000a04004",
      date: "2026-11-25",
      due_date: "2026-12-25",
      status: "DRAFT",
      reference: `${reference}-${n}`,
      line_items: [{ description: "Consulting", quantity: 1, unit_amount: 100 + n, account_code: "200" }],
    }));
    const input = { tenant_id: TENANT, invoices, idempotency_key: reference };
    const started = await callTool("LedgerApi_CreateInvoices", input, TASKS);
    expect(started.body.result.resultType).toBe("task");
    const ended = await settled(started.body.result.taskId);
    expect(ended.status).toBe("completed");
    expect(ended.result.isError).toBeUndefined();
    expect(ended.result.structuredContent.Invoices).toHaveLength(12);
    // The same keyed call again, directly: the family's idempotency answers the first result.
    const again = callResultOf((await callTool("LedgerApi_CreateInvoices", input)).body);
    expect(again.structuredContent.Invoices.map((invoice: Json) => invoice.InvoiceID)).toEqual(
      ended.result.structuredContent.Invoices.map((invoice: Json) => invoice.InvoiceID),
    );
    const listed = callResultOf(
      (
        await callTool("LedgerApi_RetrieveInvoices", {
          ledger_tenant_id: TENANT,
          filter_by_condition: `Reference.StartsWith("${reference}")`,
        })
      ).body,
    );
    expect(listed.structuredContent.Invoices).toHaveLength(12);
  });

  it("a bulk write whose tenant comes under another of its names is a task too, run as the call came", async () => {
    // The decision reads the arguments under the row's own names (long-calls.ts, issue 35).
    const reference = `bulk-alias-${Date.now()}`;
    const invoices = Array.from({ length: 10 }, (_, n) => ({
      type: "ACCREC",
      contact_id: "00000000-0000-4000-8000-000000a04004",
      status: "DRAFT",
      reference: `${reference}-${n}`,
      line_items: [{ description: "Consulting", quantity: 1, unit_amount: 100 + n, account_code: "200" }],
    }));
    const input = { ledger_tenant_identifier: TENANT, invoices, idempotency_key: reference };
    const started = await callTool("LedgerApi_CreateInvoices", input, TASKS);
    expect(started.body.result.resultType).toBe("task");
    const ended = await settled(started.body.result.taskId);
    expect(ended.status).toBe("completed");
    expect(ended.result.structuredContent.Invoices).toHaveLength(10);
  });

  it("in discovery mode, call_read_tool of a report runs as a task, its result the direct call's", async () => {
    const input = {
      name: "LedgerApi_GetBalanceSheetReport",
      arguments: TOOL_EXAMPLES["LedgerApi.GetBalanceSheetReport"]?.[0]?.input ?? {},
    };
    const discover = (capabilities?: Json) =>
      rpc(
        "tools/call",
        { name: "call_read_tool", arguments: input },
        { name: "call_read_tool", path: "/mcp?mode=discover", ...(capabilities ? { capabilities } : {}) },
      );
    const started = (await discover(TASKS)).body.result;
    expect(started).toMatchObject({
      resultType: "task",
      statusMessage: expect.stringContaining("LedgerApi_GetBalanceSheetReport"),
    });
    const ended = await settled(started.taskId);
    const direct = callResultOf((await discover()).body);
    expect(ended.status).toBe("completed");
    expect(withoutResponseStamp(ended.result)).toEqual(withoutResponseStamp(direct));
    // search_tools and a short read through call_read_tool answer in the call.
    const search = await rpc(
      "tools/call",
      { name: "search_tools", arguments: { query: "balance sheet" } },
      { name: "search_tools", path: "/mcp?mode=discover", capabilities: TASKS },
    );
    expect(search.body.result.resultType).toBe("complete");
    const short = await rpc(
      "tools/call",
      { name: "call_read_tool", arguments: { name: "TasksApi_GetUserProjects", arguments: {} } },
      { name: "call_read_tool", path: "/mcp?mode=discover", capabilities: TASKS },
    );
    expect(short.body.result.resultType).toBe("complete");
  });

  it("in discovery mode, a report named through call_write_tool is refused in the call, not run as a task", async () => {
    const { body } = await rpc(
      "tools/call",
      { name: "call_write_tool", arguments: { name: "LedgerApi_GetBalanceSheetReport", arguments: {} } },
      { name: "call_write_tool", path: "/mcp?mode=discover", capabilities: TASKS },
    );
    expect(body.result).toMatchObject({ resultType: "complete", isError: true });
  });

  it("a client that does not declare the extension gets the report in the call", async () => {
    const [report] = reports;
    if (!report) throw new Error("no report");
    const { body } = await callTool(clientNameOf(report), TOOL_EXAMPLES[report.name]?.[0]?.input ?? {});
    expect(body.result.resultType).toBe("complete");
    expect(body.result.taskId).toBeUndefined();
  });

  it("a short read (a list of projects) is answered in the call even when tasks are declared", async () => {
    const { body } = await callTool("TasksApi_GetUserProjects", {}, TASKS);
    expect(body.result.resultType).toBe("complete");
  });

  it("a write of fewer than 10 records is answered in the call", async () => {
    const [{ input }] = TOOL_EXAMPLES["LedgerApi.CreateInvoices"] as unknown as [{ input: Json }];
    const { body } = await callTool(
      "LedgerApi_CreateInvoices",
      { ...input, idempotency_key: `one-${Date.now()}` },
      TASKS,
    );
    expect(body.result.resultType).toBe("complete");
  });

  it("a refusal (an unknown tool) is answered in the call, not as a task", async () => {
    const { body } = await callTool("LedgerApi_GetProfitAndLossReportz", {}, TASKS);
    expect(body.result.resultType).toBe("complete");
    expect(body.result.isError).toBe(true);
  });
});
