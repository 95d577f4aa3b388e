// The one executor, called directly as the family handler calls it: schema mode, the token and its
// one refresh after a 401, how an answer becomes a result or a typed error, which calls may be
// resent, and what the call's log record learns. TickTick is the sandbox over HTTP; the answers it
// never gives (a 401 to a good token, a body that is not JSON, a cut connection, Xero's counters)
// come from the fault server. Resend timing and 429 waits are held in test/upstream/resilience.test.ts.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bodySchemas } from "../../lib/catalog/bodies/index";
import { findTool } from "../../lib/catalog/index";
import type { ToolRow } from "../../lib/catalog/types";
import { finishCallLog, startCallLog } from "../../lib/runtime/call-log";
import { ToolError } from "../../lib/runtime/errors";
import { type ExecuteOptions, executeTool, type TokenSource } from "../../lib/runtime/execute";
import { exchange } from "../../lib/upstream/transport";
import { STARTING_DATA, startTasksSandbox, type TasksSandbox } from "../../local/sandbox/tasks/index";
import { type FaultReply, startFaultServer } from "../support/fault-server";

const TENANT = "7a513ee1-8e5e-4e8c-9d0e-1b2b3c4d5e6f";
const XERO_TOKEN = "xero-execute-test-token-1";
const row = (name: string) => findTool(name) as ToolRow;

let sandbox: TasksSandbox;
let xero: Awaited<ReturnType<typeof startFaultServer>>;
let next: (index: number) => FaultReply = () => ({ body: "{}" });

beforeAll(async () => {
  [sandbox, xero] = await Promise.all([
    startTasksSandbox(),
    startFaultServer((_request, index) => next(index)),
  ]);
  process.env.TASKS_API_BASE_URL = sandbox.url;
  process.env.LEDGER_API_BASE_URL = `${xero.url}/api.xro/2.0`;
  process.env.UPSTREAM_TIMEOUT_MS = "2000";
  delete process.env.TASKS_MAX_IN_FLIGHT;
});
afterAll(async () => {
  await Promise.all([sandbox.close(), xero.close()]);
});
beforeEach(() => {
  sandbox.reset();
  xero.reset();
  next = () => ({ body: "{}" });
});

/** A token source that hands out `tokens` in turn (the first on get, the next on refresh) and counts. */
function tokens(first: string, refreshed?: string | undefined, withRefresh = true) {
  const seen = { gets: 0, refreshes: [] as string[] };
  const source: TokenSource = {
    get: async () => {
      seen.gets++;
      return first;
    },
    ...(withRefresh
      ? {
          refresh: async (refused: string) => {
            seen.refreshes.push(refused);
            return refreshed;
          },
        }
      : {}),
  };
  return { source, seen };
}

const sandboxToken = () => tokens(sandbox.token).source;

async function failure(promise: Promise<unknown>): Promise<ToolError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ToolError) return error;
    throw error;
  }
  throw new Error("the call succeeded");
}

