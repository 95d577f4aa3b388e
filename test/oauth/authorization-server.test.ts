// The authorization server's protocol endpoints over real HTTP (Express on 127.0.0.1, state in
// dynalite): registration, the authorization request, the code exchange with PKCE, refresh rotation
// and revocation; and every refusal the MCP authorization spec asks for, each with its OAuth error
// and no token issued. Here the person's approval is stood in for by calling the provider's
// issueCode; test/oauth/consent-flow.test.ts goes through the real pages (sign-in, consent,
// connecting accounts) and attacks their rules.
import { createHash, randomBytes } from "node:crypto";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { createRemoteJWKSet, jwtVerify } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PendingRequest } from "../../lib/oauth/provider";
import { OAUTH_ROUTES } from "../../lib/oauth/routes";
import { type AuthorizationServer, createAuthorizationServer } from "../../lib/oauth/server";
import type { AuthServerSettings } from "../../lib/oauth/settings";
import { newLocalKeySet } from "../../lib/oauth/signing-key-es256";
import { OAuthStore, sha256 } from "../../lib/oauth/store";
import { localCredentials } from "../../local/credentials";
import { createOAuthTable } from "../../local/oauth-stack";
import { startDynalite } from "../support/dynalite";
import { returnLink } from "./protocol-support";

let dynamo: Awaited<ReturnType<typeof startDynalite>>;
let server: Server;
let as: AuthorizationServer;
let store: OAuthStore;
let base = "";

beforeAll(async () => {
  dynamo = await startDynalite();
  const client = new DynamoDBClient({
    endpoint: dynamo.endpoint,
    region: "us-east-1",
    credentials: localCredentials(),
  });
  await createOAuthTable(client, "oauth");
  store = new OAuthStore("oauth", client);
  server = (await import("node:http")).createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const settings = {
    baseUrl: base,
    tableName: "oauth",
    signingKey: await newLocalKeySet(),
    tokenSecretPrefix: "agent-tools/",
    signIn: { issuer: "http://127.0.0.1:1/identity", clientSecretId: "unused" },
    upstreams: {} as AuthServerSettings["upstreams"],
    secureCookies: false,
    allowLoopbackHttp: true,
    autoApprove: false,
  } satisfies AuthServerSettings;
  as = await createAuthorizationServer(settings, {
    dynamo: client,
    registrationsPerSourcePerHour: 1000,
  });
  server.on("request", as.app);
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await dynamo.close();
});

const REDIRECT = "https://client.example/callback";

