// Keyed writes under faults: the answer is lost after the upstream applied the write, the upstream
// never answers, DynamoDB fails before or after the upstream call. Real handlers, the real SDK
// client on dynalite, the sandboxes over HTTP, with a scripted proxy in front of each to make the
// fault. Every test counts what the upstream holds afterwards: each write exactly once, and every
// answer says truthfully whether it happened.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { handler as ledgerWrite } from "../../functions/ledger-write";
import { handler as tasks } from "../../functions/tasks";
import { forgetCompletedRecords } from "../../lib/idempotency/index";
import { type LocalDynamo, startLocalDynamo } from "../../local/dynamodb";
import { lambdaContext } from "../../local/lambda-context";
import {
  LEDGER_STARTING_DATA,
  type LedgerSandbox,
  startLedgerSandbox,
} from "../../local/sandbox/ledger/index";
import { STARTING_DATA, startTasksSandbox, type TasksSandbox } from "../../local/sandbox/tasks/index";
import { sqsEvent } from "../support/events";
import {
  dynamoInternalError,
  dynamoOperation,
  type FaultProxy,
  faultFor,
  type ProxiedRequest,
  startFaultProxy,
} from "../support/fault-proxy";

const P = LEDGER_STARTING_DATA.primary;
let dynamo: LocalDynamo;
let ledger: LedgerSandbox;
let ticktick: TasksSandbox;
let ledgerProxy: FaultProxy;
let tasksProxy: FaultProxy;
let dynamoProxy: FaultProxy;

/** A function timeout short enough that an abandoned record's lease ends within the test. */
const FUNCTION_MS = 2_500;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  [dynamo, ledger, ticktick] = await Promise.all([
    startLocalDynamo(),
    startLedgerSandbox(),
    startTasksSandbox(),
  ]);
  [ledgerProxy, tasksProxy, dynamoProxy] = await Promise.all([
    startFaultProxy(ledger.url),
    startFaultProxy(ticktick.url),
    // dynalite's front door checks the SDK's signature, which covers the Host it was sent to.
    startFaultProxy(dynamo.endpoint, { keepHost: true }),
  ]);
  dynamo.configure(process.env);
  Object.assign(process.env, {
    AWS_ENDPOINT_URL_DYNAMODB: dynamoProxy.url,
    LEDGER_API_BASE_URL: ledgerProxy.url,
    LEDGER_API_ACCESS_TOKEN: ledger.token,
    TASKS_API_BASE_URL: tasksProxy.url,
    TASKS_API_ACCESS_TOKEN: ticktick.token,
    UPSTREAM_TIMEOUT_MS: "400",
  });
  delete process.env.OUTCOME_BUS_NAME;
});
afterAll(async () => {
  delete process.env.UPSTREAM_TIMEOUT_MS;
  await Promise.all([ledgerProxy.close(), tasksProxy.close(), dynamoProxy.close()]);
  await Promise.all([dynamo.close(), ledger.close(), ticktick.close()]);
});
beforeEach(async () => {
  ledger.reset();
  ticktick.reset();
  for (const proxy of [ledgerProxy, tasksProxy, dynamoProxy]) {
    proxy.setRule(() => ({ kind: "pass" }));
    proxy.seen.length = 0;
  }
  await forgetCompletedRecords(); // each retry below reads DynamoDB, as in another container
});

let unique = 0;
const key = () => `fault-key-${Date.now()}-${++unique}`;
const context = (name: string) => lambdaContext(name, FUNCTION_MS);

/** A direct invoke: the result, or the typed error as its JSON (type, outcome, retryable, details). */
async function invoke(handler: typeof tasks, name: string, event: unknown, functionMs = FUNCTION_MS) {
  try {
    return {
      ok: (await handler(event, lambdaContext(name, functionMs))) as { result: Record<string, unknown> },
    };
  } catch (error) {
    return { error: JSON.parse(JSON.stringify(error)) as Record<string, unknown> };
  }
}

