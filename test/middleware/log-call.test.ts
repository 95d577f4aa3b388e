// The one log line per call, read from stdout/stderr with LOG_LEVEL=info: who called, for which
// connection and tenant, what happened upstream (status, resends, 429 waits, Xero's rate-limit
// counters), the idempotency outcome, and never a token.
import middy from "@middy/core";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { handler as readHandler } from "../../functions/ledger-read";
import type { ToolCall, ToolCallResult } from "../../lib/call/types";
import { logCall } from "../../lib/middleware/log-call";
import type { CallContext } from "../../lib/middleware/types";
import { annotateCall } from "../../lib/runtime/call-log";
import { lambdaContext } from "../../local/lambda-context";
import { type FaultReply, startFaultServer } from "../support/fault-server";
import { invokeDirect } from "../support/invoke";

const TOKEN = "xero-log-test-token-8c1d4e";
const TENANT = "7a513ee1-8e5e-4e8c-9d0e-1b2b3c4d5e6f";
const RATE_HEADERS = {
  "x-minlimit-remaining": "58",
  "x-daylimit-remaining": "4990",
  "x-appminlimit-remaining": "9990",
};
let next: (index: number) => FaultReply = () => ({ body: "{}" });
let upstream: Awaited<ReturnType<typeof startFaultServer>>;
const written: { stream: "stdout" | "stderr"; text: string }[] = [];

beforeAll(async () => {
  upstream = await startFaultServer((_request, index) => next(index));
  Object.assign(process.env, {
    LEDGER_API_BASE_URL: `${upstream.url}/api.xro/2.0`,
    LEDGER_API_ACCESS_TOKEN: TOKEN,
    LOG_LEVEL: "info",
    UPSTREAM_TIMEOUT_MS: "1000",
  });
  delete process.env.LEDGER_TOKEN_SECRET_ID;
  for (const stream of ["stdout", "stderr"] as const) {
    vi.spyOn(process[stream], "write").mockImplementation((chunk: string | Uint8Array) => {
      written.push({ stream, text: String(chunk) });
      return true;
    });
  }
});
afterAll(async () => {
  vi.restoreAllMocks();
  process.env.LOG_LEVEL = "silent";
  await upstream.close();
});
afterEach(() => {
  written.length = 0;
  upstream.reset();
});

/** The call lines written so far, parsed. */
function callLines() {
  return written
    .flatMap(({ stream, text }) => text.split("\n").map((line) => ({ stream, line })))
    .filter(({ line }) => line.includes('"tool call'))
    .map(({ stream, line }): Record<string, unknown> => ({ stream, ...JSON.parse(line) }));
}

const list = () => invokeDirect(readHandler, "LedgerApi.RetrieveInvoices", { ledger_tenant_id: TENANT });

