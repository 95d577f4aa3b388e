// The OAuth 2.0 client_credentials grant (RFC 6749 section 4.4) of a Xero Custom Connection: the
// client as HTTP Basic, `grant_type=client_credentials` (and `scope` when given). The answer is an
// access token for 30 minutes and no refresh token. A refusal names what is wrong (the client id,
// the kind of app, the scope) and never the secret or the answer's body.
import { ToolError } from "../runtime/errors";
import { grantJson, postGrant } from "./oauth-refresh";
import type { ClientCredentials } from "./token-set";

/** What Xero documents for its access tokens, used when an answer leaves `expires_in` out. */
const DEFAULT_EXPIRES_IN_SECONDS = 1800;

export interface ClientCredentialsRequest {
  endpoint: string;
  client: ClientCredentials;
  /** Space-separated scopes; without it the endpoint grants every scope the connection has. */
  scope?: string;
  /** "Xero": for messages. */
  label: string;
  /** Where the credentials are (a secret id, or the variables' names): for messages. */
  source: string;
}

export interface IssuedToken {
  accessToken: string;
  /** Epoch milliseconds. */
  expiresAt: number;
  scope?: string;
}

function refusal(request: ClientCredentialsRequest, code: string | undefined, status: number): ToolError {
  const { label, source, client } = request;
  const endpoint = `The ${label} token endpoint`;
  if (code === "invalid_client" || status === 401) {
    return new ToolError(
      "AuthError",
      `${endpoint} refused the client id ${client.clientId} or its secret (${code ?? status}): check the client id and client secret in ${source}.`,
    );
  }
  if (code === "unauthorized_client") {
    return new ToolError(
      "AuthError",
      `${endpoint} refused the client_credentials grant for client ${client.clientId} (unauthorized_client): it is not a Custom Connection app, or no organisation has authorised the connection yet (${source}).`,
    );
  }
  if (code === "invalid_scope") {
    return new ToolError(
      "AuthError",
      `${endpoint} refused the scope "${request.scope ?? ""}" for client ${client.clientId} (invalid_scope): ask only for scopes the Custom Connection was granted, or leave scope out (${source}).`,
    );
  }
  return new ToolError(
    "AuthError",
    `${endpoint} refused the client_credentials grant for client ${client.clientId} (${code ?? `HTTP ${status}`}); check the Custom Connection in ${source}.`,
  );
}

/** One grant: a new access token, or a typed error (retryable when the endpoint failed, not refused). */
export async function requestClientCredentials(
  request: ClientCredentialsRequest,
  now: () => number = Date.now,
): Promise<IssuedToken> {
  const form: Record<string, string> = { grant_type: "client_credentials" };
  if (request.scope) form.scope = request.scope;
  const answer = await postGrant(request.endpoint, request.client, form, request.label);
  const json = grantJson(answer, request.label);
  if (json === undefined) throw refusal(request, answer.code, answer.status);
  const { access_token, expires_in, token_type, scope } = (json ?? {}) as Record<string, unknown>;
  const bearer = token_type === undefined || (typeof token_type === "string" && /^bearer$/i.test(token_type));
  if (typeof access_token !== "string" || access_token === "" || !bearer) {
    throw new ToolError(
      "UpstreamError",
      `The ${request.label} token endpoint answered the client_credentials grant without a Bearer access token.`,
      { retryable: true },
    );
  }
  const seconds =
    typeof expires_in === "number" && Number.isFinite(expires_in) && expires_in > 0
      ? expires_in
      : DEFAULT_EXPIRES_IN_SECONDS;
  return {
    accessToken: access_token,
    expiresAt: now() + seconds * 1000,
    ...(typeof scope === "string" && scope !== "" ? { scope } : {}),
  };
}
