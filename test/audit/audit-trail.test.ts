// The audit trail through the local stack (gateway, family function, dynalite): a keyed write leaves
// exactly one record with every field and no secret, a replay adds one marked replay, a refusal is
// recorded with its error, and the table refuses to overwrite a record.
import { describe, expect, it, onTestFinished } from "vitest";
import { AUDIT_RECORD, type AuditRecord } from "../../lib/audit/schema";
import { type auditItem, auditPut } from "../../lib/audit/writer";
import { lambdaContext } from "../../local/lambda-context";
import { LEDGER_STARTING_DATA } from "../../local/sandbox/ledger/starting-data/index";
import { FAMILY_HANDLERS } from "../../local/stack";
import { type AuditItem, useAuditStack } from "../support/audit-stack";
import type { Json } from "../support/json";

const P = LEDGER_STARTING_DATA.primary;
const audit = useAuditStack();

type Item = AuditItem;

const items = audit.items;

const recordOf = (item: Item) => JSON.parse(String(item[AUDIT_RECORD]?.S)) as AuditRecord;

async function itemsWithKey(key: string): Promise<Item[]> {
  return (await items()).filter((item) => recordOf(item).idempotencyKey === key);
}

async function post(tool: string, input: Record<string, unknown>) {
  const response = await fetch(`${audit.stack().url}/tools/${tool}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(input),
  });
  return { status: response.status, body: (await response.json()) as Json };
}

const FREE_TEXT = "Audit consulting for the spring quarter";

const invoiceInput = (key: string, description = FREE_TEXT) => ({
  tenant_id: P.tenantId,
  invoices: [
    {
      type: "ACCREC",
      contact_id: P.contacts.ridgeway,
      reference: "Call Ann about the spring visit",
      line_items: [{ description, quantity: 2, unit_amount: 50, account_code: P.accountCodes.sales }],
    },
  ],
  idempotency_key: key,
});

describe("the audit trail of a keyed write", () => {
  it("leaves exactly one record with every field, and no secret or free text", async () => {
    const first = await post("LedgerApi.CreateInvoices", invoiceInput("audit-create-1"));
    expect(first.status).toBe(200);
    const invoiceId = first.body.result.Invoices[0].InvoiceID as string;
    const stored = await itemsWithKey("audit-create-1");
    expect(stored).toHaveLength(1);
    const item = stored[0] as Item;
    const record = recordOf(item);
    expect(record).toMatchObject({
      principal: "default",
      caller: "http",
      tool: "LedgerApi.CreateInvoices",
      family: "ledger-write",
      tenant: P.tenantId,
      operation: "createInvoices",
      idempotencyKey: "audit-create-1",
      idempotency: "first",
      upstreamStatus: 200,
      touched: [invoiceId],
    });
    expect(Date.parse(record.time)).toBeGreaterThan(Date.now() - 60_000);
    expect(record.error).toBeUndefined();
    // Ids, codes, enums and amounts kept; free text hashed with its length.
    const args = record.arguments as { invoices: Json[] };
    expect(args.invoices[0]?.type).toBe("ACCREC");
    expect(args.invoices[0]?.contact_id).toBe(P.contacts.ridgeway);
    expect(args.invoices[0]?.line_items[0].unit_amount).toBe(50);
    expect(args.invoices[0]?.line_items[0].account_code).toBe(P.accountCodes.sales);
    expect(args.invoices[0]?.line_items[0].description).toMatch(
      new RegExp(`^sha256:[0-9a-f]{16}/${FREE_TEXT.length}$`),
    );
    expect(args.invoices[0]?.reference).toMatch(/^sha256:[0-9a-f]{16}\/\d+$/);
    // The key: the principal, then the time and a random id; the index and TTL attributes.
    expect(item.pk?.S).toBe("default");
    expect(item.sk?.S).toMatch(new RegExp(`^${record.time.replace(/\./g, "\\.")}#[0-9a-f]{16}$`));
    expect(item.tenant?.S).toBe(P.tenantId);
    const ttl = Number(item.expiresAt?.N);
    expect(ttl - Date.parse(record.time) / 1000).toBeCloseTo(400 * 86_400, -1);
    // Nothing secret, nothing free, anywhere in the stored item.
    const raw = JSON.stringify(item);
    const token = String(process.env.LEDGER_API_ACCESS_TOKEN);
    expect(token.length).toBeGreaterThan(8);
    expect(raw).not.toContain(token);
    expect(raw).not.toContain(FREE_TEXT);
    expect(raw).not.toContain("Call Ann");
  });

  it("adds a record marked replay when the same call is repeated", async () => {
    const input = invoiceInput("audit-create-2");
    const first = await post("LedgerApi.CreateInvoices", input);
    const again = await post("LedgerApi.CreateInvoices", input);
    expect(again.body.result.Invoices[0].InvoiceID).toBe(first.body.result.Invoices[0].InvoiceID);
    const records = (await itemsWithKey("audit-create-2")).map(recordOf);
    expect(records.map((record) => record.idempotency).sort()).toEqual(["first", "replay"]);
    const replay = records.find((record) => record.idempotency === "replay");
    expect(replay?.touched).toEqual([first.body.result.Invoices[0].InvoiceID]);
  });

  it("records a key reused for other arguments as a conflict, with its error", async () => {
    await post("LedgerApi.CreateInvoices", invoiceInput("audit-create-3"));
    const reused = await post("LedgerApi.CreateInvoices", invoiceInput("audit-create-3", "Something else"));
    expect(reused.status).toBe(422);
    const records = (await itemsWithKey("audit-create-3")).map(recordOf);
    expect(records).toHaveLength(2);
    const conflict = records.find((record) => record.idempotency === "conflict");
    expect(conflict?.error).toMatchObject({ type: "IdempotencyMismatch", status: 422 });
    expect(conflict?.touched).toBeUndefined();
  });

  it("records the upstream's refusal with its error and status", async () => {
    const refused = await post("LedgerApi.CreateInvoices", {
      ...invoiceInput("audit-refused-1"),
      invoices: [
        {
          type: "ACCREC",
          contact_id: "00000000-0000-4000-8000-00000000dead",
          line_items: [{ description: "x", quantity: 1, unit_amount: 5, account_code: P.accountCodes.sales }],
        },
      ],
    });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    const records = (await itemsWithKey("audit-refused-1")).map(recordOf);
    expect(records).toHaveLength(1);
    expect(records[0]?.error?.type).toBe(refused.body.error.type);
    expect(records[0]?.upstreamStatus).toBeGreaterThanOrEqual(400);
    expect(records[0]?.idempotency).toBe("first"); // the first run, refused upstream
  });

  it("records a refusal before the upstream (a missing parameter) with its error", async () => {
    const refused = await post("LedgerApi.CreateInvoices", { idempotency_key: "audit-refused-2" });
    expect(refused.status).toBe(400);
    const records = (await itemsWithKey("audit-refused-2")).map(recordOf);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ family: "ledger-write", error: { type: "ValidationError" } });
    expect(records[0]?.upstreamStatus).toBeUndefined();
    expect(records[0]?.idempotency).toBe("none"); // refused before it ran
  });

  it("leaves no record for a read (AUDIT_READS unset) and one with AUDIT_READS=1", async () => {
    const count = async () => (await items()).filter((item) => recordOf(item).readOnly).length;
    const before = await count();
    await post("LedgerApi.RetrieveInvoices", { ledger_tenant_id: P.tenantId });
    expect(await count()).toBe(before);
    process.env.AUDIT_READS = "1";
    try {
      await post("LedgerApi.RetrieveInvoices", { ledger_tenant_id: P.tenantId });
    } finally {
      delete process.env.AUDIT_READS;
    }
    expect(await count()).toBe(before + 1);
  });

  it("records the HTTP caller's principal and OAuth client from the authorizer's context", async () => {
    const handler = FAMILY_HANDLERS["ledger-write"];
    await handler(
      {
        httpMethod: "POST",
        path: "/tools/LedgerApi.CreateInvoices",
        pathParameters: { toolName: "LedgerApi.CreateInvoices" },
        headers: {},
        body: JSON.stringify(invoiceInput("audit-oauth-1")),
        requestContext: {
          authorizer: { connection: "u-alice", clientId: "client-123", scope: "tools:write" },
        },
      },
      lambdaContext("ledger-write"),
    );
    const records = (await itemsWithKey("audit-oauth-1")).map(recordOf);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ principal: "u-alice", clientId: "client-123", caller: "http" });
  });

  it("marks direct invokes by how they came, and records a Forbidden refusal", async () => {
    const handler = FAMILY_HANDLERS["ledger-write"];
    for (const via of ["mcp", "discovery", "stepfunctions", "forged"]) {
      await handler(
        { tool: "LedgerApi.CreateInvoices", input: invoiceInput(`audit-via-${via}`), via },
        lambdaContext("ledger-write"),
      );
      const [record] = (await itemsWithKey(`audit-via-${via}`)).map(recordOf);
      // An unknown label is no label: the call is a plain direct invoke.
      expect(record?.caller).toBe(via === "forged" ? "direct" : via);
    }
    // This local function serves one connection: acting for another is Forbidden, and recorded.
    await expect(
      handler(
        { tool: "LedgerApi.CreateInvoices", input: invoiceInput("audit-forbidden"), connection: "u-bob" },
        lambdaContext("ledger-write"),
      ),
    ).rejects.toMatchObject({ type: "Forbidden" });
    const [refused] = (await itemsWithKey("audit-forbidden")).map(recordOf);
    expect(refused).toMatchObject({ principal: "u-bob", caller: "direct", error: { type: "Forbidden" } });
  });
});

