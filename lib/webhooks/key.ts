// The webhook key Xero signs deliveries with: XERO_WEBHOOK_KEY (local runs), else the secret
// XERO_WEBHOOK_KEY_SECRET_ID names (deployed), read through the Secrets extension or the SDK
// (lib/upstream-tokens/secrets-manager.ts) and kept per container for TOKEN_CACHE_TTL_SECONDS, so a replaced
// key reaches every container within that time. The key never appears in a log or an error.
import { SecretCache, tokenCacheSeconds } from "../upstream-tokens/secrets-manager";

/** Neither variable is set: the function cannot check any delivery. */
export class WebhookKeyMissing extends Error {
  constructor() {
    super("no webhook key: set XERO_WEBHOOK_KEY or XERO_WEBHOOK_KEY_SECRET_ID");
    this.name = "WebhookKeyMissing";
  }
}

export type WebhookKeySource = () => Promise<string>;

export function webhookKeySource(
  env: NodeJS.ProcessEnv = process.env,
  cache: SecretCache = new SecretCache(),
): WebhookKeySource {
  return async () => {
    const direct = env.XERO_WEBHOOK_KEY;
    if (direct) return direct;
    const secretId = env.XERO_WEBHOOK_KEY_SECRET_ID;
    if (!secretId) throw new WebhookKeyMissing();
    const key = (await cache.read(secretId, tokenCacheSeconds(env) * 1000))?.trim();
    if (!key) throw new WebhookKeyMissing();
    return key;
  };
}
