// Event-driven callers through the real `tasks` handler: SQS batches through Powertools batch,
// EventBridge events, idempotency on the message/event id (dynalite), and outcome events put by the
// real EventBridge SDK client on a local PutEvents fake. The TickTick sandbox counts what reached
// the upstream.

import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { handler } from "../../functions/tasks";
import { DEFAULT_MAX_RECEIVE_COUNT } from "../../infra/events/tool-events";
import { FAILED, outcomeDetail, SUCCEEDED } from "../../lib/events/outcomes";
import { EVENT_RESULT_BYTES } from "../../lib/results/limits";
import { ToolError } from "../../lib/runtime/errors";
import { type LocalDynamo, startLocalDynamo } from "../../local/dynamodb";
import { lambdaContext } from "../../local/lambda-context";
import { STARTING_DATA, startTasksSandbox, type TasksSandbox } from "../../local/sandbox/tasks/index";
import { type EventBridgeFake, startEventBridgeFake } from "../support/eventbridge-fake";
import { sqsRecord } from "../support/events";

const BUS = "agent-tools-outcomes";
let sandbox: TasksSandbox;
let dynamo: LocalDynamo;
let bus: EventBridgeFake;

beforeAll(async () => {
  [sandbox, dynamo, bus] = await Promise.all([
    startTasksSandbox(),
    startLocalDynamo(),
    startEventBridgeFake(),
  ]);
  // Placeholder credentials first, so the SDK never looks further (no instance metadata lookups).
  Object.assign(process.env, {
    AWS_ACCESS_KEY_ID: "test",
    AWS_SECRET_ACCESS_KEY: "test",
    AWS_REGION: "us-east-1",
    TASKS_API_BASE_URL: sandbox.url,
    TASKS_API_ACCESS_TOKEN: sandbox.token,
    AWS_ENDPOINT_URL_EVENTBRIDGE: bus.endpoint,
  });
  delete process.env.AWS_SESSION_TOKEN;
  delete process.env.AWS_PROFILE;
  dynamo.configure(process.env);
});
afterAll(async () => {
  await Promise.all([sandbox.close(), dynamo.close(), bus.close()]);
});
beforeEach(() => {
  sandbox.reset();
  bus.reset();
  process.env.OUTCOME_BUS_NAME = BUS;
});

type Handler = typeof handler;
const context = () => lambdaContext("agent-tools-tasks");

/** An SQS record as Lambda delivers it on its `receiveCount`th receive. */
function record(messageId: string, body: unknown, receiveCount = 1) {
  const base = sqsRecord(messageId, typeof body === "string" ? body : JSON.stringify(body));
  return { ...base, attributes: { ...base.attributes, ApproximateReceiveCount: String(receiveCount) } };
}

const batch = (fn: Handler, ...records: ReturnType<typeof record>[]) =>
  fn({ Records: records }, context()) as Promise<{ batchItemFailures: { itemIdentifier: string }[] }>;

function eventBridgeEvent(id: string, detail: unknown) {
  return {
    version: "0",
    id,
    "detail-type": "Tool call",
    source: "my.app",
    account: "000000000000",
    time: "2026-11-21T10:00:00Z",
    region: "us-east-1",
    resources: [],
    detail,
  };
}

/** The outcomes put on the bus, by event id. */
const outcomes = () => bus.events();
const outcomeOf = (eventId: string) => outcomes().filter((event) => event.detail.eventId === eventId);
const upstream = (method: string) => sandbox.requests.filter((request) => request.method === method);
const createProject = (name: string, extra: Record<string, unknown> = {}) => ({
  tool: "TasksApi.CreateProjectInTasks",
  input: { project_name: name },
  ...extra,
});

