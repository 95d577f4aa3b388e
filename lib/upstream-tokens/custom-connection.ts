// A Xero Custom Connection as a token source (docs/tokens.md, "Custom Connections"): the client's
// own credentials fetch an access token with the client_credentials grant, kept per container until
// shortly before it lapses. Concurrent callers share one grant; a token the upstream refused is
// fetched again once. The organisation is the connection's one tenant (GET /connections). Loaded
// by the token broker only when a connection is of this kind.
import { ToolError } from "../runtime/errors";
import type { TokenSource } from "../runtime/execute";
import { exchange } from "../upstream/transport";
import { type IssuedToken, requestClientCredentials } from "./client-credentials";
import type { ConnectionConfig } from "./connection-config";
import {
  badSecret,
  type ClientCredentials,
  lapsesWithin,
  optionalString,
  parseJsonObject,
} from "./token-set";

/** Fetch a new token this long before the cached one lapses: no call starts with one about to. */
export const EXPIRY_MARGIN_MS = 60_000;
const CONNECTIONS_TIMEOUT_MS = 10_000;

/** One Custom Connection as the function is configured for it. */
export interface CustomConnection {
  /** Where the credentials are (a secret id, or the variables' names): the cache key and for messages. */
  source: string;
  /** "Xero", for messages. */
  label: string;
  client: ClientCredentials;
  tokenEndpoint: string;
  /** Space-separated scopes to ask for; without it, every scope the connection was granted. */
  scope?: string;
  /** The organisation, when the configuration names it; else the one /connections lists. */
  tenantId?: string;
}

/** A Custom Connection's token source: the executor's TokenSource, and its organisation. */
export interface CustomConnectionSource extends Required<TokenSource> {
  /** The connection's tenant: its configured one, else the one `connectionsUrl` lists for its token. */
  tenantId(connectionsUrl: string): Promise<string>;
}

export interface CustomConnectionTokens {
  sourceFor(connection: CustomConnection): CustomConnectionSource;
}

export interface CustomConnectionOptions {
  /** The clock for expiry decisions. */
  now?: () => number;
  marginMs?: number;
}

/** What one connection keeps in the container: its token, the grant under way, its tenant. */
interface Entry {
  /** The credentials the token belongs to: other ones (a rotated secret) make a new entry. */
  key: string;
  token?: IssuedToken;
  flight?: Promise<IssuedToken>;
  tenant?: Promise<string>;
}

/**
 * The fields of a Custom Connection's secret, which holds the client's credentials instead of a
 * token set (`{"client_id", "client_secret"}`, no access token); undefined for any other secret.
 */
export function customConnectionFields(
  secretString: string | undefined,
): Record<string, unknown> | undefined {
  const text = secretString?.trim() ?? "";
  const object = text.startsWith("{") ? parseJsonObject(text) : undefined;
  if (!object || "access_token" in object || "accessToken" in object) return undefined;
  return "client_id" in object || "client_secret" in object ? object : undefined;
}

function requiredField(object: Record<string, unknown>, field: string, secretId: string): string {
  const value = optionalString(object, field, secretId);
  if (value === undefined) throw badSecret(secretId, `"${field}" must be a non-empty string`);
  return value;
}

/**
 * The connection a Custom Connection's secret describes: `client_id` and `client_secret`
 * required; `scope`, `token_endpoint` and `tenant_id` optional. A wrong field is named.
 */
export function customConnectionFromSecret(
  fields: Record<string, unknown>,
  secretId: string,
  defaults: { label: string; tokenEndpoint: string },
): CustomConnection {
  const clientId = requiredField(fields, "client_id", secretId);
  const clientSecret = requiredField(fields, "client_secret", secretId);
  const scope = optionalString(fields, "scope", secretId);
  const tenantId = optionalString(fields, "tenant_id", secretId);
  return {
    source: `the secret ${secretId}`,
    label: defaults.label,
    client: { clientId, clientSecret },
    tokenEndpoint: optionalString(fields, "token_endpoint", secretId) ?? defaults.tokenEndpoint,
    ...(scope && { scope }),
    ...(tenantId && { tenantId }),
  };
}

