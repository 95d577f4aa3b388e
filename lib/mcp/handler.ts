// `POST /mcp` as a Lambda handler of API Gateway REST proxy events: Streamable HTTP, stateless, JSON
// responses. The event becomes a WHATWG Request for the SDK's web-standard transport and its
// Response becomes the proxy result, so Lambda and the local gateway (which hands this handler the
// same events) share one code path. A new Server and transport per request: nothing is kept between
// requests, so any container can answer any request and no session needs storing.
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from "aws-lambda";
import { parseSubset, SubsetError, selectTools, type ToolSubset } from "../catalog/subset";
import type { ToolRow } from "../catalog/types";
import { connectionOfHttpCaller, scopesOfHttpCaller } from "../middleware/normalize-event";
import { errorResponse } from "../runtime/errors";
import type { ToolInvoker } from "./invoker";
import { createMcpServer, MCP_MODES, type McpMode } from "./server";
import { SESSION_HEADER, sessionIdFor, takesUrlElicitation } from "./session";

export interface McpHandlerOptions {
  /** The rows of the deployed families. */
  tools: readonly ToolRow[];
  /** The operator's TOOL_FILTER, in the query syntax; callers narrow it, never widen it. */
  toolFilter?: string;
  invoke: ToolInvoker;
}

export type McpEvent = Pick<
  APIGatewayProxyEvent,
  "httpMethod" | "path" | "headers" | "body" | "isBase64Encoded" | "multiValueQueryStringParameters"
> &
  Partial<Pick<APIGatewayProxyEvent, "queryStringParameters" | "requestContext">>;

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

function bodyText(event: McpEvent): string {
  const body = event.body ?? "";
  return event.isBase64Encoded ? Buffer.from(body, "base64").toString("utf8") : body;
}

/** A request header, whatever its case in the event. */
function headerOf(event: McpEvent, name: string): string | undefined {
  for (const [key, value] of Object.entries(event.headers ?? {}))
    if (key.toLowerCase() === name && value !== undefined) return value;
  return undefined;
}

/** The session to open for an `initialize` (session.ts); the SDK parses and answers the message itself. */
function newSessionId(event: McpEvent): string | undefined {
  const text = bodyText(event);
  if (!text.includes('"initialize"')) return undefined;
  try {
    return sessionIdFor(JSON.parse(text));
  } catch {
    return undefined; // the SDK answers the parse error
  }
}

function requestOf(event: McpEvent): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(event.headers ?? {}))
    if (value !== undefined) headers.set(name, value);
  const body = event.body ?? "";
  return new Request(`https://${headers.get("host") ?? "mcp.local"}${event.path}`, {
    method: "POST",
    headers,
    body: event.isBase64Encoded ? Buffer.from(body, "base64") : body,
  });
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

  return async (event: McpEvent): Promise<APIGatewayProxyResult> => {
    if (event.httpMethod.toUpperCase() !== "POST") return methodNotAllowed;
    let tools: ToolRow[];
    let mode: McpMode;
    try {
      const parsed = modeOf(queryOf(event));
      mode = parsed.mode;
      tools = selectTools(deployed, parseSubset(parsed.subset));
    } catch (error) {
      if (!(error instanceof SubsetError)) throw error;
      return errorResponse(error.toToolError());
    }
    const caller = event as unknown as Record<string, unknown>;
    const connection = connectionOfHttpCaller(caller);
    const scopes = scopesOfHttpCaller(caller);
    const server = createMcpServer({
      tools,
      mode,
      invoke: options.invoke,
      ...(connection ? { connection } : {}),
      ...(scopes ? { scopes } : {}),
      ...(takesUrlElicitation(headerOf(event, SESSION_HEADER)) ? { takesUrlElicitation: true } : {}),
    });
    const sessionId = newSessionId(event);
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    try {
      await server.connect(transport);
      const response = await transport.handleRequest(requestOf(event));
      const headers = Object.fromEntries(response.headers);
      if (sessionId && response.ok) headers[SESSION_HEADER] = sessionId;
      return { statusCode: response.status, headers, body: await response.text() };
    } finally {
      await server.close();
    }
  };
}
