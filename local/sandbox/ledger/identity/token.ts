// POST /identity/connect/token: the authorization_code grant (single-use codes, redirect_uri and
// PKCE checked), the refresh_token grant (every refresh token works once: each use rotates it) and,
// for the Custom Connection's client only, the client_credentials grant (custom-connection.ts).
import type { IncomingMessage, ServerResponse } from "node:http";
import { verifierMatches } from "../../oauth/pkce";
import {
  formBody,
  invalidGrant,
  invalidRequest,
  OAuthError,
  sendJsonNoStore,
  serveClientForm,
} from "../../oauth/wire";
import { ACCESS_TOKEN_SECONDS, REFRESH_TOKEN_TTL_MS } from "./app";
import { grantClientCredentials, requestedClientId } from "./custom-connection";
import { signIdToken } from "./id-token";
import type { Grant, IssuedCode, XeroIdentity } from "./identity";

function required(form: URLSearchParams, name: string): string {
  const value = form.get(name);
  if (!value) throw invalidRequest(`${name} is missing`);
  return value;
}

function checkPkce(issued: IssuedCode, verifier: string | null): void {
  if (issued.codeChallenge === undefined) {
    // A verifier for a code issued without a challenge is a downgrade attempt (RFC 9700 §2.1.1).
    if (verifier !== null) throw invalidGrant("no code_challenge was sent for this code");
    return;
  }
  if (verifier === null) throw invalidGrant("code_verifier is missing");
  if (!verifierMatches(verifier, issued.codeChallenge)) {
    throw invalidGrant("code_verifier does not match the code_challenge");
  }
}

/** The code's grant without what only the code needed (redirect URI, challenge, nonce). */
function grantOf(issued: IssuedCode): Grant {
  const { personId, clientId, scopes, grantId, authTime, globalSessionId } = issued;
  return { personId, clientId, scopes, grantId, authTime, globalSessionId };
}

/** Xero's token answer, in its field order; refresh token and ID token only for their scopes. */
async function tokensFor(
  identity: XeroIdentity,
  grant: Grant,
  nonce?: string,
): Promise<Record<string, unknown>> {
  const answer: Record<string, unknown> = {};
  if (grant.scopes.includes("openid")) {
    answer.id_token = await signIdToken(identity.issuer, grant, identity.clock(), nonce);
  }
  answer.access_token = identity.accessTokens.issue(grant, ACCESS_TOKEN_SECONDS * 1000);
  answer.expires_in = ACCESS_TOKEN_SECONDS;
  answer.token_type = "Bearer";
  if (grant.scopes.includes("offline_access")) {
    answer.refresh_token = identity.refreshTokens.issue(grant, REFRESH_TOKEN_TTL_MS);
  }
  answer.scope = grant.scopes.join(" ");
  return answer;
}

async function redeemCode(identity: XeroIdentity, form: URLSearchParams): Promise<Record<string, unknown>> {
  const code = required(form, "code");
  const redirectUri = required(form, "redirect_uri");
  // Taken before any check: a code is good for one presentation, right or wrong.
  const issued = identity.codes.take(code);
  if (!issued || issued.clientId !== identity.app.clientId) {
    throw invalidGrant("the code is unknown, expired or already used");
  }
  if (issued.redirectUri !== redirectUri) {
    throw invalidGrant("redirect_uri differs from the authorization request's");
  }
  checkPkce(issued, form.get("code_verifier"));
  return tokensFor(identity, grantOf(issued), issued.nonce);
}

async function refresh(identity: XeroIdentity, form: URLSearchParams): Promise<Record<string, unknown>> {
  const grant = identity.refreshTokens.take(required(form, "refresh_token"));
  if (!grant) throw invalidGrant("the refresh token is unknown, expired, revoked or already used");
  const asked = form.get("scope");
  if (asked === null) return tokensFor(identity, grant);
  const scopes = asked.split(" ").filter(Boolean);
  if (scopes.some((scope) => !grant.scopes.includes(scope))) {
    throw new OAuthError(400, "invalid_scope", "a refresh may only narrow the granted scopes");
  }
  return tokensFor(identity, { ...grant, scopes });
}

/** The Custom Connection whose client the request names, if it names that one. */
function customConnectionNamed(identity: XeroIdentity, req: IncomingMessage, bodyText: string) {
  const custom = identity.customConnection;
  const named = custom && requestedClientId(req, formBody(req, bodyText) ?? new URLSearchParams());
  return custom && named === custom.clientId ? custom : undefined;
}

export async function serveToken(
  identity: XeroIdentity,
  req: IncomingMessage,
  res: ServerResponse,
  bodyText: string,
): Promise<void> {
  const custom = customConnectionNamed(identity, req, bodyText);
  // The client authenticates as the app it names: the Custom Connection's, or the registered app.
  await serveClientForm(req, res, bodyText, custom ?? identity.app, async (form) => {
    const grantType = form.get("grant_type");
    let answer: Record<string, unknown>;
    if (custom || grantType === "client_credentials") {
      // Each kind of app has its own grants: a Custom Connection only client_credentials.
      if (!custom || grantType !== "client_credentials") {
        throw new OAuthError(400, "unauthorized_client", "this client may not use this grant type");
      }
      answer = grantClientCredentials(identity, custom, form);
    } else if (grantType === "authorization_code") answer = await redeemCode(identity, form);
    else if (grantType === "refresh_token") answer = await refresh(identity, form);
    else
      throw new OAuthError(
        400,
        "unsupported_grant_type",
        "grant_type must be authorization_code, refresh_token or client_credentials",
      );
    sendJsonNoStore(res, 200, answer);
  });
}
