// The access-token signing keys, shared by the authorization server (signs with the current one),
// the authorizer and local gateway (verify with any of them, picked by the token's `kid`) and the
// JWKS (publishes the ES256 ones' public halves). Given directly in local runs, else read from
// their Secrets Manager secret (its format: signing-key-set.ts).
import { awsSecrets } from "../upstream-tokens/secrets-manager";
import { hmacKeyOf, parseKeySet, type SigningKey } from "./signing-key-set";

/** The keys a signer or verifier holds: the current one signs, any of them verifies. */
export interface KeyRing {
  current(): Promise<SigningKey>;
  find(kid: string): Promise<SigningKey | undefined>;
  /** Every key, newest first (the JWKS publishes the ES256 ones, the not yet active ones too). */
  all(): Promise<readonly SigningKey[]>;
}

/** How long a reader of the secret keeps its key set before reading it again (a rotation reaches every container within this). */
export const KEY_SET_REFRESH_SECONDS = 300;
/** How long a client may cache the JWKS (`/.well-known/jwks.json`'s cache-control). */
export const JWKS_MAX_AGE_SECONDS = 300;
/** An unknown kid reads the secret again (a key added since), at most this often per container. */
const UNKNOWN_KID_REREAD_SECONDS = 30;
/**
 * A key rotated in signs only once it is this old: by then every verifier has read the set that
 * holds it (KEY_SET_REFRESH_SECONDS), and a verifier outside (the AgentCore Gateway) has had the
 * JWKS that names it, which the oauth function also reads at most that stale, past its cache
 * lifetime (JWKS_MAX_AGE_SECONDS); so no token is signed with a key some verifier does not know yet.
 */
export const KEY_PUBLISH_SECONDS = KEY_SET_REFRESH_SECONDS + JWKS_MAX_AGE_SECONDS;

/**
 * The key that signs now (docs/oauth-foundation.md, "Signing keys"): of the keys active (added
 * KEY_PUBLISH_SECONDS ago, or undated), the newest ES256 one; only while no ES256 key is active,
 * the newest active HS256 one; and while no key is active at all, the oldest key. So once an ES256
 * key is active no HS256 token is signed again, while HS256 keys still verify until retired.
 */
export function signingKeyAt(keys: readonly SigningKey[], nowSeconds: number): SigningKey {
  const active = keys.filter(
    (key) => key.createdAt === undefined || key.createdAt + KEY_PUBLISH_SECONDS <= nowSeconds,
  );
  const chosen = active.find((key) => key.alg === "ES256") ?? active[0] ?? keys.at(-1);
  if (!chosen) throw new Error("A key ring needs at least one key.");
  return chosen;
}

/** A ring over fixed keys: a local run's key, tests. */
export function fixedKeyRing(keys: readonly SigningKey[], now: () => number = Date.now): KeyRing {
  signingKeyAt(keys, now() / 1000);
  return {
    current: async () => signingKeyAt(keys, now() / 1000),
    find: async (kid) => keys.find((key) => key.kid === kid),
    all: async () => keys,
  };
}

/**
 * A ring read from a secret: read on first use, again after KEY_SET_REFRESH_SECONDS, and when a
 * token names a kid not in it (a key rotated in since), at most every UNKNOWN_KID_REREAD_SECONDS
 * so forged kids cannot make every request read the secret. A failed read is tried again next time.
 */
export function secretKeyRing(read: () => Promise<string>, now: () => number = Date.now): KeyRing {
  let keys: Promise<SigningKey[]> | undefined;
  let readAt = 0;
  const load = (): Promise<SigningKey[]> => {
    readAt = now();
    const loading = read().then(parseKeySet);
    loading.catch(() => {
      if (keys === loading) keys = undefined;
    });
    keys = loading;
    return loading;
  };
  const held = () => (keys && now() - readAt < KEY_SET_REFRESH_SECONDS * 1000 ? keys : load());
  return {
    current: async () => signingKeyAt(await held(), now() / 1000),
    async find(kid) {
      const found = (await held()).find((key) => key.kid === kid);
      if (found || now() - readAt < UNKNOWN_KID_REREAD_SECONDS * 1000) return found;
      return (await load()).find((key) => key.kid === kid);
    },
    all: held,
  };
}

/** A ring of the keys given as a plain key, a key-set string or a ring already. */
export function keyRingOf(keys: KeyRing | Uint8Array | string): KeyRing {
  if (typeof keys === "string") return fixedKeyRing(parseKeySet(keys));
  if (keys instanceof Uint8Array) return fixedKeyRing([hmacKeyOf(keys)]);
  return keys;
}

interface KeySettings {
  signingKey?: string;
  signingKeySecretId?: string;
}

async function readSecret(secretId: string): Promise<string> {
  const value = await awsSecrets.read(secretId);
  if (!value) throw new Error(`The signing key secret ${secretId} is empty.`);
  return value;
}

/** The keys as configured, as a ring that follows rotations of the secret. */
export function signingKeyRingOf(settings: KeySettings): KeyRing {
  if (settings.signingKey) return keyRingOf(settings.signingKey);
  const secretId = settings.signingKeySecretId;
  if (!secretId) throw new Error("Set OAUTH_SIGNING_KEY_SECRET_ID (docs/remote-access.md).");
  return secretKeyRing(() => readSecret(secretId));
}
