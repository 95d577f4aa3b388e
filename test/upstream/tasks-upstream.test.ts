// TickTick's answers that the sandbox does not script, served by a fault-injecting upstream on
// 127.0.0.1 and read through the real `tasks` handler: error envelopes, 401, empty 200s, retries.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { handler } from "../../functions/tasks";
import { type FaultReply, startFaultServer } from "../support/fault-server";
import { invokeDirect } from "../support/invoke";

const P = "6226ff9877acee87727f6bca";
const T = "6247ee29630c800f064fd145";
let next: (index: number) => FaultReply = () => ({ body: "[]" });
let upstream: Awaited<ReturnType<typeof startFaultServer>>;

beforeAll(async () => {
  upstream = await startFaultServer((_request, index) => next(index));
  process.env.TASKS_API_BASE_URL = `${upstream.url}/open/v1`;
  process.env.TASKS_API_ACCESS_TOKEN = "fault-test-token";
  process.env.UPSTREAM_TIMEOUT_MS = "300";
});
afterAll(() => upstream.close());
afterEach(() => {
  upstream.requests.length = 0;
});

const envelope = (errorCode: string): FaultReply => ({
  status: 500,
  body: JSON.stringify({ errorId: "x1@test", errorCode, errorMessage: errorCode, data: null }),
});

const getTask = {
  tool: "TasksApi.RetrieveTaskDetails",
  input: { project_identifier: P, task_identifier: T },
};
const createProject = { tool: "TasksApi.CreateProjectInTasks", input: { project_name: "X" } };

describe("TickTick error envelopes (sent as HTTP 500) map to typed errors", () => {
  // No 429 waits here: this is the table alone (resends after exceed_query_limit: resilience.test.ts).
  beforeAll(() => {
    process.env.RATE_LIMIT_MAX_WAIT_MS = "0";
  });
  afterAll(() => {
    delete process.env.RATE_LIMIT_MAX_WAIT_MS;
  });

  it.each([
    ["task_not_found", "NotFound", false],
    ["project_not_found", "NotFound", false],
    ["exceed_query_limit", "RateLimited", true],
    ["access_forbidden", "Forbidden", false],
    ["unknown_exception", "UpstreamError", false],
  ])("%s -> %s", async (code, type, retryable) => {
    next = () => envelope(code);
    const outcome = await invokeDirect(handler, getTask.tool, getTask.input);
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.error.name).toBe(type); // what a Step Functions Catch matches
    expect(outcome.error.retryable).toBe(retryable);
    expect(outcome.error.details).toMatchObject({ upstreamStatus: 500, errorCode: code, errorId: "x1@test" });
    expect(upstream.requests).toHaveLength(1); // an envelope is an answer, not a fault to retry
    if (type === "RateLimited") expect(outcome.error.details).toMatchObject({ retryAfter: 60 });
  });
});

describe("TickTick quirks", () => {
  it("a 401 is an AuthError telling the operator to re-authorise", async () => {
    next = () => ({
      status: 401,
      body: JSON.stringify({ error: "invalid_token", error_description: "expired" }),
    });
    const outcome = await invokeDirect(handler, "TasksApi.GetUserProjects", {});
    expect(outcome.ok || outcome.error.type).toBe("AuthError");
    expect(outcome.ok || outcome.error.message).toMatch(/re-run the OAuth authorisation/);
  });

  it("a 200 with an empty body from get-task is NotFound", async () => {
    next = () => ({ status: 200, body: "", headers: { "content-type": "application/octet-stream" } });
    const outcome = await invokeDirect(handler, getTask.tool, getTask.input);
    expect(outcome.ok || outcome.error.type).toBe("NotFound");
    expect(outcome.ok || outcome.error.message).toContain(T);
  });

  it("a 200 with an empty body from update-task is NotFound naming projectId", async () => {
    next = () => ({ status: 200, body: "" });
    const outcome = await invokeDirect(handler, "TasksApi.UpdateTaskProperties", {
      mode: "execute",
      task_identifier: T,
      request_body: JSON.stringify({ projectId: P, title: "x" }),
    });
    expect(outcome.ok || outcome.error.type).toBe("NotFound");
    expect(outcome.ok || outcome.error.message).toMatch(/projectId/);
  });

  it("a 200 with an empty body from delete is a null result", async () => {
    next = () => ({ status: 200, body: "", headers: { "content-type": "application/octet-stream" } });
    const outcome = await invokeDirect(handler, "TasksApi.DeleteSpecificTask", {
      project_id: P,
      task_identifier_to_delete: T,
    });
    expect(outcome).toMatchObject({ ok: true, result: null });
  });

  it("a 200 whose body is not JSON is an UpstreamError for a JSON tool", async () => {
    next = () => ({ status: 200, body: "<html>oops" });
    const outcome = await invokeDirect(handler, "TasksApi.GetUserProjects", {});
    expect(outcome.ok || outcome.error.type).toBe("UpstreamError");
  });
});