describe("schema mode", () => {
  const create = row("TasksApi.CreateTaskTasks");
  const update = row("TasksApi.UpdateTaskProperties");

  it("get_request_schema answers the body schema without reading the token or calling TickTick", async () => {
    const { source, seen } = tokens("unused");
    const callLog = startCallLog();
    expect(await executeTool(create, { mode: "get_request_schema" }, source, { callLog })).toBe(
      bodySchemas.TickTickTaskCreate,
    );
    expect(seen.gets).toBe(0);
    expect(sandbox.requests).toHaveLength(0);
    expect(finishCallLog(callLog)).toEqual({});
  });

  it("execute sends the parsed request_body", async () => {
    const result = (await executeTool(
      create,
      {
        mode: "execute",
        request_body: JSON.stringify({
          title: "Book flights",
          projectId: STARTING_DATA.projects.work,
          priority: 3,
        }),
      },
      sandboxToken(),
    )) as Record<string, unknown>;
    expect(result).toMatchObject({
      title: "Book flights",
      projectId: STARTING_DATA.projects.work,
      priority: 3,
    });
    expect(result.id).toEqual(expect.stringMatching(/^[0-9a-f]{24}$/));
    expect(sandbox.requests.map(({ method, path }) => `${method} ${path}`)).toEqual(["POST /open/v1/task"]);
  });

  it("a request_body that is not JSON is a ValidationError naming it, and nothing is sent", async () => {
    const error = await failure(
      executeTool(create, { mode: "execute", request_body: "{title: 'x'}" }, sandboxToken()),
    );
    expect(error.type).toBe("ValidationError");
    expect(error.message).toMatch(
      /^Invalid request_body: it must be a string holding a JSON object \(.+\)\.$/,
    );
    expect(error.details).toEqual({
      problems: [{ parameter: "request_body", message: "is not valid JSON" }],
    });
    expect(sandbox.requests).toHaveLength(0);
  });

  it("a body that breaks the schema names the field under request_body", async () => {
    const error = await failure(
      executeTool(
        create,
        { mode: "execute", request_body: JSON.stringify({ title: "x", priority: 2, due_date: "tomorrow" }) },
        sandboxToken(),
      ),
    );
    expect(error.type).toBe("ValidationError");
    expect((error.details as { problems: { parameter: string }[] }).problems.map((p) => p.parameter)).toEqual(
      ["request_body.due_date", "request_body.priority"],
    );
    expect(error.message).toMatch(
      /^Invalid request_body: request_body\.due_date: is not a known \w+; did you mean dueDate\? Allowed: projectId, title, content, .*; request_body\.priority: must be one of 0, 1, 3, 5$/,
    );
    expect(sandbox.requests).toHaveLength(0);
  });

  it("a body id that differs from task_identifier is refused; an equal one is sent", async () => {
    const taskId = STARTING_DATA.tasks.workTodo;
    const body = (id: string) =>
      JSON.stringify({ id, projectId: STARTING_DATA.projects.work, title: "Renamed by execute" });
    const error = await failure(
      executeTool(
        update,
        { mode: "execute", task_identifier: taskId, request_body: body(STARTING_DATA.tasks.workDoing) },
        sandboxToken(),
      ),
    );
    expect(error.message).toBe(
      `Invalid request_body: request_body.id: must equal task_identifier (${taskId}) or be left out`,
    );
    expect(error.details).toEqual({
      problems: [
        { parameter: "request_body.id", message: `must equal task_identifier (${taskId}) or be left out` },
      ],
    });
    expect(sandbox.requests).toHaveLength(0);

    const updated = await executeTool(
      update,
      { mode: "execute", task_identifier: taskId, request_body: body(taskId) },
      sandboxToken(),
    );
    expect(updated).toMatchObject({ id: taskId, title: "Renamed by execute" });
  });

  it("an update answered with an empty 200 is NotFound with the row's message", async () => {
    const error = await failure(
      executeTool(
        update,
        {
          mode: "execute",
          task_identifier: STARTING_DATA.tasks.workTodo,
          request_body: JSON.stringify({
            projectId: STARTING_DATA.projects.groceries,
            title: "Wrong project",
          }),
        },
        sandboxToken(),
      ),
    );
    expect(error.type).toBe("NotFound");
    expect(error.message).toBe(
      `TickTick has no task ${STARTING_DATA.tasks.workTodo} in the project named by request_body.projectId (the task does not exist, or projectId is not the task's own project). Nothing was changed.`,
    );
  });
});

describe("answers", () => {
  it("a JSON answer is the result", async () => {
    const result = (await executeTool(
      row("TasksApi.GetTasksProjectById"),
      { project_id: STARTING_DATA.projects.groceries },
      sandboxToken(),
    )) as Record<string, unknown>;
    expect(result).toMatchObject({ id: STARTING_DATA.projects.groceries, name: "Groceries" });
  });

  it("an empty 200 for a not-found row is NotFound, its message filled from the input", async () => {
    const missing = "5eed0000000000000000ffff";
    const error = await failure(
      executeTool(
        row("TasksApi.RetrieveTaskDetails"),
        { project_identifier: STARTING_DATA.projects.work, task_identifier: missing },
        sandboxToken(),
      ),
    );
    expect(error).toMatchObject({ type: "NotFound", status: 404, retryable: false });
    expect(error.message).toBe(`TickTick has no task ${missing} in project ${STARTING_DATA.projects.work}.`);
  });

  it("an empty 200 for any other row is a null result", async () => {
    const deleted = await executeTool(
      row("TasksApi.DeleteSpecificTask"),
      { project_id: STARTING_DATA.projects.work, task_identifier_to_delete: STARTING_DATA.tasks.workDone },
      sandboxToken(),
    );
    expect(deleted).toBeNull();
  });

  it("Xero's answers: /Date()/ values become ISO 8601; white space alone is null; text is an UpstreamError", async () => {
    const invoices = row("LedgerApi.RetrieveInvoices");
    const input = { ledger_tenant_id: TENANT };
    const token = tokens(XERO_TOKEN).source;
    next = () => ({ body: '{"Invoices":[{"Date":"/Date(1767225600000+0000)/","Reference":"/Date(x)/"}]}' });
    expect(await executeTool(invoices, input, token)).toEqual({
      Invoices: [{ Date: "2026-01-01T00:00:00.000Z", Reference: "/Date(x)/" }],
    });
    next = () => ({ body: " \n " });
    expect(await executeTool(invoices, input, token)).toBeNull();
    next = () => ({ body: "<html>maintenance</html>", headers: { "content-type": "text/html" } });
    const error = await failure(executeTool(invoices, input, token));
    expect(error).toMatchObject({
      type: "UpstreamError",
      message: "Xero answered with a body that is not JSON.",
    });
  });

  it("an error status goes through the upstream's error table, whatever the body", async () => {
    next = () => ({ status: 404, body: "Not Found" });
    const error = await failure(
      executeTool(
        row("LedgerApi.GetInvoiceDetails"),
        { invoice_identifier: "9d7d0c6a-9a2e-4a51-8f2a-0c1a2b3c4d5e", ledger_tenant_id: TENANT },
        tokens(XERO_TOKEN).source,
      ),
    );
    expect(error).toMatchObject({ type: "NotFound", message: "Xero has no such record in this tenant." });
  });

  it("a file row's answer is a file result, never decoded as text", async () => {
    const bytes = Uint8Array.from([0x25, 0x50, 0x44, 0x46, 0xff, 0x00, 0xfe]);
    next = () => ({ body: bytes, headers: { "content-type": "application/pdf" } });
    const result = await executeTool(
      row("LedgerApi.RetrieveInvoicePdf"),
      { invoice_id: "9d7d0c6a-9a2e-4a51-8f2a-0c1a2b3c4d5e", tenant_identifier: TENANT },
      tokens(XERO_TOKEN).source,
    );
    expect(result).toEqual({
      contentType: "application/pdf",
      size: 7,
      encoding: "base64",
      data: Buffer.from(bytes).toString("base64"),
    });
    expect(xero.requests[0]?.headers.accept).toBe("application/pdf");
  });
});

