// The MCP server of one request: the official SDK's low-level Server (our tools come with JSON
// Schemas already; McpServer wants Standard Schemas). Two faces over the same offered rows: the
// catalog (every offered tool, by its client name) or discovery mode (search_tools, call_read_tool,
// call_write_tool). Either way a tool runs through call-tool.ts and the family function's pipeline.
// One server serves either protocol generation: the era (legacy 2025-era, or modern 2026-07-28)
// only changes how a call asks the person for something (lib/mcp/calling/input-required.ts).
import { type jsonSchemaValidator, Server } from "@modelcontextprotocol/server";
import type { ToolCallRequest } from "../calling/call-tool";
import { DISCOVER_CACHE, TOOLS_LIST_CACHE } from "../listing/cache";
import type { OfferOptions } from "../listing/offer";
import { modernCapabilities } from "./capabilities";
import { SERVER_CAPABILITIES, SERVER_INFO, SERVER_INSTRUCTIONS } from "./server-info";

export { MCP_MODES, type McpMode } from "../listing/meta";
export { SERVER_INFO, SERVER_INSTRUCTIONS } from "./server-info";

export type McpServerOptions = OfferOptions;
export type McpEra = "legacy" | "modern";

/**
 * The SDK only validates form elicitation answers with this, and we read our one form (a modern
 * confirmation) ourselves. The default builds an Ajv instance per Server, that is per request.
 */
const noElicitation: jsonSchemaValidator = {
  getValidator: () => () => ({ valid: false, data: undefined, errorMessage: "This server does not elicit." }),
};

export function createMcpServer(options: McpServerOptions, era: McpEra = "legacy"): Server {
  const server = new Server(SERVER_INFO, {
    capabilities:
      era === "modern" ? modernCapabilities(options.advertisesTasks === true) : SERVER_CAPABILITIES,
    instructions: SERVER_INSTRUCTIONS,
    jsonSchemaValidator: noElicitation,
    cacheHints: { "tools/list": TOOLS_LIST_CACHE, "server/discover": DISCOVER_CACHE },
    // A legacy (stateless HTTP) request cannot be asked anything in the middle of its call: its
    // confirmations and connect links keep their own 2025 mechanisms (call-tool.ts).
    inputRequired: { legacyShim: false },
  });
  // What lists and calls need (the rows, their schemas) loads with the first list or call, not with
  // the SDK: an `initialize` or `server/discover` loads none of it.
  server.setRequestHandler("tools/list", async () => {
    const { listedTools } = await import("../listing/from-rows");
    return { tools: await listedTools(options.tools, options.mode, options.budget) };
  });
  server.setRequestHandler("tools/call", async ({ params }, ctx) => {
    const request: ToolCallRequest = { name: params.name };
    if (params.arguments) request.arguments = params.arguments;
    if (params._meta) request.meta = params._meta;
    if (era === "modern") {
      const [{ answerModernCall }, { CLIENT_CAPABILITIES_META, declaresOf }] = await Promise.all([
        import("../calling/input-required"),
        import("./plain-modern"),
      ]);
      // The SDK's typings leave the envelope's members untyped; it has validated them.
      const envelope = (ctx.mcpReq.envelope ?? {}) as Record<string, Record<string, unknown> | undefined>;
      const state = ctx.mcpReq.requestState();
      return answerModernCall(options, request, {
        declares: declaresOf(envelope[CLIENT_CAPABILITIES_META] ?? {}),
        ...(ctx.mcpReq.inputResponses ? { inputResponses: ctx.mcpReq.inputResponses } : {}),
        ...(typeof state === "string" ? { requestState: state } : {}),
      });
    }
    const { answerToolCall } = await import("../listing/offer");
    return answerToolCall(options, request);
  });
  return server;
}
