// The rules of MCP tasks at the handler, on the DynamoDB protocol (dynalite): a task is its owner's
// alone; a cancel stops a read at any time and a write only before it is sent; a runner that
// stopped is reported, for a write with what to do; a duplicate delivery runs nothing twice; a
// result of megabytes is kept in parts; a deployment without tasks answers as before. The runner is
// held here (a backend that records what it was handed) so each step can be taken in turn.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { allTools } from "../../lib/catalog/index";
import type { ToolInvoker } from "../../lib/mcp/calling/invoker";
import { createMcpHandler, type McpEvent } from "../../lib/mcp/protocol/catalog-endpoint";
import type { TaskBackend } from "../../lib/mcp/tasks-extension/backend";
import { runTask } from "../../lib/mcp/tasks-extension/run";
import {
  completeTask,
  createTask,
  PART_BYTES,
  readResult,
  readTask,
} from "../../lib/mcp/tasks-extension/store";
import { dynamoDb } from "../../lib/runtime/dynamodb";
import { type LocalDynamo, startLocalDynamo } from "../../local/dynamodb";

const VERSION = "2026-07-28";
const TABLE = "mcp-tasks-rules";
const TASKS = { extensions: { "io.modelcontextprotocol/tasks": {} } };
const REPORT = "LedgerApi_GetBalanceSheetReport";
const BULK = "LedgerApi_CreateInvoices";
const TENANT = "00000000-0000-4000-8000-000000000001";
const invoices = (count: number) =>
  Array.from({ length: count }, (_, n) => ({ type: "ACCREC", contact_id: TENANT, reference: `r${n}` }));

// biome-ignore lint/suspicious/noExplicitAny: JSON answers, read by path in assertions
type Json = Record<string, any>;

let dynamo: LocalDynamo;
let saved: NodeJS.ProcessEnv;
beforeAll(async () => {
  saved = { ...process.env };
  dynamo = await startLocalDynamo();
  dynamo.configure(process.env);
  await dynamo.createTable(TABLE);
  dynamoDb.reset();
}, 60_000);
afterAll(async () => {
  await dynamo?.close();
  dynamoDb.reset();
  for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
  Object.assign(process.env, saved);
});

/** What the family functions were asked, and a gate the next call waits on (to act mid-run). */
const family = { calls: [] as string[], gate: undefined as Promise<void> | undefined };
beforeEach(() => {
  family.calls = [];
  family.gate = undefined;
});
const invoke: ToolInvoker = async (row) => {
  family.calls.push(row.name);
  await family.gate;
  return { Reports: [{ ReportID: "BalanceSheet", Rows: [] }], Invoices: [] };
};

function heldBackend(runnerMs = 60_000): TaskBackend & { handed: string[] } {
  const handed: string[] = [];
  return {
    table: TABLE,
    runnerMs,
    handed,
    async start(taskId) {
      handed.push(taskId);
    },
  };
}

function event(method: string, params: Json, who: Caller, name?: string) {
  const authorizer = {
    ...(who.connection ? { connection: who.connection } : {}),
    ...(who.clientId ? { clientId: who.clientId } : {}),
  };
  return {
    httpMethod: "POST",
    path: "/mcp",
    headers: {
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
      "mcp-protocol-version": VERSION,
      "mcp-method": method,
      ...(name !== undefined ? { "mcp-name": name } : {}),
    },
    body: JSON.stringify({
      jsonrpc: "2.0",
      id: 1,
      method,
      params: {
        ...params,
        _meta: {
          "io.modelcontextprotocol/protocolVersion": VERSION,
          "io.modelcontextprotocol/clientCapabilities": TASKS,
          ...(params._meta ?? {}),
        },
      },
    }),
    isBase64Encoded: false,
    multiValueQueryStringParameters: null,
    requestContext: { authorizer },
  } as unknown as McpEvent;
}

interface Caller {
  connection?: string;
  clientId?: string;
}
const ALICE: Caller = { connection: "alice", clientId: "client-1" };

function endpoint(backend?: TaskBackend) {
  const handler = createMcpHandler({ tools: allTools, invoke, ...(backend ? { tasks: backend } : {}) });
  const send = async (method: string, params: Json, who = ALICE, name?: string) => {
    const answer = await handler(event(method, params, who, name));
    return { status: answer.statusCode, body: JSON.parse(answer.body || "null") as Json };
  };
  return {
    call: (tool: string, args: Json, who = ALICE) =>
      send("tools/call", { name: tool, arguments: args }, who, tool),
    task: (method: string, taskId: string, who = ALICE) => send(method, { taskId }, who, taskId),
    send,
  };
}

async function startedTask(
  mcp: ReturnType<typeof endpoint>,
  tool = REPORT,
  args: Json = { tenant_identifier: TENANT },
) {
  const { body } = await mcp.call(tool, args);
  expect(body.result?.resultType).toBe("task");
  return body.result.taskId as string;
}

