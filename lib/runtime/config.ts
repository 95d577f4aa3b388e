// Configuration from the environment (the names are part of the public contract: docs/architecture.md).
// Read per call: a few property reads, and tests or the local gateway may set them after import.
import type { UpstreamProfile } from "../upstream/types";

export const DEFAULT_UPSTREAM_TIMEOUT_MS = 10_000;
export const DEFAULT_RATE_LIMIT_MAX_WAIT_MS = 5_000;
/**
 * How long an idle keep-alive connection to an upstream is kept: below common server idle timeouts
 * (Node's own server closes after 5 s), so the client closes it first rather than sending on a
 * connection the server is closing.
 */
export const DEFAULT_UPSTREAM_IDLE_SOCKET_MS = 4_000;
/**
 * Kept free before the function's own deadline: rendering the error, the log line and the
 * idempotency record's update must still fit after the last upstream attempt gives up.
 */
export const DEADLINE_MARGIN_MS = 1_000;

export function baseUrlOf(profile: UpstreamProfile, env: NodeJS.ProcessEnv = process.env): string {
  const configured = env[`${profile.envPrefix}_API_BASE_URL`];
  return (configured || profile.baseUrlFrom?.(env) || profile.defaultBaseUrl).replace(/\/+$/, "");
}

function positive(value: string | undefined): number | undefined {
  const number = Number(value);
  return value !== undefined && value !== "" && Number.isFinite(number) && number >= 0 ? number : undefined;
}

/** Timeout of one upstream attempt; the executor shortens it further to fit the function's deadline. */
export function upstreamTimeoutMs(env: NodeJS.ProcessEnv = process.env): number {
  const value = positive(env.UPSTREAM_TIMEOUT_MS);
  return value !== undefined && value > 0 ? value : DEFAULT_UPSTREAM_TIMEOUT_MS;
}

/** Idle keep-alive connections to an upstream are closed after this long (`UPSTREAM_IDLE_SOCKET_MS`). */
export function upstreamIdleSocketMs(env: NodeJS.ProcessEnv = process.env): number {
  const value = positive(env.UPSTREAM_IDLE_SOCKET_MS);
  return value !== undefined && value > 0 ? value : DEFAULT_UPSTREAM_IDLE_SOCKET_MS;
}

/** Most a call may spend waiting out 429s (Retry-After) before answering RateLimited. */
export function rateLimitMaxWaitMs(env: NodeJS.ProcessEnv = process.env): number {
  return positive(env.RATE_LIMIT_MAX_WAIT_MS) ?? DEFAULT_RATE_LIMIT_MAX_WAIT_MS;
}

/**
 * Calls in flight at once per upstream key (Xero: per tenant) in one container:
 * `<P>_MAX_IN_FLIGHT`, else the profile's default; 0 or unset without a default means no limit.
 */
export function maxInFlight(profile: UpstreamProfile, env: NodeJS.ProcessEnv = process.env): number {
  const value = positive(env[`${profile.envPrefix}_MAX_IN_FLIGHT`]) ?? profile.defaultMaxInFlight ?? 0;
  return value > 0 ? Math.floor(value) || 1 : Number.POSITIVE_INFINITY;
}
