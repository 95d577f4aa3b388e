// Discovery mode (`/mcp?mode=discover`): three tools instead of the catalog, for clients with a
// tool cap (VS Code: 128) or a small context (Cursor: about 40). `search_tools` finds the tools
// for a job and returns their schemas; `call_read_tool` and `call_write_tool` run them through the
// same path as tools/call. Two call tools, not one, so a client's confirmation prompt (it asks its
// person before a non-read-only tool) still tells reading from changing.
import type { CallToolResult, Tool } from "@modelcontextprotocol/sdk/types.js";
import { clientNameOf } from "../../catalog/names";
import type { Toolkit, ToolRow } from "../../catalog/types";
import { ToolError } from "../../runtime/errors";
import { type CallScope, resolveToolOrSuggest, runTool, type ToolCallRequest } from "../call-tool";
import { errorResult, mcpToolOf, objectResult } from "../render";
import { type ArgumentRule, checkArguments } from "./arguments";

export const SEARCH_TOOLS = "search_tools";
export const CALL_READ_TOOL = "call_read_tool";
export const CALL_WRITE_TOOL = "call_write_tool";

const TOOLKITS: readonly Toolkit[] = ["TasksApi", "LedgerApi"];
const DEFAULT_LIMIT = 5;
const MAX_LIMIT = 20;

const SEARCH_RULES: Record<string, ArgumentRule> = {
  query: { type: "string", required: true, maxLength: 500 },
  limit: { type: "integer", minimum: 1, maximum: MAX_LIMIT },
  toolkit: { type: "string", maxLength: 20, enum: TOOLKITS },
};

const CALL_RULES: Record<string, ArgumentRule> = {
  name: { type: "string", required: true, maxLength: 100 },
  arguments: { type: "object" },
};

const callInputSchema = (kind: string): Tool["inputSchema"] => ({
  type: "object",
  properties: {
    name: {
      type: "string",
      maxLength: 100,
      description: `The ${kind} tool's name as search_tools returned it, e.g. LedgerApi_RetrieveInvoices.`,
    },
    arguments: {
      type: "object",
      description:
        "The tool's parameters, following the inputSchema search_tools returned. {} when it has none.",
    },
  },
  required: ["name"],
  additionalProperties: false,
});

/** The three tools; the search description counts what this request offers. */
export function discoveryTools(offered: readonly ToolRow[]): Tool[] {
  return [
    {
      name: SEARCH_TOOLS,
      description:
        `Find the tools for a job among this server's ${offered.length} tools (TasksApi: TickTick tasks and ` +
        'projects; LedgerApi: Xero accounting) by describing it in plain words, e.g. "unpaid bills", ' +
        '"profit and loss last quarter", "add a to-do". Returns the best matches in `tools`, each with its ' +
        "name, description, inputSchema, annotations and score (higher is better; `weak: true` when it " +
        "only shares a word with the query). Run a match with call_read_tool when its annotations say " +
        "readOnlyHint, otherwise with call_write_tool. When no tool does the job, `tools` is empty and " +
        "`hint` says so.",
      inputSchema: {
        type: "object",
        properties: {
          query: { type: "string", maxLength: 500, description: "What you want to do, in plain words." },
          limit: {
            type: "integer",
            minimum: 1,
            maximum: MAX_LIMIT,
            description: `How many matches to return (default ${DEFAULT_LIMIT}).`,
          },
          toolkit: { type: "string", enum: [...TOOLKITS], description: "Only tools of this toolkit." },
        },
        required: ["query"],
        additionalProperties: false,
      },
      annotations: { title: "Search tools", readOnlyHint: true, openWorldHint: false },
    },
    {
      name: CALL_READ_TOOL,
      description:
        "Run a tool that only reads (readOnlyHint: true), found with search_tools, with its arguments. " +
        "Answers exactly as the tool itself would. Tools that change data are refused: use call_write_tool.",
      inputSchema: callInputSchema("read-only"),
      annotations: {
        title: "Run a read-only tool",
        readOnlyHint: true,
        destructiveHint: false,
        openWorldHint: true,
      },
    },
    {
      name: CALL_WRITE_TOOL,
      description:
        "Run a tool that creates, changes or deletes data, found with search_tools, with its arguments. " +
        "Answers exactly as the tool itself would. Check with the person before calling it. Read-only " +
        "tools are refused: use call_read_tool.",
      inputSchema: callInputSchema("writing"),
      annotations: {
        title: "Run a tool that changes data",
        readOnlyHint: false,
        destructiveHint: true,
        idempotentHint: false,
        openWorldHint: true,
      },
    },
  ];
}

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
  if (via === CALL_READ_TOOL && !row.flags.readOnly) {
    return errorResult(
      new ToolError("Forbidden", `${name} changes data: call it with ${CALL_WRITE_TOOL}.`, {
        details: { tool: name, use: CALL_WRITE_TOOL },
      }),
    );
  }
  if (via === CALL_WRITE_TOOL && row.flags.readOnly) {
    return errorResult(
      new ToolError("Forbidden", `${name} only reads: call it with ${CALL_READ_TOOL}.`, {
        details: { tool: name, use: CALL_READ_TOOL },
      }),
    );
  }
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
