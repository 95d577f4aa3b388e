// Configuration from the environment (names are part of the public contract, see DESIGN.md).
// Read per call: a few property reads, and tests or the local gateway may set them after import.
import type { UpstreamProfile } from "../upstream/types";

export const DEFAULT_UPSTREAM_TIMEOUT_MS = 10_000;

export function baseUrlOf(profile: UpstreamProfile, env: NodeJS.ProcessEnv = process.env): string {
  const configured = env[`${profile.envPrefix}_API_BASE_URL`];
  return (configured || profile.defaultBaseUrl).replace(/\/+$/, "");
}

/** Timeout of one upstream attempt; keep it below the function's own timeout. */
export function upstreamTimeoutMs(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.UPSTREAM_TIMEOUT_MS);
  return Number.isFinite(value) && value > 0 ? value : DEFAULT_UPSTREAM_TIMEOUT_MS;
}
