// The token sets of one container: its cache and its in-flight refreshes. The refresh protocol
// across containers (docs/tokens.md) is in refresh-protocol.ts, loaded on the first refresh: a cold
// start whose token is still good loads only this. A connection whose secret is a Custom
// Connection's credentials is served by custom-connection.ts, loaded when the first one is read.
import type { TokenSource } from "../runtime/execute";
import { lazyClient } from "../runtime/lazy-client";
import { log } from "../runtime/log";
import type { ConnectionConfig } from "./connection-config";
import type { CustomConnectionSource } from "./custom-connection";
import type { RefreshProtocol } from "./refresh-protocol";
import { awsSecrets, SecretCache, type SecretsApi } from "./secrets-manager";
import { lapsesWithin, parseTokenSet, type TokenSet } from "./token-set";

export type { ConnectionConfig } from "./connection-config";

/** Refresh this long before `expires_at`: no call should start with a token about to lapse. */
export const REFRESH_AHEAD_MS = 5 * 60_000;

export interface TokenBrokerOptions {
  secrets?: SecretsApi;
  /** The clock for expiry decisions and the cache. */
  now?: () => number;
  refreshAheadMs?: number;
  /** How often a container without the lease re-reads the secret (jittered), and for how long. */
  waitIntervalMs?: number;
  waitTimeoutMs?: number;
  /**
   * Writing a set fresh from the token endpoint: this many attempts (default 3), the first wait
   * (default 200 ms, then doubled, each jittered 0.5-1.5x), and no attempt started after this long
   * (default 3 s). Each attempt is one SDK call, with the SDK's own retries.
   */
  writeAttempts?: number;
  writeBackoffMs?: number;
  writeBudgetMs?: number;
}

/** A connection's token source, and for a Custom Connection its one organisation. */
export interface ConnectionSource extends TokenSource {
  /** The Custom Connection's tenant (`connectionsUrl` finds it); undefined for any other connection. */
  tenant?(connectionsUrl: string): Promise<string | undefined>;
}

export interface TokenBroker {
  /** The connection stored in `config.secretId` (a token set, or a Custom Connection's credentials), or the Custom Connection `config.clientInEnv` names. */
  sourceFor(config: ConnectionConfig): ConnectionSource;
}

const errorTypeOf = (error: unknown) => (error as { type?: string }).type ?? "InternalError";

export function createTokenBroker(options: TokenBrokerOptions = {}): TokenBroker {
  const now = options.now ?? Date.now;
  const secrets = new SecretCache(options.secrets ?? awsSecrets, now);
  const refreshAheadMs = options.refreshAheadMs ?? REFRESH_AHEAD_MS;
  const inFlight = new Map<string, Promise<TokenSet>>();
  const protocol = lazyClient<RefreshProtocol>(() =>
    import("./refresh-protocol").then(({ createRefreshProtocol }) =>
      createRefreshProtocol({
        secrets,
        now,
        refreshAheadMs,
        waitIntervalMs: options.waitIntervalMs ?? 250,
        waitTimeoutMs: options.waitTimeoutMs ?? 15_000,
        writeAttempts: Math.max(1, options.writeAttempts ?? 3),
        writeBackoffMs: options.writeBackoffMs ?? 200,
        writeBudgetMs: options.writeBudgetMs ?? 3_000,
      }),
    ),
  );

  const dueForRefresh = (set: TokenSet) => lapsesWithin(set.expiresAt, now(), refreshAheadMs);
  const canRefresh = (set: TokenSet, config: ConnectionConfig) =>
    config.tokenEndpoint !== undefined && set.refreshToken !== undefined && set.refreshError === undefined;
  /** Stored after `stale` by another holder (or the operator): a different token, not about to lapse. */
  const replaces = (set: TokenSet, stale: string) => set.accessToken !== stale && !dueForRefresh(set);

  const customConnections = lazyClient(() =>
    import("./custom-connection").then((module) => module.createCustomConnections(now)),
  );

  /** The secret: a token set, or (where there is a token endpoint) a Custom Connection's credentials. */
  async function stored(config: ConnectionConfig) {
    if (config.clientInEnv)
      return { custom: (await customConnections.get()).fromEnv(config, config.clientInEnv) };
    const text = await secrets.read(config.secretId, config.cacheTtlMs);
    try {
      return { set: parseTokenSet(text, config.secretId) };
    } catch (error) {
      // No token set: a Custom Connection's secret holds the client's credentials instead.
      const custom =
        config.tokenEndpoint === undefined
          ? undefined
          : (await customConnections.get()).fromSecret(config, text);
      if (!custom) throw error;
      return { custom };
    }
  }

  /** Concurrent calls in this container share one refresh per secret. */
  function flight(config: ConnectionConfig, stale: string): Promise<TokenSet> {
    let running = inFlight.get(config.secretId);
    if (!running) {
      running = protocol
        .get()
        .then((loaded) => loaded.coordinate(config, stale))
        .finally(() => inFlight.delete(config.secretId));
      inFlight.set(config.secretId, running);
    }
    return running;
  }

  async function refreshed(config: ConnectionConfig, stale: string): Promise<TokenSet> {
    const set = await flight(config, stale);
    // A joined flight may have ended on the very token this caller saw refused.
    return set.accessToken !== stale ? set : flight(config, stale);
  }

  /** A failed refresh came from the protocol, so it is loaded: it tells whether a person must act. */
  async function countIfReauthorisation(config: ConnectionConfig, error: unknown): Promise<void> {
    try {
      (await protocol.get()).countIfReauthorisation(config, error);
    } catch {
      // The protocol did not load: that error is the call's, and nobody needs to reconnect for it.
    }
  }

  return {
    sourceFor(config) {
      // Known once the secret is read: this call's connection is a Custom Connection.
      let custom: CustomConnectionSource | undefined;
      return {
        refusedAgain: () => custom?.refusedAgain(),
        // A secret that cannot be read names no tenant here: the call's own token read says why.
        tenant: async (url) => (await stored(config).catch(() => undefined))?.custom?.tenantId(url),
        async get() {
          const found = await stored(config);
          if (found.custom) {
            custom = found.custom;
            return custom.get();
          }
          const { set } = found;
          if (!dueForRefresh(set) || !canRefresh(set, config)) return set.accessToken;
          try {
            return (await refreshed(config, set.accessToken)).accessToken;
          } catch (error) {
            await countIfReauthorisation(config, error);
            // Before expiry the current token still works: a failed early refresh must not fail the call.
            if (set.expiresAt !== undefined && set.expiresAt > now()) {
              log("warn", "early token refresh failed; using the current token", {
                secretId: config.secretId,
                errorType: errorTypeOf(error),
              });
              return set.accessToken;
            }
            throw error;
          }
        },
        async refresh(refused) {
          if (config.tokenEndpoint === undefined) {
            // No refresh grant (TickTick): a refused token needs a person's new authorisation.
            (await protocol.get()).countReauthorisation(config, "no-refresh-grant");
            return undefined;
          }
          const found = await stored(config);
          if (found.custom) {
            custom = found.custom;
            return custom.refresh(refused);
          }
          const { set } = found;
          if (replaces(set, refused)) return set.accessToken;
          if (!set.refreshToken) {
            (await protocol.get()).countReauthorisation(config, "no-refresh-token");
            return undefined;
          }
          try {
            // A set marked refused goes through the protocol too: a held successor may exist.
            return (await refreshed(config, refused)).accessToken;
          } catch (error) {
            await countIfReauthorisation(config, error);
            throw error;
          }
        },
      };
    },
  };
}
