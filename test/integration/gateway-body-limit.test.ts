// The local gateway refuses a body over Lambda's 6 MB limit as API Gateway's caller would see it:
// 413 with the usual error body and `Connection: close`. It stops collecting the body, answers at
// once, reads and drops what the client is still sending for a bounded while (so its close is a
// FIN, not a reset that could destroy the answer before the client reads it), then closes. The
// connections after it are answered as usual. Requests are counted at the handler; nothing is timed.
import { Agent, request } from "node:http";
import { connect } from "node:net";
import type { Context } from "aws-lambda";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createGateway, listen } from "../../local/gateway";

const LIMIT = 6 * 1024 * 1024;
const TOOL = "TasksApi.GetUserProjects";
let handled = 0;
const gateway = createGateway({
  handlers: {
    tasks: async (_event: unknown, _context: Context) => {
      handled++;
      return { statusCode: 200, headers: {}, body: JSON.stringify({ tool: TOOL, result: [] }) };
    },
  },
});
let port = 0;
beforeAll(async () => {
  port = await listen(gateway, 0);
});
afterAll(async () => {
  gateway.closeAllConnections();
  await new Promise<void>((resolve) => gateway.close(() => resolve()));
});
beforeEach(() => {
  handled = 0;
});

interface RawExchange {
  /** Everything the gateway sent, as text. */
  answer: string;
  /** How the connection ended: "end" (the gateway's FIN) or the error code of a reset. */
  ended: string;
}

/** One request over its own TCP connection: the head, then `body`; what came back and how it ended. */
function rawPost(path: string, head: Record<string, string>, body: Buffer): Promise<RawExchange> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    let ended = "";
    const lines = Object.entries(head).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.write(`POST ${path} HTTP/1.1\r\nhost: 127.0.0.1\r\n${lines.join("")}\r\n`);
    socket.write(body, () => {});
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("end", () => {
      ended ||= "end";
    });
    socket.on("error", (error: NodeJS.ErrnoException) => {
      ended ||= error.code ?? "error";
    });
    socket.on("close", () => resolve({ answer: Buffer.concat(chunks).toString("utf8"), ended }));
  });
}

function statusOf(answer: string): number {
  return Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);
}
function jsonBodyOf(answer: string): unknown {
  return JSON.parse(answer.slice(answer.indexOf("\r\n\r\n") + 4));
}

/** A request through a keep-alive agent, as a client library would send it. */
function post(agent: Agent, path: string, body: Buffer | string) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      const sending = request(
        {
          host: "127.0.0.1",
          port,
          path,
          method: "POST",
          agent,
          headers: { "content-type": "application/json" },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks).toString("utf8"),
            }),
          );
        },
      );
      sending.on("error", reject);
      sending.end(body);
    },
  );
}

const refusal = {
  error: {
    type: "ValidationError",
    message: expect.stringContaining("6 MB"),
    retryable: false,
  },
};

describe("a body over 6 MB", () => {
  it("7 MB with its length declared: 413, the error body, Connection: close, a clean close", async () => {
    const exchange = await rawPost(
      `/tools/${TOOL}`,
      {
        "content-type": "application/json",
        "content-length": String(7 * 1024 * 1024),
        connection: "keep-alive",
      },
      Buffer.alloc(7 * 1024 * 1024, "a"),
    );
    expect(statusOf(exchange.answer)).toBe(413);
    expect(exchange.answer.toLowerCase()).toContain("\r\nconnection: close\r\n");
    expect(jsonBodyOf(exchange.answer)).toEqual(refusal);
    expect(exchange.ended).toBe("end");
    expect(handled).toBe(0);
  });

  it("7 MB chunked (no length given): refused the same way once 6 MB have arrived", async () => {
    const data = Buffer.alloc(7 * 1024 * 1024, "b");
    const chunked = Buffer.concat([
      Buffer.from(`${data.length.toString(16)}\r\n`),
      data,
      Buffer.from("\r\n0\r\n\r\n"),
    ]);
    const exchange = await rawPost(
      "/mcp",
      { "content-type": "application/json", "transfer-encoding": "chunked" },
      chunked,
    );
    expect(statusOf(exchange.answer)).toBe(413);
    expect(jsonBodyOf(exchange.answer)).toEqual(refusal);
    expect(exchange.ended).toBe("end");
  });

  it("a body that never ends is not read forever: the answer comes, then the gateway closes", async () => {
    // 1 GB announced, 7 MB sent, and the client then waits with the connection open.
    const exchange = await rawPost(
      `/tools/${TOOL}`,
      { "content-type": "application/json", "content-length": String(1024 * 1024 * 1024) },
      Buffer.alloc(7 * 1024 * 1024, "c"),
    );
    expect(statusOf(exchange.answer)).toBe(413);
    expect(jsonBodyOf(exchange.answer)).toEqual(refusal);
    expect(handled).toBe(0);
  });

  it("on a keep-alive client: 413, and the two requests after it are answered on a new connection", async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const refused = await post(agent, `/tools/${TOOL}`, Buffer.alloc(7 * 1024 * 1024, "d"));
      expect(refused.status).toBe(413);
      expect(refused.headers.connection).toBe("close");
      expect(JSON.parse(refused.body)).toEqual(refusal);
      const after = [await post(agent, `/tools/${TOOL}`, "{}"), await post(agent, `/tools/${TOOL}`, "{}")];
      expect(after.map((answer) => answer.status)).toEqual([200, 200]);
      expect(handled).toBe(2);
    } finally {
      agent.destroy();
    }
  });

  it("exactly 6 MB is still read and handed on", async () => {
    const body = Buffer.alloc(LIMIT, " ");
    body.write("{}", 0);
    const answer = await post(new Agent(), `/tools/${TOOL}`, body);
    expect(answer.status).toBe(200);
    expect(handled).toBe(1);
  });
});
