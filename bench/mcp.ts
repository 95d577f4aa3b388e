// Benchmark of the MCP endpoint (prints numbers; not a test):
//   1. the bundled `mcp` function: size, and cold start to the first answer (spawn node, import the
//      bundle, handle one API Gateway event, exit) over a bare `node -e 0`: tools/list of all tools,
//      tools/list in discovery mode, and a first search_tools call (which loads the search index);
//   2. the tools/list payload of every endpoint form (all tools, discovery, each preset), raw and gzipped,
//      and the size of search_tools' answer text (what an agent reads) over the tuning queries;
//   3. time per tools/call through the local gateway's /mcp vs the plain HTTP route POST /tools/{name},
//      for a read tool, interleaved in one run: the official 1.x client (2025-11-25), the official 2.x
//      client in each generation (its default legacy mode, 2025-11-25; pinned to 2026-07-28), and a
//      bare JSON-RPC POST of each generation;
//   4. a new client's connect (initialize, or server/discover) and first tools/list, per client and
//      generation, interleaved.
import { spawnSync } from "node:child_process";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { Client as Client2, StreamableHTTPClientTransport as Transport2 } from "@modelcontextprotocol/client";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { ALL_FAMILIES } from "../infra/families";
import { PRESETS } from "../lib/catalog/presets";
import { startLocalStack } from "../local/stack";
import { buildFunction } from "../scripts/build";
import { SEARCH_CASES } from "../test/mcp/search-queries";
import { TUNING_CASES } from "../test/mcp/search-tuning";
import { fmt, median, percentile } from "./stats";

process.env.LOG_LEVEL ??= "silent"; // one log line per call would swamp the numbers
const COLD_RUNS = Number(process.env.BENCH_COLD_RUNS ?? 21);
const CALLS = Number(process.env.BENCH_CALLS ?? 500);
const CONNECTS = Number(process.env.BENCH_CONNECTS ?? 100);
const MODERN = "2026-07-28";
const TOOL = "TasksApi.GetUserProjects";

const { file, bytes, lazyBytes } = await buildFunction("functions/mcp.ts", "dist/bench");
process.stdout.write(
  `bundle   functions/mcp.ts -> ${file}: ${(bytes / 1024).toFixed(1)} KiB at start` +
    ` (+ ${(lazyBytes / 1024).toFixed(1)} KiB lazy; @aws-sdk/client-lambda external, loaded on the first call)\n`,
);

// --- cold start to the first answer ------------------------------------------------------------
// Each variant is a new node process that imports the bundle and answers one API Gateway event.
// BENCH_MCP_BASELINE=<path to another build's index.mjs> adds that build's cold tools/list to the
// same interleaved run (how the discovery index's cost was measured against the build before it).
const HEADERS = { "content-type": "application/json", accept: "application/json, text/event-stream" };
const LIST = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list", params: {} });
const SEARCH = JSON.stringify({
  jsonrpc: "2.0",
  id: 1,
  method: "tools/call",
  params: { name: "search_tools", arguments: { query: "unpaid invoices" } },
});
function coldCode(
  bundle: string,
  body: string,
  query: Record<string, string[]> | null,
  expect: string,
): string {
  const event = { httpMethod: "POST", path: "/mcp", headers: HEADERS, body, isBase64Encoded: false };
  return (
    `const { handler } = await import(${JSON.stringify(pathToFileURL(bundle).href)});` +
    `const r = await handler(${JSON.stringify({ ...event, multiValueQueryStringParameters: query })});` +
    `if (r.statusCode !== 200 || !r.body.includes(${JSON.stringify(expect)})) process.exit(3);`
  );
}
const env: NodeJS.ProcessEnv = {
  ...process.env,
  FAMILIES: ALL_FAMILIES.join(","),
  FAMILY_FUNCTIONS: "{}",
  TOOL_FILTER: "",
};
delete env.NODE_EXTRA_CA_CERTS; // adds ~80 ms to every Node 20 start on this machine
delete env.NODE_OPTIONS;

