// Launches the stdio entry (local/stdio.ts) with the official SDK client, as Claude Desktop, Claude Code
// or Cursor would; each client is closed (and its process ended) after its test.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { getDefaultEnvironment, StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { afterAll, afterEach } from "vitest";

const ROOT = resolve(import.meta.dirname, "../..");
const TSX = resolve(ROOT, "node_modules/.bin/tsx");

export function useStdioClients() {
  const clients: Client[] = [];
  // Where the entry writes its dynalite's credential for --local tools (docs/local.md): a folder of
  // the test's, not the person's ~/.config (the SDK hands the child only a few variables).
  const credentials = mkdtempSync(join(tmpdir(), "agent-tools-stdio-"));
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.close()));
  });
  afterAll(() => rmSync(credentials, { recursive: true, force: true }));

  /** Launches the stdio entry with `args`, as Claude Desktop or Cursor would, and connects to it. */
  async function launch(
    args: string[] = [],
    env: Record<string, string> = {},
  ): Promise<{ client: Client; stderr: () => string }> {
    const transport = new StdioClientTransport({
      command: TSX,
      args: [resolve(ROOT, "local/stdio.ts"), ...args],
      cwd: ROOT,
      env: {
        ...getDefaultEnvironment(),
        LOG_LEVEL: "info",
        LOCAL_AWS_CREDENTIALS_DIR: join(credentials, "local-aws"),
        ...env,
      },
      stderr: "pipe",
    });
    let stderr = "";
    transport.stderr?.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const client = new Client({ name: "stdio-test", version: "1.0.0" });
    clients.push(client);
    await client.connect(transport);
    return { client, stderr: () => stderr };
  }

  return launch;
}
