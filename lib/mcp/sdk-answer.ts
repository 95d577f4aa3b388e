// Any MCP request through the official SDK: a new Server and web-standard transport per request
// (stateless, JSON responses), the API Gateway event made a WHATWG Request and the SDK's Response
// made the proxy result. The handler imports this module on the first request that is not a plain
// tools/list (tools-list.ts answers those at once), so a cold tools/list loads neither the SDK and
// its zod schemas nor undici, whose Request and Response this needs.
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import type { APIGatewayProxyResult } from "aws-lambda";
import type { McpEvent } from "./handler";
import { createMcpServer, type McpServerOptions } from "./server";

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
  const server = createMcpServer(options);
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
  });
  try {
    await server.connect(transport);
    const response = await transport.handleRequest(requestOf(event));
    return {
      statusCode: response.status,
      headers: Object.fromEntries(response.headers),
      body: await response.text(),
    };
  } finally {
    await server.close();
  }
}
