// The deployed `mcp` function in code mode, with the Lambda invoke faked (no AWS): a script's calls
// reach the families as direct invokes marked `via: "code"` with the run's id, a keyed script's
// writes carry keys derived from its key (the same on a repeat), a tool outside the deployed
// families is not offered to the script, and the run's time is held to the function's.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { codeExecuteEvent } from "../support/events";
import type { Json } from "../support/json";

const sent: { FunctionName: string; event: Json }[] = [];
let reply: (event: Json) => unknown = () => null;

vi.mock("../../lib/aws/lambda-invoke", () => ({
  async invokeLambda(functionName: string, payload: string) {
    const event = JSON.parse(payload) as Json;
    sent.push({ FunctionName: functionName, event });
    return { payload: JSON.stringify({ tool: event.tool, result: reply(event) }) };
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

async function execute(args: Record<string, unknown>, remainingMs = 30_000) {
  const response = await handler(
    codeExecuteEvent(args, {
      identity: { userArn: "arn:aws:sts::123456789012:assumed-role/agent-tools-connection-alice/session" },
    }),
    { getRemainingTimeInMillis: () => remainingMs },
  );
  expect(response.statusCode).toBe(200);
  return (JSON.parse(response.body) as { result: { structuredContent: Json; isError?: boolean } }).result;
}

describe("functions/mcp in code mode", () => {
  it("invokes each inner call as a direct call of the script's run, for the caller's connection", async () => {
    reply = (event) =>
      event.tool === "TasksApi.GetUserProjects" ? [{ id: "p1", name: "Inbox" }] : { id: "t1" };
    const code = `
      const [project] = await tools.TasksApi.GetUserProjects({});
      const task = await tools.TasksApi.CreateTaskTasks({ mode: "execute", request_body: JSON.stringify({ title: "x", projectId: project.id }) });
      return [project.name, task.id, typeof tools.LedgerApi.CreateInvoices];`;
    const answer = await execute({ code, idempotency_key: "run-1" });
    expect(answer.structuredContent.result).toEqual(["Inbox", "t1", "undefined"]);
    expect(sent.map((call) => call.FunctionName)).toEqual(["fn-tasks", "fn-tasks"]);
    const [read, write] = sent.map((call) => call.event);
    expect(read).toMatchObject({ tool: "TasksApi.GetUserProjects", via: "code", connection: "alice" });
    expect(read?.codeRun).toMatch(/^[0-9a-f-]{36}$/);
    expect(write?.codeRun).toBe(read?.codeRun);
    expect(read?.idempotencyKey).toBeUndefined();
    expect(write?.idempotencyKey).toMatch(/^code-[A-Za-z0-9_-]{43}$/);

    const firstKey = write?.idempotencyKey;
    sent.length = 0;
    await execute({ code, idempotency_key: "run-1" });
    expect(sent[1]?.event.idempotencyKey).toBe(firstKey);
    expect(sent[1]?.event.codeRun).not.toBe(read?.codeRun);
  });

  it("stops a run at the function's remaining time", async () => {
    const answer = await execute({ code: "while (true) {}" }, 3_000);
    expect(answer.isError).toBe(true);
    // With 3 s left the run gets 1 s of both wall clock and CPU: whichever the host's load trips first.
    expect(answer.structuredContent.error.type).toBe("ScriptLimit");
    expect(["cpu", "time"]).toContain(answer.structuredContent.error.limit);
    expect(answer.structuredContent.error.message).toContain("(1 s");
  });
});