describe("an SQS batch (Powertools batch)", () => {
  it("reports only the failed records, and publishes each record's outcome", async () => {
    const answer = await batch(
      handler,
      record("good-write", createProject("From the queue", { idempotencyKey: "order-42" })),
      record("bad-input", { tool: "TasksApi.GetTasksProjectById", input: { project_id: "../x" } }),
      record("poison", "{not json"),
      record("bad-shape", { tool: "TasksApi.GetUserProjects", input: [], idempotencyKey: "k-shape" }),
      record("good-read", { tool: "TasksApi.GetUserProjects" }),
      record("other-connection", { tool: "TasksApi.GetUserProjects", input: {}, connection: "acme" }),
    );

    expect(answer).toEqual({
      batchItemFailures: [
        { itemIdentifier: "bad-input" },
        { itemIdentifier: "poison" },
        { itemIdentifier: "bad-shape" },
        { itemIdentifier: "other-connection" },
      ],
    });
    // Only the two good records reached TickTick.
    expect(sandbox.requests.map((request) => request.method)).toEqual(["POST", "GET"]);

    const events = outcomes();
    expect(events).toHaveLength(6);
    for (const event of events) {
      expect(event).toMatchObject({ EventBusName: BUS, Source: "agent-tools" });
      expect(event.DetailType).toBe(event.detail.error ? FAILED : SUCCEEDED);
      expect(event.detail).toMatchObject({ source: "sqs", attempt: 1 });
    }
    const [good] = outcomeOf("good-write");
    expect(good?.DetailType).toBe(SUCCEEDED);
    expect(good?.detail).toMatchObject({
      tool: "TasksApi.CreateProjectInTasks",
      eventId: "good-write",
      idempotencyKey: "order-42",
      result: { name: "From the queue" },
    });
    expect(good?.detail).not.toHaveProperty("error");
    expect(outcomeOf("good-read")[0]?.detail.result).toEqual(expect.arrayContaining([expect.anything()]));
    expect(outcomeOf("bad-input")[0]?.detail).toMatchObject({
      tool: "TasksApi.GetTasksProjectById",
      error: { type: "ValidationError", retryable: false },
    });
    const poison = outcomeOf("poison")[0];
    expect(poison?.DetailType).toBe(FAILED);
    expect(poison?.detail).toMatchObject({
      eventId: "poison",
      error: {
        type: "ValidationError",
        message: expect.stringContaining("not valid JSON"),
        retryable: false,
      },
    });
    expect(poison?.detail).not.toHaveProperty("tool");
    expect(poison?.detail).not.toHaveProperty("result");
    // A message that is JSON but not a valid call still names its tool and key, for its sender.
    expect(outcomeOf("bad-shape")[0]?.detail).toMatchObject({
      tool: "TasksApi.GetUserProjects",
      idempotencyKey: "k-shape",
      error: { type: "ValidationError" },
    });
    expect(outcomeOf("other-connection")[0]?.detail).toMatchObject({
      connection: "acme",
      error: { type: "Forbidden", retryable: false },
    });
  });

  it("a batch whose every record fails still answers {batchItemFailures}", async () => {
    const answer = await batch(handler, record("p1", "not json"), record("p2", "[]"));
    expect(answer).toEqual({ batchItemFailures: [{ itemIdentifier: "p1" }, { itemIdentifier: "p2" }] });
  });

  it(`a poison message fails on each of its ${DEFAULT_MAX_RECEIVE_COUNT} receives and never reaches the upstream`, async () => {
    // Each failed receive returns the message to the queue after its visibility timeout; after the
    // last one SQS moves it to the queue's DLQ (RedrivePolicy maxReceiveCount, asserted in
    // test/infra/events-tool-events.test.ts) and the function never sees it again. A DLQ redrive
    // (StartMessageMoveTask) later sends it back as a new message, with a new message id.
    for (let receive = 1; receive <= DEFAULT_MAX_RECEIVE_COUNT; receive++) {
      const answer = await batch(
        handler,
        record("unparseable", '{"tool": ', receive),
        record("invalid", createProject(""), receive),
        record("fine", { tool: "TasksApi.GetUserProjects", input: {} }, 1),
      );
      expect(answer.batchItemFailures).toEqual([
        { itemIdentifier: "unparseable" },
        { itemIdentifier: "invalid" },
      ]);
    }
    // Only the good record's reads reached TickTick; the poison ones never did.
    expect(sandbox.requests.map((request) => request.path)).toEqual(
      Array(DEFAULT_MAX_RECEIVE_COUNT).fill("/open/v1/project"),
    );
    expect(upstream("POST")).toHaveLength(0);
    for (const id of ["unparseable", "invalid"]) {
      const attempts = outcomeOf(id);
      expect(attempts.map((event) => event.DetailType)).toEqual(
        Array(DEFAULT_MAX_RECEIVE_COUNT).fill(FAILED),
      );
      expect(attempts.map((event) => event.detail.attempt)).toEqual(
        [1, 2, 3].slice(0, DEFAULT_MAX_RECEIVE_COUNT),
      );
    }
  });

  it("a redelivered message (same message id) writes once", async () => {
    // Another container's replay (from DynamoDB, not memory): test/integration/events-redelivery.test.ts.
    const message = createProject("Exactly once");
    expect(await batch(handler, record("dup", message, 1))).toEqual({ batchItemFailures: [] });
    expect(await batch(handler, record("dup", message, 2))).toEqual({ batchItemFailures: [] });

    expect(upstream("POST")).toHaveLength(1);
    const results = outcomeOf("dup").map((event) => event.detail.result as { id: string });
    expect(results).toHaveLength(2);
    expect(new Set(results.map((result) => result.id)).size).toBe(1);
    // Another message with the same body is another call.
    await batch(handler, record("not-dup", message));
    expect(upstream("POST")).toHaveLength(2);
  });
});

