// Lambda's payload limits end to end: the real family handlers (ledger-read, ledger-files) over a
// loopback upstream that answers more than 6 MB, the real SDK client and presigner against the
// local S3 peer (local/s3.ts). HTTP answers 303 to the stored document, a direct invoke its
// location, `maxResultBytes` is honoured and validated, and without a bucket the call fails with
// ResultTooLarge naming the tool's own paging parameters.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ledgerFilesTools } from "../../lib/catalog/ledger/files";
import { ledgerReadTools } from "../../lib/catalog/ledger/read";
import { createFamilyHandler } from "../../lib/middleware/family-handler";
import { MAX_ANSWER_BYTES } from "../../lib/results/limits";
import type { ResultLocation } from "../../lib/results/location";
import { resetResultStore } from "../../lib/results/store";
import { ToolError } from "../../lib/runtime/errors";
import { lambdaContext } from "../../local/lambda-context";
import { type LocalS3, startLocalS3 } from "../../local/s3";
import { type FaultReply, startFaultServer } from "../support/fault-server";

const TENANT = "7a513ee1-8e5e-4e8c-9d0e-1b2b3c4d5e6f";
const INVOICE = "9d7d0c6a-9a2e-4a51-8f2a-0c1a2b3c4d5e";
const readHandler = createFamilyHandler({ tools: ledgerReadTools });
const filesHandler = createFamilyHandler({ tools: ledgerFilesTools });
const context = () => lambdaContext("payload-limit-test");

/** About `bytes` of Xero-shaped invoices. */
function invoicesOf(bytes: number) {
  const invoice = { InvoiceID: INVOICE, InvoiceNumber: "INV-0001", Reference: "x".repeat(900), Total: 1 };
  const count = Math.ceil(bytes / JSON.stringify(invoice).length);
  return { Invoices: Array.from({ length: count }, () => invoice) };
}

const LARGE = invoicesOf(7 * 1024 * 1024);
const SMALL = invoicesOf(300 * 1024);
const PDF = Buffer.alloc(5 * 1024 * 1024, 0x25);
let next: FaultReply;

let upstream: Awaited<ReturnType<typeof startFaultServer>>;
let s3: LocalS3;
beforeAll(async () => {
  [upstream, s3] = await Promise.all([startFaultServer(() => next), startLocalS3()]);
  s3.configure(process.env);
  Object.assign(process.env, {
    LEDGER_API_BASE_URL: upstream.url,
    LEDGER_API_ACCESS_TOKEN: "limit-token",
    LOG_LEVEL: "silent",
  });
  delete process.env.LEDGER_TOKEN_SECRET_ID;
  delete process.env.OUTCOME_BUS_NAME;
  resetResultStore();
});
afterAll(async () => {
  await Promise.all([upstream.close(), s3.close()]);
});
beforeEach(() => {
  process.env.RESULTS_BUCKET = s3.bucket;
  next = { body: JSON.stringify(LARGE) };
});

const httpEvent = (tool: string, input: Record<string, unknown>) => ({
  httpMethod: "POST",
  path: `/tools/${tool}`,
  pathParameters: { toolName: tool },
  headers: { "content-type": "application/json" },
  body: JSON.stringify(input),
  requestContext: {},
});
const invoices = { ledger_tenant_id: TENANT };

type HttpAnswer = { statusCode: number; headers: Record<string, string>; body: string };

