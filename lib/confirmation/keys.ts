// The key confirmation tokens are signed with: the Secrets Manager secret CONFIRMATION_KEY_SECRET_ID
// names (infra/constructs/confirmation-key.ts), read on the first destructive call and cached per
// container. Rotation: the secret may hold several keys separated by spaces; the first signs, every
// one verifies, so `new old` for five minutes then `new` rotates without refusing live tokens.
// Without a secret outside Lambda (`npm start`, tests), one random key per process.
import { randomBytes } from "node:crypto";
import { ToolError } from "../runtime/errors";
import { SecretCache } from "../upstream-tokens/secrets-manager";

/** HMAC-SHA256 wants a key of at least its output size. */
export const MIN_KEY_BYTES = 32;
/** A rotated secret reaches every container within this long. */
const CACHE_MS = 5 * 60_000;

let secrets: SecretCache | undefined;
let processKey: Buffer | undefined;

export function parseKeys(secretString: string | undefined): Buffer[] {
  const keys = (secretString ?? "")
    .split(/\s+/)
    .filter(Boolean)
    .map((key) => Buffer.from(key, "utf8"));
  if (keys.length === 0 || keys.some((key) => key.length < MIN_KEY_BYTES)) {
    throw new ToolError(
      "InternalError",
      `The confirmation key secret must hold one or more keys of at least ${MIN_KEY_BYTES} characters, separated by spaces.`,
    );
  }
  return keys;
}

export async function signingKeys(env: NodeJS.ProcessEnv = process.env): Promise<Buffer[]> {
  const secretId = env.CONFIRMATION_KEY_SECRET_ID;
  if (secretId) {
    secrets ??= new SecretCache();
    return parseKeys(await secrets.read(secretId, CACHE_MS));
  }
  if (env.AWS_LAMBDA_FUNCTION_NAME) {
    // A key per container would refuse most confirmations (the repeat lands on another container).
    throw new ToolError(
      "InternalError",
      "CONFIRMATION_KEY_SECRET_ID is not set: destructive tools cannot be confirmed.",
    );
  }
  processKey ??= randomBytes(MIN_KEY_BYTES);
  return [processKey];
}

/** For tests: forget the cached secret and the process key. */
export function resetSigningKeys(): void {
  secrets = undefined;
  processKey = undefined;
}