describe("an EventBridge event", () => {
  it("redelivered with the same id writes once; both outcomes carry the one result", async () => {
    const event = eventBridgeEvent("eb-1", createProject("From the bus", { idempotencyKey: "eb-key" }));
    const first = await handler(event, context());
    const again = await handler(event, context());
    expect(again).toEqual(first);
    expect(upstream("POST")).toHaveLength(1);
    const published = outcomeOf("eb-1");
    expect(published).toHaveLength(2);
    for (const outcome of published) {
      expect(outcome.DetailType).toBe(SUCCEEDED);
      expect(outcome.detail).toMatchObject({
        tool: "TasksApi.CreateProjectInTasks",
        source: "eventbridge",
        eventId: "eb-1",
        idempotencyKey: "eb-key",
        result: (first as { result: unknown }).result,
      });
    }
  });

  it("a failure is thrown as the typed error and published, also for a detail that is no call", async () => {
    const notFound = eventBridgeEvent("eb-404", {
      tool: "TasksApi.GetTasksProjectById",
      input: { project_id: "000000000000000000000000" },
    });
    await expect(handler(notFound, context())).rejects.toMatchObject({ name: "NotFound" });
    const badDetail = eventBridgeEvent("eb-bad", { input: {}, idempotencyKey: "k-bad" });
    await expect(handler(badDetail, context())).rejects.toMatchObject({ name: "ValidationError" });

    expect(outcomeOf("eb-404")[0]).toMatchObject({
      DetailType: FAILED,
      detail: { tool: "TasksApi.GetTasksProjectById", error: { type: "NotFound", retryable: false } },
    });
    expect(outcomeOf("eb-bad")[0]).toMatchObject({
      DetailType: FAILED,
      detail: { source: "eventbridge", idempotencyKey: "k-bad", error: { type: "ValidationError" } },
    });
  });

  it("publishes nothing for HTTP and direct callers", async () => {
    await handler(
      { tool: "TasksApi.GetTasksProjectById", input: { project_id: STARTING_DATA.projects.work } },
      context(),
    );
    expect(bus.requests).toHaveLength(0);
  });
});

