// A person disconnects an account on the account page. The connection secret is deleted whatever
// the provider answers: the person asked this server to stop acting for them, and that has to hold
// while Xero is down too. Before that, for Xero, the server removes its access at Xero
// (xero-access.ts); when that does not complete, the page says so and where to finish it in Xero.
// TickTick documents no revocation endpoint: its token is only forgotten here.
import { parseTokenSet, type TokenSet } from "../auth/token-set";
import type { Toolkit } from "../catalog/toolkits";
import { log } from "../runtime/log";
import { type ConnectionSecrets, connectionSecretId } from "./connection-secrets";
import type { FlowDeps } from "./consent";
import { appProvider } from "./upstream-client";
import { removeXeroAccess } from "./xero-access";

/**
 * What happened at the provider: `removed` (Xero: connections deleted, refresh token revoked),
 * `failed` (Xero: not all of it), `unsupported` (TickTick: nothing to call), `none` (nothing was
 * connected).
 */
export const PROVIDER_REMOVALS = ["removed", "failed", "unsupported", "none"] as const;
export type ProviderRemoval = (typeof PROVIDER_REMOVALS)[number];

export type DisconnectDeps = Pick<FlowDeps, "settings" | "credentials"> & { connections: ConnectionSecrets };

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
