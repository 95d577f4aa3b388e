// The oauth function as deployed (an https issuer, its keys in their Secrets Manager secret, here
// the local one) answers /.well-known/jwks.json with the ES256 keys' public halves, cacheable; the
// discovery document the AgentCore Gateway is given names it; and a token the front door signs
// verifies by it alone, as the gateway verifies it. The JWKS reads only the keys: no table.
import { createLocalJWKSet, jwtVerify } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AccessTokens } from "../../lib/oauth/access-token";
import { newEs256Key } from "../../lib/oauth/signing-key-es256";
import { type EcSigningKey, serializeKeySet } from "../../lib/oauth/signing-key-set";
import { localCredentials } from "../../local/credentials";
import { type SecretsManagerFake, startSecretsManagerFake } from "../../local/secrets-manager";

const BASE = "https://agent-tools.example/v1";
const SECRET_ID = "agent-tools/oauth/signing-key";
let secrets: SecretsManagerFake;
let handler: typeof import("../../functions/oauth").handler;
let active: EcSigningKey;
let pending: EcSigningKey;
let secret: string;

beforeAll(async () => {
  active = await newEs256Key(Date.now() / 1000 - 3600);
  pending = await newEs256Key(Date.now() / 1000);
  const legacy = { alg: "HS256", kid: "legacy", key: new Uint8Array(48).fill(7) } as const;
  secret = serializeKeySet([pending, active, legacy]);
  secrets = await startSecretsManagerFake({ [SECRET_ID]: secret });
  Object.assign(process.env, {
    OAUTH_BASE_URL: BASE,
    OAUTH_TABLE: "never-read",
    OAUTH_SIGNING_KEY_SECRET_ID: SECRET_ID,
    AWS_ENDPOINT_URL_SECRETS_MANAGER: secrets.endpoint,
    AWS_REGION: "us-east-1",
    AWS_ACCESS_KEY_ID: localCredentials().accessKeyId,
    AWS_SECRET_ACCESS_KEY: localCredentials().secretAccessKey,
  });
  delete process.env.OAUTH_SIGNING_KEY;
  ({ handler } = await import("../../functions/oauth"));
});
afterAll(async () => {
  await secrets.close();
});

const get = (path: string) =>
  handler({ httpMethod: "GET", path, headers: {}, body: null, isBase64Encoded: false } as never, {});

describe("GET /.well-known/jwks.json on the oauth function", () => {
  it("holds the ES256 keys' public halves only, the pending one too, and is cacheable", async () => {
    const answer = await get("/.well-known/jwks.json");
    expect(answer.statusCode).toBe(200);
    expect(answer.headers).toMatchObject({
      "cache-control": "public, max-age=300",
      "content-type": "application/json; charset=utf-8",
      "access-control-allow-origin": "*",
    });
    const jwks = JSON.parse(answer.body) as { keys: Record<string, string>[] };
    expect(jwks.keys.map((key) => key.kid)).toEqual([pending.kid, active.kid]);
    for (const key of jwks.keys) {
      expect(Object.keys(key).sort()).toEqual(["alg", "crv", "kid", "kty", "use", "x", "y"]);
      expect(key).toMatchObject({ kty: "EC", crv: "P-256", alg: "ES256", use: "sig" });
    }
    for (const key of [pending, active]) expect(answer.body).not.toContain(key.privateJwk.d);
  });

  it("is named by the discovery document, and verifies the front door's token as the gateway does", async () => {
    const discovery = JSON.parse((await get("/.well-known/openid-configuration")).body) as Record<
      string,
      string
    >;
    expect(discovery).toMatchObject({ issuer: BASE, jwks_uri: `${BASE}/.well-known/jwks.json` });
    const token = await new AccessTokens(secret, BASE).issue({
      principal: "u-a",
      clientId: "c-1",
      scopes: ["tools:read"],
      resource: `${BASE}/mcp`,
    });
    const jwks = createLocalJWKSet(JSON.parse((await get("/.well-known/jwks.json")).body));
    const { payload, protectedHeader } = await jwtVerify(token, jwks, {
      issuer: BASE,
      audience: `${BASE}/mcp`,
      algorithms: ["ES256"],
    });
    expect(protectedHeader).toMatchObject({ alg: "ES256", kid: active.kid });
    expect(payload.sub).toBe("u-a");
  });
});
