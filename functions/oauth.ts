// Lambda entry of the authorization server (lib/oauth). The metadata documents every MCP client
// asks for first are answered from the base URL alone, before anything else is loaded. The JWKS
// loads the signing keys alone (their ring and its secret read, no jose, no store). The
// protocol endpoints (authorize, token, revoke, register) load the protocol side only: its store,
// keys and clients, no Express. The person's pages (consent legs, account) add Express and the
// Secrets Manager client on top of it, on the first request for one. Each is built once per container.
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from "aws-lambda";
import { JWKS_PATH, METADATA_HEADERS, metadataDocumentOf } from "../lib/oauth/metadata";
import { lazyClient } from "../lib/runtime/lazy-client";

const baseUrl = (process.env.OAUTH_BASE_URL ?? "").replace(/\/$/, "");
const PROTOCOL_PATHS: ReadonlySet<string> = new Set(["/authorize", "/token", "/revoke", "/register"]);

const protocol = lazyClient(async () => {
  const [{ createProtocolServer }, { readAuthServerSettings }] = await Promise.all([
    import("../lib/oauth/protocol-server"),
    import("../lib/oauth/settings"),
  ]);
  return createProtocolServer(readAuthServerSettings());
});

// Its own ring: the JWKS is asked for by verifiers (the AgentCore Gateway), which need no protocol side.
const jwks = lazyClient(async () => {
  const [{ jwksAnswer }, { signingKeyRingOf }, { readAuthServerSettings }] = await Promise.all([
    import("../lib/oauth/jwks"),
    import("../lib/oauth/signing-key"),
    import("../lib/oauth/settings"),
  ]);
  const keys = signingKeyRingOf(readAuthServerSettings());
  return () => jwksAnswer(keys);
});

const pages = lazyClient(async () => {
  const [{ default: serverless }, { withPages }, server] = await Promise.all([
    import("serverless-http"),
    import("../lib/oauth/server"),
    protocol.get(),
  ]);
  return serverless(withPages(server).app);
});

export async function handler(event: APIGatewayProxyEvent, context: unknown): Promise<APIGatewayProxyResult> {
  const document = event.httpMethod === "GET" ? metadataDocumentOf(baseUrl, event.path) : undefined;
  if (document) return { statusCode: 200, headers: { ...METADATA_HEADERS }, body: JSON.stringify(document) };
  if (event.httpMethod === "GET" && event.path === JWKS_PATH)
    return { statusCode: 200, ...(await (await jwks.get())()) };
  if (PROTOCOL_PATHS.has(event.path)) {
    const [server, { answerApiGatewayEvent }] = await Promise.all([
      protocol.get(),
      import("../lib/oauth/http"),
    ]);
    return answerApiGatewayEvent(event, server.endpoints[event.path as keyof typeof server.endpoints]);
  }
  return (await pages.get())(event as never, context as never) as Promise<APIGatewayProxyResult>;
}
