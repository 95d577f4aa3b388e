// The resource server's answer to a request with no, a bad or a good bearer token, and which
// client ids are metadata-document URLs worth fetching (and what a fetched document must hold).
import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AccessTokens } from "../../lib/oauth/access-token";
import { ClientStore, isMetadataDocumentUrl } from "../../lib/oauth/clients";
import type { AddressLookup } from "../../lib/oauth/public-address";
import { bearerOf, checkAccess } from "../../lib/oauth/resource";
import { OAuthStore } from "../../lib/oauth/store";
import { localCredentials } from "../../local/credentials";
import { startDynalite } from "../support/dynalite";
import { loopbackCertificate, startDocumentServer } from "../support/loopback-tls";

const tokens = new AccessTokens("s".repeat(48), "https://api.example/v1", 300);
const check = {
  tokens,
  resource: "https://api.example/v1/mcp",
  metadataUrl: "https://api.example/v1/.well-known/oauth-protected-resource/mcp",
};

describe("checkAccess", () => {
  it("answers a request without a token with 401 and the resource metadata URL", async () => {
    const answer = await checkAccess(check, undefined);
    expect(answer).toMatchObject({
      ok: false,
      status: 401,
      wwwAuthenticate: `Bearer scope="tools:read tools:write", resource_metadata="${check.metadataUrl}"`,
    });
  });

  it("answers a bad token with invalid_token, and a good one with its principal", async () => {
    const bad = await checkAccess(check, "Bearer not.a.token");
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.wwwAuthenticate).toContain('error="invalid_token"');
    const token = await tokens.issue({
      principal: "u-p",
      clientId: "c",
      scopes: ["tools:read"],
      resource: check.resource,
    });
    const good = await checkAccess(check, `Bearer ${token}`);
    expect(good).toMatchObject({ ok: true, access: { principal: "u-p", scopes: ["tools:read"] } });
    const elsewhere = await tokens.issue({
      principal: "u-p",
      clientId: "c",
      scopes: [],
      resource: "https://api.example/v1/tools",
    });
    expect((await checkAccess(check, `Bearer ${elsewhere}`)).ok).toBe(false);
  });

  it("reads only the Bearer scheme", () => {
    expect(bearerOf("Bearer abc.def.ghi")).toBe("abc.def.ghi");
    expect(bearerOf("bearer abc")).toBe("abc");
    expect(bearerOf("Basic dXNlcjpwYXNz")).toBeUndefined();
    expect(bearerOf("Bearer a b")).toBeUndefined();
    expect(bearerOf(undefined)).toBeUndefined();
  });
});

// The documents come from a real HTTPS server on 127.0.0.1, under host names that the tests resolve
// there; for these tests 127.0.0.1 stands in for a public address (`addressAllowed`).
const HOSTS = ["client.example", "inside.example"];

