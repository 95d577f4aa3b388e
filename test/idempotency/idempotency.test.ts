// Idempotent writes through the real handlers, with Powertools' DynamoDB persistence layer on
// dynalite and the real SDK client, against the sandboxes over HTTP. Counting the requests that
// reach a sandbox proves what was sent upstream.
import { DynamoDBClient, ScanCommand } from "@aws-sdk/client-dynamodb";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { handler as ledgerWrite } from "../../functions/ledger-write";
import { handler as tasks } from "../../functions/tasks";
import { localCredentials } from "../../local/credentials";
import { type LocalDynamo, startLocalDynamo } from "../../local/dynamodb";
import { lambdaContext } from "../../local/lambda-context";
import {
  LEDGER_STARTING_DATA,
  type LedgerSandbox,
  startLedgerSandbox,
} from "../../local/sandbox/ledger/index";
import { startTasksSandbox, type TasksSandbox } from "../../local/sandbox/tasks/index";
import { sqsEvent } from "../support/events";
import { directTransport } from "../support/transports";

const P = LEDGER_STARTING_DATA.primary;
let dynamo: LocalDynamo;
let ledger: LedgerSandbox;
let ticktick: TasksSandbox;

beforeAll(async () => {
  [dynamo, ledger, ticktick] = await Promise.all([
    startLocalDynamo(),
    startLedgerSandbox(),
    startTasksSandbox(),
  ]);
  dynamo.configure(process.env);
  Object.assign(process.env, {
    LEDGER_API_BASE_URL: ledger.url,
    LEDGER_API_ACCESS_TOKEN: ledger.token,
    TASKS_API_BASE_URL: ticktick.url,
    TASKS_API_ACCESS_TOKEN: ticktick.token,
  });
});
afterAll(async () => {
  await Promise.all([dynamo.close(), ledger.close(), ticktick.close()]);
});
beforeEach(() => {
  ledger.reset();
  ticktick.reset();
});

const addNote = directTransport(ledgerWrite);
const note = (key: string, details = "Sent the statement") => ({
  invoice_id: P.invoices.authorised,
  tenant_identifier: P.tenantId,
  idempotency_key: key,
  history_details: details,
});
const notesSent = () => ledger.requests.filter((request) => request.method === "PUT");

/** How many records the idempotency table holds. */
async function tableItems(): Promise<number> {
  const client = new DynamoDBClient({
    endpoint: dynamo.endpoint,
    region: "us-east-1",
    credentials: localCredentials(),
  });
  try {
    return (await client.send(new ScanCommand({ TableName: dynamo.tableName, Select: "COUNT" }))).Count ?? 0;
  } finally {
    client.destroy();
  }
}

