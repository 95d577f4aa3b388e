// The metrics of a tool call as the EMF lines CloudWatch Logs reads (lib/runtime/call-metrics.ts):
// one line per call from a real handler run, with the right names, dimension sets and units; errors
// by type, faults, 429 waits and RateLimited from an upstream stand-in; idempotent replays,
// conflicts and unknown outcomes from the sandbox and dynalite; budget-truncated MCP answers. No
// line holds a token, a tenant or a connection, and nothing is written under LOG_LEVEL=silent or
// METRICS=0.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { handler as ledgerRead } from "../../functions/ledger-read";
import { handler as ledgerWrite } from "../../functions/ledger-write";
import { findToolByAnyName } from "../../lib/catalog/names";
import { type CallScope, runTool } from "../../lib/mcp/calling/call-tool";
import { resetColdStart } from "../../lib/runtime/call-metrics";
import { type LocalDynamo, startLocalDynamo } from "../../local/dynamodb";
import { lambdaContext } from "../../local/lambda-context";
import {
  LEDGER_STARTING_DATA,
  type LedgerSandbox,
  startLedgerSandbox,
} from "../../local/sandbox/ledger/index";
import { captureOutput, type MetricRecord } from "../support/captured-output";
import { type FaultReply, startFaultServer } from "../support/fault-server";
import { invokeDirect } from "../support/invoke";

const TOKEN = "xero-metrics-test-token-5f2a9c";
const TENANT = "7a513ee1-8e5e-4e8c-9d0e-1b2b3c4d5e6f";
let next: (index: number) => FaultReply = () => ({ body: "{}" });
let upstream: Awaited<ReturnType<typeof startFaultServer>>;
let output: ReturnType<typeof captureOutput>;

beforeAll(async () => {
  upstream = await startFaultServer((_request, index) => next(index));
});
afterAll(async () => {
  await upstream.close();
});
beforeEach(() => {
  Object.assign(process.env, {
    LEDGER_API_BASE_URL: `${upstream.url}/api.xro/2.0`,
    LEDGER_API_ACCESS_TOKEN: TOKEN,
    UPSTREAM_TIMEOUT_MS: "1000",
  });
  delete process.env.LEDGER_TOKEN_SECRET_ID;
  delete process.env.METRICS;
  resetColdStart();
  output = captureOutput();
});
afterEach(() => {
  output.restore();
  upstream.reset();
  delete process.env.METRICS;
});

/** Every EMF line written so far, parsed. */
const emfLines = (): MetricRecord[] =>
  output
    .lines()
    .filter((line) => line.startsWith('{"_aws"'))
    .map((line) => JSON.parse(line) as MetricRecord);

/** The one call metrics line (the one with Calls or McpCalls). */
function callLine(name = "Calls"): MetricRecord {
  const lines = output.metrics(name);
  expect(lines).toHaveLength(1);
  return lines[0] as MetricRecord;
}

/** Metric name -> unit, over the line's directives whose dimension sets are `sets`. */
function metricsUnder(line: MetricRecord, sets: string[][]): Record<string, string> {
  const found: Record<string, string> = {};
  for (const directive of line._aws.CloudWatchMetrics) {
    expect(directive.Namespace).toBe("AgentTools");
    if (JSON.stringify(directive.Dimensions) !== JSON.stringify(sets)) continue;
    for (const metric of directive.Metrics) found[metric.Name] = metric.Unit;
  }
  return found;
}

const list = () =>
  ledgerRead(
    { tool: "LedgerApi.RetrieveInvoices", input: { ledger_tenant_id: TENANT } },
    lambdaContext("ledger-read"),
  ).then(
    () => ({ ok: true as const }),
    (error: Error) => ({ ok: false as const, error }),
  );