describe("the token", () => {
  const projects = row("TasksApi.GetUserProjects");

  it("is read once and sent as a bearer token", async () => {
    const { source, seen } = tokens(sandbox.token);
    const result = await executeTool(projects, {}, source);
    expect((result as { id: string }[]).map((project) => project.id)).toEqual(
      expect.arrayContaining(Object.values(STARTING_DATA.projects)),
    );
    expect(seen).toEqual({ gets: 1, refreshes: [] });
    expect(sandbox.requests.map((request) => request.authorized)).toEqual([true]);
  });

  it("after a 401, one refresh and one resend with the fresh token", async () => {
    const { source, seen } = tokens("revoked-token-0001", sandbox.token);
    expect(Array.isArray(await executeTool(projects, {}, source))).toBe(true);
    expect(seen).toEqual({ gets: 1, refreshes: ["revoked-token-0001"] });
    expect(sandbox.requests.map((request) => request.authorized)).toEqual([false, true]);
  });

  it.each([
    ["cannot be refreshed", undefined, true],
    ["refreshes to the same token", "revoked-token-0001", true],
    ["has no refresh at all", undefined, false],
  ])("a 401 from a connection that %s is an AuthError, sent once", async (_case, refreshed, withRefresh) => {
    const { source } = tokens("revoked-token-0001", refreshed, withRefresh);
    const error = await failure(executeTool(projects, {}, source));
    expect(error).toMatchObject({ type: "AuthError", status: 401, retryable: false });
    expect(error.message).toContain("TickTick issues no refresh tokens: re-run the OAuth authorisation");
    expect(sandbox.requests).toHaveLength(1);
  });

  it("a 401 to the refreshed token too is an AuthError after exactly two attempts", async () => {
    const { source, seen } = tokens("revoked-token-0001", "also-revoked-0002");
    const error = await failure(executeTool(projects, {}, source));
    expect(error.type).toBe("AuthError");
    expect(seen.refreshes).toEqual(["revoked-token-0001"]);
    expect(sandbox.requests.map((request) => request.authorized)).toEqual([false, false]);
  });

  it("a failed token read is the call's error and nothing is sent or logged", async () => {
    const callLog = startCallLog();
    const source: TokenSource = {
      get: () => Promise.reject(new ToolError("AuthError", "No TickTick token is configured.")),
    };
    const error = await failure(executeTool(projects, {}, source, { callLog }));
    expect(error.message).toBe("No TickTick token is configured.");
    expect(sandbox.requests).toHaveLength(0);
    expect(finishCallLog(callLog)).toEqual({});
  });
});

