// The Xero sandbox's OAuth side over real HTTP, driven with oauth4webapi (the client library the
// authorization server uses): discovery, the PKCE code flow through auto-approve and through the
// consent form, the ID token checked against the JWKS, refresh rotation, revocation, refusals,
// /connections per person, and the accounting API honouring each person's connections.
import { generateKeyPair, SignJWT } from "jose";
import * as oauth from "oauth4webapi";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import {
  type Connection,
  LEDGER_STARTING_DATA,
  type LedgerSandbox,
  SANDBOX_XERO_APP,
  startLedgerSandbox,
} from "../../local/sandbox/ledger/index";
import { AUTO_APPROVE_ENV, DEMO_PERSON, SECOND_PERSON } from "../../local/sandbox/oauth/index";
import {
  type ConsentForm,
  openAuthorize,
  readConsentPage,
  redirectedTo,
  submitConsent,
} from "./oauth-browser";

// Nothing listens there: the tests read the redirect, never follow it.
const REDIRECT_URI = "http://127.0.0.1:9/connect/callback";
const LATER_REDIRECT_URI = "http://127.0.0.1:9/added/after/start";
const SIGN_IN = "openid profile email";
const CONNECT = "offline_access accounting.transactions accounting.settings";
const PRIMARY = LEDGER_STARTING_DATA.primary.tenantId;
const SECONDARY = LEDGER_STARTING_DATA.secondary.tenantId;
const FORBIDDEN = { Type: null, Title: "Forbidden", Status: 403, Detail: "AuthenticationUnsuccessful" };
const UNAUTHORIZED = { Type: null, Title: "Unauthorized", Status: 401, Detail: "AuthenticationUnsuccessful" };
const insecure = { [oauth.allowInsecureRequests]: true };
const client: oauth.Client = { client_id: SANDBOX_XERO_APP.clientId };
const basicAuth = oauth.ClientSecretBasic(SANDBOX_XERO_APP.clientSecret);

let sandbox: LedgerSandbox;
let as: oauth.AuthorizationServer;
let skewMs = 0;

beforeAll(async () => {
  sandbox = await startLedgerSandbox({
    app: { redirectUris: [REDIRECT_URI] },
    clock: () => Date.now() + skewMs,
  });
  const issuer = new URL(sandbox.oauth.issuer);
  as = await oauth.processDiscoveryResponse(
    issuer,
    await oauth.discoveryRequest(issuer, { algorithm: "oidc", ...insecure }),
  );
});

afterAll(async () => {
  await sandbox.close();
});

beforeEach(() => {
  sandbox.reset();
  skewMs = 0;
});

afterEach(() => {
  vi.unstubAllEnvs();
});

interface Leg {
  url: URL;
  state: string;
  verifier: string;
  nonce: string;
}

async function startLeg(scope: string, redirectUri = REDIRECT_URI): Promise<Leg> {
  const leg = {
    url: new URL(as.authorization_endpoint as string),
    state: oauth.generateRandomState(),
    verifier: oauth.generateRandomCodeVerifier(),
    nonce: oauth.generateRandomNonce(),
  };
  const params = {
    response_type: "code",
    client_id: client.client_id,
    redirect_uri: redirectUri,
    scope,
    state: leg.state,
    nonce: leg.nonce,
    code_challenge: await oauth.calculatePKCECodeChallenge(leg.verifier),
    code_challenge_method: "S256",
  };
  for (const [name, value] of Object.entries(params)) leg.url.searchParams.set(name, value);
  return leg;
}

/** With SANDBOX_OAUTH_AUTO_APPROVE=1 the authorize URL redirects straight to the callback. */
async function autoApprove(leg: Leg): Promise<URL> {
  vi.stubEnv(AUTO_APPROVE_ENV, "1");
  return redirectedTo(await openAuthorize(leg.url), 302);
}

async function consentPage(leg: Leg): Promise<ConsentForm> {
  return readConsentPage(await openAuthorize(leg.url));
}

