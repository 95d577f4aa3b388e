// The JWKS (RFC 7517) at /.well-known/jwks.json: the public halves of the ES256 access-token keys,
// by which a verifier outside the deployment (the AgentCore Gateway, docs/agentcore.md) checks the
// front door's tokens. Every ES256 key of the ring is in it, the one not signing yet too (that is
// what publishing it ahead is for); HS256 keys are shared secrets and never leave the secret.

import { METADATA_HEADERS } from "./metadata";
import { JWKS_MAX_AGE_SECONDS, type KeyRing } from "./signing-key";
import type { SigningKey } from "./signing-key-set";

export interface PublicJwk {
  kty: "EC";
  crv: "P-256";
  x: string;
  y: string;
  kid: string;
  alg: "ES256";
  use: "sig";
}

/** The published keys: named fields only, so no private member (`d`) can ever be copied along. */
export function publicJwksOf(keys: readonly SigningKey[]): { keys: PublicJwk[] } {
  return {
    keys: keys.flatMap((key) =>
      key.alg === "ES256"
        ? [
            {
              kty: "EC",
              crv: "P-256",
              x: key.publicJwk.x,
              y: key.publicJwk.y,
              kid: key.kid,
              alg: "ES256",
              use: "sig",
            } as const,
          ]
        : [],
    ),
  };
}

/** Cacheable as long as a key is published before it signs allows (KEY_PUBLISH_SECONDS). */
export const JWKS_HEADERS: Readonly<Record<string, string>> = {
  ...METADATA_HEADERS,
  "cache-control": `public, max-age=${JWKS_MAX_AGE_SECONDS}`,
};

/** The JWKS answer of a ring; its read's own error when the keys cannot be read (a 500). */
export async function jwksAnswer(keys: KeyRing): Promise<{ headers: Record<string, string>; body: string }> {
  return { headers: { ...JWKS_HEADERS }, body: JSON.stringify(publicJwksOf(await keys.all())) };
}
