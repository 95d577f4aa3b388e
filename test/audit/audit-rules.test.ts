// The record's rules on their own: what of the arguments is kept, hashed or redacted; which ids an
// answer touched; the caller kind and idempotency outcome; and a record that cannot be written,
// which is logged and counted without its contents and never fails the call.
import { afterEach, describe, expect, it } from "vitest";
import { hashed, MAX_ARGUMENT_BYTES, REDACTED, redactArguments } from "../../lib/audit/arguments";
import { auditRecordOf, touchedIds } from "../../lib/audit/record";
import { auditItem, auditLine, writeAuditRecord } from "../../lib/audit/writer";
import type { ToolRow } from "../../lib/catalog/types";
import { captureOutput } from "../support/captured-output";

describe("the arguments rule", () => {
  it("keeps ids, codes, dates, enums, numbers and booleans, hashes free text with its length", () => {
    const kept = redactArguments({
      tenant_id: "00000000-0000-4000-8000-000000a00001",
      InvoiceNumber: "INV-0042",
      account_code: "200",
      Type: "ACCREC",
      Date: "2026-11-25",
      due: "2026-12-01T09:00:00+0000",
      Status: "AUTHORISED",
      page: 2,
      unit_amount: 50.5,
      include_archived: true,
      nothing: null,
      description: "Consulting, November",
      notes: "Call Ann before sending",
      reference: "PO 7731 for the spring visit",
      projectId: "6390a1b2c3d4e5f6a7b8c9d0",
    }) as Record<string, unknown>;
    expect(kept).toMatchObject({
      tenant_id: "00000000-0000-4000-8000-000000a00001",
      InvoiceNumber: "INV-0042",
      account_code: "200",
      Type: "ACCREC",
      Date: "2026-11-25",
      due: "2026-12-01T09:00:00+0000",
      Status: "AUTHORISED",
      page: 2,
      unit_amount: 50.5,
      include_archived: true,
      nothing: null,
      projectId: "6390a1b2c3d4e5f6a7b8c9d0",
    });
    expect(kept.description).toBe(hashed("Consulting, November"));
    expect(kept.description).toMatch(/^sha256:[0-9a-f]{16}\/20$/);
    expect(kept.notes).toMatch(/^sha256:/);
    expect(kept.reference).toMatch(/^sha256:/);
  });

  it("hashes a long or spaced value even under an id-like name", () => {
    const kept = redactArguments({ contact_id: "Ann Smith's company", InvoiceID: "x".repeat(65) }) as Record<
      string,
      unknown
    >;
    expect(kept.contact_id).toMatch(/^sha256:/);
    expect(kept.InvoiceID).toMatch(/^sha256:/);
  });

  it("redacts anything under a secret-looking name, whatever its type, without a hash", () => {
    const kept = redactArguments({
      access_token: "eyJhbGciOi.secret.value",
      client_secret: "s3cr3t",
      password: 12345,
      Authorization: "Bearer abc",
      api_key: { nested: "k" },
      idempotency_key: "order-77",
    }) as Record<string, unknown>;
    expect(kept).toEqual({
      access_token: REDACTED,
      client_secret: REDACTED,
      password: REDACTED,
      Authorization: REDACTED,
      api_key: REDACTED,
      idempotency_key: "order-77",
    });
  });

  it("applies the rule inside a JSON request_body and through arrays of line items", () => {
    const body = JSON.stringify({
      title: "Collect INV-7 from Ridgeway",
      priority: 3,
      projectId: "p-1",
      content: "x y",
    });
    const kept = redactArguments({
      mode: "execute",
      request_body: body,
      line_items: [{ description: "Two hours", quantity: 2, account_code: "200" }],
    }) as Record<string, any>;
    expect(kept.mode).toBe("execute");
    expect(kept.request_body.json).toEqual({
      title: hashed("Collect INV-7 from Ridgeway"),
      priority: 3,
      projectId: "p-1",
      content: hashed("x y"),
    });
    expect(kept.line_items[0]).toEqual({
      description: hashed("Two hours"),
      quantity: 2,
      account_code: "200",
    });
  });

  it("hashes a file's base64 and keeps only a hash and size of arguments past the limit", () => {
    const file = Buffer.alloc(2000, 7).toString("base64");
    expect((redactArguments({ content_base64: file }) as Record<string, unknown>).content_base64).toMatch(
      new RegExp(`^sha256:[0-9a-f]{16}/${file.length}$`),
    );
    const many = {
      line_items: Array.from({ length: 3000 }, (_, i) => ({ account_code: `A${i}`, quantity: i })),
    };
    const big = redactArguments(many) as Record<string, unknown>;
    expect(JSON.stringify(many).length).toBeGreaterThan(MAX_ARGUMENT_BYTES);
    expect(big).toMatchObject({ truncated: true, redacted: expect.stringMatching(/^sha256:/) });
  });
});

