// GET /playground/audit, the playground's "Last calls" panel's source, over HTTP against the local
// stack: a keyed write shows as exactly one record with its fields, a replay as a second marked
// replay, refusals with their errors; only the principal `default` (the one the playground calls
// as), newest first, arguments as the audit record holds them (free text hashed, secrets redacted).
import { DynamoDBClient, PutItemCommand } from "@aws-sdk/client-dynamodb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashed, REDACTED } from "../../lib/audit/arguments";
import type { AuditRecord } from "../../lib/audit/schema";
import { auditItem, auditPut } from "../../lib/audit/writer";
import { localCredentials } from "../../local/credentials";
import { createGateway, listen } from "../../local/gateway";
import type { LastCallsAnswer } from "../../local/playground/audit";
import { LEDGER_STARTING_DATA } from "../../local/sandbox/ledger/starting-data/index";
import { type LocalStack, startLocalStack } from "../../local/stack";
import type { Json } from "../support/json";

const P = LEDGER_STARTING_DATA.primary;
const FREE_TEXT = "Workshop for the Ridgeway team, spring";
let stack: LocalStack;

beforeAll(async () => {
  process.env.LOG_LEVEL = "silent";
  process.env.AUDIT_PRINT = "0";
  delete process.env.AUDIT_READS;
  stack = await startLocalStack({ port: 0 });
});

afterAll(async () => {
  await stack?.close();
});

