// A family's Lambda handler as the entry files build it: options checked at cold start, the four
// caller shapes answered each their own way, one inner pipeline per call (an SQS record's context
// is its own), the function's remaining time handed to the executor, and keyed writes run once
// through the idempotency runner. TickTick is the sandbox over HTTP; the table is dynalite.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { tasksTools } from "../../lib/catalog/tasks";
import { idempotentWrites } from "../../lib/idempotency/index";
import { createCallPipeline, createFamilyHandler } from "../../lib/middleware/family-handler";
import { ToolError } from "../../lib/runtime/errors";
import { localCredentials } from "../../local/credentials";
import { lambdaContext } from "../../local/lambda-context";
import { STARTING_DATA, startTasksSandbox, type TasksSandbox } from "../../local/sandbox/tasks/index";
import { startDynalite } from "../support/dynalite";
import { sqsRecord } from "../support/events";

const readOnly = tasksTools.filter((row) => row.flags.readOnly);
const handler = createFamilyHandler({ tools: tasksTools, idempotency: idempotentWrites });
const context = (timeoutMs?: number) => lambdaContext("family-test", timeoutMs);

let sandbox: TasksSandbox;
let dynamo: Awaited<ReturnType<typeof startDynalite>>;
const written: string[] = [];

beforeAll(async () => {
  [sandbox, dynamo] = await Promise.all([startTasksSandbox(), startDynalite()]);
  Object.assign(process.env, {
    TASKS_API_BASE_URL: sandbox.url,
    TASKS_API_ACCESS_TOKEN: sandbox.token,
    AWS_ENDPOINT_URL_DYNAMODB: dynamo.endpoint,
    AWS_REGION: "us-east-1",
    AWS_ACCESS_KEY_ID: localCredentials().accessKeyId,
    AWS_SECRET_ACCESS_KEY: localCredentials().secretAccessKey,
  });
  delete process.env.TASKS_TOKEN_SECRET_ID;
  delete process.env.OUTCOME_BUS_NAME;
});
afterAll(async () => {
  await Promise.all([sandbox.close(), dynamo.close()]);
});
beforeEach(() => {
  sandbox.reset();
  delete process.env.IDEMPOTENCY_TABLE;
});
afterEach(() => {
  vi.restoreAllMocks();
  process.env.LOG_LEVEL = "silent";
  written.length = 0;
});

