// Kept-alive connections to an upstream: the client closes them when idle before a server would,
// and a request that meets a connection the server closed as it went out (a reset or hang-up on a
// reused connection before any byte of the answer) is sent once more on a fresh connection, POST
// included. Everything is counted at a raw HTTP server on 127.0.0.1; nothing is timed.
import { createServer, type Server } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { DEFAULT_UPSTREAM_IDLE_SOCKET_MS, upstreamIdleSocketMs } from "../../lib/runtime/config";
import { exchange, TransportError } from "../../lib/upstream/transport";
import { type RawAction, startRawServer } from "./raw-http-server";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  delete process.env.UPSTREAM_IDLE_SOCKET_MS;
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function rawServer(script: Parameters<typeof startRawServer>[0]) {
  const server = await startRawServer(script);
  cleanups.push(server.close);
  return server;
}

const post = (url: string, body: string, timeoutMs = 2_000) =>
  exchange(url, { method: "POST", headers: { "content-type": "text/plain" }, body }, timeoutMs);
const text = (answer: { body: Uint8Array }) => Buffer.from(answer.body).toString("utf8");

describe("idle connections expire on the client first", () => {
  it("a connection is reused while fresh", async () => {
    const server = await rawServer(() => "answer");
    await post(server.url, "one");
    await post(server.url, "two");
    expect(server.connections()).toBe(1);
    expect(DEFAULT_UPSTREAM_IDLE_SOCKET_MS).toBeLessThan(5_000); // under Node's own server default
  });

  it("UPSTREAM_IDLE_SOCKET_MS sets the idle time; a missing, empty, zero, negative or non-numeric value means the default", () => {
    expect(upstreamIdleSocketMs({ UPSTREAM_IDLE_SOCKET_MS: "2500" })).toBe(2_500);
    for (const value of [undefined, "", "0", "-1", "soon"])
      expect(upstreamIdleSocketMs({ UPSTREAM_IDLE_SOCKET_MS: value })).toBe(DEFAULT_UPSTREAM_IDLE_SOCKET_MS);
  });

  it("an idle connection is closed by the client after UPSTREAM_IDLE_SOCKET_MS, and the next request opens another", async () => {
    process.env.UPSTREAM_IDLE_SOCKET_MS = "40";
    const server = await rawServer(() => "answer"); // it never closes an idle connection itself
    await post(server.url, "one");
    await server.clientClosed(0);
    expect(server.closedBy[0]).toBe("client");
    expect(text(await post(server.url, "two"))).toBe("seen 2");
    expect(server.connections()).toBe(2);
  });

  it("a server's Keep-Alive: timeout=N hint shortens the idle time (to N - 1 s)", async () => {
    process.env.UPSTREAM_IDLE_SOCKET_MS = "600000"; // the hint alone has to close it
    const closedByClient: Promise<void>[] = [];
    const server: Server = createServer((_req, res) => {
      res.setHeader("keep-alive", "timeout=2");
      res.end("ok");
    });
    server.keepAliveTimeout = 600_000;
    server.on("connection", (socket: Socket) => {
      closedByClient.push(new Promise((resolve) => socket.once("end", () => resolve())));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    cleanups.push(
      () =>
        new Promise((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    );
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    expect(text(await exchange(url, { method: "GET", headers: {} }, 2_000))).toBe("ok");
    await closedByClient[0]; // after about 1 s; without the hint, after 10 minutes (the test would time out)
    expect(closedByClient).toHaveLength(1);
  });
});

describe("a request on a connection the server closed as it went out is sent once more", () => {
  // The first request on a connection is answered; a later one on the same connection meets the
  // server's close of the idle connection, unread: what a server does whose idle timeout fires as
  // the request arrives.
  const closesIdle =
    (close: RawAction) =>
    ({ onConnection }: { onConnection: number }): RawAction =>
      onConnection === 0 ? "answer" : close;

  it.each(["close", "reset"] as const)(
    "a POST is answered, on a fresh connection, and processed once (server %s)",
    async (close) => {
      const server = await rawServer(closesIdle(close));
      await post(server.url, "warm-up");
      const answer = await post(server.url, "create task");
      expect(answer.status).toBe(200);
      expect(text(answer)).toBe("seen 2");
      expect(server.answered.map((request) => request.body)).toEqual(["warm-up", "create task"]);
      expect(server.received.map((request) => [request.body, request.connection])).toEqual([
        ["warm-up", 0],
        ["create task", 0], // unread when the server closed: not processed
        ["create task", 1],
      ]);
    },
  );

  it.each(["close", "reset"] as const)(
    "a write the upstream would apply twice is not resent once written out whole: the error says it may have arrived (server %s)",
    async (close) => {
      const server = await rawServer(closesIdle(close));
      await post(server.url, "warm-up");
      const failure = await exchange(
        server.url,
        { method: "POST", headers: { "content-type": "text/plain" }, body: "create task", replayable: false },
        2_000,
      ).catch((error) => error);
      expect(failure).toBeInstanceOf(TransportError);
      expect((failure as TransportError).sent).toBe(true);
      expect(server.received.map((request) => [request.body, request.connection])).toEqual([
        ["warm-up", 0],
        ["create task", 0],
      ]);
    },
  );

  it("at most once: when the fresh connection fails too, the error stands", async () => {
    const server = await rawServer(({ connection, onConnection }) =>
      connection === 0 && onConnection === 0 ? "answer" : "close",
    );
    await post(server.url, "warm-up");
    const failure = await post(server.url, "create task").catch((error) => error);
    expect(failure).toBeInstanceOf(TransportError);
    expect((failure as TransportError).reason).toBe("network");
    expect((failure as TransportError).sent).toBe(true);
    await post(server.url, "sentinel").catch(() => undefined); // a second resend would have come first
    expect(server.received.map((request) => [request.body, request.connection])).toEqual([
      ["warm-up", 0],
      ["create task", 0],
      ["create task", 1],
      ["sentinel", 2],
    ]);
  });

  it("not on a fresh connection: a reset there may follow processing", async () => {
    const server = await rawServer(() => "close");
    const failure = await post(server.url, "create task").catch((error) => error);
    expect((failure as TransportError).reason).toBe("network");
    expect((failure as TransportError).sent).toBe(true);
    await post(server.url, "sentinel").catch(() => undefined); // a resend would have come first
    expect(server.received.map((request) => request.body)).toEqual(["create task", "sentinel"]);
  });

  it.each(["partial-head", "partial-body"] as const)(
    "not once bytes of the answer came back (%s)",
    async (cut) => {
      const server = await rawServer(({ connection, onConnection }) =>
        connection === 0 && onConnection === 0 ? "answer" : connection === 0 ? cut : "answer",
      );
      await post(server.url, "warm-up");
      const failure = await post(server.url, "create task").catch((error) => error);
      expect(failure).toBeInstanceOf(TransportError);
      expect((failure as TransportError).sent).toBe(true);
      await post(server.url, "sentinel");
      expect(server.received.map((request) => request.body)).toEqual(["warm-up", "create task", "sentinel"]);
    },
  );

  it("not after a timeout", async () => {
    const server = await rawServer(({ connection, onConnection }) =>
      connection === 0 && onConnection === 1 ? "hold" : "answer",
    );
    await post(server.url, "warm-up");
    const failure = await post(server.url, "create task", 100).catch((error) => error);
    expect((failure as TransportError).reason).toBe("timeout");
    expect((failure as TransportError).sent).toBe(true);
    await post(server.url, "sentinel");
    expect(server.received.map((request) => request.body)).toEqual(["warm-up", "create task", "sentinel"]);
  });
});
