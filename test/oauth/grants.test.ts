// A person's grants in the store (lib/oauth/grants.ts), on dynalite: a grant used within the refresh
// tokens' lifetime stays listed and keeps its item alive; one left unused that long is no longer
// listed; a person revokes only their own, and revoking ends the family.
import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { Grants } from "../../lib/oauth/grants";
import { REFRESH_TTL_SECONDS } from "../../lib/oauth/lifetimes";
import { OAuthStore, randomToken } from "../../lib/oauth/store";
import { localCredentials } from "../../local/credentials";
import { createOAuthTable } from "../../local/oauth-stack";
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
  await createOAuthTable(client, "oauth");
  store = new OAuthStore("oauth", client);
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
const expiryOf = async (family: string) =>
  (await store.get<{ expiresAt: number }>("grant", family))?.expiresAt ?? 0;

describe("grants", () => {
  it("keeps a grant in use listed and its item alive; one unused for the refresh lifetime drops out", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const start = Date.now();
    const grants = new Grants(store);
    const used = randomToken();
    const idle = randomToken();
    await grants.record("u-ann", grantOf(used));
    await grants.record("u-ann", grantOf(idle));
    const firstExpiry = await expiryOf(used);
    vi.setSystemTime(start + 20 * DAY);
    await grants.touch("u-ann", used);
    expect(await expiryOf(used)).toBe(firstExpiry + 20 * 24 * 3600);
    expect(await expiryOf(idle)).toBe(firstExpiry);
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

describe("one item per grant (L7)", () => {
  it("keeps 300 grants with long client ids and names for one person: all recorded, all listed", async () => {
    // The old single map item per person passed DynamoDB's 400 KB item limit here and the write failed.
    const grants = new Grants(store);
    const clientId = `https://clients.example/${"c".repeat(1500)}`;
    const families = Array.from({ length: 300 }, () => randomToken());
    for (const family of families)
      await grants.record("u-many", { ...grantOf(family), clientId, clientName: "n".repeat(200) });
    const listed = await grants.list("u-many");
    expect(listed).toHaveLength(300);
    expect(new Set(listed.map((grant) => grant.family))).toEqual(new Set(families));
    expect(await grants.list("u-other")).toEqual([]);
  });

  it("still lists and revokes a grant kept in the old per-person map, and moves it to its own item at a refresh", async () => {
    const grants = new Grants(store);
    const [old, moved] = [randomToken(), randomToken()];
    const now = Math.floor(Date.now() / 1000);
    for (const family of [old, moved])
      await store.setEntry(
        "grants",
        "u-legacy",
        family,
        { ...grantOf(family), grantedAt: now - 10, lastUsedAt: now - 10 },
        REFRESH_TTL_SECONDS,
      );
    expect((await grants.list("u-legacy")).map((grant) => grant.family).sort()).toEqual([old, moved].sort());
    await grants.touch("u-legacy", moved);
    expect(await store.get("grant", moved)).toMatchObject({ family: moved, grantedAt: now - 10 });
    expect(await grants.list("u-legacy")).toHaveLength(2);
    expect(await grants.revokeOwn("u-eve", old)).toBe(false);
    expect(await grants.revokeOwn("u-legacy", old)).toBe(true);
    expect(await store.get("family", old)).toMatchObject({ revoked: true });
    expect(await grants.revokeOwn("u-legacy", moved)).toBe(true);
    expect(await grants.list("u-legacy")).toEqual([]);
  });
});
