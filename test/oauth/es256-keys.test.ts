// ES256 access tokens (docs/oauth-foundation.md, "Signing keys"): signed with the ring's ES256 key
// once it is active, never HS256 again from then, HS256 tokens of a key still in the ring verifying
// through the transition; verifiable by anyone holding the JWKS, as the AgentCore Gateway does; and
// every form of algorithm confusion refused: an HS256 token naming an ES256 key (its public key as
// the HMAC secret, in each form it is published or derived), an ES256 token naming an HS256 key,
// `alg: none`, and algorithms the ring has no key for.
import { createPublicKey, type JsonWebKey } from "node:crypto";
import {
  createLocalJWKSet,
  decodeProtectedHeader,
  exportJWK,
  generateKeyPair,
  jwtVerify,
  SignJWT,
} from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { AccessTokens, InvalidAccessToken } from "../../lib/oauth/access-token";
import { publicJwksOf } from "../../lib/oauth/jwks";
import { fixedKeyRing, KEY_PUBLISH_SECONDS } from "../../lib/oauth/signing-key";
import { newEs256Key } from "../../lib/oauth/signing-key-es256";
import {
  type EcSigningKey,
  type HmacSigningKey,
  parseKeySet,
  serializeKeySet,
} from "../../lib/oauth/signing-key-set";

const issuer = "https://api.example/v1";
const grant = { principal: "u-a", clientId: "c-1", scopes: ["tools:read"], resource: `${issuer}/mcp` };
const hmac = (kid: string, createdAt?: number): HmacSigningKey => ({
  alg: "HS256",
  kid,
  key: new TextEncoder().encode(kid.padEnd(40, "h")),
  ...(createdAt === undefined ? {} : { createdAt }),
});

let es: EcSigningKey;
let tokens: AccessTokens;
beforeAll(async () => {
  es = await newEs256Key();
  tokens = new AccessTokens(fixedKeyRing([es, hmac("legacy")]), issuer);
});

/** A token with the claims AccessTokens checks, under any header, signed with any key. */
const forged = (header: { alg: string; kid?: string }, key: Uint8Array | CryptoKey) =>
  new SignJWT({ scope: "tools:read", client_id: "c-1" })
    .setProtectedHeader({ typ: "at+jwt", ...header })
    .setIssuer(issuer)
    .setSubject("u-a")
    .setAudience(grant.resource)
    .setExpirationTime("5m")
    .sign(key);

describe("ES256 signing keys", () => {
  it("sign with ES256 under the key's thumbprint kid, and verify", async () => {
    const token = await tokens.issue(grant);
    expect(decodeProtectedHeader(token)).toEqual({ alg: "ES256", typ: "at+jwt", kid: es.kid });
    expect(es.kid).toMatch(/^[\w-]{43}$/);
    expect((await tokens.verify(token, [grant.resource])).principal).toBe("u-a");
  });

  it("verify with the JWKS alone, as the gateway does (issuer, audience, ES256 only)", async () => {
    const token = await tokens.issue(grant);
    const jwks = createLocalJWKSet(publicJwksOf([es, hmac("legacy")]));
    const { payload } = await jwtVerify(token, jwks, {
      issuer,
      audience: `${issuer}/mcp`,
      algorithms: ["ES256"],
    });
    expect(payload).toMatchObject({ sub: "u-a", client_id: "c-1", scope: "tools:read" });
  });

  it("go through the secret and back: private JWK stored, the same key read", async () => {
    const secret = serializeKeySet([{ ...es, createdAt: 5 }, hmac("legacy")]);
    expect(JSON.parse(secret).keys[0]).toMatchObject({
      kty: "EC",
      crv: "P-256",
      kid: es.kid,
      d: es.privateJwk.d,
    });
    const [read, legacy] = parseKeySet(secret);
    expect(read).toEqual({ ...es, createdAt: 5 });
    expect(legacy?.alg).toBe("HS256");
    const fromSecret = new AccessTokens(secret, issuer);
    expect((await tokens.verify(await fromSecret.issue(grant), [grant.resource])).principal).toBe("u-a");
  });

  it("refuse malformed EC entries, naming no key material", () => {
    const entry = JSON.parse(serializeKeySet([es])).keys[0];
    const without = (name: string) => JSON.stringify({ keys: [{ ...entry, [name]: undefined }] });
    expect(() => parseKeySet(without("d"))).toThrow(/needs "d": 32 bytes/);
    expect(() => parseKeySet(without("x"))).toThrow(/needs "x"/);
    expect(() => parseKeySet(JSON.stringify({ keys: [{ ...entry, crv: "P-384" }] }))).toThrow(/not P-256/);
    expect(() => parseKeySet(JSON.stringify({ keys: [{ ...entry, kty: "RSA" }] }))).toThrow(
      /neither EC \(ES256\) nor a shared key/,
    );
    try {
      parseKeySet(JSON.stringify({ keys: [{ ...entry, y: `${entry.y}x` }] }));
      expect.unreachable();
    } catch (error) {
      expect(String(error)).not.toContain(entry.d);
      expect(String(error)).not.toContain(entry.y);
    }
  });
});

