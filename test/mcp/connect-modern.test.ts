// "Connect your account" on each protocol generation, for a client that takes URL elicitations: a
// 2025 client gets MCP's URL elicitation error (-32042, with an elicitation id: test/oauth/
// remote-access.test.ts); a 2026-07-28 client is asked in the call, through an input-required
// result with a URL elicitation (no id: that revision removed them), and its retry runs the call.
// The official 2.x client, in process, against the handler over catalog rows.
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { afterEach, describe, expect, it } from "vitest";
import { allTools } from "../../lib/catalog/index";
import type { ToolInvoker } from "../../lib/mcp/calling/invoker";
import { createMcpHandler } from "../../lib/mcp/protocol/catalog-endpoint";
import { ToolError } from "../../lib/runtime/errors";

const CONNECT = "https://agent-tools.example/account";
let connected = false;
const invoke: ToolInvoker = async () => {
  if (!connected)
    throw new ToolError(
      "AuthError",
      "No TickTick account is connected for you yet: connect it at the link.",
      {
        details: { connectUrl: CONNECT },
      },
    );
  return [{ id: "p1", name: "Inbox" }];
};
const handler = createMcpHandler({ tools: allTools, invoke });

const inProcess: typeof fetch = async (input, init) => {
  const request = new Request(input, init);
  const answer = await handler({
    httpMethod: request.method,
    path: new URL(request.url).pathname,
    headers: Object.fromEntries(request.headers),
    body: request.method === "POST" ? await request.text() : null,
    isBase64Encoded: false,
    multiValueQueryStringParameters: null,
  });
  return new Response(answer.statusCode === 202 || answer.body === "" ? null : answer.body, {
    status: answer.statusCode,
    headers: answer.headers as Record<string, string>,
  });
};

const open: Client[] = [];
afterEach(async () => {
  connected = false;
  await Promise.all(open.splice(0).map((client) => client.close()));
});

async function modernClient(
  capabilities: Record<string, unknown>,
  onAsk?: (params: Record<string, unknown>) => void,
) {
  const client = new Client(
    { name: "connect-modern", version: "1.0.0" },
    { versionNegotiation: { mode: { pin: "2026-07-28" } }, capabilities },
  );
  if (onAsk)
    client.setRequestHandler("elicitation/create", async (request) => {
      onAsk(request.params as Record<string, unknown>);
      connected = true; // the person connected the account on the page
      return { action: "accept" } as never;
    });
  await client.connect(
    new StreamableHTTPClientTransport(new URL("https://mcp.example/mcp"), { fetch: inProcess }),
  );
  open.push(client);
  return client;
}

describe("a 2026-07-28 client and a missing connection", () => {
  it("taking URL elicitations: is sent to the page in the call, without an elicitation id, and the retry runs", async () => {
    const asked: Record<string, unknown>[] = [];
    const client = await modernClient({ elicitation: { url: {} } }, (params) => asked.push(params));
    const result = await client.callTool({ name: "TasksApi_GetUserProjects", arguments: {} });
    expect(asked).toEqual([
      {
        mode: "url",
        message: "No TickTick account is connected for you yet: connect it at the link.",
        url: CONNECT,
      },
    ]);
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toEqual({ result: [{ id: "p1", name: "Inbox" }] });
  });

  it("not taking them: gets the tool error with the link, as a 2025 client without the capability does", async () => {
    const client = await modernClient({});
    const result = await client.callTool({ name: "TasksApi_GetUserProjects", arguments: {} });
    expect(result.isError).toBe(true);
    expect(result.structuredContent).toMatchObject({
      error: { type: "AuthError", details: { connectUrl: CONNECT } },
    });
  });
});
