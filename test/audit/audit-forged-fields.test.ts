// What a caller controls never reaches the audit trail raw (findings L5 and I11 of the security
// review), through the local stack (gateway over real HTTP, family function, dynalite) and the
// readers of the trail (`npm start`'s printed line, `npm run audit`):
// - a refused call's tenant, idempotency key, principal and OAuth client are kept only when they are
//   valid values, else as a hash marked `invalid`, and the tenant index holds only a valid tenant;
// - every printed field has its control characters (C0, C1, bidi) escaped, so no field forges a line
//   or sends a terminal an escape sequence, even from a record written raw into the table;
// - a call whose arguments cannot be serialised (nested too deep) still leaves a record, which says
//   why its arguments are missing (a cycle and a BigInt, which no JSON payload carries: audit-rules).
import { describe, expect, it } from "vitest";
import { AUDIT_RECORD, type AuditRecord } from "../../lib/audit/schema";
import { writeAuditRecord } from "../../lib/audit/writer";
import { findTool } from "../../lib/catalog/index";
import type { ToolRow } from "../../lib/catalog/types";
import { lambdaContext } from "../../local/lambda-context";
import { LEDGER_STARTING_DATA } from "../../local/sandbox/ledger/starting-data/index";
import { FAMILY_HANDLERS } from "../../local/stack";
import { main as auditMain } from "../../scripts/audit";
import { type AuditItem, useAuditStack } from "../support/audit-stack";
import { captureOutput } from "../support/captured-output";
import { UNSAFE_PRINTED } from "../support/unsafe-characters";

const P = LEDGER_STARTING_DATA.primary;
const audit = useAuditStack();

type Item = AuditItem;
const recordOf = (item: Item) => JSON.parse(String(item[AUDIT_RECORD]?.S)) as AuditRecord;

const items = audit.items;

/** The items `action` added to the table. */
async function itemsAddedBy(action: () => Promise<unknown>): Promise<Item[]> {
  const before = new Set((await items()).map((item) => item.sk?.S));
  await action();
  return (await items()).filter((item) => !before.has(item.sk?.S));
}

/** What stdout and stderr got while `action` ran, with AUDIT_PRINT=1 (npm start's setting). */
async function printedBy(action: () => Promise<unknown>): Promise<string[]> {
  process.env.AUDIT_PRINT = "1";
  const output = captureOutput();
  try {
    await action();
  } finally {
    output.restore();
    delete process.env.AUDIT_PRINT;
    process.env.LOG_LEVEL = "silent";
  }
  // The structured log lines are JSON (one object a line); the rest is npm start's audit lines.
  return output.lines().filter((line) => !line.startsWith("{"));
}