const createTask = (title: string, idempotencyKey: string) => ({
  tool: "TasksApi.CreateTaskTasks",
  input: {
    mode: "execute",
    request_body: JSON.stringify({
      title,
      content: "from the fault suite",
      projectId: STARTING_DATA.projects.work,
    }),
  },
  idempotencyKey,
});
const isTaskCreate = (request: ProxiedRequest) => request.method === "POST" && request.url.endsWith("/task");

/** How many tasks with this title the project holds, read from the sandbox itself. */
async function tasksTitled(title: string, project: string = STARTING_DATA.projects.work): Promise<number> {
  const answer = await fetch(`${ticktick.url}/project/${project}/data`, {
    headers: { authorization: `Bearer ${ticktick.token}` },
  });
  const data = (await answer.json()) as { tasks: { title: string }[] };
  return data.tasks.filter((task) => task.title === title).length;
}

const note = (details: string, idempotencyKey?: string) => ({
  tool: "LedgerApi.CreateInvoiceHistory",
  input: { invoice_id: P.invoices.authorised, tenant_identifier: P.tenantId, history_details: details },
  ...(idempotencyKey ? { idempotencyKey } : {}),
});
const isNote = (request: ProxiedRequest) => request.method === "PUT" && request.url.includes("/History");

/** How many history notes with these details the invoice holds, read from the sandbox itself. */
async function notesSaying(details: string): Promise<number> {
  const answer = await fetch(`${ledger.url}/Invoices/${P.invoices.authorised}/History`, {
    headers: {
      authorization: `Bearer ${ledger.token}`,
      "xero-tenant-id": P.tenantId,
      accept: "application/json",
    },
  });
  const data = (await answer.json()) as { HistoryRecords: { Details: string }[] };
  return data.HistoryRecords.filter((record) => record.Details === details).length;
}

