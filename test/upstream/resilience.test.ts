// How calls survive a misbehaving upstream, run through the real executor against a fault-injecting
// server on 127.0.0.1: 429 waits and their bounds, which calls are resent after a fault, timeouts
// cut to the function's deadline, and answers that are not JSON. Times are kept small and only
// checked with generous lower bounds (a wait happened), never as performance.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ledgerTools } from "../../lib/catalog/ledger/index";
import { tasksTools } from "../../lib/catalog/tasks";
import type { ToolRow } from "../../lib/catalog/types";
import { DEADLINE_MARGIN_MS } from "../../lib/runtime/config";
import { ToolError } from "../../lib/runtime/errors";
import { type ExecuteOptions, executeTool } from "../../lib/runtime/execute";
import { MAX_RATE_LIMIT_WAITS } from "../../lib/upstream/http";
import { exchange } from "../../lib/upstream/transport";
import { type FaultReply, startFaultServer } from "../support/fault-server";

const TENANT = "7a513ee1-8e5e-4e8c-9d0e-1b2b3c4d5e6f";
const ID = "9d7d0c6a-9a2e-4a51-8f2a-0c1a2b3c4d5e";
const TOKEN = "resilience-test-token-5f2a";
let next: (index: number) => FaultReply = () => ({ body: "{}" });
let upstream: Awaited<ReturnType<typeof startFaultServer>>;

beforeAll(async () => {
  upstream = await startFaultServer((_request, index) => next(index));
  process.env.LEDGER_API_BASE_URL = `${upstream.url}/api.xro/2.0`;
  process.env.TASKS_API_BASE_URL = `${upstream.url}/open/v1`;
  process.env.UPSTREAM_TIMEOUT_MS = "250";
});
afterAll(() => upstream.close());
afterEach(() => {
  upstream.reset();
  delete process.env.RATE_LIMIT_MAX_WAIT_MS;
});