describe("an HTTP answer over 6 MB", () => {
  it("is stored and answered 303 See Other, Location serving the full {tool, result} document", async () => {
    const answer = (await readHandler(
      httpEvent("LedgerApi.RetrieveInvoices", invoices),
      context(),
    )) as HttpAnswer;
    expect(answer.statusCode).toBe(303);
    expect(Buffer.byteLength(JSON.stringify(answer))).toBeLessThan(MAX_ANSWER_BYTES);
    const body = JSON.parse(answer.body) as { tool: string; resultLocation: ResultLocation };
    expect(body.tool).toBe("LedgerApi.RetrieveInvoices");
    expect(answer.headers.location).toBe(body.resultLocation.url);
    const expected = JSON.stringify({ tool: "LedgerApi.RetrieveInvoices", result: LARGE });
    expect(body.resultLocation).toMatchObject({
      bytes: Buffer.byteLength(expected),
      contentType: "application/json",
      records: LARGE.Invoices.length,
    });
    // fetch follows a 303 with GET; here the URL is fetched as a client following Location would.
    const stored = await fetch(answer.headers.location ?? "");
    expect(stored.status).toBe(200);
    expect(await stored.text()).toBe(expected);
  });

  it("stays inline (200) below the limit", async () => {
    next = { body: JSON.stringify(SMALL) };
    const answer = (await readHandler(
      httpEvent("LedgerApi.RetrieveInvoices", invoices),
      context(),
    )) as HttpAnswer;
    expect(answer.statusCode).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ tool: "LedgerApi.RetrieveInvoices", result: SMALL });
  });

  it("is a file stored as its raw bytes with its own content type", async () => {
    next = {
      headers: {
        "content-type": "application/pdf",
        "content-disposition": 'attachment; filename="INV-0001.pdf"',
      },
      body: PDF,
    };
    const event = httpEvent("LedgerApi.RetrieveInvoicePdf", {
      invoice_id: INVOICE,
      tenant_identifier: TENANT,
    });
    const answer = (await filesHandler(event, context())) as HttpAnswer;
    // 5 MB of PDF is about 6.7 MB in base64: over the limit.
    expect(answer.statusCode).toBe(303);
    const { resultLocation } = JSON.parse(answer.body) as { resultLocation: ResultLocation };
    expect(resultLocation).toMatchObject({
      bytes: PDF.byteLength,
      contentType: "application/pdf",
      fileName: "INV-0001.pdf",
    });
    const stored = await fetch(resultLocation.url);
    expect(stored.headers.get("content-type")).toBe("application/pdf");
    expect(Buffer.from(await stored.arrayBuffer()).equals(PDF)).toBe(true);
  });

  it("fails with ResultTooLarge (422) without a results bucket, naming page_number and records_per_page", async () => {
    delete process.env.RESULTS_BUCKET;
    const answer = (await readHandler(
      httpEvent("LedgerApi.RetrieveInvoices", invoices),
      context(),
    )) as HttpAnswer;
    expect(answer.statusCode).toBe(422);
    const { error } = JSON.parse(answer.body) as {
      error: { type: string; message: string; retryable: boolean; details: Record<string, unknown> };
    };
    expect(error.type).toBe("ResultTooLarge");
    expect(error.retryable).toBe(false);
    expect(error.message).toContain("LedgerApi.RetrieveInvoices");
    expect(error.message).toContain("records_per_page");
    expect(error.message).toContain("page_number");
    expect(error.message).toContain(MAX_ANSWER_BYTES.toLocaleString("en-US"));
    expect(error.details).toMatchObject({
      limit: MAX_ANSWER_BYTES,
      page: "page_number",
      pageSize: "records_per_page",
    });
    expect(error.details.bytes).toBeGreaterThan(MAX_ANSWER_BYTES);
    expect(error.details.filters).toContain("filter_by_condition");
  });
});

describe("a direct invoke", () => {
  it("over 6 MB answers {tool, resultLocation}", async () => {
    const answer = (await readHandler(
      { tool: "LedgerApi.RetrieveInvoices", input: invoices },
      context(),
    )) as {
      tool: string;
      resultLocation: ResultLocation;
      result?: unknown;
    };
    expect(answer.tool).toBe("LedgerApi.RetrieveInvoices");
    expect(answer.result).toBeUndefined();
    const stored = await fetch(answer.resultLocation.url);
    expect(JSON.parse(await stored.text())).toEqual({ tool: "LedgerApi.RetrieveInvoices", result: LARGE });
  });

  it("honours maxResultBytes: an answer over it is stored, one under it returned", async () => {
    next = { body: JSON.stringify(SMALL) };
    const event = { tool: "LedgerApi.RetrieveInvoices", input: invoices, maxResultBytes: 200 * 1024 };
    const stored = (await readHandler(event, context())) as { resultLocation?: ResultLocation };
    expect(stored.resultLocation?.records).toBe(SMALL.Invoices.length);
    const inline = (await readHandler({ ...event, maxResultBytes: 1024 * 1024 }, context())) as {
      result?: unknown;
    };
    expect(inline.result).toEqual(SMALL);
  });

  it("with maxResultBytes and no bucket throws ResultTooLarge naming maxResultBytes", async () => {
    delete process.env.RESULTS_BUCKET;
    next = { body: JSON.stringify(SMALL) };
    const event = { tool: "LedgerApi.RetrieveInvoices", input: invoices, maxResultBytes: 200 * 1024 };
    const error = (await readHandler(event, context()).catch((e: unknown) => e)) as ToolError;
    expect(error).toBeInstanceOf(ToolError);
    expect(error.name).toBe("ResultTooLarge");
    expect(error.message).toContain("maxResultBytes");
    expect(error.details).toMatchObject({
      limit: 200 * 1024,
      page: "page_number",
      pageSize: "records_per_page",
    });
  });

  it.each([0, 1023, MAX_ANSWER_BYTES + 1, 2048.5, "2048", null])(
    "refuses maxResultBytes %j with a ValidationError naming it",
    async (value) => {
      const event = { tool: "LedgerApi.RetrieveInvoices", input: invoices, maxResultBytes: value };
      const error = (await readHandler(event, context()).catch((e: unknown) => e)) as ToolError;
      expect(error.name).toBe("ValidationError");
      expect(error.message).toContain('"maxResultBytes" must be an integer from 1024 to');
      expect(error.details).toEqual({
        problems: [{ parameter: "maxResultBytes", message: expect.any(String) }],
      });
    },
  );
});
