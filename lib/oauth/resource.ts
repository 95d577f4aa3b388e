// The resource-server side: a request to /mcp or /tools/* must carry a bearer access token issued
// by this deployment's authorization server for that resource. Without one the answer is 401 with
// the pointer MCP clients follow to find out how to get one (RFC 9728 §5.1); with a bad one, 401
// `invalid_token`. Used by the API's Lambda authorizer and by the local gateway under AUTH=oauth.
import { type AccessTokens, InvalidAccessToken, type VerifiedAccess } from "./access-token";

export interface ResourceCheck {
  tokens: AccessTokens;
  /** The resource this route belongs to (`<base>/mcp` or `<base>/tools`). */
  resource: string;
  /** Its protected-resource metadata URL (`<base>/.well-known/oauth-protected-resource/mcp`). */
  metadataUrl: string;
}

export type ResourceAnswer =
  | { ok: true; access: VerifiedAccess }
  | { ok: false; status: 401; wwwAuthenticate: string; message: string };

/** The bearer token of an Authorization header value, if it holds one. */
export function bearerOf(authorization: string | undefined): string | undefined {
  const match = /^Bearer ([A-Za-z0-9\-._~+/]+=*)$/i.exec(authorization?.trim() ?? "");
  return match?.[1];
}

function challenge(check: ResourceCheck, error?: { code: string; description: string }): string {
  const parts = [`resource_metadata="${check.metadataUrl}"`];
  if (error) parts.push(`error="${error.code}"`, `error_description="${error.description}"`);
  return `Bearer ${parts.join(", ")}`;
}

export async function checkAccess(
  check: ResourceCheck,
  authorization: string | undefined,
): Promise<ResourceAnswer> {
  const token = bearerOf(authorization);
  if (!token) {
    return {
      ok: false,
      status: 401,
      wwwAuthenticate: challenge(check),
      message: "This endpoint needs an OAuth access token: see the resource metadata in WWW-Authenticate.",
    };
  }
  try {
    return { ok: true, access: await check.tokens.verify(token, [check.resource]) };
  } catch (error) {
    const description =
      error instanceof InvalidAccessToken ? error.message : "The access token is not valid.";
    return {
      ok: false,
      status: 401,
      wwwAuthenticate: challenge(check, { code: "invalid_token", description }),
      message: description,
    };
  }
}