describe("the answer is lost after the upstream applied the write", () => {
  it("TickTick create: the first answer says the outcome is unknown; the retry finds the task instead of posting again", async () => {
    const idempotencyKey = key();
    tasksProxy.setRule(faultFor(isTaskCreate, { kind: "lose-answer" }));
    const first = await invoke(tasks, "tasks", createTask("Lost answer", idempotencyKey));
    expect(first.error).toMatchObject({ outcome: "unknown", retryable: true });
    expect(String(first.error?.message)).toMatch(/first looks for it \(TasksApi\.RetrieveProjectWithTasks\)/);
    expect(await tasksTitled("Lost answer")).toBe(1);

    const retry = await invoke(tasks, "tasks", createTask("Lost answer", idempotencyKey));
    expect(retry.ok?.result).toMatchObject({ title: "Lost answer", projectId: STARTING_DATA.projects.work });
    expect(tasksProxy.seen.filter(isTaskCreate)).toHaveLength(1);
    expect(await tasksTitled("Lost answer")).toBe(1);

    // Settled: a third call replays the record, with no upstream call at all.
    await forgetCompletedRecords();
    const seenBefore = tasksProxy.seen.length;
    const third = await invoke(tasks, "tasks", createTask("Lost answer", idempotencyKey));
    expect(third.ok?.result).toEqual(retry.ok?.result);
    expect(tasksProxy.seen.length).toBe(seenBefore);
  });

  it("TickTick create that never answers (timeout): the retry finds it", async () => {
    const idempotencyKey = key();
    tasksProxy.setRule(faultFor(isTaskCreate, { kind: "hang-after-forward" }));
    const first = await invoke(tasks, "tasks", createTask("Timed out", idempotencyKey));
    expect(first.error).toMatchObject({ type: "UpstreamTimeout", outcome: "unknown" });
    const retry = await invoke(tasks, "tasks", createTask("Timed out", idempotencyKey));
    expect(retry.ok?.result).toMatchObject({ title: "Timed out" });
    expect(await tasksTitled("Timed out")).toBe(1);
  });

  it("a connection cut before the request arrived: the retry looks, finds nothing, and sends it once", async () => {
    const idempotencyKey = key();
    tasksProxy.setRule(faultFor(isTaskCreate, { kind: "cut-before" }));
    const first = await invoke(tasks, "tasks", createTask("Never arrived", idempotencyKey));
    expect(first.error).toMatchObject({ outcome: "unknown" });
    expect(await tasksTitled("Never arrived")).toBe(0);
    const retry = await invoke(tasks, "tasks", createTask("Never arrived", idempotencyKey));
    expect(retry.ok?.result).toMatchObject({ title: "Never arrived" });
    expect(await tasksTitled("Never arrived")).toBe(1);
  });

  it("a task of the same title and content made before the first attempt is not taken for it", async () => {
    const idempotencyKey = key();
    // The Inbox's starting-data "Call the dentist" (created long ago) has the same title and content.
    const inboxTask = {
      tool: "TasksApi.CreateTaskTasks",
      input: {
        mode: "execute",
        request_body: JSON.stringify({ title: "Call the dentist", content: "Ask about a Friday slot" }),
      },
      idempotencyKey,
    };
    tasksProxy.setRule(faultFor(isTaskCreate, { kind: "cut-before" }));
    const first = await invoke(tasks, "tasks", inboxTask);
    expect(first.error).toMatchObject({ outcome: "unknown" });
    expect(await tasksTitled("Call the dentist", "inbox")).toBe(1);
    const retry = await invoke(tasks, "tasks", inboxTask);
    expect(retry.ok?.result).toMatchObject({ title: "Call the dentist" });
    expect(retry.ok?.result.id).not.toBe(STARTING_DATA.tasks.inboxCallDentist);
    expect(await tasksTitled("Call the dentist", "inbox")).toBe(2);
  });

  it("Xero note: the retry is sent again with the same Idempotency-Key, and Xero keeps one note", async () => {
    const idempotencyKey = key();
    // Every attempt loses its answer (a keyed Xero write is resent within the call too).
    ledgerProxy.setRule(faultFor(isNote, { kind: "lose-answer" }, 10));
    const first = await invoke(ledgerWrite, "ledger-write", note("Lost note", idempotencyKey));
    expect(first.error).toMatchObject({ outcome: "unknown", retryable: true });
    ledgerProxy.setRule(() => ({ kind: "pass" }));
    const retry = await invoke(ledgerWrite, "ledger-write", note("Lost note", idempotencyKey));
    expect(retry.ok?.result).toBeDefined();
    const sent = ledgerProxy.seen.filter(isNote);
    expect(sent.length).toBeGreaterThanOrEqual(2);
    expect(new Set(sent.map((request) => request.headers["idempotency-key"]))).toEqual(
      new Set([idempotencyKey]),
    );
    expect(await notesSaying("Lost note")).toBe(1);
  });

  it("TickTick project create: no read can tell, so the retry answers OutcomeUnknown naming the read, and posts nothing", async () => {
    const idempotencyKey = key();
    const isProjectCreate = (request: ProxiedRequest) =>
      request.method === "POST" && request.url.endsWith("/project");
    tasksProxy.setRule(faultFor(isProjectCreate, { kind: "lose-answer" }));
    const event = {
      tool: "TasksApi.CreateProjectInTasks",
      input: { project_name: "Q4 close" },
      idempotencyKey,
    };
    const first = await invoke(tasks, "tasks", event);
    expect(first.error).toMatchObject({ outcome: "unknown", retryable: false });
    const retry = await invoke(tasks, "tasks", event);
    expect(retry.error).toMatchObject({
      type: "OutcomeUnknown",
      outcome: "unknown",
      retryable: false,
      details: { check: { tool: "TasksApi.GetUserProjects", input: {} } },
    });
    expect(tasksProxy.seen.filter(isProjectCreate)).toHaveLength(1);
  });
});

