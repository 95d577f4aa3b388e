// The metadata documents (RFC 8414 for the authorization server, served under OpenID's discovery
// path too, RFC 9728 for each protected resource): plain data from the base URL, so the oauth
// function answers them before it loads anything else (functions/oauth.ts; its first answer is
// what bench:cold-start times). The JWKS they name needs the keys: jwks.ts.

import { ALL_SCOPES } from "./caller-scopes";
import { DPOP_SIGNING_ALGS } from "./dpop-algs";
import { SECURITY_HEADERS } from "./security-headers";

/** Where the access-token keys' public halves are published (jwks.ts). */
export const JWKS_PATH = "/.well-known/jwks.json";

/** The resources this deployment protects, by their path under the base URL. */
export const RESOURCE_PATHS = ["mcp", "tools"] as const;
export type ResourcePath = (typeof RESOURCE_PATHS)[number];

export function authorizationServerMetadata(baseUrl: string) {
  return {
    issuer: baseUrl,
    authorization_endpoint: `${baseUrl}/authorize`,
    token_endpoint: `${baseUrl}/token`,
    registration_endpoint: `${baseUrl}/register`,
    revocation_endpoint: `${baseUrl}/revoke`,
    // The keys access tokens are signed with (ES256): what a JWT authorizer finds by discovery.
    jwks_uri: `${baseUrl}${JWKS_PATH}`,
    response_types_supported: ["code"],
    grant_types_supported: ["authorization_code", "refresh_token"],
    code_challenge_methods_supported: ["S256"],
    token_endpoint_auth_methods_supported: ["none", "client_secret_post", "client_secret_basic"],
    revocation_endpoint_auth_methods_supported: ["none", "client_secret_post", "client_secret_basic"],
    scopes_supported: [...ALL_SCOPES],
    client_id_metadata_document_supported: true,
    authorization_response_iss_parameter_supported: true,
    dpop_signing_alg_values_supported: [...DPOP_SIGNING_ALGS],
    service_documentation: `${baseUrl}/`,
  };
}

export function protectedResourceMetadata(baseUrl: string, path: ResourcePath) {
  return {
    resource: `${baseUrl}/${path}`,
    authorization_servers: [baseUrl],
    scopes_supported: [...ALL_SCOPES],
    bearer_methods_supported: ["header"],
    // RFC 9449 §5.2: DPoP-bound tokens are accepted, bearer ones too (docs/dpop.md).
    dpop_signing_alg_values_supported: [...DPOP_SIGNING_ALGS],
    dpop_bound_access_tokens_required: false,
    resource_name: path === "mcp" ? "Agent tools (MCP)" : "Agent tools (HTTP)",
  };
}

/**
 * The metadata document a GET path names, if it names one. OpenID's discovery path gets the same
 * document: a JWT authorizer (the AgentCore Gateway) reads its `issuer` and `jwks_uri` there; the
 * front door issues no ID tokens, so it claims none of an OpenID provider's other fields.
 */
export function metadataDocumentOf(baseUrl: string, path: string): object | undefined {
  if (path === "/.well-known/oauth-authorization-server" || path === "/.well-known/openid-configuration")
    return authorizationServerMetadata(baseUrl);
  if (path === "/.well-known/oauth-protected-resource") return protectedResourceMetadata(baseUrl, "mcp");
  for (const resource of RESOURCE_PATHS) {
    if (path === `/.well-known/oauth-protected-resource/${resource}`)
      return protectedResourceMetadata(baseUrl, resource);
  }
  return undefined;
}

/** How metadata documents are served: cacheable, readable from any origin (browser-based clients). */
export const METADATA_HEADERS: Readonly<Record<string, string>> = {
  ...SECURITY_HEADERS,
  "content-type": "application/json; charset=utf-8",
  "cache-control": "public, max-age=3600",
  "access-control-allow-origin": "*",
};
