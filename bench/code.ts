// Benchmark of code mode (prints numbers; not a test): five everyday jobs, each written once as a
// script (lib/code-mode/examples) sent to `execute`, and once as the tool calls an agent makes
// without code mode (the same calls, one tools/call each, over the same MCP endpoint of the local
// stack), side by side: characters the agent reads (the text of every answer), calls it makes, and
// the time, interleaved, medians of RUNS. Finding the tools (search_api, search_tools) is left out
// on both sides. Then the cost of the interpreter: one execute against the same calls made
// directly (warm), and in new processes the import of the sandbox and a first run (cold).
import { spawnSync } from "node:child_process";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import {
  OPEN_TASKS_PER_PROJECT,
  OVERDUE_TO_TASKS,
  PAST_DUE_AND_WHO_OWES_MOST,
  PAY_APPROVED_BILLS,
  PROFIT_THIS_MONTH_VS_LAST,
} from "../lib/code-mode/examples/index";
import { startLocalStack } from "../local/stack";
import { fmt, median } from "./stats";

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const JOBS: [string, string][] = [
  ["overdue invoices to tasks", OVERDUE_TO_TASKS],
  ["profit this month vs last", PROFIT_THIS_MONTH_VS_LAST],
  ["pay approved bills", PAY_APPROVED_BILLS],
  ["past due and who owes most", PAST_DUE_AND_WHO_OWES_MOST],
  ["open tasks per project", OPEN_TASKS_PER_PROJECT],
];

process.env.LOG_LEVEL = "silent";
process.env.CONFIRM_DESTRUCTIVE = "off";
const stack = await startLocalStack({ port: 0 });
const connect = async (query: string) => {
  const client = new Client({ name: "bench-code", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${stack.url}/mcp${query}`)));
  return client;
};
const codeClient = await connect("?mode=code");
const toolsClient = await connect("?preset=all");

const textOf = (result: CallToolResult) =>
  result.content.map((part) => (part.type === "text" ? part.text : "")).join("").length;

/** The script run in Node, each tool call a tools/call the agent would make and read. */
async function asToolCalls(code: string, key: string) {
  let chars = 0;
  let calls = 0;
  const tools = new Proxy({} as Record<string, unknown>, {
    get: (_, toolkit: string) =>
      new Proxy(
        {},
        {
          get: (__, operation: string) => async (args: Record<string, unknown>) => {
            calls++;
            const result = (await toolsClient.callTool({
              name: `${toolkit}_${operation}`,
              arguments: args,
              _meta: { idempotencyKey: `${key}-${calls}` },
            })) as CallToolResult;
            chars += textOf(result);
            const structured = result.structuredContent as Record<string, unknown>;
            if (result.isError) throw Object.assign(new Error("tool error"), structured.error);
            return Object.keys(structured).length === 1 && "result" in structured
              ? structured.result
              : structured;
          },
        },
      ),
  });
  const body = new Function("tools", `return (async () => {${code}})();`) as (t: unknown) => Promise<unknown>;
  const started = performance.now();
  await body(tools);
  return { chars, calls, ms: performance.now() - started };
}

async function asScript(code: string, key: string) {
  const started = performance.now();
  const result = (await codeClient.callTool({
    name: "execute",
    arguments: { code, idempotency_key: key },
  })) as CallToolResult;
  const ms = performance.now() - started;
  if (result.isError) throw new Error(JSON.stringify(result.structuredContent));
  const inner = (result.structuredContent as { calls: number }).calls;
  return { chars: textOf(result), calls: 1, inner, ms };
}

process.stdout.write(
  `job                          | tool calls: calls, chars, ms | code mode: calls, chars, ms (inner calls)\n`,
);
let allDirect = 0;
let allScript = 0;
for (const [name, code] of JOBS) {
  const direct: Awaited<ReturnType<typeof asToolCalls>>[] = [];
  const script: Awaited<ReturnType<typeof asScript>>[] = [];
  for (let run = 0; run < RUNS; run++) {
    // Interleaved, each with keys of its own. The script goes first: on the first run of a job
    // that writes, it makes the writes and the tool calls then find them made (fewer calls).
    script.push(await asScript(code, `bench-script-${name}-${run}`));
    direct.push(await asToolCalls(code, `bench-direct-${name}-${run}`));
  }
  const d = direct[0] as (typeof direct)[number];
  const s = script[0] as (typeof script)[number];
  allDirect += d.chars;
  allScript += s.chars;
  process.stdout.write(
    `${name.padEnd(28)} | ${String(d.calls).padStart(3)}, ${String(d.chars).padStart(7)}, ${fmt(median(direct.map((r) => r.ms)))} | ` +
      `1, ${String(s.chars).padStart(5)}, ${fmt(median(script.map((r) => r.ms)))} (${s.inner})\n`,
  );
}
process.stdout.write(
  `characters read over the five jobs: tool calls ${allDirect}, code mode ${allScript} (${(allDirect / Math.max(1, allScript)).toFixed(0)}x fewer)\n`,
);
await codeClient.close();
await toolsClient.close();
await stack.close();

// Cold: the sandbox's import and a first run in new processes.
const cold: { importMs: number; firstRunMs: number; secondRunMs: number }[] = [];
for (let i = 0; i < Number(process.env.BENCH_COLD_RUNS ?? 7); i++) {
  const run = spawnSync(
    process.execPath,
    [
      "--import",
      "tsx",
      "-e",
      `const t0 = performance.now();
const { runInSandbox, loadSandbox } = await import("./lib/code-mode/sandbox.ts");
const { DEFAULT_LIMITS } = await import("./lib/code-mode/limits.ts");
await loadSandbox();
const t1 = performance.now();
const host = { async call() { return '{"ok":1}'; }, log() {}, stopped: () => undefined };
await runInSandbox("(async () => { return 1 + await tools.A.B({}); })", host, DEFAULT_LIMITS, ["A.B"]);
const t2 = performance.now();
await runInSandbox("(async () => { return 1 + await tools.A.B({}); })", host, DEFAULT_LIMITS, ["A.B"]);
const t3 = performance.now();
console.log(JSON.stringify({ importMs: t1 - t0, firstRunMs: t2 - t1, secondRunMs: t3 - t2 }));`,
    ],
    { encoding: "utf8" },
  );
  if (run.status !== 0) throw new Error(run.stderr);
  cold.push(JSON.parse(run.stdout.trim().split("\n").at(-1) ?? "{}"));
}
const of = (key: keyof (typeof cold)[number]) => fmt(median(cold.map((sample) => sample[key])));
process.stdout.write(
  `cold     the interpreter's load ${of("importMs")}, a first run ${of("firstRunMs")}, the next run ${of("secondRunMs")} (a fresh runtime each; medians of ${cold.length} new processes)\n`,
);
