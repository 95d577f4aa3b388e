// `npm start` (tsx local/main.ts) as a person runs it: on a taken PORT it prints one line naming
// PORT and a free one, and exits 1 without a stack trace; under AUTH=oauth its banner says what is
// needed (sign in, a token) instead of curl lines that would answer 401.
import { type ChildProcess, spawn } from "node:child_process";
import { createServer, type Server } from "node:net";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const children: ChildProcess[] = [];
afterEach(() => {
  // npx and the tsx and node under it are one process group of their own (detached): end them all.
  for (const child of children.splice(0)) {
    if (child.exitCode === null && child.pid) process.kill(-child.pid, "SIGTERM");
  }
});

/** `npx tsx local/main.ts` with PORT and a clean environment (no upstream, table or AUTH). */
function start(extra: Record<string, string>): ChildProcess {
  const env = { ...process.env, ...extra };
  for (const name of ["TASKS_API_BASE_URL", "LEDGER_API_BASE_URL", "IDEMPOTENCY_TABLE", "TOOL_FILTER"])
    delete env[name];
  if (!extra.AUTH) delete env.AUTH;
  const child = spawn("npx", ["tsx", "local/main.ts"], {
    cwd: ROOT,
    env,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  children.push(child);
  return child;
}

function occupy(): Promise<{ server: Server; port: number }> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      resolve({ server, port: typeof address === "object" && address ? address.port : 0 });
    });
  });
}

describe("npm start", () => {
  it("on a taken port prints one line naming PORT and exits 1, no stack", async () => {
    const { server, port } = await occupy();
    try {
      const child = start({ PORT: String(port) });
      let stderr = "";
      let stdout = "";
      child.stderr?.on("data", (chunk: Buffer) => {
        stderr += chunk.toString("utf8");
      });
      child.stdout?.on("data", (chunk: Buffer) => {
        stdout += chunk.toString("utf8");
      });
      const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
      expect(code).toBe(1);
      const lines = stderr.trim().split("\n");
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(
        new RegExp(`^Port ${port} is in use: stop the other server or start with PORT=\\d+ npm start$`),
      );
      const suggested = Number(/PORT=(\d+)/.exec(lines[0] ?? "")?.[1]);
      expect(suggested).toBeGreaterThan(port);
      expect(stderr).not.toMatch(/\n\s+at |EADDRINUSE/);
      expect(stdout).toBe("");
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  }, 60_000);

  it("under AUTH=oauth the banner says to sign in and how to get a token, and offers no tokenless curl", async () => {
    const child = start({ PORT: "0", AUTH: "oauth" });
    let stdout = "";
    await new Promise<void>((resolve, reject) => {
      child.stdout?.on("data", (chunk: Buffer) => {
        stdout += chunk.toString("utf8");
        if (/Bearer \$TOKEN.*\n/.test(stdout)) resolve();
      });
      child.on("exit", (code) => reject(new Error(`exited ${code}: ${stdout}`)));
    });
    const url = /Tool gateway listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(stdout)?.[1];
    expect(url).toBeDefined();
    expect(stdout).toContain(`Sign in, as a demo person, and connect the sandbox accounts: ${url}/account`);
    expect(stdout).toContain(`at ${url}/mcp`);
    expect(stdout).toContain("answer 401 without a bearer token");
    expect(stdout).not.toContain("Try:");
    // Every curl line it offers carries the token.
    const curls = stdout.split("\n").filter((line) => line.includes("curl -s"));
    expect(curls.length).toBeGreaterThan(0);
    for (const line of curls) expect(line).toContain('-H "Authorization: Bearer $TOKEN"');
    // And the account page the banner names is there.
    const account = await fetch(`${url}/account`, { redirect: "manual" });
    expect(account.status).toBeLessThan(400);
  }, 60_000);
});