describe("the audit trail of a destructive call", () => {
  it("records the confirmation asked for (nothing touched) and the confirmed repeat", async () => {
    // Read per call (lib/confirmation/settings.ts); vitest.config.ts turns it off for other tests.
    process.env.CONFIRM_DESTRUCTIVE = "on";
    onTestFinished(() => {
      process.env.CONFIRM_DESTRUCTIVE = "off";
    });
    const created = await post("TasksApi.CreateProjectInTasks", { project_name: "Audit: delete me" });
    const id = created.body.result.id as string;
    const asked = await post("TasksApi.DeleteTasksProject", { project_id: id });
    expect(asked.body.result.confirmationRequired).toBe(true);
    const token = asked.body.result.confirmationToken as string;
    const done = await fetch(`${audit.stack().url}/tools/TasksApi.DeleteTasksProject`, {
      method: "POST",
      headers: { "content-type": "application/json", "Confirmation-Token": token },
      body: JSON.stringify({ project_id: id }),
    });
    expect(done.status).toBe(200);
    const records = (await items())
      .map(recordOf)
      .filter(
        (record) => record.tool === "TasksApi.DeleteTasksProject" && JSON.stringify(record).includes(id),
      );
    expect(records.map((record) => record.confirmation).sort()).toEqual(["asked", "confirmed"]);
    expect(records.find((record) => record.confirmation === "asked")?.touched).toBeUndefined();
    // The confirmation token is a secret of its own: in no record.
    expect(JSON.stringify(await items())).not.toContain(token);
  });
});

