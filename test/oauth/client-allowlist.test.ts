// The operator's client allowlist (OAUTH_CLIENT_ALLOWLIST): its entries, the redirect URIs each
// lets through, and the authorization server refusing every other client, at registration and at
// every later use, over real HTTP against `AUTH=oauth npm start`'s stack.
import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientAllowed, parseClientAllowlist, redirectAllowed } from "../../lib/oauth/client-allowlist";
import { ClientStore } from "../../lib/oauth/clients";
import { clientMetadataOf } from "../../lib/oauth/registration-rules";
import { OAuthStore } from "../../lib/oauth/store";
import { localCredentials } from "../../local/credentials";
import type { LocalStack } from "../../local/stack";
import { startDynalite } from "../support/dynalite";
import { startOAuthStack } from "../support/oauth-stack";

describe("the allowlist's entries", () => {
  const rules = parseClientAllowlist("https://claude.ai, cursor:, loopback") ?? [];

  it("lets through an exact https origin, a native app's scheme and loopback http, and nothing else", () => {
    for (const allowed of [
      "https://claude.ai/api/mcp/auth_callback",
      "cursor://anysphere.cursor-retrieval/oauth/callback",
      "http://127.0.0.1:33418/callback",
      "http://localhost:6274/oauth/callback",
      "http://[::1]:8080/cb",
    ])
      expect(redirectAllowed(allowed, rules), allowed).toBe(true);
    for (const refused of [
      "https://claude.ai.evil.example/cb",
      "https://evil.example/https://claude.ai",
      "http://claude.ai/cb",
      "https://claude.ai:8443/cb",
      "https://127.0.0.1/cb",
      "http://10.0.0.5/cb",
      "vscode://callback",
      "not a url",
    ])
      expect(redirectAllowed(refused, rules), refused).toBe(false);
  });

  it("needs every redirect URI of a client on the list; no list allows all", () => {
    expect(clientAllowed(["https://claude.ai/cb", "https://evil.example/cb"], rules)).toBe(false);
    expect(clientAllowed([], rules)).toBe(false);
    expect(clientAllowed(["https://evil.example/cb"], undefined)).toBe(true);
    expect(parseClientAllowlist(undefined)).toBeUndefined();
    expect(parseClientAllowlist(" , ")).toBeUndefined();
  });

  it("refuses an entry it cannot read, naming the setting and what is allowed", () => {
    for (const entry of [
      "http://claude.ai",
      "https://claude.ai/path",
      "*.example.com",
      "https:",
      "claude.ai",
    ])
      expect(() => parseClientAllowlist(entry), entry).toThrow(
        `OAUTH_CLIENT_ALLOWLIST entry "${entry}": use an https origin (https://claude.ai), a scheme for native apps (cursor:) or loopback.`,
      );
  });
});

describe("an authorization server with an allowlist", () => {
  let stack: LocalStack;
  const saved = process.env.OAUTH_CLIENT_ALLOWLIST;
  beforeAll(async () => {
    process.env.OAUTH_CLIENT_ALLOWLIST = "https://claude.ai, loopback";
    stack = await startOAuthStack({ autoApprove: true });
  });
  afterAll(async () => {
    await stack?.close();
    if (saved === undefined) delete process.env.OAUTH_CLIENT_ALLOWLIST;
    else process.env.OAUTH_CLIENT_ALLOWLIST = saved;
  });

  const register = (redirectUris: string[]) =>
    fetch(`${stack.url}/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        client_name: "Allowlist test",
        redirect_uris: redirectUris,
        token_endpoint_auth_method: "none",
      }),
    });

  it("registers a listed client, and refuses any other with invalid_redirect_uri", async () => {
    expect((await register(["http://127.0.0.1:4000/callback"])).status).toBe(201);
    const refused = await register(["https://evil.example/callback"]);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: "invalid_redirect_uri" });
    const mixed = await register(["https://claude.ai/api/mcp/auth_callback", "https://evil.example/cb"]);
    expect(mixed.status).toBe(400);
  });

  it("sends a listed client's person on to consent, and answers an unknown one in place", async () => {
    const client = (await (await register(["http://127.0.0.1:4000/callback"])).json()) as {
      client_id: string;
    };
    const authorize = (clientId: string) => {
      const url = new URL(`${stack.url}/authorize`);
      url.search = new URLSearchParams({
        response_type: "code",
        client_id: clientId,
        redirect_uri: "http://127.0.0.1:4000/callback",
        code_challenge: "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM",
        code_challenge_method: "S256",
      }).toString();
      return fetch(url, { redirect: "manual" });
    };
    const listed = await authorize(client.client_id);
    expect(listed.status).toBe(302);
    expect(listed.headers.get("location")).toContain("/consent");
    const unknown = await authorize("registered-elsewhere");
    expect(unknown.status).toBe(400);
    expect(unknown.headers.get("location")).toBeNull();
  });
});

describe("a list set after clients registered", () => {
  it("refuses a client registered before, at its next use", async () => {
    const dynamo = await startDynalite();
    try {
      const store = new OAuthStore(
        dynamo.tableName,
        new DynamoDBClient({
          endpoint: dynamo.endpoint,
          region: "us-east-1",
          credentials: localCredentials(),
        }),
      );
      const { client_id } = await new ClientStore(store).register(
        clientMetadataOf({ redirect_uris: ["https://evil.example/cb"], token_endpoint_auth_method: "none" }),
      );
      expect(await new ClientStore(store).getClient(client_id)).toMatchObject({ client_id });
      const listed = new ClientStore(store, { allowlist: parseClientAllowlist("https://claude.ai") ?? [] });
      expect(await listed.getClient(client_id)).toBeUndefined();
    } finally {
      await dynamo.close();
    }
  });
});
