// L6: access tokens name their signing key (`kid`), verifiers pick the key by it, keys rotate
// through the secret (npm run rotate-signing-key, against the local Secrets Manager), tokens live
// ten minutes and carry their grant family and DPoP binding; the audience is matched by member.
import { GetSecretValueCommand, SecretsManagerClient } from "@aws-sdk/client-secrets-manager";
import { decodeJwt, decodeProtectedHeader, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AccessTokens, InvalidAccessToken } from "../../lib/oauth/access-token";
import { checkAccess } from "../../lib/oauth/resource";
import {
  fixedKeyRing,
  KEY_PUBLISH_SECONDS,
  KEY_SET_REFRESH_SECONDS,
  secretKeyRing,
} from "../../lib/oauth/signing-key";
import {
  derivedKid,
  type HmacSigningKey,
  parseKeySet,
  serializeKeySet,
} from "../../lib/oauth/signing-key-set";
import { localCredentials } from "../../local/credentials";
import { type SecretsManagerFake, startSecretsManagerFake } from "../../local/secrets-manager";
import { RETIRE_AFTER_SECONDS, rotateSigningKey } from "../../scripts/rotate-signing-key";

const issuer = "https://api.example/v1";
const grant = { principal: "u-a", clientId: "c-1", scopes: ["tools:read"], resource: `${issuer}/mcp` };
const keyOf = (kid: string, fill: string, createdAt?: number): HmacSigningKey => ({
  alg: "HS256",
  kid,
  key: new TextEncoder().encode(fill.repeat(40)),
  ...(createdAt === undefined ? {} : { createdAt }),
});

