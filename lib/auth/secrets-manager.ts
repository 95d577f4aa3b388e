// Access tokens from AWS Secrets Manager, cached per secret in the container. The SDK is loaded on
// first use (the Lambda runtime provides it; the bundle marks it external), so a function that
// never reads a secret never pays for its import.
import { ToolError } from "../runtime/errors";

export const DEFAULT_TOKEN_CACHE_SECONDS = 300;

type SecretsClient = {
  send(command: unknown): Promise<{ SecretString?: string }>;
};

let client:
  | Promise<{ client: SecretsClient; GetSecretValueCommand: new (input: { SecretId: string }) => unknown }>
  | undefined;

function sdk() {
  client ??= import("@aws-sdk/client-secrets-manager").then((module) => ({
    client: new module.SecretsManagerClient({}) as SecretsClient,
    GetSecretValueCommand: module.GetSecretValueCommand as never,
  }));
  return client;
}

interface Entry {
  value: Promise<string>;
  expiresAt: number;
}

const cache = new Map<string, Entry>();

/** The access token in a secret: a JSON object with `access_token` (or `accessToken`), or the bare token. */
export function tokenFromSecretString(secretString: string | undefined, secretId: string): string {
  const text = secretString?.trim() ?? "";
  let token: unknown = text;
  if (text.startsWith("{")) {
    try {
      const parsed = JSON.parse(text) as Record<string, unknown>;
      token = parsed.access_token ?? parsed.accessToken;
    } catch {
      token = undefined;
    }
  }
  if (typeof token !== "string" || token === "") {
    throw new ToolError(
      "AuthError",
      `The secret ${secretId} holds no access token: store a JSON object with "access_token", or the token itself.`,
    );
  }
  return token;
}

async function fetchToken(secretId: string): Promise<string> {
  const { client, GetSecretValueCommand } = await sdk();
  let secretString: string | undefined;
  try {
    ({ SecretString: secretString } = await client.send(new GetSecretValueCommand({ SecretId: secretId })));
  } catch (error) {
    const name = (error as Error).name;
    if (name === "ResourceNotFoundException") {
      throw new ToolError(
        "AuthError",
        `The token secret ${secretId} does not exist; create it (see the README).`,
      );
    }
    if (name === "AccessDeniedException") {
      throw new ToolError("AuthError", `This function may not read the token secret ${secretId}.`);
    }
    throw new ToolError("InternalError", "The access token could not be read from Secrets Manager.", {
      retryable: true,
    });
  }
  return tokenFromSecretString(secretString, secretId);
}

export function secretsManagerToken(
  secretId: string,
  ttlSeconds = DEFAULT_TOKEN_CACHE_SECONDS,
): () => Promise<string> {
  return () => {
    const now = Date.now();
    const cached = cache.get(secretId);
    if (cached && cached.expiresAt > now) return cached.value;
    const value = fetchToken(secretId);
    // Concurrent callers share one in-flight read; a failed read is not cached.
    cache.set(secretId, { value, expiresAt: now + ttlSeconds * 1000 });
    value.catch(() => cache.delete(secretId));
    return value;
  };
}

/** For tests: forget cached secrets and the SDK client (e.g. after changing the endpoint). */
export function resetSecretsCache(): void {
  cache.clear();
  client = undefined;
}
