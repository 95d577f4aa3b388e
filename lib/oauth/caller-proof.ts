// The DPoP proof of a call with a DPoP-bound token (RFC 9449 §7.1), checked where the whole request
// is seen: the family functions' HTTP path, the mcp function and the local gateway. The authorizer
// (a TOKEN authorizer: it sees only the Authorization header, and its answer is cached) verified the
// token and passed on its key's thumbprint (`jkt`); here the `DPoP` header must be a fresh proof by
// that key over this method, URL and token. Loaded only for bound tokens: bearer calls never load jose.

import { OAuthRefusal } from "./caller-refusal";
import { checkSenderConstraint, type DpopReplayCheck } from "./dpop";

/** Most proof ids one container remembers; past it the oldest are forgotten first. */
const MAX_REMEMBERED = 10_000;

/**
 * Proof ids seen by this container, kept until their iat window ends. The resource functions hold no
 * table to share them in (RFC 9449 §11.1 leaves replay tracking to the resource server): a proof
 * replayed to another container passes within its window, for the same method, URL and token only.
 */
export function containerReplayMemory(now: () => number = () => Date.now() / 1000): DpopReplayCheck {
  const seen = new Map<string, number>();
  return {
    async seen(jti, until) {
      const at = now();
      for (const [id, end] of seen) {
        if (end >= at && seen.size < MAX_REMEMBERED) break;
        seen.delete(id);
      }
      const before = seen.get(jti);
      if (before !== undefined && before >= at) return true;
      seen.set(jti, until);
      return false;
    },
  };
}

const replay = containerReplayMemory();

/** What the proof is checked against: the request as the client addressed it. */
export interface ProvedRequest {
  method: string;
  /** The public URL: the resource's base (from the authorizer's metadata URL) and the route's path. */
  url: string;
  authorization: string | undefined;
  dpop: string | undefined;
}

/** The refusal (401, DPoP challenge naming the resource metadata) when the proof does not hold. */
export async function proofRefusal(
  jkt: string,
  request: ProvedRequest,
  resourceMetadata: string,
): Promise<OAuthRefusal | undefined> {
  const checked = await checkSenderConstraint({ jkt }, request, replay);
  if (checked.ok) return undefined;
  return new OAuthRefusal(
    "AuthError",
    checked.message,
    `${checked.wwwAuthenticate}, resource_metadata="${resourceMetadata}"`,
  );
}

/** The public base URL a metadata URL `<base>/.well-known/oauth-protected-resource/<resource>` names. */
export function baseUrlOf(resourceMetadata: string): string {
  const at = resourceMetadata.indexOf("/.well-known/");
  return at < 0 ? resourceMetadata : resourceMetadata.slice(0, at);
}
