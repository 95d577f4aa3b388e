// The handler accepts the event-driven caller shapes already: SQS batches (partial failures
// reported per record) and EventBridge events; direct-invoke failures carry the error type as name.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { handler } from "../../functions/tasks";
import { ToolError } from "../../lib/runtime/errors";
import { type LocalDynamo, startLocalDynamo } from "../../local/dynamodb";
import { lambdaContext } from "../../local/lambda-context";
import { STARTING_DATA, startTasksSandbox, type TasksSandbox } from "../../local/sandbox/tasks/index";
import { sqsRecord } from "../support/events";

let sandbox: TasksSandbox;
let dynamo: LocalDynamo;
beforeAll(async () => {
  // Writes from SQS and EventBridge are idempotent on the message/event id: they need the table.
  dynamo = await startLocalDynamo();
  dynamo.configure(process.env);
  sandbox = await startTasksSandbox();
  process.env.TASKS_API_BASE_URL = sandbox.url;
  process.env.TASKS_API_ACCESS_TOKEN = sandbox.token;
});
afterAll(async () => {
  await sandbox.close();
  await dynamo.close();
});
beforeEach(() => sandbox.reset());

describe("SQS batches", () => {
  it("runs each record and reports only the failed ones", async () => {
    const event = {
      Records: [
        sqsRecord(
          "m1",
          JSON.stringify({ tool: "TasksApi.CreateProjectInTasks", input: { project_name: "From SQS" } }),
        ),
        sqsRecord("m2", "{not json"),
        sqsRecord(
          "m3",
          JSON.stringify({ tool: "TasksApi.GetTasksProjectById", input: { project_id: "../x" } }),
        ),
        sqsRecord(
          "m4",
          JSON.stringify({
            tool: "TasksApi.GetTasksProjectById",
            input: { project_id: "000000000000000000000000" },
          }),
        ),
        sqsRecord("m5", JSON.stringify({ tool: "TasksApi.GetUserProjects" })),
      ],
    };
    const result = await handler(event, lambdaContext("test"));
    expect(result).toEqual({
      batchItemFailures: [{ itemIdentifier: "m2" }, { itemIdentifier: "m3" }, { itemIdentifier: "m4" }],
    });
    // m1 created, m4 looked up (404), m5 listed; m2 and m3 never reached the upstream.
    expect(sandbox.requests.map((request) => request.method)).toEqual(["POST", "GET", "GET"]);
    const projects = await handler({ tool: "TasksApi.GetUserProjects", input: {} }, lambdaContext("test"));
    expect(JSON.stringify(projects)).toContain("From SQS");
  });
});

describe("EventBridge events", () => {
  it("runs the call in `detail` and returns its result", async () => {
    const event = {
      version: "0",
      id: "0d9e2f1c-1111-2222-3333-444455556666",
      "detail-type": "Tool call",
      source: "my.app",
      account: "000000000000",
      time: "2026-11-21T10:00:00Z",
      region: "us-east-1",
      resources: [],
      detail: { tool: "TasksApi.GetTasksProjectById", input: { project_id: STARTING_DATA.projects.work } },
    };
    const output = await handler(event, lambdaContext("test"));
    expect(output).toMatchObject({
      tool: "TasksApi.GetTasksProjectById",
      result: { id: STARTING_DATA.projects.work },
    });
  });

  it("throws a typed error for a bad detail", async () => {
    const event = { id: "e1", "detail-type": "Tool call", source: "my.app", detail: { input: {} } };
    await expect(handler(event, lambdaContext("test"))).rejects.toMatchObject({ name: "ValidationError" });
    expect(sandbox.requests).toHaveLength(0);
  });
});

describe("direct invokes (Step Functions)", () => {
  it("fail with an error whose name is the error type", async () => {
    const error = await handler(
      { tool: "TasksApi.GetTasksProjectById", input: { project_id: "000000000000000000000000" } },
      lambdaContext("test"),
    ).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ToolError);
    expect(error).toMatchObject({ name: "NotFound", status: 404, retryable: false });
  });

  it("reject an event that is none of the four shapes", async () => {
    await expect(handler({ hello: "world" }, lambdaContext("test"))).rejects.toMatchObject({
      name: "ValidationError",
    });
  });
});

describe("a family function behind API Gateway", () => {
  // GET /tools is the mcp function's route; a family function answers only POST /tools/{name}.
  it("refuses any method but POST with a 405 and Allow: POST, saying what to send", async () => {
    const response = (await handler(
      {
        httpMethod: "GET",
        path: "/tools/TasksApi.GetUserProjects",
        resource: "/tools/{toolName}",
        pathParameters: { toolName: "TasksApi.GetUserProjects" },
        requestContext: {},
      },
      lambdaContext("test"),
    )) as { statusCode: number; headers: Record<string, string>; body: string };
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe("POST");
    expect(JSON.parse(response.body).error).toMatchObject({
      type: "ValidationError",
      message:
        "GET is not allowed here: use POST /tools/TasksApi.GetUserProjects with a JSON object of parameters.",
    });
  });
});
