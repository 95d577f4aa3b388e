// The official MCP conformance suite (@modelcontextprotocol/conformance, server mode) against
// `npm start`: starts the gateway (tsx local/main.ts, PORT=0 so the system picks a free port, no
// AUTH), runs the suite's scenarios one by one against its /mcp, prints each check and exits 0
// only when every scenario passed.
//
//   npx tsx scripts/conformance.ts                      # the scenarios below
//   npx tsx scripts/conformance.ts tools-list ping      # just these
//   MCP_URL=http://127.0.0.1:3000/mcp npx tsx scripts/conformance.ts   # a gateway already running
//
// The suite needs Node >= 22 and this project runs on Node 20, so it runs under npx with the npm
// registry's `node@22` package (Node itself, as a platform binary) beside it: the suite's
// `#!/usr/bin/env node` then finds Node 22 first on npx's PATH. The first run downloads both
// (about 40 MB for Node) into npx's cache. Not part of `npm test` for that reason.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const SUITE = `@modelcontextprotocol/conformance@${process.env.CONFORMANCE_VERSION ?? "0.1.16"}`;
const NODE = "node@22";
/** What the gateway is held to (issue 21): it offers tools only, no prompts, resources or SSE. */
const SCENARIOS = ["server-initialize", "ping", "tools-list", "tools-call-error", "dns-rebinding-protection"];
const ROOT = fileURLToPath(new URL("..", import.meta.url));

interface Check {
  id: string;
  name: string;
  status: "SUCCESS" | "FAILURE" | "WARNING" | "INFO" | string;
  errorMessage?: string;
}

/** `npm start` on a free port; resolves with its base URL once the banner names it. */
function startGateway(): Promise<{ url: string; child: ChildProcess }> {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: "0" };
  for (const name of [
    "AUTH",
    "TASKS_API_BASE_URL",
    "LEDGER_API_BASE_URL",
    "IDEMPOTENCY_TABLE",
    "TOOL_FILTER",
  ])
    delete env[name];
  // Its own process group (detached), so that npx, tsx and node under it end together.
  const child = spawn("npx", ["tsx", "local/main.ts"], {
    cwd: ROOT,
    env,
    stdio: ["ignore", "pipe", "inherit"],
    detached: true,
  });
  return new Promise((resolve, reject) => {
    let out = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      out += chunk.toString("utf8");
      const url = /Tool gateway listening on (http:\/\/\S+)/.exec(out)?.[1];
      if (url) resolve({ url, child });
    });
    child.on("exit", (code) => reject(new Error(`the gateway exited (${code}) before it listened:\n${out}`)));
  });
}

function stopGateway(child: ChildProcess): void {
  if (child.exitCode === null && child.pid) {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // already gone
    }
  }
}

/** The checks a run wrote under `dir` (`-o`): `<dir>/server-<scenario>-<time>/checks.json`. */
function checksIn(dir: string): Check[] {
  if (!existsSync(dir)) return [];
  const run = readdirSync(dir, { withFileTypes: true }).find((entry) => entry.isDirectory());
  const file = run ? join(dir, run.name, "checks.json") : "";
  return file && existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Check[]) : [];
}

/** One scenario under Node 22: the suite's exit code and its checks. */
function runScenario(
  mcpUrl: string,
  scenario: string,
  dir: string,
): Promise<{ code: number; checks: Check[] }> {
  const out = join(dir, scenario);
  const args = [
    "-y",
    "-p",
    NODE,
    "-p",
    SUITE,
    "conformance",
    "server",
    "--url",
    mcpUrl,
    "--scenario",
    scenario,
    "-o",
    out,
  ];
  return new Promise((resolve) => {
    const child = spawn("npx", args, { cwd: dir, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    const collect = (chunk: Buffer) => {
      output += chunk.toString("utf8");
    };
    child.stdout?.on("data", collect);
    child.stderr?.on("data", collect);
    child.on("error", (error) => {
      output += String(error);
    });
    child.on("close", (code) => {
      const checks = checksIn(out);
      // No checks: the suite did not run (download, Node, a bad scenario name); show why.
      if (checks.length === 0) process.stdout.write(`${output}\n`);
      resolve({ code: code ?? 1, checks });
    });
  });
}

const wanted = process.argv.slice(2).length > 0 ? process.argv.slice(2) : SCENARIOS;
let gateway: ChildProcess | undefined;
let mcpUrl = process.env.MCP_URL;
if (!mcpUrl) {
  const started = await startGateway();
  gateway = started.child;
  mcpUrl = `${started.url}/mcp`;
}
const stop = () => {
  if (gateway) stopGateway(gateway);
};
// Whichever way this process ends, the gateway it started ends with it.
process.on("exit", stop);
process.on("SIGINT", () => process.exit(130));
process.on("SIGTERM", () => process.exit(143));

const dir = mkdtempSync(join(tmpdir(), "mcp-conformance-"));
process.stdout.write(`MCP conformance (${SUITE}, under ${NODE}) against ${mcpUrl}\n\n`);
const failed: string[] = [];
try {
  for (const scenario of wanted) {
    const { code, checks } = await runScenario(mcpUrl, scenario, dir);
    const bad = checks.filter((check) => check.status === "FAILURE");
    const passed = code === 0 && checks.length > 0 && bad.length === 0;
    if (!passed) failed.push(scenario);
    process.stdout.write(`${passed ? "PASS" : "FAIL"}  ${scenario}\n`);
    for (const check of checks) {
      const why = check.errorMessage ? `: ${check.errorMessage}` : "";
      process.stdout.write(`      ${check.status.padEnd(7)} ${check.id}${why}\n`);
    }
  }
} finally {
  stop();
  rmSync(dir, { recursive: true, force: true });
}
process.stdout.write(
  `\n${wanted.length - failed.length} of ${wanted.length} scenarios passed` +
    (failed.length > 0 ? `; failed: ${failed.join(", ")}\n` : "\n"),
);
process.exit(failed.length > 0 ? 1 : 0);
