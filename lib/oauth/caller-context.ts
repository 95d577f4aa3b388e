// What the OAuth authorizer hands the functions in `requestContext.authorizer` (the local gateway
// hands them the same), and the checks the functions make on it. API Gateway caches an authorizer's
// answer per Authorization header for up to 300 s, longer than a token may have left: the answer
// carries the token's `exp`, and a function refuses a call whose answer says the token has expired
// (401 invalid_token), so no cached answer serves a token past its exp. Free of the JWT library.
import { ToolError } from "../runtime/errors";
import type { VerifiedAccess } from "./access-token";
import { challengeOf } from "./caller-challenge";
import { ScopeRefusal } from "./scopes";

export interface CallerContext {
  connection: string;
  scope: string;
  clientId: string;
  /** The token's `exp`, epoch seconds. */
  expiresAt: number;
  /** The protected-resource metadata URL of the route's resource, which every challenge names. */
  resourceMetadata: string;
  /** The thumbprint of the key a DPoP-bound token is bound to: each call must prove it. */
  jkt?: string;
  /** The grant family the token was issued under. */
  family?: string;
}

export function callerContextOf(access: VerifiedAccess, resourceMetadata: string): CallerContext {
  return {
    connection: access.principal,
    scope: access.scopes.join(" "),
    clientId: access.clientId,
    expiresAt: access.expiresAt,
    resourceMetadata,
    ...(access.jkt ? { jkt: access.jkt } : {}),
    ...(access.family ? { family: access.family } : {}),
  };
}

/** A refusal of an OAuth caller, with the challenge its HTTP answer carries in `WWW-Authenticate`. */
export class OAuthRefusal extends ToolError {
  constructor(
    type: "AuthError" | "Forbidden",
    message: string,
    readonly wwwAuthenticate: string,
  ) {
    super(type, message);
  }
}

type AnyEvent = Record<string, unknown>;

/**
 * The authorizer's context of an OAuth caller: API Gateway hands its values over as strings, the
 * local gateway as they were. Undefined for IAM, Cognito and direct callers (no resource metadata).
 */
export function oauthCallerOf(
  event: AnyEvent,
): { resourceMetadata: string; expiresAt?: number; jkt?: string } | undefined {
  const authorizer = ((event.requestContext ?? {}) as AnyEvent).authorizer as AnyEvent | undefined;
  const resourceMetadata = authorizer?.resourceMetadata;
  if (typeof resourceMetadata !== "string" || resourceMetadata === "") return undefined;
  const expiresAt = Number(authorizer?.expiresAt);
  const jkt = authorizer?.jkt;
  return {
    resourceMetadata,
    ...(Number.isFinite(expiresAt) && authorizer?.expiresAt !== undefined ? { expiresAt } : {}),
    ...(typeof jkt === "string" && jkt !== "" ? { jkt } : {}),
  };
}

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

/** A request header's value, whatever case its name came in. */
function headerOf(event: AnyEvent, lowerName: string): string | undefined {
  const headers = (event.headers ?? {}) as Record<string, string | undefined>;
  const name = Object.keys(headers).find((header) => header.toLowerCase() === lowerName);
  return name === undefined ? undefined : headers[name];
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
        authorization: headerOf(event, "authorization"),
        dpop: headerOf(event, "dpop"),
      },
      caller.resourceMetadata,
    ),
  );
}
