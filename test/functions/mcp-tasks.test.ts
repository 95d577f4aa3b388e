// MCP tasks on the deployed path, with the BUILT functions (bundled as deployed): the mcp function
// writes the task to its table (dynalite) and invokes the `mcp-tasks` runner asynchronously through
// a local Lambda peer (local/lambda-peer.ts: SigV4 checked, Event answered 202, the function run
// after); the runner invokes the built ledger-reports function (against the ledger sandbox) through
// the same peer and stores the answer; tasks/get, answered by the mcp function from the table,
// gives the result the direct call answers.
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { LOCAL_MCP_TASKS_TABLE, TASK_ID } from "../../lib/mcp/tasks-extension/names";
import { lambdaContext } from "../../local/lambda-context";
import { type LambdaPeer, startLambdaPeer } from "../../local/lambda-peer";
import { LEDGER_STARTING_DATA } from "../../local/sandbox/ledger/starting-data/index";
import { type LocalUpstreams, startLocalUpstreams } from "../../local/stack";
import { buildFunction } from "../../scripts/build";
import { type Json, settled as settledBy, withoutResponseStamp } from "../mcp/tasks-support";

const VERSION = "2026-07-28";
const TASKS = { extensions: { "io.modelcontextprotocol/tasks": {} } };
const REPORT = "LedgerApi_GetBalanceSheetReport";
const INPUT = { ledger_tenant_identifier: LEDGER_STARTING_DATA.primary.tenantId };

type Answer = { statusCode: number; headers?: Record<string, string>; body: string };
type Handler = (event: unknown, context?: unknown) => Promise<unknown>;

let upstreams: LocalUpstreams;
let peer: LambdaPeer;
let mcp: Handler;

async function built(name: string): Promise<Handler> {
  const { file } = await buildFunction(join("functions", `${name}.ts`), "dist/mcp-tasks-path");
  return ((await import(pathToFileURL(file).href)) as { handler: Handler }).handler;
}

beforeAll(async () => {
  // The sandboxes, dynalite (with the tasks table) and the local S3, set up in a copy of the
  // environment; the functions read it from process.env, as in Lambda. The stand-ins set the
  // credential they take (local/credentials.ts), which the Lambda peer takes too: one environment.
  const env: NodeJS.ProcessEnv = { ...process.env, AWS_REGION: "us-east-1", LOG_LEVEL: "silent" };
  upstreams = await startLocalUpstreams(env);
  const credentials = {
    accessKeyId: String(env.AWS_ACCESS_KEY_ID),
    secretAccessKey: String(env.AWS_SECRET_ACCESS_KEY),
  };
  // The tasks table, as the stack makes it (infra/constructs/mcp-tasks.ts: partition key `id`).
  await upstreams.dynamo?.createTable(LOCAL_MCP_TASKS_TABLE);
  env.MCP_TASKS_TABLE = LOCAL_MCP_TASKS_TABLE;
  let runner: Handler | undefined;
  let reports: Handler | undefined;
  peer = await startLambdaPeer(
    {
      "fn-mcp-tasks": (event) => runner?.(event, lambdaContext("fn-mcp-tasks", 59_000)),
      "fn-ledger-reports": (event) => reports?.(event, lambdaContext("fn-ledger-reports", 29_000)),
    },
    { credentials },
  );
  Object.assign(env, {
    FAMILIES: "ledger-reports",
    FAMILY_FUNCTIONS: JSON.stringify({ "ledger-reports": "fn-ledger-reports" }),
    MCP_TASK_RUNNER: "fn-mcp-tasks",
    MCP_TASK_RUNNER_TIMEOUT_SECONDS: "59",
    AWS_ENDPOINT_URL_LAMBDA: peer.endpoint,
  });
  for (const [name, value] of Object.entries(env))
    if (value !== undefined && process.env[name] !== value) vi.stubEnv(name, value);
  expect(process.env.MCP_TASKS_TABLE).toBeTruthy();
  [mcp, runner, reports] = await Promise.all([built("mcp"), built("mcp-tasks"), built("ledger-reports")]);
}, 180_000);
afterAll(async () => {
  vi.unstubAllEnvs();
  await peer?.close();
  await upstreams?.close();
});

/** A 2026-07-28 JSON-RPC request as API Gateway hands it to the mcp function. */
async function rpc(method: string, params: Json, name: string, capabilities: Json = {}): Promise<Json> {
  const answer = (await mcp({
    httpMethod: "POST",
    path: "/mcp",
    headers: {
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
      "mcp-protocol-version": VERSION,
      "mcp-method": method,
      "mcp-name": name,
    },
    body: JSON.stringify({
      jsonrpc: "2.0",
      id: 1,
      method,
      params: {
        ...params,
        _meta: {
          "io.modelcontextprotocol/protocolVersion": VERSION,
          "io.modelcontextprotocol/clientCapabilities": capabilities,
        },
      },
    }),
    isBase64Encoded: false,
    multiValueQueryStringParameters: null,
    requestContext: {},
  })) as Answer;
  expect(answer.statusCode).toBe(200);
  return JSON.parse(answer.body);
}

describe("an MCP task through the built mcp, mcp-tasks and ledger-reports functions", () => {
  it("answers a report with a task, runs it in the runner, and tasks/get gives the direct call's result", async () => {
    const before = peer.invocations.length;
    const started = await rpc("tools/call", { name: REPORT, arguments: INPUT }, REPORT, TASKS);
    const task = started.result;
    expect(task).toMatchObject({ resultType: "task", status: "working" });
    expect(task.taskId).toMatch(TASK_ID);

    const ended = await settledBy(
      async () => (await rpc("tasks/get", { taskId: task.taskId }, task.taskId)).result,
      task.taskId,
    );
    expect(ended).toMatchObject({ taskId: task.taskId, status: "completed" });

    // The runner was handed the task by a signed asynchronous invoke (the peer records only
    // requests whose SigV4 signature held), and ran the report through the family function.
    const calls = peer.invocations.slice(before);
    expect(calls.map((call) => call.functionName)).toEqual(["fn-mcp-tasks", "fn-ledger-reports"]);
    const [handOver, report] = calls;
    expect(handOver?.event).toEqual({ taskId: task.taskId });
    expect(handOver?.headers["x-amz-invocation-type"]).toBe("Event");
    expect(handOver?.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=LOCAL[0-9A-F]{16}\//);
    expect(report?.headers["x-amz-invocation-type"]).toBeUndefined();

    // The same call from a client that did not declare the extension answers in the request.
    const direct = await rpc("tools/call", { name: REPORT, arguments: INPUT }, REPORT);
    expect(direct.result.resultType).toBe("complete");
    const { resultType: _type, _meta: _server, ...directResult } = direct.result;
    expect(withoutResponseStamp(ended.result)).toEqual(withoutResponseStamp(directResult));
    expect(ended.result.content[0].text).toContain('"Reports":[{');
    expect(peer.invocations.slice(before + 2).map((call) => call.functionName)).toEqual([
      "fn-ledger-reports",
    ]);
  }, 60_000);
});
