// Results bench (prints numbers; not a test): what every list tool answers an agent over MCP, on the
// sandboxes' default starting data and on the large organisation (SANDBOX_SCALE=large). Each tool is called
// once with only its required parameters (the tenant id from GetConnectedTenants; the project id for
// RetrieveProjectWithTasks: Personal by default, Backlog at large) through the local gateway's /mcp,
// started in process like `npm start`. Per tool: bytes of the agent's text (content[0].text), its
// tokens (the project's estimate, lib/results/tokens.ts, and o200k_base counted by gpt-tokenizer),
// the upstream HTTP calls the sandboxes received for it, the JSON-RPC answer's bytes and the time.
//
//   npm run bench:results

import type { SandboxScale } from "../local/sandbox/scale";
import { STARTING_DATA } from "../local/sandbox/tasks/index";
import { LARGE_PROJECT_ID } from "../local/sandbox/tasks/starting-data-large";
import { startLocalStack } from "../local/stack";
import { listCalls, skippedListTools } from "../test/support/list-tools";
import { callTool, type Measurement } from "./results/measure";

process.env.LOG_LEVEL ??= "silent"; // one log line per call would swamp the table
const AGENT_TEXT_LIMIT = 50_000; // characters: the default budget of 20,000 estimated tokens (lib/results/tokens.ts)

async function measureScale(scale: SandboxScale): Promise<{ rows: Measurement[]; startMs: number }> {
  // The stack writes the sandboxes' URLs and tokens into process.env (the handlers read them per
  // call), so each scale starts from the environment as it was and leaves it so.
  const saved = { ...process.env };
  process.env.SANDBOX_SCALE = scale;
  const started = performance.now();
  const stack = await startLocalStack({ port: 0 });
  const startMs = performance.now() - started;
  try {
    const { tasksSandbox, ledgerSandbox } = stack;
    if (!tasksSandbox || !ledgerSandbox)
      throw new Error("the bench runs on the sandboxes: unset the upstream variables");
    const upstreamCount = () => tasksSandbox.requests.length + ledgerSandbox.requests.length;
    const mcp = `${stack.url}/mcp`;
    const tenants = await callTool(mcp, "LedgerApi.GetConnectedTenants", {}, upstreamCount);
    const tenantId = firstTenantId(tenants.text);
    const projectId = scale === "large" ? LARGE_PROJECT_ID : STARTING_DATA.projects.personal;
    const rows: Measurement[] = [];
    for (const call of listCalls()) {
      rows.push(
        (await callTool(mcp, call.tool, call.input({ tenantId, projectId }), upstreamCount)).measurement,
      );
    }
    return { rows, startMs };
  } finally {
    await stack.close();
    for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
    Object.assign(process.env, saved);
  }
}

/** The agent's text of GetConnectedTenants: the connections, bare or as the tool's `result`. */
function firstTenantId(text: string): string {
  const parsed = JSON.parse(text) as unknown;
  const list = Array.isArray(parsed) ? parsed : (parsed as { result?: unknown }).result;
  const tenantId = Array.isArray(list)
    ? (list[0] as { tenantId?: unknown } | undefined)?.tenantId
    : undefined;
  if (typeof tenantId !== "string")
    throw new Error(`no tenant in GetConnectedTenants: ${text.slice(0, 200)}`);
  return tenantId;
}

const n = (value: number) => value.toLocaleString("en-US");

function table(scale: SandboxScale, rows: Measurement[]): string {
  const lines = [
    `| tool (${scale}) | text bytes | est. tokens | o200k tokens | pretty bytes | pretty o200k | structured bytes | upstream calls | JSON-RPC bytes | ms |`,
    "|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|",
    ...rows.map(
      (r) =>
        `| ${r.tool}${r.isError ? " (isError)" : ""} | ${n(r.textBytes)} | ${n(r.estimatedTokens)} | ` +
        `${r.scaled ? "~" : ""}${n(r.measuredTokens)} | ${n(r.prettyBytes)} | ${n(r.prettyTokens)} | ${n(r.structuredBytes)} | ${r.upstreamCalls} | ${n(r.responseBytes)} | ${r.ms.toFixed(0)} |`,
    ),
  ];
  return lines.join("\n");
}

function summary(scale: SandboxScale, rows: Measurement[], startMs: number): string {
  const largest = rows.reduce((a, b) => (b.textBytes > a.textBytes ? b : a));
  const mostTokens = rows.reduce((a, b) => (b.measuredTokens > a.measuredTokens ? b : a));
  const over = rows.filter((r) => r.textBytes > AGENT_TEXT_LIMIT).map((r) => r.tool);
  const sum = (pick: (r: Measurement) => number) => rows.reduce((total, r) => total + pick(r), 0);
  const saving = 1 - sum((r) => r.measuredTokens) / sum((r) => r.prettyTokens);
  return (
    `summary (${scale}): stack up in ${startMs.toFixed(0)} ms; max text ${n(largest.textBytes)} bytes (${largest.tool}); ` +
    `max tokens ${n(mostTokens.measuredTokens)} o200k / ${n(mostTokens.estimatedTokens)} estimated (${mostTokens.tool}); ` +
    `${over.length} of ${rows.length} tools over ${n(AGENT_TEXT_LIMIT)} chars${over.length ? `: ${over.join(", ")}` : ""}; ` +
    `text ${n(sum((r) => r.measuredTokens))} o200k tokens in all vs ${n(sum((r) => r.prettyTokens))} pretty-printed (${(saving * 100).toFixed(1)} % fewer)`
  );
}

const benchStarted = performance.now();
const skipped = skippedListTools();
for (const scale of ["small", "large"] as const) {
  const { rows, startMs } = await measureScale(scale);
  process.stdout.write(`\n${table(scale, rows)}\n\n${summary(scale, rows, startMs)}\n`);
}
process.stdout.write(
  `\n(~: o200k count on the first 2,000,000 characters, scaled. Not called, they need more than the tenant: ${skipped.join(", ")}.)\n` +
    `bench done in ${((performance.now() - benchStarted) / 1000).toFixed(1)} s\n`,
);