describe("the audit trail of event-driven writes", () => {
  it("marks an SQS record sqs and an EventBridge event eventbridge, keyed by their ids", async () => {
    const handler = FAMILY_HANDLERS["ledger-write"];
    const { idempotency_key: _key, ...input } = invoiceInput("unused");
    await handler(
      {
        Records: [
          {
            messageId: "audit-sqs-message-1",
            eventSource: "aws:sqs",
            body: JSON.stringify({ tool: "LedgerApi.CreateInvoices", input }),
          },
        ],
      },
      lambdaContext("ledger-write"),
    );
    await handler(
      {
        id: "audit-eventbridge-event-1",
        "detail-type": "agent-tools.call",
        source: "test",
        detail: { tool: "LedgerApi.CreateInvoices", input },
      },
      lambdaContext("ledger-write"),
    );
    const [sqs] = (await itemsWithKey("audit-sqs-message-1")).map(recordOf);
    const [eventbridge] = (await itemsWithKey("audit-eventbridge-event-1")).map(recordOf);
    expect(sqs).toMatchObject({ caller: "sqs", idempotency: "first", upstreamStatus: 200 });
    expect(eventbridge).toMatchObject({ caller: "eventbridge", idempotency: "first", upstreamStatus: 200 });
  });
});

describe("npm start's printed line", () => {
  it("prints each record as one short line when AUDIT_PRINT=1, without the arguments", async () => {
    const { captureOutput } = await import("../support/captured-output");
    process.env.AUDIT_PRINT = "1";
    const output = captureOutput();
    try {
      await post("LedgerApi.CreateInvoices", invoiceInput("audit-print-1"));
    } finally {
      output.restore();
      delete process.env.AUDIT_PRINT;
      process.env.LOG_LEVEL = "silent";
    }
    const lines = output.lines().filter((line) => line.startsWith("audit "));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      new RegExp(
        `^audit \\S+Z default http LedgerApi\\.CreateInvoices tenant=${P.tenantId} key=audit-print-1 \\(first\\) status=200 touched=[0-9a-f-]{36} ok$`,
      ),
    );
    expect(output.text()).not.toContain(FREE_TEXT);
  });
});

