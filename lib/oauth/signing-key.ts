// The access-token signing keys, shared by the authorization server (signs with the current one)
// and the authorizer and local gateway (verify with any of them, picked by the token's `kid`).
// Given directly in local runs, else read from their Secrets Manager secret, which holds either
// a key set `{"keys":[{"kid","k","createdAt"?}, ...]}` (`k` base64url, the first key the current
// one: scripts/rotate-signing-key.ts puts a new one in front) or, as deployments made before key
// rotation do, the key itself as a plain string, whose kid is derived from it.
import { createHash } from "node:crypto";
import { awsSecrets } from "../auth/secrets-manager";

export interface SigningKey {
  kid: string;
  key: Uint8Array;
  /** Epoch seconds the key was made current (key sets written by the rotation script). */
  createdAt?: number;
}

/** The keys a signer or verifier holds: the current one signs, any of them verifies. */
export interface KeyRing {
  current(): Promise<SigningKey>;
  find(kid: string): Promise<SigningKey | undefined>;
}

/** HS256 needs a key at least as long as its hash (RFC 7518 3.2). */
export const MIN_KEY_BYTES = 32;
/** How long a reader of the secret keeps its key set before reading it again (a rotation reaches every container within this). */
export const KEY_SET_REFRESH_SECONDS = 300;
/** An unknown kid reads the secret again (a key added since), at most this often per container. */
const UNKNOWN_KID_REREAD_SECONDS = 30;
/**
 * A key rotated in signs only once it is this old: by then every verifier has read the set that
 * holds it, so no token is signed with a key some authorizer does not know yet.
 */
export const KEY_PUBLISH_SECONDS = KEY_SET_REFRESH_SECONDS;

/** The key that signs now: the newest one published (KEY_PUBLISH_SECONDS), else the oldest. */
export function signingKeyAt(keys: readonly SigningKey[], nowSeconds: number): SigningKey {
  const published = keys.find(
    (key) => key.createdAt === undefined || key.createdAt + KEY_PUBLISH_SECONDS <= nowSeconds,
  );
  const chosen = published ?? keys.at(-1);
  if (!chosen) throw new Error("A key ring needs at least one key.");
  return chosen;
}

/** The kid of a key given without one: the start of its SHA-256, so every reader derives the same. */
export function derivedKid(key: Uint8Array): string {
  return createHash("sha256").update(key).digest("base64url").slice(0, 16);
}

function checkedKey(key: Uint8Array, what: string): Uint8Array {
  if (key.length < MIN_KEY_BYTES)
    throw new Error(`The access-token signing key ${what} must be at least ${MIN_KEY_BYTES} bytes.`);
  return key;
}

/** The keys of a secret string, current first; throws (naming no key material) when it holds none. */
export function parseKeySet(secret: string): SigningKey[] {
  const trimmed = secret.trim();
  if (!trimmed.startsWith("{")) {
    const key = checkedKey(new TextEncoder().encode(secret), "");
    return [{ kid: derivedKid(key), key }];
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(trimmed);
  } catch {
    throw new Error('The signing key secret is neither a key nor a JSON key set {"keys": [...]}.');
  }
  const entries = (parsed as { keys?: unknown }).keys;
  if (!Array.isArray(entries) || entries.length === 0)
    throw new Error('The signing key set needs "keys": a non-empty list.');
  const kids = new Set<string>();
  return entries.map((entry: { kid?: unknown; k?: unknown; createdAt?: unknown }, index) => {
    if (typeof entry?.kid !== "string" || entry.kid === "" || typeof entry.k !== "string")
      throw new Error(`Key ${index} of the signing key set needs "kid" and "k" (base64url) strings.`);
    if (kids.has(entry.kid)) throw new Error(`The signing key set names kid ${entry.kid} twice.`);
    kids.add(entry.kid);
    const key = checkedKey(new Uint8Array(Buffer.from(entry.k, "base64url")), `"${entry.kid}"`);
    return {
      kid: entry.kid,
      key,
      ...(typeof entry.createdAt === "number" ? { createdAt: entry.createdAt } : {}),
    };
  });
}

/** A key set as the secret holds it (`k` base64url). */
export function serializeKeySet(keys: readonly SigningKey[]): string {
  return JSON.stringify({
    keys: keys.map(({ kid, key, createdAt }) => ({
      kid,
      k: Buffer.from(key).toString("base64url"),
      ...(createdAt === undefined ? {} : { createdAt }),
    })),
  });
}

/** A ring over fixed keys: a local run's key, tests. */
export function fixedKeyRing(keys: readonly SigningKey[], now: () => number = Date.now): KeyRing {
  signingKeyAt(keys, now() / 1000);
  return {
    current: async () => signingKeyAt(keys, now() / 1000),
    find: async (kid) => keys.find((key) => key.kid === kid),
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
  };
}

/** A ring of the keys given as a plain key, a key-set string or a ring already. */
export function keyRingOf(keys: KeyRing | Uint8Array | string): KeyRing {
  if (typeof keys === "string") return fixedKeyRing(parseKeySet(keys));
  if (keys instanceof Uint8Array) {
    const key = checkedKey(keys, "");
    return fixedKeyRing([{ kid: derivedKid(key), key }]);
  }
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