function exchangeRequest(leg: Leg, callback: URL, redirectUri = REDIRECT_URI, verifier = leg.verifier) {
  const parameters = oauth.validateAuthResponse(as, client, callback, leg.state);
  return oauth.authorizationCodeGrantRequest(
    as,
    client,
    basicAuth,
    parameters,
    redirectUri,
    verifier,
    insecure,
  );
}

async function exchange(leg: Leg, callback: URL): Promise<oauth.TokenEndpointResponse> {
  const response = await exchangeRequest(leg, callback);
  // Only an OpenID Connect request expects an ID token, and so a nonce.
  const openid = leg.url.searchParams.get("scope")?.split(" ").includes("openid") ?? false;
  const tokens = await oauth.processAuthorizationCodeResponse(as, client, response, {
    expectedNonce: openid ? leg.nonce : oauth.expectNoNonce,
    requireIdToken: openid,
  });
  if (openid) await oauth.validateApplicationLevelSignature(as, response, insecure);
  return tokens;
}

async function signInAutomatically(scope: string): Promise<oauth.TokenEndpointResponse> {
  const leg = await startLeg(scope);
  return exchange(leg, await autoApprove(leg));
}

async function signInThroughForm(
  scope: string,
  person: string,
  organisations: string[] = [],
): Promise<oauth.TokenEndpointResponse> {
  const leg = await startLeg(scope);
  const form = await consentPage(leg);
  const answer = await submitConsent(form, { person, decision: "approve", organisations });
  return exchange(leg, redirectedTo(answer, 303));
}

async function oauthErrorOf(promise: Promise<unknown>): Promise<{ error: string; status: number }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof oauth.ResponseBodyError) return { error: error.error, status: error.status };
    if (error instanceof oauth.WWWAuthenticateChallengeError) {
      const body = (await error.response.json()) as { error: string };
      return { error: body.error, status: error.status };
    }
    throw error;
  }
  throw new Error("expected an OAuth error answer");
}

function accounting(path: string, token: string, tenant: string): Promise<Response> {
  return fetch(`${sandbox.url}${path}`, {
    headers: { authorization: `Bearer ${token}`, "xero-tenant-id": tenant, accept: "application/json" },
  });
}