describe("the move from HS256 to ES256", () => {
  const now = 1_800_000_000;
  const at = (keys: Parameters<typeof fixedKeyRing>[0], seconds: number) =>
    new AccessTokens(
      fixedKeyRing(keys, () => seconds * 1000),
      issuer,
    );

  it("keeps signing HS256 until the rotated-in ES256 key is active, then ES256 only", async () => {
    const rotated = { ...es, createdAt: now };
    const keys = [rotated, hmac("legacy")];
    const before = await at(keys, now + KEY_PUBLISH_SECONDS - 1).issue(grant);
    expect(decodeProtectedHeader(before)).toMatchObject({ alg: "HS256", kid: "legacy" });
    const after = await at(keys, now + KEY_PUBLISH_SECONDS).issue(grant);
    expect(decodeProtectedHeader(after)).toMatchObject({ alg: "ES256", kid: es.kid });
    // The HS256 token issued before the switch still verifies after it, by its kid.
    expect((await at(keys, now + KEY_PUBLISH_SECONDS).verify(before, [grant.resource])).principal).toBe(
      "u-a",
    );
  });

  it("signs ES256 even when a newer HS256 key is active beside it", async () => {
    const keys = [hmac("newer-hs", now - 7200), { ...es, createdAt: now - 3600 }];
    expect(decodeProtectedHeader(await at(keys, now).issue(grant))).toMatchObject({ alg: "ES256" });
  });

  it("refuses an HS256 token once its key is retired", async () => {
    const before = await at([hmac("legacy")], now).issue(grant);
    await expect(at([es], now).verify(before, [grant.resource])).rejects.toThrow(/key not known here/);
  });
});

describe("algorithm confusion", () => {
  const refused = (token: string) =>
    expect(tokens.verify(token, [grant.resource])).rejects.toThrow(InvalidAccessToken);

  it("refuses an HS256 token naming the ES256 key, whatever form of its public key is the secret", async () => {
    const spki = createPublicKey({ key: { ...es.publicJwk } as JsonWebKey, format: "jwk" });
    const secrets = {
      "the published JWK": JSON.stringify(publicJwksOf([es]).keys[0]),
      "the bare public JWK": JSON.stringify(es.publicJwk),
      "x alone": Buffer.from(es.publicJwk.x, "base64url").toString("latin1"),
      "the SPKI PEM": spki.export({ type: "spki", format: "pem" }).toString(),
    };
    for (const [form, secret] of Object.entries(secrets)) {
      const token = await forged({ alg: "HS256", kid: es.kid }, new TextEncoder().encode(secret.padEnd(32)));
      await expect(tokens.verify(token, [grant.resource]), form).rejects.toThrow(
        /algorithm is not its key's/,
      );
    }
    const der = new Uint8Array(spki.export({ type: "spki", format: "der" }));
    await expect(
      tokens.verify(await forged({ alg: "HS256", kid: es.kid }, der), [grant.resource]),
    ).rejects.toThrow(/algorithm is not its key's/);
  });

  it("refuses an ES256 token naming an HS256 key, and one with the ES256 kid but another key", async () => {
    const { privateKey } = await generateKeyPair("ES256");
    await expect(
      tokens.verify(await forged({ alg: "ES256", kid: "legacy" }, privateKey), [grant.resource]),
    ).rejects.toThrow(/algorithm is not its key's/);
    await refused(await forged({ alg: "ES256", kid: es.kid }, privateKey));
  });

  it("refuses alg none, with the ES256 kid or without", async () => {
    const payload = (await tokens.issue(grant)).split(".")[1];
    for (const header of [
      { alg: "none", typ: "at+jwt", kid: es.kid },
      { alg: "none", typ: "at+jwt" },
    ]) {
      const encoded = Buffer.from(JSON.stringify(header)).toString("base64url");
      await refused(`${encoded}.${payload}.`);
    }
  });

  it("refuses algorithms it has no key for, even naming a kid it knows", async () => {
    const { privateKey } = await generateKeyPair("ES384");
    await refused(await forged({ alg: "ES384", kid: es.kid }, privateKey));
    await refused(await forged({ alg: "HS512", kid: "legacy" }, new Uint8Array(64).fill(1)));
    const { privateKey: rsa } = await generateKeyPair("RS256");
    await refused(await forged({ alg: "RS256", kid: es.kid }, rsa));
  });
});

describe("the JWKS", () => {
  it("holds every ES256 key's public half, the one not signing yet too, and nothing else", async () => {
    const pending = await newEs256Key(Date.now() / 1000);
    const jwks = publicJwksOf([pending, hmac("legacy"), es]);
    expect(jwks.keys.map((key) => key.kid)).toEqual([pending.kid, es.kid]);
    for (const key of jwks.keys)
      expect(Object.keys(key).sort()).toEqual(["alg", "crv", "kid", "kty", "use", "x", "y"]);
    expect(jwks.keys[1]).toEqual({ ...es.publicJwk, kid: es.kid, alg: "ES256", use: "sig" });
    const text = JSON.stringify(jwks);
    expect(text).not.toContain(es.privateJwk.d);
    expect(text).not.toContain(Buffer.from(hmac("legacy").key).toString("base64url"));
  });

  it("is what jose exports for the key: the same public key", async () => {
    const exported = await exportJWK(
      createPublicKey({ key: { ...es.privateJwk } as JsonWebKey, format: "jwk" }),
    );
    expect({ x: exported.x, y: exported.y }).toEqual({ x: es.publicJwk.x, y: es.publicJwk.y });
  });
});
