// Whether a failed request may have reached the upstream, as the executor reports it: `outcome`
// "not-sent" when no connection was made (nothing happened, so any tool may be called again) and
// "unknown" once one was (a timeout waiting, a lost connection, a cut answer), where a write that
// cannot be repeated keeps its caution. Counted at a raw HTTP server on 127.0.0.1; nothing is timed.
import { afterEach, describe, expect, it } from "vitest";
import type { UpstreamRequest } from "../../lib/runtime/request";
import { callBudget, type SendOptions, send } from "../../lib/upstream/http";
import { profileFor } from "../../lib/upstream/index";
import { exchange, TransportError } from "../../lib/upstream/transport";
import { startRawServer } from "./raw-http-server";

const ledger = profileFor("LedgerApi");
const TENANT = "0f0e0d0c-0b0a-4908-8706-050403020100";
const CAUTION = /may have been made/;

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function rawServer(script: Parameters<typeof startRawServer>[0]) {
  const server = await startRawServer(script);
  cleanups.push(server.close);
  return server;
}

/** A port where nothing listens: a server's, closed. */
async function closedPortUrl() {
  const server = await rawServer(() => "answer");
  await server.stopListening();
  return server.url;
}

const write: Pick<SendOptions, "retries" | "repeatable"> = { retries: 0, repeatable: false };
const read: Pick<SendOptions, "retries" | "repeatable"> = { retries: 2, repeatable: true };

function post(url: string): UpstreamRequest {
  return {
    method: "POST",
    url: `${url}/Invoices/x/History`,
    headers: { "xero-tenant-id": TENANT, "content-type": "application/json" },
    body: '{"HistoryRecords":[{"Details":"note"}]}',
  };
}

function sendFailure(
  request: UpstreamRequest,
  kind: Pick<SendOptions, "retries" | "repeatable">,
  options: Partial<SendOptions> = {},
) {
  return send(ledger, request, {
    token: "token-for-outcome-tests",
    timeoutMs: 300,
    inFlightLimit: Number.POSITIVE_INFINITY,
    budget: callBudget(Date.now() + 10_000, 0),
    ...kind,
    ...options,
  }).then(
    (answer) => {
      throw new Error(`expected a failure, got HTTP ${answer.status}`);
    },
    (error: unknown) => error as { type: string; outcome?: string; retryable: boolean; message: string },
  );
}

describe("the transport says whether the request may have been sent", () => {
  it("a refused connection: not sent", async () => {
    const failure = await exchange(await closedPortUrl(), { method: "GET", headers: {} }, 1_000).catch(
      (e) => e,
    );
    expect(failure).toMatchObject({ reason: "network", sent: false });
  });

  it("a host that does not resolve: not sent", async () => {
    const failure = await exchange(
      "http://no-such-host.invalid/x",
      { method: "GET", headers: {} },
      2_000,
    ).catch((e) => e);
    expect(failure).toBeInstanceOf(TransportError);
    expect((failure as TransportError).sent).toBe(false);
  });

  it("a timeout before the connection was up (a TLS handshake never answered): not sent", async () => {
    const server = await rawServer(() => "hold");
    const failure = await exchange(
      server.url.replace("http:", "https:"),
      { method: "GET", headers: {} },
      150,
    ).catch((e) => e);
    expect(failure).toMatchObject({ reason: "timeout", sent: false });
    expect(server.received).toHaveLength(0);
  });

  it("a request HTTP cannot carry: refused, not sent", async () => {
    const server = await rawServer(() => "answer");
    const failure = await exchange(
      server.url,
      { method: "GET", headers: { "x-bad": "a\r\nb" } },
      1_000,
    ).catch((e) => e);
    expect(failure).toMatchObject({ reason: "refused", sent: false });
    expect(server.connections()).toBe(0);
  });

  it.each([
    ["a timeout waiting for the answer", "hold", "timeout"],
    ["a connection closed after the request", "close", "network"],
    ["a connection reset after the request", "reset", "network"],
    ["a cut-off answer", "partial-body", "cut-off"],
  ] as const)("%s: may have been sent", async (_what, action, reason) => {
    const server = await rawServer(() => action);
    const failure = await exchange(server.url, { method: "POST", headers: {}, body: "x" }, 150).catch(
      (e) => e,
    );
    expect(failure).toMatchObject({ reason, sent: true });
    expect(server.received).toHaveLength(1);
  });
});