describe("retries: reads only, writes exactly once", () => {
  it("a read is retried after a 503 and succeeds", async () => {
    next = (index) => (index === 0 ? { status: 503, body: "" } : { body: '[{"id":"p1"}]' });
    const outcome = await invokeDirect(handler, "TasksApi.GetUserProjects", {});
    expect(outcome).toMatchObject({ ok: true, result: [{ id: "p1" }] });
    expect(upstream.requests).toHaveLength(2);
  });

  it("a read gives up after 3 attempts", async () => {
    next = () => ({ destroy: true });
    const outcome = await invokeDirect(handler, "TasksApi.GetUserProjects", {});
    expect(outcome.ok || outcome.error.type).toBe("UpstreamError");
    // 3 attempts; the first, when it went out on a kept-alive connection, is resent once on a fresh
    // one (a reset there looks like a stale connection, and a read may be resent).
    expect(upstream.requests.length).toBeGreaterThanOrEqual(3);
    expect(upstream.requests.length).toBeLessThanOrEqual(4);
  });

  it.each([
    ["a 503", { status: 503, body: "" }],
    ["a dropped connection", { destroy: true }],
  ])("a create is sent once after %s", async (_label, reply) => {
    next = () => reply;
    const outcome = await invokeDirect(handler, createProject.tool, createProject.input);
    expect(outcome.ok).toBe(false);
    expect(upstream.requests).toHaveLength(1);
  });

  it.each([
    ["TasksApi.MarkTaskComplete", { project_id: P, task_identifier: T }],
    ["TasksApi.DeleteSpecificTask", { project_id: P, task_identifier_to_delete: T }],
    [
      "TasksApi.UpdateTaskProperties",
      { mode: "execute", task_identifier: T, request_body: `{"projectId":"${P}"}` },
    ],
    ["TasksApi.CreateTaskTasks", { mode: "execute", request_body: '{"title":"t"}' }],
  ])("%s is not retried after a 503", async (tool, input) => {
    next = () => ({ status: 503, body: "" });
    const outcome = await invokeDirect(handler, tool, input);
    expect(outcome.ok || outcome.error.type).toBe("UpstreamError");
    expect(upstream.requests).toHaveLength(1);
  });

  it("a slow create is an UpstreamTimeout after one attempt, not marked retryable", async () => {
    next = () => ({ delayMs: 1_000, body: "{}" });
    const outcome = await invokeDirect(handler, createProject.tool, createProject.input);
    expect(outcome.ok || outcome.error.type).toBe("UpstreamTimeout");
    expect(outcome.ok || outcome.error.retryable).toBe(false);
    expect(outcome.ok || outcome.error.message).toMatch(/may have been made/);
    expect(upstream.requests).toHaveLength(1);
  });

  it("a slow read is retried, then an UpstreamTimeout marked retryable", async () => {
    next = () => ({ delayMs: 1_000, body: "[]" });
    const outcome = await invokeDirect(handler, "TasksApi.GetUserProjects", {});
    expect(outcome.ok || outcome.error.type).toBe("UpstreamTimeout");
    expect(outcome.ok || outcome.error.retryable).toBe(true);
    expect(upstream.requests).toHaveLength(3);
  });
});
