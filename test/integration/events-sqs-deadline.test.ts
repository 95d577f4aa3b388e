// An SQS batch near the function's deadline, through the real `tasks` handler: TickTick is a fault
// server answering slowly, the Lambda context has little time, idempotency runs on dynalite and
// outcomes go to a local PutEvents fake. Records the function has no time for are returned unsent
// (reported failed, not run, no outcome), the finished ones succeed, and the handler answers before
// the deadline; redelivering only the returned ones sends nothing twice.
import { randomBytes } from "node:crypto";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { handler } from "../../functions/tasks";
import { FAILED, SUCCEEDED } from "../../lib/events/outcomes";
import { recordNeedsMs } from "../../lib/events/sqs-batch";
import { DEADLINE_MARGIN_MS } from "../../lib/runtime/config";
import { type LocalDynamo, startLocalDynamo } from "../../local/dynamodb";
import { lambdaContext } from "../../local/lambda-context";
import { type EventBridgeFake, startEventBridgeFake } from "../support/eventbridge-fake";
import { sqsRecord } from "../support/events";
import { startFaultServer } from "../support/fault-server";

/** One upstream attempt; a record is started only with this plus DEADLINE_MARGIN_MS left. */
const UPSTREAM_TIMEOUT_MS = 2_500;
const NEEDS_MS = UPSTREAM_TIMEOUT_MS + DEADLINE_MARGIN_MS;
/** How long TickTick takes to answer, while `slow`. */
const SLOW_MS = 1_500;
/**
 * The function's time for the batch: the first record starts with it, ends with about
 * 6000 - 1500 = 4500 ms left (>= 3500: the second starts), which ends with at most 3000 ms left
 * (< 3500: the rest are returned unsent). Up to 1 s of overhead per record keeps that true.
 */
const TIMEOUT_MS = 6_000;

let upstream: Awaited<ReturnType<typeof startFaultServer>>;
let dynamo: LocalDynamo;
let bus: EventBridgeFake;
let delayMs = 0;

beforeAll(async () => {
  [upstream, dynamo, bus] = await Promise.all([
    // TickTick's create-project: the project as created, after `delayMs`.
    startFaultServer((request) => {
      const { name } = JSON.parse(request.body || "{}") as { name?: string };
      return {
        delayMs,
        body: JSON.stringify({ id: randomBytes(12).toString("hex"), name, kind: "TASK" }),
      };
    }),
    startLocalDynamo(),
    startEventBridgeFake(),
  ]);
  Object.assign(process.env, {
    AWS_ACCESS_KEY_ID: "test",
    AWS_SECRET_ACCESS_KEY: "test",
    AWS_REGION: "us-east-1",
    TASKS_API_BASE_URL: `${upstream.url}/open/v1`,
    TASKS_API_ACCESS_TOKEN: "tasks-token",
    AWS_ENDPOINT_URL_EVENTBRIDGE: bus.endpoint,
    OUTCOME_BUS_NAME: "agent-tools-outcomes",
    UPSTREAM_TIMEOUT_MS: String(UPSTREAM_TIMEOUT_MS),
  });
  delete process.env.AWS_SESSION_TOKEN;
  delete process.env.AWS_PROFILE;
  dynamo.configure(process.env);
  // Warm: the first batch of a process loads the tool's module, Powertools and the SDK clients.
  await batch(lambdaContext("agent-tools-tasks"), record("warm-up", "Warm-up"));
});
afterAll(async () => {
  await Promise.all([upstream.close(), dynamo.close(), bus.close()]);
});
beforeEach(() => {
  upstream.reset();
  bus.reset();
  delayMs = 0;
});

const createProject = (name: string) => ({
  tool: "TasksApi.CreateProjectInTasks",
  input: { project_name: name },
});

function record(messageId: string, projectName: string, receiveCount = 1) {
  const base = sqsRecord(messageId, JSON.stringify(createProject(projectName)));
  return { ...base, attributes: { ...base.attributes, ApproximateReceiveCount: String(receiveCount) } };
}

type Answer = { batchItemFailures: { itemIdentifier: string }[] };
const batch = (context: ReturnType<typeof lambdaContext>, ...records: ReturnType<typeof record>[]) =>
  handler({ Records: records }, context) as Promise<Answer>;

/** The project names TickTick was asked to create, in order. */
const created = () => upstream.requests.map((request) => (JSON.parse(request.body) as { name: string }).name);
const outcomeOf = (eventId: string) => bus.events().filter((event) => event.detail.eventId === eventId);

