// The authorization server alone for the protocol tests (test/oauth/protocol-*.test.ts): the app
// over real HTTP on 127.0.0.1, its state in dynalite (the table with its index, as deployed), a
// clock the test can move, and the client's side of each step. The person's approval is stood in
// for by the provider's issueCode (test/oauth/consent-flow.test.ts goes through the real pages).
import { createHash, randomBytes } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import type { PendingRequest } from "../../lib/oauth/provider";
import { type AuthorizationServer, createAuthorizationServer } from "../../lib/oauth/server";
import type { AuthServerSettings } from "../../lib/oauth/settings";
import { newLocalKeySet } from "../../lib/oauth/signing-key-es256";
import { OAuthStore } from "../../lib/oauth/store";
import { localCredentials } from "../../local/credentials";
import { createOAuthTable } from "../../local/oauth-stack";
import { startDynalite } from "../support/dynalite";

export const REDIRECT = "https://client.example/callback";

export interface ProtocolServer {
  base: string;
  /** dynalite's, for a test's own DynamoDB client. */
  dynamoEndpoint: string;
  as: AuthorizationServer;
  store: OAuthStore;
  /** Moves the endpoints' clock (milliseconds added to the real one). */
  advance(ms: number): void;
  close(): Promise<void>;
}

export async function startProtocolServer(): Promise<ProtocolServer> {
  const dynamo = await startDynalite();
  const client = new DynamoDBClient({
    endpoint: dynamo.endpoint,
    region: "us-east-1",
    credentials: localCredentials(),
  });
  await createOAuthTable(client, "oauth");
  const store = new OAuthStore("oauth", client);
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let offset = 0;
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
  const as = await createAuthorizationServer(settings, {
    dynamo: client,
    registrationsPerSourcePerHour: 1000,
    now: () => Date.now() + offset,
  });
  server.on("request", as.app);
  return {
    base,
    dynamoEndpoint: dynamo.endpoint,
    as,
    store,
    advance: (ms) => {
      offset += ms;
    },
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      client.destroy();
      await dynamo.close();
    },
  };
}

export function pkce() {
  const verifier = randomBytes(32).toString("base64url");
  return { verifier, challenge: createHash("sha256").update(verifier).digest("base64url") };
}

export async function register(server: ProtocolServer, body: Record<string, unknown> = {}) {
  const response = await fetch(`${server.base}/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      redirect_uris: [REDIRECT],
      client_name: "Test client",
      token_endpoint_auth_method: "none",
      ...body,
    }),
  });
  if (response.status !== 201) throw new Error(`registration: ${response.status} ${await response.text()}`);
  return (await response.json()) as { client_id: string; client_secret?: string };
}

/** The authorization request as a browser sends it (GET, no redirects followed). */
export function authorize(server: ProtocolServer, params: Record<string, string>) {
  const url = new URL(`${server.base}/authorize`);
  for (const [name, value] of Object.entries(params)) url.searchParams.append(name, value);
  return fetch(url, { redirect: "manual" });
}

/** A valid authorization request's parameters for `clientId`, with `extra` over them. */
export function codeRequest(clientId: string, challenge: string, extra: Record<string, string> = {}) {
  return {
    response_type: "code",
    client_id: clientId,
    redirect_uri: REDIRECT,
    code_challenge: challenge,
    code_challenge_method: "S256",
    state: "s1",
    ...extra,
  };
}

/** Starts an authorization and approves it as `principal`: the code the client's redirect would carry. */
export async function approvedCode(
  server: ProtocolServer,
  clientId: string,
  challenge: string,
  principal = "u-alice",
  extra: Record<string, string> = {},
) {
  const response = await authorize(server, codeRequest(clientId, challenge, extra));
  if (response.status !== 302) throw new Error(`authorize: ${response.status} ${await response.text()}`);
  const requestId = new URL(response.headers.get("location") ?? "").searchParams.get("request") ?? "";
  const request = await server.store.consume<PendingRequest & Record<string, unknown>>("request", requestId);
  if (!request) throw new Error("no pending request");
  return server.as.provider.issueCode(request, principal);
}

export async function token(
  server: ProtocolServer,
  form: Record<string, string>,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${server.base}/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(form),
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown>,
  };
}

/** A public client with a fresh grant: its id and its first token answer. */
export async function grantedClient(server: ProtocolServer, principal = "u-alice") {
  const { client_id } = await register(server);
  const { verifier, challenge } = pkce();
  const code = await approvedCode(server, client_id, challenge, principal);
  const first = await token(server, {
    grant_type: "authorization_code",
    client_id,
    code,
    code_verifier: verifier,
    redirect_uri: REDIRECT,
  });
  if (first.status !== 200) throw new Error(`exchange: ${JSON.stringify(first.body)}`);
  return { client_id, first };
}

/** The "Return to the application" link of an /authorize error page, as the browser would follow it. */
export function returnLink(html: string): URL | undefined {
  const href = /<a href="([^"]*)">Return to the application<\/a>/.exec(html)?.[1];
  if (href === undefined) return undefined;
  return new URL(href.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))));
}
