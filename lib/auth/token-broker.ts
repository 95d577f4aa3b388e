// The token sets of one container: its cache and its in-flight refreshes. The refresh protocol
// across containers (docs/tokens.md) is in refresh-protocol.ts, loaded on the first refresh: a cold
// start whose token is still good loads only this.
import type { TokenSource } from "../runtime/execute";
import { lazyClient } from "../runtime/lazy-client";
import { log } from "../runtime/log";
import type { ConnectionConfig } from "./connection-config";
import type { RefreshProtocol } from "./refresh-protocol";
import { awsSecrets, SecretCache, type SecretsApi } from "./secrets-manager";
import { parseTokenSet, type TokenSet } from "./token-set";

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

export interface TokenBroker {
  sourceFor(config: ConnectionConfig): TokenSource;
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

  const dueForRefresh = (set: TokenSet) =>
    set.expiresAt !== undefined && set.expiresAt - now() < refreshAheadMs;
  const canRefresh = (set: TokenSet, config: ConnectionConfig) =>
    config.tokenEndpoint !== undefined && set.refreshToken !== undefined && set.refreshError === undefined;
  /** Stored after `stale` by another holder (or the operator): a different token, not about to lapse. */
  const replaces = (set: TokenSet, stale: string) => set.accessToken !== stale && !dueForRefresh(set);

  const cachedSet = async (config: ConnectionConfig) =>
    parseTokenSet(await secrets.read(config.secretId, config.cacheTtlMs), config.secretId);

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
      return {
        async get() {
          const set = await cachedSet(config);
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
          const set = await cachedSet(config);
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
