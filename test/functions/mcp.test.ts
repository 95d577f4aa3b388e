// The deployed `mcp` function with the Lambda invoke faked (no AWS): tools/list from the families
// in FAMILIES, each tools/call routed to its family's function from FAMILY_FUNCTIONS as a direct
// `{tool, input}` invoke, and a function error turned into the typed tool error. The signed invoke
// itself is tested over HTTP against a Lambda peer in test/aws/lambda-invoke.test.ts.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { CORE_TOOLS } from "../../lib/catalog/core-tools";
import { allTools } from "../../lib/catalog/index";
import { clientNameOf } from "../../lib/catalog/names";
import { DISCOVERY_TOOL_NAMES } from "../../lib/mcp/discovery/names";

interface Sent {
  FunctionName: string;
  Payload: string;
}
const sent: { FunctionName: string; event: unknown }[] = [];
let reply: (input: Sent) => { Payload?: string; FunctionError?: string };

vi.mock("../../lib/aws/lambda-invoke", () => ({
  async invokeLambda(functionName: string, payload: string) {
    sent.push({ FunctionName: functionName, event: JSON.parse(payload) });
    const answer = reply({ FunctionName: functionName, Payload: payload });
    return {
      payload: answer.Payload ?? "",
      ...(answer.FunctionError ? { functionError: answer.FunctionError } : {}),
    };
  },
}));

type Handler = typeof import("../../functions/mcp")["handler"];
let handler: Handler;

beforeAll(async () => {
  vi.stubEnv("FAMILIES", "tasks,ledger-read");
  vi.stubEnv("FAMILY_FUNCTIONS", JSON.stringify({ tasks: "fn-tasks", "ledger-read": "fn-ledger-read" }));
  vi.stubEnv("TOOL_FILTER", "");
  ({ handler } = await import("../../functions/mcp"));
});
afterAll(() => {
  vi.unstubAllEnvs();
});
beforeEach(() => {
  sent.length = 0;
});

const json = (value: unknown) => JSON.stringify(value);

async function rpc(method: string, params: unknown, query: Record<string, string[]> | null = null) {
  const response = await handler({
    httpMethod: "POST",
    path: "/mcp",
    headers: { "content-type": "application/json", accept: "application/json, text/event-stream" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 7, method, params }),
    isBase64Encoded: false,
    multiValueQueryStringParameters: query,
    requestContext: {
      identity: { userArn: "arn:aws:sts::123456789012:assumed-role/agent-tools-connection-alice/session" },
    } as never,
  });
  expect(response.statusCode).toBe(200);
  return JSON.parse(response.body) as { id: number; result: Record<string, unknown> };
}