async function connectionsOf(token: string, query = ""): Promise<Connection[]> {
  const response = await fetch(`${sandbox.oauth.connectionsUrl}${query}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Connection[];
}

function tokenPost(body: Record<string, string>, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(sandbox.oauth.tokenUrl, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(body),
  });
}

describe("discovery", () => {
  it("publishes Xero's endpoints, scopes and claims under <origin>/identity", () => {
    const origin = sandbox.origin;
    expect(as.issuer).toBe(`${origin}/identity`);
    expect(as.authorization_endpoint).toBe(`${origin}/identity/connect/authorize`);
    expect(as.token_endpoint).toBe(`${origin}/identity/connect/token`);
    expect(as.revocation_endpoint).toBe(`${origin}/identity/connect/revocation`);
    expect(as.jwks_uri).toBe(`${origin}/identity/.well-known/openid-configuration/jwks`);
    expect(as.code_challenge_methods_supported).toEqual(["S256"]);
    expect(as.id_token_signing_alg_values_supported).toEqual(["RS256"]);
    expect(as.scopes_supported).toEqual(
      expect.arrayContaining(["openid", "offline_access", "accounting.transactions"]),
    );
    expect(as.claims_supported).toEqual(
      expect.arrayContaining(["xero_userid", "global_session_id", "email"]),
    );
  });

  it("serves a JWKS with one RS256 signing key named by its kid", async () => {
    const response = await fetch(as.jwks_uri as string);
    const { keys } = (await response.json()) as { keys: Record<string, string>[] };
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: "RSA", alg: "RS256", use: "sig", kid: expect.any(String) });
    expect(keys[0]).not.toHaveProperty("d");
  });
});

describe("the code flow with PKCE", () => {
  it("auto-approves as the first demo person and issues Xero's token set", async () => {
    const leg = await startLeg(`${SIGN_IN} ${CONNECT}`);
    const callback = await autoApprove(leg);
    expect(`${callback.origin}${callback.pathname}`).toBe(REDIRECT_URI);
    expect(callback.searchParams.get("state")).toBe(leg.state);
    const tokens = await exchange(leg, callback);
    expect(tokens).toMatchObject({ token_type: "bearer", expires_in: 1800, scope: `${SIGN_IN} ${CONNECT}` });
    expect(tokens.access_token).toMatch(/^[\w-]{43}$/);
    expect(tokens.refresh_token).toMatch(/^[\w-]{43}$/);
    const claims = oauth.getValidatedIdTokenClaims(tokens);
    expect(claims).toMatchObject({
      iss: sandbox.oauth.issuer,
      aud: client.client_id,
      sub: DEMO_PERSON.xeroSubject,
      nonce: leg.nonce,
      email: DEMO_PERSON.email,
      given_name: DEMO_PERSON.givenName,
      family_name: DEMO_PERSON.familyName,
      xero_userid: DEMO_PERSON.xeroUserId,
      global_session_id: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect((claims?.exp ?? 0) - (claims?.iat ?? 0)).toBe(300);
  });

  it("answers Xero's token field names, and Bearer as Xero writes it", async () => {
    const leg = await startLeg(`${SIGN_IN} ${CONNECT}`);
    const code = (await autoApprove(leg)).searchParams.get("code") as string;
    const response = await tokenPost(
      { grant_type: "authorization_code", code, redirect_uri: REDIRECT_URI, code_verifier: leg.verifier },
      {
        authorization: `Basic ${Buffer.from(`${client.client_id}:${SANDBOX_XERO_APP.clientSecret}`).toString("base64")}`,
      },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(body)).toEqual([
      "id_token",
      "access_token",
      "expires_in",
      "token_type",
      "refresh_token",
      "scope",
    ]);
    expect(body.token_type).toBe("Bearer");
  });

  it("leaves the refresh token out without offline_access, and the ID token without openid", async () => {
    const signIn = await signInAutomatically(SIGN_IN);
    expect(signIn.refresh_token).toBeUndefined();
    expect(signIn.id_token).toBeDefined();
    const connectOnly = await signInAutomatically("accounting.settings");
    expect(connectOnly.id_token).toBeUndefined();
    expect(connectOnly.refresh_token).toBeUndefined();
  });

  it("gives the profile and email claims only for those scopes", async () => {
    const claims = oauth.getValidatedIdTokenClaims(await signInAutomatically("openid"));
    expect(claims?.sub).toBe(DEMO_PERSON.xeroSubject);
    expect(claims?.xero_userid).toBe(DEMO_PERSON.xeroUserId);
    expect(claims).not.toHaveProperty("email");
    expect(claims).not.toHaveProperty("given_name");
  });

  it("refuses an ID token signed by any other key, so the JWKS check is real", async () => {
    const leg = await startLeg(SIGN_IN);
    const tokens = await exchange(leg, await autoApprove(leg));
    const [header, payload] = (tokens.id_token as string).split(".");
    const { kid } = JSON.parse(Buffer.from(header as string, "base64url").toString()) as { kid: string };
    const { privateKey } = await generateKeyPair("RS256");
    const forged = await new SignJWT(JSON.parse(Buffer.from(payload as string, "base64url").toString()))
      .setProtectedHeader({ alg: "RS256", kid, typ: "JWT" })
      .sign(privateKey);
    const response = new Response(JSON.stringify({ ...tokens, token_type: "Bearer", id_token: forged }), {
      headers: { "content-type": "application/json" },
    });
    await oauth.processAuthorizationCodeResponse(as, client, response, { expectedNonce: leg.nonce });
    await expect(oauth.validateApplicationLevelSignature(as, response, insecure)).rejects.toThrow(
      /signature/i,
    );
  });

  it("accepts client_secret_post as well as Basic", async () => {
    const leg = await startLeg(SIGN_IN);
    const callback = await autoApprove(leg);
    const parameters = oauth.validateAuthResponse(as, client, callback, leg.state);
    const response = await oauth.authorizationCodeGrantRequest(
      as,
      client,
      oauth.ClientSecretPost(SANDBOX_XERO_APP.clientSecret),
      parameters,
      REDIRECT_URI,
      leg.verifier,
      insecure,
    );
    const tokens = await oauth.processAuthorizationCodeResponse(as, client, response, {
      expectedNonce: leg.nonce,
    });
    expect(oauth.getValidatedIdTokenClaims(tokens)?.sub).toBe(DEMO_PERSON.xeroSubject);
  });

  it("accepts a redirect URI registered after start", async () => {
    sandbox.oauth.allowRedirectUri(LATER_REDIRECT_URI);
    const leg = await startLeg(SIGN_IN, LATER_REDIRECT_URI);
    const callback = await autoApprove(leg);
    expect(`${callback.origin}${callback.pathname}`).toBe(LATER_REDIRECT_URI);
    const response = await exchangeRequest(leg, callback, LATER_REDIRECT_URI);
    expect(
      (await oauth.processAuthorizationCodeResponse(as, client, response, { expectedNonce: leg.nonce }))
        .access_token,
    ).toBeTruthy();
  });
});

describe("the consent page", () => {
  it("shows both demo people, the organisations and Approve/Deny under a strict CSP", async () => {
    const response = await openAuthorize((await startLeg(`${SIGN_IN} ${CONNECT}`)).url);
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'none'");
    expect(csp).toMatch(/style-src 'sha256-[A-Za-z0-9+/]+=*'/);
    expect(csp).toContain("form-action 'self' http://127.0.0.1:9");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get("set-cookie")).toMatch(/HttpOnly; SameSite=Lax/);
    const { html } = await readConsentPage(response);
    for (const text of [
      DEMO_PERSON.name,
      SECOND_PERSON.name,
      LEDGER_STARTING_DATA.primary.name,
      LEDGER_STARTING_DATA.secondary.name,
    ]) {
      expect(html).toContain(text);
    }
    expect(html).toContain('value="approve"');
    expect(html).toContain('value="deny"');
    expect(html).not.toContain("<script");
  });

  it("offers no organisations for sign-in alone", async () => {
    const { html } = await consentPage(await startLeg(SIGN_IN));
    expect(html).not.toContain('name="organisation"');
  });

  it("signs in as the second person when the form says so", async () => {
    const tokens = await signInThroughForm(`${SIGN_IN} ${CONNECT}`, SECOND_PERSON.id);
    expect(oauth.getValidatedIdTokenClaims(tokens)).toMatchObject({
      sub: SECOND_PERSON.xeroSubject,
      xero_userid: SECOND_PERSON.xeroUserId,
      email: SECOND_PERSON.email,
      given_name: SECOND_PERSON.givenName,
    });
  });

  it("sends access_denied with the state when the person denies", async () => {
    const leg = await startLeg(`${SIGN_IN} ${CONNECT}`);
    const callback = redirectedTo(await submitConsent(await consentPage(leg), { decision: "deny" }), 303);
    expect(callback.searchParams.get("error")).toBe("access_denied");
    expect(callback.searchParams.get("state")).toBe(leg.state);
    expect(() => oauth.validateAuthResponse(as, client, callback, leg.state)).toThrow(
      oauth.AuthorizationResponseError,
    );
  });

  it("refuses a form without the page's cookie, with another CSRF value, or posted twice", async () => {
    const form = await consentPage(await startLeg(SIGN_IN));
    expect(
      (await submitConsent(form, { decision: "approve", person: DEMO_PERSON.id, cookie: null })).status,
    ).toBe(400);
    expect(
      (await submitConsent(form, { decision: "approve", person: DEMO_PERSON.id, csrf: "x".repeat(43) }))
        .status,
    ).toBe(400);
    expect((await submitConsent(form, { decision: "approve", person: DEMO_PERSON.id })).status).toBe(303);
    expect((await submitConsent(form, { decision: "approve", person: DEMO_PERSON.id })).status).toBe(400);
  });

  it("refuses an unknown person or an organisation it did not offer", async () => {
    const leg = await startLeg(CONNECT);
    expect(
      (await submitConsent(await consentPage(leg), { decision: "approve", person: "nobody" })).status,
    ).toBe(400);
    const form = await consentPage(leg);
    const answer = await submitConsent(form, {
      decision: "approve",
      person: DEMO_PERSON.id,
      organisations: ["00000000-0000-0000-0000-000000000000"],
    });
    expect(answer.status).toBe(400);
  });
});

describe("authorize refusals", () => {
  async function answerTo(change: (url: URL) => void): Promise<Response> {
    const leg = await startLeg(`${SIGN_IN} ${CONNECT}`);
    change(leg.url);
    return openAuthorize(leg.url);
  }

  it("shows an error page, and redirects nowhere, for a bad client_id, redirect_uri or scope", async () => {
    const changes: [(url: URL) => void, string][] = [
      [(url) => url.searchParams.set("client_id", "someone-else"), "unknown client_id"],
      [
        (url) => url.searchParams.set("redirect_uri", "http://127.0.0.1:9/elsewhere"),
        "redirect_uri is not one",
      ],
      [(url) => url.searchParams.set("scope", "openid accounting.everything"), "accounting.everything"],
      [(url) => url.searchParams.append("state", "twice"), "state is given more than once"],
    ];
    for (const [change, message] of changes) {
      const response = await answerTo(change);
      expect(response.status).toBe(400);
      expect(response.headers.get("location")).toBeNull();
      expect(await response.text()).toContain(message);
    }
  });

  it("redirects with the error for a bad response_type or PKCE method", async () => {
    const changes: [(url: URL) => void, string][] = [
      [(url) => url.searchParams.set("response_type", "token"), "unsupported_response_type"],
      [(url) => url.searchParams.set("code_challenge_method", "plain"), "invalid_request"],
      [(url) => url.searchParams.set("code_challenge", "too-short"), "invalid_request"],
      [(url) => url.searchParams.delete("code_challenge"), "invalid_request"],
    ];
    for (const [change, error] of changes) {
      const callback = redirectedTo(await answerTo(change), 302);
      expect(callback.searchParams.get("error")).toBe(error);
      expect(callback.searchParams.get("state")).toBeTruthy();
    }
  });
});

describe("token refusals", () => {
  it("refuses a wrong redirect_uri, a wrong verifier and a reused code with invalid_grant", async () => {
    sandbox.oauth.allowRedirectUri(LATER_REDIRECT_URI);
    const first = await startLeg(SIGN_IN);
    const callback = await autoApprove(first);
    const wrongRedirect = await exchangeRequest(first, callback, LATER_REDIRECT_URI);
    expect(await oauthErrorOf(oauth.processAuthorizationCodeResponse(as, client, wrongRedirect))).toEqual({
      error: "invalid_grant",
      status: 400,
    });

    const second = await startLeg(SIGN_IN);
    const wrongVerifier = await exchangeRequest(
      second,
      await autoApprove(second),
      REDIRECT_URI,
      oauth.generateRandomCodeVerifier(),
    );
    expect(await oauthErrorOf(oauth.processAuthorizationCodeResponse(as, client, wrongVerifier))).toEqual({
      error: "invalid_grant",
      status: 400,
    });

    const third = await startLeg(SIGN_IN);
    const thirdCallback = await autoApprove(third);
    await exchange(third, thirdCallback);
    const reused = await exchangeRequest(third, thirdCallback);
    expect(await oauthErrorOf(oauth.processAuthorizationCodeResponse(as, client, reused))).toEqual({
      error: "invalid_grant",
      status: 400,
    });
  });

  it("refuses a code after its 5 minutes", async () => {
    const leg = await startLeg(SIGN_IN);
    const callback = await autoApprove(leg);
    skewMs = 5 * 60_000 + 1;
    const late = await exchangeRequest(leg, callback);
    expect(await oauthErrorOf(oauth.processAuthorizationCodeResponse(as, client, late))).toEqual({
      error: "invalid_grant",
      status: 400,
    });
  });

  it("refuses a wrong client secret with invalid_client and a Basic challenge", async () => {
    const leg = await startLeg(SIGN_IN);
    const callback = await autoApprove(leg);
    const parameters = oauth.validateAuthResponse(as, client, callback, leg.state);
    const response = await oauth.authorizationCodeGrantRequest(
      as,
      client,
      oauth.ClientSecretBasic("not-the-secret"),
      parameters,
      REDIRECT_URI,
      leg.verifier,
      insecure,
    );
    expect(response.headers.get("www-authenticate")).toBe('Basic realm="sandbox"');
    expect(await oauthErrorOf(oauth.processAuthorizationCodeResponse(as, client, response))).toEqual({
      error: "invalid_client",
      status: 401,
    });
  });

  it("refuses a verifier for a code issued without a challenge, and unknown grant types", async () => {
    vi.stubEnv(AUTO_APPROVE_ENV, "1");
    const url = new URL(sandbox.oauth.authorizeUrl);
    url.search = new URLSearchParams({
      response_type: "code",
      client_id: client.client_id,
      redirect_uri: REDIRECT_URI,
      scope: SIGN_IN,
    }).toString();
    const code = redirectedTo(await openAuthorize(url), 302).searchParams.get("code") as string;
    const credentials = { client_id: client.client_id, client_secret: SANDBOX_XERO_APP.clientSecret };
    const downgrade = await tokenPost({
      ...credentials,
      grant_type: "authorization_code",
      code,
      redirect_uri: REDIRECT_URI,
      code_verifier: oauth.generateRandomCodeVerifier(),
    });
    expect(await downgrade.json()).toMatchObject({ error: "invalid_grant" });
    const unknown = await tokenPost({ ...credentials, grant_type: "password" });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ error: "unsupported_grant_type" });
    // client_credentials is the Custom Connection's grant: the registered app may not use it.
    const notCustom = await tokenPost({ ...credentials, grant_type: "client_credentials" });
    expect(notCustom.status).toBe(400);
    expect(await notCustom.json()).toMatchObject({ error: "unauthorized_client" });
  });
});

describe("refresh and revocation", () => {
  it("rotates the refresh token on every use and refuses the old one", async () => {
    const first = await signInAutomatically(`${SIGN_IN} ${CONNECT}`);
    const refreshed = await oauth.processRefreshTokenResponse(
      as,
      client,
      await oauth.refreshTokenGrantRequest(as, client, basicAuth, first.refresh_token as string, insecure),
    );
    expect(refreshed.refresh_token).toBeTruthy();
    expect(refreshed.refresh_token).not.toBe(first.refresh_token);
    expect(refreshed.access_token).not.toBe(first.access_token);
    expect(oauth.getValidatedIdTokenClaims(refreshed)?.sub).toBe(DEMO_PERSON.xeroSubject);
    expect((await accounting("/Organisation", refreshed.access_token, PRIMARY)).status).toBe(200);

    const reused = await oauth.refreshTokenGrantRequest(
      as,
      client,
      basicAuth,
      first.refresh_token as string,
      insecure,
    );
    expect(await oauthErrorOf(oauth.processRefreshTokenResponse(as, client, reused))).toEqual({
      error: "invalid_grant",
      status: 400,
    });
    const again = await oauth.refreshTokenGrantRequest(
      as,
      client,
      basicAuth,
      refreshed.refresh_token as string,
      insecure,
    );
    expect((await oauth.processRefreshTokenResponse(as, client, again)).access_token).toBeTruthy();
  });

  it("revokes a refresh token, its grant's access tokens and the person's connections", async () => {
    const tokens = await signInAutomatically(`${SIGN_IN} ${CONNECT}`);
    const revoked = await oauth.revocationRequest(
      as,
      client,
      basicAuth,
      tokens.refresh_token as string,
      insecure,
    );
    await oauth.processRevocationResponse(revoked);
    expect((await accounting("/Organisation", tokens.access_token, PRIMARY)).status).toBe(401);
    const refresh = await oauth.refreshTokenGrantRequest(
      as,
      client,
      basicAuth,
      tokens.refresh_token as string,
      insecure,
    );
    expect((await oauthErrorOf(oauth.processRefreshTokenResponse(as, client, refresh))).error).toBe(
      "invalid_grant",
    );
    const signInOnly = await signInAutomatically(SIGN_IN);
    expect(await connectionsOf(signInOnly.access_token)).toEqual([]);
  });
});

describe("/connections", () => {
  it("lists the first person's two organisations in Xero's shape, under one authEventId", async () => {
    const tokens = await signInAutomatically(`${SIGN_IN} ${CONNECT}`);
    const connections = await connectionsOf(tokens.access_token);
    expect(connections.map((connection) => connection.tenantId)).toEqual([PRIMARY, SECONDARY]);
    expect(connections.map((connection) => connection.tenantName)).toEqual([
      LEDGER_STARTING_DATA.primary.name,
      LEDGER_STARTING_DATA.secondary.name,
    ]);
    for (const connection of connections) {
      expect(Object.keys(connection).sort()).toEqual(
        [
          "authEventId",
          "createdDateUtc",
          "id",
          "tenantId",
          "tenantName",
          "tenantType",
          "updatedDateUtc",
        ].sort(),
      );
      expect(connection.tenantType).toBe("ORGANISATION");
      expect(connection.createdDateUtc).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{7}$/);
      expect(connection.authEventId).toBe(connections[0]?.authEventId);
    }
    expect(
      await connectionsOf(tokens.access_token, `?authEventId=${connections[0]?.authEventId}`),
    ).toHaveLength(2);
    expect(
      await connectionsOf(tokens.access_token, "?authEventId=00000000-0000-0000-0000-000000000000"),
    ).toEqual([]);
  });

  it("connects only the second organisation for the second person by default, or what they tick", async () => {
    const second = await signInThroughForm(CONNECT, SECOND_PERSON.id);
    expect((await connectionsOf(second.access_token)).map((connection) => connection.tenantId)).toEqual([
      SECONDARY,
    ]);
    const ticked = await signInThroughForm(CONNECT, SECOND_PERSON.id, [PRIMARY]);
    expect((await connectionsOf(ticked.access_token)).map((connection) => connection.tenantId)).toEqual([
      SECONDARY,
      PRIMARY,
    ]);
  });

  it("connects nothing for sign-in alone", async () => {
    expect(await connectionsOf((await signInAutomatically(SIGN_IN)).access_token)).toEqual([]);
  });

  it("deletes a connection with 204, after which the token no longer reaches that organisation", async () => {
    const tokens = await signInAutomatically(CONNECT);
    const [primary] = await connectionsOf(tokens.access_token);
    const remove = (id: string) =>
      fetch(`${sandbox.oauth.connectionsUrl}/${id}`, {
        method: "DELETE",
        headers: { authorization: `Bearer ${tokens.access_token}` },
      });
    expect((await remove(primary?.id as string)).status).toBe(204);
    expect((await connectionsOf(tokens.access_token)).map((connection) => connection.tenantId)).toEqual([
      SECONDARY,
    ]);
    const refused = await accounting("/Organisation", tokens.access_token, PRIMARY);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual(FORBIDDEN);
    expect((await accounting("/Organisation", tokens.access_token, SECONDARY)).status).toBe(200);
    expect((await remove(primary?.id as string)).status).toBe(404);
  });

  it("lists a standing connection to each organisation for the fixed sandbox token, which cannot remove them", async () => {
    const fixed = { authorization: `Bearer ${sandbox.token}` };
    const listed = await fetch(sandbox.oauth.connectionsUrl, { headers: fixed });
    expect(listed.status).toBe(200);
    const connections = (await listed.json()) as { id: string; tenantId: string; tenantType: string }[];
    expect(connections.map((connection) => connection.tenantId)).toEqual([PRIMARY, SECONDARY]);
    expect(connections.every((connection) => connection.tenantType === "ORGANISATION")).toBe(true);
    // The same ids on every run, so a script may keep them.
    const again = (await (await fetch(sandbox.oauth.connectionsUrl, { headers: fixed })).json()) as unknown;
    expect(again).toEqual(connections);
    const removed = await fetch(`${sandbox.oauth.connectionsUrl}/${connections[0]?.id}`, {
      method: "DELETE",
      headers: fixed,
    });
    expect(removed.status).toBe(403);
  });

  it("answers 401 to no token and to an unknown one", async () => {
    expect((await fetch(sandbox.oauth.connectionsUrl)).status).toBe(401);
    const unknown = await fetch(sandbox.oauth.connectionsUrl, {
      headers: { authorization: "Bearer nobody" },
    });
    expect(unknown.status).toBe(401);
  });
});

describe("the accounting API with a person's token", () => {
  it("serves the second person's organisation and refuses the first with Xero's 403", async () => {
    const tokens = await signInThroughForm(CONNECT, SECOND_PERSON.id);
    const own = await accounting("/Organisation", tokens.access_token, SECONDARY);
    expect(own.status).toBe(200);
    expect(((await own.json()) as { Organisations: { Name: string }[] }).Organisations[0]?.Name).toBe(
      LEDGER_STARTING_DATA.secondary.name,
    );
    const other = await accounting("/Organisation", tokens.access_token, PRIMARY);
    expect(other.status).toBe(403);
    expect(await other.json()).toEqual(FORBIDDEN);
  });

  it("still takes the fixed sandbox token for both organisations", async () => {
    expect((await accounting("/Organisation", sandbox.token, PRIMARY)).status).toBe(200);
    expect((await accounting("/Organisation", sandbox.token, SECONDARY)).status).toBe(200);
  });

  it("refuses an unknown token and an expired one with Xero's 401", async () => {
    const tokens = await signInAutomatically(CONNECT);
    expect((await accounting("/Organisation", tokens.access_token, PRIMARY)).status).toBe(200);
    const unknown = await accounting("/Organisation", "not-a-token", PRIMARY);
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toEqual(UNAUTHORIZED);
    skewMs = 1800 * 1000;
    const expired = await accounting("/Organisation", tokens.access_token, PRIMARY);
    expect(expired.status).toBe(401);
    expect(await expired.json()).toEqual(UNAUTHORIZED);
  });

  it("forgets every token and connection on reset", async () => {
    const tokens = await signInAutomatically(CONNECT);
    sandbox.reset();
    expect((await accounting("/Organisation", tokens.access_token, PRIMARY)).status).toBe(401);
  });
});

describe("request log", () => {
  it("records the OAuth requests with the Authorization header and form secrets redacted", async () => {
    await signInAutomatically(`${SIGN_IN} ${CONNECT}`);
    const token = sandbox.requests.find((request) => request.path === "/identity/connect/token");
    expect(token?.method).toBe("POST");
    expect(token?.headers.authorization).toBe("[redacted]");
    expect(token?.body).toMatchObject({
      grant_type: "authorization_code",
      code: "[redacted]",
      code_verifier: "[redacted]",
      redirect_uri: REDIRECT_URI,
    });
    const paths = sandbox.requests.map((request) => request.path);
    expect(paths).toEqual(["/identity/connect/authorize", "/identity/connect/token"]);
  });
});
