// The HTTP exchange under every upstream call: bytes and headers back as sent, the timeout destroys
// the request, and https goes through TLS (a certificate nobody trusts is refused, never ignored).
// Every failure says whether the request may have been sent (more in outcome.test.ts).
import { readFileSync } from "node:fs";
import { createServer as createHttpsServer } from "node:https";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exchange, TransportError } from "../../lib/upstream/transport";
import { startFaultServer } from "../support/fault-server";

let upstream: Awaited<ReturnType<typeof startFaultServer>>;
beforeAll(async () => {
  upstream = await startFaultServer((request) =>
    request.url === "/slow"
      ? { delayMs: 500, body: "late" }
      : { status: 201, headers: { "x-echo": request.headers["x-probe"] as string }, body: request.body },
  );
});
afterAll(() => upstream.close());

describe("exchange", () => {
  it("sends method, headers and body; returns status, headers and the exact bytes", async () => {
    const answer = await exchange(
      `${upstream.url}/echo`,
      { method: "PUT", headers: { "x-probe": "p-1", "content-type": "application/json" }, body: '{"a":"é"}' },
      1_000,
    );
    expect(answer.status).toBe(201);
    expect(answer.headers.get("x-echo")).toBe("p-1");
    expect(Buffer.from(answer.body).toString("utf8")).toBe('{"a":"é"}');
    expect(upstream.requests.at(-1)?.method).toBe("PUT");
  });

  it("a slow answer is a timeout", async () => {
    const started = Date.now();
    const failure = await exchange(`${upstream.url}/slow`, { method: "GET", headers: {} }, 50).catch(
      (e) => e,
    );
    expect(failure).toBeInstanceOf(TransportError);
    expect((failure as TransportError).reason).toBe("timeout");
    expect((failure as TransportError).sent).toBe(true); // connected: the request may have arrived
    expect(Date.now() - started).toBeLessThan(450); // it did not wait for the answer
  });

  it("an unreachable port is a network error", async () => {
    const failure = await exchange("http://127.0.0.1:9/x", { method: "GET", headers: {} }, 1_000).catch(
      (e) => e,
    );
    expect((failure as TransportError).reason).toBe("network");
    expect((failure as TransportError).sent).toBe(false);
  });

  it("https goes through TLS: an untrusted certificate is refused", async () => {
    const dir = "node_modules/dynalite/ssl";
    const server = createHttpsServer(
      { key: readFileSync(`${dir}/server-key.pem`), cert: readFileSync(`${dir}/server-crt.pem`) },
      (_req, res) => res.end("should not be read"),
    );
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const port = (server.address() as AddressInfo).port;
      const failure = await exchange(
        `https://127.0.0.1:${port}/`,
        { method: "GET", headers: {} },
        1_000,
      ).catch((e) => e);
      expect((failure as TransportError).reason).toBe("network");
      expect((failure as TransportError).sent).toBe(false); // the request is written after the handshake
    } finally {
      server.close();
    }
  });
});
