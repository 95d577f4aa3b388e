// A client that registers nowhere: the official MCP TypeScript SDK client with a Client ID Metadata
// Document (its `clientMetadataUrl`), against `AUTH=oauth SANDBOX_OAUTH_AUTO_APPROVE=1 npm start`'s
// stack. The authorization server's metadata says `client_id_metadata_document_supported`, so the
// client uses the document's URL as its client_id; the server fetches the document (served here
// over https on 127.0.0.1, the only scheme the SDK takes) and checks it. From a bare URL to tool
// calls with no dynamic registration; and the refusals when a document does not vouch for the client.

import { DynamoDBClient, ScanCommand } from "@aws-sdk/client-dynamodb";
import { UnauthorizedError } from "@modelcontextprotocol/sdk/client/auth.js";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localCredentials } from "../../local/credentials";
import { LOCAL_OAUTH_TABLE } from "../../local/oauth-stack";
import type { LocalStack } from "../../local/stack";
import { loopbackCertificate, startDocumentServer } from "../support/loopback-tls";
import { memoryOAuthClient } from "../support/mcp-oauth-client";
import { startOAuthStack } from "../support/oauth-stack";
import { PersonBrowser, type Visited } from "../support/person-browser";

const REDIRECT = "http://127.0.0.1:1/callback";
let stack: LocalStack;
let documents: Awaited<ReturnType<typeof startDocumentServer>>;

beforeAll(async () => {
  const tls = await loopbackCertificate();
  documents = await startDocumentServer(tls, {});
  stack = await startOAuthStack({ autoApprove: true, metadataCa: tls.cert });
});
afterAll(async () => {
  await stack?.close();
  await documents?.close();
});

/** A client metadata document as a client publishes it: naming itself, with its redirect URI. */
const clientDocument =
  (overrides: Record<string, unknown> = {}) =>
  (url: string) => ({
    client_id: url,
    client_name: "Metadata document test",
    redirect_uris: [REDIRECT],
    grant_types: ["authorization_code", "refresh_token"],
    response_types: ["code"],
    token_endpoint_auth_method: "none",
    ...overrides,
  });

/** The SDK's OAuth provider of a client that publishes a document: no registration to save. */
function documentClient(clientMetadataUrl: string) {
  let authorization: Visited | undefined;
  const client = memoryOAuthClient({
    redirectUrl: REDIRECT,
    clientMetadataUrl,
    clientMetadata: { client_name: "Metadata document test", redirect_uris: [REDIRECT] },
    authorize: async (url) => {
      // Auto-approve: the chain is redirects only, to the redirect URI or to a refusal page.
      authorization = await new PersonBrowser("demo-person", REDIRECT).visit(url);
    },
  });
  return { ...client, authorization: () => authorization };
}

const mcpUrl = () => new URL(`${stack.url}/mcp`);

/** The first connect: a 401, discovery, the authorization request; the browser's walk is kept. */
async function startAuthorization(client: ReturnType<typeof documentClient>) {
  const transport = new StreamableHTTPClientTransport(mcpUrl(), { authProvider: client.provider });
  await expect(
    new Client({ name: "metadata-document-test", version: "1.0.0" }).connect(transport),
  ).rejects.toThrow(UnauthorizedError);
  return transport;
}

/** The client ids the authorization server holds (registered or fetched documents). */
async function storedClientIds(): Promise<string[]> {
  const dynamo = new DynamoDBClient({
    endpoint: stack.dynamo?.endpoint,
    region: "us-east-1",
    credentials: localCredentials(),
  });
  const { Items = [] } = await dynamo.send(new ScanCommand({ TableName: LOCAL_OAUTH_TABLE }));
  dynamo.destroy();
  const prefix = "oauth#client#";
  return Items.map((item) => item.id?.S ?? "").flatMap((id) =>
    id.startsWith(prefix) ? [id.slice(prefix.length)] : [],
  );
}