describe("a family handler's call", () => {
  it("writes one EMF line: calls, errors, faults, latency and upstream latency per family and toolkit", async () => {
    next = () => ({ body: '{"Invoices":[]}' });
    expect((await list()).ok).toBe(true);
    const line = callLine();
    expect(metricsUnder(line, [["Family", "Toolkit"], ["Toolkit"]])).toEqual({
      Calls: "Count",
      Errors: "Count",
      Faults: "Count",
      Latency: "Milliseconds",
      UpstreamLatency: "Milliseconds",
    });
    expect(line).toMatchObject({
      Family: "ledger-read",
      Toolkit: "LedgerApi",
      Calls: 1,
      Errors: 0,
      Faults: 0,
      tool: "LedgerApi.RetrieveInvoices",
      source: "direct",
    });
    expect(line.Latency).toBeGreaterThan(0);
    expect(line.UpstreamLatency).toBeGreaterThan(0);
    expect(line.UpstreamLatency as number).toBeLessThanOrEqual(line.Latency as number);
    // The container's first call counts a cold start, under the function's name.
    expect(metricsUnder(line, [["Function"]])).toEqual({ ColdStart: "Count" });
    expect(line).toMatchObject({ Function: "local", ColdStart: 1 });
  });

  it("counts the cold start once per container", async () => {
    next = () => ({ body: '{"Invoices":[]}' });
    await list();
    await list();
    const lines = output.metrics("Calls");
    expect(lines.map((line) => line.ColdStart)).toEqual([1, undefined]);
  });

  it("holds no token, tenant or connection, in any metric line", async () => {
    next = (index) => (index === 0 ? { status: 503, body: "" } : { body: '{"Invoices":[]}' });
    await list();
    next = () => ({ status: 401, body: "" });
    await list();
    const lines = emfLines();
    expect(lines.length).toBe(2);
    for (const line of lines) {
      const text = JSON.stringify(line);
      expect(text).not.toContain(TOKEN);
      expect(text).not.toContain(TENANT);
      expect(line).not.toHaveProperty("connection");
      expect(line).not.toHaveProperty("tenant");
      for (const directive of line._aws.CloudWatchMetrics)
        for (const set of directive.Dimensions)
          for (const dimension of set)
            expect(["Family", "Toolkit", "ErrorType", "Function"]).toContain(dimension);
    }
  });

  it("a 429 waited out: RateLimitWaits and the time waited, and the call succeeds", async () => {
    next = (index) =>
      index === 0
        ? { status: 429, headers: { "retry-after": "0.05" }, body: "" }
        : { body: '{"Invoices":[]}' };
    expect((await list()).ok).toBe(true);
    const line = callLine();
    expect(metricsUnder(line, [["Family", "Toolkit"], ["Toolkit"]])).toMatchObject({
      RateLimitWaits: "Count",
      RateLimitWaitTime: "Milliseconds",
    });
    expect(line).toMatchObject({ RateLimitWaits: 1, RateLimitWaitTime: 50, Errors: 0 });
    expect(line.RateLimited).toBeUndefined();
  });

  it("a 429 past the wait budget: RateLimited, an error of type RateLimited, not a fault", async () => {
    next = () => ({ status: 429, headers: { "retry-after": "3600" }, body: "" });
    const answer = await list();
    expect(answer.ok).toBe(false);
    const line = callLine();
    expect(line).toMatchObject({ Errors: 1, Faults: 0, RateLimited: 1, ErrorType: "RateLimited" });
    expect(metricsUnder(line, [["Family", "Toolkit", "ErrorType"]])).toEqual({ Errors: "Count" });
  });

  it("an upstream that keeps failing: an UpstreamError, counted as a fault", async () => {
    next = () => ({ status: 503, body: "" });
    expect((await list()).ok).toBe(false);
    expect(callLine()).toMatchObject({ Errors: 1, Faults: 1, ErrorType: "UpstreamError" });
  });

  it("a caller's mistake: a ValidationError by type, not a fault, and no upstream latency", async () => {
    const answer = await invokeDirect(ledgerRead, "LedgerApi.RetrieveInvoices", { ledger_tenant_id: "nope" });
    expect(answer.ok).toBe(false);
    const line = callLine();
    expect(line).toMatchObject({ Errors: 1, Faults: 0, ErrorType: "ValidationError" });
    expect(line.UpstreamLatency).toBeUndefined();
    expect(upstream.requests).toHaveLength(0);
  });

  it("a write whose answer was lost: an unknown outcome", async () => {
    next = () => ({ status: 503, body: "" });
    const answer = await invokeDirect(ledgerWrite, "LedgerApi.CreateInvoiceHistory", {
      invoice_id: "3f0f3c2a-5d7e-4b8a-9c1d-2e3f4a5b6c7d",
      tenant_identifier: TENANT,
      history_details: "Sent",
    });
    expect(answer.ok).toBe(false);
    expect(callLine()).toMatchObject({ Family: "ledger-write", UnknownOutcomes: 1, Errors: 1 });
  });

  it("writes nothing under LOG_LEVEL=silent, nor with METRICS=0", async () => {
    next = () => ({ body: '{"Invoices":[]}' });
    process.env.LOG_LEVEL = "silent";
    await list();
    process.env.LOG_LEVEL = "debug";
    process.env.METRICS = "0";
    await list();
    expect(emfLines()).toEqual([]);
  });
});

