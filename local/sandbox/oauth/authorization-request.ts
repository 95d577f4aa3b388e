// The checks every authorization request gets (RFC 6749 §4.1.1, §4.1.2.1): until client_id and
// redirect_uri are known good, problems are shown on a page (redirecting would hand an attacker
// the error at an address of their choice); after that they go back to the redirect URI.
import type { OAuthApp } from "./app";
import type { AuthorizationRequest, Checked } from "./consent-flow";
import { repeatedParameter } from "./wire";

export interface RequestRules {
  app: OAuthApp;
  /** Every scope a request may name. */
  supportedScopes: ReadonlySet<string>;
  /** Xero shows its error screen for a bad scope; RFC 6749 redirects with invalid_scope. */
  scopeErrorOnPage: boolean;
  /** Parameters that must not repeat, besides the common ones. */
  extraParameters?: readonly string[];
}

const COMMON = ["client_id", "redirect_uri", "response_type", "scope", "state"] as const;

export function checkAuthorizationRequest(
  params: URLSearchParams,
  rules: RequestRules,
): Checked<AuthorizationRequest> {
  const repeated = repeatedParameter(params, [...COMMON, ...(rules.extraParameters ?? [])]);
  if (repeated) return { kind: "page", message: `${repeated} is given more than once` };
  const clientId = params.get("client_id");
  if (clientId !== rules.app.clientId) return { kind: "page", message: "unknown client_id" };
  const redirectUri = params.get("redirect_uri") ?? "";
  if (!rules.app.redirectUris.includes(redirectUri)) {
    return { kind: "page", message: "redirect_uri is not one of the app's registered redirect URIs" };
  }
  const state = params.get("state") ?? undefined;
  const refuse = (error: string, description: string): Checked<AuthorizationRequest> => ({
    kind: "redirect",
    redirectUri,
    state,
    error,
    description,
  });
  if (params.get("response_type") !== "code") {
    return refuse("unsupported_response_type", "response_type must be code");
  }
  const scopes = (params.get("scope") ?? "").split(" ").filter(Boolean);
  const unknown = scopes.find((scope) => !rules.supportedScopes.has(scope));
  if (scopes.length === 0 || unknown !== undefined) {
    const message = unknown === undefined ? "scope is missing" : `scope ${unknown} is not supported`;
    return rules.scopeErrorOnPage ? { kind: "page", message } : refuse("invalid_scope", message);
  }
  return {
    kind: "ok",
    request: { clientId, redirectUri, scopes: [...new Set(scopes)], ...(state ? { state } : {}) },
  };
}