describe("signing keys with kid", () => {
  it("names the key in the token's header; a plain key's kid is derived from its SHA-256", async () => {
    const plain = "p".repeat(48);
    const token = await new AccessTokens(plain, issuer).issue(grant);
    expect(decodeProtectedHeader(token)).toMatchObject({
      alg: "HS256",
      typ: "at+jwt",
      kid: derivedKid(new TextEncoder().encode(plain)),
    });
    expect(derivedKid(new TextEncoder().encode(plain))).toMatch(/^[\w-]{16}$/);
  });

  it("verifies with the key the kid names, refuses an unknown kid and a token without one", async () => {
    const older = keyOf("old", "o");
    const newer = keyOf("new", "n");
    const before = new AccessTokens(serializeKeySet([older]), issuer);
    const after = new AccessTokens(serializeKeySet([newer, older]), issuer);
    // Issued before the rotation, still good after it.
    expect((await after.verify(await before.issue(grant), [grant.resource])).principal).toBe("u-a");
    expect(decodeProtectedHeader(await after.issue(grant)).kid).toBe("new");
    const stranger = new AccessTokens(serializeKeySet([keyOf("gone", "g")]), issuer);
    await expect(after.verify(await stranger.issue(grant), [grant.resource])).rejects.toThrow(
      /signed with a key not known here/,
    );
    const noKid = await new SignJWT({ scope: "tools:read", client_id: "c" })
      .setProtectedHeader({ alg: "HS256", typ: "at+jwt" })
      .setIssuer(issuer)
      .setSubject("u-a")
      .setAudience(grant.resource)
      .setExpirationTime("5m")
      .sign(newer.key);
    await expect(after.verify(noKid, [grant.resource])).rejects.toThrow(InvalidAccessToken);
  });

  it("signs with a rotated-in key only once every verifier has had time to read it", async () => {
    const now = 1_800_000_000;
    const keys = [keyOf("fresh", "f", now), keyOf("current", "c", now - 3600)];
    const at = (seconds: number) =>
      new AccessTokens(
        fixedKeyRing(keys, () => seconds * 1000),
        issuer,
      );
    expect(decodeProtectedHeader(await at(now + 10).issue(grant)).kid).toBe("current");
    expect(decodeProtectedHeader(await at(now + KEY_PUBLISH_SECONDS).issue(grant)).kid).toBe("fresh");
  });

  it("reads the secret again for an unknown kid (not more than every 30 s) and after the refresh interval", async () => {
    let clock = 1_000_000;
    let secret = serializeKeySet([keyOf("one", "1")]);
    let reads = 0;
    const ring = secretKeyRing(
      async () => {
        reads += 1;
        return secret;
      },
      () => clock,
    );
    expect((await ring.current()).kid).toBe("one");
    secret = serializeKeySet([keyOf("two", "2"), keyOf("one", "1")]);
    expect(await ring.find("two")).toBeUndefined(); // read a moment ago: not again yet
    expect(reads).toBe(1);
    clock += 31_000;
    expect((await ring.find("two"))?.kid).toBe("two");
    expect(reads).toBe(2);
    expect(await ring.find("forged")).toBeUndefined();
    expect(await ring.find("forged")).toBeUndefined();
    expect(reads).toBe(2);
    clock += KEY_SET_REFRESH_SECONDS * 1000;
    await ring.current();
    expect(reads).toBe(3);
  });

  it("fails as the server when the keys cannot be read, refusing no token for it (500, not 401)", async () => {
    const outage = new Error("Secrets Manager is unreachable");
    let reads = 0;
    const ring = secretKeyRing(async () => {
      reads += 1;
      if (reads === 1) throw outage;
      return serializeKeySet([keyOf("one", "1")]);
    });
    const tokens = new AccessTokens(ring, issuer);
    const token = await new AccessTokens(serializeKeySet([keyOf("one", "1")]), issuer).issue(grant);
    await expect(tokens.verify(token, [grant.resource])).rejects.toBe(outage);
    const check = {
      tokens,
      resource: grant.resource,
      metadataUrl: `${issuer}/.well-known/oauth-protected-resource/mcp`,
    };
    // The failed read is not kept: the next request reads again and verifies.
    expect(await checkAccess(check, `Bearer ${token}`)).toMatchObject({ ok: true });
  });

  it("refuses key sets that are malformed, short or name a kid twice, naming no key material", () => {
    expect(() => parseKeySet("short")).toThrow(/at least 32 bytes/);
    expect(() => parseKeySet('{"keys":[]}')).toThrow(/non-empty/);
    expect(() => parseKeySet('{"keys":[{"kid":"a"}]}')).toThrow(/"kid" and "k"/);
    const twice = serializeKeySet([keyOf("a", "x"), keyOf("a", "y")]);
    expect(() => parseKeySet(twice)).toThrow(/twice/);
    const short = JSON.stringify({
      keys: [{ kid: "s", k: Buffer.from("tiny-secret").toString("base64url") }],
    });
    expect(() => parseKeySet(short)).toThrow(/^(?!.*tiny-secret).*at least 32 bytes/);
    expect(() => parseKeySet("{not json")).toThrow(/neither a key nor a JSON key set/);
  });
});

describe("short-lived, family- and key-bound access tokens", () => {
  it("live ten minutes by default", async () => {
    const tokens = new AccessTokens("k".repeat(48), issuer);
    expect(tokens.lifetimeSeconds).toBe(600);
    const claims = decodeJwt(await tokens.issue(grant));
    expect(Number(claims.exp) - Number(claims.iat)).toBe(600);
  });

  it("carry the grant family and the DPoP key's thumbprint, and give them back verified", async () => {
    const tokens = new AccessTokens("k".repeat(48), issuer);
    const token = await tokens.issue({ ...grant, family: "fam-1", jkt: "thumb-1" });
    expect(decodeJwt(token)).toMatchObject({ family: "fam-1", cnf: { jkt: "thumb-1" } });
    expect(await tokens.verify(token, [grant.resource])).toMatchObject({ family: "fam-1", jkt: "thumb-1" });
    const plain = await tokens.verify(await tokens.issue(grant), [grant.resource]);
    expect(plain.jkt).toBeUndefined();
    expect(plain.family).toBeUndefined();
  });
});

