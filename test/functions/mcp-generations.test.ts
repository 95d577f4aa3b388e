// The built `mcp` function (bundled as deployed) serving both protocol generations to the official
// clients: the 2.x client pinned to 2026-07-28 and in its legacy mode, and the 1.x client. Each
// request is the API Gateway event the client's HTTP request would be; each tools/call reaches the
// family's function through a signed Lambda invoke to a local Lambda peer (local/lambda-peer.ts).
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { Client as LegacyClient } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport as LegacyTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { closeConnections } from "../../lib/aws/lambda-invoke";
import { type LambdaPeer, startLambdaPeer } from "../../local/lambda-peer";
import { buildFunction } from "../../scripts/build";

const credentials = {
  accessKeyId: "AKIDEXAMPLE",
  secretAccessKey: "secret-example",
  sessionToken: "session",
};
type Handler = (
  event: unknown,
) => Promise<{ statusCode: number; headers?: Record<string, string>; body: string }>;

let peer: LambdaPeer;
let handler: Handler;
const open: { close(): Promise<void> }[] = [];

beforeAll(async () => {
  peer = await startLambdaPeer(
    {
      "fn-tasks": (event) => {
        const { tool } = event as { tool: string };
        if (tool !== "TasksApi.GetUserProjects")
          throw Object.assign(new Error("no such record"), { name: "NotFound" });
        return { tool, result: [{ id: "p1", name: "Inbox" }] };
      },
    },
    { credentials },
  );
  vi.stubEnv("FAMILIES", "tasks,ledger-read");
  vi.stubEnv("FAMILY_FUNCTIONS", JSON.stringify({ tasks: "fn-tasks" }));
  vi.stubEnv("TOOL_FILTER", "");
  vi.stubEnv("AWS_REGION", "us-east-1");
  vi.stubEnv("AWS_ACCESS_KEY_ID", credentials.accessKeyId);
  vi.stubEnv("AWS_SECRET_ACCESS_KEY", credentials.secretAccessKey);
  vi.stubEnv("AWS_SESSION_TOKEN", credentials.sessionToken);
  vi.stubEnv("AWS_ENDPOINT_URL_LAMBDA", peer.endpoint);
  vi.stubEnv("LOG_LEVEL", "silent");
  const built = await buildFunction(join("functions", "mcp.ts"), "dist/mcp-generations");
  ({ handler } = (await import(pathToFileURL(built.file).href)) as { handler: Handler });
}, 120_000);
afterEach(async () => {
  await Promise.all(open.splice(0).map((client) => client.close()));
});
afterAll(async () => {
  vi.unstubAllEnvs();
  closeConnections();
  await peer?.close();
});

/** The client's HTTP request as API Gateway hands it to the function, and the function's answer as HTTP. */
const throughLambda: typeof fetch = async (input, init) => {
  const request = new Request(input, init);
  const url = new URL(request.url);
  const query: Record<string, string[]> = {};
  for (const [name, value] of url.searchParams) query[name] = [...(query[name] ?? []), value];
  const answer = await handler({
    httpMethod: request.method,
    path: url.pathname,
    headers: Object.fromEntries(request.headers),
    body: request.method === "POST" ? await request.text() : null,
    isBase64Encoded: false,
    multiValueQueryStringParameters: Object.keys(query).length ? query : null,
    requestContext: {},
  });
  return new Response(answer.statusCode === 202 || answer.body === "" ? null : answer.body, {
    status: answer.statusCode,
    headers: answer.headers,
  });
};

const GENERATIONS = ["2026-07-28 (2.x client)", "legacy (2.x client)", "legacy (1.x client)"] as const;

async function connect(generation: (typeof GENERATIONS)[number], query = "") {
  const url = new URL(`https://abc.execute-api.us-east-1.amazonaws.com/prod/mcp${query}`);
  if (generation === "legacy (1.x client)") {
    const client = new LegacyClient({ name: "legacy-1", version: "1.0.0" });
    await client.connect(new LegacyTransport(url, { fetch: throughLambda }));
    open.push(client);
    return client;
  }
  const modern = generation.startsWith("2026");
  const client = new Client(
    { name: "generations", version: "1.0.0" },
    modern ? { versionNegotiation: { mode: { pin: "2026-07-28" } } } : {},
  );
  await client.connect(new StreamableHTTPClientTransport(url, { fetch: throughLambda }));
  expect(client.getProtocolEra()).toBe(modern ? "modern" : "legacy");
  open.push(client);
  return client;
}

describe.each(GENERATIONS)("the built mcp function, %s", (generation) => {
  it("lists the deployed families' tools and calls one through the family's function", async () => {
    const client = await connect(generation, "?preset=all");
    const { tools } = await client.listTools();
    expect(tools.length).toBeGreaterThan(14);
    expect(tools.some((tool) => tool.name === "TasksApi_GetUserProjects")).toBe(true);
    const before = peer.invocations.length;
    const projects = await client.callTool({ name: "TasksApi_GetUserProjects", arguments: {} });
    expect(projects.isError).toBeFalsy();
    expect(projects.structuredContent).toEqual({ result: [{ id: "p1", name: "Inbox" }] });
    expect(peer.invocations.slice(before).map((each) => each.functionName)).toEqual(["fn-tasks"]);
  });

  it("keeps discovery mode", async () => {
    const client = await connect(generation, "?mode=discover");
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      "call_read_tool",
      "call_write_tool",
      "search_tools",
    ]);
  });
});