function timeNode(args: string[]): number {
  const started = performance.now();
  const result = spawnSync(process.execPath, args, { env, stdio: "ignore" });
  if (result.status !== 0) throw new Error(`node ${args.join(" ").slice(0, 80)}... exited ${result.status}`);
  return performance.now() - started;
}
const module = (code: string) => ["--input-type=module", "-e", code];
const variants: Record<string, string[]> = {
  "node -e 0": ["-e", "0"],
  "tools/list, bare /mcp": module(coldCode(file, LIST, null, "search_tools")),
  "tools/list, ?preset=all": module(coldCode(file, LIST, { preset: ["all"] }, "GetUserProjects")),
  "tools/list, ?mode=discover": module(coldCode(file, LIST, { mode: ["discover"] }, "search_tools")),
  "first search_tools call": module(coldCode(file, SEARCH, { mode: ["discover"] }, "RetrieveInvoices")),
};
const baseline = process.env.BENCH_MCP_BASELINE;
if (baseline)
  variants["baseline build: tools/list"] = module(
    coldCode(baseline, LIST, { preset: ["all"] }, "GetUserProjects"),
  );
const cold: Record<string, number[]> = Object.fromEntries(Object.keys(variants).map((name) => [name, []]));
for (let i = 0; i < COLD_RUNS; i++) {
  for (const [name, args] of Object.entries(variants)) cold[name]?.push(timeNode(args));
}
const bare = median(cold["node -e 0"] ?? []);
for (const [name, values] of Object.entries(cold)) {
  process.stdout.write(
    `cold     ${name.padEnd(28)} median ${fmt(median(values))} (min ${fmt(Math.min(...values))}, ` +
      `max ${fmt(Math.max(...values))}); +${fmt(median(values) - bare)} over node -e 0\n`,
  );
}
process.stdout.write(
  `         (medians of ${COLD_RUNS} interleaved runs; target for tools/list <= 150 ms over node)\n`,
);