describe("the call's log line", () => {
  it("records the caller, tenant, upstream status, resends and Xero's rate-limit counters", async () => {
    next = (index) =>
      index === 0 ? { status: 503, body: "" } : { headers: RATE_HEADERS, body: '{"Invoices":[]}' };
    expect((await list()).ok).toBe(true);
    const lines = callLines();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      stream: "stdout",
      level: "INFO",
      message: "tool call",
      tool: "LedgerApi.RetrieveInvoices",
      family: "ledger-read",
      source: "direct",
      connection: "default",
      tenant: TENANT,
      outcome: "ok",
      upstreamStatus: 200,
      retries: 1,
      rateLimitWaits: 0,
      minLimitRemaining: 58,
      dayLimitRemaining: 4990,
      appMinLimitRemaining: 9990,
    });
    expect(lines[0]?.latencyMs).toEqual(expect.any(Number));
    expect(lines[0]?.requestId).toEqual(expect.any(String));
  });

  it("records the waits after a 429", async () => {
    next = (index) =>
      index === 0
        ? {
            status: 429,
            headers: { ...RATE_HEADERS, "retry-after": "0.05", "x-rate-limit-problem": "minute" },
          }
        : { headers: { ...RATE_HEADERS, "x-minlimit-remaining": "57" }, body: '{"Invoices":[]}' };
    expect((await list()).ok).toBe(true);
    expect(callLines()[0]).toMatchObject({
      upstreamStatus: 200,
      retries: 1,
      rateLimitWaits: 1,
      rateLimitWaitMs: 50,
      minLimitRemaining: 57,
    });
  });

  it("a failure is a warn line with the error type and the upstream status, and no token", async () => {
    next = () => ({
      status: 400,
      headers: RATE_HEADERS,
      body: JSON.stringify({ Type: "ValidationException", Message: `Bearer ${TOKEN} is not allowed here` }),
    });
    expect((await list()).ok).toBe(false);
    const [line] = callLines();
    expect(line).toMatchObject({
      stream: "stderr",
      level: "WARN",
      message: "tool call failed",
      outcome: "ValidationError",
      status: 400,
      upstreamStatus: 400,
      retries: 0,
      tenant: TENANT,
    });
    expect(upstream.requests[0]?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    const all = written.map(({ text }) => text).join("");
    expect(all).not.toContain(TOKEN);
    expect(all.toLowerCase()).not.toContain("authorization");
  });

  it("carries the connection, event id and what deeper code annotates (idempotency)", async () => {
    let record: CallContext["callLog"];
    const pipeline = middy<ToolCall, ToolCallResult, Error, CallContext>({ timeoutEarlyInMillis: 0 })
      .use(logCall())
      .use({
        // Deeper code annotates the call's record after an await, as the family handler does.
        before: async (request) => {
          await new Promise((resolve) => setTimeout(resolve, 2));
          record = request.context.callLog;
          annotateCall(record, { idempotency: "replayed" });
        },
      })
      .handler(async (call) => ({ tool: call.tool, result: null }));
    await pipeline(
      {
        tool: "LedgerApi.CreateInvoiceHistory",
        input: { history_details: "secret note body" },
        source: "sqs",
        eventId: "msg-1",
        connection: "acme-books",
      },
      lambdaContext("log-test") as CallContext,
    );
    annotateCall(record, { idempotency: "leaked" }); // after the line was written: ignored
    const lines = callLines();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      tool: "LedgerApi.CreateInvoiceHistory",
      source: "sqs",
      eventId: "msg-1",
      connection: "acme-books",
      idempotency: "replayed",
      outcome: "ok",
    });
    expect(written.map(({ text }) => text).join("")).not.toContain("secret note body");
  });

  it("keeps each call's record to itself when calls overlap (per-request state in request.internal)", async () => {
    // The first call is held open until the second one has started and ended.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const pipeline = middy<ToolCall, ToolCallResult, Error, CallContext>({ timeoutEarlyInMillis: 0 })
      .use(logCall())
      .handler(async (call, context) => {
        const first = call.tool.endsWith("First");
        if (first) await held;
        annotateCall(context.callLog, { idempotency: first ? "executed" : "replayed" });
        return { tool: call.tool, result: null };
      });
    const run = (tool: string) =>
      pipeline({ tool, input: {}, source: "direct" }, lambdaContext(`log-${tool}`) as CallContext);
    const first = run("Test.First");
    await run("Test.Second");
    release();
    await first;
    const lines = callLines();
    expect(lines.map(({ tool, idempotency }) => [tool, idempotency])).toEqual([
      ["Test.Second", "replayed"],
      ["Test.First", "executed"],
    ]);
    expect(new Set(lines.map((line) => line.requestId)).size).toBe(2);
  });

  it("a failure that is no ToolError is logged under its name, without status, tool row or request id", async () => {
    const pipeline = middy<ToolCall, ToolCallResult, Error, CallContext>({ timeoutEarlyInMillis: 0 })
      .use(logCall())
      .handler(async () => {
        throw new TypeError("Cannot read properties of undefined (reading 'x')");
      });
    const context = { ...lambdaContext("log-plain"), awsRequestId: "" } as CallContext;
    await expect(pipeline({ tool: "Test.Plain", input: {}, source: "direct" }, context)).rejects.toThrow(
      TypeError,
    );
    const [line, ...rest] = callLines();
    expect(rest).toEqual([]);
    expect(line).toMatchObject({
      level: "WARN",
      message: "tool call failed",
      tool: "Test.Plain",
      source: "direct",
      connection: "default",
      outcome: "TypeError",
      errorMessage: "Cannot read properties of undefined (reading 'x')",
    });
    for (const absent of ["status", "family", "tenant", "requestId", "eventId", "upstreamStatus"]) {
      expect(line, absent).not.toHaveProperty(absent);
    }
    expect(line?.latencyMs).toEqual(expect.any(Number));
  });

  it("LOG_LEVEL=warn drops the success line but keeps failures", async () => {
    process.env.LOG_LEVEL = "warn";
    try {
      next = () => ({ body: '{"Invoices":[]}' });
      await list();
      expect(callLines()).toHaveLength(0);
      next = () => ({ status: 404, body: "" });
      await list();
      expect(callLines()).toHaveLength(1);
    } finally {
      process.env.LOG_LEVEL = "info";
    }
  });
});
