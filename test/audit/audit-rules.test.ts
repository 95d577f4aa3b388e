// The record's rules on their own: what of the arguments is kept, hashed or redacted; which ids an
// answer touched; the caller kind and idempotency outcome; and a record that cannot be written,
// which is logged and counted without its contents and never fails the call.
import { afterEach, describe, expect, it } from "vitest";
import {
  auditArguments,
  hashed,
  MAX_ARGUMENT_BYTES,
  MAX_NESTING,
  MAX_VALUES,
  REDACTED,
  redactArguments,
} from "../../lib/audit/arguments";
import { MAX_PRINTED, printable, printableJson } from "../../lib/audit/printable";
import { auditRecordOf, minimalAuditRecord, touchedIds } from "../../lib/audit/record";
import type { AuditRecord } from "../../lib/audit/schema";
import { auditItem, auditLine, recordParts, writeAuditRecord } from "../../lib/audit/writer";
import type { ToolRow } from "../../lib/catalog/types";
import { captureOutput } from "../support/captured-output";
import type { Json } from "../support/json";
import { UNSAFE_PRINTED } from "../support/unsafe-characters";

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
    }) as Json;
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

describe("arguments that cannot be serialised (I11)", () => {
  /** `depth` arrays, one inside the other, built without recursion. */
  const nestedArrays = (depth: number) => {
    let value: unknown[] = [];
    for (let i = 0; i < depth; i++) value = [value];
    return value;
  };

  it("says why instead of throwing: too deep, a cycle, a BigInt, too many values, a member that throws", () => {
    const cyclic: Record<string, unknown> = { type: "ACCREC" };
    cyclic.self = cyclic;
    const deepCycle: Record<string, unknown> = {};
    let inner = deepCycle;
    for (let i = 0; i < 20; i++) {
      const next: Record<string, unknown> = {};
      inner.next = next;
      inner = next;
    }
    inner.back = deepCycle;
    const throwing = Object.defineProperty({}, "total", {
      enumerable: true,
      get() {
        throw new Error("no");
      },
    });
    const wide = Array.from({ length: 50 }, () =>
      Array.from({ length: 50 }, () => [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]),
    );
    expect(auditArguments({ invoices: nestedArrays(100_000) })).toEqual({ argumentsUnavailable: "too-deep" });
    expect(auditArguments({ invoices: nestedArrays(MAX_NESTING + 1) })).toEqual({
      argumentsUnavailable: "too-deep",
    });
    expect(auditArguments({ invoices: [cyclic] })).toEqual({ argumentsUnavailable: "cycle" });
    expect(auditArguments({ invoices: [deepCycle] })).toEqual({ argumentsUnavailable: "cycle" });
    expect(auditArguments({ total: 10n })).toEqual({ argumentsUnavailable: "bigint" });
    expect(auditArguments({ a: [[[[[[[[[{ total: 10n }]]]]]]]]] })).toEqual({
      argumentsUnavailable: "bigint",
    });
    expect(auditArguments({ lines: Array.from({ length: MAX_VALUES + 1 }, () => 1) })).toEqual({
      argumentsUnavailable: "too-large",
    });
    // Shared references count each time they are reached.
    expect(auditArguments({ a: Array.from({ length: 60 }, () => wide) })).toEqual({
      argumentsUnavailable: "too-large",
    });
    expect(auditArguments({ invoice: throwing })).toEqual({ argumentsUnavailable: "unserialisable" });
    // Nested within the bound: hashed whole past the eighth level, as before.
    const kept = auditArguments({ invoices: nestedArrays(20) }) as { arguments: unknown };
    expect(JSON.stringify(kept.arguments)).toMatch(/"sha256:[0-9a-f]{16}\/\d+"/);
    // A shared (not cyclic) object is no cycle, and other values JSON has no form for are null.
    const shared = { account_code: "200" };
    expect(auditArguments({ a: [shared, shared], f: () => 1 })).toEqual({
      arguments: { a: [shared, shared], f: null },
    });
  });

  it("hashes a JSON body nested past the bound as its text, and member names that are not plain names", () => {
    const body = `${"[".repeat(1000)}${"]".repeat(1000)}`;
    expect(redactArguments({ request_body: body, mode: "execute" })).toEqual({
      request_body: hashed(body),
      mode: "execute",
    });
    const large = JSON.stringify(Array.from({ length: MAX_VALUES + 1 }, () => 1));
    expect(redactArguments({ request_body: large })).toEqual({ request_body: hashed(large) });
    // Text that only starts like JSON is free text.
    expect(redactArguments({ notes: "{not json" })).toEqual({ notes: hashed("{not json") });
    const forged = "x\n\u202eaudit forged";
    expect(redactArguments({ [forged]: 1, plain_name: 2 })).toEqual({ [hashed(forged)]: 1, plain_name: 2 });
  });

  it("writes a record without arguments saying why, every other field kept", () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    const record = auditRecordOf({
      call: {
        tool: ROW.name,
        input: { tenant_id: TENANT, idempotency_key: "k-1", x: cyclic },
        source: "http",
      },
      row: ROW,
      fields: {},
      error: { type: "ValidationError", message: "x: is not a known field", status: 400 },
    });
    expect(record).toMatchObject({
      tool: ROW.name,
      caller: "http",
      tenant: TENANT,
      idempotencyKey: "k-1",
      argumentsUnavailable: "cycle",
      error: { type: "ValidationError" },
    });
    expect(record).not.toHaveProperty("arguments");
    expect(auditLine(record)).toContain("argumentsUnavailable=cycle");
  });
});

