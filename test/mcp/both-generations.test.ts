// One endpoint, both protocol generations, as the official clients see it over real HTTP against
// the local gateway: the 2.x client pinned to 2026-07-28 (server/discover, then requests carrying
// their envelope and Mcp-* headers), the 2.x client in its default legacy mode and the 1.x client
// (both `initialize`, protocol 2025-11-25). The same tools, presets and discovery mode on each.
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { Client as LegacyClient } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport as LegacyTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type LocalStack, startLocalStack } from "../../local/stack";

let stack: LocalStack;
const open: { close(): Promise<void> }[] = [];
beforeAll(async () => {
  stack = await startLocalStack({ port: 0 });
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((client) => client.close()));
});
afterAll(() => stack?.close());

type Generation = "2026-07-28 (2.x client)" | "legacy (2.x client)" | "legacy (1.x client)";
const GENERATIONS: Generation[] = ["2026-07-28 (2.x client)", "legacy (2.x client)", "legacy (1.x client)"];

/** The methods both clients share, whichever generation speaks. */
interface AnyClient {
  listTools(): Promise<{ tools: { name: string }[] }>;
  callTool(request: { name: string; arguments: Record<string, unknown> }): Promise<Record<string, unknown>>;
  close(): Promise<void>;
}

/** Every request the client sends, by its method and protocol headers. */
const sent: { method: string; version: string | null; mcpMethod: string | null; answer?: string | null }[] =
  [];
const recording: typeof fetch = async (url, init) => {
  const headers = new Headers(init?.headers);
  const request = {
    method: init?.method ?? "GET",
    version: headers.get("mcp-protocol-version"),
    mcpMethod: headers.get("mcp-method"),
  };
  const response = await fetch(url, init);
  sent.push({ ...request, answer: response.headers.get("content-type") });
  return response;
};

async function connect(generation: Generation, query = ""): Promise<AnyClient> {
  const url = new URL(`${stack.url}/mcp${query}`);
  if (generation === "legacy (1.x client)") {
    const client = new LegacyClient({ name: "legacy-1", version: "1.0.0" });
    await client.connect(new LegacyTransport(url));
    open.push(client);
    return client as unknown as AnyClient;
  }
  const modern = generation.startsWith("2026");
  const client = new Client(
    { name: "both-generations", version: "1.0.0" },
    modern ? { versionNegotiation: { mode: { pin: "2026-07-28" } } } : {},
  );
  await client.connect(new StreamableHTTPClientTransport(url, { fetch: recording }));
  expect(client.getProtocolEra()).toBe(modern ? "modern" : "legacy");
  open.push(client);
  return client as unknown as AnyClient;
}

describe.each(GENERATIONS)("the official client, %s", (generation) => {
  it("lists every tool and calls one against the sandboxes", async () => {
    const client = await connect(generation, "?preset=all");
    const { tools } = await client.listTools();
    expect(tools).toHaveLength(250);
    const projects = await client.callTool({ name: "TasksApi_GetUserProjects", arguments: {} });
    expect(projects.isError).toBeFalsy();
    expect((projects.structuredContent as { result: { name: string }[] }).result.map((p) => p.name)).toEqual([
      "Personal",
      "Work",
      "Groceries",
    ]);
    const unknown = await client.callTool({ name: "TasksApi_Nothing", arguments: {} });
    expect(unknown.isError).toBe(true);
  });

  it("offers a preset's tools and refuses the others", async () => {
    const client = await connect(generation, "?preset=invoicing");
    const { tools } = await client.listTools();
    expect(tools.length).toBeGreaterThan(0);
    expect(tools.length).toBeLessThan(250);
    const outside = await client.callTool({ name: "TasksApi_GetUserProjects", arguments: {} });
    expect(outside.isError).toBe(true);
    expect(JSON.stringify(outside.content)).toContain("not offered by this endpoint");
  });

  it("offers the three discovery tools in discovery mode and calls through them", async () => {
    const client = await connect(generation, "?mode=discover");
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      "call_read_tool",
      "call_write_tool",
      "search_tools",
    ]);
    const read = await client.callTool({
      name: "call_read_tool",
      arguments: { name: "TasksApi_GetUserProjects", arguments: {} },
    });
    expect(read.isError).toBeFalsy();
  });
});

describe("what goes over the wire", () => {
  it("2026-07-28: server/discover first, then requests that name their version and method in headers", async () => {
    sent.length = 0;
    const client = await connect("2026-07-28 (2.x client)");
    await client.listTools();
    expect(sent.map((each) => each.mcpMethod)).toEqual(["server/discover", "tools/list"]);
    expect(sent.every((each) => each.version === "2026-07-28" && each.method === "POST")).toBe(true);
    expect(sent.every((each) => each.answer === "application/json")).toBe(true);
  });

  it("legacy: initialize first, answered as JSON, never a 2026-07-28 header", async () => {
    sent.length = 0;
    const client = await connect("legacy (2.x client)");
    await client.listTools();
    expect(sent.some((each) => each.version === "2026-07-28")).toBe(false);
    const posts = sent.filter((each) => each.method === "POST");
    expect(posts.length).toBeGreaterThanOrEqual(3);
    // Today's JSON answers, not the SSE the SDK's own legacy leg would send.
    expect(posts.every((each) => each.answer === "application/json")).toBe(true);
  });
});