describe("npm run audit", () => {
  it("prints one line per record of a principal, newest first, narrowed by tool and tenant", async () => {
    const { main } = await import("../../scripts/audit");
    const local = ["--local", String(audit.stack().dynamo?.endpoint)];
    const text = await main([
      ...local,
      "--principal",
      "default",
      "--since",
      "1h",
      "--tool",
      "LedgerApi.CreateInvoices",
    ]);
    const lines = text.split("\n");
    expect(lines.length).toBeGreaterThanOrEqual(5);
    for (const line of lines)
      expect(line).toMatch(
        /^\S+Z {2}default {2}(http|mcp|discovery|stepfunctions|direct|sqs|eventbridge) {2}LedgerApi\.CreateInvoices/,
      );
    expect([...lines].sort().reverse()).toEqual(lines);
    expect(text).toContain("key=audit-create-2 (replay)");
    expect(text).toContain("IdempotencyMismatch");
    // Another principal's records are not among them, and its own query finds them.
    expect(text).not.toContain("u-alice");
    expect(await main([...local, "--principal", "u-alice", "--since", "24h"])).toContain("client=client-123");
    // By tenant: every principal's records for the organisation, through the index.
    const byTenant = await main([...local, "--tenant", P.tenantId, "--since", "1h"]);
    expect(byTenant).toContain("u-alice");
    expect(byTenant).toContain("default");
    expect(await main([...local, "--tenant", "00000000-0000-4000-8000-0000000000ff", "--since", "1h"])).toBe(
      "No records.",
    );
    expect(
      await main([
        ...local,
        "--principal",
        "default",
        "--since",
        new Date(Date.now() + 60_000).toISOString(),
      ]),
    ).toBe("No records.");
  });

  it("refuses a call without a principal or tenant, without --since, or with a non-loopback --local", async () => {
    const { main } = await import("../../scripts/audit");
    await expect(main(["--since", "24h", "--local", String(audit.stack().dynamo?.endpoint)])).rejects.toThrow(
      /Usage/,
    );
    await expect(
      main(["--principal", "default", "--local", String(audit.stack().dynamo?.endpoint)]),
    ).rejects.toThrow(/Usage/);
    await expect(
      main(["--principal", "p", "--since", "24h", "--local", "http://example.com:8000"]),
    ).rejects.toThrow(/loopback/);
    await expect(main(["--principal", "p", "--since", "yesterday", "--table", "t"])).rejects.toThrow(
      /--since/,
    );
  });
});

describe("the audit table", () => {
  it("refuses a put over an existing record (the writers' only grant is the conditional PutItem)", async () => {
    const { PutItemCommand } = await import("@aws-sdk/client-dynamodb");
    const [existing] = await items();
    expect(existing).toBeDefined();
    const table = String(process.env.AUDIT_TABLE);
    const forged = { ...(existing as Item), record: { S: '{"tool":"rewritten"}' } };
    await expect(
      audit.client().send(new PutItemCommand(auditPut(table, forged as ReturnType<typeof auditItem>))),
    ).rejects.toMatchObject({ name: "ConditionalCheckFailedException" });
    const after = (await items()).find((item) => item.sk?.S === existing?.sk?.S);
    expect(after?.record?.S).toBe(existing?.record?.S);
  });
});
