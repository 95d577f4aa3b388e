// The `WWW-Authenticate` challenges of the protected resources (RFC 6750 §3, RFC 9728 §5.1,
// RFC 9449 §7.1), and the Authorization header's scheme and token. Kept free of the JWT library:
// the family and mcp functions build their 401s and 403s from it too.

import { ALL_SCOPES } from "./caller-scopes";
import { DPOP_SIGNING_ALGS } from "./dpop-algs";

export type TokenScheme = "Bearer" | "DPoP";

/** The scheme and token of an Authorization header value (RFC 6750 §2.1, RFC 9449 §7.1), if it holds one. */
export function credentialsOf(
  authorization: string | undefined,
): { scheme: TokenScheme; token: string } | undefined {
  const match = /^(Bearer|DPoP) ([A-Za-z0-9\-._~+/]+=*)$/i.exec(authorization?.trim() ?? "");
  if (!match?.[1] || !match[2]) return undefined;
  return { scheme: match[1].toLowerCase() === "dpop" ? "DPoP" : "Bearer", token: match[2] };
}

/** What the protected resources accept: every scope (a refusal for lack of one names that one). */
export const RESOURCE_SCOPE = ALL_SCOPES.join(" ");

export type ChallengeError = "invalid_token" | "insufficient_scope" | "invalid_dpop_proof" | "use_dpop_nonce";

export interface Challenge {
  metadataUrl: string;
  /** The scopes that would do (default: every scope the resource takes). */
  scope?: string;
  error?: { code: ChallengeError; description: string };
  scheme?: TokenScheme;
}

/** A `WWW-Authenticate` value; a description's quotes and backslashes cannot end its parameter. */
export function challengeOf({
  metadataUrl,
  scope = RESOURCE_SCOPE,
  error,
  scheme = "Bearer",
}: Challenge): string {
  const parts: string[] = [];
  if (error) {
    const description = error.description.replace(/["\\]/g, "'");
    parts.push(`error="${error.code}"`, `error_description="${description}"`);
  }
  parts.push(`scope="${scope}"`, `resource_metadata="${metadataUrl}"`);
  if (scheme === "DPoP") parts.push(`algs="${DPOP_SIGNING_ALGS.join(" ")}"`);
  return `${scheme} ${parts.join(", ")}`;
}
