// Benchmark of the MCP endpoint (prints numbers; not a test):
//   1. the bundled `mcp` function: size, and cold start to the first answer (spawn node, import the
//      bundle, handle one API Gateway event, exit) over a bare `node -e 0`: tools/list of all tools,
//      tools/list in discovery mode, and a first search_tools call (which loads the search index);
//   2. the tools/list payload of every endpoint form (all tools, discovery, each preset), raw and gzipped;
//   3. time per tools/call through the local gateway's /mcp (official client, and a bare JSON-RPC
//      POST) vs the plain HTTP route POST /tools/{name}, for a read tool, interleaved.
import { spawnSync } from "node:child_process";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { ALL_FAMILIES } from "../infra/families";
import { PRESETS } from "../lib/catalog/presets";
import { startLocalStack } from "../local/stack";
import { buildFunction } from "../scripts/build";
import { fmt, median, percentile } from "./stats";

process.env.LOG_LEVEL ??= "silent"; // one log line per call would swamp the numbers
const COLD_RUNS = Number(process.env.BENCH_COLD_RUNS ?? 21);
const CALLS = Number(process.env.BENCH_CALLS ?? 500);
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
  "tools/list, all tools": module(coldCode(file, LIST, null, "GetUserProjects")),
  "tools/list, ?mode=discover": module(coldCode(file, LIST, { mode: ["discover"] }, "search_tools")),
  "first search_tools call": module(coldCode(file, SEARCH, { mode: ["discover"] }, "RetrieveInvoices")),
};
const baseline = process.env.BENCH_MCP_BASELINE;
if (baseline)
  variants["baseline build: tools/list"] = module(coldCode(baseline, LIST, null, "GetUserProjects"));
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
  const forms = ["", "?mode=discover", ...PRESETS.map((preset) => `?preset=${preset.name}`)];
  for (const form of forms) {
    const listResponse = await fetch(`${stack.url}/mcp${form}`, {
      method: "POST",
      headers: HEADERS,
      body: LIST,
    });
    const payload = Buffer.from(await listResponse.arrayBuffer());
    const count = (JSON.parse(payload.toString()) as { result: { tools: unknown[] } }).result.tools.length;
    process.stdout.write(
      `payload  /mcp${form.padEnd(22)} tools/list of ${String(count).padStart(3)} tools: ${payload.length} bytes ` +
        `(${(payload.length / 1024).toFixed(1)} KiB), gzip ${gzipSync(payload).length} bytes\n`,
    );
  }

  const client = new Client({ name: "bench", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${stack.url}/mcp`)));
  const callBody = JSON.stringify({
    jsonrpc: "2.0",
    id: 2,
    method: "tools/call",
    params: { name: TOOL, arguments: {} },
  });
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
    "POST /mcp, bare JSON-RPC": async () => {
      const response = await fetch(`${stack.url}/mcp`, { method: "POST", headers: HEADERS, body: callBody });
      const text = await response.text();
      if (response.status !== 200 || text.includes('"isError":true')) throw new Error(text);
    },
    "POST /mcp, official client": async () => {
      const result = await client.callTool({ name: TOOL, arguments: {} });
      if (result.isError) throw new Error(JSON.stringify(result));
    },
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
  await client.close();
} finally {
  await stack.close();
}
