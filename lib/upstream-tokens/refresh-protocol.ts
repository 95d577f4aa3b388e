// The refresh protocol across containers (docs/tokens.md): take the lease, re-read, take over a
// held set, refresh, write back (or hold what cannot be written), release; or, without the lease,
// wait for the set its holder stores or holds. Loaded on a container's first refresh, not at its
// start: most cold starts refresh nothing (the token broker imports this module dynamically).
import { ToolError } from "../runtime/errors";
import { log } from "../runtime/log";
import { putMetric } from "../runtime/metric";
import type { ConnectionConfig } from "./connection-config";
import { openTokenSet, type SealedSet, sealTokenSet } from "./held-set";
import { RefreshTokenRefused, requestRefresh } from "./oauth-refresh";
import { type LeaseGrant, leaseKeyFor } from "./refresh-lease";
import type { SecretCache } from "./secrets-manager";
import {
  type ClientCredentials,
  lapsesWithin,
  parseClientCredentials,
  parseTokenSet,
  serializeTokenSet,
  type TokenSet,
  tokenSetFromOAuthResponse,
} from "./token-set";

/** The metric of a connection only a person can mend (docs/tokens.md, "Metrics and the alarm"). */
export const NEEDS_REAUTHORISATION_METRIC = "ConnectionNeedsReauthorisation";
/** The metric of a refreshed set that Secrets Manager did not take. */
export const WRITE_FAILED_METRIC = "TokenSetWriteFailed";
/** Every refresh grant the token endpoint answered with a new set (dimension Toolkit). */
export const TOKEN_REFRESHES_METRIC = "TokenRefreshes";
/** Every refresh grant that failed: refused, unreachable, or answered without a token (dimension Toolkit). */
export const TOKEN_REFRESH_FAILURES_METRIC = "TokenRefreshFailures";

/** What the protocol shares with its container's token broker. */
export interface ProtocolContext {
  secrets: SecretCache;
  now: () => number;
  refreshAheadMs: number;
  /** How often a container without the lease re-reads the secret (jittered), and for how long. */
  waitIntervalMs: number;
  waitTimeoutMs: number;
  /** Writing a set fresh from the token endpoint: attempts, the first wait, the time they may take. */
  writeAttempts: number;
  writeBackoffMs: number;
  writeBudgetMs: number;
}

export interface RefreshProtocol {
  /** A set that replaces `stale`: stored by someone, held by someone, or refreshed here. */
  coordinate(config: ConnectionConfig, stale: string): Promise<TokenSet>;
  /** Counts a call that needs a person's new authorisation (the metric line). */
  countReauthorisation(config: ConnectionConfig, reason: string): void;
  /** Counts it when `error` says so. */
  countIfReauthorisation(config: ConnectionConfig, error: unknown): void;
}

/** A set with no refresh token can only be replaced by a person's new authorisation. */
class MissingRefreshToken extends ToolError {
  constructor(secretId: string) {
    super(
      "AuthError",
      `The token set of connection ${secretId} has no refresh token; re-authorise the connection and store the new token set.`,
    );
  }
}

/** Why a person must reconnect, for the metric; undefined when the error is not that. */
function reauthorisationReason(error: unknown): string | undefined {
  if (error instanceof RefreshTokenRefused) return "refresh-token-refused";
  if (error instanceof MissingRefreshToken) return "no-refresh-token";
  return undefined;
}

const errorTypeOf = (error: unknown) => (error instanceof ToolError ? error.type : "InternalError");

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Whether `a` was issued after `b`: by `issued_at` when both carry it, else by `expires_at` (Xero's
 * tokens all live 30 minutes). A set that says neither is not newer; one `b` says nothing about is.
 */
export function issuedAfter(a: TokenSet, b: TokenSet): boolean {
  if (a.issuedAt !== undefined && b.issuedAt !== undefined) return a.issuedAt > b.issuedAt;
  if (a.expiresAt !== undefined && b.expiresAt !== undefined) return a.expiresAt > b.expiresAt;
  return (a.issuedAt !== undefined || a.expiresAt !== undefined) && b.expiresAt === undefined;
}

/** What the lease holder knows of the held set while it works: still in the record, or cleared. */
interface Holding {
  grant: LeaseGrant;
  /** The issue time of the set the record still holds, if any. */
  heldIssuedAt?: number;
  /** That set, opened (undefined when it did not open). */
  held?: TokenSet;
}

