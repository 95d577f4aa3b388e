// Schema mode's request_body given as an object (docs/architecture.md, "Schema mode and agents"):
// over MCP (plain and SDK paths, discovery's call_write_tool, an official client) the object is the
// body, JSON-encoded for the tool and validated as usual; over HTTP, a direct invoke and EventBridge
// the refusal says how to send it. An object and its JSON text, spaced otherwise, are one keyed call.
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { describe, expect, it } from "vitest";
import { handler } from "../../functions/tasks";
import { LEDGER_EXAMPLES } from "../../lib/catalog/examples/ledger";
import { ToolError } from "../../lib/runtime/errors";
import { lambdaContext } from "../../local/lambda-context";
import { STARTING_DATA } from "../../local/sandbox/tasks/index";
import { useMcpStack } from "../support/mcp-clients";

const mcp = useMcpStack("request-body-object");
const { work, personal } = STARTING_DATA.projects;

type Args = Record<string, unknown>;
type Structured = Record<string, unknown> & {
  error?: { type: string; message: string; details?: { problems: { parameter: string }[] } };
};

async function rpc(params: Args, query = ""): Promise<CallToolResult> {
  const response = await fetch(`${mcp.stack().url}/mcp${query}`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json, text/event-stream" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/call", params }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { result: CallToolResult }).result;
}

const MCP_SURFACES: [string, (name: string, args: Args) => Promise<CallToolResult>][] = [
  ["tools/call on the plain path", (name, args) => rpc({ name, arguments: args })],
  ["tools/call on the SDK path", (name, args) => rpc({ name, arguments: args, _meta: { progressToken: 1 } })],
  [
    "discovery's call_write_tool",
    (name, args) => rpc({ name: "call_write_tool", arguments: { name, arguments: args } }, "?mode=discover"),
  ],
  [
    "an official MCP client",
    async (name, args) => (await (await mcp.connect()).callTool({ name, arguments: args })) as CallToolResult,
  ],
];

const structured = (answer: CallToolResult) => answer.structuredContent as Structured;
const taskCreates = () =>
  (mcp.stack().tasksSandbox?.requests ?? []).filter(
    (request) => request.method === "POST" && request.path === "/open/v1/task",
  ).length;

/** The refusal every non-agent surface gives an object request_body. */
const TEACHING = 'request_body: must be a string: pass the body JSON-encoded, e.g. "{\\"title\\":\\"...\\"}"';

describe.each(MCP_SURFACES)("an object request_body over MCP: %s", (surface, call) => {
  it("CreateTaskTasks takes the object as the task", async () => {
    const title = `Object body (${surface})`;
    const answer = await call("TasksApi_CreateTaskTasks", {
      mode: "execute",
      request_body: { title, projectId: work, priority: 5, items: [{ title: "first step" }] },
    });
    expect(answer.isError, JSON.stringify(answer.structuredContent)).toBeFalsy();
    expect(structured(answer)).toMatchObject({ title, projectId: work, priority: 5 });
    expect((structured(answer).items as { title: string }[])[0]?.title).toBe("first step");
  });

  it("an object that breaks the body schema is refused as its string would be, naming the field", async () => {
    const before = taskCreates();
    const answer = await call("TasksApi_CreateTaskTasks", {
      mode: "execute",
      request_body: { title: "Bad priority", priority: 2 },
    });
    expect(answer.isError).toBe(true);
    expect(structured(answer).error?.type).toBe("ValidationError");
    expect(structured(answer).error?.details?.problems[0]?.parameter).toBe("request_body.priority");
    expect(taskCreates()).toBe(before);
  });
});

