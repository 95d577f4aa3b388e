// A connection's token set as stored in its Secrets Manager secret (format: docs/tokens.md).
// Older secrets, a bare token or {"access_token"}, still read: as sets that cannot be refreshed.
import { ToolError } from "../runtime/errors";

/** Where the OAuth client credentials come from: a shared client secret, or inline. */
export type ClientRef = { secretId: string } | { clientId: string; clientSecret: string };

export interface ClientCredentials {
  clientId: string;
  clientSecret: string;
}

export interface TokenSet {
  accessToken: string;
  refreshToken?: string;
  /** Epoch milliseconds; undefined when unknown (old shapes), and then never refreshed ahead. */
  expiresAt?: number;
  /**
   * Epoch milliseconds: when the token endpoint issued this set (`issued_at`, written by the broker's
   * refresh). Orders two sets of one connection; sets stored by other means have none.
   */
  issuedAt?: number;
  tokenEndpoint?: string;
  client?: ClientRef;
  /** The token endpoint's error for the stored refresh token (invalid_grant): refreshing cannot help. */
  refreshError?: string;
  /** Fields we do not interpret (scope, notes), kept when the set is written back. */
  extra: Record<string, unknown>;
}

const KNOWN_FIELDS = new Set([
  "access_token",
  "accessToken",
  "refresh_token",
  "expires_at",
  "issued_at",
  "token_endpoint",
  "client",
  "refresh_error",
  "updated_at",
]);

export function badSecret(secretId: string, problem: string): ToolError {
  return new ToolError(
    "AuthError",
    `The token secret ${secretId} is malformed: ${problem} (see docs/tokens.md).`,
  );
}

function optionalTime(object: Record<string, unknown>, field: string, secretId: string) {
  const text = optionalString(object, field, secretId);
  const time = text === undefined ? undefined : Date.parse(text);
  if (time !== undefined && Number.isNaN(time)) {
    throw badSecret(secretId, `"${field}" must be an ISO 8601 time`);
  }
  return time;
}

export function optionalString(object: Record<string, unknown>, field: string, secretId: string) {
  const value = object[field];
  if (value === undefined || value === null || value === "") return undefined;
  if (typeof value !== "string") throw badSecret(secretId, `"${field}" must be a string`);
  return value;
}

export function parseJsonObject(text: string): Record<string, unknown> | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === "object" && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

function parseClient(value: unknown, secretId: string): ClientRef | undefined {
  if (value === undefined || value === null) return undefined;
  const client = value && typeof value === "object" ? (value as Record<string, unknown>) : {};
  const reference = optionalString(client, "secret_id", secretId);
  if (reference) return { secretId: reference };
  const clientId = optionalString(client, "client_id", secretId);
  const clientSecret = optionalString(client, "client_secret", secretId);
  if (clientId && clientSecret) return { clientId, clientSecret };
  throw badSecret(secretId, '"client" must be {"secret_id"} or {"client_id", "client_secret"}');
}

/** Whether a token that lapses at `expiresAt` does so within `marginMs` of `now` (never, when unknown). */
export function lapsesWithin(expiresAt: number | undefined, now: number, marginMs: number): boolean {
  return expiresAt !== undefined && expiresAt - now < marginMs;
}

export function parseTokenSet(secretString: string | undefined, secretId: string): TokenSet {
  const text = secretString?.trim() ?? "";
  const object = text.startsWith("{") ? parseJsonObject(text) : undefined;
  if (!object) {
    if (text === "" || text.startsWith("{")) throw noAccessToken(secretId);
    return { accessToken: text, extra: {} };
  }
  const accessToken = object.access_token ?? object.accessToken;
  if (typeof accessToken !== "string" || accessToken === "") throw noAccessToken(secretId);
  const set: TokenSet = {
    accessToken,
    refreshToken: optionalString(object, "refresh_token", secretId),
    expiresAt: optionalTime(object, "expires_at", secretId),
    issuedAt: optionalTime(object, "issued_at", secretId),
    tokenEndpoint: optionalString(object, "token_endpoint", secretId),
    client: parseClient(object.client, secretId),
    refreshError: optionalString(object, "refresh_error", secretId),
    extra: Object.fromEntries(Object.entries(object).filter(([key]) => !KNOWN_FIELDS.has(key))),
  };
  return set;
}

function noAccessToken(secretId: string): ToolError {
  return new ToolError(
    "AuthError",
    `The secret ${secretId} holds no access token: store a JSON object with "access_token", or the token itself.`,
  );
}

/** The secret string of a set; `updated_at` tells an operator when it was last written. */
export function serializeTokenSet(set: TokenSet, now = Date.now()): string {
  const client =
    set.client === undefined
      ? undefined
      : "secretId" in set.client
        ? { secret_id: set.client.secretId }
        : { client_id: set.client.clientId, client_secret: set.client.clientSecret };
  return JSON.stringify({
    ...set.extra,
    access_token: set.accessToken,
    refresh_token: set.refreshToken,
    expires_at: set.expiresAt === undefined ? undefined : new Date(set.expiresAt).toISOString(),
    issued_at: set.issuedAt === undefined ? undefined : new Date(set.issuedAt).toISOString(),
    token_endpoint: set.tokenEndpoint,
    client,
    refresh_error: set.refreshError,
    updated_at: new Date(now).toISOString(),
  });
}

/**
 * A set from an OAuth token response (`access_token`, `refresh_token`, `expires_in` seconds), on
 * top of the previous set: its endpoint and client stay, and its refresh token when none is sent.
 */
export function tokenSetFromOAuthResponse(
  response: unknown,
  previous: Pick<TokenSet, "refreshToken" | "tokenEndpoint" | "client" | "extra"> = { extra: {} },
  now = Date.now(),
): TokenSet | undefined {
  if (!response || typeof response !== "object") return undefined;
  const { access_token, refresh_token, expires_in, expires_at } = response as Record<string, unknown>;
  if (typeof access_token !== "string" || access_token === "") return undefined;
  let expiresAt: number | undefined;
  if (typeof expires_in === "number" && Number.isFinite(expires_in)) expiresAt = now + expires_in * 1000;
  else if (typeof expires_at === "string" && !Number.isNaN(Date.parse(expires_at)))
    expiresAt = Date.parse(expires_at);
  return {
    accessToken: access_token,
    refreshToken:
      typeof refresh_token === "string" && refresh_token !== "" ? refresh_token : previous.refreshToken,
    expiresAt,
    tokenEndpoint: previous.tokenEndpoint,
    client: previous.client,
    extra: previous.extra,
  };
}

/** The OAuth client secret: `{"client_id", "client_secret"}`. */
export function parseClientCredentials(
  secretString: string | undefined,
  secretId: string,
): ClientCredentials {
  const object = parseJsonObject(secretString?.trim() ?? "");
  const clientId = object?.client_id;
  const clientSecret = object?.client_secret;
  if (
    typeof clientId !== "string" ||
    clientId === "" ||
    typeof clientSecret !== "string" ||
    clientSecret === ""
  ) {
    throw new ToolError(
      "AuthError",
      `The OAuth client secret ${secretId} must be a JSON object {"client_id", "client_secret"}.`,
    );
  }
  return { clientId, clientSecret };
}