describe("keyed by the tool's own idempotency_key (kept here, never sent to TickTick)", () => {
  it("a task create whose every answer is lost is sent once, not resent within the call; the retry finds it", async () => {
    const idempotency_key = key();
    const keyed = { ...createTask("Own key, lost", idempotency_key).input, idempotency_key };
    tasksProxy.setRule(faultFor(isTaskCreate, { kind: "lose-answer" }, 10));
    const first = await invoke(tasks, "tasks", { tool: "TasksApi.CreateTaskTasks", input: keyed });
    expect(first.error).toMatchObject({ outcome: "unknown", retryable: true });
    expect(tasksProxy.seen.filter(isTaskCreate)).toHaveLength(1);
    expect(tasksProxy.seen.filter(isTaskCreate)[0]?.body).not.toContain(idempotency_key);

    tasksProxy.setRule(() => ({ kind: "pass" }));
    const retry = await invoke(tasks, "tasks", { tool: "TasksApi.CreateTaskTasks", input: keyed });
    expect(retry.ok?.result).toMatchObject({
      title: "Own key, lost",
      projectId: STARTING_DATA.projects.work,
    });
    expect(tasksProxy.seen.filter(isTaskCreate)).toHaveLength(1);
    expect(await tasksTitled("Own key, lost")).toBe(1);
  });

  it("a project create whose answer is lost: the retry answers OutcomeUnknown and posts nothing", async () => {
    const isProjectCreate = (request: ProxiedRequest) =>
      request.method === "POST" && request.url.endsWith("/project");
    const input = { project_name: "Own key project", idempotency_key: key() };
    tasksProxy.setRule(faultFor(isProjectCreate, { kind: "lose-answer" }, 10));
    const first = await invoke(tasks, "tasks", { tool: "TasksApi.CreateProjectInTasks", input });
    expect(first.error).toMatchObject({ outcome: "unknown", retryable: false });
    expect(tasksProxy.seen.filter(isProjectCreate)).toHaveLength(1);
    tasksProxy.setRule(() => ({ kind: "pass" }));
    const retry = await invoke(tasks, "tasks", { tool: "TasksApi.CreateProjectInTasks", input });
    expect(retry.error).toMatchObject({
      type: "OutcomeUnknown",
      details: { check: { tool: "TasksApi.GetUserProjects", input: {} } },
    });
    expect(tasksProxy.seen.filter(isProjectCreate)).toHaveLength(1);
  });
});

