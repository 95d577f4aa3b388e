// Chooses where a toolkit's access token comes from: a Secrets Manager secret when
// `<P>_TOKEN_SECRET_ID` is set (production), else `<P>_API_ACCESS_TOKEN` (local runs).
import { ToolError } from "../runtime/errors";
import type { TokenSource } from "../runtime/execute";
import type { UpstreamProfile } from "../upstream/types";
import { DEFAULT_TOKEN_CACHE_SECONDS, secretsManagerToken } from "./secrets-manager";

export type { TokenSource };

export function tokenSourceFor(profile: UpstreamProfile, env: NodeJS.ProcessEnv = process.env): TokenSource {
  const secretId = env[`${profile.envPrefix}_TOKEN_SECRET_ID`];
  if (secretId) {
    const ttl = Number(env.TOKEN_CACHE_TTL_SECONDS);
    return {
      get: secretsManagerToken(
        secretId,
        Number.isFinite(ttl) && ttl >= 0 ? ttl : DEFAULT_TOKEN_CACHE_SECONDS,
      ),
    };
  }
  const token = env[`${profile.envPrefix}_API_ACCESS_TOKEN`];
  if (token) return { get: () => Promise.resolve(token) };
  return {
    get: () =>
      Promise.reject(
        new ToolError(
          "AuthError",
          `No ${profile.label} token is configured: set ${profile.envPrefix}_TOKEN_SECRET_ID (a Secrets Manager secret) or ${profile.envPrefix}_API_ACCESS_TOKEN.`,
        ),
      ),
  };
}
