// functions/authorizer.ts as deployed, its keys read from their secret (the local Secrets Manager)
// in the middle of a move to ES256: an ES256 token and an HS256 one of the key still in the set are
// both allowed by kid; an HS256 token whose secret is the ES256 key's published JWK, naming that
// key, gets API Gateway's 401, as does one naming no known key.
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AccessTokens } from "../../lib/oauth/access-token";
import { publicJwksOf } from "../../lib/oauth/jwks";
import { newEs256Key } from "../../lib/oauth/signing-key-es256";
import { type EcSigningKey, type HmacSigningKey, serializeKeySet } from "../../lib/oauth/signing-key-set";
import { localCredentials } from "../../local/credentials";
import { type SecretsManagerFake, startSecretsManagerFake } from "../../local/secrets-manager";

const BASE = "https://abc123.execute-api.eu-west-1.amazonaws.com/v1";
const SECRET_ID = "agent-tools/oauth/signing-key";
const METHOD_ARN = "arn:aws:execute-api:eu-west-1:123456789012:abc123/v1/POST/mcp";
const grant = { principal: "u-alice", clientId: "c-1", scopes: ["tools:read"], resource: `${BASE}/mcp` };
const legacy: HmacSigningKey = { alg: "HS256", kid: "legacy", key: new Uint8Array(48).fill(9) };
let es: EcSigningKey;
let secrets: SecretsManagerFake;
let handler: typeof import("../../functions/authorizer").handler;

beforeAll(async () => {
  es = await newEs256Key(Date.now() / 1000 - 3600);
  secrets = await startSecretsManagerFake({ [SECRET_ID]: serializeKeySet([es, legacy]) });
  Object.assign(process.env, {
    OAUTH_BASE_URL: BASE,
    OAUTH_SIGNING_KEY_SECRET_ID: SECRET_ID,
    AWS_ENDPOINT_URL_SECRETS_MANAGER: secrets.endpoint,
    AWS_REGION: "us-east-1",
    AWS_ACCESS_KEY_ID: localCredentials().accessKeyId,
    AWS_SECRET_ACCESS_KEY: localCredentials().secretAccessKey,
  });
  ({ handler } = await import("../../functions/authorizer"));
});
afterAll(async () => {
  await secrets.close();
});

const authorizeWith = (token: string) =>
  handler({ type: "TOKEN", authorizationToken: `Bearer ${token}`, methodArn: METHOD_ARN });

describe("functions/authorizer.ts with ES256 and HS256 keys in its secret", () => {
  it("allows an ES256 token and an HS256 one of the key still in the set, each by its kid", async () => {
    const esToken = await new AccessTokens(serializeKeySet([es]), BASE).issue(grant);
    const hsToken = await new AccessTokens(serializeKeySet([legacy]), BASE).issue(grant);
    for (const token of [esToken, hsToken])
      expect((await authorizeWith(token)).policyDocument.Statement[0]).toMatchObject({ Effect: "Allow" });
  });

  it("answers 401 to an HS256 token keyed with the ES256 key's published JWK, and to an unknown kid", async () => {
    const published = new TextEncoder().encode(JSON.stringify(publicJwksOf([es]).keys[0]));
    const forge = (kid: string) =>
      new SignJWT({ scope: "tools:read", client_id: "c-1" })
        .setProtectedHeader({ alg: "HS256", typ: "at+jwt", kid })
        .setIssuer(BASE)
        .setSubject("u-alice")
        .setAudience(`${BASE}/mcp`)
        .setExpirationTime("5m")
        .sign(published);
    await expect(authorizeWith(await forge(es.kid))).rejects.toThrow(/^Unauthorized$/);
    await expect(authorizeWith(await forge("unknown"))).rejects.toThrow(/^Unauthorized$/);
  });
});
