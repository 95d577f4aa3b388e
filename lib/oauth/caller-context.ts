// What the OAuth authorizer hands the functions in `requestContext.authorizer` (the local gateway
// hands them the same): the principal, scopes and client, the token's `exp`, the route's resource
// metadata URL and, for a DPoP-bound token, its key's thumbprint. Only the shape and its reading:
// the authorizer and every function's start load it; the checks are in caller-checks.ts.
import type { VerifiedAccess } from "./access-token";

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
