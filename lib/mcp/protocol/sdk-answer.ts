// The SDK path (README.md), new objects per request. A legacy request goes to a Server on a
// web-standard transport answering JSON, as the endpoint always has (the SDK's own legacy leg would
// answer SSE). An `initialize` from a client that takes URL elicitations opens a session recording it
// (session.ts), which later requests bring.
import {
  createMcpHandler,
  isLegacyRequest,
  WebStandardStreamableHTTPServerTransport,
} from "@modelcontextprotocol/server";
import type { APIGatewayProxyResult } from "aws-lambda";
import { httpBodyText } from "../../call/http-call";
import { headerOfEvent } from "../../runtime/event-header";
import type { McpEvent } from "./event";
import { createMcpServer, type McpServerOptions } from "./sdk-server";
import { SESSION_HEADER, sessionIdFor, takesUrlElicitation } from "./session";

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

async function legacyAnswer(event: McpEvent, request: Request, options: McpServerOptions) {
  const elicits = takesUrlElicitation(headerOfEvent(event, SESSION_HEADER));
  const server = createMcpServer(elicits ? { ...options, takesUrlElicitation: true } : options, "legacy");
  const sessionId = newSessionId(event);
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
  });
  try {
    await server.connect(transport);
    const response = await transport.handleRequest(request);
    const headers = Object.fromEntries(response.headers);
    if (sessionId && response.ok) headers[SESSION_HEADER] = sessionId;
    return { statusCode: response.status, headers, body: await response.text() };
  } finally {
    await server.close();
  }
}

async function modernAnswer(request: Request, options: McpServerOptions) {
  const handler = createMcpHandler(() => createMcpServer(options, "modern"), { legacy: "reject" });
  try {
    const response = await handler.fetch(request);
    return {
      statusCode: response.status,
      headers: Object.fromEntries(response.headers),
      body: await response.text(),
    };
  } finally {
    await handler.close();
  }
}

export async function answerWithSdk(
  event: McpEvent,
  options: McpServerOptions,
): Promise<APIGatewayProxyResult> {
  const request = requestOf(event);
  return (await isLegacyRequest(request))
    ? legacyAnswer(event, request, options)
    : modernAnswer(request, options);
}