describe("the ids an answer touched", () => {
  it("takes each record's own id from Xero's collection, not nested or other ids", () => {
    expect(
      touchedIds({
        Id: "request-id",
        Invoices: [
          { InvoiceID: "inv-1", BrandingThemeID: "theme", Contact: { ContactID: "c-1" } },
          { InvoiceID: "inv-2" },
        ],
      }),
    ).toEqual(["inv-1", "inv-2"]);
    expect(touchedIds({ BankTransactions: [{ BankTransactionID: "bt-1", ContactID: "c" }] })).toEqual([
      "bt-1",
    ]);
  });

  it("takes a task's id, and every …ID of a record without its own", () => {
    expect(touchedIds({ id: "task-1", projectId: "p", title: "t" })).toEqual(["task-1"]);
    expect(touchedIds({ Allocations: [{ AllocationID: "a-1" }] })).toEqual(["a-1"]);
    expect(touchedIds({ Things: [{ InvoiceID: "i", CreditNoteID: "c" }] })).toEqual(["i", "c"]);
    expect(touchedIds(undefined)).toEqual([]);
    expect(touchedIds("text")).toEqual([]);
  });
});

const ROW = {
  name: "LedgerApi.CreateInvoices",
  family: "ledger-write",
  toolkit: "LedgerApi",
  operationId: "createInvoices",
  flags: { readOnly: false },
  params: [
    { name: "tenant_id", as: "xero-tenant-id", in: "header" },
    { name: "idempotency_key", as: "Idempotency-Key", in: "header" },
  ],
} as unknown as ToolRow;