describe("client metadata documents", () => {
  let dynamo: Awaited<ReturnType<typeof startDynalite>>;
  let store: OAuthStore;
  let tls: Awaited<ReturnType<typeof loopbackCertificate>>;
  let server: Awaited<ReturnType<typeof startDocumentServer>>;
  beforeAll(async () => {
    tls = await loopbackCertificate(HOSTS);
    server = await startDocumentServer(tls, {});
    dynamo = await startDynalite();
    store = new OAuthStore(
      dynamo.tableName,
      new DynamoDBClient({
        endpoint: dynamo.endpoint,
        region: "us-east-1",
        credentials: localCredentials(),
      }),
    );
  });
  afterAll(async () => {
    await server.close();
    await dynamo.close();
  });

  it("fetches only https URLs with a path, on a host name", () => {
    expect(isMetadataDocumentUrl("https://client.example/oauth/metadata.json")).toBe(true);
    expect(isMetadataDocumentUrl("https://client.example/")).toBe(false);
    expect(isMetadataDocumentUrl("http://client.example/meta")).toBe(false);
    expect(isMetadataDocumentUrl("https://169.254.169.254/latest/meta-data")).toBe(false);
    expect(isMetadataDocumentUrl("https://localhost/meta")).toBe(false);
    expect(isMetadataDocumentUrl("https://user:pw@client.example/meta")).toBe(false);
    expect(isMetadataDocumentUrl("4f0c7c1e-registered-id")).toBe(false);
    expect(isMetadataDocumentUrl("http://127.0.0.1:4000/meta", true)).toBe(true);
    expect(isMetadataDocumentUrl("https://127.0.0.1:4000/meta", true)).toBe(true);
    expect(isMetadataDocumentUrl("http://127.0.0.1:4000/", true)).toBe(false);
    expect(isMetadataDocumentUrl("http://localhost:4000/meta", true)).toBe(false);
    expect(isMetadataDocumentUrl("http://127.0.0.1:4000/meta")).toBe(false);
    expect(isMetadataDocumentUrl("https://127.0.0.1:4000/meta")).toBe(false);
  });

  const port = () => new URL(server.origin).port;
  const urlOn = (host: string, path: string) => `https://${host}:${port()}${path}`;
  const loopback = [{ address: "127.0.0.1", family: 4 }];
  const STAND_IN_PUBLIC = (address: string) => address === "127.0.0.1";
  const storeWith = (lookup: AddressLookup) =>
    new ClientStore(store, { ca: tls.cert, lookup, addressAllowed: STAND_IN_PUBLIC });

  it("accepts a document that names itself, as a public client, and caches it", async () => {
    const url = urlOn("client.example", "/meta.json");
    server.serve("/meta.json", () => ({
      client_id: url,
      client_name: "Example",
      redirect_uris: ["https://client.example/cb"],
      token_endpoint_auth_method: "client_secret_post",
    }));
    const clients = storeWith(async () => loopback);
    expect(await clients.getClient(url)).toMatchObject({
      client_id: url,
      client_name: "Example",
      token_endpoint_auth_method: "none",
    });
    await clients.getClient(url);
    expect(server.hitsOf("/meta.json")).toBe(1);
  });

  it("refuses a document for another client id, without redirect URIs, not found, or too large", async () => {
    const clients = storeWith(async () => loopback);
    server.serve("/wrong-id.json", () => ({
      client_id: "https://evil.example/x",
      redirect_uris: ["https://evil.example/cb"],
    }));
    expect(await clients.getClient(urlOn("client.example", "/wrong-id.json"))).toBeUndefined();
    server.serve("/no-redirects.json", (url) => ({
      client_id: url.replace("127.0.0.1", "client.example"),
      redirect_uris: [],
    }));
    expect(await clients.getClient(urlOn("client.example", "/no-redirects.json"))).toBeUndefined();
    expect(await clients.getClient(urlOn("client.example", "/missing.json"))).toBeUndefined();
    const large = urlOn("client.example", "/large.json");
    server.serve("/large.json", () => ({
      client_id: large,
      redirect_uris: ["https://client.example/cb"],
      padding: "x".repeat(70_000),
    }));
    expect(await clients.getClient(large)).toBeUndefined();
  });

  it("refuses a certificate it does not trust", async () => {
    const url = urlOn("client.example", "/untrusted.json");
    server.serve("/untrusted.json", () => ({ client_id: url, redirect_uris: ["https://client.example/cb"] }));
    const untrusting = new ClientStore(store, {
      lookup: async () => loopback,
      addressAllowed: STAND_IN_PUBLIC,
    });
    expect(await untrusting.getClient(url)).toBeUndefined();
    expect(server.hitsOf("/untrusted.json")).toBe(0);
  });

  it("fetches no document whose host resolves to a private, loopback or link-local address", async () => {
    const url = urlOn("inside.example", "/inside.json");
    server.serve("/inside.json", () => ({ client_id: url, redirect_uris: ["https://inside.example/cb"] }));
    for (const addresses of [
      [{ address: "10.0.0.5", family: 4 }],
      [{ address: "127.0.0.1", family: 4 }],
      [{ address: "169.254.169.254", family: 4 }], // the instance metadata service
      [{ address: "100.64.0.1", family: 4 }],
      [{ address: "::1", family: 6 }],
      [{ address: "fd00::1", family: 6 }],
      [{ address: "fe80::1", family: 6 }],
      [{ address: "::ffff:10.0.0.5", family: 6 }],
      // One private address among public ones is enough to refuse.
      [
        { address: "203.0.113.10", family: 4 },
        { address: "192.168.1.1", family: 4 },
      ],
      [],
    ]) {
      // The real rule here: public addresses only (127.0.0.1 is not one).
      const clients = new ClientStore(store, { ca: tls.cert, lookup: async () => addresses });
      expect(await clients.getClient(url), JSON.stringify(addresses)).toBeUndefined();
    }
    const unresolvable = new ClientStore(store, {
      ca: tls.cert,
      lookup: async () => {
        throw new Error("ENOTFOUND");
      },
    });
    expect(await unresolvable.getClient(url)).toBeUndefined();
    expect(server.hitsOf("/inside.json")).toBe(0);
    // The same document from an allowed address is taken.
    expect(await storeWith(async () => loopback).getClient(url)).toMatchObject({ client_id: url });
    expect(server.hitsOf("/inside.json")).toBe(1);
  });

  it("connects to the address it checked: a name that re-resolves elsewhere (DNS rebinding) is not asked again", async () => {
    const url = urlOn("client.example", "/rebinding.json");
    server.serve("/rebinding.json", () => ({ client_id: url, redirect_uris: ["https://client.example/cb"] }));
    const answers = [loopback, [{ address: "127.0.0.2", family: 4 }]];
    let lookups = 0;
    // The first answer passes the check; a connection that resolved again would go to 127.0.0.2,
    // where nothing listens, and the document would not be fetched.
    const rebinding: AddressLookup = async () => answers[Math.min(lookups++, 1)] ?? [];
    expect(await storeWith(rebinding).getClient(url)).toMatchObject({ client_id: url });
    expect(lookups).toBe(1);
  });
});
