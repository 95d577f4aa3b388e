// DPoP proofs (RFC 9449 §4.3) as lib/oauth/dpop.ts checks them: a good proof of each algorithm we
// list passes, and each rule has a proof that breaks only it and is refused. Replay goes through
// the real store (dynalite). The resource side (§7.1): bound tokens only as DPoP with a proof by
// their key, unbound tokens only as Bearer.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import {
  type CryptoKey,
  calculateJwkThumbprint,
  exportJWK,
  generateKeyPair,
  type JWK,
  type JWTPayload,
  SignJWT,
} from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  checkSenderConstraint,
  DPOP_IAT_WINDOW_SECONDS,
  DPOP_SIGNING_ALGS,
  type DpopReplayCheck,
  dpopReplayStore,
  InvalidDpopProof,
  verifyDpopProof,
} from "../../lib/oauth/dpop";
import { OAuthStore, sha256 } from "../../lib/oauth/store";
import { localCredentials } from "../../local/credentials";
import { startDynalite } from "../support/dynalite";

const TOKEN_URL = "https://as.example/v1/token";
const MCP_URL = "https://as.example/v1/mcp";

interface Key {
  alg: string;
  privateKey: CryptoKey;
  jwk: JWK;
  jkt: string;
}

async function newKey(alg: string): Promise<Key> {
  const { privateKey, publicKey } = await generateKeyPair(alg, { extractable: true });
  const jwk = await exportJWK(publicKey);
  return { alg, privateKey, jwk, jkt: await calculateJwkThumbprint(jwk, "sha256") };
}

let es256: Key;
const keys: Record<string, Key> = {};
let jtiCounter = 0;

/** A proof for POST TOKEN_URL, now, by `key`; `header` and `claims` override (undefined removes). */
async function proof(
  options: {
    key?: Key;
    header?: Record<string, unknown>;
    claims?: JWTPayload;
    signWith?: CryptoKey | Uint8Array;
  } = {},
): Promise<string> {
  const key = options.key ?? es256;
  const claims: JWTPayload = {
    jti: `jti-${++jtiCounter}-${Math.random()}`,
    htm: "POST",
    htu: TOKEN_URL,
    iat: Math.floor(Date.now() / 1000),
    ...options.claims,
  };
  return new SignJWT(claims)
    .setProtectedHeader({ alg: key.alg, typ: "dpop+jwt", jwk: key.jwk, ...options.header } as never)
    .sign(options.signWith ?? key.privateKey);
}

/** A replay memory of our own, for the checks that are not about replay. */
function memoryReplay(): DpopReplayCheck & { calls: [string, number][] } {
  const seen = new Set<string>();
  const calls: [string, number][] = [];
  return {
    calls,
    async seen(jti, until) {
      calls.push([jti, until]);
      if (seen.has(jti)) return true;
      seen.add(jti);
      return false;
    },
  };
}

const forToken = { method: "POST", url: TOKEN_URL };

async function refusal(
  promise: Promise<unknown>,
  pattern: RegExp,
  error = "invalid_dpop_proof",
): Promise<InvalidDpopProof> {
  const failure = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(failure).toBeInstanceOf(InvalidDpopProof);
  const refused = failure as InvalidDpopProof;
  expect(refused.message).toMatch(pattern);
  expect(refused.error).toBe(error);
  return refused;
}

let dynamo: Awaited<ReturnType<typeof startDynalite>>;
let store: OAuthStore;

beforeAll(async () => {
  for (const alg of DPOP_SIGNING_ALGS) keys[alg] = await newKey(alg);
  es256 = keys.ES256 as Key;
  dynamo = await startDynalite();
  const client = new DynamoDBClient({
    endpoint: dynamo.endpoint,
    region: "us-east-1",
    credentials: localCredentials(),
  });
  store = new OAuthStore(dynamo.tableName, client);
});
afterAll(() => dynamo.close());

describe("verifyDpopProof: a good proof", () => {
  it.each([...DPOP_SIGNING_ALGS])("accepts %s and answers the key's RFC 7638 thumbprint", async (alg) => {
    const key = keys[alg] as Key;
    expect(await verifyDpopProof(await proof({ key }), forToken, memoryReplay())).toEqual({ jkt: key.jkt });
  });

  it("lists only asymmetric algorithms, in a module that loads nothing (the metadata answer imports it)", () => {
    expect(DPOP_SIGNING_ALGS).toEqual(["ES256", "EdDSA", "RS256", "PS256", "Ed25519"]);
    expect(readFileSync(new URL("../../lib/oauth/dpop-algs.ts", import.meta.url), "utf8")).not.toMatch(
      /^\s*(import|export .* from)\b/m,
    );
  });
});

