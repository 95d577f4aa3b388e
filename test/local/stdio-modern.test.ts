// The stdio entry (local/stdio.ts) for a 2026-07-28 client: the official 2.x client pinned to that
// revision spawns it, and the SDK's serveStdio pins the connection to a modern server from the
// first message (server/discover), as `initialize` pins a 2025 one (test/local/stdio.test.ts).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { Client } from "@modelcontextprotocol/client";
import { getDefaultEnvironment, StdioClientTransport } from "@modelcontextprotocol/client/stdio";
import { afterAll, afterEach, describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "../..");
const open: Client[] = [];
// Where the entry writes its dynalite's credential for --local tools (docs/local.md): not ~/.config.
const credentials = mkdtempSync(join(tmpdir(), "agent-tools-stdio-"));
afterEach(async () => {
  await Promise.all(open.splice(0).map((client) => client.close()));
});
afterAll(() => rmSync(credentials, { recursive: true, force: true }));

describe("stdio entry, protocol 2026-07-28", () => {
  it("discovers, lists the preset's tools and answers a call from the sandboxes", async () => {
    const client = new Client(
      { name: "stdio-modern", version: "1.0.0" },
      { versionNegotiation: { mode: { pin: "2026-07-28" } } },
    );
    open.push(client);
    await client.connect(
      new StdioClientTransport({
        command: resolve(ROOT, "node_modules/.bin/tsx"),
        args: [resolve(ROOT, "local/stdio.ts"), "--preset", "tasks"],
        cwd: ROOT,
        env: {
          ...getDefaultEnvironment(),
          LOG_LEVEL: "info",
          LOCAL_AWS_CREDENTIALS_DIR: join(credentials, "local-aws"),
        },
        stderr: "pipe",
      }),
    );
    expect(client.getProtocolEra()).toBe("modern");
    expect(client.getServerVersion()?.name).toBe("agent-tools");
    const { tools } = await client.listTools();
    expect(tools.length).toBeGreaterThan(0);
    expect(tools.every((tool) => tool.name.startsWith("TasksApi_"))).toBe(true);
    const projects = await client.callTool({ name: "TasksApi_GetUserProjects", arguments: {} });
    expect(projects.isError).toBeFalsy();
    expect((projects.structuredContent as { result: { name: string }[] }).result.map((p) => p.name)).toEqual([
      "Personal",
      "Work",
      "Groceries",
    ]);
  }, 30_000);
});
