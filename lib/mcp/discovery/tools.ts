// Discovery mode (`/mcp?mode=discover`): three tools instead of the catalog, for clients with a
// tool cap (VS Code: 128) or a small context (Cursor: about 40). `search_tools` finds the tools
// for a job and returns their schemas; `call_read_tool` and `call_write_tool` run them through the
// same path as tools/call. Two call tools, not one, so a client's confirmation prompt (it asks its
// person before a non-read-only tool) still tells reading from changing.
import type { CallToolResult } from "@modelcontextprotocol/server";
import { clientNameOf } from "../../catalog/name-forms";
import type { ToolRow } from "../../catalog/types";
import { ToolError } from "../../runtime/errors";
import { type CallScope, resolveToolOrSuggest, runTool, type ToolCallRequest } from "../call-tool";
import { errorResult, mcpToolOf, objectResult } from "../render";
import { type ArgumentRule, checkArguments } from "./arguments";
import { wrongCallTool } from "./call-fit";

import { CALL_READ_TOOL, CALL_WRITE_TOOL, DEFAULT_LIMIT, MAX_LIMIT, SEARCH_TOOLS, TOOLKITS } from "./listed";

export { CALL_READ_TOOL, CALL_WRITE_TOOL, discoveryTools, SEARCH_TOOLS } from "./listed";

const SEARCH_RULES: Record<string, ArgumentRule> = {
  query: { type: "string", required: true, maxLength: 500 },
  limit: { type: "integer", minimum: 1, maximum: MAX_LIMIT },
  toolkit: { type: "string", maxLength: 20, enum: TOOLKITS },
};

const CALL_RULES: Record<string, ArgumentRule> = {
  name: { type: "string", required: true, maxLength: 100 },
  arguments: { type: "object" },
};

/** What the toolkits cover, for the answer to a query no tool matches well. */
const COVERED = "These tools read and change TickTick tasks and projects and Xero accounting records";

async function search(offered: readonly ToolRow[], args: Record<string, unknown>): Promise<CallToolResult> {
  const query = args.query as string;
  const limit = (args.limit as number | undefined) ?? DEFAULT_LIMIT;
  const candidates = new Set(
    offered
      .filter((row) => args.toolkit === undefined || row.toolkit === args.toolkit)
      .map((row) => row.name),
  );
  // The index and MiniSearch load on the first search, not at cold start.
  const { scoreTools } = await import("./search");
  const hits = scoreTools(query, candidates, limit);
  const rowOf = (name: string) => offered.find((row) => row.name === name) as ToolRow;
  // The matches best first, each with its score; one that is not a confident match (it shares a
  // word with the query, not the job) is marked weak, and only kept when a confident one came first.
  const tools = hits.some((hit) => hit.confident)
    ? hits.map(({ name, score, confident }) => {
        const { name: clientName, description, inputSchema, annotations } = mcpToolOf(rowOf(name));
        return {
          name: clientName,
          description,
          inputSchema,
          annotations,
          score,
          ...(confident ? {} : { weak: true }),
        };
      })
    : [];
  if (tools.length > 0) return objectResult({ query, tools });
  if (hits.length === 0) {
    return objectResult({
      query,
      tools,
      hint: `No tool matches: none of these tools does that. ${COVERED}; if the job is one of those, try other words, or fewer of them.`,
    });
  }
  // Only weak matches (a shared word, not the job): said plainly, and kept apart from `tools`.
  const weakMatches = hits.map(({ name, score }) => ({
    name: clientNameOf(rowOf(name)),
    description: rowOf(name).description,
    score,
    weak: true,
  }));
  return objectResult({
    query,
    tools,
    weakMatches,
    hint: `No confident match: none of these tools does that. ${COVERED}; the weakMatches only share a word with the query.`,
  });
}

async function callThrough(
  scope: CallScope,
  via: typeof CALL_READ_TOOL | typeof CALL_WRITE_TOOL,
  args: Record<string, unknown>,
  meta: Record<string, unknown> | undefined,
): Promise<CallToolResult> {
  const name = args.name as string;
  const row = await resolveToolOrSuggest(scope, name);
  if (row instanceof ToolError) return errorResult(row);
  const wrong = wrongCallTool(via, row, name);
  if (wrong) return errorResult(wrong);
  const request: ToolCallRequest = { name, arguments: args.arguments as Record<string, unknown> | undefined };
  if (meta) request.meta = meta;
  return runTool(scope, row, request);
}

/** tools/call in discovery mode. */
export async function callDiscoveryTool(
  scope: CallScope,
  offered: readonly ToolRow[],
  request: ToolCallRequest,
): Promise<CallToolResult> {
  try {
    switch (request.name) {
      case SEARCH_TOOLS:
        return await search(offered, checkArguments(SEARCH_TOOLS, request.arguments, SEARCH_RULES));
      case CALL_READ_TOOL:
      case CALL_WRITE_TOOL:
        return await callThrough(
          scope,
          request.name,
          checkArguments(request.name, request.arguments, CALL_RULES),
          request.meta,
        );
      default: {
        const row = await resolveToolOrSuggest(scope, request.name);
        if (row instanceof ToolError) return errorResult(row);
        const via = row.flags.readOnly ? CALL_READ_TOOL : CALL_WRITE_TOOL;
        return errorResult(
          new ToolError(
            "Forbidden",
            `This endpoint is in discovery mode: run ${request.name} through ${via} ({"name": "${clientNameOf(row)}", "arguments": {...}}).`,
            { details: { tool: request.name, use: via } },
          ),
        );
      }
    }
  } catch (error) {
    if (error instanceof ToolError) return errorResult(error);
    throw error;
  }
}
