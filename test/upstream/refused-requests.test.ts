// A request the caller's values made unsendable is the caller's fault: Node refuses it before a byte
// leaves, so it is a ValidationError (400, not retryable, not resent), never a 502 "could not be
// reached". Only a real network failure is an UpstreamError. An upstream that refuses a request for
// its size (413, 414, 431) answers the caller's input too: a ValidationError.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findTool } from "../../lib/catalog/index";
import type { ToolRow } from "../../lib/catalog/types";
import type { UpstreamRequest } from "../../lib/runtime/request";
import { callBudget, send } from "../../lib/upstream/http";
import { profileFor } from "../../lib/upstream/index";
import { exchange, TransportError } from "../../lib/upstream/transport";
import { startFaultServer } from "../support/fault-server";

let upstream: Awaited<ReturnType<typeof startFaultServer>>;
beforeAll(async () => {
  upstream = await startFaultServer(() => ({ status: 200, body: "{}" }));
});
afterAll(() => upstream.close());

const ledger = profileFor("LedgerApi");

function sendOnce(request: UpstreamRequest) {
  return send(ledger, request, {
    token: "token-for-refused-requests",
    timeoutMs: 1_000,
    retries: 2,
    repeatable: true,
    inFlightLimit: Number.POSITIVE_INFINITY,
    budget: callBudget(Date.now() + 10_000, 0),
  }).catch((error: unknown) => error);
}

describe("a request Node refuses to send", () => {
  it.each([
    ["CR LF in a header", { "xero-tenant-id": "a\r\nX-Injected: 1" }],
    ["NUL in a header", { "xero-tenant-id": "a\u0000b" }],
    ["an emoji in a header", { "Idempotency-Key": "😀" }],
    ["a right-to-left mark in a header", { "xero-tenant-id": "\u200fabc" }],
  ])("%s: the exchange is refused, nothing is sent", async (_what, headers) => {
    const before = upstream.requests.length;
    const failure = await exchange(`${upstream.url}/x`, { method: "GET", headers }, 1_000).catch((e) => e);
    expect(failure).toBeInstanceOf(TransportError);
    expect((failure as TransportError).reason).toBe("refused");
    expect(upstream.requests.length).toBe(before);
  });

  it("is a ValidationError (400, not retryable), sent once at most, never a 502", async () => {
    const before = upstream.requests.length;
    const failure = await sendOnce({
      method: "GET",
      url: `${upstream.url}/Invoices`,
      headers: { "xero-tenant-id": "tenant\r\nX-Injected: 1" },
    });
    expect(failure).toMatchObject({ type: "ValidationError", status: 400, retryable: false });
    expect((failure as Error).message).toContain("was not sent");
    expect(upstream.requests.length).toBe(before);
  });

  it("a real network failure is still an UpstreamError", async () => {
    const failure = await sendOnce({ method: "GET", url: "http://127.0.0.1:9/Invoices", headers: {} });
    expect(failure).toMatchObject({ type: "UpstreamError", status: 502 });
  });
});

describe("an upstream refusing a request for its size", () => {
  const answer = (status: number) => ({ status, headers: new Headers(), body: new Uint8Array() });
  const row = findTool("LedgerApi.RetrieveInvoices") as ToolRow;

  it.each([413, 414, 431])("HTTP %i is a ValidationError from either upstream", (status) => {
    for (const toolkit of ["LedgerApi", "TasksApi"] as const) {
      const error = profileFor(toolkit).toError(answer(status), undefined, row);
      expect(error).toMatchObject({ type: "ValidationError", status: 400, retryable: false });
      expect(error.details).toMatchObject({ upstreamStatus: status });
    }
  });

  it("other unexpected statuses stay upstream failures", () => {
    expect(ledger.toError(answer(418), undefined, row).type).toBe("UpstreamError");
  });
});
