// The per-container in-flight limit (Xero: 5 calls in progress per tenant): the gate on its own,
// then 12 concurrent calls through the real ledger-read handler against a slow upstream that
// counts the requests it is serving per tenant.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { handler as readHandler } from "../../functions/ledger-read";
import { ledgerTools } from "../../lib/catalog/ledger/index";
import { TENANT_SPELLINGS } from "../../lib/catalog/parameter-aliases";
import type { ToolRow } from "../../lib/catalog/types";
import { DEADLINE_MARGIN_MS } from "../../lib/runtime/config";
import { ToolError } from "../../lib/runtime/errors";
import { executeTool } from "../../lib/runtime/execute";
import { acquireSlot, inFlightSnapshot, type Release } from "../../lib/upstream/in-flight";
import { type FaultReply, startFaultServer } from "../support/fault-server";
import { invokeDirect } from "../support/invoke";

const A = "aaaaaaaa-0000-4000-8000-00000000000a";
const B = "bbbbbbbb-0000-4000-8000-00000000000b";

describe("acquireSlot", () => {
  const later = () => Date.now() + 5_000;

  it("hands slots out first come, first served, and frees idle keys", async () => {
    const first = await acquireSlot("k1", 1, later());
    const order: number[] = [];
    const waiting = [1, 2, 3].map((n) =>
      acquireSlot("k1", 1, later()).then((release) => {
        order.push(n);
        return release;
      }),
    );
    expect(inFlightSnapshot("k1")).toEqual({ active: 1, waiting: 3 });
    first?.();
    first?.(); // a second release of the same slot changes nothing
    let release = await waiting[0];
    release?.();
    release = await waiting[1];
    release?.();
    release = await waiting[2];
    expect(order).toEqual([1, 2, 3]);
    expect(inFlightSnapshot("k1")).toEqual({ active: 1, waiting: 0 });
    release?.();
    expect(inFlightSnapshot("k1")).toEqual({ active: 0, waiting: 0 });
  });

  it("gives up at the deadline and leaves the line", async () => {
    const held = (await acquireSlot("k2", 1, later())) as Release;
    expect(await acquireSlot("k2", 1, Date.now() + 30)).toBeUndefined();
    expect(await acquireSlot("k2", 1, Date.now() - 1)).toBeUndefined();
    expect(inFlightSnapshot("k2")).toEqual({ active: 1, waiting: 0 });
    held();
  });

  it("keys are independent", async () => {
    const a = await acquireSlot("k3", 1, later());
    // k3's only slot is taken; k4 still has its own, at once.
    const b = await acquireSlot("k4", 1, Date.now() + 30);
    expect(typeof a).toBe("function");
    expect(typeof b).toBe("function");
    expect(inFlightSnapshot("k3")).toEqual({ active: 1, waiting: 0 });
    expect(inFlightSnapshot("k4")).toEqual({ active: 1, waiting: 0 });
    b?.();
    expect(inFlightSnapshot("k3")).toEqual({ active: 1, waiting: 0 });
    a?.();
  });
});

