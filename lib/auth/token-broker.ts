// The token sets of one container: its cache, its in-flight refreshes, and the refresh protocol
// across containers (docs/tokens.md): take the lease, re-read, refresh, write back, release; or,
// without the lease, wait for the set its holder stores.
import { ToolError } from "../runtime/errors";
import type { TokenSource } from "../runtime/execute";
import { log } from "../runtime/log";
import { RefreshTokenRefused, requestRefresh } from "./oauth-refresh";
import { leaseKeyFor, type RefreshLease } from "./refresh-lease";
import { awsSecrets, SecretCache, type SecretsApi } from "./secrets-manager";
import {
  type ClientCredentials,
  parseClientCredentials,
  parseTokenSet,
  serializeTokenSet,
  type TokenSet,
  tokenSetFromOAuthResponse,
} from "./token-set";

/** Refresh this long before `expires_at`: no call should start with a token about to lapse. */
export const REFRESH_AHEAD_MS = 5 * 60_000;

/** One connection as the function is configured for it. */
export interface ConnectionConfig {
  secretId: string;
  /** "Xero", for messages. */
  label: string;
  /** `<P>`, for messages naming environment variables. */
  envPrefix: string;
  /** The toolkit's token endpoint when it has a refresh grant (Xero); undefined: never refreshed. */
  tokenEndpoint?: string;
  /** The OAuth client secret used when the token set names none. */
  clientSecretId?: string;
  cacheTtlMs: number;
  lease: RefreshLease;
}

export interface TokenBrokerOptions {
  secrets?: SecretsApi;
  /** The clock for expiry decisions and the cache. */
  now?: () => number;
  refreshAheadMs?: number;
  /** How often a container without the lease re-reads the secret (jittered), and for how long. */
  waitIntervalMs?: number;
  waitTimeoutMs?: number;
}