describe("a write with an idempotency key", () => {
  it("runs once; a retry returns the stored result without calling Xero", async () => {
    const first = await addNote("LedgerApi.CreateInvoiceHistory", note("k-once"));
    const retry = await addNote("LedgerApi.CreateInvoiceHistory", note("k-once"));
    expect(first.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    expect(notesSent()).toHaveLength(1);
  });

  it("50 concurrent identical calls: one upstream write; each caller gets the result or a retryable 409", async () => {
    const replies = await Promise.all(
      Array.from({ length: 50 }, () => addNote("LedgerApi.CreateInvoiceHistory", note("k-storm"))),
    );
    expect(notesSent()).toHaveLength(1);
    const succeeded = replies.filter((reply) => reply.status === 200);
    const conflicts = replies.filter((reply) => reply.status === 409);
    expect(succeeded.length + conflicts.length).toBe(50);
    expect(succeeded.length).toBeGreaterThanOrEqual(1);
    for (const reply of succeeded) expect(reply.body.result).toEqual(succeeded[0]?.body.result);
    for (const reply of conflicts)
      expect(reply.body.error).toMatchObject({ type: "Conflict", retryable: true });
    // Once the first has finished, a late retry gets the stored result.
    const late = await addNote("LedgerApi.CreateInvoiceHistory", note("k-storm"));
    expect(late.body.result).toEqual(succeeded[0]?.body.result);
    expect(notesSent()).toHaveLength(1);
  });

  it("the same key with a different payload is IdempotencyMismatch (422), not sent", async () => {
    await addNote("LedgerApi.CreateInvoiceHistory", note("k-reused", "First note"));
    const reused = await addNote("LedgerApi.CreateInvoiceHistory", note("k-reused", "Another note"));
    expect(reused.status).toBe(422);
    expect(reused.body.error).toMatchObject({ type: "IdempotencyMismatch", retryable: false });
    expect(notesSent()).toHaveLength(1);
  });

  it("keys are scoped to the tenant and the tool: the same key elsewhere is another call", async () => {
    await addNote("LedgerApi.CreateInvoiceHistory", note("k-scope"));
    const otherTenant = await addNote("LedgerApi.CreateInvoiceHistory", {
      ...note("k-scope"),
      invoice_id: LEDGER_STARTING_DATA.secondary.invoices.authorised,
      tenant_identifier: LEDGER_STARTING_DATA.secondary.tenantId,
    });
    const otherTool = await addNote("LedgerApi.AddQuoteHistory", {
      quote_identifier: P.quotes.sent,
      ledger_tenant_id: P.tenantId,
      idempotency_key: "k-scope",
      history_details: "Sent the statement",
    });
    expect(otherTenant.status).toBe(200);
    expect(otherTool.status).toBe(200);
    expect(notesSent()).toHaveLength(3);
  });

  it("a failed call is not stored: a retry with the same key runs again", async () => {
    ledger.failNext({ status: 503, body: { Title: "Service Unavailable" }, times: 3 });
    const failed = await addNote("LedgerApi.CreateInvoiceHistory", note("k-after-failure"));
    expect(failed.body.error?.type).toBe("UpstreamError");
    const retry = await addNote("LedgerApi.CreateInvoiceHistory", note("k-after-failure"));
    expect(retry.status).toBe(200);
  });

  it("the call's log line says whether it executed or replayed", async () => {
    const lines: Record<string, unknown>[] = [];
    process.env.LOG_LEVEL = "info";
    const spy = vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
      for (const line of String(chunk).split("\n"))
        if (line.includes('"tool call"')) lines.push(JSON.parse(line));
      return true;
    });
    try {
      await addNote("LedgerApi.CreateInvoiceHistory", note("k-logged"));
      await addNote("LedgerApi.CreateInvoiceHistory", note("k-logged"));
    } finally {
      spy.mockRestore();
      process.env.LOG_LEVEL = "silent";
    }
    expect(lines.map((line) => line.idempotency)).toEqual(["executed", "replayed"]);
    expect(lines[0]).toMatchObject({
      tool: "LedgerApi.CreateInvoiceHistory",
      tenant: P.tenantId,
      upstreamStatus: 200,
    });
    expect(lines[1]?.upstreamStatus).toBeUndefined(); // the replay made no upstream call
  });

  it("a read never touches the idempotency table, even with an event key", async () => {
    const before = await tableItems();
    const listProjects = { tool: "TasksApi.GetUserProjects", input: {} };
    for (let delivery = 0; delivery < 2; delivery++) {
      const outcome = await tasks(sqsEvent("read-msg-1", listProjects), lambdaContext("test-sqs"));
      expect(outcome).toEqual({ batchItemFailures: [] });
    }
    // Both deliveries reached TickTick (a read is not deduplicated) and nothing was stored.
    expect(ticktick.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      "GET /open/v1/project",
      "GET /open/v1/project",
    ]);
    expect(await tableItems()).toBe(before);
  });
});

describe("event-driven writes are keyed on the message or event id", () => {
  const createProject = { tool: "TasksApi.CreateProjectInTasks", input: { project_name: "Quarter close" } };
  const projectPosts = () => ticktick.requests.filter((request) => request.method === "POST");

  it("the same SQS message delivered three times makes one upstream write", async () => {
    for (let delivery = 0; delivery < 3; delivery++) {
      const outcome = await tasks(sqsEvent("msg-1", createProject), lambdaContext("test-sqs"));
      expect(outcome).toEqual({ batchItemFailures: [] });
    }
    expect(projectPosts()).toHaveLength(1);
  });

  it("an EventBridge event redelivered makes one upstream write", async () => {
    const event = {
      version: "0",
      id: "evt-1",
      "detail-type": "Tool call",
      source: "agent.tools",
      account: "000000000000",
      time: "2026-11-21T10:00:00Z",
      region: "us-east-1",
      resources: [],
      detail: createProject,
    };
    const first = await tasks(event, lambdaContext("test-eb"));
    const again = await tasks(event, lambdaContext("test-eb"));
    expect(again).toEqual(first);
    expect(projectPosts()).toHaveLength(1);
  });

  it("a direct invoke with an idempotencyKey is deduplicated too", async () => {
    const call = { ...createProject, idempotencyKey: "direct-1" };
    const first = await tasks(call, lambdaContext("test-direct"));
    const again = await tasks(call, lambdaContext("test-direct"));
    expect(again).toEqual(first);
    expect(projectPosts()).toHaveLength(1);
  });
});