describe("per-tenant in-flight limit against Xero", () => {
  let upstream: Awaited<ReturnType<typeof startFaultServer>>;
  let next: () => FaultReply = () => ({ body: '{"Invoices":[]}' });

  beforeAll(async () => {
    upstream = await startFaultServer(() => next());
    process.env.LEDGER_API_BASE_URL = `${upstream.url}/api.xro/2.0`;
    process.env.LEDGER_API_ACCESS_TOKEN = "in-flight-test-token";
    process.env.UPSTREAM_TIMEOUT_MS = "5000";
  });
  afterAll(() => upstream.close());
  afterEach(() => {
    upstream.reset();
    delete process.env.LEDGER_MAX_IN_FLIGHT;
  });

  const list = (tenant: string) =>
    invokeDirect(readHandler, "LedgerApi.RetrieveInvoices", { ledger_tenant_id: tenant });

  it("12 concurrent calls for one tenant never have more than 5 in flight; another tenant is not held up", async () => {
    next = () => ({ delayMs: 300, body: '{"Invoices":[]}' });
    const burst = Array.from({ length: 12 }, () => list(A));
    // Once A's first 5 are at the server (the other 7 queued in the client), B calls.
    while (upstream.requests.length < 5) await new Promise((resolve) => setTimeout(resolve, 5));
    const other = await list(B);
    const outcomes = await Promise.all(burst);

    expect(outcomes.every((outcome) => outcome.ok)).toBe(true);
    expect(other.ok).toBe(true);
    expect(upstream.maxInFlight[A]).toBe(5); // the limit was reached, never passed
    const requestsA = upstream.requests.filter((request) => request.headers["xero-tenant-id"] === A);
    expect(requestsA).toHaveLength(12);
    // B was sent while A had 5 in flight and more waiting, not after A's line.
    const requestB = upstream.requests.find((request) => request.headers["xero-tenant-id"] === B);
    expect(requestB?.inFlightOnArrival[A]).toBe(5);
    expect(upstream.requests.indexOf(requestB as never)).toBeLessThan(
      upstream.requests.indexOf(requestsA[11] as never),
    );
  });

  it("takes the limit from LEDGER_MAX_IN_FLIGHT", async () => {
    process.env.LEDGER_MAX_IN_FLIGHT = "2";
    next = () => ({ delayMs: 40, body: '{"Invoices":[]}' });
    const outcomes = await Promise.all(Array.from({ length: 6 }, () => list(A)));
    expect(outcomes.every((outcome) => outcome.ok)).toBe(true);
    expect(upstream.maxInFlight[A]).toBe(2);
  });

  it("counts a tenant once whichever of its four names each call uses (issue 35)", async () => {
    process.env.LEDGER_MAX_IN_FLIGHT = "2";
    next = () => ({ delayMs: 40, body: '{"Invoices":[]}' });
    const calls = [...TENANT_SPELLINGS, ...TENANT_SPELLINGS].map((spelling) =>
      invokeDirect(readHandler, "LedgerApi.RetrieveInvoices", { [spelling]: A }),
    );
    const outcomes = await Promise.all(calls);
    expect(outcomes.every((outcome) => outcome.ok)).toBe(true);
    expect(upstream.requests.map((request) => request.headers["xero-tenant-id"])).toEqual(calls.map(() => A));
    expect(upstream.maxInFlight[A]).toBe(2);
  });

  it("frees the slot on every outcome: failures do not leak slots", async () => {
    process.env.LEDGER_MAX_IN_FLIGHT = "1";
    next = () => ({ status: 404, body: "" });
    for (let i = 0; i < 3; i++) expect((await list(A)).ok).toBe(false);
    next = () => ({ destroy: true });
    expect((await list(A)).ok).toBe(false);
    next = () => ({ body: '{"Invoices":[]}' });
    expect((await list(A)).ok).toBe(true);
    expect(inFlightSnapshot(`LedgerApi:${A}`)).toEqual({ active: 0, waiting: 0 });
  });

  it("waiting for a slot counts against the deadline: RateLimited (concurrent) when it runs out", async () => {
    process.env.LEDGER_MAX_IN_FLIGHT = "1";
    next = () => ({ delayMs: 600, body: '{"Invoices":[]}' });
    const row = ledgerTools.find((candidate) => candidate.name === "LedgerApi.RetrieveInvoices") as ToolRow;
    const token = { get: () => Promise.resolve("in-flight-test-token") };
    const holder = executeTool(row, { ledger_tenant_id: A }, token);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const error = await executeTool(row, { ledger_tenant_id: A }, token, {
      remainingMs: () => DEADLINE_MARGIN_MS + 200,
    }).then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(ToolError);
    expect(error).toMatchObject({
      type: "RateLimited",
      details: { rateLimitProblem: "concurrent", retryAfter: 1 },
    });
    await holder;
    expect(upstream.requests).toHaveLength(1);
  });
});