describe("the record", () => {
  it("names the caller kind: the event's source, or the label a direct invoke carries", () => {
    const base = { tool: ROW.name, input: {}, source: "direct" as const };
    expect(auditRecordOf({ call: base, row: ROW, fields: {} }).caller).toBe("direct");
    expect(auditRecordOf({ call: { ...base, via: "stepfunctions" }, row: ROW, fields: {} }).caller).toBe(
      "stepfunctions",
    );
    expect(auditRecordOf({ call: { ...base, source: "sqs" }, row: ROW, fields: {} }).caller).toBe("sqs");
  });

  it("maps the idempotency outcome: first, replay, conflict, unknown, none", () => {
    const call = { tool: ROW.name, input: { tenant_id: "t", idempotency_key: "k" }, source: "http" as const };
    const of = (fields: Record<string, unknown>, error?: Record<string, unknown>) =>
      auditRecordOf({ call, row: ROW, fields, ...(error ? { error } : {}) }).idempotency;
    expect(of({ idempotency: "executed", upstreamStatus: 200 })).toBe("first");
    expect(of({ idempotency: "replayed" })).toBe("replay");
    expect(of({ idempotency: "reconciled" })).toBe("replay");
    expect(of({}, { type: "Conflict" })).toBe("conflict");
    expect(of({}, { type: "IdempotencyMismatch" })).toBe("conflict");
    expect(of({}, { type: "OutcomeUnknown" })).toBe("unknown");
    expect(of({ upstreamStatus: 503 }, { type: "UpstreamError", outcome: "unknown" })).toBe("unknown");
    expect(of({ upstreamStatus: 400 }, { type: "ValidationError" })).toBe("first");
    expect(of({}, { type: "ValidationError" })).toBe("none");
    const unkeyed = { ...call, input: { tenant_id: "t" } };
    expect(auditRecordOf({ call: unkeyed, row: ROW, fields: {} }).idempotency).toBe("none");
    expect(auditRecordOf({ call: unkeyed, row: ROW, fields: {} }).tenant).toBe("t");
  });

  it("records an error that is not one of the typed errors as InternalError, without its message", () => {
    const call = { tool: ROW.name, input: {}, source: "http" as const };
    const internal = auditRecordOf({
      call,
      row: ROW,
      fields: {},
      error: { name: "TypeError", message: "Cannot read secret-ish internals" },
    });
    expect(internal.error?.type).toBe("InternalError");
    expect(JSON.stringify(internal)).not.toContain("secret-ish");
    const typed = auditRecordOf({
      call,
      row: ROW,
      fields: {},
      error: { type: "NotFound", message: "No such invoice", status: 404 },
    });
    expect(typed.error).toEqual({ type: "NotFound", message: "No such invoice", status: 404 });
  });

  it("keys the item by principal and time#random, with a TTL from the retention setting", () => {
    const record = auditRecordOf({
      call: { tool: ROW.name, input: { tenant_id: "t" }, source: "http", connection: "u-a" },
      row: ROW,
      fields: {},
      now: new Date("2026-01-01T00:00:00.000Z"),
    });
    const one = auditItem(record, { AUDIT_RETENTION_DAYS: "10" });
    const two = auditItem(record, {});
    expect(one.pk?.S).toBe("u-a");
    expect(one.sk?.S).toMatch(/^2026-01-01T00:00:00\.000Z#[0-9a-f]{16}$/);
    expect(one.sk?.S).not.toBe(two.sk?.S);
    expect(Number(one.expiresAt?.N)).toBe(Date.parse("2026-01-11T00:00:00Z") / 1000);
    expect(Number(two.expiresAt?.N)).toBe(Date.parse("2026-01-01T00:00:00Z") / 1000 + 400 * 86_400);
    expect(auditLine(record)).toBe(
      "audit 2026-01-01T00:00:00.000Z u-a http LedgerApi.CreateInvoices tenant=t ok",
    );
  });
});

describe("a record that cannot be written", () => {
  let output: ReturnType<typeof captureOutput> | undefined;
  afterEach(() => output?.restore());

  it("is logged without its contents and counted as AuditWriteFailures, and does not throw", async () => {
    const env = {
      AUDIT_TABLE: "no-such-table",
      // Nothing listens here: the put fails at once.
      AWS_ENDPOINT_URL_DYNAMODB: "http://127.0.0.1:9",
    };
    const saved = { ...process.env };
    Object.assign(process.env, env, {
      AWS_ACCESS_KEY_ID: "x",
      AWS_SECRET_ACCESS_KEY: "x",
      AWS_REGION: "us-east-1",
    });
    delete process.env.METRICS;
    output = captureOutput();
    try {
      const record = auditRecordOf({
        call: { tool: ROW.name, input: { description: "private words" }, source: "http" },
        row: ROW,
        fields: {},
      });
      await expect(writeAuditRecord(record, { ...process.env, ...env })).resolves.toBeUndefined();
    } finally {
      process.env = saved;
    }
    expect(output.metrics("AuditWriteFailures")).toHaveLength(1);
    expect(output.text()).toContain("audit record not written");
    expect(output.text()).not.toContain("private words");
    expect(output.text()).not.toContain(hashed("private words"));
  }, 20_000);
});