describe("keyed writes (the ledger sandbox, dynalite)", () => {
  const P = LEDGER_STARTING_DATA.primary;
  let dynamo: LocalDynamo;
  let ledger: LedgerSandbox;
  const saved: Record<string, string | undefined> = {};

  beforeAll(async () => {
    [dynamo, ledger] = await Promise.all([startLocalDynamo(), startLedgerSandbox()]);
    for (const name of ["IDEMPOTENCY_TABLE", "AWS_ENDPOINT_URL_DYNAMODB", "AWS_REGION"])
      saved[name] = process.env[name];
    dynamo.configure(process.env);
  });
  afterAll(async () => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    await Promise.all([dynamo.close(), ledger.close()]);
  });
  beforeEach(() => {
    Object.assign(process.env, { LEDGER_API_BASE_URL: ledger.url, LEDGER_API_ACCESS_TOKEN: ledger.token });
  });

  const note = (key: string, details: string) =>
    invokeDirect(ledgerWrite, "LedgerApi.CreateInvoiceHistory", {
      invoice_id: P.invoices.authorised,
      tenant_identifier: P.tenantId,
      idempotency_key: key,
      history_details: details,
    });

  it("a replay is counted as IdempotentReplays; the same key with other arguments as a conflict", async () => {
    expect((await note("k-metrics", "Sent the statement")).ok).toBe(true);
    expect((await note("k-metrics", "Sent the statement")).ok).toBe(true);
    const mismatch = await note("k-metrics", "Another note");
    expect(mismatch.ok).toBe(false);
    const lines = output.metrics("Calls");
    expect(lines.map((line) => line.IdempotentReplays)).toEqual([undefined, 1, undefined]);
    expect(lines.map((line) => line.IdempotencyConflicts)).toEqual([undefined, undefined, 1]);
    expect(lines[2]).toMatchObject({ ErrorType: "IdempotencyMismatch", Faults: 0 });
    for (const line of lines) expect(JSON.stringify(line)).not.toContain(P.tenantId);
  });
});

describe("the mcp function's tools/call", () => {
  const row = findToolByAnyName("LedgerApi.RetrieveInvoices");
  if (!row) throw new Error("no RetrieveInvoices row");
  const invoices = Array.from({ length: 60 }, (_, i) => ({
    InvoiceID: `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
    Reference: `An invoice with a long enough reference to fill the budget ${i}`,
  }));
  const scope = (chars: number, fail = false): CallScope => ({
    offered: new Set([row.name]),
    invoke: async () => {
      if (fail) throw new Error("boom");
      return { Invoices: invoices };
    },
    listedBy: "tools/list",
    budget: { chars, inlineFileBytes: 1024 },
  });
  const call = { name: "LedgerApi_RetrieveInvoices", arguments: { ledger_tenant_id: TENANT, page: 1 } };

  it("counts calls, latency and a budget-truncated answer", async () => {
    await runTool(scope(2_000), row, call);
    const line = callLine("McpCalls");
    expect(metricsUnder(line, [["Family", "Toolkit"], ["Toolkit"]])).toEqual({
      McpCalls: "Count",
      McpErrors: "Count",
      McpLatency: "Milliseconds",
      BudgetTruncated: "Count",
    });
    expect(line).toMatchObject({
      Family: "ledger-read",
      McpCalls: 1,
      McpErrors: 0,
      BudgetTruncated: 1,
      source: "mcp",
    });
    expect(JSON.stringify(line)).not.toContain(TENANT);
  });

  it("an answer that fits is not truncated; a failed call is an MCP error", async () => {
    await runTool(scope(1_000_000), row, call);
    await runTool(scope(1_000_000, true), row, call);
    const lines = output.metrics("McpCalls");
    expect(lines.map((line) => [line.BudgetTruncated, line.McpErrors])).toEqual([
      [0, 0],
      [0, 1],
    ]);
  });
});
