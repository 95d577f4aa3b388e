// Benchmark of the MCP endpoint (prints numbers; not a test):
//   1. the bundled `mcp` function: size, and cold start to a tools/list answer (spawn node, import
//      the bundle, handle one API Gateway tools/list event, exit) over a bare `node -e 0`;
//   2. the tools/list payload for all 164 tools, raw and gzipped;
//   3. time per tools/call through the local gateway's /mcp (official client, and a bare JSON-RPC
//      POST) vs the plain HTTP route POST /tools/{name}, for a read tool, interleaved.
import { spawnSync } from "node:child_process";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { ALL_FAMILIES } from "../infra/families";
import { startLocalStack } from "../lib/local/stack";
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

// --- cold start to a tools/list answer ---------------------------------------------------------
const HEADERS = { "content-type": "application/json", accept: "application/json, text/event-stream" };
const LIST = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list", params: {} });
const listEvent = { httpMethod: "POST", path: "/mcp", headers: HEADERS, body: LIST, isBase64Encoded: false };
const coldCode =
  `const { handler } = await import(${JSON.stringify(pathToFileURL(file).href)});` +
  `const r = await handler(${JSON.stringify({ ...listEvent, multiValueQueryStringParameters: null })});` +
  "if (r.statusCode !== 200 || !r.body.includes('TasksApi.GetUserProjects')) process.exit(3);";
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
const bare: number[] = [];
const listed: number[] = [];
for (let i = 0; i < COLD_RUNS; i++) {
  bare.push(timeNode(["-e", "0"]));
  listed.push(timeNode(["--input-type=module", "-e", coldCode]));
}
process.stdout.write(
  `cold     node -e 0: ${fmt(median(bare))}; node + bundle + one tools/list: ${fmt(median(listed))}; ` +
    `difference ${fmt(median(listed) - median(bare))} (medians of ${COLD_RUNS}; target <= 150 ms)\n`,
);

// --- payload and per call, through the local gateway -------------------------------------------
const stack = await startLocalStack({ port: 0 });
try {
  const listResponse = await fetch(`${stack.url}/mcp`, { method: "POST", headers: HEADERS, body: LIST });
  const payload = Buffer.from(await listResponse.arrayBuffer());
  const count = (JSON.parse(payload.toString()) as { result: { tools: unknown[] } }).result.tools.length;
  process.stdout.write(
    `payload  tools/list of ${count} tools: ${payload.length} bytes (${(payload.length / 1024).toFixed(1)} KiB), ` +
      `gzip ${gzipSync(payload).length} bytes (${(gzipSync(payload).length / 1024).toFixed(1)} KiB)\n`,
  );

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