describe("the fields a caller could write (L5)", () => {
  const FORGED = "\r\naudit 2026-01-01T00:00:00.000Z u-admin http LedgerApi.DeleteContact ok\u001b[2J\u202e";

  it("keeps valid values (a tenant lowercased) and hashes invalid ones, naming them in `invalid`", () => {
    const record = auditRecordOf({
      call: {
        tool: ROW.name,
        input: { tenant_id: TENANT.toUpperCase(), idempotency_key: `k${FORGED}` },
        source: "direct",
        connection: `u-a${FORGED}`,
        clientId: `c ${FORGED}`,
      },
      row: ROW,
      fields: { upstreamStatus: 200.5, confirmation: `asked${FORGED}` },
      result: {
        Invoices: [{ InvoiceID: `i${FORGED}` }, { InvoiceID: "00000000-0000-4000-8000-00000000a001" }],
      },
    });
    expect(record.tenant).toBe(TENANT);
    expect(record.principal).toBe(hashed(`u-a${FORGED}`));
    expect(record.clientId).toBe(hashed(`c ${FORGED}`));
    expect(record.idempotencyKey).toBe(hashed(`k${FORGED}`));
    expect(record.touched).toEqual([hashed(`i${FORGED}`), "00000000-0000-4000-8000-00000000a001"]);
    expect(record.invalid).toEqual(["principal", "clientId", "idempotencyKey", "touched"]);
    // What the function itself notes is kept only in its own forms.
    expect(record.upstreamStatus).toBeUndefined();
    expect(record.confirmation).toBeUndefined();
    expect(JSON.stringify(record)).not.toContain("u-admin");

    const badTenant = auditRecordOf({
      call: { tool: ROW.name, input: { tenant_id: `${TENANT}${FORGED}` }, source: "http" },
      row: ROW,
      fields: {},
    });
    expect(badTenant.tenant).toBe(hashed(`${TENANT}${FORGED}`));
    expect(badTenant.invalid).toEqual(["tenant"]);
    // The index holds valid tenants only.
    expect(auditItem(badTenant).tenant).toBeUndefined();
    expect(auditItem(record).tenant).toEqual({ S: TENANT });
  });

  it("names the tool by its row, or by the name given only when it is a catalog name", () => {
    const call = { tool: "LedgerApi_CreateInvoices", input: {}, source: "http" as const };
    expect(auditRecordOf({ call, row: ROW, fields: {} }).tool).toBe(ROW.name);
    expect(
      auditRecordOf({ call: { ...call, tool: "TasksApi.GetProjects" }, row: undefined, fields: {} }).tool,
    ).toBe("TasksApi.GetProjects");
    const forged = auditRecordOf({ call: { ...call, tool: `x${FORGED}` }, row: undefined, fields: {} });
    expect(forged).toMatchObject({ tool: hashed(`x${FORGED}`), invalid: ["tool"] });
  });

  it("escapes the error's message where the function's own words quote the caller's", () => {
    const record = auditRecordOf({
      call: { tool: ROW.name, input: {}, source: "http" },
      row: ROW,
      fields: {},
      error: {
        type: "ValidationError",
        message: `Unknown parameter "${FORGED}"${"x".repeat(600)}`,
        status: 400,
      },
    });
    expect(record.error?.message).not.toMatch(UNSAFE_PRINTED);
    expect(record.error?.message).toContain("\\u000d\\u000aaudit");
    expect(record.error?.message.length).toBeLessThan(520);
  });

  it("writes a minimal record when the full one cannot be built: who, when, which tool, how it ended", () => {
    const record = minimalAuditRecord(
      { tool: ROW.name, input: {}, source: "sqs", connection: `bad${FORGED}` },
      ROW,
      { type: "NotFound", message: "No such invoice", status: 404 },
      new Date("2026-01-01T00:00:00.000Z"),
    );
    expect(record).toEqual({
      time: "2026-01-01T00:00:00.000Z",
      principal: hashed(`bad${FORGED}`),
      caller: "sqs",
      tool: ROW.name,
      family: "ledger-write",
      operation: "createInvoices",
      readOnly: false,
      argumentsUnavailable: "record-failed",
      idempotency: "none",
      error: { type: "NotFound", message: "No such invoice", status: 404 },
      invalid: ["principal"],
    });
    expect(minimalAuditRecord({ tool: ROW.name, input: {}, source: "http" }, undefined)).toMatchObject({
      principal: "default",
      tool: ROW.name,
    });
  });
});