export interface TokenBroker {
  sourceFor(config: ConnectionConfig): TokenSource;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createTokenBroker(options: TokenBrokerOptions = {}): TokenBroker {
  const now = options.now ?? Date.now;
  const secrets = new SecretCache(options.secrets ?? awsSecrets, now);
  const refreshAheadMs = options.refreshAheadMs ?? REFRESH_AHEAD_MS;
  const waitIntervalMs = options.waitIntervalMs ?? 250;
  const waitTimeoutMs = options.waitTimeoutMs ?? 15_000;
  const inFlight = new Map<string, Promise<TokenSet>>();

  const dueForRefresh = (set: TokenSet) =>
    set.expiresAt !== undefined && set.expiresAt - now() < refreshAheadMs;
  const canRefresh = (set: TokenSet, config: ConnectionConfig) =>
    config.tokenEndpoint !== undefined && set.refreshToken !== undefined && set.refreshError === undefined;
  /** Stored after `stale` by another holder (or the operator): a different token, not about to lapse. */
  const replaces = (set: TokenSet, stale: string) => set.accessToken !== stale && !dueForRefresh(set);

  const cachedSet = async (config: ConnectionConfig) =>
    parseTokenSet(await secrets.read(config.secretId, config.cacheTtlMs), config.secretId);
  const storedSet = async (config: ConnectionConfig) =>
    parseTokenSet(await secrets.readFresh(config.secretId, config.cacheTtlMs), config.secretId);

  function assertRefreshable(
    set: TokenSet,
    config: ConnectionConfig,
  ): asserts set is TokenSet & {
    refreshToken: string;
  } {
    if (set.refreshError) throw new RefreshTokenRefused(set.refreshError, config.label, config.secretId);
    if (!canRefresh(set, config)) {
      throw new ToolError(
        "AuthError",
        `The token set of connection ${config.secretId} has no refresh token; re-authorise the connection and store the new token set.`,
      );
    }
  }

  async function clientCredentials(config: ConnectionConfig, set: TokenSet): Promise<ClientCredentials> {
    const client = set.client ?? (config.clientSecretId ? { secretId: config.clientSecretId } : undefined);
    if (!client) {
      throw new ToolError(
        "AuthError",
        `The token set of connection ${config.secretId} names no OAuth client: add "client": {"secret_id": "..."} to it or set ${config.envPrefix}_OAUTH_CLIENT_SECRET_ID (see docs/tokens.md).`,
      );
    }
    if (!("secretId" in client)) return client;
    return parseClientCredentials(await secrets.read(client.secretId, config.cacheTtlMs), client.secretId);
  }

  async function store(config: ConnectionConfig, set: TokenSet, what: string): Promise<void> {
    const secretString = serializeTokenSet(set, now());
    try {
      await secrets.write(config.secretId, secretString, config.cacheTtlMs);
    } catch (error) {
      // This container keeps the set; others refresh again, which Xero's grace period for the old
      // refresh token allows. Only the error type is logged: never the set.
      secrets.remember(config.secretId, secretString, config.cacheTtlMs);
      log("error", `${what} could not be stored`, {
        secretId: config.secretId,
        errorType: error instanceof ToolError ? error.type : "InternalError",
      });
    }
  }

  /** Run by the lease holder only: one call to the token endpoint, then the new set is stored. */
  async function refreshAndStore(config: ConnectionConfig, set: TokenSet & { refreshToken: string }) {
    const endpoint = set.tokenEndpoint ?? config.tokenEndpoint ?? "";
    let answer: unknown;
    try {
      answer = await requestRefresh({
        endpoint,
        client: await clientCredentials(config, set),
        refreshToken: set.refreshToken,
        label: config.label,
        connection: config.secretId,
      });
    } catch (error) {
      // Marked in the secret so no container spends another call on a dead refresh token.
      if (error instanceof RefreshTokenRefused) {
        await store(config, { ...set, refreshError: error.code }, "refused refresh token mark");
      }
      throw error;
    }
    const next = tokenSetFromOAuthResponse(answer, set, now());
    if (!next) {
      throw new ToolError(
        "UpstreamError",
        `The ${config.label} token endpoint answered without an access token.`,
        {
          retryable: true,
        },
      );
    }
    await store(config, next, "refreshed token set");
    return next;
  }

  async function coordinate(config: ConnectionConfig, stale: string): Promise<TokenSet> {
    const deadline = Date.now() + waitTimeoutMs;
    let stored = await storedSet(config);
    for (;;) {
      if (replaces(stored, stale)) return stored;
      assertRefreshable(stored, config);
      const release = await config.lease.tryAcquire(leaseKeyFor(config.secretId));
      if (release) {
        try {
          // The previous holder may have stored a new set since our read.
          stored = await storedSet(config);
          if (replaces(stored, stale)) return stored;
          assertRefreshable(stored, config);
          return await refreshAndStore(config, stored);
        } finally {
          await release();
        }
      }
      if (Date.now() >= deadline) {
        throw new ToolError(
          "UpstreamTimeout",
          `Another instance is refreshing the ${config.label} token of connection ${config.secretId} and has not finished; retry the call.`,
          { retryable: true },
        );
      }
      await sleep(waitIntervalMs * (0.5 + Math.random()));
      stored = await storedSet(config);
    }
  }

  /** Concurrent calls in this container share one refresh per secret. */
  function flight(config: ConnectionConfig, stale: string): Promise<TokenSet> {
    let running = inFlight.get(config.secretId);
    if (!running) {
      running = coordinate(config, stale).finally(() => inFlight.delete(config.secretId));
      inFlight.set(config.secretId, running);
    }
    return running;
  }

  async function refreshed(config: ConnectionConfig, stale: string): Promise<TokenSet> {
    const set = await flight(config, stale);
    // A joined flight may have ended on the very token this caller saw refused.
    return set.accessToken !== stale ? set : flight(config, stale);
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
            // Before expiry the current token still works: a failed early refresh must not fail the call.
            if (set.expiresAt !== undefined && set.expiresAt > now()) {
              log("warn", "early token refresh failed; using the current token", {
                secretId: config.secretId,
                errorType: error instanceof ToolError ? error.type : "InternalError",
              });
              return set.accessToken;
            }
            throw error;
          }
        },
        async refresh(refused) {
          if (config.tokenEndpoint === undefined) return undefined; // no refresh grant (TickTick)
          const set = await cachedSet(config);
          if (replaces(set, refused)) return set.accessToken;
          if (set.refreshError)
            throw new RefreshTokenRefused(set.refreshError, config.label, config.secretId);
          if (!set.refreshToken) return undefined;
          return (await refreshed(config, refused)).accessToken;
        },
      };
    },
  };
}
