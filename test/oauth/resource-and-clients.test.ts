// The resource server's answer to a request with no, a bad or a good bearer token, and which
// client ids are metadata-document URLs worth fetching (and what a fetched document must hold).
import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AccessTokens } from "../../lib/oauth/access-token";
import { ClientStore, isMetadataDocumentUrl } from "../../lib/oauth/clients";
import { bearerOf, checkAccess } from "../../lib/oauth/resource";
import { OAuthStore } from "../../lib/oauth/store";
import { startDynalite } from "../support/dynalite";

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
      wwwAuthenticate: `Bearer resource_metadata="${check.metadataUrl}"`,
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

describe("client metadata documents", () => {
  let dynamo: Awaited<ReturnType<typeof startDynalite>>;
  let store: OAuthStore;
  beforeAll(async () => {
    dynamo = await startDynalite();
    store = new OAuthStore(
      dynamo.tableName,
      new DynamoDBClient({
        endpoint: dynamo.endpoint,
        region: "us-east-1",
        credentials: { accessKeyId: "t", secretAccessKey: "t" },
      }),
    );
  });
  afterAll(() => dynamo.close());

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

  /** The document hosts of these tests resolve to a public (documentation) address. */
  const publicLookup = async () => [{ address: "203.0.113.10", family: 4 }];
  const documentAt = (body: unknown, status = 200) =>
    (async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

  it("accepts a document that names itself, as a public client, and caches it", async () => {
    const url = "https://client.example/meta.json";
    let fetched = 0;
    const clients = new ClientStore(store, {
      lookup: publicLookup,
      fetch: (async (...args: Parameters<typeof fetch>) => {
        fetched++;
        return documentAt({
          client_id: url,
          client_name: "Example",
          redirect_uris: ["https://client.example/cb"],
          token_endpoint_auth_method: "client_secret_post",
        })(...args);
      }) as typeof fetch,
    });
    const client = await clients.getClient(url);
    expect(client).toMatchObject({
      client_id: url,
      client_name: "Example",
      token_endpoint_auth_method: "none",
    });
    await clients.getClient(url);
    expect(fetched).toBe(1);
  });

  it("refuses a document for another client id, without redirect URIs, or not found", async () => {
    const url = "https://client.example/other.json";
    const wrongId = new ClientStore(store, {
      lookup: publicLookup,
      fetch: documentAt({ client_id: "https://evil.example/x", redirect_uris: ["https://evil.example/cb"] }),
    });
    expect(await wrongId.getClient(url)).toBeUndefined();
    const noRedirects = new ClientStore(store, {
      lookup: publicLookup,
      fetch: documentAt({ client_id: url, redirect_uris: [] }),
    });
    expect(await noRedirects.getClient(url)).toBeUndefined();
    const missing = new ClientStore(store, { lookup: publicLookup, fetch: documentAt({}, 404) });
    expect(await missing.getClient(url)).toBeUndefined();
  });
  it("fetches no document whose host resolves to a private, loopback or link-local address", async () => {
    const url = "https://inside.example/meta.json";
    let fetched = 0;
    const fetchDocument = (async () => {
      fetched++;
      return new Response(JSON.stringify({ client_id: url, redirect_uris: ["https://inside.example/cb"] }));
    }) as unknown as typeof fetch;
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
      const clients = new ClientStore(store, { fetch: fetchDocument, lookup: async () => addresses });
      expect(await clients.getClient(url), JSON.stringify(addresses)).toBeUndefined();
    }
    const unresolvable = new ClientStore(store, {
      fetch: fetchDocument,
      lookup: async () => {
        throw new Error("ENOTFOUND");
      },
    });
    expect(await unresolvable.getClient(url)).toBeUndefined();
    expect(fetched).toBe(0);
    // The same document from a public address is taken.
    const outside = new ClientStore(store, { fetch: fetchDocument, lookup: publicLookup });
    expect(await outside.getClient(url)).toMatchObject({ client_id: url });
    expect(fetched).toBe(1);
  });
});