describe("DynamoDB fails", () => {
  it("before anything is sent: 'nothing was sent' is true, and the retry sends it once", async () => {
    const idempotencyKey = key();
    dynamoProxy.setRule(faultFor(dynamoOperation("PutItem"), dynamoInternalError, 10));
    const first = await invoke(tasks, "tasks", createTask("Store down", idempotencyKey));
    expect(first.error).toMatchObject({ type: "InternalError", outcome: "not-sent", retryable: true });
    expect(tasksProxy.seen.filter(isTaskCreate)).toHaveLength(0);
    dynamoProxy.setRule(() => ({ kind: "pass" }));
    const retry = await invoke(tasks, "tasks", createTask("Store down", idempotencyKey));
    expect(retry.ok?.result).toMatchObject({ title: "Store down" });
    expect(await tasksTitled("Store down")).toBe(1);
  });

  it("throttling the SDK retries through: the write goes once", async () => {
    const idempotencyKey = key();
    const throttled = {
      kind: "answer" as const,
      status: 400,
      headers: { "content-type": "application/x-amz-json-1.0" },
      body: JSON.stringify({
        __type: "com.amazonaws.dynamodb.v20120810#ProvisionedThroughputExceededException",
        message: "injected",
      }),
    };
    dynamoProxy.setRule(faultFor(dynamoOperation("PutItem"), throttled, 2));
    // The SDK's throttling backoff takes a second or more: a function with the time for it.
    const answer = await invoke(tasks, "tasks", createTask("Throttled", idempotencyKey), 15_000);
    expect(answer.ok?.result).toMatchObject({ title: "Throttled" });
    expect(await tasksTitled("Throttled")).toBe(1);
  });

  it("after the upstream answered: the answer is the result, and a retry after the lease finds it", async () => {
    const idempotencyKey = key();
    dynamoProxy.setRule(faultFor(dynamoOperation("UpdateItem"), dynamoInternalError, 10));
    const first = await invoke(tasks, "tasks", createTask("Saved late", idempotencyKey));
    expect(first.ok?.result).toMatchObject({ title: "Saved late" });
    dynamoProxy.setRule(() => ({ kind: "pass" }));
    await forgetCompletedRecords(); // this container knows the answer; another one does not

    // The record stayed in progress; until the holder's lease ends a retry is told to wait...
    const early = await invoke(tasks, "tasks", createTask("Saved late", idempotencyKey));
    expect(early.error).toMatchObject({ type: "Conflict", retryable: true });
    await sleep(FUNCTION_MS);
    // ...and after it, the retry settles the record by finding the task.
    const retry = await invoke(tasks, "tasks", createTask("Saved late", idempotencyKey));
    expect(retry.ok?.result).toMatchObject({ id: first.ok?.result.id });
    expect(tasksProxy.seen.filter(isTaskCreate)).toHaveLength(1);
    expect(await tasksTitled("Saved late")).toBe(1);
  });

  it("after Xero answered: the retry after the lease is replayed by Xero under the same key", async () => {
    const idempotencyKey = key();
    dynamoProxy.setRule(faultFor(dynamoOperation("UpdateItem"), dynamoInternalError, 10));
    const first = await invoke(ledgerWrite, "ledger-write", note("Xero saved late", idempotencyKey));
    expect(first.ok?.result).toBeDefined();
    dynamoProxy.setRule(() => ({ kind: "pass" }));
    await sleep(FUNCTION_MS);
    const retry = await invoke(ledgerWrite, "ledger-write", note("Xero saved late", idempotencyKey));
    expect(retry.ok?.result).toEqual(first.ok?.result);
    expect(await notesSaying("Xero saved late")).toBe(1);
  });

  it("when releasing a key after the upstream refused: the refusal is the answer, and a later retry sends it", async () => {
    const idempotencyKey = key();
    // A TickTick refusal (the project does not exist) applies nothing.
    const missing = {
      tool: "TasksApi.CreateTaskTasks",
      input: {
        mode: "execute",
        request_body: JSON.stringify({ title: "Nowhere", projectId: "0000000000000000000000ff" }),
      },
      idempotencyKey,
    };
    dynamoProxy.setRule(faultFor(dynamoOperation("DeleteItem"), dynamoInternalError, 10));
    const first = await invoke(tasks, "tasks", missing);
    expect(first.error).toMatchObject({ type: "NotFound", outcome: "answered" });
    dynamoProxy.setRule(() => ({ kind: "pass" }));
    await sleep(FUNCTION_MS);
    const retry = await invoke(tasks, "tasks", missing);
    expect(retry.error).toMatchObject({ type: "NotFound" });
    expect(tasksProxy.seen.filter(isTaskCreate)).toHaveLength(2);
  });
});

