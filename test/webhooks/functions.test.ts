// The two Lambda entries as deployed code runs them. functions/xero-webhooks.ts reads its parts from
// the environment (the key from the local Secrets Manager, the dedupe table in dynalite, the local
// EventBridge) and answers API Gateway's proxy event, base64 bodies included; when its table or key
// cannot be used it answers 500, so Xero delivers again. functions/xero-invoice-paid.ts calls the
// real ledger-read and tasks handlers through a local Lambda peer (direct invokes, SigV4-signed) on
// the Xero and TickTick sandboxes: a paid invoice completes its follow-up task, once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handler as ledgerReadHandler } from "../../functions/ledger-read";
import { handler as tasksHandler } from "../../functions/tasks";
import { handler as reaction } from "../../functions/xero-invoice-paid";
import { handler as receiver } from "../../functions/xero-webhooks";
import { resetSecretsClient } from "../../lib/upstream-tokens/secrets-manager";
import { dynamoDeliveryClaims } from "../../lib/webhooks/claims";
import { createXeroWebhookHandler } from "../../lib/webhooks/handler";
import { webhookKeySource } from "../../lib/webhooks/key";
import { eventBridgePublisher, resetWebhookEventsClient } from "../../lib/webhooks/publish";
import { type LocalDynamo, startLocalDynamo } from "../../local/dynamodb";
import { type LocalEventBridge, startLocalEventBridge } from "../../local/eventbridge";
import { lambdaContext } from "../../local/lambda-context";
import { type LambdaPeer, startLambdaPeer } from "../../local/lambda-peer";
import { type LedgerSandbox, startLedgerSandbox } from "../../local/sandbox/ledger/index";
import { STARTING_DATA, startTasksSandbox, type TasksSandbox } from "../../local/sandbox/tasks/index";
import { type SecretsManagerFake, startSecretsManagerFake } from "../../local/secrets-manager";
import { deliveryOf, INTENT_TO_RECEIVE, invoiceEvent, KEY, signed } from "./support";

const TENANT = "00000000-0000-4000-8000-000000a00001";
const INVOICE = "6a1e0c2f-0000-4000-8000-00000000beef";
let dynamo: LocalDynamo;
let events: LocalEventBridge;
let secrets: SecretsManagerFake;

beforeAll(async () => {
  dynamo = await startLocalDynamo("agent-tools-webhook-deliveries");
  dynamo.configure(process.env);
  events = await startLocalEventBridge({ credentials: dynamo.credentials, region: dynamo.region });
  events.configure(process.env);
  secrets = await startSecretsManagerFake({ "agent-tools/xero-webhook-key": KEY });
  Object.assign(process.env, {
    AWS_ENDPOINT_URL_SECRETS_MANAGER: secrets.endpoint,
    XERO_WEBHOOK_KEY_SECRET_ID: "agent-tools/xero-webhook-key",
    WEBHOOK_DELIVERIES_TABLE: "agent-tools-webhook-deliveries",
    XERO_EVENT_BUS_NAME: "xero-events",
  });
  resetSecretsClient();
  resetWebhookEventsClient();
});
afterAll(async () => {
  await Promise.all([dynamo.close(), events.close(), secrets.close()]);
});

const proxyEvent = (body: string, headers: Record<string, string>, base64 = false) =>
  ({
    body: base64 ? Buffer.from(body).toString("base64") : body,
    isBase64Encoded: base64,
    headers,
    multiValueHeaders: {},
  }) as never;

describe("functions/xero-webhooks", () => {
  it("reads the key from Secrets Manager and answers the intent to receive 200, empty", async () => {
    expect(
      await receiver(proxyEvent(INTENT_TO_RECEIVE, { "X-Xero-Signature": signed(INTENT_TO_RECEIVE) })),
    ).toEqual({ statusCode: 200, headers: {}, body: "" });
    expect(secrets.count("GetSecretValue")).toBe(1);
  });

  it("checks a base64 body's decoded bytes and puts its events on XERO_EVENT_BUS_NAME", async () => {
    const body = deliveryOf([invoiceEvent(TENANT, INVOICE)]);
    const answer = await receiver(proxyEvent(body, { "x-xero-signature": signed(body) }, true));
    expect(answer.statusCode).toBe(200);
    expect(events.entries.map((entry) => entry.EventBusName)).toEqual(["xero-events"]);
    const tampered = await receiver(proxyEvent(`${body} `, { "x-xero-signature": signed(body) }, true));
    expect(tampered.statusCode).toBe(401);
  });

  it("refuses a base64 body over 1 MB with 413", async () => {
    const big = "x".repeat(1024 * 1024 + 1);
    expect((await receiver(proxyEvent(big, { "x-xero-signature": signed(big) }, true))).statusCode).toBe(413);
  });
});

