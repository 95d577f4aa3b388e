// The RS256 key the sandbox signs ID tokens with. Made on first use and shared by every sandbox
// in the process: most runs never sign in, and an RSA key takes tens of milliseconds to make.
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from "jose";

type PrivateKey = Awaited<ReturnType<typeof generateKeyPair>>["privateKey"];

export interface SigningKey {
  privateKey: PrivateKey;
  /** The public half as published in the JWKS, with its `kid`. */
  publicJwk: JWK;
}

let made: Promise<SigningKey> | undefined;

async function makeSigningKey(): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair("RS256");
  const jwk = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(jwk);
  return { privateKey, publicJwk: { ...jwk, kid, alg: "RS256", use: "sig" } };
}

export function signingKey(): Promise<SigningKey> {
  made ??= makeSigningKey();
  return made;
}
