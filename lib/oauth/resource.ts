// The resource-server side: a request to /mcp or /tools/* must carry an access token issued by
// this deployment's authorization server for that resource, as `Bearer <token>` or, for a token
// bound to a key, `DPoP <token>` (RFC 9449 §7.1). Without one the answer is 401 with the pointer MCP
// clients follow to find out how to get one (RFC 9728 §5.1) and the scopes the resource takes
// (RFC 6750 §3); with a refused one, 401 `invalid_token`. Used by the API's Lambda authorizer and
// by the local gateway under AUTH=oauth.
import { type AccessTokens, InvalidAccessToken, type VerifiedAccess } from "./access-token";
import { challengeOf, credentialsOf, type TokenScheme } from "./caller-challenge";

export { challengeOf, credentialsOf, type TokenScheme } from "./caller-challenge";

export interface ResourceCheck {
  tokens: AccessTokens;
  /** The resource this route belongs to (`<base>/mcp` or `<base>/tools`). */
  resource: string;
  /** Its protected-resource metadata URL (`<base>/.well-known/oauth-protected-resource/mcp`). */
  metadataUrl: string;
}

export type ResourceAnswer =
  | { ok: true; access: VerifiedAccess; scheme: TokenScheme }
  | { ok: false; status: 401; wwwAuthenticate: string; message: string };

/** The token of a `Bearer` Authorization header value, if it holds one. */
export function bearerOf(authorization: string | undefined): string | undefined {
  const credentials = credentialsOf(authorization);
  return credentials?.scheme === "Bearer" ? credentials.token : undefined;
}

export async function checkAccess(
  check: ResourceCheck,
  authorization: string | undefined,
): Promise<ResourceAnswer> {
  const credentials = credentialsOf(authorization);
  if (!credentials) {
    return {
      ok: false,
      status: 401,
      wwwAuthenticate: challengeOf({ metadataUrl: check.metadataUrl }),
      message: "This endpoint needs an OAuth access token: see the resource metadata in WWW-Authenticate.",
    };
  }
  const refuse = (description: string): ResourceAnswer => ({
    ok: false,
    status: 401,
    wwwAuthenticate: challengeOf({
      metadataUrl: check.metadataUrl,
      error: { code: "invalid_token", description },
      scheme: credentials.scheme,
    }),
    message: description,
  });
  let access: VerifiedAccess;
  try {
    access = await check.tokens.verify(credentials.token, [check.resource]);
  } catch (error) {
    // Anything else (the keys unreadable) is the server's failure: API Gateway's 500, not a 401.
    if (!(error instanceof InvalidAccessToken)) throw error;
    return refuse(error.message);
  }
  // RFC 9449 §7.1: a bound token is presented as DPoP, and a DPoP-presented token must be bound.
  if (access.jkt && credentials.scheme !== "DPoP")
    return refuse(
      "The access token is bound to a DPoP key: send it as Authorization: DPoP with a DPoP proof.",
    );
  if (!access.jkt && credentials.scheme === "DPoP")
    return refuse("The access token is not bound to a DPoP key: send it as Authorization: Bearer.");
  return { ok: true, access, scheme: credentials.scheme };
}
