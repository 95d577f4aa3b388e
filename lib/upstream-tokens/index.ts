// Chooses where a toolkit's access token comes from: the connection's secret in Secrets Manager
// when `<P>_TOKEN_SECRET_ID` is set (production), else `<P>_API_ACCESS_TOKEN`, else a Custom
// Connection's `<P>_CLIENT_ID` / `<P>_CLIENT_SECRET` (local runs; Xero only).

import { TOOLKIT_FACTS } from "../catalog/toolkits";
import { ToolError } from "../runtime/errors";
import type { TokenSource } from "../runtime/execute";
import type { UpstreamProfile } from "../upstream/types";
import { assertSingleConnection, secretIdFor } from "./connections";
import { RefreshTokenRefused } from "./oauth-refresh";
import { dynamoDbLease, inProcessLease, resetLeaseClient } from "./refresh-lease";
import { NOT_CONNECTED, resetSecretsClient, tokenCacheSeconds } from "./secrets-manager";
import { type ConnectionConfig, type ConnectionSource, createTokenBroker } from "./token-broker";

export type { ConnectionSource, TokenSource };

/** This container's token sets: module state lives as long as the Lambda execution environment. */
let containerTokens = createTokenBroker();

/** How the function is configured for the connection stored in `secretId`. */
export function connectionConfig(
  profile: UpstreamProfile,
  secretId: string,
  env: NodeJS.ProcessEnv = process.env,
): ConnectionConfig {
  const prefix = profile.envPrefix;
  const defaultEndpoint = TOOLKIT_FACTS[profile.toolkit].tokenEndpoint;
  const table = env.IDEMPOTENCY_TABLE;
  return {
    secretId,
    label: profile.label,
    envPrefix: prefix,
    toolkit: profile.toolkit,
    // Only toolkits with a refresh grant get an endpoint; the env override is for tests and proxies.
    tokenEndpoint:
      defaultEndpoint === undefined ? undefined : env[`${prefix}_TOKEN_ENDPOINT`] || defaultEndpoint,
    clientSecretId: env[`${prefix}_OAUTH_CLIENT_SECRET_ID`] || undefined,
    cacheTtlMs: tokenCacheSeconds(env) * 1000,
    // Without a table (local runs) only this process is coordinated.
    lease: table ? dynamoDbLease(table) : inProcessLease,
  };
}

/** Why a person must (re)connect an account: none stored yet, or the stored one stopped working. */
export const RECONNECT = "reconnect";

/**
 * With CONNECT_URL set (deployments with the OAuth front door), a connection is the person's to
 * fix: an account not connected yet, or one whose refresh token the provider refused, answers an
 * AuthError that says where to connect it (again).
 */
function withConnectLink(
  source: ConnectionSource,
  profile: UpstreamProfile,
  connectUrl: string | undefined,
): ConnectionSource {
  if (!connectUrl) return source;
  const link = (error: unknown): never => {
    const notConnected =
      error instanceof ToolError && (error.details as { reason?: unknown })?.reason === NOT_CONNECTED;
    if (!notConnected && !(error instanceof RefreshTokenRefused)) throw error;
    const message = notConnected
      ? `No ${profile.label} account is connected for you yet. Open ${connectUrl} in a browser to connect it, then call the tool again.`
      : `Your ${profile.label} connection no longer works: ${profile.label} refused its refresh token (it expired or was revoked). Open ${connectUrl} in a browser to connect it again, then call the tool again.`;
    throw new ToolError("AuthError", message, {
      details: { reason: notConnected ? NOT_CONNECTED : RECONNECT, connectUrl, toolkit: profile.toolkit },
      cause: error,
    });
  };
  const { refresh, refusedAgain, tenant } = source;
  return {
    get: () => source.get().catch(link),
    ...(tenant && { tenant: (url: string) => tenant.call(source, url) }),
    ...(refresh && { refresh: (refused: string) => refresh.call(source, refused).catch(link) }),
    ...(refusedAgain && { refusedAgain: () => refusedAgain.call(source) }),
  };
}

export function tokenSourceFor(
  profile: UpstreamProfile,
  env: NodeJS.ProcessEnv = process.env,
  connection?: string,
): ConnectionSource {
  const template = env[`${profile.envPrefix}_TOKEN_SECRET_ID`];
  if (template) {
    const source = containerTokens.sourceFor(
      connectionConfig(profile, secretIdFor(template, connection, profile.label), env),
    );
    return withConnectLink(source, profile, env.CONNECT_URL);
  }
  assertSingleConnection(connection, profile.label);
  const prefix = profile.envPrefix;
  const token = env[`${prefix}_API_ACCESS_TOKEN`];
  if (token) return { get: () => Promise.resolve(token) };
  if (env[`${prefix}_CLIENT_ID`] || env[`${prefix}_CLIENT_SECRET`]) {
    const config = connectionConfig(profile, `${prefix}_CLIENT_ID`, env);
    // A Custom Connection (client_credentials) exists only where there is a token endpoint (Xero).
    if (config.tokenEndpoint !== undefined) return containerTokens.sourceFor({ ...config, clientInEnv: env });
  }
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

/** For tests: a fresh container (no cached secrets, no SDK clients, e.g. after changing endpoints). */
export function resetTokenCaches(): void {
  containerTokens = createTokenBroker();
  resetSecretsClient();
  resetLeaseClient();
}