/** The connection `<P>_CLIENT_ID` and `<P>_CLIENT_SECRET` describe (local runs); both are needed. */
export function customConnectionFromEnv(
  env: NodeJS.ProcessEnv,
  prefix: string,
  defaults: { label: string; tokenEndpoint: string },
): CustomConnection {
  const idName = `${prefix}_CLIENT_ID`;
  const secretName = `${prefix}_CLIENT_SECRET`;
  const missing = [idName, secretName].filter((name) => !env[name]);
  if (missing.length > 0) {
    throw new ToolError(
      "AuthError",
      `A ${defaults.label} Custom Connection needs ${idName} and ${secretName}; ${missing.join(" and ")} ${missing.length > 1 ? "are" : "is"} not set.`,
    );
  }
  return {
    source: `${idName} / ${secretName}`,
    label: defaults.label,
    client: { clientId: env[idName] as string, clientSecret: env[secretName] as string },
    tokenEndpoint: defaults.tokenEndpoint,
  };
}

/** The organisations of a /connections answer; anything else is an upstream fault. */
function organisationsOf(text: string, label: string): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  if (!Array.isArray(parsed)) {
    throw new ToolError(
      "UpstreamError",
      `${label}'s /connections answered with something other than a list.`,
      {
        retryable: true,
      },
    );
  }
  return parsed
    .filter(
      (entry) =>
        entry && typeof entry === "object" && (entry.tenantType ?? "ORGANISATION") === "ORGANISATION",
    )
    .map((entry) => (entry as { tenantId?: unknown }).tenantId)
    .filter((id): id is string => typeof id === "string" && id !== "");
}

/** One container's Custom Connection tokens (one per token broker; tests make one per container). */
export function createCustomConnectionTokens(options: CustomConnectionOptions = {}): CustomConnectionTokens {
  const now = options.now ?? Date.now;
  const marginMs = options.marginMs ?? EXPIRY_MARGIN_MS;
  const entries = new Map<string, Entry>();

  function entryFor(connection: CustomConnection): Entry {
    const { client, tokenEndpoint, scope } = connection;
    const key = JSON.stringify([tokenEndpoint, client.clientId, client.clientSecret, scope ?? ""]);
    let entry = entries.get(connection.source);
    if (!entry || entry.key !== key) {
      entry = { key };
      entries.set(connection.source, entry);
    }
    return entry;
  }

  const usable = (token: IssuedToken | undefined): token is IssuedToken =>
    token !== undefined && !lapsesWithin(token.expiresAt, now(), marginMs);

  /** Concurrent callers share one grant; a failed grant is not kept. */
  function fetchToken(connection: CustomConnection, entry: Entry): Promise<IssuedToken> {
    if (!entry.flight) {
      const flight = requestClientCredentials(
        {
          endpoint: connection.tokenEndpoint,
          client: connection.client,
          ...(connection.scope && { scope: connection.scope }),
          label: connection.label,
          source: connection.source,
        },
        now,
      )
        .then((token) => {
          entry.token = token;
          return token;
        })
        .finally(() => {
          if (entry.flight === flight) entry.flight = undefined;
        });
      entry.flight = flight;
    }
    return entry.flight;
  }

  return {
    sourceFor(connection) {
      const get = async () => {
        const entry = entryFor(connection);
        return (usable(entry.token) ? entry.token : await fetchToken(connection, entry)).accessToken;
      };
      const refresh = async (refused: string) => {
        const entry = entryFor(connection);
        // A grant under way, or one another call already made after the same refusal, is the new token.
        const current = entry.flight ? await entry.flight : entry.token;
        if (usable(current) && current.accessToken !== refused) return current.accessToken;
        entry.token = undefined;
        return (await fetchToken(connection, entry)).accessToken;
      };
      return {
        get,
        refresh,
        refusedAgain() {
          // The fresh token was refused too: forget it, so the next call starts with a new grant.
          entryFor(connection).token = undefined;
          return `${connection.label} refused an access token of the Custom Connection (${connection.source}) just issued for this call: the connection may have been disconnected from its organisation or its subscription ended. Check it under My Apps in Xero's developer portal, then call again.`;
        },
        tenantId(connectionsUrl) {
          if (connection.tenantId) return Promise.resolve(connection.tenantId);
          const entry = entryFor(connection);
          if (!entry.tenant) {
            const lookup = findTenant(connection, connectionsUrl, get, refresh);
            entry.tenant = lookup;
            lookup.catch(() => {
              if (entry.tenant === lookup) entry.tenant = undefined;
            });
          }
          return entry.tenant;
        },
      };
    },
  };
}