describe("when the outcome cannot be published", () => {
  it.each(["error", "reject"] as const)("the call still succeeds (bus answers %s)", async (mode) => {
    bus.setMode(mode);
    const answer = await batch(handler, record(`sqs-${mode}`, createProject(`Despite ${mode}`)));
    expect(answer).toEqual({ batchItemFailures: [] });
    const output = await handler(
      eventBridgeEvent(`eb-${mode}`, { tool: "TasksApi.GetUserProjects" }),
      context(),
    );
    expect(output).toMatchObject({ tool: "TasksApi.GetUserProjects" });

    expect(upstream("POST")).toHaveLength(1);
    // The puts were tried (the SDK retries a 500) and nothing was stored.
    expect(bus.requests.length).toBeGreaterThanOrEqual(2);
    expect(bus.entries).toHaveLength(0);
  });

  it("without OUTCOME_BUS_NAME nothing is sent", async () => {
    delete process.env.OUTCOME_BUS_NAME;
    expect(await batch(handler, record("no-bus", { tool: "TasksApi.GetUserProjects" }))).toEqual({
      batchItemFailures: [],
    });
    expect(bus.requests).toHaveLength(0);
  });
});

describe("log lines", () => {
  const lines: Record<string, unknown>[] = [];
  beforeEach(() => {
    process.env.LOG_LEVEL = "debug";
    for (const stream of ["stdout", "stderr"] as const) {
      vi.spyOn(process[stream], "write").mockImplementation((chunk: string | Uint8Array) => {
        for (const line of String(chunk)
          .split("\n")
          .filter((text) => text.startsWith("{"))) {
          lines.push(JSON.parse(line) as Record<string, unknown>);
        }
        return true;
      });
    }
  });
  afterEach(() => {
    vi.restoreAllMocks();
    process.env.LOG_LEVEL = "silent";
    lines.length = 0;
  });
  const linesSaying = (message: string) => lines.filter((line) => line.message === message);

  it("an unparseable record and a lost outcome are logged, not thrown", async () => {
    bus.setMode("error");
    expect(await batch(handler, record("garbled", "%%%", 2))).toEqual({
      batchItemFailures: [{ itemIdentifier: "garbled" }],
    });
    expect(linesSaying("sqs record rejected")).toEqual([
      expect.objectContaining({
        level: "WARN",
        messageId: "garbled",
        attempt: 2,
        outcome: "ValidationError",
      }),
    ]);
    expect(linesSaying("outcome not published")).toEqual([
      expect.objectContaining({ level: "WARN", eventId: "garbled", errorName: "InternalException" }),
    ]);
  });

  it("without OUTCOME_BUS_NAME, a debug line says the outcome was not published", async () => {
    delete process.env.OUTCOME_BUS_NAME;
    await handler(eventBridgeEvent("eb-quiet", { tool: "TasksApi.GetUserProjects" }), context());
    expect(linesSaying("outcome not published: OUTCOME_BUS_NAME is not set")).toEqual([
      expect.objectContaining({ level: "DEBUG", eventId: "eb-quiet", source: "eventbridge" }),
    ]);
  });
});

describe("the outcome detail", () => {
  const call = { source: "sqs" as const, eventId: "m1", tool: "TasksApi.GetUserProjects" };

  it("carries a small result, and leaves out one of 200 KB or more", () => {
    expect(outcomeDetail(call, { result: [{ id: "p1" }] })).toEqual({ ...call, result: [{ id: "p1" }] });
    expect(outcomeDetail(call, { result: null })).toEqual({ ...call, result: null });
    const large = { data: "x".repeat(EVENT_RESULT_BYTES) };
    expect(outcomeDetail(call, { result: large })).toEqual({ ...call, resultOmitted: true });
  });

  it("carries the typed error, and nothing of an unexpected one", () => {
    const typed = new ToolError("RateLimited", "Xero allows 60 calls a minute.");
    expect(outcomeDetail(call, { error: typed }).error).toEqual({
      type: "RateLimited",
      message: "Xero allows 60 calls a minute.",
      retryable: true,
    });
    const unexpected = outcomeDetail(call, { error: new Error("socket hang up at 10.0.0.7") });
    expect(unexpected.error).toMatchObject({ type: "InternalError", retryable: false });
    expect(JSON.stringify(unexpected)).not.toContain("10.0.0.7");
  });
});
