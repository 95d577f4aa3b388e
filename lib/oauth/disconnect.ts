// A person disconnects an account on the account page. The connection secret is deleted whatever
// the provider answers: the person asked this server to stop acting for them, and that has to hold
// while Xero is down too. Before that, for Xero, the server removes its access at Xero
// (xero-access.ts); when that does not complete, the page says so and where to finish it in Xero.
// TickTick documents no revocation endpoint: its token is only forgotten here.
//
// What a disconnect cannot reach at once: the family functions' containers each keep a token set
// they read for TOKEN_CACHE_TTL_SECONDS (lib/upstream-tokens/secrets-manager.ts), so a copy read just
// before the secret was deleted serves new calls until then. For Xero that copy reaches nothing once the
// connections are deleted at Xero; for TickTick (and for Xero when its removal failed) new calls
// stop when the copies lapse. The account page says by when (tokenCacheSeconds in
// lib/upstream-tokens/secrets-manager.ts; pages.ts).

import type { Toolkit } from "../catalog/toolkits";
import { log } from "../runtime/log";
import { type ClientCredentials, parseTokenSet, type TokenSet } from "../upstream-tokens/token-set";
import { type ConnectionSecrets, connectionSecretId } from "./connection-secrets";
import type { AuthServerSettings } from "./settings";
import { appProvider } from "./upstream-client";
import { removeXeroAccess } from "./xero-access";

/**
 * What happened at the provider: `removed` (Xero: connections deleted, refresh token revoked),
 * `failed` (Xero: not all of it), `unsupported` (TickTick: nothing to call), `none` (nothing was
 * connected).
 */
export const PROVIDER_REMOVALS = ["removed", "failed", "unsupported", "none"] as const;
export type ProviderRemoval = (typeof PROVIDER_REMOVALS)[number];

/** What a disconnect needs: a part of FlowDeps (legs/context.ts), declared here since the account leg imports this. */
export interface DisconnectDeps {
  settings: AuthServerSettings;
  connections: ConnectionSecrets;
  /** An app's `{client_id, client_secret}` from its secret. */
  credentials(secretId: string): Promise<ClientCredentials>;
}

export async function disconnectAccount(
  deps: DisconnectDeps,
  toolkit: Toolkit,
  principal: string,
): Promise<ProviderRemoval> {
  const stored = await deps.connections.read(toolkit, principal);
  if (stored === undefined) return "none";
  const removal = toolkit === "LedgerApi" ? await removeAtXero(deps, principal, stored) : "unsupported";
  await deps.connections.remove(toolkit, principal);
  return removal;
}

async function removeAtXero(
  deps: DisconnectDeps,
  principal: string,
  stored: string,
): Promise<ProviderRemoval> {
  const { settings } = deps;
  const app = settings.upstreams.LedgerApi;
  const secretId = connectionSecretId(settings.tokenSecretPrefix, "LedgerApi", principal);
  let problems: string[];
  try {
    const set = parseTokenSet(stored, secretId);
    const provider = appProvider(app, await credentialsOf(deps, set), settings.allowLoopbackHttp);
    const endpoints = { connectionsUrl: app.connectionsUrl ?? "", tokenUrl: app.tokenUrl };
    ({ problems } = await removeXeroAccess(set, endpoints, provider, secretId));
  } catch (error) {
    // A malformed secret or unreadable app credentials: nothing could be sent to Xero.
    problems = [`setup: ${(error as Error).name}`];
  }
  if (problems.length === 0) return "removed";
  log("warn", "Xero access not fully removed on disconnect; the connection secret is deleted", {
    principal,
    problems,
  });
  return "failed";
}

/** The Xero app's credentials the set names, else the configured app's. */
async function credentialsOf(deps: DisconnectDeps, set: TokenSet) {
  const client = set.client ?? { secretId: deps.settings.upstreams.LedgerApi.clientSecretId };
  return "secretId" in client ? deps.credentials(client.secretId) : client;
}