describe("which calls are resent after a fault", () => {
  /** The connection dropped before any answer: the upstream could not be reached. */
  const cut: FaultReply = { destroy: true };
  // Each test starts on a fresh connection: a reset on a kept-alive one would be resent once by the
  // transport as a stale connection (for requests that may be resent), which is not what is counted here.
  beforeEach(async () => {
    const script = next;
    next = () => ({ body: "{}", headers: { connection: "close" } });
    await exchange(`${xero.url}/close`, { method: "GET", headers: {} }, 1_000);
    next = script;
    xero.reset();
  });
  const history = row("LedgerApi.CreateInvoiceHistory");
  const historyInput = { invoice_id: "9d7d0c6a-9a2e-4a51-8f2a-0c1a2b3c4d5e", tenant_identifier: TENANT };
  const token = () => tokens(XERO_TOKEN).source;

  it("a read: up to 3 attempts", async () => {
    next = () => cut;
    const error = await failure(
      executeTool(row("LedgerApi.RetrieveInvoices"), { ledger_tenant_id: TENANT }, token()),
    );
    expect(error).toMatchObject({
      type: "UpstreamError",
      message: "Xero could not be reached.",
      retryable: true,
    });
    expect(xero.requests).toHaveLength(3);
  });

  it("a write without an idempotency key: once, and the answer says the change may have been made", async () => {
    next = () => cut;
    const error = await failure(executeTool(history, historyInput, token()));
    expect(error).toMatchObject({
      type: "UpstreamError",
      message: "Xero could not be reached. The change may have been made: check before calling again.",
      retryable: false,
    });
    expect(xero.requests).toHaveLength(1);
  });

  it("a write with an idempotency key: resent, with the key, like a read", async () => {
    next = (index) => (index < 2 ? cut : { body: '{"HistoryRecords":[{"Details":"ok"}]}' });
    const result = await executeTool(history, { ...historyInput, idempotency_key: "k-1" }, token());
    expect(result).toEqual({ HistoryRecords: [{ Details: "ok" }] });
    expect(xero.requests.map((request) => request.headers["idempotency-key"])).toEqual(["k-1", "k-1", "k-1"]);
  });

  it("an idempotent write without a key: once, but a lost answer is harmless and retryable", async () => {
    process.env.TASKS_API_BASE_URL = `${xero.url}/open/v1`;
    try {
      next = () => cut;
      const error = await failure(
        executeTool(
          row("TasksApi.UpdateProjectProperties"),
          { project_identifier: "p1", project_name: "N" },
          tokens("t").source,
        ),
      );
      expect(error).toMatchObject({
        type: "UpstreamError",
        message: "TickTick could not be reached.",
        retryable: true,
      });
      expect(xero.requests).toHaveLength(1);
    } finally {
      process.env.TASKS_API_BASE_URL = sandbox.url;
    }
  });
});

describe("the call around it", () => {
  const invoices = row("LedgerApi.RetrieveInvoices");
  const input = { ledger_tenant_id: TENANT };

  it("the log record learns the upstream status, resends and Xero's rate-limit counters", async () => {
    next = (index) =>
      index === 0
        ? { status: 503, body: "" }
        : {
            body: '{"Invoices":[]}',
            headers: {
              "x-minlimit-remaining": "41",
              "x-daylimit-remaining": "4000",
              "x-appminlimit-remaining": "9000",
            },
          };
    const callLog = startCallLog();
    await executeTool(invoices, input, tokens(XERO_TOKEN).source, { callLog });
    expect(finishCallLog(callLog)).toEqual({
      upstreamStatus: 200,
      // Time in the upstream client, both attempts and the backoff between them.
      upstreamMs: expect.any(Number),
      retries: 1,
      rateLimitWaits: 0,
      minLimitRemaining: 41,
      dayLimitRemaining: 4000,
      appMinLimitRemaining: 9000,
    });
  });

  it("without any answer the record has the attempts but no status", async () => {
    next = () => ({ destroy: true });
    const callLog = startCallLog();
    await failure(executeTool(invoices, input, tokens(XERO_TOKEN).source, { callLog }));
    expect(finishCallLog(callLog)).toEqual({ upstreamMs: expect.any(Number), retries: 2, rateLimitWaits: 0 });
  });

  it.each<[string, ExecuteOptions["remainingMs"]]>([
    ["unknown", undefined],
    ["not a number", () => Number.NaN],
    ["infinite", () => Number.POSITIVE_INFINITY],
  ])(
    "with the function's remaining time %s the call runs within the settings' budget",
    async (_case, remainingMs) => {
      next = () => ({ body: '{"Invoices":[{"InvoiceNumber":"INV-1"}]}' });
      const options = remainingMs ? { remainingMs } : {};
      expect(await executeTool(invoices, input, tokens(XERO_TOKEN).source, options)).toEqual({
        Invoices: [{ InvoiceNumber: "INV-1" }],
      });
      expect(xero.requests).toHaveLength(1);
    },
  );
});