async function register(body: Record<string, unknown> = {}) {
  const response = await fetch(`${base}/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      redirect_uris: [REDIRECT],
      client_name: "Test client",
      token_endpoint_auth_method: "none",
      ...body,
    }),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { client_id: string; client_secret?: string };
}

function pkce() {
  const verifier = randomBytes(32).toString("base64url");
  return { verifier, challenge: createHash("sha256").update(verifier).digest("base64url") };
}

/** Starts an authorization and approves it as `principal`: the code, as the client's redirect would carry it. */
async function authorize(clientId: string, challenge: string, extra: Record<string, string> = {}) {
  const url = new URL(`${base}/authorize`);
  const params = {
    response_type: "code",
    client_id: clientId,
    redirect_uri: REDIRECT,
    code_challenge: challenge,
    code_challenge_method: "S256",
    state: "s1",
    ...extra,
  };
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  const response = await fetch(url, { redirect: "manual" });
  return response;
}

async function approvedCode(
  clientId: string,
  challenge: string,
  principal = "u-alice",
  extra: Record<string, string> = {},
) {
  const response = await authorize(clientId, challenge, extra);
  expect(response.status).toBe(302);
  const consent = new URL(response.headers.get("location") ?? "");
  expect(consent.pathname).toBe("/consent");
  const requestId = consent.searchParams.get("request") ?? "";
  const request = await store.consume<PendingRequest & Record<string, unknown>>("request", requestId);
  if (!request) throw new Error("no pending request");
  return as.provider.issueCode(request, principal);
}

async function token(form: Record<string, string>) {
  const response = await fetch(`${base}/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(form),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** The code exchange a client makes after the redirect. */
function exchange(clientId: string, code: string, verifier: string, extra: Record<string, string> = {}) {
  return token({
    grant_type: "authorization_code",
    client_id: clientId,
    code,
    code_verifier: verifier,
    redirect_uri: REDIRECT,
    ...extra,
  });
}

/** A registered client with a fresh grant: its first token answer. */
async function grantedClient(principal = "u-alice") {
  const { client_id } = await register();
  const { verifier, challenge } = pkce();
  const code = await approvedCode(client_id, challenge, principal);
  return { client_id, first: await exchange(client_id, code, verifier) };
}

describe("routes", () => {
  it("serves every route of the list the API and the local gateway route to it", async () => {
    const unserved: string[] = [];
    for (const { path, methods } of OAUTH_ROUTES) {
      for (const method of methods) {
        const response = await fetch(`${base}${path}`, { method, redirect: "manual" });
        if (response.status === 404) unserved.push(`${method} ${path}`);
      }
    }
    expect(unserved).toEqual([]);
    expect((await fetch(`${base}/no-such-page`)).status).toBe(404);
  });
});

describe("metadata", () => {
  it("serves RFC 8414 metadata (and under OpenID's path) and RFC 9728 metadata for /mcp and /tools", async () => {
    const metadata = (await (await fetch(`${base}/.well-known/oauth-authorization-server`)).json()) as Record<
      string,
      unknown
    >;
    expect(metadata).toMatchObject({
      issuer: base,
      authorization_endpoint: `${base}/authorize`,
      token_endpoint: `${base}/token`,
      registration_endpoint: `${base}/register`,
      code_challenge_methods_supported: ["S256"],
      client_id_metadata_document_supported: true,
    });
    expect(await (await fetch(`${base}/.well-known/openid-configuration`)).json()).toEqual(metadata);
    expect(metadata.jwks_uri).toBe(`${base}/.well-known/jwks.json`);
    expect(await (await fetch(`${base}/.well-known/oauth-protected-resource/mcp`)).json()).toMatchObject({
      resource: `${base}/mcp`,
      authorization_servers: [base],
    });
    expect(await (await fetch(`${base}/.well-known/oauth-protected-resource/tools`)).json()).toMatchObject({
      resource: `${base}/tools`,
    });
  });
});

describe("the authorization code flow", () => {
  it("issues an access token for the resource and principal, and a refresh token that rotates", async () => {
    const { client_id } = await register();
    const { verifier, challenge } = pkce();
    const code = await approvedCode(client_id, challenge, "u-alice", { resource: `${base}/mcp` });
    const first = await token({
      grant_type: "authorization_code",
      client_id,
      code,
      code_verifier: verifier,
      redirect_uri: REDIRECT,
      resource: `${base}/mcp`,
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ token_type: "Bearer", scope: "tools:read tools:write" });
    const access = await as.tokens.verify(String(first.body.access_token), [`${base}/mcp`]);
    expect(access).toMatchObject({ principal: "u-alice", clientId: client_id });
    // What the AgentCore Gateway does: the discovery document's jwks_uri, fetched, verifies the token.
    const discovery = (await (await fetch(`${base}/.well-known/openid-configuration`)).json()) as {
      issuer: string;
      jwks_uri: string;
    };
    const jwksAnswer = await fetch(discovery.jwks_uri);
    expect(jwksAnswer.headers.get("cache-control")).toBe("public, max-age=300");
    expect(JSON.stringify(await jwksAnswer.json())).not.toMatch(/"d"|"k"/);
    const { payload } = await jwtVerify(
      String(first.body.access_token),
      createRemoteJWKSet(new URL(discovery.jwks_uri)),
      { issuer: discovery.issuer, audience: `${base}/mcp`, algorithms: ["ES256"] },
    );
    expect(payload).toMatchObject({ sub: "u-alice", client_id });
    const refreshed = await token({
      grant_type: "refresh_token",
      client_id,
      refresh_token: String(first.body.refresh_token),
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.refresh_token).not.toBe(first.body.refresh_token);
  });

  it("refuses an authorization request without PKCE, and one with plain PKCE", async () => {
    const { client_id } = await register();
    const url = new URL(`${base}/authorize`);
    for (const [name, value] of Object.entries({
      response_type: "code",
      client_id,
      redirect_uri: REDIRECT,
      state: "s",
    }))
      url.searchParams.set(name, value);
    // Before sign-in nothing is sent to the client on its own: a page, whose link back carries the error.
    const none = await fetch(url, { redirect: "manual" });
    expect(none.status).toBe(400);
    expect(returnLink(await none.text())?.searchParams.get("error")).toBe("invalid_request");
    url.searchParams.set("code_challenge", "abc");
    url.searchParams.set("code_challenge_method", "plain");
    const plain = await fetch(url, { redirect: "manual" });
    expect(plain.status).toBe(400);
    expect(returnLink(await plain.text())?.searchParams.get("error")).toBe("invalid_request");
  });

  it("refuses an unregistered redirect URI without redirecting or linking to it", async () => {
    const { client_id } = await register();
    const response = await authorize(client_id, pkce().challenge, {
      redirect_uri: "https://evil.example/callback",
    });
    expect(response.status).toBe(400);
    expect(response.headers.get("location")).toBeNull();
    const page = await response.text();
    expect(page).not.toContain("evil.example");
    expect(returnLink(page)).toBeUndefined();
  });

  it("refuses a wrong verifier without a token (the code is spent only by a real exchange)", async () => {
    const { client_id } = await register();
    const { verifier, challenge } = pkce();
    const code = await approvedCode(client_id, challenge);
    const wrong = await token({
      grant_type: "authorization_code",
      client_id,
      code,
      code_verifier: pkce().verifier,
      redirect_uri: REDIRECT,
    });
    expect(wrong).toMatchObject({ status: 400, body: { error: "invalid_grant" } });
    expect(wrong.body.access_token).toBeUndefined();
    const right = await exchange(client_id, code, verifier);
    expect(right.status).toBe(200);
  });

  it("refuses a reused code", async () => {
    const { client_id } = await register();
    const { verifier, challenge } = pkce();
    const code = await approvedCode(client_id, challenge);
    const form = {
      grant_type: "authorization_code",
      client_id,
      code,
      code_verifier: verifier,
      redirect_uri: REDIRECT,
    };
    expect((await token(form)).status).toBe(200);
    const again = await token(form);
    expect(again).toMatchObject({ status: 400, body: { error: "invalid_grant" } });
  });

  it("refuses an expired code", async () => {
    const { client_id } = await register();
    const { verifier, challenge } = pkce();
    const code = await approvedCode(client_id, challenge);
    const issued = await store.get("code", sha256(code));
    await store.put("code", sha256(code), { ...issued }, -1);
    const expired = await exchange(client_id, code, verifier);
    expect(expired).toMatchObject({ status: 400, body: { error: "invalid_grant" } });
  });

  it("refuses a code at another client, and a redirect URI other than the request's", async () => {
    const alice = await register();
    const mallory = await register();
    const { verifier, challenge } = pkce();
    const code = await approvedCode(alice.client_id, challenge);
    const stolen = await token({
      grant_type: "authorization_code",
      client_id: mallory.client_id,
      code,
      code_verifier: verifier,
      redirect_uri: REDIRECT,
    });
    expect(stolen).toMatchObject({ status: 400, body: { error: "invalid_grant" } });
    const other = await register({ redirect_uris: [REDIRECT, "https://client.example/other"] });
    const second = pkce();
    const code2 = await approvedCode(other.client_id, second.challenge);
    const mismatch = await token({
      grant_type: "authorization_code",
      client_id: other.client_id,
      code: code2,
      code_verifier: second.verifier,
      redirect_uri: "https://client.example/other",
    });
    expect(mismatch).toMatchObject({ status: 400, body: { error: "invalid_grant" } });
  });

  it("issues a token only for a resource it protects, and that token works only there", async () => {
    const { client_id } = await register();
    const unknown = await authorize(client_id, pkce().challenge, {
      resource: "https://elsewhere.example/api",
    });
    expect(unknown.status).toBe(400);
    // RFC 8707 §2: a resource the server does not protect is invalid_target.
    expect(returnLink(await unknown.text())?.searchParams.get("error")).toBe("invalid_target");
    const { verifier, challenge } = pkce();
    const code = await approvedCode(client_id, challenge, "u-alice", { resource: `${base}/tools` });
    const issued = await exchange(client_id, code, verifier);
    await expect(as.tokens.verify(String(issued.body.access_token), [`${base}/mcp`])).rejects.toThrow(/aud/);
    await expect(
      as.tokens.verify(String(issued.body.access_token), [`${base}/tools`]),
    ).resolves.toMatchObject({ principal: "u-alice" });
  });

  it("revokes the whole family when a refresh token is used again after its successor", async () => {
    const { client_id, first } = await grantedClient();
    const original = String(first.body.refresh_token);
    const rotated = await token({ grant_type: "refresh_token", client_id, refresh_token: original });
    expect(rotated.status).toBe(200);
    const next = await token({
      grant_type: "refresh_token",
      client_id,
      refresh_token: String(rotated.body.refresh_token),
    });
    expect(next.status).toBe(200);
    // The original is no longer the immediately previous token: presenting it is reuse.
    const replay = await token({ grant_type: "refresh_token", client_id, refresh_token: original });
    expect(replay).toMatchObject({ status: 400, body: { error: "invalid_grant" } });
    const successor = await token({
      grant_type: "refresh_token",
      client_id,
      refresh_token: String(next.body.refresh_token),
    });
    expect(successor).toMatchObject({ status: 400, body: { error: "invalid_grant" } });
  });

  it("revokes a refresh token on request", async () => {
    const { client_id, first } = await grantedClient();
    const revoke = await fetch(`${base}/revoke`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ client_id, token: String(first.body.refresh_token) }),
    });
    expect(revoke.status).toBe(200);
    const after = await token({
      grant_type: "refresh_token",
      client_id,
      refresh_token: String(first.body.refresh_token),
    });
    expect(after).toMatchObject({ status: 400, body: { error: "invalid_grant" } });
  });

  it("gives two principals tokens that name each of them only", async () => {
    const { client_id } = await register();
    const a = pkce();
    const b = pkce();
    const codeA = await approvedCode(client_id, a.challenge, "u-alice");
    const codeB = await approvedCode(client_id, b.challenge, "u-bob");
    const tokenA = await token({
      grant_type: "authorization_code",
      client_id,
      code: codeA,
      code_verifier: a.verifier,
      redirect_uri: REDIRECT,
    });
    const tokenB = await token({
      grant_type: "authorization_code",
      client_id,
      code: codeB,
      code_verifier: b.verifier,
      redirect_uri: REDIRECT,
    });
    expect((await as.tokens.verify(String(tokenA.body.access_token), [`${base}/mcp`])).principal).toBe(
      "u-alice",
    );
    expect((await as.tokens.verify(String(tokenB.body.access_token), [`${base}/mcp`])).principal).toBe(
      "u-bob",
    );
  });
});