describe("verifyDpopProof: the header (§4.3 items 2-6)", () => {
  it("refuses a proof whose typ is not dpop+jwt, or that has none", async () => {
    await refusal(verifyDpopProof(await proof({ header: { typ: "JWT" } }), forToken, memoryReplay()), /typ/);
    await refusal(
      verifyDpopProof(await proof({ header: { typ: undefined } }), forToken, memoryReplay()),
      /typ/,
    );
  });

  it("refuses a symmetric (HS256) proof, even one carrying a public jwk", async () => {
    const hs256 = await proof({ header: { alg: "HS256" }, signWith: new Uint8Array(32).fill(7) });
    await refusal(verifyDpopProof(hs256, forToken, memoryReplay()), /alg must be one of ES256, EdDSA/);
  });

  it("refuses an unsigned (alg none) proof", async () => {
    const header = Buffer.from(JSON.stringify({ alg: "none", typ: "dpop+jwt", jwk: es256.jwk })).toString(
      "base64url",
    );
    const claims = Buffer.from(
      JSON.stringify({ jti: "j", htm: "POST", htu: TOKEN_URL, iat: Math.floor(Date.now() / 1000) }),
    ).toString("base64url");
    await refusal(
      verifyDpopProof(`${header}.${claims}.`, forToken, memoryReplay()),
      /not a single signed JWT/,
    );
    const withSignature = `${header}.${claims}.${Buffer.from("x").toString("base64url")}`;
    await refusal(verifyDpopProof(withSignature, forToken, memoryReplay()), /alg must be one of/);
  });

  it("refuses a jwk that carries the private key, or a symmetric one", async () => {
    const privateJwk = await exportJWK(es256.privateKey);
    expect(privateJwk.d).toBeDefined();
    await refusal(
      verifyDpopProof(await proof({ header: { jwk: privateJwk } }), forToken, memoryReplay()),
      /must be a public key/,
    );
    const octJwk = { kty: "oct", k: Buffer.alloc(32, 1).toString("base64url") };
    await refusal(
      verifyDpopProof(await proof({ header: { jwk: octJwk } }), forToken, memoryReplay()),
      /public key/,
    );
  });

  it("refuses a proof with no jwk", async () => {
    await refusal(
      verifyDpopProof(await proof({ header: { jwk: undefined } }), forToken, memoryReplay()),
      /no jwk/,
    );
  });

  it("refuses a proof signed by another key than its jwk, or altered after signing", async () => {
    const other = await newKey("ES256");
    await refusal(
      verifyDpopProof(await proof({ signWith: other.privateKey }), forToken, memoryReplay()),
      /signature does not verify/,
    );
    const [header, , signature] = (await proof()).split(".");
    const altered = Buffer.from(
      JSON.stringify({ jti: "x", htm: "POST", htu: TOKEN_URL, iat: Math.floor(Date.now() / 1000) }),
    ).toString("base64url");
    await refusal(
      verifyDpopProof(`${header}.${altered}.${signature}`, forToken, memoryReplay()),
      /signature does not verify/,
    );
  });

  it("refuses a jwk of another key type than the alg (an RSA key under ES256)", async () => {
    const rsa = keys.RS256 as Key;
    await refusal(
      verifyDpopProof(await proof({ header: { jwk: rsa.jwk } }), forToken, memoryReplay()),
      /key, alg or payload is not usable/,
    );
  });

  it("refuses two proofs joined into one header, and an oversized one, before parsing", async () => {
    const joined = `${await proof()}, ${await proof()}`;
    await refusal(verifyDpopProof(joined, forToken, memoryReplay()), /not a single signed JWT/);
    const oversized = await proof({ claims: { padding: "x".repeat(9000) } });
    await refusal(verifyDpopProof(oversized, forToken, memoryReplay()), /not a single signed JWT/);
  });

  it("never echoes the proof in its message", async () => {
    const bad = await proof({ claims: { htm: "GET" } });
    const refused = await refusal(verifyDpopProof(bad, forToken, memoryReplay()), /htm/);
    for (const part of bad.split(".")) expect(refused.message).not.toContain(part);
  });
});

