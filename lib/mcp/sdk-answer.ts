// Any MCP request through the official SDK: a new Server and web-standard transport per request
// (stateless, JSON responses), the API Gateway event made a WHATWG Request and the SDK's Response
// made the proxy result. The handler imports this module on the first request that is not a plain
// tools/list (tools-list.ts answers those at once), so a cold tools/list loads neither the SDK and
// its zod schemas nor undici, whose Request and Response this needs. An `initialize` from a client
// that takes URL elicitations opens a session recording it (session.ts), which later requests bring.
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import type { APIGatewayProxyResult } from "aws-lambda";
import { httpBodyText } from "../middleware/normalize-event";
import type { McpEvent } from "./event";
import { createMcpServer, type McpServerOptions } from "./server";
import { SESSION_HEADER, sessionIdFor, takesUrlElicitation } from "./session";

/** A request header, whatever its case in the event. */
function headerOf(event: McpEvent, name: string): string | undefined {
  for (const [key, value] of Object.entries(event.headers ?? {}))
    if (key.toLowerCase() === name && value !== undefined) return value;
  return undefined;
}

/** The session to open for an `initialize`; the SDK parses and answers the message itself. */
function newSessionId(event: McpEvent): string | undefined {
  const text = httpBodyText(event);
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

export async function answerWithSdk(
  event: McpEvent,
  options: McpServerOptions,
): Promise<APIGatewayProxyResult> {
  const elicits = takesUrlElicitation(headerOf(event, SESSION_HEADER));
  const server = createMcpServer(elicits ? { ...options, takesUrlElicitation: true } : options);
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
}