describe("when the parts fail, Xero is told to deliver again (500)", () => {
  const withEvent = deliveryOf([invoiceEvent(TENANT, INVOICE, "2026-11-21T11:00:00.000")]);
  const headers = { "x-xero-signature": signed(withEvent) };

  it("no key to check with", async () => {
    const handle = createXeroWebhookHandler({
      key: webhookKeySource({}),
      claims: dynamoDeliveryClaims("agent-tools-webhook-deliveries"),
      publisher: eventBridgePublisher("default"),
    });
    expect((await handle(proxyEvent(withEvent, headers))).statusCode).toBe(500);
  });

  it("a dedupe table that cannot be used, with nothing published", async () => {
    const handle = createXeroWebhookHandler({
      key: async () => KEY,
      claims: dynamoDeliveryClaims("no-such-table"),
      publisher: eventBridgePublisher("default"),
    });
    const before = events.putRequests();
    expect((await handle(proxyEvent(withEvent, headers))).statusCode).toBe(500);
    expect(events.putRequests()).toBe(before);
  });
});

describe("functions/xero-invoice-paid", () => {
  let ledger: LedgerSandbox;
  let tasks: TasksSandbox;
  let peer: LambdaPeer;
  const credentials = {
    accessKeyId: "AKIDWEBHOOKTEST",
    secretAccessKey: "webhook-test-secret",
    sessionToken: "s",
  };

  beforeAll(async () => {
    ledger = await startLedgerSandbox();
    tasks = await startTasksSandbox();
    Object.assign(process.env, {
      LEDGER_API_BASE_URL: ledger.url,
      LEDGER_API_ACCESS_TOKEN: ledger.token,
      TASKS_API_BASE_URL: tasks.url,
      TASKS_API_ACCESS_TOKEN: tasks.token,
    });
    const run =
      (handler: (event: unknown, context: never) => Promise<unknown>, name: string) => (event: unknown) =>
        handler(event, lambdaContext(name, 30_000) as never);
    peer = await startLambdaPeer(
      {
        "agent-tools-ledger-read": run(ledgerReadHandler, "ledger-read"),
        "agent-tools-tasks": run(tasksHandler, "tasks"),
      },
      { credentials },
    );
  });
  afterAll(async () => {
    await Promise.all([ledger.close(), tasks.close(), peer.close()]);
  });

  /** The reaction's handler with the deployed environment, the family functions behind the peer. */
  async function react(detail: unknown, extra: Record<string, string> = {}) {
    const saved = { ...process.env };
    Object.assign(process.env, {
      AWS_ACCESS_KEY_ID: credentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      AWS_SESSION_TOKEN: credentials.sessionToken,
      AWS_ENDPOINT_URL_LAMBDA: peer.endpoint,
      ...extra,
    });
    try {
      return await reaction({ id: "event-1", detail });
    } finally {
      process.env = saved;
    }
  }

  it("completes the follow-up task of a paid invoice, and nothing for an unpaid one or another event", async () => {
    const [invoice] = (
      (await ledgerReadHandler(
        {
          tool: "LedgerApi.RetrieveInvoices",
          input: {
            ledger_tenant_id: TENANT,
            filter_by_statuses: ["PAID"],
            filter_by_condition: 'Type=="ACCREC"',
          },
        },
        lambdaContext("ledger-read", 30_000),
      )) as { result: { Invoices: { InvoiceID: string; InvoiceNumber: string }[] } }
    ).result.Invoices;
    if (!invoice) throw new Error("the starting data has a paid sales invoice");
    const created = (await tasksHandler(
      {
        tool: "TasksApi.CreateTaskTasks",
        input: {
          mode: "execute",
          request_body: JSON.stringify({
            title: `Collect ${invoice.InvoiceNumber} from someone`,
            content: `10 GBP outstanding, due 2026-11-01, invoice ${invoice.InvoiceID}`,
            projectId: STARTING_DATA.projects.work,
          }),
        },
      },
      lambdaContext("tasks", 30_000),
    )) as { result: { id: string } };
    const event = invoiceEvent(TENANT, invoice.InvoiceID);
    process.env.FAMILY_FUNCTIONS = JSON.stringify({
      "ledger-read": "agent-tools-ledger-read",
      tasks: "agent-tools-tasks",
    });
    expect(await react({ ...event, eventType: "CREATE" })).toMatchObject({ status: "not-an-invoice-update" });
    expect(await react(event, { FOLLOW_UP_PROJECT_IDS: `${STARTING_DATA.projects.work}, ` })).toEqual({
      invoiceId: invoice.InvoiceID,
      status: "PAID",
      completed: [created.result.id],
    });
    // Completed tasks are no longer open: a redelivery completes nothing more.
    expect((await react(event)).completed).toEqual([]);
    const unpaid = await react(invoiceEvent(TENANT, "00000000-0000-4000-8000-000000a06004"));
    expect(unpaid).toMatchObject({ status: "AUTHORISED", completed: [] });
  });

  it("refuses a tool whose family function it was not given", async () => {
    process.env.FAMILY_FUNCTIONS = JSON.stringify({ tasks: "agent-tools-tasks" });
    await expect(react(invoiceEvent(TENANT, INVOICE))).rejects.toThrow(/not deployed with this reaction/);
  });

  it("throws the family function's typed error", async () => {
    process.env.FAMILY_FUNCTIONS = JSON.stringify({ "ledger-read": "agent-tools-ledger-read", tasks: "t" });
    await expect(react(invoiceEvent(TENANT, INVOICE))).rejects.toMatchObject({ name: "NotFound" });
  });
});