describe("verifyDpopProof: the claims (§4.3 items 7-12)", () => {
  it("refuses a missing, empty or over-long jti", async () => {
    for (const jti of [undefined, "", "j".repeat(257)]) {
      await refusal(verifyDpopProof(await proof({ claims: { jti } }), forToken, memoryReplay()), /jti/);
    }
    const longest = await proof({ claims: { jti: "j".repeat(256) } });
    expect(await verifyDpopProof(longest, forToken, memoryReplay())).toEqual({ jkt: es256.jkt });
  });

  it("refuses a proof past its own exp or before its nbf, when it carries them", async () => {
    const now = Math.floor(Date.now() / 1000);
    await refusal(
      verifyDpopProof(await proof({ claims: { exp: now - 5 } }), forToken, memoryReplay()),
      /exp claim/,
    );
    await refusal(
      verifyDpopProof(await proof({ claims: { nbf: now + 30 } }), forToken, memoryReplay()),
      /nbf claim/,
    );
    expect(
      await verifyDpopProof(await proof({ claims: { exp: now + 30 } }), forToken, memoryReplay()),
    ).toEqual({
      jkt: es256.jkt,
    });
  });

  it("refuses a proof for another method", async () => {
    await refusal(verifyDpopProof(await proof({ claims: { htm: "GET" } }), forToken, memoryReplay()), /htm/);
    await refusal(verifyDpopProof(await proof({ claims: { htm: "post" } }), forToken, memoryReplay()), /htm/);
  });

  it("refuses a proof for another URL: path, host, scheme or port", async () => {
    for (const htu of [
      "https://as.example/v1/mcp",
      "https://evil.example/v1/token",
      "http://as.example/v1/token",
      "https://as.example:8443/v1/token",
      "https://as.example/v1/token/",
      "urn:x:as.example",
      "not a url",
    ]) {
      await refusal(verifyDpopProof(await proof({ claims: { htu } }), forToken, memoryReplay()), /htu/);
    }
    await refusal(
      verifyDpopProof(await proof({ claims: { htu: undefined } }), forToken, memoryReplay()),
      /htu/,
    );
  });

  it("compares htu without query and fragment, with scheme and host case and the default port normalised", async () => {
    for (const htu of [
      "https://as.example/v1/token?client=1",
      "https://as.example/v1/token#frag",
      "HTTPS://AS.Example:443/v1/token",
      "https://as.example/v1/./token",
    ]) {
      expect(await verifyDpopProof(await proof({ claims: { htu } }), forToken, memoryReplay())).toEqual({
        jkt: es256.jkt,
      });
    }
    const expectWithQuery = { method: "POST", url: `${TOKEN_URL}?a=b` };
    expect(await verifyDpopProof(await proof(), expectWithQuery, memoryReplay())).toEqual({ jkt: es256.jkt });
  });

  it(`takes an iat up to ${DPOP_IAT_WINDOW_SECONDS} s old or ahead, and refuses one further off or missing`, async () => {
    const now = 1_800_000_000;
    const at = (iat: number | undefined) => proof({ claims: { iat } });
    const check = async (iat: number | undefined) =>
      verifyDpopProof(await at(iat), forToken, memoryReplay(), () => now);
    expect(await check(now - DPOP_IAT_WINDOW_SECONDS)).toEqual({ jkt: es256.jkt });
    expect(await check(now + DPOP_IAT_WINDOW_SECONDS)).toEqual({ jkt: es256.jkt });
    await refusal(check(now - DPOP_IAT_WINDOW_SECONDS - 1), /iat/);
    await refusal(check(now + DPOP_IAT_WINDOW_SECONDS + 1), /iat/);
    await refusal(check(undefined), /iat/);
  });

  it("checks ath against the access token when one is presented", async () => {
    const accessToken = "an-access-token";
    const ath = createHash("sha256").update(accessToken).digest("base64url");
    const forResource = { method: "GET", url: MCP_URL, accessToken };
    const get = (claims: JWTPayload) => proof({ claims: { htm: "GET", htu: MCP_URL, ...claims } });
    expect(await verifyDpopProof(await get({ ath }), forResource, memoryReplay())).toEqual({
      jkt: es256.jkt,
    });
    await refusal(verifyDpopProof(await get({}), forResource, memoryReplay()), /ath/);
    const otherAth = createHash("sha256").update("another-token").digest("base64url");
    await refusal(verifyDpopProof(await get({ ath: otherAth }), forResource, memoryReplay()), /ath/);
    await refusal(verifyDpopProof(await get({ ath: accessToken }), forResource, memoryReplay()), /ath/);
  });

  it("asks for the server's nonce when one is expected (use_dpop_nonce)", async () => {
    const withNonce = { ...forToken, nonce: "n-1" };
    expect(
      await verifyDpopProof(await proof({ claims: { nonce: "n-1" } }), withNonce, memoryReplay()),
    ).toEqual({
      jkt: es256.jkt,
    });
    await refusal(verifyDpopProof(await proof(), withNonce, memoryReplay()), /nonce/, "use_dpop_nonce");
    await refusal(
      verifyDpopProof(await proof({ claims: { nonce: "n-0" } }), withNonce, memoryReplay()),
      /nonce/,
      "use_dpop_nonce",
    );
  });

  it("asks the replay memory last, keyed by key and jti, until the iat window closes", async () => {
    const replay = memoryReplay();
    await refusal(verifyDpopProof(await proof({ claims: { htm: "GET" } }), forToken, replay), /htm/);
    expect(replay.calls).toEqual([]);
    const now = 1_800_000_000;
    await verifyDpopProof(await proof({ claims: { jti: "the-jti", iat: now } }), forToken, replay, () => now);
    expect(replay.calls).toEqual([[`${es256.jkt}:the-jti`, now + DPOP_IAT_WINDOW_SECONDS]]);
  });
});