describe("the executor's errors carry the outcome", () => {
  it("a write that could not connect: not-sent, retryable, no caution", async () => {
    const error = await sendFailure(post(await closedPortUrl()), write);
    expect(error).toMatchObject({ type: "UpstreamError", outcome: "not-sent", retryable: true });
    expect(error.message).toMatch(/nothing was sent/);
    expect(error.message).not.toMatch(CAUTION);
  });

  it("a write whose TLS handshake timed out: not-sent UpstreamTimeout", async () => {
    const server = await rawServer(() => "hold");
    const error = await sendFailure(post(server.url.replace("http:", "https:")), write, { timeoutMs: 150 });
    expect(error).toMatchObject({ type: "UpstreamTimeout", outcome: "not-sent", retryable: true });
    expect(error.message).toMatch(/nothing was sent/);
    expect(server.received).toHaveLength(0);
  });

  it.each([
    ["no answer in time", "hold", "UpstreamTimeout"],
    ["a connection lost after the request", "close", "UpstreamError"],
    ["an answer cut off", "partial-body", "UpstreamError"],
  ] as const)(
    "a write with %s: unknown, not retryable, with the caution, sent once",
    async (_what, action, type) => {
      const server = await rawServer(() => action);
      const error = await sendFailure(post(server.url), write, { timeoutMs: 150 });
      expect(error).toMatchObject({ type, outcome: "unknown", retryable: false });
      expect(error.message).toMatch(CAUTION);
      expect(server.received).toHaveLength(1);
    },
  );

  it("a read after lost connections: unknown, retryable, no caution, resent", async () => {
    const server = await rawServer(() => "close");
    const error = await sendFailure({ method: "GET", url: `${server.url}/Invoices`, headers: {} }, read);
    expect(error).toMatchObject({ type: "UpstreamError", outcome: "unknown", retryable: true });
    expect(error.message).not.toMatch(CAUTION);
    expect(server.received).toHaveLength(3);
  });

  it("an attempt that sent nothing after one that may have reached the upstream: unknown", async () => {
    let server: Awaited<ReturnType<typeof rawServer>> | undefined;
    server = await rawServer(() => {
      void server?.stopListening(); // the resends find nothing listening
      return "hold";
    });
    const error = await sendFailure(post(server.url), read, { timeoutMs: 150 });
    expect(error).toMatchObject({ type: "UpstreamError", outcome: "unknown" });
    expect(error.message).toMatch(/nothing was sent\. An earlier attempt may have reached Xero/);
    expect(server.received).toHaveLength(1);
  });

  it("too little time left: not-sent", async () => {
    const server = await rawServer(() => "answer");
    const error = await sendFailure(post(server.url), write, { budget: callBudget(Date.now() + 50, 0) });
    expect(error).toMatchObject({ type: "UpstreamTimeout", outcome: "not-sent" });
    expect(server.connections()).toBe(0);
  });

  it("no in-flight slot in time: RateLimited, not-sent", async () => {
    let arrived: () => void = () => {};
    const holding = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    const server = await rawServer(() => {
      arrived();
      return "hold";
    });
    const limited = { inFlightLimit: 1, timeoutMs: 400 };
    const holder = sendFailure(post(server.url), write, limited);
    await holding;
    const error = await sendFailure(post(server.url), write, {
      ...limited,
      budget: callBudget(Date.now() + 150, 0),
    });
    expect(error).toMatchObject({ type: "RateLimited", outcome: "not-sent" });
    expect(server.received).toHaveLength(1);
    await holder;
  });
});
