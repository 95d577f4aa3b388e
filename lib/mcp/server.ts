// The MCP server of one request: the official SDK's low-level Server (our tools come with JSON
// Schemas already; McpServer wants zod shapes). Two faces over the same offered rows: the catalog
// (every offered tool, by its client name) or discovery mode (search_tools, call_read_tool,
// call_write_tool). Either way a tool runs through call-tool.ts and the family function's pipeline.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema, ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import type { jsonSchemaValidator } from "@modelcontextprotocol/sdk/validation/types.js";
import type { ToolCallRequest } from "./call-tool";
import type { OfferOptions } from "./offer";

export const SERVER_INFO = { name: "agent-tools", version: "0.1.0" };

/**
 * What `initialize` tells the agent once (lib/confirmation: tools marked destructiveHint answer a
 * confirmation first; protocol 2026-07-28's input-required results will ask in the call instead).
 */
export const SERVER_INSTRUCTIONS =
  'A destructive tool (destructiveHint) first answers {confirmationRequired: true, confirmationToken, ...} and changes nothing: show the person what it would change, and only once they agree call it again with the same arguments plus "_confirmation": "<confirmationToken>" (or the token in _meta "io.agent-tools/confirmation").';

export { MCP_MODES, type McpMode } from "./list-meta";

export type McpServerOptions = OfferOptions;

/**
 * The SDK only validates form elicitation answers with this, and we never ask for a form (a URL
 * elicitation comes back as an error, which carries no answer). The default builds an Ajv instance
 * per Server, that is per request in the stateless pattern.
 */
const noElicitation: jsonSchemaValidator = {
  getValidator: () => () => ({ valid: false, data: undefined, errorMessage: "This server does not elicit." }),
};

export function createMcpServer(options: McpServerOptions): Server {
  const server = new Server(SERVER_INFO, {
    capabilities: { tools: { listChanged: false } },
    instructions: SERVER_INSTRUCTIONS,
    jsonSchemaValidator: noElicitation,
  });
  // What lists and calls need (the rows, their schemas) loads with the first list or call, not with
  // the SDK: an `initialize` loads none of it.
  server.setRequestHandler(ListToolsRequestSchema, async () => {
    const { listedTools } = await import("./listing");
    return { tools: await listedTools(options.tools, options.mode, options.budget) };
  });
  server.setRequestHandler(CallToolRequestSchema, async ({ params }) => {
    const { answerToolCall } = await import("./offer");
    const request: ToolCallRequest = { name: params.name };
    if (params.arguments) request.arguments = params.arguments;
    if (params._meta) request.meta = params._meta;
    return answerToolCall(options, request);
  });
  return server;
}
