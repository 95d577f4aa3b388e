// Xero's answers read through the real ledger family handlers, served by a fault-injecting upstream
// on 127.0.0.1: error bodies and statuses, /Date()/ values, binary bodies, and what goes on the wire.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { handler as deleteHandler } from "../../functions/ledger-delete";
import { handler as filesHandler } from "../../functions/ledger-files";
import { handler as writeHandler } from "../../functions/ledger-write";
import { ledgerTools } from "../../lib/catalog/ledger/index";
import { executeTool } from "../../lib/runtime/execute";
import { isoFromMsDate, msDateFromIso } from "../../lib/upstream/xero-dates";
import { type FaultReply, startFaultServer } from "../support/fault-server";
import { invokeDirect } from "../support/invoke";

const TENANT = "7a513ee1-8e5e-4e8c-9d0e-1b2b3c4d5e6f";
const ID = "9d7d0c6a-9a2e-4a51-8f2a-0c1a2b3c4d5e";
let next: (index: number) => FaultReply = () => ({ body: "{}" });
let upstream: Awaited<ReturnType<typeof startFaultServer>>;

beforeAll(async () => {
  upstream = await startFaultServer((_request, index) => next(index));
  process.env.LEDGER_API_BASE_URL = `${upstream.url}/api.xro/2.0`;
  process.env.LEDGER_API_ACCESS_TOKEN = "ledger-fault-test-token";
  process.env.UPSTREAM_TIMEOUT_MS = "300";
});
afterAll(() => upstream.close());
afterEach(() => {
  upstream.requests.length = 0;
});

const addNote = (input: Record<string, unknown> = {}) =>
  invokeDirect(writeHandler, "LedgerApi.CreateInvoiceHistory", {
    invoice_id: ID,
    tenant_identifier: TENANT,
    ...input,
  });

async function failure(outcome: Awaited<ReturnType<typeof addNote>>) {
  expect(outcome.ok).toBe(false);
  if (outcome.ok) throw new Error("expected a failure");
  return outcome.error;
}

describe("Xero statuses map to typed errors", () => {
  it("400: ValidationError carrying Xero's validation messages", async () => {
    next = () => ({
      status: 400,
      body: JSON.stringify({
        ErrorNumber: 10,
        Type: "ValidationException",
        Message: "A validation exception occurred",
        Elements: [
          { ValidationErrors: [{ Message: "Details cannot be longer than 2500 characters" }] },
          { ValidationErrors: [{ Message: "Invoice is locked" }] },
        ],
      }),
    });
    const error = await failure(await addNote({ history_details: "x" }));
    expect(error.name).toBe("ValidationError");
    expect(error.message).toContain("Details cannot be longer than 2500 characters");
    expect(error.details).toMatchObject({
      upstreamStatus: 400,
      xeroType: "ValidationException",
      validationErrors: ["Details cannot be longer than 2500 characters", "Invoice is locked"],
    });
  });

  it.each([
    [401, "AuthError", false],
    [403, "Forbidden", false],
    [404, "NotFound", false],
    [500, "UpstreamError", true],
  ])("%i -> %s", async (status, type, retryable) => {
    next = () => ({ status, body: JSON.stringify({ Title: "x", Status: status, Detail: "y" }) });
    const error = await failure(await addNote());
    expect(error.name).toBe(type);
    expect(error.retryable).toBe(retryable);
    expect(upstream.requests).toHaveLength(1); // a write is sent once
  });

  it("429: RateLimited with Retry-After and the limit that was hit", async () => {
    next = () => ({
      status: 429,
      headers: { "retry-after": "17", "x-rate-limit-problem": "minute" },
      body: "",
    });
    const error = await failure(await addNote());
    expect(error.name).toBe("RateLimited");
    expect(error.retryable).toBe(true);
    expect(error.details).toMatchObject({ retryAfter: 17, rateLimitProblem: "minute" });
    expect(error.message).toContain("17 s");
  });

  it("the token never appears in an error", async () => {
    next = () => ({ status: 400, body: JSON.stringify({ Message: "bad" }) });
    const error = await failure(await addNote());
    expect(JSON.stringify(error.toJSON())).not.toContain("ledger-fault-test-token");
  });
});