// --- payload and per call, through the local gateway -------------------------------------------
const stack = await startLocalStack({ port: 0 });
try {
  let everyTool = 0; // how many tools the full list has, for the connects below
  const forms = ["", "?preset=all", "?mode=discover", ...PRESETS.map((preset) => `?preset=${preset.name}`)];
  for (const form of forms) {
    const listResponse = await fetch(`${stack.url}/mcp${form}`, {
      method: "POST",
      headers: HEADERS,
      body: LIST,
    });
    const payload = Buffer.from(await listResponse.arrayBuffer());
    const { tools } = (JSON.parse(payload.toString()) as { result: { tools: Record<string, unknown>[] } })
      .result;
    if (form === "?preset=all") everyTool = tools.length;
    // What a client holds: the tools as JSON, and the part of it that is output schemas.
    const characters = JSON.stringify(tools).length;
    const outputSchemas = tools.reduce(
      (sum, tool) => sum + JSON.stringify(tool.outputSchema ?? "").length,
      0,
    );
    process.stdout.write(
      `payload  /mcp${form.padEnd(22)} tools/list of ${String(tools.length).padStart(3)} tools: ${payload.length} bytes ` +
        `(${(payload.length / 1024).toFixed(1)} KiB), gzip ${gzipSync(payload).length} bytes; ` +
        `${characters} characters of tools, ${outputSchemas} of them output schemas\n`,
    );
  }

  // search_tools' answer as an agent reads it (the text content), for every tuning query.
  const answerSizes: number[] = [];
  for (const { query } of [...SEARCH_CASES, ...TUNING_CASES]) {
    const response = await fetch(`${stack.url}/mcp?mode=discover`, {
      method: "POST",
      headers: HEADERS,
      body: JSON.stringify({
        jsonrpc: "2.0",
        id: 1,
        method: "tools/call",
        params: { name: "search_tools", arguments: { query } },
      }),
    });
    const { result } = (await response.json()) as { result: { content: { text: string }[] } };
    answerSizes.push(result.content[0]?.text.length ?? 0);
  }
  const meanSize = answerSizes.reduce((sum, size) => sum + size, 0) / answerSizes.length;
  process.stdout.write(
    `search   search_tools answer text over ${answerSizes.length} tuning queries: mean ${meanSize.toFixed(0)}, ` +
      `median ${median(answerSizes)}, max ${Math.max(...answerSizes)} characters\n`,
  );

  /** An official client of `/mcp`: 1.x, or 2.x in its default legacy mode or pinned to 2026-07-28. */
  type Kind = "1.x client" | "2.x client, legacy" | "2.x client, 2026-07-28";
  const KINDS: Kind[] = ["1.x client", "2.x client, legacy", "2.x client, 2026-07-28"];
  /** What the bench asks of either client. */
  interface AnyClient {
    callTool(params: { name: string; arguments: Record<string, unknown> }): Promise<{ isError?: unknown }>;
    listTools(): Promise<{ tools: unknown[] }>;
    close(): Promise<void>;
  }
  async function connect(kind: Kind): Promise<AnyClient> {
    const url = new URL(`${stack.url}/mcp?preset=all`);
    if (kind === "1.x client") {
      const client = new Client({ name: "bench", version: "1.0.0" });
      await client.connect(new StreamableHTTPClientTransport(url));
      return client as unknown as AnyClient;
    }
    const pinned = kind === "2.x client, 2026-07-28";
    const client = new Client2(
      { name: "bench", version: "1.0.0" },
      pinned ? { versionNegotiation: { mode: { pin: MODERN } } } : {},
    );
    await client.connect(new Transport2(url));
    if (client.getProtocolEra() !== (pinned ? "modern" : "legacy")) throw new Error(`${kind}: wrong era`);
    return client as unknown as AnyClient;
  }
  const clients = Object.fromEntries(
    await Promise.all(KINDS.map(async (kind) => [kind, await connect(kind)])),
  ) as Record<Kind, AnyClient>;
  const callParams = { name: TOOL, arguments: {} };
  const callBody = JSON.stringify({ jsonrpc: "2.0", id: 2, method: "tools/call", params: callParams });
  // A 2026-07-28 request names its version and method in headers and carries its envelope.
  const modernHeaders = {
    ...HEADERS,
    "mcp-protocol-version": MODERN,
    "mcp-method": "tools/call",
    "mcp-name": TOOL,
  };
  const modernBody = JSON.stringify({
    jsonrpc: "2.0",
    id: 2,
    method: "tools/call",
    params: {
      ...callParams,
      _meta: {
        "io.modelcontextprotocol/protocolVersion": MODERN,
        "io.modelcontextprotocol/clientCapabilities": {},
      },
    },
  });
  const bare = (headers: Record<string, string>, body: string) => async () => {
    const response = await fetch(`${stack.url}/mcp`, { method: "POST", headers, body });
    const text = await response.text();
    if (response.status !== 200 || text.includes('"isError":true')) throw new Error(text);
  };
  const ways: Record<string, () => Promise<void>> = {
    "POST /tools/{name}": async () => {
      const response = await fetch(`${stack.url}/tools/${TOOL}`, {
        method: "POST",
        headers: HEADERS,
        body: "{}",
      });
      if (response.status !== 200) throw new Error(`HTTP ${response.status}`);
      await response.arrayBuffer();
    },
    "bare JSON-RPC, 2025-11-25": bare(HEADERS, callBody),
    "bare JSON-RPC, 2026-07-28": bare(modernHeaders, modernBody),
    ...Object.fromEntries(
      KINDS.map((kind) => [
        kind,
        async () => {
          const result = await clients[kind].callTool(callParams);
          if (result.isError) throw new Error(JSON.stringify(result));
        },
      ]),
    ),
  };
  const times: Record<string, number[]> = Object.fromEntries(Object.keys(ways).map((name) => [name, []]));
  for (let i = 0; i < 50; i++) for (const way of Object.values(ways)) await way(); // warm up
  for (let i = 0; i < CALLS; i++) {
    for (const [name, way] of Object.entries(ways)) {
      const started = performance.now();
      await way();
      times[name]?.push(performance.now() - started);
    }
  }
  const base = median(times["POST /tools/{name}"] ?? []);
  for (const [name, values] of Object.entries(times)) {
    process.stdout.write(
      `call     ${TOOL} via ${name.padEnd(27)} median ${fmt(median(values))}, p90 ${fmt(percentile(values, 90))}` +
        ` (${(median(values) / base).toFixed(2)}x the HTTP route; ${CALLS} interleaved)\n`,
    );
  }
  await Promise.all(Object.values(clients).map((client) => client.close()));

  // A new client each time: its handshake (2025: initialize and notifications/initialized;
  // 2026-07-28: server/discover) and its first tools/list of every tool.
  const connects: Record<string, number[]> = Object.fromEntries(KINDS.map((kind) => [kind, []]));
  for (let i = 0; i < CONNECTS + 5; i++) {
    for (const kind of KINDS) {
      const started = performance.now();
      const client = await connect(kind);
      const { tools } = await client.listTools();
      const took = performance.now() - started;
      if (tools.length !== everyTool) throw new Error(`${kind}: ${tools.length} tools`);
      if (i >= 5) connects[kind]?.push(took); // the first five warm up
      await client.close();
    }
  }
  for (const [kind, values] of Object.entries(connects)) {
    process.stdout.write(
      `connect  ${kind.padEnd(24)} + tools/list of ${everyTool}: median ${fmt(median(values))}, ` +
        `p90 ${fmt(percentile(values, 90))} (${CONNECTS} interleaved)\n`,
    );
  }
} finally {
  await stack.close();
}
