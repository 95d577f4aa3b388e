// A person's grants in the store (lib/oauth/grants.ts), on dynalite: a grant used within the refresh
// tokens' lifetime stays listed and keeps its item alive; one left unused that long is no longer
// listed; a person revokes only their own, and revoking ends the family.
import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { Grants } from "../../lib/oauth/grants";
import { REFRESH_TTL_SECONDS } from "../../lib/oauth/lifetimes";
import { OAuthStore, randomToken } from "../../lib/oauth/store";
import { startDynalite } from "../support/dynalite";

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
afterEach(() => vi.useRealTimers());

const DAY = 24 * 3600 * 1000;
const grantOf = (family: string) => ({
  family,
  clientId: "c-1",
  scopes: ["tools:read"],
  resource: "https://api.example/mcp",
});
const expiryOf = async (principal: string) =>
  (await store.get<{ expiresAt: number }>("grants", principal))?.expiresAt ?? 0;

describe("grants", () => {
  it("keeps a grant in use listed and its item alive; one unused for the refresh lifetime drops out", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const start = Date.now();
    const grants = new Grants(store);
    const used = randomToken();
    const idle = randomToken();
    await grants.record("u-ann", grantOf(used));
    await grants.record("u-ann", grantOf(idle));
    const firstExpiry = await expiryOf("u-ann");
    vi.setSystemTime(start + 20 * DAY);
    await grants.touch("u-ann", used);
    expect(await expiryOf("u-ann")).toBe(firstExpiry + 20 * 24 * 3600);
    vi.setSystemTime(start + 20 * DAY + REFRESH_TTL_SECONDS * 1000 - DAY);
    expect((await grants.list("u-ann")).map((grant) => grant.family)).toEqual([used]);
  });

  it("revokes only the person's own grant, and revoking ends its family", async () => {
    const grants = new Grants(store);
    const family = randomToken();
    await grants.record("u-bob", grantOf(family));
    expect(await grants.revokeOwn("u-eve", family)).toBe(false);
    expect(await store.get("family", family)).toBeUndefined();
    expect(await grants.revokeOwn("u-bob", family)).toBe(true);
    expect(await store.get("family", family)).toMatchObject({ revoked: true });
    expect(await grants.list("u-bob")).toEqual([]);
    expect(await grants.revokeOwn("u-bob", family)).toBe(false);
  });
});