/** What the token broker asks of this module: a connection's source, from its secret or the environment. */
export interface CustomConnections {
  /**
   * The connection a secret describes when it holds a Custom Connection's credentials (the broker
   * asks only for a secret that is no token set, where there is a token endpoint); else undefined.
   */
  fromSecret(config: ConnectionConfig, secretString: string | undefined): CustomConnectionSource | undefined;
  /** The connection `<P>_CLIENT_ID` / `<P>_CLIENT_SECRET` describe. */
  fromEnv(config: ConnectionConfig, env: NodeJS.ProcessEnv): CustomConnectionSource;
}

/** One container's Custom Connections, for its token broker. */
export function createCustomConnections(now: () => number): CustomConnections {
  const tokens = createCustomConnectionTokens({ now });
  const defaults = (config: ConnectionConfig) => ({
    label: config.label,
    tokenEndpoint: config.tokenEndpoint as string,
  });
  return {
    fromSecret: (config, secretString) =>
      tokens.sourceFor(
        customConnectionFromSecret(
          customConnectionFields(secretString) ?? {},
          config.secretId,
          defaults(config),
        ),
      ),
    fromEnv: (config, env) =>
      tokens.sourceFor(customConnectionFromEnv(env, config.envPrefix, defaults(config))),
  };
}

/** GET /connections with the connection's token (fetched again once after a 401): its one tenant. */
async function findTenant(
  connection: CustomConnection,
  connectionsUrl: string,
  get: () => Promise<string>,
  refresh: (refused: string) => Promise<string>,
): Promise<string> {
  const { label } = connection;
  const list = (token: string) =>
    exchange(
      connectionsUrl,
      { method: "GET", headers: { authorization: `Bearer ${token}`, accept: "application/json" } },
      CONNECTIONS_TIMEOUT_MS,
    ).catch(() => {
      throw new ToolError("UpstreamError", `${label}'s /connections could not be reached; retry the call.`, {
        retryable: true,
      });
    });
  const token = await get();
  let answer = await list(token);
  if (answer.status === 401) answer = await list(await refresh(token));
  if (answer.status < 200 || answer.status >= 300) {
    throw new ToolError(
      answer.status === 401 || answer.status === 403 ? "AuthError" : "UpstreamError",
      `${label}'s /connections refused the Custom Connection's token (HTTP ${answer.status}) (${connection.source}).`,
      { retryable: answer.status >= 500 || answer.status === 429 },
    );
  }
  const tenants = organisationsOf(Buffer.from(answer.body).toString("utf8"), label);
  if (tenants.length === 1) return tenants[0] as string;
  throw new ToolError(
    "AuthError",
    tenants.length === 0
      ? `The Custom Connection (${connection.source}) reaches no ${label} organisation: an organisation must authorise it in ${label} first.`
      : `The Custom Connection (${connection.source}) reaches ${tenants.length} ${label} organisations, where a Custom Connection has one; name the tenant with "tenant_id".`,
  );
}