describe("redelivery after a lost answer", () => {
  it("SQS keyed on the message id: the redelivery finds the task", async () => {
    const body = { tool: "TasksApi.CreateTaskTasks", input: createTask("From SQS", "unused").input };
    tasksProxy.setRule(faultFor(isTaskCreate, { kind: "lose-answer" }));
    const messageId = key();
    const first = await tasks(sqsEvent(messageId, body), context("tasks"));
    expect(first).toEqual({ batchItemFailures: [{ itemIdentifier: messageId }] });
    expect(await tasks(sqsEvent(messageId, body), context("tasks"))).toEqual({ batchItemFailures: [] });
    expect(await tasksTitled("From SQS")).toBe(1);
  });

  it("SQS with idempotencyKey: a redrive under a new message id finds the task", async () => {
    const body = createTask("Redriven", key());
    tasksProxy.setRule(faultFor(isTaskCreate, { kind: "lose-answer" }));
    await tasks(sqsEvent(key(), body), context("tasks"));
    expect(await tasks(sqsEvent(key(), body), context("tasks"))).toEqual({ batchItemFailures: [] });
    expect(await tasksTitled("Redriven")).toBe(1);
  });

  it("a Xero note without idempotency_key: the message id travels as Idempotency-Key, Xero keeps one", async () => {
    const messageId = key();
    ledgerProxy.setRule(faultFor(isNote, { kind: "lose-answer" }, 10));
    const body = note("Note from SQS");
    const first = await ledgerWrite(sqsEvent(messageId, body), context("ledger-write"));
    expect(first).toEqual({ batchItemFailures: [{ itemIdentifier: messageId }] });
    ledgerProxy.setRule(() => ({ kind: "pass" }));
    expect(await ledgerWrite(sqsEvent(messageId, body), context("ledger-write"))).toEqual({
      batchItemFailures: [],
    });
    const keys = ledgerProxy.seen.filter(isNote).map((request) => request.headers["idempotency-key"]);
    expect(keys.length).toBeGreaterThanOrEqual(2);
    expect(new Set(keys)).toEqual(new Set([messageId]));
    expect(await notesSaying("Note from SQS")).toBe(1);
  });

  it("an event's idempotencyKey travels to Xero as Idempotency-Key", async () => {
    const idempotencyKey = key();
    const answer = await invoke(ledgerWrite, "ledger-write", note("Keyed event", idempotencyKey));
    expect(answer.ok).toBeDefined();
    expect(ledgerProxy.seen.filter(isNote).map((request) => request.headers["idempotency-key"])).toEqual([
      idempotencyKey,
    ]);
  });

  it("an EventBridge retry (same event id) finds the task", async () => {
    const event = {
      id: key(),
      "detail-type": "Tool call",
      source: "my.app",
      detail: createTask("From EventBridge", "x"),
    };
    delete (event.detail as { idempotencyKey?: string }).idempotencyKey;
    tasksProxy.setRule(faultFor(isTaskCreate, { kind: "lose-answer" }));
    await expect(tasks(event, context("tasks"))).rejects.toMatchObject({ outcome: "unknown" });
    const retried = (await tasks(event, context("tasks"))) as { result: { title: string } };
    expect(retried.result.title).toBe("From EventBridge");
    expect(await tasksTitled("From EventBridge")).toBe(1);
  });
});

describe("HTTP callers", () => {
  it("key any write with the Idempotency-Key header: a retry after a lost answer finds the task", async () => {
    const idempotencyKey = key();
    const request = {
      resource: "/tools/{toolName}",
      path: "/tools/TasksApi.CreateTaskTasks",
      httpMethod: "POST",
      headers: { "content-type": "application/json", "Idempotency-Key": idempotencyKey },
      pathParameters: { toolName: "TasksApi.CreateTaskTasks" },
      body: JSON.stringify(createTask("Over HTTP", idempotencyKey).input),
      isBase64Encoded: false,
      requestContext: {},
    };
    tasksProxy.setRule(faultFor(isTaskCreate, { kind: "lose-answer" }));
    const first = (await tasks(request, context("tasks"))) as { statusCode: number; body: string };
    expect(first.statusCode).toBe(502);
    expect(JSON.parse(first.body).error).toMatchObject({ outcome: "unknown", retryable: true });
    const retry = (await tasks(request, context("tasks"))) as { statusCode: number; body: string };
    expect(retry.statusCode).toBe(200);
    expect(JSON.parse(retry.body).result).toMatchObject({ title: "Over HTTP" });
    expect(await tasksTitled("Over HTTP")).toBe(1);
  });
});

describe("parallel repeats", () => {
  it("an agent's repeats while the first call runs wait for its answer instead of a 409", async () => {
    const idempotencyKey = key();
    tasksProxy.setRule(faultFor(isTaskCreate, { kind: "delay", ms: 300 }));
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        invoke(tasks, "tasks", createTask("In parallel", idempotencyKey), 30_000),
      ),
    );
    const ids = answers.map((answer) => answer.ok?.result.id);
    expect(new Set(ids).size).toBe(1);
    expect(ids[0]).toBeDefined();
    expect(tasksProxy.seen.filter(isTaskCreate)).toHaveLength(1);
    expect(await tasksTitled("In parallel")).toBe(1);
  });
});