describe("the other schema-mode tools over MCP", () => {
  it("UpdateTaskProperties takes an object body", async () => {
    const answer = await rpc({
      name: "TasksApi_UpdateTaskProperties",
      arguments: {
        mode: "execute",
        task_identifier: STARTING_DATA.tasks.checklist,
        request_body: { projectId: personal, title: "Renamed through an object" },
      },
    });
    expect(answer.isError, JSON.stringify(answer.structuredContent)).toBeFalsy();
    expect(structured(answer)).toMatchObject({
      id: STARTING_DATA.tasks.checklist,
      title: "Renamed through an object",
    });
  });

  it("SetupConversionDetails takes an object body", async () => {
    const example = LEDGER_EXAMPLES["LedgerApi.SetupConversionDetails"]?.[1]?.input as Args;
    const answer = await rpc({
      name: "LedgerApi_SetupConversionDetails",
      arguments: { ...example, request_body: JSON.parse(String(example.request_body)) },
    });
    expect(answer.isError, JSON.stringify(answer.structuredContent)).toBeFalsy();
  });

  it("the listed description says the object is taken", async () => {
    const client = await mcp.connect("?families=tasks");
    const { tools } = await client.listTools();
    const create = tools.find((tool) => tool.name === "TasksApi_CreateTaskTasks");
    const body = create?.inputSchema.properties?.request_body as { type: string; description: string };
    expect(body.type).toBe("string");
    expect(body.description).toContain("over MCP the object itself is taken too");
  });
});

describe("an object request_body elsewhere is refused, saying how to send it", () => {
  const input = { mode: "execute", request_body: { title: "Not encoded" } };

  it("HTTP: 400 ValidationError with the teaching message; nothing sent", async () => {
    const before = taskCreates();
    const response = await fetch(`${mcp.stack().url}/tools/TasksApi.CreateTaskTasks`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(input),
    });
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: { type: string; message: string } };
    expect(error.type).toBe("ValidationError");
    expect(error.message).toBe(`Invalid parameters for TasksApi.CreateTaskTasks: ${TEACHING}`);
    expect(taskCreates()).toBe(before);
  });

  it("a direct invoke and an EventBridge event: the thrown ValidationError says the same", async () => {
    const events = [
      { tool: "TasksApi.CreateTaskTasks", input },
      {
        version: "0",
        id: "2d9e2f1c-0000-4000-8000-000000000001",
        "detail-type": "Tool call",
        source: "my.app",
        detail: { tool: "TasksApi.CreateTaskTasks", input },
      },
    ];
    for (const event of events) {
      const error = await handler(event, lambdaContext("request-body-object")).catch(
        (thrown: unknown) => thrown,
      );
      expect(error).toBeInstanceOf(ToolError);
      expect((error as ToolError).name).toBe("ValidationError");
      expect((error as ToolError).message).toContain(TEACHING);
    }
  });

  it("the same refusal names the Xero Setup's own example", async () => {
    const response = await fetch(`${mcp.stack().url}/tools/LedgerApi.SetupConversionDetails`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ mode: "execute", request_body: { ConversionDate: { Month: 1, Year: 2026 } } }),
    });
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: { message: string } };
    expect(error.message).toContain(
      'request_body: must be a string: pass the body JSON-encoded, e.g. "{\\"ConversionDate\\":{\\"Month\\":1,\\"Year\\":2026}}"',
    );
  });
});

describe("an object and its JSON text are one keyed call", () => {
  it("an MCP call with the object, retried over HTTP with the text spaced and ordered otherwise, replays", async () => {
    const idempotency_key = `object-then-text-${Date.now()}`;
    const before = taskCreates();
    const first = await rpc({
      name: "TasksApi_CreateTaskTasks",
      arguments: { mode: "execute", request_body: { title: "One call", projectId: work }, idempotency_key },
    });
    const retry = await mcp.postTool("TasksApi.CreateTaskTasks", {
      mode: "execute",
      request_body: `{ "projectId": "${work}",\n  "title": "One call" }`,
      idempotency_key,
    });
    expect(retry.result).toEqual(structured(first));
    expect(taskCreates() - before).toBe(1);
  });

  it("another body under the same key is still IdempotencyMismatch", async () => {
    const idempotency_key = `object-then-other-${Date.now()}`;
    await rpc({
      name: "TasksApi_CreateTaskTasks",
      arguments: { mode: "execute", request_body: { title: "Original" }, idempotency_key },
    });
    const other = await rpc({
      name: "TasksApi_CreateTaskTasks",
      arguments: { mode: "execute", request_body: '{"title":"Original","priority":5}', idempotency_key },
    });
    expect(structured(other).error?.type).toBe("IdempotencyMismatch");
  });
});