describe("which calls become tasks", () => {
  it("a report whose _meta carries W3C trace context and an idempotency key", async () => {
    const mcp = endpoint(heldBackend());
    const traced = {
      traceparent: "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01",
      idempotencyKey: "k-trace",
    };
    const { body } = await mcp.send(
      "tools/call",
      { name: REPORT, arguments: { tenant_identifier: TENANT }, _meta: traced },
      ALICE,
      REPORT,
    );
    expect(body.result.resultType).toBe("task");
  });
});

describe("a task is its owner's", () => {
  it("another person, or the same person through another client, finds no task by its id", async () => {
    const mcp = endpoint(heldBackend());
    const taskId = await startedTask(mcp);
    expect((await mcp.task("tasks/get", taskId)).body.result.status).toBe("working");
    const unknown = await mcp.task("tasks/get", "3f1c2a4e-1b2c-4d5e-8f90-123456789abc");
    for (const who of [
      { connection: "bob", clientId: "client-1" },
      { connection: "alice", clientId: "client-2" },
      {},
    ]) {
      const answer = await mcp.task("tasks/get", taskId, who);
      expect(answer.body.error.code).toBe(-32602);
      // Worded as for an id that names no task: nothing says the task exists.
      expect(answer.body.error.message).toBe(
        unknown.body.error.message.replace("3f1c2a4e-1b2c-4d5e-8f90-123456789abc", taskId),
      );
      expect((await mcp.task("tasks/cancel", taskId, who)).body.error.code).toBe(-32602);
    }
    expect((await mcp.task("tasks/get", taskId)).body.result.status).toBe("working");
  });

  it("an id not of this server's form names no task (and reads nothing)", async () => {
    const mcp = endpoint(heldBackend());
    const answer = await mcp.task("tasks/get", "task#../other");
    expect(answer.body.error).toMatchObject({ code: -32602 });
  });
});

describe("cancelling", () => {
  it("a read before it runs: cancelled, and the runner then runs nothing", async () => {
    const backend = heldBackend();
    const mcp = endpoint(backend);
    const taskId = await startedTask(mcp);
    const cancelled = await mcp.task("tasks/cancel", taskId);
    expect(cancelled.body.result).toMatchObject({ resultType: "complete" });
    await runTask(TABLE, taskId, invoke);
    expect(family.calls).toEqual([]);
    const { result } = (await mcp.task("tasks/get", taskId)).body;
    expect(result).toMatchObject({ status: "cancelled" });
    expect(result.result).toBeUndefined();
  });

  it("a read while it runs: cancelled, and its late answer is dropped", async () => {
    const mcp = endpoint(heldBackend());
    const taskId = await startedTask(mcp);
    let open = () => {};
    family.gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const running = runTask(TABLE, taskId, invoke);
    await until(() => family.calls.length === 1);
    expect((await mcp.task("tasks/cancel", taskId)).body.result).toBeDefined();
    open();
    await running;
    expect((await mcp.task("tasks/get", taskId)).body.result.status).toBe("cancelled");
  });

  it("a write once sent cannot be cancelled: refused, and its outcome kept", async () => {
    const mcp = endpoint(heldBackend());
    const taskId = await startedTask(mcp, BULK, {
      tenant_id: TENANT,
      invoices: invoices(10),
      idempotency_key: "k-1",
    });
    let open = () => {};
    family.gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const running = runTask(TABLE, taskId, invoke);
    await until(() => family.calls.length === 1);
    const refused = await mcp.task("tasks/cancel", taskId);
    expect(refused.body.error.code).toBe(-32602);
    expect(refused.body.error.message).toContain("cannot be taken back");
    open();
    await running;
    const { result } = (await mcp.task("tasks/get", taskId)).body;
    expect(result.status).toBe("completed");
    expect(result.result.structuredContent).toMatchObject({ Invoices: [] });
  });

  it("a write not yet sent: cancelled, and nothing is sent", async () => {
    const mcp = endpoint(heldBackend());
    const taskId = await startedTask(mcp, BULK, {
      tenant_id: TENANT,
      invoices: invoices(10),
      idempotency_key: "k-2",
    });
    expect((await mcp.task("tasks/cancel", taskId)).body.result).toBeDefined();
    await runTask(TABLE, taskId, invoke);
    expect(family.calls).toEqual([]);
  });

  it("an ended task: refused, naming its status", async () => {
    const mcp = endpoint(heldBackend());
    const taskId = await startedTask(mcp);
    await runTask(TABLE, taskId, invoke);
    const answer = await mcp.task("tasks/cancel", taskId);
    expect(answer.body.error).toMatchObject({
      code: -32602,
      message: expect.stringContaining("already completed"),
    });
  });
});