describe("results and wire", () => {
  it("converts /Date()/ values to ISO 8601, leaving other strings alone", async () => {
    next = () => ({
      body: JSON.stringify({
        HistoryRecords: [
          {
            Details: "/Date( not a date",
            DateUTC: "/Date(1573755038314+0000)/",
            DateUTCString: "2019-11-14",
          },
        ],
      }),
    });
    const outcome = await addNote({ history_details: "Called" });
    expect(outcome.ok && outcome.result).toEqual({
      HistoryRecords: [
        { Details: "/Date( not a date", DateUTC: "2019-11-14T18:10:38.314Z", DateUTCString: "2019-11-14" },
      ],
    });
    const sent = upstream.requests[0];
    expect(sent?.method).toBe("PUT");
    expect(sent?.url).toBe(`/api.xro/2.0/Invoices/${ID}/History`);
    expect(sent?.headers.accept).toBe("application/json");
    expect(sent?.headers["xero-tenant-id"]).toBe(TENANT);
    expect(sent?.headers.authorization).toBe("Bearer ledger-fault-test-token");
    expect(JSON.parse(sent?.body ?? "")).toEqual({ HistoryRecords: [{ Details: "Called" }] });
  });

  it("the ISO form converts back to Xero's form without loss", () => {
    for (const original of ["/Date(1573755038314+0000)/", "/Date(0+0000)/", "/Date(-86400000+0000)/"]) {
      expect(msDateFromIso(isoFromMsDate(original))).toBe(original);
    }
    expect(isoFromMsDate("/Date(1573755038314)/")).toBe("2019-11-14T18:10:38.314Z");
  });

  it("a 204 gives result null", async () => {
    next = () => ({ status: 204, headers: { "content-type": "" } });
    const outcome = await invokeDirect(deleteHandler, "LedgerApi.DeleteInventoryItem", {
      item_id: ID,
      tenant_identifier: TENANT,
    });
    expect(outcome.ok && outcome.result).toBeNull();
    expect(upstream.requests[0]?.method).toBe("DELETE");
  });

  it("an attachment download is a base64 file result, typed by the contentType header sent", async () => {
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff, 0x10]);
    next = () => ({ headers: { "content-type": "application/octet-stream" }, body: bytes });
    const outcome = await invokeDirect(filesHandler, "LedgerApi.GetInvoiceAttachment", {
      invoice_id: ID,
      attachment_file_name: "scan of receipt.png",
      attachment_mime_type: "image/png",
      tenant_identifier: TENANT,
    });
    if (!outcome.ok) throw outcome.error;
    expect(outcome.result).toEqual({
      contentType: "image/png",
      fileName: "scan of receipt.png",
      size: 7,
      encoding: "base64",
      data: bytes.toString("base64"),
    });
    const sent = upstream.requests[0];
    expect(sent?.url).toBe(`/api.xro/2.0/Invoices/${ID}/Attachments/scan%20of%20receipt.png`);
    expect(sent?.headers.contenttype).toBe("image/png");
  });

  it("a PDF is asked for with Accept: application/pdf on the resource URL", async () => {
    next = () => ({ headers: { "content-type": "application/pdf" }, body: "%PDF-1.4\n%%EOF\n" });
    const outcome = await invokeDirect(filesHandler, "LedgerApi.RetrieveInvoicePdf", {
      invoice_id: ID,
      tenant_identifier: TENANT,
    });
    if (!outcome.ok) throw outcome.error;
    expect(outcome.result).toMatchObject({ contentType: "application/pdf", size: 15, encoding: "base64" });
    expect(upstream.requests[0]?.url).toBe(`/api.xro/2.0/Invoices/${ID}`);
    expect(upstream.requests[0]?.headers.accept).toBe("application/pdf");
  });
});

describe("SetupConversionDetails (schema mode)", () => {
  const setup = (input: Record<string, unknown>) =>
    invokeDirect(writeHandler, "LedgerApi.SetupConversionDetails", input);

  it("get_request_schema returns Xero's Setup schema without calling Xero", async () => {
    const outcome = await setup({ mode: "get_request_schema" });
    if (!outcome.ok) throw outcome.error;
    const schema = outcome.result as { title: string; properties: Record<string, unknown> };
    expect(schema.title).toBe("Xero Setup");
    expect(Object.keys(schema.properties).sort()).toEqual([
      "Accounts",
      "ConversionBalances",
      "ConversionDate",
    ]);
    expect(upstream.requests).toHaveLength(0);
  });

  it("execute refuses a body that breaks the schema, naming the field, before any call", async () => {
    const error = await failure(
      await setup({
        mode: "execute",
        tenant_identifier: TENANT,
        request_body: JSON.stringify({
          ConversionDate: { Month: 13, Year: 2026 },
          Accounts: [{ Type: "CASH" }],
        }),
      }),
    );
    expect(error.name).toBe("ValidationError");
    expect(error.message).toContain("request_body.ConversionDate.Month");
    expect(error.message).toContain("request_body.Accounts.0.Type");
    expect(upstream.requests).toHaveLength(0);
  });

  it("execute requires the tenant and the body", async () => {
    const error = await failure(await setup({ mode: "execute" }));
    expect(error.message).toMatch(/tenant_identifier/);
    expect(error.message).toMatch(/request_body/);
  });

  // Through the executor: a keyed call through the handler also needs the idempotency table, which
  // the idempotency tests provide; this one checks only what goes on the wire.
  it("execute sends the body with the idempotency key", async () => {
    next = () => ({ body: JSON.stringify({ Status: "OK", ImportSummary: { Accounts: { Total: 1 } } }) });
    const body = {
      ConversionDate: { Month: 1, Year: 2026 },
      ConversionBalances: [
        { AccountCode: "090", Balance: 10 },
        { AccountCode: "960", Balance: -10 },
      ],
    };
    const row = ledgerTools.find((candidate) => candidate.name === "LedgerApi.SetupConversionDetails");
    if (!row) throw new Error("no SetupConversionDetails row");
    const input = {
      mode: "execute",
      tenant_identifier: TENANT,
      idempotency_key: "setup-2026-01",
      request_body: JSON.stringify(body),
    };
    await executeTool(row, input, { get: () => Promise.resolve("ledger-fault-test-token") });
    const sent = upstream.requests[0];
    expect(sent?.method).toBe("POST");
    expect(sent?.url).toBe("/api.xro/2.0/Setup");
    expect(sent?.headers["idempotency-key"]).toBe("setup-2026-01");
    expect(JSON.parse(sent?.body ?? "")).toEqual(body);
  });
});
