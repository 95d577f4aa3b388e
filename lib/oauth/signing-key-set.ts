// The access-token signing keys as their Secrets Manager secret holds them: a key set
// `{"keys":[...]}`, the first key the newest (scripts/rotate-signing-key.ts puts a new one in
// front), each entry either an ES256 private JWK (`kty` EC, `crv` P-256, `x`, `y`, `d`, with its
// `kid`) or an HS256 key (`kid`, `k` base64url) as deployments made before ES256 hold; or, as
// deployments made before key rotation do, a plain HS256 key whose kid is derived from it. Entries
// may carry `createdAt` (epoch seconds), from which a key may sign (signing-key.ts).
import { createHash } from "node:crypto";

interface KeyBase {
  kid: string;
  /** Epoch seconds the key was added (key sets written by the rotation script). */
  createdAt?: number;
}

/** A shared secret: signs and verifies HS256 tokens (issued before ES256; verified until retired). */
export interface HmacSigningKey extends KeyBase {
  alg: "HS256";
  key: Uint8Array;
}

/** The public half of an ES256 key: what the JWKS publishes and what verifies. */
export interface EcPublicJwk {
  kty: "EC";
  crv: "P-256";
  x: string;
  y: string;
}

/** An ES256 key pair: the private half signs (held only where the secret is read), the public half verifies. */
export interface EcSigningKey extends KeyBase {
  alg: "ES256";
  publicJwk: EcPublicJwk;
  /** The private JWK (with `d`). */
  privateJwk: EcPublicJwk & { d: string };
}

export type SigningKey = HmacSigningKey | EcSigningKey;

/** HS256 needs a key at least as long as its hash (RFC 7518 3.2). */
export const MIN_KEY_BYTES = 32;
/** A P-256 coordinate or private scalar: 32 bytes, 43 base64url characters. */
const P256_COORDINATE = /^[A-Za-z0-9_-]{43}$/;

/** The kid of a key given without one: the start of its SHA-256, so every reader derives the same. */
export function derivedKid(key: Uint8Array): string {
  return createHash("sha256").update(key).digest("base64url").slice(0, 16);
}

function checkedKey(key: Uint8Array, what: string): Uint8Array {
  if (key.length < MIN_KEY_BYTES)
    throw new Error(`The access-token signing key ${what} must be at least ${MIN_KEY_BYTES} bytes.`);
  return key;
}

/** An HS256 key given as bytes, named by its derived kid. */
export function hmacKeyOf(key: Uint8Array): HmacSigningKey {
  return { alg: "HS256", kid: derivedKid(checkedKey(key, "")), key };
}

type Entry = Record<string, unknown>;

function ecKeyOf(entry: Entry, kid: string): EcSigningKey {
  const { crv, x, y, d } = entry;
  if (crv !== "P-256") throw new Error(`Key "${kid}" of the signing key set is EC but not P-256.`);
  // Named by field only: a message never carries key material.
  for (const [name, value] of Object.entries({ x, y, d })) {
    if (typeof value !== "string" || !P256_COORDINATE.test(value))
      throw new Error(`Key "${kid}" of the signing key set needs "${name}": 32 bytes, base64url.`);
  }
  const publicJwk: EcPublicJwk = { kty: "EC", crv: "P-256", x: String(x), y: String(y) };
  return { alg: "ES256", kid, publicJwk, privateJwk: { ...publicJwk, d: String(d) } };
}

function keyOfEntry(entry: Entry, index: number): SigningKey {
  if (typeof entry?.kid !== "string" || entry.kid === "")
    throw new Error(`Key ${index} of the signing key set needs a "kid" string.`);
  const { kid } = entry;
  const createdAt = typeof entry.createdAt === "number" ? { createdAt: entry.createdAt } : {};
  if (entry.kty === "EC") return { ...ecKeyOf(entry, kid), ...createdAt };
  if (entry.kty !== undefined && entry.kty !== "oct")
    throw new Error(`Key "${kid}" of the signing key set is neither EC (ES256) nor a shared key (HS256).`);
  if (typeof entry.k !== "string")
    throw new Error(`Key ${index} of the signing key set needs "kid" and "k" (base64url) strings.`);
  const key = checkedKey(new Uint8Array(Buffer.from(entry.k, "base64url")), `"${kid}"`);
  return { alg: "HS256", kid, key, ...createdAt };
}

/** The keys of a secret string, newest first; throws (naming no key material) when it holds none. */
export function parseKeySet(secret: string): SigningKey[] {
  const trimmed = secret.trim();
  if (!trimmed.startsWith("{")) return [hmacKeyOf(new TextEncoder().encode(secret))];
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
  return entries.map((entry: Entry, index) => {
    const key = keyOfEntry(entry, index);
    if (kids.has(key.kid)) throw new Error(`The signing key set names kid ${key.kid} twice.`);
    kids.add(key.kid);
    return key;
  });
}

/** A key set as the secret holds it: ES256 keys as private JWKs, HS256 keys as `k` (base64url). */
export function serializeKeySet(keys: readonly SigningKey[]): string {
  return JSON.stringify({
    keys: keys.map((key) => ({
      kid: key.kid,
      ...(key.alg === "ES256"
        ? { ...key.privateJwk, alg: "ES256", use: "sig" }
        : { k: Buffer.from(key.key).toString("base64url") }),
      ...(key.createdAt === undefined ? {} : { createdAt: key.createdAt }),
    })),
  });
}