describe("printing a record (L5)", () => {
  const UNSAFE = [
    ...Array.from({ length: 32 }, (_, code) => code),
    0x7f,
    ...Array.from({ length: 32 }, (_, i) => 0x80 + i),
    0x061c,
    0x200e,
    0x200f,
    0x202a,
    0x202b,
    0x202c,
    0x202d,
    0x202e,
    0x2066,
    0x2067,
    0x2068,
    0x2069,
    0x2028,
    0x2029,
  ];

  it("escapes every C0 and C1 control, DEL, bidi control and line separator, and nothing else", () => {
    for (const code of UNSAFE) {
      const char = String.fromCharCode(code);
      expect(printable(`a${char}b`)).toBe(`a\\u${code.toString(16).padStart(4, "0")}b`);
    }
    expect(printable("Ann's café: 5 € — ok 😀 \\n")).toBe("Ann's café: 5 € — ok 😀 \\n");
    // A lone surrogate is escaped; a pair is one character.
    expect(printable("x\ud800y")).toBe("x\\ud800y");
    // Escaping twice changes nothing more.
    expect(printable(printable("a\nb\u202e"))).toBe(printable("a\nb\u202e"));
    expect(printable(undefined)).toBe("");
    expect(printable(404)).toBe("404");
  });

  it("cuts a field at its cap, saying how much was left out, never between a surrogate pair's halves", () => {
    expect(printable("x".repeat(MAX_PRINTED))).toBe("x".repeat(MAX_PRINTED));
    expect(printable("x".repeat(MAX_PRINTED + 5))).toBe(`${"x".repeat(MAX_PRINTED)}…(+5)`);
    expect(printable(`${"x".repeat(9)}😀yy`, 10)).toBe(`${"x".repeat(9)}…(+4)`);
    // Cut as printed: an escape counts its six characters and is never cut.
    expect(printable(`\n${"x".repeat(20)}`, 10)).toBe(`\\u000a${"x".repeat(4)}…(+16)`);
    expect(printable(`${"x".repeat(8)}\n`, 10)).toBe(`${"x".repeat(8)}…(+1)`);
  });

  it("prints every field escaped and capped, whatever a stored record holds", () => {
    const record = {
      time: "2026-01-01T00:00:00.000Z\n",
      principal: "u-a\u009b2J",
      clientId: "c\u202e",
      caller: "http",
      tool: "LedgerApi.CreateInvoices\r\nfake",
      tenant: "t\u0000",
      arguments: {},
      idempotencyKey: "k\u2066",
      idempotency: "first",
      upstreamStatus: 200,
      touched: Array.from({ length: 60 }, (_, i) => `id-${i}\u2028${"z".repeat(100)}`),
      confirmation: "asked",
      argumentsUnavailable: "too-deep",
      invalid: ["tenant"],
      error: { type: "ValidationError", message: `m\u001b]0;t\u0007${"m".repeat(900)}` },
    } as AuditRecord;
    for (const full of [false, true]) {
      const line = recordParts(record, full).join(" ");
      expect(line).not.toMatch(UNSAFE_PRINTED);
      expect(line).toContain("…(+10 ids)");
      expect(line).toContain("confirmation=asked");
      expect(line).toContain("argumentsUnavailable=too-deep invalid=tenant");
      expect(line.length).toBeLessThan(6_000);
    }
    // A record of another shape (written around the writer) still prints.
    expect(recordParts({ ...record, touched: "x" as never, invalid: "y" as never }).join(" ")).not.toContain(
      "touched=",
    );
    // --json: the same escaping, member names included, valid JSON, bounded depth.
    let deep: unknown = "bottom";
    for (let i = 0; i < 40; i++) deep = { deeper: deep };
    const json = printableJson({ ...record, arguments: { "k\u202e": deep } });
    expect(json).not.toMatch(UNSAFE_PRINTED);
    const parsed = JSON.parse(json);
    expect(parsed.tool).toBe("LedgerApi.CreateInvoices\\u000d\\u000afake");
    expect(Object.keys(parsed.arguments)).toEqual(["k\\u202e"]);
    expect(json).toContain("[nested too deep to print]");
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

const TENANT = "00000000-0000-4000-8000-000000a00001";

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
    const call = {
      tool: ROW.name,
      input: { tenant_id: TENANT, idempotency_key: "k" },
      source: "http" as const,
    };
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
    const unkeyed = { ...call, input: { tenant_id: TENANT } };
    expect(auditRecordOf({ call: unkeyed, row: ROW, fields: {} }).idempotency).toBe("none");
    expect(auditRecordOf({ call: unkeyed, row: ROW, fields: {} }).tenant).toBe(TENANT);
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
      call: { tool: ROW.name, input: { tenant_id: TENANT }, source: "http", connection: "u-a" },
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
      `audit 2026-01-01T00:00:00.000Z u-a http LedgerApi.CreateInvoices tenant=${TENANT} ok`,
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
