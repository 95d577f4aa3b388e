// TickTick's creates and its move keyed by their own `idempotency_key` (docs/idempotency.md): an
// agent running the same job twice makes one task, one project, one move, on every surface that
// reaches the tasks function (MCP's plain and SDK paths, discovery's call_write_tool, an official
// MCP client, HTTP, a direct invoke, SQS, EventBridge); the second answer is the first one; the same
// key with other input is refused before anything is sent. Whole local stack: gateway, function,
// records in dynalite, the TickTick sandbox counting what it receives.
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { describe, expect, it } from "vitest";
import { handler } from "../../functions/tasks";
import { lambdaContext } from "../../local/lambda-context";
import { STARTING_DATA } from "../../local/sandbox/tasks/index";
import { sqsEvent } from "../support/events";
import { useMcpStack } from "../support/mcp-clients";

const mcp = useMcpStack("tasks-keyed-creates");
const { work, personal } = STARTING_DATA.projects;

type Args = Record<string, unknown>;
/** An object answer is structuredContent itself; an error is `{error}`; a list is `{result}`. */
type Structured = Record<string, unknown> & { error?: { type: string } };

/** One JSON-RPC tools/call to the stack's /mcp, without a session: the plain path takes it. */
async function rpc(params: Args, query = ""): Promise<CallToolResult> {
  const response = await fetch(`${mcp.stack().url}/mcp${query}`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json, text/event-stream" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/call", params }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { result: CallToolResult }).result;
}

