// Removing this deployment's access at Xero when a person disconnects: every tenant connection the
// person's token reaches (GET /connections, DELETE /connections/{id}), then the refresh token (RFC
// 7009 revocation). Xero documents that revoking also removes the connections; both are done so
// that one failing still leaves the other done. An access token about to lapse is refreshed first,
// through the refresh grant the functions use. Problems are named by step and status, never with
// a token or a response body.

import { type Exchange, exchange, TransportError } from "../upstream/transport";
import { requestRefresh } from "../upstream-tokens/oauth-refresh";
import { type TokenSet, tokenSetFromOAuthResponse } from "../upstream-tokens/token-set";
import { type Provider, revokeToken } from "./upstream-client";

/** Xero's connection ids are UUIDs; nothing else is put into a DELETE path. */
const CONNECTION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CALL_TIMEOUT_MS = 5000;
/** An access token with less left than this is refreshed before use. */
const EXPIRY_MARGIN_MS = 60_000;

export interface XeroEndpoints {
  connectionsUrl: string;
  tokenUrl: string;
}

export interface XeroRemoval {
  removedConnections: number;
  revoked: boolean;
  /** What did not complete, e.g. `connections: HTTP 503`; empty when everything did. */
  problems: string[];
}

/** The person's tokens while they are used up: a refresh replaces both. */
interface Held {
  access: string;
  refresh?: string;
  refreshed: boolean;
}

export async function removeXeroAccess(
  set: TokenSet,
  endpoints: XeroEndpoints,
  provider: Provider,
  secretId: string,
  now: () => number = Date.now,
): Promise<XeroRemoval> {
  const removal: XeroRemoval = { removedConnections: 0, revoked: false, problems: [] };
  const held: Held = { access: set.accessToken, refreshed: false };
  if (set.refreshToken && !set.refreshError) held.refresh = set.refreshToken;

  const refresh = async (): Promise<boolean> => {
    if (!held.refresh || held.refreshed) return false;
    held.refreshed = true;
    try {
      const answer = await requestRefresh({
        endpoint: set.tokenEndpoint ?? endpoints.tokenUrl,
        client: provider.credentials,
        refreshToken: held.refresh,
        label: "Xero",
        connection: secretId,
      });
      const next = tokenSetFromOAuthResponse(answer, set, now());
      if (!next) throw new Error("no access token in the refresh answer");
      held.access = next.accessToken;
      held.refresh = next.refreshToken;
      return true;
    } catch (error) {
      removal.problems.push(`refresh: ${(error as { type?: string }).type ?? (error as Error).name}`);
      return false;
    }
  };

  if (set.expiresAt !== undefined && set.expiresAt - now() < EXPIRY_MARGIN_MS) await refresh();
  let ids = await listConnectionIds(endpoints.connectionsUrl, held.access, removal);
  if (ids === "unauthorized" && (await refresh()))
    ids = await listConnectionIds(endpoints.connectionsUrl, held.access, removal);
  if (ids === "unauthorized") removal.problems.push("connections: HTTP 401");
  else if (ids) await deleteConnections(endpoints.connectionsUrl, held.access, ids, removal);

  if (held.refresh) {
    try {
      await revokeToken(provider, held.refresh, "refresh_token");
      removal.revoked = true;
    } catch (error) {
      removal.problems.push(`revocation: ${failureOf(error)}`);
    }
  }
  return removal;
}

/** oauth4webapi's error for an answer carries it (as `status` or as its `cause`): name the status. */
function failureOf(error: unknown): string {
  const { status, cause } = error as { status?: unknown; cause?: unknown };
  if (typeof status === "number") return `HTTP ${status}`;
  if (cause instanceof Response) return `HTTP ${cause.status}`;
  return (error as Error).name;
}

/** One call to Xero over the functions' upstream transport (no redirect is followed). */
function call(method: "GET" | "DELETE", url: string, accessToken: string): Promise<Exchange> {
  const headers = { authorization: `Bearer ${accessToken}`, accept: "application/json" };
  return exchange(url, { method, headers }, CALL_TIMEOUT_MS);
}

const succeeded = (answer: Exchange) => answer.status >= 200 && answer.status < 300;

/** Why a call got no answer: the transport's reason (timeout, network, ...). */
const unanswered = (error: unknown) =>
  error instanceof TransportError ? error.reason : (error as Error).name;

/** The ids of the person's connections; "unauthorized" for a 401, undefined after another failure. */
async function listConnectionIds(
  connectionsUrl: string,
  accessToken: string,
  removal: XeroRemoval,
): Promise<string[] | "unauthorized" | undefined> {
  let listed: unknown;
  try {
    const response = await call("GET", connectionsUrl, accessToken);
    if (!succeeded(response)) {
      if (response.status === 401) return "unauthorized";
      removal.problems.push(`connections: HTTP ${response.status}`);
      return undefined;
    }
    listed = JSON.parse(Buffer.from(response.body).toString("utf8"));
  } catch (error) {
    removal.problems.push(`connections: ${unanswered(error)}`);
    return undefined;
  }
  if (!Array.isArray(listed)) {
    removal.problems.push("connections: not a list");
    return undefined;
  }
  const ids = listed.map((connection) => (connection as { id?: unknown } | null)?.id);
  const valid = ids.filter((id): id is string => typeof id === "string" && CONNECTION_ID.test(id));
  if (valid.length < ids.length) removal.problems.push("connections: an id that is not a UUID was skipped");
  return valid;
}

async function deleteConnections(
  connectionsUrl: string,
  accessToken: string,
  ids: readonly string[],
  removal: XeroRemoval,
): Promise<void> {
  const base = connectionsUrl.replace(/\/+$/, "");
  for (const id of ids) {
    try {
      const response = await call("DELETE", `${base}/${encodeURIComponent(id)}`, accessToken);
      // 404: gone already (a disconnect from another tab, or in Xero itself).
      if (succeeded(response)) removal.removedConnections += 1;
      else if (response.status !== 404) removal.problems.push(`delete connection: HTTP ${response.status}`);
    } catch (error) {
      removal.problems.push(`delete connection: ${unanswered(error)}`);
    }
  }
}
