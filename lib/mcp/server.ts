// The MCP server of one request: the official SDK's low-level Server (our tools come with JSON
// Schemas already; McpServer wants zod shapes), answering tools/list from the offered rows and
// tools/call through an invoker, so a call runs the family function's own pipeline.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema, ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import type { jsonSchemaValidator } from "@modelcontextprotocol/sdk/validation/types.js";
import { findTool } from "../catalog/index";
import type { ToolRow } from "../catalog/types";
import { asToolError, ToolError } from "../runtime/errors";
import type { DirectCall, ToolInvoker } from "./invoker";
import { errorResult, mcpToolOf, toolResult } from "./render";

export const SERVER_INFO = { name: "agent-tools", version: "0.1.0" };

export interface McpServerOptions {
  /** The rows this request offers: the deployed families, narrowed by the operator and the caller. */
  tools: readonly ToolRow[];
  invoke: ToolInvoker;
  /** Who the calls act for, from the authoriser (never from the request body). */
  connection?: string;
}

/**
 * The SDK only validates elicitation answers with this, and we never elicit. The default builds an
 * Ajv instance per Server, that is per request in the stateless pattern.
 */
const noElicitation: jsonSchemaValidator = {
  getValidator: () => () => ({ valid: false, data: undefined, errorMessage: "This server does not elicit." }),
};

function refusal(name: string): ToolError {
  const known = Boolean(findTool(name));
  return known
    ? new ToolError(
        "Forbidden",
        `${name} is not offered by this endpoint (its tool subset); tools/list shows what is.`,
        {
          details: { tool: name },
        },
      )
    : new ToolError(
        "ValidationError",
        `Unknown tool "${name}". Tool names look like TasksApi.GetUserProjects; tools/list lists them.`,
        {
          details: { problems: [{ parameter: "name", message: "no tool of that name" }] },
        },
      );
}

export function createMcpServer(options: McpServerOptions): Server {
  const offered = new Map(options.tools.map((row) => [row.name, row]));
  const server = new Server(SERVER_INFO, {
    capabilities: { tools: { listChanged: false } },
    jsonSchemaValidator: noElicitation,
  });
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: options.tools.map(mcpToolOf) }));
  server.setRequestHandler(CallToolRequestSchema, async ({ params }) => {
    const row = offered.get(params.name);
    if (!row) return errorResult(refusal(params.name));
    const call: DirectCall = { tool: row.name, input: params.arguments ?? {} };
    // An MCP request has no headers of its own: a write's key may come in `_meta.idempotencyKey`.
    const key = params._meta?.idempotencyKey;
    if (typeof key === "string") call.idempotencyKey = key;
    if (options.connection !== undefined) call.connection = options.connection;
    try {
      return toolResult(row, await options.invoke(row, call));
    } catch (error) {
      return errorResult(asToolError(error));
    }
  });
  return server;
}