async function post(tool: string, input: Record<string, unknown>) {
  const response = await fetch(`${stack.url}/tools/${tool}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(input),
  });
  return { status: response.status, body: (await response.json()) as Json };
}

/** The answer, or the usual error body. */
type Answer = LastCallsAnswer & { error: { type: string; message: string } };

async function lastCalls(query = "?limit=20", headers: Record<string, string> = {}) {
  const response = await fetch(`${stack.url}/playground/audit${query}`, { headers });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Answer };
}

async function withKey(key: string): Promise<AuditRecord[]> {
  const { body } = await lastCalls();
  return (body as LastCallsAnswer).records.filter((record) => record.idempotencyKey === key);
}

const invoiceInput = (key: string) => ({
  tenant_id: P.tenantId,
  invoices: [
    {
      type: "ACCREC",
      contact_id: P.contacts.ridgeway,
      line_items: [
        { description: FREE_TEXT, quantity: 3, unit_amount: 40, account_code: P.accountCodes.sales },
      ],
    },
  ],
  idempotency_key: key,
});

describe("GET /playground/audit", () => {
  it("shows a keyed write as exactly one record with its fields, free text hashed", async () => {
    const created = await post("LedgerApi.CreateInvoices", invoiceInput("panel-create-1"));
    expect(created.status).toBe(200);
    const invoiceId = created.body.result.Invoices[0].InvoiceID as string;
    const answer = await lastCalls();
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(answer.body).toMatchObject({ principal: "default", recorded: "writes", limit: 20 });
    const records = await withKey("panel-create-1");
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      principal: "default",
      caller: "http",
      tool: "LedgerApi.CreateInvoices",
      tenant: P.tenantId,
      idempotencyKey: "panel-create-1",
      idempotency: "first",
      upstreamStatus: 200,
      touched: [invoiceId],
    });
    expect(records[0]?.error).toBeUndefined();
    expect(Date.parse(String(records[0]?.time))).toBeGreaterThan(Date.now() - 60_000);
    const args = records[0]?.arguments as { invoices: { line_items: unknown[] }[] };
    const line = args.invoices[0]?.line_items[0];
    expect(line).toMatchObject({ quantity: 3, unit_amount: 40, description: hashed(FREE_TEXT) });
    // What the audit record does not hold, the endpoint does not show.
    expect(JSON.stringify(answer.body)).not.toContain(FREE_TEXT);
    expect(JSON.stringify(answer.body)).not.toContain(String(process.env.LEDGER_API_ACCESS_TOKEN));
  });

  it("shows the replay as a second record marked replay, newest first", async () => {
    const input = invoiceInput("panel-create-2");
    const first = await post("LedgerApi.CreateInvoices", input);
    const again = await post("LedgerApi.CreateInvoices", input);
    expect(again.body.result.Invoices[0].InvoiceID).toBe(first.body.result.Invoices[0].InvoiceID);
    const records = await withKey("panel-create-2");
    expect(records.map((record) => record.idempotency)).toEqual(["replay", "first"]);
    expect(records[0]?.touched).toEqual([first.body.result.Invoices[0].InvoiceID]);
    const { body } = await lastCalls();
    const times = (body as LastCallsAnswer).records.map((record) => record.time);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it("shows a refusal for bad input with its typed error", async () => {
    const refused = await post("LedgerApi.CreateInvoices", { idempotency_key: "panel-refused-1" });
    expect(refused.status).toBe(400);
    const records = await withKey("panel-refused-1");
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ idempotency: "none", error: { type: "ValidationError" } });
    expect(records[0]?.error?.message).toBe(refused.body.error.message);
  });

  it("shows a read-only deployment's refusal with its Forbidden error", async () => {
    process.env.READ_ONLY = "1";
    try {
      const refused = await post("LedgerApi.CreateInvoices", invoiceInput("panel-read-only-1"));
      expect(refused.status).toBe(403);
    } finally {
      delete process.env.READ_ONLY;
    }
    const records = await withKey("panel-read-only-1");
    expect(records).toHaveLength(1);
    expect(records[0]?.error?.type).toBe("Forbidden");
    expect(records[0]?.error?.message).toContain("READ_ONLY");
  });

  it("says whether reads are recorded, and shows them when they are", async () => {
    const before = (await lastCalls()).body.records.length as number;
    await post("LedgerApi.RetrieveInvoices", { ledger_tenant_id: P.tenantId });
    expect((await lastCalls()).body.records.length).toBe(Math.min(before, 20));
    expect((await lastCalls()).body.records.some((r: AuditRecord) => r.readOnly)).toBe(false);
    process.env.AUDIT_READS = "1";
    try {
      await post("LedgerApi.RetrieveInvoices", { ledger_tenant_id: P.tenantId });
      const answer = await lastCalls();
      expect(answer.body.recorded).toBe("all");
      expect(answer.body.records[0]).toMatchObject({ tool: "LedgerApi.RetrieveInvoices", readOnly: true });
    } finally {
      delete process.env.AUDIT_READS;
    }
  });

  it("shows the principal default's records only, never another principal's", async () => {
    // A record of a person (as an OAuth call would leave), put straight into the local table.
    const client = new DynamoDBClient({
      endpoint: stack.dynamo?.endpoint,
      region: "us-east-1",
      credentials: localCredentials(),
    });
    try {
      const someone: AuditRecord = {
        time: new Date().toISOString(),
        principal: "u-someone",
        caller: "http",
        tool: "LedgerApi.CreateInvoices",
        arguments: {},
        idempotencyKey: "panel-someone-1",
        idempotency: "first",
      };
      const table = String(process.env.AUDIT_TABLE);
      await client.send(new PutItemCommand(auditPut(table, auditItem(someone))));
      await client.send(
        new PutItemCommand(
          auditPut(table, auditItem({ ...someone, principal: "default", idempotencyKey: "panel-default-1" })),
        ),
      );
    } finally {
      client.destroy();
    }
    expect(await withKey("panel-default-1")).toHaveLength(1);
    expect(await withKey("panel-someone-1")).toHaveLength(0);
    // No parameter names another principal.
    const asked = await lastCalls("?limit=20&principal=u-someone");
    expect(asked.body.records.some((r: AuditRecord) => r.principal !== "default")).toBe(false);
  });

  it("keeps a secret-named argument redacted", async () => {
    await post("LedgerApi.CreateInvoices", {
      ...invoiceInput("panel-secret-1"),
      api_key: "sk-live-should-never-show",
    });
    const { body } = await lastCalls();
    expect(JSON.stringify(body)).not.toContain("sk-live-should-never-show");
    const [record] = (body as LastCallsAnswer).records.filter((r) => r.idempotencyKey === "panel-secret-1");
    // Refused as an unknown parameter; the record keeps the name, not the value.
    expect(record?.error?.type).toBe("ValidationError");
    expect((record?.arguments as Record<string, unknown> | undefined)?.api_key).toBe(REDACTED);
  });

  it("takes a limit from 1 to 100 and refuses others", async () => {
    const one = await lastCalls("?limit=1");
    expect(one.status).toBe(200);
    expect(one.body.records).toHaveLength(1);
    for (const bad of ["0", "101", "ten", "-1", "1.5"]) {
      const refused = await lastCalls(`?limit=${bad}`);
      expect(refused.status, bad).toBe(400);
      expect(refused.body.error.type).toBe("ValidationError");
    }
  });

  it("answers no other page's origin and no other method", async () => {
    const foreign = await lastCalls("", { origin: "http://evil.example" });
    expect(foreign.status).toBe(403);
    expect(foreign.body.records).toBeUndefined();
    const own = await lastCalls("", { origin: stack.url });
    expect(own.status).toBe(200);
    const posted = await fetch(`${stack.url}/playground/audit`, { method: "POST", body: "{}" });
    expect(posted.status).toBe(405);
    expect(posted.headers.get("allow")).toBe("GET, HEAD");
  });

  it("answers NotFound when the run has no local audit table (a deployed one is read with npm run audit)", async () => {
    const gateway = createGateway({ handlers: {} });
    const port = await listen(gateway, 0);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/playground/audit`);
      expect(response.status).toBe(404);
      const body = (await response.json()) as { error: { type: string; message: string } };
      expect(body.error.type).toBe("NotFound");
      expect(body.error.message).toContain("npm run audit");
    } finally {
      await new Promise<void>((resolve) => gateway.close(() => resolve()));
    }
  });
});