const row = (name: string): ToolRow => {
  const found = [...ledgerTools, ...tasksTools].find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no row ${name}`);
  return found;
};
const token = { get: () => Promise.resolve(TOKEN) };

const read = { row: row("LedgerApi.RetrieveInvoices"), input: { ledger_tenant_id: TENANT } };
const write = {
  row: row("LedgerApi.CreateInvoiceHistory"),
  input: { invoice_id: ID, tenant_identifier: TENANT },
};
const keyedWrite = { ...write, input: { ...write.input, idempotency_key: "note-2026-01-17" } };

async function run(call: { row: ToolRow; input: Record<string, unknown> }, options?: ExecuteOptions) {
  try {
    return { ok: true as const, result: await executeTool(call.row, call.input, token, options) };
  } catch (error) {
    if (!(error instanceof ToolError)) throw error;
    return { ok: false as const, error };
  }
}

async function failure(call: { row: ToolRow; input: Record<string, unknown> }, options?: ExecuteOptions) {
  const outcome = await run(call, options);
  if (outcome.ok) throw new Error(`expected a failure, got ${JSON.stringify(outcome.result)}`);
  return outcome.error;
}

const tooMany = (retryAfter: string): FaultReply => ({
  status: 429,
  headers: { "retry-after": retryAfter, "x-rate-limit-problem": "minute" },
});
/**
 * The next request opens a new connection: the idle one is closed by an answer saying
 * `connection: close`. A reset on a reused connection before any answer byte is the transport's
 * own affair (one resend on a fresh connection: test/upstream/keep-alive.test.ts); here a reset
 * has to mean the request reached the server.
 */
async function dropIdleConnection() {
  const script = next;
  next = () => ({ body: "{}", headers: { connection: "close" } });
  await exchange(`${upstream.url}/close`, { method: "GET", headers: {} }, 1_000);
  next = script;
  upstream.reset();
}

const gapMs = (index: number) =>
  (upstream.requests[index]?.receivedAt ?? 0) - (upstream.requests[index - 1]?.receivedAt ?? 0);

describe("429: wait for Retry-After and resend, within bounds", () => {
  it("a read is resent once after Retry-After", async () => {
    next = (index) => (index === 0 ? tooMany("0.05") : { body: '{"Invoices":[]}' });
    expect(await run(read)).toEqual({ ok: true, result: { Invoices: [] } });
    expect(upstream.requests).toHaveLength(2);
    expect(gapMs(1)).toBeGreaterThanOrEqual(45); // it waited (no upper bound: the machine is shared)
  });

  it("a plain write is resent too: a 429 means nothing was done", async () => {
    next = (index) => (index === 0 ? tooMany("0.05") : { body: '{"HistoryRecords":[]}' });
    expect(await run(write)).toMatchObject({ ok: true });
    expect(upstream.requests).toHaveLength(2);
    expect(upstream.requests[1]?.body).toBe(upstream.requests[0]?.body);
  });

  it("a 429 storm ends after a bounded number of attempts with RateLimited and retryAfter", async () => {
    next = () => tooMany("0.02");
    const error = await failure(read);
    expect(error.type).toBe("RateLimited");
    expect(error.retryable).toBe(true);
    expect(error.details).toMatchObject({
      retryAfter: 0.02,
      rateLimitProblem: "minute",
      upstreamStatus: 429,
    });
    expect(upstream.requests).toHaveLength(1 + MAX_RATE_LIMIT_WAITS);
  });

  it("a Retry-After beyond the wait budget is answered at once", async () => {
    next = () => tooMany("30");
    const error = await failure(read);
    expect(error.type).toBe("RateLimited");
    expect(error.details).toMatchObject({ retryAfter: 30 });
    expect(upstream.requests).toHaveLength(1);
  });

  it.each([
    ["a delay of 99999 s", () => "99999", 99999],
    ["an HTTP-date an hour ahead", () => new Date(Date.now() + 3600_000).toUTCString(), 3600],
  ])(
    "a Retry-After of %s is answered at once: RateLimited with it, nothing resent",
    async (_what, value, seconds) => {
      next = () => tooMany(value());
      const error = await failure(read);
      expect(error.type).toBe("RateLimited");
      const retryAfter = (error.details as { retryAfter?: number }).retryAfter ?? 0;
      expect(retryAfter).toBeGreaterThan(seconds - 5); // a date is seconds from when it was read
      expect(retryAfter).toBeLessThanOrEqual(seconds);
      expect(upstream.requests).toHaveLength(1);
    },
  );

  it("an unreadable Retry-After is not given: the default wait, and no retryAfter claimed", async () => {
    process.env.RATE_LIMIT_MAX_WAIT_MS = "500"; // under the 1 s default wait: no resend
    next = () => tooMany("in a moment");
    const error = await failure(read);
    expect(error.type).toBe("RateLimited");
    expect(error.details).not.toHaveProperty("retryAfter");
    expect(error.message).not.toMatch(/retry after/);
    expect(upstream.requests).toHaveLength(1);
  });

  it("a Retry-After date already past is a resend without waiting", async () => {
    next = (index) => (index === 0 ? tooMany("Thu, 01 Jan 2015 00:00:00 GMT") : { body: '{"Invoices":[]}' });
    expect(await run(read)).toEqual({ ok: true, result: { Invoices: [] } });
    expect(upstream.requests).toHaveLength(2);
  });

  it("RATE_LIMIT_MAX_WAIT_MS bounds the total wait of a call", async () => {
    process.env.RATE_LIMIT_MAX_WAIT_MS = "150";
    next = () => tooMany("0.1");
    expect((await failure(read)).type).toBe("RateLimited");
    expect(upstream.requests).toHaveLength(2); // 100 ms waited; another 100 would pass 150
  });

  it("never waits past the function's deadline", async () => {
    next = () => tooMany("0.2");
    const error = await failure(read, { remainingMs: () => DEADLINE_MARGIN_MS + 250 });
    expect(error.type).toBe("RateLimited");
    expect(upstream.requests).toHaveLength(1);
  });

  it("TickTick's exceed_query_limit is resent after a short backoff", async () => {
    next = (index) =>
      index === 0
        ? {
            status: 500,
            body: JSON.stringify({ errorId: "e1", errorCode: "exceed_query_limit", errorMessage: "x" }),
          }
        : { body: '[{"id":"p1"}]' };
    const outcome = await run({ row: row("TasksApi.GetUserProjects"), input: {} });
    expect(outcome).toEqual({ ok: true, result: [{ id: "p1" }] });
    expect(upstream.requests).toHaveLength(2);
    expect(gapMs(1)).toBeGreaterThanOrEqual(900);
  });
});

describe("5xx and network faults: resent only where a repeat is harmless", () => {
  beforeEach(dropIdleConnection);
  const faults: [string, FaultReply][] = [
    ["a 500", { status: 500, body: JSON.stringify({ Title: "An error occurred", Status: 500 }) }],
    ["a 503", { status: 503, body: "" }],
    ["a connection reset", { destroy: true }],
  ];

  it.each(faults)("a read is resent after %s", async (_label, fault) => {
    next = (index) => (index === 0 ? fault : { body: '{"Invoices":[{"InvoiceID":"i1"}]}' });
    expect(await run(read)).toEqual({ ok: true, result: { Invoices: [{ InvoiceID: "i1" }] } });
    expect(upstream.requests).toHaveLength(2);
  });

  it.each(faults)("a write without an idempotency key is sent once after %s", async (_label, fault) => {
    next = () => fault;
    const error = await failure(write);
    expect(error.type).toBe("UpstreamError");
    expect(upstream.requests).toHaveLength(1);
  });

  it.each(faults)(
    "a write with an idempotency key is resent after %s, with the same key",
    async (_label, fault) => {
      next = (index) => (index === 0 ? fault : { body: '{"HistoryRecords":[]}' });
      expect(await run(keyedWrite)).toMatchObject({ ok: true });
      expect(upstream.requests).toHaveLength(2);
      for (const request of upstream.requests)
        expect(request.headers["idempotency-key"]).toBe("note-2026-01-17");
    },
  );

  it("a read gives up after 3 attempts", async () => {
    next = () => ({ status: 503, body: "" });
    const error = await failure(read);
    expect(error.type).toBe("UpstreamError");
    expect(error.retryable).toBe(true);
    expect(upstream.requests).toHaveLength(3);
  });

  it("a Xero 404 or 400 is an answer, not resent", async () => {
    next = () => ({ status: 404, body: "" });
    expect((await failure(read)).type).toBe("NotFound");
    expect(upstream.requests).toHaveLength(1);
  });
});

describe("timeouts and unreadable answers", () => {
  it("a slow read is an UpstreamTimeout after its attempts", async () => {
    next = () => ({ delayMs: 1_000, body: "{}" });
    const error = await failure(read);
    expect(error.type).toBe("UpstreamTimeout");
    expect(error.retryable).toBe(true);
    expect(upstream.requests).toHaveLength(3);
  });

  it("the attempt's timeout is cut to the function's remaining time minus the margin", async () => {
    process.env.UPSTREAM_TIMEOUT_MS = "10000";
    try {
      next = () => ({ delayMs: 2_000, body: "{}" });
      const error = await failure(read, { remainingMs: () => DEADLINE_MARGIN_MS + 300 });
      expect(error.type).toBe("UpstreamTimeout");
      const timeout = Number(/within (\d+) ms/.exec(error.message)?.[1]);
      expect(timeout).toBeGreaterThan(100);
      expect(timeout).toBeLessThanOrEqual(300);
      expect(upstream.requests).toHaveLength(1); // no time left for another attempt
    } finally {
      process.env.UPSTREAM_TIMEOUT_MS = "250";
    }
  });

  it("nothing is sent when the function has no time left", async () => {
    const error = await failure(read, { remainingMs: () => DEADLINE_MARGIN_MS - 10 });
    expect(error.type).toBe("UpstreamTimeout");
    expect(error.message).toMatch(/nothing was sent/);
    expect(upstream.requests).toHaveLength(0);
  });

  it("a 200 whose body is malformed JSON is an UpstreamError, not resent", async () => {
    next = () => ({ body: '{"Invoices": [' });
    const error = await failure(read);
    expect(error.type).toBe("UpstreamError");
    expect(error.message).toMatch(/not JSON/);
    expect(upstream.requests).toHaveLength(1);
  });
});