describe("dpopReplayStore on the store (dynalite)", () => {
  it("refuses a proof presented a second time, and lets another jti through", async () => {
    const replay = dpopReplayStore(store);
    const once = await proof();
    expect(await verifyDpopProof(once, forToken, replay)).toEqual({ jkt: es256.jkt });
    await refusal(verifyDpopProof(once, forToken, replay), /used before/);
    expect(await verifyDpopProof(await proof(), forToken, replay)).toEqual({ jkt: es256.jkt });
  });

  it("lets exactly one of many racing copies through", async () => {
    const replay = dpopReplayStore(store);
    const raced = await proof();
    const outcomes = await Promise.allSettled(
      Array.from({ length: 8 }, () => verifyDpopProof(raced, forToken, replay)),
    );
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
  });

  it("does not let one key's jti block another key's", async () => {
    const replay = dpopReplayStore(store);
    const jti = `shared-${Math.random()}`;
    expect(await verifyDpopProof(await proof({ claims: { jti } }), forToken, replay)).toEqual({
      jkt: es256.jkt,
    });
    const ed = keys.EdDSA as Key;
    expect(await verifyDpopProof(await proof({ key: ed, claims: { jti } }), forToken, replay)).toEqual({
      jkt: ed.jkt,
    });
  });

  it("keeps each entry hashed, only until the proof's iat window has passed", async () => {
    const replay = dpopReplayStore(store);
    const now = Math.floor(Date.now() / 1000);
    const jti = `ttl-${Math.random()}`;
    await verifyDpopProof(await proof({ claims: { jti, iat: now } }), forToken, replay);
    const item = await store.get<{ expiresAt: number }>("dpop", sha256(`${es256.jkt}:${jti}`));
    expect(item?.expiresAt).toBeGreaterThanOrEqual(now + DPOP_IAT_WINDOW_SECONDS);
    expect(item?.expiresAt).toBeLessThanOrEqual(now + DPOP_IAT_WINDOW_SECONDS + 3);
    expect((await dynamo.ids()).some((id) => id?.includes(jti))).toBe(false);
  });
});