/** The call log lines written while `run` runs, parsed. */
async function callLines(run: () => Promise<unknown>): Promise<Record<string, unknown>[]> {
  process.env.LOG_LEVEL = "info";
  for (const stream of ["stdout", "stderr"] as const) {
    vi.spyOn(process[stream], "write").mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
  }
  await run();
  return written
    .join("")
    .split("\n")
    .filter((line) => line.includes('"tool call'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

const projectsGot = () => sandbox.requests.filter((request) => request.method === "GET");
const projectPosts = () => sandbox.requests.filter((request) => request.method === "POST");

describe("options, checked at cold start", () => {
  it("a family with a writing row needs the idempotency runner", () => {
    expect(() => createFamilyHandler({ tools: tasksTools })).toThrow(
      "TasksApi.CreateProjectInTasks writes: its family handler needs the idempotency option",
    );
    expect(() => createCallPipeline({ tools: tasksTools })).toThrow(/writes: its family handler needs/);
  });

  it("a read-only family does without it and answers directly", async () => {
    const reads = createFamilyHandler({ tools: readOnly });
    const output = (await reads(
      { tool: "TasksApi.GetTasksProjectById", input: { project_id: STARTING_DATA.projects.work } },
      context(),
    )) as { tool: string; result: { id: string } };
    expect(output.tool).toBe("TasksApi.GetTasksProjectById");
    expect(output.result.id).toBe(STARTING_DATA.projects.work);
  });
});

describe("each caller gets its own answer", () => {
  it("a direct invoke gets {tool, result}; a failure is thrown, named by its type", async () => {
    const output = await handler(
      { tool: "TasksApi.GetTasksProjectById", input: { project_id: STARTING_DATA.projects.groceries } },
      context(),
    );
    expect(output).toMatchObject({ tool: "TasksApi.GetTasksProjectById", result: { name: "Groceries" } });
    const failure = await handler({ tool: "TasksApi.GetTasksProjectById", input: {} }, context()).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ToolError);
    expect(failure).toMatchObject({ name: "ValidationError", retryable: false });
  });

  it("an HTTP caller gets a proxy response: 200 with the result, or the error's status and body", async () => {
    const post = (tool: string, body: string) =>
      handler(
        {
          httpMethod: "POST",
          path: `/tools/${tool}`,
          pathParameters: { toolName: tool },
          body,
          requestContext: {},
        },
        context(),
      ) as Promise<{ statusCode: number; body: string }>;
    const ok = await post(
      "TasksApi.GetTasksProjectById",
      JSON.stringify({ project_id: STARTING_DATA.projects.work }),
    );
    expect(ok.statusCode).toBe(200);
    expect(JSON.parse(ok.body)).toMatchObject({
      tool: "TasksApi.GetTasksProjectById",
      result: { name: "Work" },
    });

    const refused = await post("TasksApi.GetTasksProjectById", JSON.stringify({ project_id: "../x" }));
    expect(refused.statusCode).toBe(400);
    expect(JSON.parse(refused.body).error).toMatchObject({ type: "ValidationError", retryable: false });
    const broken = await post("TasksApi.GetTasksProjectById", "{");
    expect(broken.statusCode).toBe(400);
    expect(JSON.parse(broken.body).error.message).toMatch(/^The request body is not valid JSON/);
    expect(projectsGot()).toHaveLength(1);
  });

  it("an SQS batch reports the records that failed; the others ran", async () => {
    const call = (tool: string, input: Record<string, unknown>) => JSON.stringify({ tool, input });
    const answer = await handler(
      {
        Records: [
          sqsRecord(
            "ok-1",
            call("TasksApi.GetTasksProjectById", { project_id: STARTING_DATA.projects.work }),
          ),
          sqsRecord("bad-json", "{"),
          sqsRecord("unknown", call("TasksApi.Nope", {})),
          sqsRecord(
            "ok-2",
            call("TasksApi.GetTasksProjectById", { project_id: STARTING_DATA.projects.personal }),
          ),
        ],
      },
      context(),
    );
    expect(answer).toEqual({
      batchItemFailures: [{ itemIdentifier: "bad-json" }, { itemIdentifier: "unknown" }],
    });
    expect(projectsGot().map((request) => request.path)).toEqual([
      `/open/v1/project/${STARTING_DATA.projects.work}`,
      `/open/v1/project/${STARTING_DATA.projects.personal}`,
    ]);
  });

  it("each record runs with its own context: nothing of one call leaks into the next one's log line", async () => {
    const lines = await callLines(() =>
      handler(
        {
          Records: [
            sqsRecord(
              "m-1",
              JSON.stringify({
                tool: "TasksApi.GetTasksProjectById",
                input: { project_id: STARTING_DATA.projects.work },
              }),
            ),
            sqsRecord("m-2", JSON.stringify({ tool: "TasksApi.Nope", input: {} })),
          ],
        },
        context(),
      ),
    );
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ tool: "TasksApi.GetTasksProjectById", family: "tasks", eventId: "m-1" });
    expect(lines[1]).toMatchObject({ tool: "TasksApi.Nope", eventId: "m-2", outcome: "ValidationError" });
    expect(lines[1]).not.toHaveProperty("family");
    expect(lines[1]).not.toHaveProperty("upstreamStatus");
  });
});

describe("the call around the executor", () => {
  it("the function's remaining time bounds the upstream call: too little left, nothing is sent", async () => {
    const failure = await handler(
      { tool: "TasksApi.GetTasksProjectById", input: { project_id: STARTING_DATA.projects.work } },
      context(500),
    ).catch((error: unknown) => error);
    expect(failure).toMatchObject({
      name: "UpstreamTimeout",
      message: "Too little of the function's time was left to call TickTick; nothing was sent.",
    });
    expect(sandbox.requests).toHaveLength(0);
  });

  it("a write without a key runs directly, and its log line has no idempotency outcome", async () => {
    const lines = await callLines(() =>
      handler({ tool: "TasksApi.CreateProjectInTasks", input: { project_name: "Unkeyed" } }, context()),
    );
    expect(projectPosts()).toHaveLength(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      tool: "TasksApi.CreateProjectInTasks",
      outcome: "ok",
      upstreamStatus: 200,
    });
    expect(lines[0]).not.toHaveProperty("idempotency");
  });

  it("a keyed write runs once through the runner; the replay is logged as such and sends nothing", async () => {
    process.env.IDEMPOTENCY_TABLE = dynamo.tableName;
    const call = {
      tool: "TasksApi.CreateProjectInTasks",
      input: { project_name: "Keyed once" },
      idempotencyKey: "family-handler-k1",
    };
    let first: unknown;
    let again: unknown;
    const lines = await callLines(async () => {
      first = await handler(call, context());
      again = await handler(call, context());
    });
    expect(again).toEqual(first);
    expect(first).toMatchObject({ tool: "TasksApi.CreateProjectInTasks", result: { name: "Keyed once" } });
    expect(projectPosts()).toHaveLength(1);
    expect(lines.map((line) => line.idempotency)).toEqual(["executed", "replayed"]);
    expect((await dynamo.ids()).length).toBeGreaterThan(0);
  });
});