async function postText(tool: string, body: string) {
  const response = await fetch(`${audit.stack().url}/tools/${tool}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const post = (tool: string, input: unknown) => postText(tool, JSON.stringify(input));

const HASH = /^sha256:[0-9a-f]{16}\/\d+$/;

/** A line that reads like one of npm start's, put after a line break. */
const FORGED = "audit 2026-01-01T00:00:00.000Z u-admin http LedgerApi.DeleteContact ok";
const FORGED_TENANT = `${P.tenantId}\r\n${FORGED}\u0000\u001b[2J\u009b31m\u202eevil`;
const FORGED_KEY = `audit-forged-key\n${FORGED}\u2066`;

const invoices = [
  {
    type: "ACCREC",
    contact_id: P.contacts.ridgeway,
    line_items: [
      { description: "Forgery test", quantity: 1, unit_amount: 5, account_code: P.accountCodes.sales },
    ],
  },
];

describe("L5: a refused call's tenant and key in the audit trail", () => {
  it("are hashed and marked invalid, indexed under no tenant, and print as one escaped line", async () => {
    let status = 0;
    let printed: string[] = [];
    const added = await itemsAddedBy(async () => {
      printed = await printedBy(async () => {
        status = (
          await post("LedgerApi.CreateInvoices", {
            tenant_id: FORGED_TENANT,
            invoices,
            idempotency_key: FORGED_KEY,
          })
        ).status;
      });
    });
    expect(status).toBe(400);
    expect(added).toHaveLength(1);
    const item = added[0] as Item;
    const record = recordOf(item);
    expect(record).toMatchObject({ tool: "LedgerApi.CreateInvoices", error: { type: "ValidationError" } });
    expect(record.tenant).toMatch(HASH);
    expect(record.idempotencyKey).toMatch(HASH);
    expect(record.invalid).toEqual(["tenant", "idempotencyKey"]);
    // The index: no tenant's, as the tenant named is none.
    expect(item.tenant).toBeUndefined();
    // Nothing of what was sent is anywhere in the item.
    expect(JSON.stringify(item)).not.toContain("u-admin");
    expect(JSON.stringify(item)).not.toContain("evil");

    // npm start: one line, the record's, and nothing in it a terminal would act on.
    expect(printed).toHaveLength(1);
    expect(printed[0]).toMatch(/^audit \S+Z default http LedgerApi\.CreateInvoices tenant=sha256:/);
    expect(printed[0]).not.toMatch(UNSAFE_PRINTED);

    // npm run audit: one line per record, each a record's (its time first), none a forged one.
    const local = ["--local", String(audit.stack().dynamo?.endpoint)];
    const text = await auditMain([...local, "--principal", "default", "--since", "1h"]);
    for (const line of text.split("\n")) {
      expect(line).toMatch(/^\d{4}-\d{2}-\d{2}T\S+Z {2}/);
      expect(line).not.toMatch(UNSAFE_PRINTED);
    }
    // By tenant: the value sent names no index entry.
    expect(await auditMain([...local, "--tenant", FORGED_TENANT, "--since", "1h"])).toBe("No records.");
  });

  it("hashes a direct invoke's forged principal, client and event id, the key and partition included", async () => {
    const handler = FAMILY_HANDLERS["ledger-write"];
    const connection = `u-bob\n${FORGED}`;
    const refused = await itemsAddedBy(() =>
      handler(
        {
          tool: "LedgerApi.CreateInvoices",
          input: { tenant_id: P.tenantId, invoices, idempotency_key: "audit-forged-principal" },
          connection,
          clientId: `client\u202e\r\n${FORGED}`,
        },
        lambdaContext("ledger-write"),
      ).catch((error: Error) => error),
    );
    expect(refused).toHaveLength(1);
    const record = recordOf(refused[0] as Item);
    expect(record.principal).toMatch(HASH);
    expect(refused[0]?.pk?.S).toBe(record.principal);
    expect(record.clientId).toMatch(HASH);
    expect(record.invalid).toEqual(["principal", "clientId"]);
    // The valid parts stay as they were: the tenant (and its index), the key.
    expect(record.tenant).toBe(P.tenantId);
    expect(refused[0]?.tenant?.S).toBe(P.tenantId);
    expect(record.idempotencyKey).toBe("audit-forged-principal");

    // An EventBridge event's id is the call's key: one that breaks the key rule is hashed.
    const eventKeyed = await itemsAddedBy(
      () =>
        handler(
          {
            id: `event\r\n${FORGED}`,
            "detail-type": "agent-tools.call",
            source: "test",
            detail: { tool: "LedgerApi.CreateInvoices", input: { tenant_id: P.tenantId, invoices } },
          },
          lambdaContext("ledger-write"),
        ).catch((error: Error) => error), // the key is refused on its way to Xero's header
    );
    const [event] = eventKeyed.map(recordOf);
    expect(event).toMatchObject({ caller: "eventbridge", invalid: ["idempotencyKey"] });
    expect(event?.idempotencyKey).toMatch(HASH);
    expect(JSON.stringify(eventKeyed)).not.toContain("u-admin");
  });

  it("escapes every printed field of a record written raw into the table (npm start, npm run audit)", async () => {
    // A record as an older writer, or one that skipped the rules, would have stored it.
    const raw: AuditRecord = {
      time: new Date().toISOString(),
      principal: "default",
      clientId: `c\u0085${FORGED}`,
      caller: "http",
      tool: `LedgerApi.CreateInvoices\n${FORGED}`,
      tenant: FORGED_TENANT,
      arguments: {},
      idempotencyKey: FORGED_KEY,
      idempotency: "first",
      upstreamStatus: 200,
      touched: [`id\u2028${FORGED}`, "x".repeat(5000)],
      error: { type: "ValidationError", message: `bad\r\n${FORGED}\u001b]0;title\u0007` },
    };
    const printed = await printedBy(() => writeAuditRecord(raw));
    expect(printed).toHaveLength(1);
    expect(printed[0]).not.toMatch(UNSAFE_PRINTED);
    // Each field is capped: the 5,000-character id is not printed whole.
    expect(printed[0]?.length).toBeLessThan(2_000);
    expect(printed[0]).toContain("\\u000a");

    const text = await auditMain([
      "--local",
      String(audit.stack().dynamo?.endpoint),
      "--principal",
      "default",
      "--since",
      "1h",
    ]);
    const lines = text.split("\n");
    for (const line of lines) {
      expect(line).toMatch(/^\d{4}-\d{2}-\d{2}T\S+Z {2}/);
      expect(line).not.toMatch(UNSAFE_PRINTED);
      expect(line.length).toBeLessThan(3_000);
    }
    const json = await auditMain([
      "--local",
      String(audit.stack().dynamo?.endpoint),
      "--principal",
      "default",
      "--since",
      "1h",
      "--json",
    ]);
    for (const line of json.split("\n")) {
      expect(line).not.toMatch(UNSAFE_PRINTED);
      expect(() => JSON.parse(line)).not.toThrow();
    }
  });
});

/** `[[[…]]]` nested `depth` deep, as JSON text (building it as a value and stringifying would overflow). */
const nested = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;

describe("I11: a refused call whose arguments cannot be serialised", () => {
  it("leaves a record saying so when its arguments are nested 100,000 deep (HTTP)", async () => {
    let status = 0;
    const added = await itemsAddedBy(async () => {
      status = (
        await postText(
          "LedgerApi.CreateInvoices",
          `{"tenant_id":"${P.tenantId}","idempotency_key":"audit-deep-1","invoices":${nested(100_000)}}`,
        )
      ).status;
    });
    expect(status).toBe(400);
    expect(added).toHaveLength(1);
    const record = recordOf(added[0] as Item);
    expect(record).toMatchObject({
      tool: "LedgerApi.CreateInvoices",
      caller: "http",
      principal: "default",
      tenant: P.tenantId,
      idempotencyKey: "audit-deep-1",
      error: { type: "ValidationError" },
      argumentsUnavailable: "too-deep",
    });
    expect(record.arguments).toBeUndefined();
    expect(Date.parse(record.time)).toBeGreaterThan(Date.now() - 60_000);
  });

  it("hashes a request_body whose JSON is nested 100,000 deep as its text, keeping the rest (direct invoke)", async () => {
    // A schema-mode body: its JSON text is parsed for the rule; nested past the bound, the text is
    // hashed whole (a string can always be hashed), and the other arguments stay as the rule keeps them.
    const body = nested(100_000);
    const added = await itemsAddedBy(() =>
      FAMILY_HANDLERS.tasks(
        {
          tool: "TasksApi.CreateTaskTasks",
          input: { mode: "execute", request_body: body, idempotency_key: "audit-deep-body-1" },
        },
        lambdaContext("tasks"),
      ).catch((error: Error) => error),
    );
    const [record] = added.map(recordOf);
    expect(added).toHaveLength(1);
    expect(record).toMatchObject({ idempotencyKey: "audit-deep-body-1", error: expect.any(Object) });
    expect(record?.arguments).toEqual({
      mode: "execute",
      request_body: expect.stringMatching(new RegExp(`^sha256:[0-9a-f]{16}/${body.length}$`)),
      idempotency_key: "audit-deep-body-1",
    });
    expect(record?.argumentsUnavailable).toBeUndefined();
  });
});

describe("a record that cannot be built", () => {
  it("is written minimal by the audit step (who, when, which tool, how it ended), the call's error standing", async () => {
    const { auditCall } = await import("../../lib/middleware/audit-call");
    const row = findTool("LedgerApi.CreateInvoices") as ToolRow;
    // What deeper code noted cannot be read: the full record cannot be built.
    const fields = Object.defineProperty({}, "confirmation", {
      enumerable: true,
      get() {
        throw new Error("unreadable");
      },
    });
    const error = Object.assign(new Error("A contact is required"), { type: "ValidationError", status: 400 });
    const request = {
      event: {
        tool: row.name,
        input: { tenant_id: P.tenantId },
        source: "http",
        idempotencyKey: "audit-minimal-1",
      },
      context: { calledRow: row, callLog: { fields, closed: false } },
      error,
    };
    const onError = auditCall().onError as (request: unknown) => Promise<void>;
    const added = await itemsAddedBy(() => onError(request));
    expect(added.map(recordOf)).toEqual([
      {
        time: expect.any(String),
        principal: "default",
        caller: "http",
        tool: "LedgerApi.CreateInvoices",
        family: "ledger-write",
        operation: "createInvoices",
        readOnly: false,
        argumentsUnavailable: "record-failed",
        idempotency: "none",
        error: { type: "ValidationError", message: "A contact is required", status: 400 },
      },
    ]);
    expect(request.error).toBe(error);
  });

  it("is logged, not thrown, when not even the minimal record can be built", async () => {
    const { auditCall } = await import("../../lib/middleware/audit-call");
    const row = findTool("LedgerApi.CreateInvoices") as ToolRow;
    const event = Object.defineProperty({ tool: row.name, input: {}, source: "http" }, "connection", {
      get() {
        throw new Error("unreadable");
      },
    });
    const error = Object.assign(new Error("refused"), { type: "ValidationError", status: 400 });
    const onError = auditCall().onError as (request: unknown) => Promise<void>;
    const output = captureOutput();
    let added: Item[] = [];
    try {
      added = await itemsAddedBy(() => onError({ event, context: { calledRow: row }, error }));
    } finally {
      output.restore();
      process.env.LOG_LEVEL = "silent";
    }
    expect(added).toEqual([]);
    const lines = output.lines().filter((line) => line.includes("audit record not built"));
    expect(lines.map((line) => JSON.parse(line).message)).toEqual([
      "audit record not built: writing a minimal one",
      "audit record not built",
    ]);
  });
});
