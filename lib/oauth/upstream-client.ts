// The authorization server as an OAuth client of others, all through `oauth4webapi`: signing the
// person in with an OpenID Connect provider, and connecting their Xero and TickTick accounts
// (authorization code; PKCE where the provider takes it). Our code keeps what must be remembered
// between the two legs (state, PKCE verifier, nonce) in the store; the protocol is the library's.
import * as oauth from "oauth4webapi";
import type { ClientCredentials } from "../upstream-tokens/token-set";
import type { UpstreamApp } from "./settings";

export interface Provider {
  server: oauth.AuthorizationServer;
  credentials: ClientCredentials;
  /** Loopback http allowed (local sandboxes). */
  insecure: boolean;
}

export interface StartedLeg {
  url: URL;
  state: string;
  verifier?: string;
  nonce?: string;
}

const options = (provider: Provider) => (provider.insecure ? { [oauth.allowInsecureRequests]: true } : {});

/** Xero's or TickTick's OAuth server as configured (settings.ts): the one place a connection leg's provider is built. */
export function appProvider(app: UpstreamApp, credentials: ClientCredentials, insecure: boolean): Provider {
  return {
    server: {
      issuer: new URL(app.authorizeUrl).origin,
      authorization_endpoint: app.authorizeUrl,
      token_endpoint: app.tokenUrl,
      ...(app.revocationUrl ? { revocation_endpoint: app.revocationUrl } : {}),
    },
    credentials,
    insecure,
  };
}

/** The provider of an OpenID Connect issuer, from its discovery document. */
export async function discoverProvider(
  issuer: string,
  credentials: ClientCredentials,
  insecure: boolean,
): Promise<Provider> {
  const url = new URL(issuer);
  const provider = { credentials, insecure } as Provider;
  const response = await oauth.discoveryRequest(url, { algorithm: "oidc", ...options(provider) });
  provider.server = await oauth.processDiscoveryResponse(url, response);
  return provider;
}

/** The authorization URL to send the person's browser to, and what the callback must match. */
export async function startLeg(
  provider: Provider,
  leg: { redirectUri: string; scopes: readonly string[]; pkce: boolean; oidc: boolean },
): Promise<StartedLeg> {
  const url = new URL(provider.server.authorization_endpoint as string);
  const state = oauth.generateRandomState();
  const started: StartedLeg = { url, state };
  url.searchParams.set("response_type", "code");
  url.searchParams.set("client_id", provider.credentials.clientId);
  url.searchParams.set("redirect_uri", leg.redirectUri);
  url.searchParams.set("scope", leg.scopes.join(" "));
  url.searchParams.set("state", state);
  if (leg.pkce) {
    started.verifier = oauth.generateRandomCodeVerifier();
    url.searchParams.set("code_challenge", await oauth.calculatePKCECodeChallenge(started.verifier));
    url.searchParams.set("code_challenge_method", "S256");
  }
  if (leg.oidc) {
    started.nonce = oauth.generateRandomNonce();
    url.searchParams.set("nonce", started.nonce);
  }
  return started;
}

export interface FinishedLeg {
  tokens: oauth.TokenEndpointResponse;
  /** With OpenID Connect: the validated ID token's claims. */
  claims?: oauth.IDToken;
}

/** Checks the callback against the leg it belongs to and exchanges its code. */
export async function finishLeg(
  provider: Provider,
  callback: URL,
  leg: { redirectUri: string; state: string; verifier?: string; nonce?: string },
): Promise<FinishedLeg> {
  const client: oauth.Client = { client_id: provider.credentials.clientId };
  const auth = oauth.ClientSecretBasic(provider.credentials.clientSecret);
  const parameters = oauth.validateAuthResponse(provider.server, client, callback, leg.state);
  const response = await oauth.authorizationCodeGrantRequest(
    provider.server,
    client,
    auth,
    parameters,
    leg.redirectUri,
    leg.verifier ?? oauth.nopkce,
    options(provider),
  );
  const tokens = await oauth.processAuthorizationCodeResponse(provider.server, client, response, {
    expectedNonce: leg.nonce ?? oauth.expectNoNonce,
    requireIdToken: leg.nonce !== undefined,
  });
  const claims = leg.nonce !== undefined ? oauth.getValidatedIdTokenClaims(tokens) : undefined;
  return claims ? { tokens, claims } : { tokens };
}

const REVOCATION_TIMEOUT_MS = 5000;

/** RFC 7009: asks the provider to revoke a token, the client authenticated as at its token endpoint. */
export async function revokeToken(
  provider: Provider,
  token: string,
  hint: "refresh_token" | "access_token",
): Promise<void> {
  const client: oauth.Client = { client_id: provider.credentials.clientId };
  const response = await oauth.revocationRequest(
    provider.server,
    client,
    oauth.ClientSecretBasic(provider.credentials.clientSecret),
    token,
    {
      additionalParameters: { token_type_hint: hint },
      signal: () => AbortSignal.timeout(REVOCATION_TIMEOUT_MS),
      ...options(provider),
    },
  );
  await oauth.processRevocationResponse(response);
}
