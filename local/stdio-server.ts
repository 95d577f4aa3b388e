// The stdio MCP server behind local/stdio.ts (which keeps stdout for JSON-RPC before loading this).

import type { Writable } from "node:stream";
import { parseArgs } from "node:util";
import { StdioServerTransport, serveStdio as serveMcpStdio } from "@modelcontextprotocol/server/stdio";
import { allTools } from "../lib/catalog/index";
import { deploymentBudget } from "../lib/mcp/calling/budget";
import { modeOf } from "../lib/mcp/protocol/catalog-endpoint";
import { createMcpServer } from "../lib/mcp/protocol/sdk-server";
import { CATALOG_LOOKUP, parseSubset, SubsetError, selectTools } from "../lib/tool-lists/subset";
import { operatorSubsetWith } from "../lib/tool-lists/subset-core";
import { inProcessInvoker } from "./in-process";
import { FAMILY_HANDLERS, startLocalUpstreams } from "./stack";

const USAGE = `Usage: tsx local/stdio.ts [--preset p[,p]] [--families f,...] [--toolkits TasksApi|LedgerApi]
                         [--read-only] [--tools name,...] [--mode core|tools|discover|code]
The MCP tools over stdio. The options narrow the tools as /mcp's query parameters do (docs/mcp.md):
none lists the everyday and discovery tools (every tool still answers by name), --preset all every tool;
TOOL_FILTER in the environment narrows them first. Upstreams: the sandboxes, or your own accounts
with LOCAL_ACCOUNTS=real (docs/local.md).`;

/** The command line as /mcp's query string: `--read-only` is `readOnly=true`. */
export function queryOfArgs(args: string[]): URLSearchParams {
  const { values } = parseArgs({
    args,
    options: {
      preset: { type: "string", multiple: true },
      families: { type: "string", multiple: true },
      toolkits: { type: "string", multiple: true },
      tools: { type: "string", multiple: true },
      "read-only": { type: "boolean" },
      mode: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
    strict: true,
  });
  if (values.help) {
    process.stderr.write(`${USAGE}\n`);
    process.exit(0);
  }
  const query = new URLSearchParams();
  for (const name of ["preset", "families", "toolkits", "tools"] as const)
    for (const value of values[name] ?? []) query.append(name, value);
  if (values["read-only"]) query.set("readOnly", "true");
  if (values.mode) query.set("mode", values.mode);
  return query;
}

export async function serveStdio(args: string[], out: Writable, env: NodeJS.ProcessEnv = process.env) {
  let offer: ReturnType<typeof offerOf>;
  try {
    offer = offerOf(queryOfArgs(args), env.TOOL_FILTER);
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n\n${USAGE}\n`);
    process.exit(2);
  }
  let upstreams: Awaited<ReturnType<typeof startLocalUpstreams>>;
  try {
    upstreams = await startLocalUpstreams(env);
  } catch (error) {
    // A configuration problem (no token file, a wrong passphrase): one line the client's log shows.
    process.stderr.write(`agent-tools: ${(error as Error).message}\n`);
    process.exit(1);
  }
  process.stderr.write(
    `agent-tools MCP server on stdio: ${offer.tools.length} tools (${offer.mode} mode)\n${upstreams.modes.map((mode) => `  ${mode}`).join("\n")}\n`,
  );
  const options = { ...offer, budget: deploymentBudget(env), invoke: inProcessInvoker(FAMILY_HANDLERS) };
  let closing = false;
  // The client's first message picks the connection's protocol generation (an `initialize`, or a
  // 2026-07-28 request with its envelope); one server of that era answers the rest.
  const handle = serveMcpStdio(({ era }) => createMcpServer(options, era), {
    transport: new StdioServerTransport(process.stdin, out),
  });
  const stop = async () => {
    if (closing) return;
    closing = true;
    await handle.close().catch(() => {});
    await upstreams.close().catch(() => {});
    process.exit(0);
  };
  // The client ends the session by closing our stdin (then SIGTERM, as the MCP spec says).
  process.stdin.on("end", stop);
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

/** The tools offered, as `/mcp?<query>` would offer them, within the operator's TOOL_FILTER. */
function offerOf(query: URLSearchParams, toolFilter: string | undefined) {
  try {
    const { mode, subset } = modeOf(query);
    return {
      mode,
      tools: selectTools(allTools, operatorSubsetWith(CATALOG_LOOKUP, toolFilter), parseSubset(subset)),
    };
  } catch (error) {
    if (error instanceof SubsetError) throw new Error(`${error.message}`);
    throw error;
  }
}
