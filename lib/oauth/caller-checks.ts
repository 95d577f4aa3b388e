// The checks a function makes of an OAuth caller the authorizer let through. API Gateway caches an
// authorizer's answer per Authorization header for up to 300 s, longer than a token may have left:
// the answer carries the token's `exp`, and a function refuses a call whose answer says the token
// has expired (401 invalid_token), so no cached answer serves a token past its exp. A DPoP-bound
// token's proof is checked here too (caller-proof.ts), and an HTTP refusal gets its challenge.
// Loaded with an OAuth caller's first call, not at a function's start.

import { headerOfEvent } from "../runtime/event-header";
import { challengeOf } from "./caller-challenge";
import { oauthCallerOf } from "./caller-context";
import { OAuthRefusal } from "./caller-refusal";
import { ScopeRefusal } from "./scopes";

type AnyEvent = Record<string, unknown>;

/** 401 invalid_token when the (possibly cached) authorizer answer is for a token past its exp. */
export function expiryRefusal(event: AnyEvent, nowSeconds = Date.now() / 1000): OAuthRefusal | undefined {
  const caller = oauthCallerOf(event);
  if (caller?.expiresAt === undefined || caller.expiresAt > nowSeconds) return undefined;
  const description = "The access token has expired.";
  return new OAuthRefusal(
    "AuthError",
    description,
    challengeOf({ metadataUrl: caller.resourceMetadata, error: { code: "invalid_token", description } }),
  );
}

/**
 * The challenge an HTTP error answer carries: a refusal's own, or for a tool the token's scopes do
 * not cover, 403 insufficient_scope naming the scope that would (RFC 6750 §3.1).
 */
export function challengeFor(error: unknown, event: AnyEvent): string | undefined {
  if (error instanceof OAuthRefusal) return error.wwwAuthenticate;
  const caller = oauthCallerOf(event);
  if (!(error instanceof ScopeRefusal) || !caller) return undefined;
  return challengeOf({
    metadataUrl: caller.resourceMetadata,
    scope: error.scope,
    error: { code: "insufficient_scope", description: error.message },
  });
}

/** An HTTP answer with the challenge `error` calls for, if any. */
export function withChallenge<R extends { headers?: Record<string, unknown> }>(
  response: R,
  error: unknown,
  event: AnyEvent,
): R {
  const challenge = challengeFor(error, event);
  return challenge
    ? { ...response, headers: { ...response.headers, "www-authenticate": challenge } }
    : response;
}

/**
 * Why an OAuth caller's request is refused after the authorizer let it through: its token expired
 * since (the authorizer's answer was cached), or it is DPoP-bound and the request's proof does not
 * hold. Undefined for every other caller, and for a good one; a promise only for a bound token
 * (whose proof check loads jose), so every other call stays synchronous.
 */
export function callerRefusal(event: AnyEvent): OAuthRefusal | undefined | Promise<OAuthRefusal | undefined> {
  const expired = expiryRefusal(event);
  if (expired) return expired;
  const caller = oauthCallerOf(event);
  if (!caller?.jkt) return undefined;
  const jkt = caller.jkt;
  return import("./caller-proof").then(({ baseUrlOf, proofRefusal }) =>
    proofRefusal(
      jkt,
      {
        method: String(event.httpMethod ?? "").toUpperCase(),
        // `path` is the route's path under the stage (API Gateway), the request path (local gateway).
        url: `${baseUrlOf(caller.resourceMetadata)}${String(event.path ?? "")}`,
        authorization: headerOfEvent(event, "authorization"),
        dpop: headerOfEvent(event, "dpop"),
      },
      caller.resourceMetadata,
    ),
  );
}
