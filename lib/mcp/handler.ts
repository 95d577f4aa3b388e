// `POST /mcp` as a Lambda handler of API Gateway REST proxy events: Streamable HTTP, stateless, JSON
// responses, so Lambda and the local gateway (which hands this handler the same events) share one
// code path. A plain tools/list or tools/call is answered at once (plain-request.ts); every other
// request goes through the official SDK (sdk-answer.ts: a new Server and transport per request,
// loaded on the first such request). Nothing is kept between requests, so any container can answer any request and no session
// needs storing.
import type { APIGatewayProxyResult } from "aws-lambda";
import { parseSubset, SubsetError, selectTools, type ToolSubset } from "../catalog/subset";
import type { ToolRow } from "../catalog/types";
import { connectionOfHttpCaller, scopesOfHttpCaller } from "../middleware/normalize-event";
import { errorResponse } from "../runtime/errors";
import { deploymentBudget, type ResultBudget, requestBudget } from "./budget";
import type { McpEvent } from "./event";
import type { ToolInvoker } from "./invoker";
import { listedTools, MCP_MODES, type McpMode } from "./listing";
import { answerToolCall, type OfferOptions } from "./offer";
import { invalidParamsAnswer, plainAnswer, plainRequest } from "./plain-request";

export type { McpEvent } from "./event";

export interface McpHandlerOptions {
  /** The rows of the deployed families. */
  tools: readonly ToolRow[];
  /** The operator's TOOL_FILTER, in the query syntax; callers narrow it, never widen it. */
  toolFilter?: string;
  invoke: ToolInvoker;
  /** The deployment's result budget; default from the environment (budget.ts). */
  budget?: ResultBudget;
}

export function queryOf(event: McpEvent): URLSearchParams {
  const query = new URLSearchParams();
  const multi = event.multiValueQueryStringParameters;
  if (multi) {
    for (const [name, values] of Object.entries(multi))
      for (const value of values ?? []) query.append(name, value);
  } else {
    for (const [name, value] of Object.entries(event.queryStringParameters ?? {})) {
      if (value !== undefined) query.append(name, value);
    }
  }
  return query;
}

const methodNotAllowed: APIGatewayProxyResult = {
  statusCode: 405,
  headers: { "content-type": "application/json", allow: "POST" },
  // Stateless: no SSE stream to GET and no session to DELETE.
  body: JSON.stringify({
    jsonrpc: "2.0",
    error: { code: -32000, message: "Method not allowed: use POST." },
    id: null,
  }),
};

/**
 * `mode` (`tools`, the default, or `discover`) picks the server's face; every other parameter is
 * the tool subset. Returns the mode and the query without it.
 */
export function modeOf(query: URLSearchParams): { mode: McpMode; subset: URLSearchParams } {
  const values = query.getAll("mode");
  const subset = new URLSearchParams(query);
  subset.delete("mode");
  if (values.length === 0) return { mode: "tools", subset };
  const [mode] = values;
  if (values.length > 1 || !(MCP_MODES as readonly string[]).includes(mode ?? "")) {
    throw new SubsetError(`"mode" is one of ${MCP_MODES.join(", ")}.`, "mode");
  }
  return { mode: mode as McpMode, subset };
}

export function createMcpHandler(options: McpHandlerOptions) {
  // Checked at cold start: a bad operator filter fails the deployment's first call loudly.
  const operator: ToolSubset = parseSubset(options.toolFilter);
  const deployed = selectTools(options.tools, operator);
  const deploymentDefault = options.budget ?? deploymentBudget();

  return async (event: McpEvent): Promise<APIGatewayProxyResult> => {
    if (event.httpMethod.toUpperCase() !== "POST") return methodNotAllowed;
    let tools: ToolRow[];
    let mode: McpMode;
    let budget: ResultBudget;
    try {
      const parsed = modeOf(queryOf(event));
      mode = parsed.mode;
      budget = requestBudget(parsed.subset, deploymentDefault);
      tools = selectTools(deployed, parseSubset(parsed.subset));
    } catch (error) {
      if (!(error instanceof SubsetError)) throw error;
      return errorResponse(error.toToolError());
    }
    const plain = plainRequest(event);
    if (plain?.method === "tools/list")
      return plainAnswer(plain.id, { tools: await listedTools(tools, mode, budget) });
    const caller = event as unknown as Record<string, unknown>;
    const connection = connectionOfHttpCaller(caller);
    const scopes = scopesOfHttpCaller(caller);
    const offer: OfferOptions = {
      tools,
      mode,
      budget,
      invoke: options.invoke,
      ...(connection ? { connection } : {}),
      ...(scopes ? { scopes } : {}),
    };
    if (plain?.method === "tools/call") {
      if ("problem" in plain) return invalidParamsAnswer(plain.id, plain.problem);
      return plainAnswer(plain.id, await answerToolCall(offer, plain.call));
    }
    const { answerWithSdk } = await import("./sdk-answer");
    return answerWithSdk(event, offer);
  };
}
