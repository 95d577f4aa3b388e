// The token endpoint (RFC 6749 §3.2, §4.1.3, §6): an authenticated client trades a code (with its
// PKCE verifier, RFC 7636 §4.6) or a refresh token (refresh.ts) for tokens. A DPoP proof (RFC
// 9449) binds the access token to the proof's key; without one the token is a bearer token.
// Answers and errors are JSON and never cached; a failure of ours is logged and answered 500.
import { createHash } from "node:crypto";
import { jsonAnswer, type OAuthAnswer, OAuthError, type OAuthRequest, required, single } from "../http";
import type { DeploymentProvider, IssuedCode } from "../provider";
import { randomToken, sha256 } from "../store";
import { sameSecret } from "./client-auth";
import { answerClientRequest } from "./client-request";
import { dpopKeyOf } from "./dpop-proof";
import { refreshGrant } from "./refresh";
import { type IssuedTokens, issueTokens } from "./token-issue";

/** RFC 7636 §4.1: 43 to 128 unreserved characters. */
const CODE_VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;

export function tokenEndpoint(req: OAuthRequest, provider: DeploymentProvider): Promise<OAuthAnswer> {
  const failure = {
    log: "token endpoint failure",
    status: 500,
    error: "server_error",
    description: "The token could not be issued. Try again.",
  };
  return answerClientRequest(req, provider, failure, async ({ form, client, nowSeconds }) => {
    const grantType = required(form, "grant_type");
    if (grantType !== "authorization_code" && grantType !== "refresh_token")
      throw new OAuthError("unsupported_grant_type", "Supported: authorization_code, refresh_token.");
    const dpopJkt = await dpopKeyOf(req, provider);
    const issued =
      grantType === "authorization_code"
        ? await exchangeCode(provider, client.client_id, form, {
            dpopJkt,
            // RFC 9449 §5: a public client's refresh token is bound; a confidential one authenticates.
            bindRefresh: client.token_endpoint_auth_method === "none",
          })
        : await refreshGrant(provider, client, form, dpopJkt, nowSeconds);
    await provider.options.clients.markUsed(client.client_id);
    return jsonAnswer(200, issued.answer);
  });
}

/** The authorization_code grant: the code is checked, then spent, and a new grant begins. */
async function exchangeCode(
  provider: DeploymentProvider,
  clientId: string,
  form: URLSearchParams,
  dpop: { dpopJkt: string | undefined; bindRefresh: boolean },
): Promise<IssuedTokens> {
  const { store, grants } = provider.options;
  const code = required(form, "code");
  const verifier = required(form, "code_verifier");
  if (!CODE_VERIFIER.test(verifier)) throw new OAuthError("invalid_request", "code_verifier is malformed.");
  const invalid = new OAuthError("invalid_grant", "Invalid authorization code.");
  const pending = await store.get<IssuedCode & Record<string, unknown>>("code", sha256(code));
  if (!pending || pending.clientId !== clientId) throw invalid;
  // A wrong verifier does not spend the code: only its holder with the verifier can.
  const challenge = createHash("sha256").update(verifier).digest("base64url");
  if (!sameSecret(challenge, pending.codeChallenge))
    throw new OAuthError("invalid_grant", "code_verifier does not match the code challenge.");
  // Spent whatever happens next: a code is good for one exchange.
  const issued = await store.consume<IssuedCode & Record<string, unknown>>("code", sha256(code));
  if (!issued) throw invalid;
  const redirectUri = single(form, "redirect_uri");
  if (redirectUri === undefined ? !issued.redirectUriOmitted : redirectUri !== issued.redirectUri)
    throw new OAuthError("invalid_grant", "redirect_uri does not match the authorization request.");
  const resource = single(form, "resource");
  if (resource !== undefined && resource !== issued.resource)
    throw new OAuthError("invalid_target", "resource does not match the authorization request.");
  const family = randomToken();
  await grants.record(issued.principal, {
    family,
    clientId: issued.clientId,
    ...(issued.clientName ? { clientName: issued.clientName } : {}),
    scopes: issued.scopes,
    resource: issued.resource,
  });
  return issueTokens(
    provider,
    {
      family,
      clientId: issued.clientId,
      principal: issued.principal,
      scopes: issued.scopes,
      resource: issued.resource,
      ...(dpop.dpopJkt && dpop.bindRefresh ? { jkt: dpop.dpopJkt } : {}),
    },
    dpop.dpopJkt ? { dpopJkt: dpop.dpopJkt } : {},
  );
}
