// What the local gateway refuses before a route runs (local/gateway-guard.ts): a Host that is not
// the gateway's own loopback host:port and a browser Origin that is not its own origin (DNS
// rebinding), each 403 with the usual error body; a method the route does not take, 405 with
// `Allow`. Requests are sent with node:http so that Host can be anything; the family handler is a
// stand-in that counts what reaches it.
import { request } from "node:http";
import type { Context } from "aws-lambda";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createGateway, listen } from "../../local/gateway";

const TOOL = "TasksApi.GetUserProjects";
let handled = 0;
const gateway = createGateway({
  handlers: {
    tasks: async (event: unknown, _context: Context) => {
      handled++;
      // The direct event (from /mcp) carries `tool`; the proxy event is answered as API Gateway's.
      if ((event as { tool?: string }).tool) return { tool: TOOL, result: [] };
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

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function send(method: string, path: string, headers: Record<string, string> = {}, body?: string) {
  return new Promise<Answer>((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        method,
        path,
        headers: { host: `127.0.0.1:${port}`, ...headers },
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

const MCP_HEADERS = { "content-type": "application/json", accept: "application/json, text/event-stream" };
const INITIALIZE = JSON.stringify({
  jsonrpc: "2.0",
  id: 1,
  method: "initialize",
  params: { protocolVersion: "2025-11-25", capabilities: {}, clientInfo: { name: "test", version: "1" } },
});

/** The usual error body, checked for shape; its type. */
function errorOf(answer: Answer): { type: string; message: string; retryable: boolean } {
  const { error } = JSON.parse(answer.body) as {
    error: { type: string; message: string; retryable: boolean };
  };
  expect(Object.keys(error).sort()).toEqual(["message", "retryable", "type"]);
  expect(typeof error.message).toBe("string");
  expect(error.retryable).toBe(false);
  return error;
}

describe("the Host header (DNS rebinding)", () => {
  it.each([
    ["GET", "/tools"],
    ["POST", `/tools/${TOOL}`],
    ["POST", "/mcp"],
    ["GET", "/"],
    ["GET", "/openapi.json"],
    ["GET", "/nope"],
  ])("Host evil.example on %s %s is refused 403 before anything runs", async (method, path) => {
    const extra = path === "/mcp" ? MCP_HEADERS : {};
    const body = path === "/mcp" ? INITIALIZE : method === "POST" ? "{}" : undefined;
    const answer = await send(method, path, { ...extra, host: "evil.example" }, body);
    expect(answer.status).toBe(403);
    const error = errorOf(answer);
    expect(error.type).toBe("Forbidden");
    expect(error.message).toContain("evil.example");
    expect(handled).toBe(0);
  });

  it.each(["evil.example:PORT", "127.0.0.1.evil.example:PORT", "localhost.evil.example", "127.0.0.1:1"])(
    "Host %s is refused",
    async (host) => {
      const answer = await send("POST", `/tools/${TOOL}`, { host: host.replace("PORT", String(port)) }, "{}");
      expect(answer.status).toBe(403);
      expect(errorOf(answer).type).toBe("Forbidden");
      expect(handled).toBe(0);
    },
  );

  it.each(["127.0.0.1:PORT", "localhost:PORT", "LOCALHOST:PORT", "[::1]:PORT", "127.0.0.1"])(
    "Host %s is the gateway: answered",
    async (host) => {
      const answer = await send("POST", `/tools/${TOOL}`, { host: host.replace("PORT", String(port)) }, "{}");
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toEqual({ tool: TOOL, result: [] });
      expect(handled).toBe(1);
    },
  );
});

describe("the Origin header (DNS rebinding, MCP Streamable HTTP)", () => {
  it.each([
    "http://evil.example",
    `http://evil.example:PORT`,
    "https://127.0.0.1:PORT",
    "http://127.0.0.1:1",
    "null",
  ])("Origin %s is refused 403 on /mcp and /tools", async (origin) => {
    const headers = { origin: origin.replace("PORT", String(port)) };
    const answers = [
      await send("POST", "/mcp", { ...MCP_HEADERS, ...headers }, INITIALIZE),
      await send("POST", `/tools/${TOOL}`, headers, "{}"),
      await send("GET", "/tools", headers),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(403);
      const error = errorOf(answer);
      expect(error.type).toBe("Forbidden");
      expect(error.message).toContain(headers.origin);
    }
    expect(handled).toBe(0);
  });

  it.each([
    ["the gateway's own origin", "http://127.0.0.1:PORT"],
    ["its localhost name", "http://localhost:PORT"],
    ["no Origin (curl, native MCP clients)", undefined],
  ])("%s is answered", async (_, origin) => {
    const headers: Record<string, string> = origin ? { origin: origin.replace("PORT", String(port)) } : {};
    const call = await send("POST", `/tools/${TOOL}`, headers, "{}");
    expect(call.status).toBe(200);
    expect(handled).toBe(1);
    const list = await send("GET", "/tools", headers);
    expect(list.status).toBe(200);
    expect((JSON.parse(list.body) as { tools: unknown[] }).tools.length).toBeGreaterThan(0);
    const mcp = await send("POST", "/mcp", { ...MCP_HEADERS, ...headers }, INITIALIZE);
    expect(mcp.status).toBe(200);
    expect(JSON.parse(mcp.body).result.serverInfo.name).toBe("agent-tools");
  });

  it("does not apply to the playground page and the OpenAPI document (their Host is checked)", async () => {
    const headers = { origin: "http://evil.example" };
    expect((await send("GET", "/", headers)).status).toBe(200);
    expect((await send("GET", "/openapi.json", headers)).status).toBe(200);
  });
});

describe("a method the route does not take", () => {
  it.each([
    ["GET", `/tools/${TOOL}`, "POST"],
    ["PUT", `/tools/${TOOL}`, "POST"],
    ["DELETE", "/tools/NoSuchTool", "POST"],
    ["POST", "/tools", "GET, HEAD"],
    ["DELETE", "/tools", "GET, HEAD"],
    ["POST", "/", "GET, HEAD"],
    ["PUT", "/openapi.json", "GET, HEAD"],
  ])("%s %s is 405 with Allow: %s and the usual error body", async (method, path, allow) => {
    const answer = await send(method, path, {}, method === "GET" ? undefined : "{}");
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe(allow);
    expect(answer.headers["content-type"]).toBe("application/json");
    const error = errorOf(answer);
    expect(error.type).toBe("ValidationError");
    expect(error.message).toContain(`${method} is not allowed here`);
    expect(handled).toBe(0);
  });

  it("HEAD on a GET route is answered like GET, without a body", async () => {
    const answer = await send("HEAD", "/tools");
    expect(answer.status).toBe(200);
    expect(answer.body).toBe("");
  });

  it("GET /mcp is the MCP handler's 405 with Allow: POST", async () => {
    const answer = await send("GET", "/mcp", { accept: "text/event-stream" });
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe("POST");
  });

  it("a foreign Host is refused before the method is looked at", async () => {
    const answer = await send("GET", `/tools/${TOOL}`, { host: "evil.example" });
    expect(answer.status).toBe(403);
  });
});
