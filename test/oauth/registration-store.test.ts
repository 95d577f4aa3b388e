// A registered client's life in the store, with the clock moved: gone a day after registering if it
// never got a token, kept a refresh token's life after each token (markUsed). Clients the MCP SDK
// 1.x handler stored (no expiry, perhaps no auth method, perhaps a redirect URI now refused) are
// read as they were used, given an expiry at their next use, or refused.
import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ClientStore, UNUSED_CLIENT_TTL_SECONDS } from "../../lib/oauth/clients";
import { REFRESH_TTL_SECONDS } from "../../lib/oauth/lifetimes";
import { clientMetadataOf } from "../../lib/oauth/registration-rules";
import { OAuthStore } from "../../lib/oauth/store";
import { localCredentials } from "../../local/credentials";
import { startDynalite } from "../support/dynalite";

let dynamo: Awaited<ReturnType<typeof startDynalite>>;
let store: OAuthStore;
let clients: ClientStore;

beforeAll(async () => {
  dynamo = await startDynalite();
  store = new OAuthStore(
    dynamo.tableName,
    new DynamoDBClient({
      endpoint: dynamo.endpoint,
      region: "us-east-1",
      credentials: localCredentials(),
    }),
  );
  clients = new ClientStore(store);
});
afterAll(async () => {
  await dynamo?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const DAY = 24 * 3600;
/** Moves the clock (Date only: the store's expiry checks read it) by `seconds`. */
function later(seconds: number) {
  vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + seconds * 1000 });
}

const registered = () =>
  clients.register(
    clientMetadataOf({ redirect_uris: ["http://127.0.0.1:1/cb"], token_endpoint_auth_method: "none" }),
  );

describe("a registered client's life", () => {
  it("ends a day after registering when it never got a token", async () => {
    expect(UNUSED_CLIENT_TTL_SECONDS).toBe(DAY);
    const { client_id } = await registered();
    later(DAY - 60);
    expect(await clients.getClient(client_id)).toMatchObject({ client_id });
    vi.useRealTimers();
    later(DAY + 1);
    expect(await clients.getClient(client_id)).toBeUndefined();
  });

  it("lasts a refresh token's life after each token", async () => {
    const { client_id } = await registered();
    later(DAY - 60);
    await clients.markUsed(client_id);
    vi.useRealTimers();
    later(DAY + REFRESH_TTL_SECONDS - 120);
    expect(await clients.getClient(client_id)).toMatchObject({ client_id });
    vi.useRealTimers();
    later(DAY + REFRESH_TTL_SECONDS + 1);
    expect(await clients.getClient(client_id)).toBeUndefined();
  });

  it("does not keep a metadata document's client past its day's cache", async () => {
    const documentId = "https://client.example/oauth/metadata.json";
    await store.put("client", documentId, { client: { client_id: documentId, redirect_uris: ["x"] } }, DAY);
    await clients.markUsed(documentId);
    later(DAY + 1);
    expect(await store.get("client", documentId)).toBeUndefined();
  });
});

describe("clients the SDK 1.x handler stored", () => {
  it("are given a used client's expiry at their next use, and the method they authenticated with", async () => {
    await store.put("client", "sdk-confidential", {
      client: {
        client_id: "sdk-confidential",
        client_secret: "a".repeat(64),
        redirect_uris: ["https://client.example/cb"],
      },
    });
    await store.put("client", "sdk-public", {
      client: {
        client_id: "sdk-public",
        redirect_uris: ["https://client.example/cb"],
        token_endpoint_auth_method: "none",
      },
    });
    expect(await clients.getClient("sdk-confidential")).toMatchObject({
      token_endpoint_auth_method: "client_secret_post",
    });
    expect(await clients.getClient("sdk-public")).toMatchObject({ token_endpoint_auth_method: "none" });
    later(REFRESH_TTL_SECONDS + 1);
    expect(await clients.getClient("sdk-confidential")).toBeUndefined();
  });

  it("are refused when a redirect URI is one registration now refuses", async () => {
    for (const [id, uri] of [
      ["sdk-http", "http://client.example/cb"],
      ["sdk-file", "file:///etc/passwd"],
      ["sdk-fragment", "https://client.example/cb#x"],
    ]) {
      await store.put("client", id as string, {
        client: { client_id: id, redirect_uris: [uri], token_endpoint_auth_method: "none" },
      });
      expect(await clients.getClient(id as string), uri).toBeUndefined();
    }
  });
});
