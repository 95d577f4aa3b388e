// A certified OAuth client (oauth4webapi, OpenID-certified) against `AUTH=oauth
// SANDBOX_OAUTH_AUTO_APPROVE=1 npm start`'s stack: discovery, the code flow with PKCE, state and
// RFC 9207's iss checked on the way back, the code exchange, refresh, a tool call, revocation. As
// a public client, as a confidential one with client_secret_basic, and with DPoP-bound tokens.
// What oauth4webapi checks of our answers is what a conformant client needs of them.
import * as oauth from "oauth4webapi";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LocalStack } from "../../local/stack";
import { startOAuthStack } from "../support/oauth-stack";

const REDIRECT = "http://127.0.0.1:1/callback";
const insecure = { [oauth.allowInsecureRequests]: true } as const;
let stack: LocalStack;
let as: oauth.AuthorizationServer;

beforeAll(async () => {
  stack = await startOAuthStack({ autoApprove: true });
  const issuer = new URL(stack.url);
  as = await oauth.processDiscoveryResponse(
    issuer,
    await oauth.discoveryRequest(issuer, { algorithm: "oauth2", ...insecure }),
  );
});
afterAll(async () => {
  await stack?.close();
});

/** The person's browser under auto-approve: redirects followed, cookies kept, stopped at the client. */
async function browse(start: URL): Promise<URL> {
  const jar = new Map<string, Map<string, string>>();
  let url = start;
  for (let hop = 0; hop < 20; hop++) {
    if (url.href.startsWith(REDIRECT)) return url;
    const cookies = jar.get(url.origin) ?? new Map<string, string>();
    const response = await fetch(url, {
      redirect: "manual",
      headers: cookies.size
        ? { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join("; ") }
        : {},
    });
    for (const header of response.headers.getSetCookie()) {
      const [name, ...value] = (header.split(";")[0] ?? "").split("=");
      if (name) cookies.set(name.trim(), value.join("="));
    }
    jar.set(url.origin, cookies);
    const location = response.headers.get("location");
    if (!location) throw new Error(`the chain stopped at ${url.href} with ${response.status}`);
    url = new URL(location, url);
  }
  throw new Error("too many redirects");
}

async function registered(method: "none" | "client_secret_basic") {
  const response = await fetch(as.registration_endpoint as string, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      client_name: "oauth4webapi",
      redirect_uris: [REDIRECT],
      token_endpoint_auth_method: method,
    }),
  });
  expect(response.status).toBe(201);
  const body = (await response.json()) as { client_id: string; client_secret?: string };
  const client: oauth.Client = { client_id: body.client_id };
  const auth = method === "none" ? oauth.None() : oauth.ClientSecretBasic(body.client_secret as string);
  return { client, auth };
}

/** The whole code flow as oauth4webapi makes it: the token endpoint's answer, checked. */
async function codeFlow(client: oauth.Client, auth: oauth.ClientAuth, dpop?: oauth.DPoPHandle) {
  const verifier = oauth.generateRandomCodeVerifier();
  const state = oauth.generateRandomState();
  const resource = `${stack.url}/mcp`;
  const url = new URL(as.authorization_endpoint as string);
  for (const [name, value] of Object.entries({
    client_id: client.client_id,
    redirect_uri: REDIRECT,
    response_type: "code",
    code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
    code_challenge_method: "S256",
    state,
    resource,
  }))
    url.searchParams.set(name, value);
  // Checks the answer's state and iss (the metadata says iss is sent: RFC 9207).
  const params = oauth.validateAuthResponse(as, client, await browse(url), state);
  const response = await oauth.authorizationCodeGrantRequest(as, client, auth, params, REDIRECT, verifier, {
    additionalParameters: { resource },
    ...(dpop ? { DPoP: dpop } : {}),
    ...insecure,
  });
  return oauth.processAuthorizationCodeResponse(as, client, response);
}

async function refreshed(
  client: oauth.Client,
  auth: oauth.ClientAuth,
  refreshToken: string,
  dpop?: oauth.DPoPHandle,
) {
  const response = await oauth.refreshTokenGrantRequest(as, client, auth, refreshToken, {
    ...(dpop ? { DPoP: dpop } : {}),
    ...insecure,
  });
  return oauth.processRefreshTokenResponse(as, client, response);
}

async function listTools(accessToken: string) {
  const response = await fetch(`${stack.url}/mcp`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${accessToken}`,
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
    },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
  });
  return response.status;
}

/** The OAuth error a rejected oauth4webapi call carries. */
async function oauthErrorOf(call: Promise<unknown>): Promise<string | undefined> {
  const failure = await call.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(failure).toBeInstanceOf(oauth.ResponseBodyError);
  return (failure as oauth.ResponseBodyError).error;
}

describe("a conformant client (oauth4webapi) is served", () => {
  it("a public client: code with PKCE, refresh, a tool call, revocation", async () => {
    const { client, auth } = await registered("none");
    const tokens = await codeFlow(client, auth);
    expect(tokens.token_type).toBe("bearer");
    expect(await listTools(tokens.access_token)).toBe(200);
    const next = await refreshed(client, auth, tokens.refresh_token as string);
    expect(next.refresh_token).not.toBe(tokens.refresh_token);
    expect(await listTools(next.access_token)).toBe(200);
    const revocation = await oauth.revocationRequest(
      as,
      client,
      auth,
      next.refresh_token as string,
      insecure,
    );
    await oauth.processRevocationResponse(revocation);
    expect(await oauthErrorOf(refreshed(client, auth, next.refresh_token as string))).toBe("invalid_grant");
  });

  it("a confidential client with client_secret_basic", async () => {
    const { client, auth } = await registered("client_secret_basic");
    const tokens = await codeFlow(client, auth);
    expect(await listTools(tokens.access_token)).toBe(200);
    const next = await refreshed(client, auth, tokens.refresh_token as string);
    expect(await listTools(next.access_token)).toBe(200);
    const wrong = oauth.ClientSecretBasic("not-the-secret");
    const refusal = await refreshed(client, wrong, next.refresh_token as string).then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    // 401 with a Basic challenge (RFC 6749 §5.2), which oauth4webapi reads as such.
    expect(refusal).toBeInstanceOf(oauth.WWWAuthenticateChallengeError);
    const challenge = refusal as oauth.WWWAuthenticateChallengeError;
    expect(challenge.status).toBe(401);
    expect(challenge.cause[0]?.scheme).toBe("basic");
  });

  it("a public client with DPoP: bound tokens, refreshed only with the same key (RFC 9449 §5)", async () => {
    const { client, auth } = await registered("none");
    const dpop = oauth.DPoP(client, await oauth.generateKeyPair("ES256"));
    const tokens = await codeFlow(client, auth, dpop);
    expect(tokens.token_type).toBe("dpop");
    const other = oauth.DPoP(client, await oauth.generateKeyPair("ES256"));
    expect(await oauthErrorOf(refreshed(client, auth, tokens.refresh_token as string, other))).toBe(
      "invalid_grant",
    );
    expect(await oauthErrorOf(refreshed(client, auth, tokens.refresh_token as string))).toBe(
      "invalid_dpop_proof",
    );
    const next = await refreshed(client, auth, tokens.refresh_token as string, dpop);
    expect(next.token_type).toBe("dpop");
  });
});