describe("checkSenderConstraint: the resource server's side (§7.1)", () => {
  const token = "header.claims.signature";
  const ath = createHash("sha256").update(token).digest("base64url");
  const resourceProof = (key = es256, claims: JWTPayload = {}) =>
    proof({ key, claims: { htm: "POST", htu: MCP_URL, ath, ...claims } });
  const request = (authorization: string | undefined, dpop?: string) => ({
    method: "POST",
    url: MCP_URL,
    authorization,
    dpop,
  });

  it("serves a bound token presented as DPoP with a proof by its key over this request and token", async () => {
    expect(
      await checkSenderConstraint({ jkt: es256.jkt }, request(`DPoP ${token}`, await resourceProof())),
    ).toEqual({
      ok: true,
    });
    expect(
      await checkSenderConstraint({ jkt: es256.jkt }, request(`dpop ${token}`, await resourceProof())),
    ).toEqual({
      ok: true,
    });
  });

  it("refuses a bound token presented as Bearer, with or without a proof (no downgrade)", async () => {
    for (const dpop of [undefined, await resourceProof()]) {
      const answer = await checkSenderConstraint({ jkt: es256.jkt }, request(`Bearer ${token}`, dpop));
      expect(answer).toMatchObject({ ok: false, status: 401, message: expect.stringMatching(/DPoP-bound/) });
      if (answer.ok) throw new Error("unreachable");
      expect(answer.wwwAuthenticate).toMatch(
        /^DPoP algs="ES256 EdDSA RS256 PS256 Ed25519", error="invalid_token"/,
      );
    }
  });

  it("refuses a bound token without a proof, or with a proof that fails", async () => {
    const missing = await checkSenderConstraint({ jkt: es256.jkt }, request(`DPoP ${token}`));
    expect(missing).toMatchObject({ ok: false, status: 401 });
    if (missing.ok) throw new Error("unreachable");
    expect(missing.wwwAuthenticate).toContain('error="invalid_dpop_proof"');
    for (const bad of [
      await resourceProof(es256, { ath: undefined }),
      await resourceProof(es256, { htu: TOKEN_URL }),
      await resourceProof(es256, { htm: "GET" }),
      await resourceProof(es256, { iat: Math.floor(Date.now() / 1000) - 600 }),
    ]) {
      const answer = await checkSenderConstraint({ jkt: es256.jkt }, request(`DPoP ${token}`, bad));
      expect(answer).toMatchObject({ ok: false, status: 401 });
      if (answer.ok) throw new Error("unreachable");
      expect(answer.wwwAuthenticate).toContain('error="invalid_dpop_proof"');
      expect(answer.wwwAuthenticate).not.toContain(bad);
    }
  });

  it("refuses a valid proof by another key than the token is bound to", async () => {
    const answer = await checkSenderConstraint(
      { jkt: es256.jkt },
      request(`DPoP ${token}`, await resourceProof(keys.EdDSA as Key)),
    );
    expect(answer).toMatchObject({ ok: false, status: 401, message: expect.stringMatching(/another key/) });
    if (answer.ok) throw new Error("unreachable");
    expect(answer.wwwAuthenticate).toContain('error="invalid_token"');
  });

  it("serves an unbound token as Bearer, and refuses it under the DPoP scheme or with no scheme", async () => {
    expect(await checkSenderConstraint({}, request(`Bearer ${token}`))).toEqual({ ok: true });
    expect(await checkSenderConstraint({}, request(`Bearer ${token}`, await resourceProof()))).toEqual({
      ok: true,
    });
    expect(await checkSenderConstraint({}, request(`DPoP ${token}`, await resourceProof()))).toMatchObject({
      ok: false,
      message: expect.stringMatching(/not DPoP-bound/),
    });
    expect(await checkSenderConstraint({}, request(token))).toMatchObject({ ok: false, status: 401 });
    expect(await checkSenderConstraint({}, request(undefined))).toMatchObject({ ok: false, status: 401 });
  });

  it("without a replay memory takes a proof again within its window; with the store's, once", async () => {
    const again = await resourceProof();
    const bound = { jkt: es256.jkt };
    expect(await checkSenderConstraint(bound, request(`DPoP ${token}`, again))).toEqual({ ok: true });
    expect(await checkSenderConstraint(bound, request(`DPoP ${token}`, again))).toEqual({ ok: true });
    const replay = dpopReplayStore(store);
    const once = await resourceProof();
    expect(await checkSenderConstraint(bound, request(`DPoP ${token}`, once), replay)).toEqual({ ok: true });
    expect(await checkSenderConstraint(bound, request(`DPoP ${token}`, once), replay)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/used before/),
    });
  });
});