/** One per token broker (container): its unwritten sets live here. */
export function createRefreshProtocol(context: ProtocolContext): RefreshProtocol {
  const { secrets, now, refreshAheadMs, waitIntervalMs, waitTimeoutMs } = context;
  const { writeAttempts, writeBackoffMs, writeBudgetMs } = context;
  /**
   * Sets fresh from the token endpoint that Secrets Manager has not taken yet, per secret: this
   * container's own copy (the only one without a table), offered again at its next refresh.
   */
  const unwritten = new Map<string, TokenSet & { issuedAt: number }>();

  const dueForRefresh = (set: TokenSet) => lapsesWithin(set.expiresAt, now(), refreshAheadMs);
  const canRefresh = (set: TokenSet, config: ConnectionConfig) =>
    config.tokenEndpoint !== undefined && set.refreshToken !== undefined && set.refreshError === undefined;
  /** Stored after `stale` by another holder (or the operator): a different token, not about to lapse. */
  const replaces = (set: TokenSet, stale: string) => set.accessToken !== stale && !dueForRefresh(set);

  const storedSet = async (config: ConnectionConfig) =>
    parseTokenSet(await secrets.readFresh(config.secretId, config.cacheTtlMs), config.secretId);
  /** This container uses `set` from now on, whatever Secrets Manager holds. */
  const remember = (config: ConnectionConfig, set: TokenSet) =>
    secrets.remember(config.secretId, serializeTokenSet(set, now()), config.cacheTtlMs);

  const metric = (config: ConnectionConfig, name: string, properties: Record<string, unknown>) =>
    putMetric({
      name,
      dimensions: { Toolkit: config.toolkit ?? config.label },
      properties: { secretId: config.secretId, ...properties },
    });
  /** Every call that fails (or will) for want of a person's new authorisation is counted once. */
  const countReauthorisation = (config: ConnectionConfig, reason: string) =>
    metric(config, NEEDS_REAUTHORISATION_METRIC, { reason });
  const countIfReauthorisation = (config: ConnectionConfig, error: unknown) => {
    const reason = reauthorisationReason(error);
    if (reason) countReauthorisation(config, reason);
  };

  function assertRefreshable(
    set: TokenSet,
    config: ConnectionConfig,
  ): asserts set is TokenSet & {
    refreshToken: string;
  } {
    if (set.refreshError) throw new RefreshTokenRefused(set.refreshError, config.label, config.secretId);
    if (!canRefresh(set, config)) throw new MissingRefreshToken(config.secretId);
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

  /** One PutSecretValue; false when it failed (logged with the error type only, never the set). */
  async function writeOnce(config: ConnectionConfig, set: TokenSet, what: string): Promise<boolean> {
    try {
      await secrets.write(config.secretId, serializeTokenSet(set, now()), config.cacheTtlMs);
      return true;
    } catch (error) {
      log("warn", `${what} could not be written to Secrets Manager`, {
        secretId: config.secretId,
        errorType: errorTypeOf(error),
      });
      return false;
    }
  }

  /** Up to `writeAttempts` writes with jittered, doubling waits, none started after the budget. */
  async function writeWithRetries(config: ConnectionConfig, set: TokenSet, what: string): Promise<boolean> {
    const giveUpAt = Date.now() + writeBudgetMs;
    for (let attempt = 1; ; attempt++) {
      if (await writeOnce(config, set, what)) return true;
      const wait = writeBackoffMs * 2 ** (attempt - 1) * (0.5 + Math.random());
      if (attempt >= writeAttempts || Date.now() + wait > giveUpAt) return false;
      await sleep(wait);
    }
  }

  /** The held set, opened with the client secret `reference` names; undefined when it does not open. */
  async function openHeld(
    config: ConnectionConfig,
    sealed: SealedSet,
    reference: TokenSet,
  ): Promise<(TokenSet & { issuedAt: number }) | undefined> {
    try {
      const { clientSecret } = await clientCredentials(config, reference);
      return await openTokenSet(sealed, clientSecret, config.secretId);
    } catch (error) {
      // Another client secret (rotated since), or a damaged record: it stays until its TTL.
      log("error", "a held token set could not be opened; it is not used", {
        secretId: config.secretId,
        errorType: errorTypeOf(error),
      });
      return undefined;
    }
  }

  /**
   * A set fresh from the token endpoint: written with retries; if Secrets Manager still refuses,
   * held in the lease record (sealed), and in this container's cache either way. Never dropped.
   */
  async function keep(
    config: ConnectionConfig,
    set: TokenSet & { issuedAt: number },
    client: ClientCredentials,
    holding: Holding,
  ): Promise<void> {
    if (await writeWithRetries(config, set, "refreshed token set")) {
      await settle(config, holding, set);
      return;
    }
    remember(config, set);
    unwritten.set(config.secretId, set);
    let heldIn = "container";
    const store = config.lease.held;
    if (store) {
      try {
        const sealed = await sealTokenSet(set, client.clientSecret, config.secretId);
        // false: a set issued later is held already (two held sets: the later one is kept).
        heldIn = (await store.hold(leaseKeyFor(config.secretId), sealed)) ? "lease-record" : "superseded";
      } catch (error) {
        log("error", "the refreshed token set could not be held in the lease record either", {
          secretId: config.secretId,
          errorType: errorTypeOf(error),
        });
      }
    }
    log("error", "refreshed token set not in Secrets Manager after retries", {
      secretId: config.secretId,
      heldIn,
    });
    metric(config, WRITE_FAILED_METRIC, { heldIn });
  }

  /** Run by the lease holder only: one call to the token endpoint, then the new set is kept. */
  async function refreshAndStore(
    config: ConnectionConfig,
    set: TokenSet & { refreshToken: string },
    holding: Holding,
  ): Promise<TokenSet> {
    const endpoint = set.tokenEndpoint ?? config.tokenEndpoint ?? "";
    const client = await clientCredentials(config, set);
    let answer: unknown;
    try {
      answer = await requestRefresh({
        endpoint,
        client,
        refreshToken: set.refreshToken,
        label: config.label,
        connection: config.secretId,
      });
    } catch (error) {
      metric(config, TOKEN_REFRESH_FAILURES_METRIC, {
        reason: reauthorisationReason(error) ?? errorTypeOf(error),
      });
      // Marked in the secret so no container spends another call on a dead refresh token.
      if (error instanceof RefreshTokenRefused) {
        const marked = { ...set, refreshError: error.code };
        remember(config, marked);
        // When the refused set was a held one, Secrets Manager now says what became of it.
        if (await writeWithRetries(config, marked, "refused refresh token mark")) {
          await settle(config, holding, marked);
        }
      }
      throw error;
    }
    const fresh = tokenSetFromOAuthResponse(answer, set, now());
    if (!fresh) {
      metric(config, TOKEN_REFRESH_FAILURES_METRIC, { reason: "no-access-token" });
      throw new ToolError(
        "UpstreamError",
        `The ${config.label} token endpoint answered without an access token.`,
        {
          retryable: true,
        },
      );
    }
    const next = { ...fresh, issuedAt: now() };
    metric(config, TOKEN_REFRESHES_METRIC, {});
    await keep(config, next, client, holding);
    return next;
  }

  /** Secrets Manager now holds `written`: copies issued no later have done their work and go. */
  async function settle(config: ConnectionConfig, holding: Holding, written: TokenSet): Promise<void> {
    const kept = unwritten.get(config.secretId);
    if (kept && !issuedAfter(kept, written)) unwritten.delete(config.secretId);
    const heldAt = holding.heldIssuedAt;
    if (heldAt === undefined) return;
    // A held set that did not open is dropped only for a set issued after it.
    const overtaken = holding.held
      ? !issuedAfter(holding.held, written)
      : written.issuedAt !== undefined && written.issuedAt >= heldAt;
    if (!overtaken) return;
    await holding.grant.clearHeld(heldAt);
    holding.heldIssuedAt = undefined;
  }

  /**
   * The lease holder's work: the newest of the stored set, the held one and this container's
   * unwritten one is current; if it is not the stored one it is written back (once: it is safe where
   * it is meanwhile); copies Secrets Manager has overtaken are dropped; then a refresh, unless
   * someone already did it.
   */
  async function asHolder(config: ConnectionConfig, grant: LeaseGrant, stale: string): Promise<TokenSet> {
    // The previous holder may have stored a new set since our read.
    const stored = await storedSet(config);
    const holding: Holding = { grant, heldIssuedAt: grant.held?.issuedAt };
    if (grant.held) holding.held = await openHeld(config, grant.held, stored);
    let current = stored;
    for (const candidate of [unwritten.get(config.secretId), holding.held]) {
      if (candidate && issuedAfter(candidate, current)) current = candidate;
    }
    if (current === stored || (await writeOnce(config, current, "held token set"))) {
      await settle(config, holding, current);
    } else {
      remember(config, current);
    }
    if (replaces(current, stale)) return current;
    assertRefreshable(current, config);
    return refreshAndStore(config, current, holding);
  }

  /** The held set when it is newer than `stored` (any container may look; only a holder clears it). */
  async function heldNewerThan(config: ConnectionConfig, stored: TokenSet): Promise<TokenSet | undefined> {
    const store = config.lease.held;
    if (!store) return undefined;
    let sealed: SealedSet | undefined;
    try {
      sealed = await store.peek(leaseKeyFor(config.secretId));
    } catch (error) {
      log("warn", "the lease record could not be read for a held token set", {
        secretId: config.secretId,
        errorType: errorTypeOf(error),
      });
      return undefined;
    }
    if (!sealed) return undefined;
    const held = await openHeld(config, sealed, stored);
    return held && issuedAfter(held, stored) ? held : undefined;
  }

  async function coordinate(config: ConnectionConfig, stale: string): Promise<TokenSet> {
    const key = leaseKeyFor(config.secretId);
    const deadline = Date.now() + waitTimeoutMs;
    let stored = await storedSet(config);
    // A set that cannot be refreshed may have a held successor; otherwise the lease tells us.
    let look = stored.refreshError !== undefined;
    for (;;) {
      if (replaces(stored, stale)) return stored;
      const held = look ? await heldNewerThan(config, stored) : undefined;
      if (held) remember(config, held);
      if (held && replaces(held, stale)) {
        // Usable as it is. Written back by whoever holds the lease: us if it is free, else them.
        const grant = await config.lease.tryAcquire(key);
        if (!grant) return held;
        try {
          return await asHolder(config, grant, stale);
        } finally {
          await grant.release();
        }
      }
      assertRefreshable(held ?? stored, config);
      const grant = await config.lease.tryAcquire(key);
      if (grant) {
        try {
          return await asHolder(config, grant, stale);
        } finally {
          await grant.release();
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
      // The holder may have held its set instead of storing it.
      look = true;
    }
  }

  return { coordinate, countReauthorisation, countIfReauthorisation };
}