describe("runners", () => {
  it("a second delivery of the same task runs nothing twice", async () => {
    const mcp = endpoint(heldBackend());
    const taskId = await startedTask(mcp);
    await Promise.all([runTask(TABLE, taskId, invoke), runTask(TABLE, taskId, invoke)]);
    await runTask(TABLE, taskId, invoke);
    expect(family.calls).toHaveLength(1);
    expect((await mcp.task("tasks/get", taskId)).body.result.status).toBe("completed");
  });

  it("a runner that never answered: the task is reported failed, a write with how to learn its outcome", async () => {
    const mcp = endpoint(heldBackend(1));
    const read = await startedTask(mcp);
    const write = await startedTask(mcp, BULK, {
      tenant_id: TENANT,
      invoices: invoices(12),
      idempotency_key: "k-3",
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const readAnswer = (await mcp.task("tasks/get", read)).body.result;
    expect(readAnswer).toMatchObject({ status: "failed", error: { code: -32603 } });
    expect(readAnswer.error.message).toContain("call it again");
    const writeAnswer = (await mcp.task("tasks/get", write)).body.result;
    expect(writeAnswer.error.message).toContain("same idempotency key");
    // The late runner finds the task ended and sends nothing.
    await runTask(TABLE, write, invoke);
    expect(family.calls).toEqual([]);
  });

  it("a runner that cannot be started: the call answers the task failed, nothing run", async () => {
    const backend = { ...heldBackend(), start: async () => Promise.reject(new Error("Lambda refused")) };
    const mcp = endpoint(backend);
    const { body } = await mcp.call(REPORT, { tenant_identifier: TENANT });
    expect(body.result).toMatchObject({ resultType: "task", status: "failed" });
    const got = (await mcp.task("tasks/get", body.result.taskId)).body.result;
    expect(got).toMatchObject({ status: "failed", error: { code: -32603 } });
    expect(family.calls).toEqual([]);
  });

  it("tasks/update: these tasks never wait for input", async () => {
    const mcp = endpoint(heldBackend());
    const taskId = await startedTask(mcp);
    const answer = await mcp.send("tasks/update", { taskId, inputResponses: {} }, ALICE, taskId);
    expect(answer.body.error).toMatchObject({
      code: -32602,
      message: expect.stringContaining("not waiting for input"),
    });
  });

  it("a Mcp-Name that is not the task id is a HeaderMismatch (HTTP 400, -32020)", async () => {
    const mcp = endpoint(heldBackend());
    const taskId = await startedTask(mcp);
    const answer = await mcp.send("tasks/get", { taskId }, ALICE, "3f1c2a4e-1b2c-4d5e-8f90-123456789abc");
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe(-32020);
  });
});

describe("results in parts", () => {
  it("a result of megabytes (an embedded PDF) is kept in parts under DynamoDB's item limit and read back whole", async () => {
    const blob = randomBytes(1_200_000).toString("base64");
    const result = {
      content: [{ type: "resource", resource: { uri: "file:///x.pdf", mimeType: "application/pdf", blob } }],
    };
    const task = await createTask(TABLE, {
      owner: "o",
      call: { name: "x", tool: "x", calledAs: "x", budget: { chars: 1, inlineFileBytes: 1 }, readOnly: true },
      runnerMs: 60_000,
      statusMessage: "",
    });
    expect(await completeTask(TABLE, task, result)).toBe(true);
    const stored = await readTask(TABLE, task.taskId);
    expect(stored?.parts).toBeGreaterThanOrEqual(Math.ceil(1_200_000 / PART_BYTES));
    expect(await readResult(TABLE, stored ?? task)).toEqual(result);
  });
});

describe("without tasks deployed", () => {
  it("the call is answered in the request, tasks/get is no method, server/discover names no extension", async () => {
    const mcp = endpoint();
    const { body } = await mcp.call(REPORT, { tenant_identifier: TENANT });
    expect(body.result.resultType).toBe("complete");
    expect(family.calls).toEqual(["LedgerApi.GetBalanceSheetReport"]);
    const get = await mcp.task("tasks/get", "3f1c2a4e-1b2c-4d5e-8f90-123456789abc");
    expect(get.body.error.code).toBe(-32601);
    const discover = await mcp.send("server/discover", {});
    expect(discover.body.result.capabilities.extensions).toBeUndefined();
  });

  it("a 2025 client's initialize never names the extension, with tasks deployed or not", async () => {
    const handler = createMcpHandler({ tools: allTools, invoke, tasks: heldBackend() });
    const answer = await handler({
      httpMethod: "POST",
      path: "/mcp",
      headers: { "content-type": "application/json", accept: "application/json, text/event-stream" },
      body: JSON.stringify({
        jsonrpc: "2.0",
        id: 1,
        method: "initialize",
        params: { protocolVersion: "2025-11-25", capabilities: {}, clientInfo: { name: "c", version: "1" } },
      }),
      isBase64Encoded: false,
      multiValueQueryStringParameters: null,
    } as unknown as McpEvent);
    expect(JSON.parse(answer.body).result.capabilities).toEqual({ tools: { listChanged: false } });
  });
});

async function until(done: () => boolean) {
  for (let attempt = 0; attempt < 400 && !done(); attempt++)
    await new Promise((resolve) => setTimeout(resolve, 5));
  if (!done()) throw new Error("timed out waiting");
}
