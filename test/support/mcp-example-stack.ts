// The local stack with one official MCP client on its /mcp, the listed tools' output schemas, and each
// catalog tool's worked examples as cases: what the tests that call every example over MCP share
// (test/catalog/output-schema-answers.test.ts, test/catalog/descriptions-true.test.ts).
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult, Tool } from "@modelcontextprotocol/server";
import { afterAll, beforeAll } from "vitest";
import { TOOL_EXAMPLES } from "../../lib/catalog/examples/index";
import { type LocalStack, startLocalStack } from "../../local/stack";

export interface ExampleStack {
  stack?: LocalStack;
  client?: Client;
  /** Each listed tool's outputSchema, by client name. */
  schemas: Map<string, Tool["outputSchema"]>;
}

/** Starts the stack with `env` for the file's tests, and calls tools over its /mcp. */
export function useExampleStack(env: Record<string, string>) {
  const state: ExampleStack = { schemas: new Map() };
  let saved: NodeJS.ProcessEnv;
  beforeAll(async () => {
    // The stack writes the sandboxes' URLs into process.env, which the handlers read: restored after.
    saved = { ...process.env };
    Object.assign(process.env, { LOG_LEVEL: "silent", ...env });
    state.stack = await startLocalStack({ port: 0 });
    state.client = new Client({ name: "example-stack-test", version: "1.0.0" });
    await state.client.connect(
      new StreamableHTTPClientTransport(new URL(`${state.stack.url}/mcp?preset=all`)),
    );
    const { tools } = await state.client.listTools();
    for (const tool of tools) state.schemas.set(tool.name, tool.outputSchema);
  }, 120_000);
  afterAll(async () => {
    await state.client?.close();
    await state.stack?.close();
    for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
    Object.assign(process.env, saved);
  });
  const call = async (name: string, args: Record<string, unknown>) => {
    if (!state.client) throw new Error("the stack has not started");
    return (await state.client.callTool({ name, arguments: args }, undefined, {
      timeout: 60_000,
    })) as CallToolResult;
  };
  /** Both sandboxes back to their demo data, so an example meets the records it names. */
  const reset = () => {
    state.stack?.ledgerSandbox?.reset();
    state.stack?.tasksSandbox?.reset();
  };
  return { state, call, reset };
}

/** Every worked example of every tool, with its tool's catalog name. */
export const EXAMPLE_CASES = Object.entries(TOOL_EXAMPLES).flatMap(([name, examples]) =>
  examples.map((example) => ({ name, ...example })),
);
