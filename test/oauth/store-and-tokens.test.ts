// The authorization server's building blocks on the real DynamoDB protocol (dynalite): single-use
// items under races, flags that flip once, TTLs honoured on read; access tokens that refuse another
// audience, another issuer, a changed byte or an expired token; principals as connection names.
import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AccessTokens, InvalidAccessToken } from "../../lib/oauth/access-token";
import { principalOf } from "../../lib/oauth/principal";
import { derivedKid } from "../../lib/oauth/signing-key-set";
import { OAuthStore, randomToken, sha256 } from "../../lib/oauth/store";
import { CONNECTION_NAME } from "../../lib/upstream-tokens/connections";
import { localCredentials } from "../../local/credentials";
import { startDynalite } from "../support/dynalite";

let dynamo: Awaited<ReturnType<typeof startDynalite>>;
let store: OAuthStore;

beforeAll(async () => {
  dynamo = await startDynalite();
  const client = new DynamoDBClient({
    endpoint: dynamo.endpoint,
    region: "us-east-1",
    credentials: localCredentials(),
  });
  store = new OAuthStore(dynamo.tableName, client);
});
afterAll(() => dynamo.close());

describe("OAuthStore", () => {
  it("gives a consumed item to exactly one of many racing callers", async () => {
    const id = sha256(randomToken());
    await store.put("code", id, { principal: "u-a" }, 60);
    const results = await Promise.all(Array.from({ length: 8 }, () => store.consume("code", id)));
    expect(results.filter((result) => result !== undefined)).toHaveLength(1);
    expect(await store.get("code", id)).toBeUndefined();
  });

  it("flips a flag once, however many try", async () => {
    const id = sha256(randomToken());
    await store.put("refresh", id, { family: "f" }, 60);
    const flipped = await Promise.all(Array.from({ length: 6 }, () => store.flagOnce("refresh", id, "used")));
    expect(flipped.filter(Boolean)).toHaveLength(1);
    expect(await store.flagOnce("refresh", "no-such-item", "used")).toBe(false);
  });

  it("treats an item past its TTL as gone, before DynamoDB deletes it", async () => {
    const id = randomToken();
    await store.put("attempt", id, { state: "x" }, -1);
    expect(await store.get("attempt", id)).toBeUndefined();
    expect(await store.consume("attempt", id)).toBeUndefined();
  });

  it("creates only once per key", async () => {
    const id = randomToken();
    expect(await store.create("client", id, { n: 1 })).toBe(true);
    expect(await store.create("client", id, { n: 2 })).toBe(false);
    expect(await store.get("client", id)).toMatchObject({ n: 1 });
  });
});

describe("AccessTokens", () => {
  const key = "k".repeat(64);
  const tokens = new AccessTokens(key, "https://as.example/v1", 60);
  const grant = {
    principal: "u-abc",
    clientId: "client-1",
    scopes: ["tools:read"],
    resource: "https://as.example/v1/mcp",
  };

  it("issues a token that verifies for its resource, naming its principal, client and scopes", async () => {
    const verified = await tokens.verify(await tokens.issue(grant), [grant.resource]);
    expect(verified).toMatchObject({ principal: "u-abc", clientId: "client-1", scopes: ["tools:read"] });
    expect(verified.expiresAt).toBeGreaterThan(Date.now() / 1000);
  });

  it("refuses a token for another audience", async () => {
    const token = await tokens.issue({ ...grant, resource: "https://as.example/v1/tools" });
    await expect(tokens.verify(token, [grant.resource])).rejects.toThrow(/not valid here \(aud\)/);
  });

  it("refuses a token from another issuer or signed with another key", async () => {
    const foreignIssuer = new AccessTokens(key, "https://evil.example", 60);
    await expect(tokens.verify(await foreignIssuer.issue(grant), [grant.resource])).rejects.toThrow(
      InvalidAccessToken,
    );
    const foreignKey = new AccessTokens("x".repeat(64), "https://as.example/v1", 60);
    await expect(tokens.verify(await foreignKey.issue(grant), [grant.resource])).rejects.toThrow(
      InvalidAccessToken,
    );
  });

  it("refuses a tampered token", async () => {
    const token = await tokens.issue(grant);
    const [header, payload, signature] = token.split(".");
    const claims = JSON.parse(Buffer.from(payload ?? "", "base64url").toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: "u-someone-else" })).toString("base64url");
    await expect(tokens.verify(`${header}.${forged}.${signature}`, [grant.resource])).rejects.toThrow(
      InvalidAccessToken,
    );
  });

  it("refuses an expired token, and an unsigned one", async () => {
    const expired = await new SignJWT({ scope: "tools:read", client_id: "c" })
      .setProtectedHeader({ alg: "HS256", typ: "at+jwt", kid: derivedKid(new TextEncoder().encode(key)) })
      .setIssuer("https://as.example/v1")
      .setSubject("u-abc")
      .setAudience(grant.resource)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(new TextEncoder().encode(key));
    await expect(tokens.verify(expired, [grant.resource])).rejects.toThrow(/expired/);
    const payload = (await tokens.issue(grant)).split(".")[1];
    const none = Buffer.from(JSON.stringify({ alg: "none", typ: "at+jwt" })).toString("base64url");
    await expect(tokens.verify(`${none}.${payload}.`, [grant.resource])).rejects.toThrow(InvalidAccessToken);
  });

  it("will not sign with a short key", () => {
    expect(() => new AccessTokens("short", "https://as.example")).toThrow(/at least 32 bytes/);
  });
});

describe("principalOf", () => {
  it("names a person by issuer and subject, as a valid connection name", () => {
    const a = principalOf("https://identity.xero.com", "sub-1");
    expect(a).toMatch(/^u-[a-z2-7]{26}$/);
    expect(a).toMatch(CONNECTION_NAME);
    expect(principalOf("https://identity.xero.com", "sub-1")).toBe(a);
    expect(principalOf("https://identity.xero.com", "sub-2")).not.toBe(a);
    expect(principalOf("https://other.example", "sub-1")).not.toBe(a);
  });
});
