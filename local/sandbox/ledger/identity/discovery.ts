// The OpenID Connect discovery document and the JWKS, shaped like Xero's at
// identity.xero.com/.well-known/openid-configuration, with every endpoint on the sandbox's origin.
import { AUTHORIZE_PATH, JWKS_PATH, REVOCATION_PATH, TOKEN_PATH, XERO_SCOPES } from "./app";
import { signingKey } from "./keys";

export function discoveryDocument(origin: string): Record<string, unknown> {
  const clientAuth = ["client_secret_basic", "client_secret_post"];
  return {
    issuer: `${origin}/identity`,
    authorization_endpoint: `${origin}${AUTHORIZE_PATH}`,
    token_endpoint: `${origin}${TOKEN_PATH}`,
    jwks_uri: `${origin}${JWKS_PATH}`,
    revocation_endpoint: `${origin}${REVOCATION_PATH}`,
    scopes_supported: [...XERO_SCOPES],
    claims_supported: [
      "sub",
      "iss",
      "aud",
      "exp",
      "iat",
      "nbf",
      "auth_time",
      "nonce",
      "email",
      "given_name",
      "family_name",
      "preferred_username",
      "xero_userid",
      "global_session_id",
    ],
    grant_types_supported: ["authorization_code", "refresh_token", "client_credentials"],
    response_types_supported: ["code"],
    response_modes_supported: ["query"],
    subject_types_supported: ["public"],
    id_token_signing_alg_values_supported: ["RS256"],
    code_challenge_methods_supported: ["S256"],
    token_endpoint_auth_methods_supported: clientAuth,
    revocation_endpoint_auth_methods_supported: clientAuth,
    request_parameter_supported: false,
  };
}

export async function jwksDocument(): Promise<{ keys: unknown[] }> {
  const { publicJwk } = await signingKey();
  return { keys: [publicJwk] };
}
