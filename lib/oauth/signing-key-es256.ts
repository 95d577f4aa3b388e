// New ES256 (P-256) signing keys, made with `jose` (WebCrypto underneath): for
// scripts/rotate-signing-key.ts and a local run's key. The kid is the public key's JWK SHA-256
// thumbprint (RFC 7638), so anyone holding the JWKS can check that it names its key.
import { calculateJwkThumbprint, exportJWK, generateKeyPair } from "jose";
import { type EcSigningKey, serializeKeySet } from "./signing-key-set";

/** A new key pair; `createdAt` (epoch seconds) when it is rotated in, so it signs only once published. */
export async function newEs256Key(createdAt?: number): Promise<EcSigningKey> {
  const { privateKey } = await generateKeyPair("ES256", { extractable: true });
  const { crv, x, y, d } = await exportJWK(privateKey);
  if (crv !== "P-256" || !x || !y || !d) throw new Error("The new ES256 key could not be exported.");
  const publicJwk = { kty: "EC", crv: "P-256", x, y } as const;
  return {
    alg: "ES256",
    kid: await calculateJwkThumbprint(publicJwk, "sha256"),
    publicJwk,
    privateJwk: { ...publicJwk, d },
    ...(createdAt === undefined ? {} : { createdAt: Math.floor(createdAt) }),
  };
}

/** A key set of one new ES256 key that signs at once: a local run's OAUTH_SIGNING_KEY. */
export async function newLocalKeySet(): Promise<string> {
  return serializeKeySet([await newEs256Key()]);
}
