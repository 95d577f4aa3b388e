// AWS Secrets Manager reads and writes, and the per-container cache of secret strings. The SDK is
// loaded on first use (the Lambda runtime provides it; the bundle marks it external), so a function
// that never reads a secret never pays for its import.
import { ToolError } from "../runtime/errors";
import { lazyClient } from "../runtime/lazy-client";
import { extensionPort, readThroughExtension } from "./secrets-extension";

export const DEFAULT_TOKEN_CACHE_SECONDS = 300;

/**
 * How long a container keeps a token set it read, in seconds: TOKEN_CACHE_TTL_SECONDS (default 300;
 * a negative or non-numeric value is the default). The one reading of it, for the functions and for
 * the account page that says when a disconnect reaches them.
 */
export function tokenCacheSeconds(env: NodeJS.ProcessEnv = process.env): number {
  const seconds = Number(env.TOKEN_CACHE_TTL_SECONDS ?? DEFAULT_TOKEN_CACHE_SECONDS);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : DEFAULT_TOKEN_CACHE_SECONDS;
}

type Command = new (input: Record<string, unknown>) => unknown;

interface SecretsSdk {
  client: { send(command: unknown): Promise<{ SecretString?: string }> };
  GetSecretValueCommand: Command;
  PutSecretValueCommand: Command;
}

const secretsSdk = lazyClient<SecretsSdk>(() =>
  import("@aws-sdk/client-secrets-manager").then((module) => ({
    client: new module.SecretsManagerClient({}) as SecretsSdk["client"],
    GetSecretValueCommand: module.GetSecretValueCommand as unknown as Command,
    PutSecretValueCommand: module.PutSecretValueCommand as unknown as Command,
  })),
);

/** For tests: forget the SDK client (e.g. after changing the endpoint). */
export function resetSecretsClient(): void {
  secretsSdk.reset();
}

/** `details.reason` of the AuthError for a connection that has no token secret (yet). */
export const NOT_CONNECTED = "not-connected";

/** What the token code needs of Secrets Manager; tests may count or replace it. */
export interface SecretsApi {
  read(secretId: string): Promise<string | undefined>;
  write(secretId: string, secretString: string): Promise<void>;
}

function mapSdkError(error: unknown, secretId: string, action: "read" | "write"): ToolError {
  const name = (error as Error).name;
  if (name === "ResourceNotFoundException") {
    return new ToolError(
      "AuthError",
      `The token secret ${secretId} does not exist; create it (see the README).`,
      { details: { reason: NOT_CONNECTED } },
    );
  }
  if (name === "AccessDeniedException") {
    return new ToolError("AuthError", `This function may not ${action} the token secret ${secretId}.`);
  }
  return new ToolError(
    "InternalError",
    `The token secret could not be ${action === "read" ? "read from" : "written to"} Secrets Manager.`,
    {
      retryable: true,
    },
  );
}

async function readWithSdk(secretId: string): Promise<string | undefined> {
  const { client, GetSecretValueCommand } = await secretsSdk.get();
  try {
    return (await client.send(new GetSecretValueCommand({ SecretId: secretId }))).SecretString;
  } catch (error) {
    throw mapSdkError(error, secretId, "read");
  }
}

export const awsSecrets: SecretsApi = {
  /**
   * Through AWS's Secrets extension where the function has it (no SDK to load on a cold start),
   * else, or when the extension gives no clean answer, with the SDK, whose errors name the cause.
   */
  async read(secretId) {
    const port = extensionPort();
    const viaExtension = port === undefined ? undefined : await readThroughExtension(secretId, port);
    return viaExtension ?? readWithSdk(secretId);
  },
  async write(secretId, secretString) {
    const { client, PutSecretValueCommand } = await secretsSdk.get();
    try {
      await client.send(new PutSecretValueCommand({ SecretId: secretId, SecretString: secretString }));
    } catch (error) {
      throw mapSdkError(error, secretId, "write");
    }
  },
};

interface Entry {
  value: Promise<string | undefined>;
  expiresAt: number;
}

/**
 * Secret strings cached per secret id, for one container (one instance per container; tests make
 * one per simulated container). Concurrent readers share one in-flight read; a failed read is not kept.
 */
export class SecretCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly api: SecretsApi = awsSecrets,
    private readonly now: () => number = Date.now,
  ) {}

  /** The cached string while younger than `ttlMs`, else a new read. */
  read(secretId: string, ttlMs: number): Promise<string | undefined> {
    const cached = this.entries.get(secretId);
    if (cached && cached.expiresAt > this.now()) return cached.value;
    return this.readFresh(secretId, ttlMs);
  }

  /** A read that bypasses the cache and replaces what it held. */
  readFresh(secretId: string, ttlMs: number): Promise<string | undefined> {
    const value = this.api.read(secretId);
    const entry = { value, expiresAt: this.now() + ttlMs };
    this.entries.set(secretId, entry);
    value.catch(() => {
      if (this.entries.get(secretId) === entry) this.entries.delete(secretId);
    });
    return value;
  }

  /** Writes a secret and keeps what was written, so this container needs no read to see it. */
  async write(secretId: string, secretString: string, ttlMs: number): Promise<void> {
    await this.api.write(secretId, secretString);
    this.remember(secretId, secretString, ttlMs);
  }

  remember(secretId: string, secretString: string, ttlMs: number): void {
    this.entries.set(secretId, { value: Promise.resolve(secretString), expiresAt: this.now() + ttlMs });
  }

  clear(): void {
    this.entries.clear();
  }
}