describe("a batch near the deadline", () => {
  const lines: Record<string, unknown>[] = [];
  beforeEach(() => {
    process.env.LOG_LEVEL = "info";
    vi.spyOn(process.stderr, "write").mockImplementation((chunk: string | Uint8Array) => {
      for (const line of String(chunk).split("\n")) {
        if (line.startsWith("{")) lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      return true;
    });
    vi.spyOn(process.stdout, "write").mockImplementation(() => true);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    process.env.LOG_LEVEL = "silent";
    lines.length = 0;
  });

  it("a record needs one upstream attempt and the deadline margin", () => {
    expect(recordNeedsMs()).toBe(NEEDS_MS);
    expect(recordNeedsMs({ UPSTREAM_TIMEOUT_MS: "8000" })).toBe(8_000 + DEADLINE_MARGIN_MS);
  });

  it("returns the records it has no time for unsent; the finished ones succeed; redelivery sends nothing twice", async () => {
    delayMs = SLOW_MS;
    const context = lambdaContext("agent-tools-tasks", TIMEOUT_MS);
    const answer = await batch(
      context,
      record("m1", "One"),
      record("m2", "Two"),
      record("m3", "Three"),
      record("m4", "Four"),
    );
    const leftAtAnswer = context.getRemainingTimeInMillis();

    // Exactly the records not started are returned, in order; the handler answered in time.
    expect(answer).toEqual({ batchItemFailures: [{ itemIdentifier: "m3" }, { itemIdentifier: "m4" }] });
    expect(leftAtAnswer).toBeGreaterThan(DEADLINE_MARGIN_MS);
    // TickTick saw each started record once, and none of the others.
    expect(created()).toEqual(["One", "Two"]);
    // The finished records published their success; the unsent ones published nothing (they did not run).
    for (const id of ["m1", "m2"]) {
      expect(outcomeOf(id).map((event) => event.DetailType)).toEqual([SUCCEEDED]);
    }
    expect(outcomeOf("m3")).toEqual([]);
    expect(outcomeOf("m4")).toEqual([]);
    expect(lines.filter((line) => line.message === "sqs records returned unsent")).toEqual([
      expect.objectContaining({
        level: "WARN",
        count: 2,
        messageIds: ["m3", "m4"],
        started: 2,
        neededMs: NEEDS_MS,
      }),
    ]);

    // SQS redelivers only the returned records (their second receive), with a function's full time.
    delayMs = 50;
    const again = await batch(
      lambdaContext("agent-tools-tasks", TIMEOUT_MS),
      record("m3", "Three", 2),
      record("m4", "Four", 2),
    );
    expect(again).toEqual({ batchItemFailures: [] });
    expect(created()).toEqual(["One", "Two", "Three", "Four"]);
    expect(outcomeOf("m3").map((event) => event.detail)).toEqual([
      expect.objectContaining({ attempt: 2, result: expect.objectContaining({ name: "Three" }) }),
    ]);

    // A finished record received again (SQS delivers at least once) replays its stored result.
    const replay = await batch(lambdaContext("agent-tools-tasks", TIMEOUT_MS), record("m1", "One", 2));
    expect(replay).toEqual({ batchItemFailures: [] });
    expect(created()).toEqual(["One", "Two", "Three", "Four"]);
    expect(outcomeOf("m1").map((event) => event.DetailType)).toEqual([SUCCEEDED, SUCCEEDED]);
  });

  it("always starts the first record, however little time the batch has", async () => {
    // A function timeout below what a record needs is a configuration to fix; returning the first
    // record would only repeat on every receive until the DLQ, so it runs within the deadline.
    const context = lambdaContext("agent-tools-tasks", NEEDS_MS - 1_000);
    const answer = await batch(context, record("short-1", "Short one"), record("short-2", "Short two"));
    expect(answer).toEqual({ batchItemFailures: [{ itemIdentifier: "short-2" }] });
    expect(created()).toEqual(["Short one"]);
    expect(outcomeOf("short-1").map((event) => event.DetailType)).toEqual([SUCCEEDED]);
    expect(outcomeOf("short-2")).toEqual([]);
  });

  it("a failed record before the deadline is still reported with its outcome, and counts as started", async () => {
    delayMs = SLOW_MS;
    const context = lambdaContext("agent-tools-tasks", TIMEOUT_MS);
    const answer = await batch(
      context,
      { ...record("bad", "x"), body: "{not json" },
      record("s1", "Slow one"),
      record("s2", "Slow two"),
      record("s3", "Slow three"),
    );
    // The poison record fails at once; two slow records fit; the third is returned unsent.
    expect(answer).toEqual({ batchItemFailures: [{ itemIdentifier: "bad" }, { itemIdentifier: "s3" }] });
    expect(created()).toEqual(["Slow one", "Slow two"]);
    expect(outcomeOf("bad").map((event) => event.DetailType)).toEqual([FAILED]);
    expect(outcomeOf("s3")).toEqual([]);
    expect(lines.find((line) => line.message === "sqs records returned unsent")).toMatchObject({
      count: 1,
      messageIds: ["s3"],
      started: 3,
    });
  });
});