describe("functions/mcp", () => {
  it("answers the API's GET /tools with the deployed catalog, narrowed by the caller's query", async () => {
    const get = (query: Record<string, string[]> | null) =>
      handler({
        httpMethod: "GET",
        path: "/tools",
        headers: {},
        body: null,
        isBase64Encoded: false,
        multiValueQueryStringParameters: query,
      } as never);
    const all = JSON.parse((await get(null)).body) as { tools: { name: string }[] };
    expect(all.tools).toHaveLength(
      allTools.filter((row) => ["tasks", "ledger-read"].includes(row.family)).length,
    );
    const tasks = JSON.parse((await get({ families: ["tasks"] })).body) as { tools: { name: string }[] };
    expect(tasks.tools.map((tool) => tool.name).every((name) => name.startsWith("TasksApi."))).toBe(true);
    expect(tasks.tools).toHaveLength(14);
    const refused = await get({ families: ["ledger-everything"] });
    expect(refused.statusCode).toBe(400);
    expect(sent).toEqual([]);
  });

  it("lists the tools of the deployed families only, without invoking anything", async () => {
    const { id, result } = await rpc("tools/list", {}, { preset: ["all"] });
    expect(id).toBe(7);
    const expected = allTools.filter((row) => row.family === "tasks" || row.family === "ledger-read");
    expect((result.tools as { name: string }[]).map((tool) => tool.name)).toEqual(expected.map(clientNameOf));
    // The bare /mcp: the discovery tools and the deployed everyday tools.
    const bare = (await rpc("tools/list", {})).result.tools as { name: string }[];
    expect(bare.map((tool) => tool.name)).toEqual([
      ...DISCOVERY_TOOL_NAMES,
      ...expected.filter((row) => CORE_TOOLS.includes(row.name)).map(clientNameOf),
    ]);
    expect(sent).toEqual([]);
  });

  it("routes a call to its family's function with the direct event and the caller's connection", async () => {
    reply = () => ({ Payload: json({ tool: "LedgerApi.RetrieveInvoices", result: { Invoices: [] } }) });
    const { result } = await rpc("tools/call", {
      name: "LedgerApi_RetrieveInvoices",
      arguments: { ledger_tenant_id: "t-1" },
      _meta: { idempotencyKey: "k-1" },
    });
    expect(result.isError).toBeUndefined();
    expect(result.structuredContent).toEqual({ Invoices: [] });
    expect(sent).toEqual([
      {
        FunctionName: "fn-ledger-read",
        event: {
          tool: "LedgerApi.RetrieveInvoices",
          // A list Xero pages gets its first page when the agent names none (docs/results.md).
          input: { ledger_tenant_id: "t-1", page_number: 1 },
          idempotencyKey: "k-1",
          connection: "alice",
          via: "mcp", // the audit record's caller kind (lib/audit)
        },
      },
    ]);
    reply = () => ({ Payload: json({ tool: "TasksApi.GetUserProjects", result: [] }) });
    await rpc("tools/call", { name: "TasksApi.GetUserProjects", arguments: {} });
    expect(sent[1]?.FunctionName).toBe("fn-tasks");
  });

  it("turns a FunctionError into the typed tool error", async () => {
    reply = () => ({
      FunctionError: "Unhandled",
      Payload: json({ errorType: "RateLimited", errorMessage: "Xero says wait 3 s." }),
    });
    const { result } = await rpc("tools/call", { name: "TasksApi.GetUserProjects", arguments: {} });
    expect(result.isError).toBe(true);
    expect(result.structuredContent).toEqual({
      error: { type: "RateLimited", message: "Xero says wait 3 s.", retryable: true },
    });
  });

  it("hides a runtime failure that is not one of the typed errors", async () => {
    reply = () => ({
      FunctionError: "Unhandled",
      Payload: json({
        errorType: "Runtime.ImportModuleError",
        errorMessage: "Cannot find module /var/task/x",
      }),
    });
    const { result } = await rpc("tools/call", { name: "TasksApi.GetUserProjects", arguments: {} });
    expect((result.structuredContent as { error: { type: string; message: string } }).error).toMatchObject({
      type: "InternalError",
    });
    expect(JSON.stringify(result)).not.toContain("/var/task");
  });

  it("refuses a tool of a family that is not deployed, without invoking", async () => {
    const { result } = await rpc("tools/call", { name: "LedgerApi.DeleteAccount", arguments: {} });
    expect(result.isError).toBe(true);
    expect((result.structuredContent as { error: { type: string } }).error.type).toBe("Forbidden");
    expect(sent).toEqual([]);
  });

  it("narrows the list by the caller's query", async () => {
    const { result } = await rpc("tools/list", {}, { families: ["tasks"], readOnly: ["true"] });
    const names = (result.tools as { name: string }[]).map((tool) => tool.name);
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((name) => name.startsWith("TasksApi_"))).toBe(true);
    expect(names.length).toBeLessThan(11);
  });

  it("serves discovery mode: three tools, and call_write_tool invoking the family with key and connection", async () => {
    const discover = { mode: ["discover"] };
    const { result: listed } = await rpc("tools/list", {}, discover);
    expect((listed.tools as { name: string }[]).map((tool) => tool.name)).toEqual([
      "search_tools",
      "call_read_tool",
      "call_write_tool",
    ]);
    const { result: found } = await rpc(
      "tools/call",
      { name: "search_tools", arguments: { query: "projects" } },
      discover,
    );
    const names = (found.structuredContent as { tools: { name: string }[] }).tools.map((tool) => tool.name);
    expect(names).toContain("TasksApi_GetUserProjects");
    expect(names.every((name) => name.startsWith("TasksApi_") || name.startsWith("LedgerApi_"))).toBe(true);
    const { result: refused } = await rpc(
      "tools/call",
      {
        name: "call_read_tool",
        arguments: { name: "TasksApi_CreateProjectInTasks", arguments: { project_name: "x" } },
      },
      discover,
    );
    expect((refused.structuredContent as { error: { type: string } }).error.type).toBe("Forbidden");
    expect(sent).toEqual([]);
    reply = () => ({ Payload: json({ tool: "TasksApi.CreateProjectInTasks", result: { id: "p-1" } }) });
    const { result: written } = await rpc(
      "tools/call",
      {
        name: "call_write_tool",
        arguments: { name: "TasksApi_CreateProjectInTasks", arguments: { project_name: "x" } },
        _meta: { idempotencyKey: "k-2" },
      },
      discover,
    );
    expect(written.structuredContent).toEqual({ id: "p-1" });
    expect(sent).toEqual([
      {
        FunctionName: "fn-tasks",
        event: {
          tool: "TasksApi.CreateProjectInTasks",
          input: { project_name: "x" },
          idempotencyKey: "k-2",
          connection: "alice",
          via: "discovery",
        },
      },
    ]);
  });
});