describe("a client identified by its metadata document", () => {
  it("goes from a bare URL to tool calls without registering", async () => {
    const documentUrl = documents.serve("/clients/good.json", clientDocument());
    const client = documentClient(documentUrl);

    const transport = await startAuthorization(client);
    // The SDK chose the document over registration: its client_id is the document's URL, no secret.
    expect(client.information()).toEqual({ client_id: documentUrl, issuer: stack.url });
    const callback = client.authorization()?.url;
    expect(callback?.href.startsWith(REDIRECT)).toBe(true);
    await transport.finishAuth(callback?.searchParams.get("code") ?? "");

    const connected = new Client({ name: "metadata-document-test", version: "1.0.0" });
    await connected.connect(new StreamableHTTPClientTransport(mcpUrl(), { authProvider: client.provider }));
    const { tools } = await connected.listTools();
    expect(tools.map((tool) => tool.name)).toContain("TasksApi_GetUserProjects");
    const projects = (await connected.callTool({
      name: "TasksApi_GetUserProjects",
      arguments: {},
    })) as CallToolResult;
    expect(projects.isError).toBeFalsy();
    expect(Array.isArray(projects.structuredContent?.result)).toBe(true);
    await connected.close();

    // Issued to the document's URL, and the server knows no other client: nothing was registered.
    expect(decodeJwt(client.tokens()?.access_token ?? "").client_id).toBe(documentUrl);
    expect(await storedClientIds()).toEqual([documentUrl]);
    // Fetched once, then kept (authorize and token both looked the client up).
    expect(documents.hitsOf("/clients/good.json")).toBe(1);
  });

  it("refuses a document that names another client_id: an unknown client, and no code or token", async () => {
    const documentUrl = documents.serve(
      "/clients/impostor.json",
      clientDocument({ client_id: `${documents.origin}/clients/good.json` }),
    );
    const client = documentClient(documentUrl);

    await startAuthorization(client);

    const refused = client.authorization();
    expect(refused?.url.pathname).toBe("/authorize");
    expect(refused?.status).toBe(400);
    expect(refused?.text).toContain("is not known to this server");
    expect(client.tokens()).toBeUndefined();
    expect(documents.hitsOf("/clients/impostor.json")).toBe(1);
    expect(await storedClientIds()).not.toContain(documentUrl);
  });

  // A document is held to the rules a registration is (lib/oauth/registration-rules.ts).
  it.each([
    ["an http redirect URI off loopback", { redirect_uris: [REDIRECT, "http://client.example/callback"] }],
    ["a redirect URI with a fragment", { redirect_uris: [REDIRECT, "https://client.example/cb#x"] }],
    ["a wildcard redirect URI", { redirect_uris: [REDIRECT, "https://*.client.example/cb"] }],
    ["a file: redirect URI", { redirect_uris: [REDIRECT, "file:///etc/passwd"] }],
    ["a 201-character name", { client_name: "n".repeat(201) }],
    ["six contacts", { contacts: Array.from({ length: 6 }, (_, n) => `p${n}@client.example`) }],
  ])("refuses a document with %s: the client is unknown, nothing is kept", async (what, overrides) => {
    const path = `/clients/${what.replace(/\W+/g, "-")}.json`;
    const documentUrl = documents.serve(path, clientDocument(overrides));
    const client = documentClient(documentUrl);

    await startAuthorization(client);

    const refused = client.authorization();
    expect(refused?.url.pathname).toBe("/authorize");
    expect(refused?.status).toBe(400);
    expect(refused?.text).toContain("is not known to this server");
    expect(client.tokens()).toBeUndefined();
    expect(await storedClientIds()).not.toContain(documentUrl);
  });

  it("refuses a redirect URI the document does not list, and no code or token", async () => {
    const documentUrl = documents.serve(
      "/clients/elsewhere.json",
      clientDocument({ redirect_uris: ["http://127.0.0.1:1/elsewhere"] }),
    );
    const client = documentClient(documentUrl);

    await startAuthorization(client);

    const refused = client.authorization();
    expect(refused?.url.pathname).toBe("/authorize");
    expect(refused?.status).toBe(400);
    expect(refused?.text).toContain("did not register");
    expect(client.tokens()).toBeUndefined();
  });
});