/** The MCP ways an agent calls a catalog tool by its client name. */
const MCP_SURFACES: [string, (name: string, args: Args) => Promise<CallToolResult>][] = [
  ["tools/call on the plain path", (name, args) => rpc({ name, arguments: args })],
  // A progress token is no plain form: the SDK's server answers it.
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
const sent = (method: string, path: string) =>
  (mcp.stack().tasksSandbox?.requests ?? []).filter(
    (request) => request.method === method && request.path === `/open/v1${path}`,
  ).length;

async function tasksTitled(title: string, project: string): Promise<number> {
  const { result } = await mcp.postTool<{ tasks: { title: string }[] }>("TasksApi.RetrieveProjectWithTasks", {
    project_id: project,
  });
  return result.tasks.filter((task) => task.title === title).length;
}

async function projectsNamed(name: string): Promise<number> {
  const { result } = await mcp.postTool<{ name: string }[]>("TasksApi.GetUserProjects", {});
  return result.filter((project) => project.name === name).length;
}

const taskBody = (title: string, project = work) => JSON.stringify({ title, projectId: project });
let unique = 0;
const freshKey = (what: string) => `${what}-${Date.now()}-${++unique}`;

describe.each(MCP_SURFACES)("the same job run twice over MCP: %s", (surface, call) => {
  it("CreateTaskTasks with the same idempotency_key creates one task and answers it twice", async () => {
    const title = `Keyed task (${surface})`;
    const args = { mode: "execute", request_body: taskBody(title), idempotency_key: freshKey("task") };
    const before = sent("POST", "/task");
    const first = await call("TasksApi_CreateTaskTasks", args);
    const again = await call("TasksApi_CreateTaskTasks", args);
    expect(first.isError, JSON.stringify(first.structuredContent)).toBeFalsy();
    expect(structured(first)).toMatchObject({ title, projectId: work, id: expect.any(String) });
    expect(structured(again)).toEqual(structured(first));
    expect(sent("POST", "/task") - before).toBe(1);
    expect(await tasksTitled(title, work)).toBe(1);
  });

  it("CreateProjectInTasks with the same idempotency_key creates one project", async () => {
    const name = `Keyed project (${surface})`;
    const args = { project_name: name, idempotency_key: freshKey("project") };
    const before = sent("POST", "/project");
    const first = await call("TasksApi_CreateProjectInTasks", args);
    const again = await call("TasksApi_CreateProjectInTasks", args);
    expect(structured(first)).toMatchObject({ name, id: expect.any(String) });
    expect(structured(again)).toEqual(structured(first));
    expect(sent("POST", "/project") - before).toBe(1);
    expect(await projectsNamed(name)).toBe(1);
  });

  it("MoveTasksBetweenProjects with the same idempotency_key moves once", async () => {
    const { result: task } = await mcp.postTool<{ id: string }>("TasksApi.CreateTaskTasks", {
      mode: "execute",
      request_body: taskBody(`To move (${surface})`),
    });
    const args = {
      moves: [{ task_id: task.id, from_project_id: work, to_project_id: personal }],
      idempotency_key: freshKey("move"),
    };
    const before = sent("POST", "/task/move");
    const first = await call("TasksApi_MoveTasksBetweenProjects", args);
    const again = await call("TasksApi_MoveTasksBetweenProjects", args);
    expect(first.isError, JSON.stringify(first.structuredContent)).toBeFalsy();
    expect(structured(again)).toEqual(structured(first));
    expect(sent("POST", "/task/move") - before).toBe(1);
  });

  it("the same key with another request_body is IdempotencyMismatch, and nothing is sent", async () => {
    const idempotency_key = freshKey("mismatch");
    const title = `First use (${surface})`;
    await call("TasksApi_CreateTaskTasks", {
      mode: "execute",
      request_body: taskBody(title),
      idempotency_key,
    });
    const before = sent("POST", "/task");
    const reused = await call("TasksApi_CreateTaskTasks", {
      mode: "execute",
      request_body: taskBody(`Something else (${surface})`),
      idempotency_key,
    });
    expect(reused.isError).toBe(true);
    expect(structured(reused).error).toMatchObject({ type: "IdempotencyMismatch" });
    expect(sent("POST", "/task")).toBe(before);
    expect(await tasksTitled(`Something else (${surface})`, work)).toBe(0);
  });
});

describe("a key given to both schema-mode steps keys the execute alone", () => {
  it("get_request_schema with the key answers the schema; execute with it creates once", async () => {
    const idempotency_key = freshKey("two-steps");
    const schema = await rpc({
      name: "TasksApi_CreateTaskTasks",
      arguments: { mode: "get_request_schema", idempotency_key },
    });
    expect(structured(schema)).toMatchObject({ type: "object", required: ["title"] });
    const args = { mode: "execute", request_body: taskBody("After the schema"), idempotency_key };
    const first = await rpc({ name: "TasksApi_CreateTaskTasks", arguments: args });
    const again = await rpc({ name: "TasksApi_CreateTaskTasks", arguments: args });
    expect(structured(first)).toMatchObject({ title: "After the schema" });
    expect(structured(again)).toEqual(structured(first));
    expect(await tasksTitled("After the schema", work)).toBe(1);
  });
});

describe("the parameter on the other surfaces", () => {
  it("HTTP: the same input with idempotency_key creates one project", async () => {
    const input = { project_name: "Keyed over HTTP", idempotency_key: freshKey("http") };
    const first = await mcp.postTool("TasksApi.CreateProjectInTasks", input);
    const again = await mcp.postTool("TasksApi.CreateProjectInTasks", input);
    expect(again).toEqual(first);
    expect(await projectsNamed("Keyed over HTTP")).toBe(1);
  });

  it("a direct invoke: the same input with idempotency_key creates one task", async () => {
    const event = {
      tool: "TasksApi.CreateTaskTasks",
      input: { mode: "execute", request_body: taskBody("Keyed direct"), idempotency_key: freshKey("direct") },
    };
    const first = await handler(event, lambdaContext("tasks-keyed-creates"));
    const again = await handler(event, lambdaContext("tasks-keyed-creates"));
    expect(again).toEqual(first);
    expect(await tasksTitled("Keyed direct", work)).toBe(1);
  });

  it("SQS: two messages (two message ids) carrying the same idempotency_key create one task", async () => {
    const call = {
      tool: "TasksApi.CreateTaskTasks",
      input: { mode: "execute", request_body: taskBody("Keyed from SQS"), idempotency_key: freshKey("sqs") },
    };
    for (const messageId of ["sqs-message-1", "sqs-message-2"]) {
      const answer = await handler(sqsEvent(messageId, call), lambdaContext("tasks-keyed-creates"));
      expect(answer).toEqual({ batchItemFailures: [] });
    }
    expect(await tasksTitled("Keyed from SQS", work)).toBe(1);
  });

  it("EventBridge: two events (two event ids) carrying the same idempotency_key create one project", async () => {
    const detail = {
      tool: "TasksApi.CreateProjectInTasks",
      input: { project_name: "Keyed from EventBridge", idempotency_key: freshKey("eventbridge") },
    };
    const answers = [];
    for (const id of ["1d9e2f1c-0000-4000-8000-000000000001", "1d9e2f1c-0000-4000-8000-000000000002"]) {
      const event = { version: "0", id, "detail-type": "Tool call", source: "my.app", detail };
      answers.push(await handler(event, lambdaContext("tasks-keyed-creates")));
    }
    expect(answers[1]).toEqual(answers[0]);
    expect(await projectsNamed("Keyed from EventBridge")).toBe(1);
  });
});
