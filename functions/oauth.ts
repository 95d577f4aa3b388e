// Lambda entry of the authorization server (lib/oauth). The metadata documents every MCP client
// asks for first are answered from the base URL alone, before anything else is loaded; the rest
// (the protocol endpoints and the person's pages, with their DynamoDB and Secrets Manager clients)
// is imported on the first request that needs it and built once per container.
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from "aws-lambda";
import { METADATA_HEADERS, metadataDocumentOf } from "../lib/oauth/metadata";
import { lazyClient } from "../lib/runtime/lazy-client";

const baseUrl = (process.env.OAUTH_BASE_URL ?? "").replace(/\/$/, "");

const app = lazyClient(async () => {
  const [{ default: serverless }, { createAuthorizationServer }, { readAuthServerSettings }] =
    await Promise.all([
      import("serverless-http"),
      import("../lib/oauth/server"),
      import("../lib/oauth/settings"),
    ]);
  return serverless((await createAuthorizationServer(readAuthServerSettings())).app);
});

export async function handler(event: APIGatewayProxyEvent, context: unknown): Promise<APIGatewayProxyResult> {
  const document = event.httpMethod === "GET" ? metadataDocumentOf(baseUrl, event.path) : undefined;
  if (document) return { statusCode: 200, headers: { ...METADATA_HEADERS }, body: JSON.stringify(document) };
  return (await app.get())(event as never, context as never) as Promise<APIGatewayProxyResult>;
}