describe("the audience", () => {
  const key = "k".repeat(48);
  const tokens = new AccessTokens(key, issuer);
  const withAudience = (aud: string[]) =>
    new SignJWT({ scope: "tools:read", client_id: "c" })
      .setProtectedHeader({ alg: "HS256", typ: "at+jwt", kid: derivedKid(new TextEncoder().encode(key)) })
      .setIssuer(issuer)
      .setSubject("u-a")
      .setAudience(aud)
      .setExpirationTime("5m")
      .sign(new TextEncoder().encode(key));

  it("is the member that is the route's resource, wherever it stands in an array", async () => {
    const token = await withAudience([`${issuer}/tools`, `${issuer}/mcp`]);
    expect((await tokens.verify(token, [`${issuer}/mcp`])).resource).toBe(`${issuer}/mcp`);
    expect((await tokens.verify(token, [`${issuer}/tools`])).resource).toBe(`${issuer}/tools`);
  });

  it("refuses an array naming none of the route's resources", async () => {
    const token = await withAudience(["https://elsewhere.example/mcp", `${issuer}/tools`]);
    await expect(tokens.verify(token, [`${issuer}/mcp`])).rejects.toThrow(/not valid here \(aud\)/);
  });
});

describe("npm run rotate-signing-key, against the local Secrets Manager", () => {
  let secrets: SecretsManagerFake;
  let client: SecretsManagerClient;
  const secretId = "agent-tools/oauth/signing-key";
  const plain = "q".repeat(64);

  beforeAll(async () => {
    secrets = await startSecretsManagerFake({ [secretId]: plain });
    client = new SecretsManagerClient({
      endpoint: secrets.endpoint,
      region: "us-east-1",
      credentials: localCredentials(),
    });
  });
  afterAll(async () => {
    client.destroy();
    await secrets.close();
  });

  const run = async (argv: string[], now: number) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await rotateSigningKey(
      argv,
      {
        stdout: { write: (text: string) => out.push(text) },
        stderr: { write: (text: string) => err.push(text) },
      },
      client,
      () => now,
    );
    return { code, out: out.join(""), err: err.join("") };
  };
  const stored = async () =>
    parseKeySet((await client.send(new GetSecretValueCommand({ SecretId: secretId }))).SecretString ?? "");

  it("turns a plain key into a set, a new ES256 key in front, and tokens issued before still verify", async () => {
    const t0 = Math.floor(Date.now() / 1000);
    const issuedBefore = await new AccessTokens(plain, issuer).issue(grant);
    const { code, out } = await run(["--secret-id", secretId], t0);
    expect(code).toBe(0);
    expect(out).toMatch(/Added ES256 signing key \S+ in front of 1 older key/);
    expect(out).toMatch(/--retire from 25 min from now/);
    expect(out).not.toContain(plain);
    const keys = await stored();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toMatchObject({ alg: "HS256", kid: derivedKid(new TextEncoder().encode(plain)) });
    expect(keys[0]).toMatchObject({ alg: "ES256", createdAt: t0 });
    expect(out).not.toContain(keys[0]?.alg === "ES256" ? keys[0].privateJwk.d : "?");
    const secretString = serializeKeySet(keys);
    expect(secretString).not.toContain(plain); // stored as base64url, and printed nowhere
    const verifier = new AccessTokens(secretString, issuer);
    expect((await verifier.verify(issuedBefore, [grant.resource])).principal).toBe("u-a");
  });

  it("retires the older keys only once no token they signed can still be valid, and says when", async () => {
    const [newest] = await stored();
    const created = newest?.createdAt ?? 0;
    const early = await run(["--secret-id", secretId, "--retire"], created + 60);
    expect(early.code).toBe(1);
    expect(early.err).toMatch(/is 1 min old.*Run --retire again in 24 min/);
    expect(await stored()).toHaveLength(2);
    const late = await run(["--secret-id", secretId, "--retire"], created + RETIRE_AFTER_SECONDS);
    expect(late.code).toBe(0);
    expect(late.out).toMatch(/Retired 1 key\(s\)/);
    expect((await stored()).map((key) => [key.alg, key.kid])).toEqual([["ES256", newest?.kid]]);
    expect(RETIRE_AFTER_SECONDS).toBe(KEY_PUBLISH_SECONDS + KEY_SET_REFRESH_SECONDS + 600);
  });

  it("needs --secret-id", async () => {
    expect((await run([], 0)).code).toBe(2);
  });
});
