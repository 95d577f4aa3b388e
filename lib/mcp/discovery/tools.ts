// Discovery mode (`/mcp?mode=discover`): three tools instead of the catalog, for clients with a
// tool cap (VS Code: 128) or a small context (Cursor: about 40). `search_tools` finds the tools
// for a job (search-answer.ts: one line each, the first with its schema, any tool whole by its
// exact name); `call_read_tool` and `call_write_tool` run them through the same path as
// tools/call. Two call tools, not one, so a client's confirmation prompt (it asks its person
// before a non-read-only tool) still tells reading from changing.
import type { CallToolResult } from "@modelcontextprotocol/server";
import { clientNameOf } from "../../catalog/name-forms";
import type { ToolRow } from "../../catalog/types";
import { ToolError } from "../../runtime/errors";
import { type CallScope, resolveToolOrSuggest, runTool, type ToolCallRequest } from "../calling/call-tool";
import { errorResult, objectResult } from "../calling/render-answer";
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

async function search(offered: readonly ToolRow[], args: Record<string, unknown>): Promise<CallToolResult> {
  // The answer, the index and MiniSearch load on the first search, not at cold start.
  const { searchAnswer } = await import("./search-answer");
  return objectResult(
    searchAnswer(offered, {
      query: args.query as string,
      limit: (args.limit as number | undefined) ?? DEFAULT_LIMIT,
      toolkit: args.toolkit as string | undefined,
    }),
  );
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
