// The local stack on a free port, and official MCP clients connected to its /mcp (each closed after
// its test): what the MCP tests share.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { afterAll, afterEach, beforeAll } from "vitest";
import { type LocalStack, startLocalStack } from "../../local/stack";

export function useMcpStack(name: string) {
  let stack: LocalStack | undefined;
  const clients: Client[] = [];
  beforeAll(async () => {
    stack = await startLocalStack({ port: 0 });
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.close()));
  });
  afterAll(() => stack?.close());
  const started = () => {
    if (!stack) throw new Error("the local stack has not started");
    return stack;
  };
  return {
    stack: started,
    /** A client of `/mcp<query>`, e.g. `?mode=discover`. */
    async connect(query = ""): Promise<Client> {
      const client = new Client({ name, version: "1.0.0" });
      await client.connect(new StreamableHTTPClientTransport(new URL(`${started().url}/mcp${query}`)));
      clients.push(client);
      return client;
    },
    /** The same tool over the HTTP API (`POST /tools/<name>`): what a program gets. */
    async postTool<T = unknown>(
      tool: string,
      input: Record<string, unknown>,
    ): Promise<{ tool: string; result: T }> {
      const response = await fetch(`${started().url}/tools/${tool}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(input),
      });
      if (!response.ok) throw new Error(`POST /tools/${tool}: ${response.status} ${await response.text()}`);
      return (await response.json()) as { tool: string; result: T };
    },
  };
}
