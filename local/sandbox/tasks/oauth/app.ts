// TickTick's OAuth as the sandbox emulates it (developer.ticktick.com; docs/reference/tasks-api.md §1):
// the registered app, the two scopes, codes and tokens. No refresh grant, as TickTick.
import type { OAuthApp } from "../../oauth/app";

/** The one app the sandbox accepts. Redirect URIs are given when the sandbox starts, or later. */
export const SANDBOX_TICKTICK_APP: Readonly<OAuthApp> = Object.freeze({
  clientId: "sandbox-ticktick-client",
  clientSecret: "sandbox-ticktick-client-secret",
  redirectUris: [],
});

export const TICKTICK_SCOPES: ReadonlySet<string> = new Set(["tasks:read", "tasks:write"]);

/** TickTick's tokens last about 180 days and cannot be refreshed. */
export const ACCESS_TOKEN_SECONDS = 180 * 24 * 3600;
/** TickTick does not say; the sandbox keeps a code 5 minutes, like Xero. */
export const CODE_TTL_MS = 5 * 60_000;

export const AUTHORIZE_PATH = "/oauth/authorize";
export const TOKEN_PATH = "/oauth/token";
