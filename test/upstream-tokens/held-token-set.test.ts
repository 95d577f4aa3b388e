// A refreshed token set that Secrets Manager does not take is never lost: written again with
// retries, then held, sealed, in the refresh lease record on DynamoDB, where the next lease holder
// (another container) takes it over and writes it back once Secrets Manager answers again. Real SDK
// clients against the Secrets Manager fake (failing PutSecretValue on demand), dynalite and a
// Xero-like token endpoint that refuses a replaced refresh token at once (no grace): a set whose
// refresh token was lost would end in invalid_grant here.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ledgerApi } from "../../lib/upstream/ledger-api";
import { connectionConfig, resetTokenCaches } from "../../lib/upstream-tokens/index";
import {
  dynamoDbLease,
  HELD_SET_SECONDS,
  inProcessLease,
  leaseKeyFor,
  resetLeaseClient,
} from "../../lib/upstream-tokens/refresh-lease";
import { issuedAfter } from "../../lib/upstream-tokens/refresh-protocol";
import {
  type ConnectionConfig,
  createTokenBroker,
  type TokenBrokerOptions,
} from "../../lib/upstream-tokens/token-broker";
import { captureOutput } from "../support/captured-output";
import { CLIENT, FIRST_REFRESH_TOKEN, startTokenPeers, xeroTokenSet } from "../support/token-peers";

const SECRET_ID = "agent-tools/ledger/held";
const MINUTE = 60_000;
/** Short waits between write attempts: the counts are what these tests hold. */
const FAST: TokenBrokerOptions = { writeBackoffMs: 10 };

let peers: Awaited<ReturnType<typeof startTokenPeers>>;
let output: ReturnType<typeof captureOutput>;

beforeAll(async () => {
  peers = await startTokenPeers();
});
afterAll(() => peers.close());
beforeEach(() => {
  resetTokenCaches();
  peers.oauth.reset();
  // Xero's grace for a replaced refresh token, closed: only the newest one works.
  peers.oauth.state.graceOpen = false;
  peers.secrets.calls.length = 0;
  peers.secrets.faults.failPuts = false;
  peers.secrets.set(SECRET_ID, xeroTokenSet("xero-access-0-expired", -MINUTE));
  output = captureOutput();
});
afterEach(async () => {
  output.restore();
  // No test leaves a record for the next one.
  const grant = await dynamoDbLease(String(process.env.IDEMPOTENCY_TABLE), {
    now: () => Date.now() + 3600_000,
  }).tryAcquire(leaseKeyFor(SECRET_ID));
  if (grant?.held) await grant.clearHeld(grant.held.issuedAt);
  await grant?.release();
});

const access = (n: number) => peers.oauth.accessToken(n);
const stored = () => JSON.parse(peers.secrets.secrets[SECRET_ID] ?? "{}") as Record<string, unknown>;
const container = (options: TokenBrokerOptions = FAST, env: NodeJS.ProcessEnv = process.env) =>
  createTokenBroker(options).sourceFor(connectionConfig(ledgerApi, SECRET_ID, env));
const record = () => peers.leaseRecord(SECRET_ID);
const outcomes = () => peers.oauth.calls.map((call) => `${call.form.refresh_token} ${call.outcome}`);
/** Every token this file's peers issue or hold, and the client secret: none may be written anywhere. */
const secretValues = () => [
  FIRST_REFRESH_TOKEN,
  CLIENT.secret,
  "xero-access-0-expired",
  ...Array.from({ length: peers.oauth.state.issued }, (_, i) => [
    access(i + 1),
    `xero-refresh-${i + 1}`,
  ]).flat(),
];

describe("a refreshed set Secrets Manager does not take", () => {
  it("is held in the lease record; the next container uses it; it is written and the copy removed once Secrets Manager is back", async () => {
    peers.secrets.faults.failPuts = true;

    // Container A refreshes: Xero rotates the refresh token, Secrets Manager refuses all 3 writes.
    expect(await container().get()).toBe(access(1));
    expect(outcomes()).toEqual([`${FIRST_REFRESH_TOKEN} ok`]);
    expect(peers.secrets.count("PutSecretValue", SECRET_ID)).toBe(3);
    expect(peers.secrets.failed("PutSecretValue")).toBe(3);
    expect(stored().access_token).toBe("xero-access-0-expired");

    // Held: sealed, no lease owner left, kept as long as the refresh token lives.
    const item = await record();
    expect(item?.lease_owner).toBeUndefined();
    expect(item?.lease_until).toBeUndefined();
    const issued = Number(item?.held_issued?.N);
    expect(Math.abs(issued - Date.now())).toBeLessThan(10_000);
    expect(Number(item?.held_until?.N)).toBe(Math.floor(issued / 1000) + HELD_SET_SECONDS);
    expect(item?.expiration?.N).toBe(item?.held_until?.N);
    expect(HELD_SET_SECONDS).toBe(60 * 24 * 3600);
    expect(item?.held_iv?.B).toHaveLength(12);
    expect(item?.held_tag?.B).toHaveLength(16);
    expect(item?.held_salt?.B).toHaveLength(16);
    const raw = JSON.stringify(item) + Buffer.from(item?.held_data?.B ?? []).toString("latin1");
    for (const secret of secretValues()) expect(raw).not.toContain(secret);

    // Container B, Secrets Manager still down: takes the held set over, no call to Xero.
    expect(await container().get()).toBe(access(1));
    expect(peers.oauth.calls).toHaveLength(1);
    // Its one write-back attempt failed: the set stays held.
    expect(peers.secrets.failed("PutSecretValue")).toBe(4);
    expect((await record())?.held_issued?.N).toBe(String(issued));

    // Secrets Manager is back. Container C writes the held set and the copy goes.
    peers.secrets.faults.failPuts = false;
    expect(await container().get()).toBe(access(1));
    expect(peers.oauth.calls).toHaveLength(1);
    expect(peers.secrets.count("PutSecretValue", SECRET_ID)).toBe(5);
    expect(stored()).toMatchObject({
      access_token: access(1),
      refresh_token: "xero-refresh-1",
      issued_at: new Date(issued).toISOString(),
    });
    expect(await record()).toBeUndefined();

    // The rotated refresh token was not lost: the next refresh uses it (the first one is refused now).
    expect(await container().refresh?.(access(1))).toBe(access(2));
    expect(outcomes()).toEqual([`${FIRST_REFRESH_TOKEN} ok`, "xero-refresh-1 ok"]);
    expect(stored().refresh_token).toBe("xero-refresh-2");
    expect(await record()).toBeUndefined();

    // One TokenSetWriteFailed (container A's), and no token in any line.
    expect(output.metrics("TokenSetWriteFailed")).toEqual([
      expect.objectContaining({
        Toolkit: "LedgerApi",
        secretId: SECRET_ID,
        heldIn: "lease-record",
        TokenSetWriteFailed: 1,
      }),
    ]);
    for (const secret of secretValues()) expect(output.text()).not.toContain(secret);
  });

  it("a write that succeeds on a retry holds nothing", async () => {
    peers.secrets.faults.failPuts = 2;
    expect(await container().get()).toBe(access(1));
    expect(peers.secrets.count("PutSecretValue", SECRET_ID)).toBe(3);
    expect(peers.secrets.failed("PutSecretValue")).toBe(2);
    expect(stored().refresh_token).toBe("xero-refresh-1");
    expect(await record()).toBeUndefined();
    expect(output.metrics("TokenSetWriteFailed")).toEqual([]);
  });

  it("a burst of containers while Secrets Manager refuses writes: one refresh, every container takes the held set", async () => {
    peers.secrets.faults.failPuts = true;
    const tokens = await Promise.all(Array.from({ length: 12 }, () => container().get()));
    expect(tokens).toEqual(Array(12).fill(access(1)));
    expect(outcomes()).toEqual([`${FIRST_REFRESH_TOKEN} ok`]);
    expect((await record())?.held_issued).toBeDefined();
    expect(output.metrics("TokenSetWriteFailed")).toHaveLength(1);

    // Still down, the token refused (a 401): the next rotation starts from the held refresh token,
    // and the newer set replaces the older one in the record.
    const before = Number((await record())?.held_issued?.N);
    const again = await Promise.all(Array.from({ length: 6 }, () => container().refresh?.(access(1))));
    expect(again).toEqual(Array(6).fill(access(2)));
    expect(outcomes()).toEqual([`${FIRST_REFRESH_TOKEN} ok`, "xero-refresh-1 ok"]);
    expect(Number((await record())?.held_issued?.N)).toBeGreaterThan(before);
    expect(stored().access_token).toBe("xero-access-0-expired");
  });

  it("a later set in Secrets Manager wins over an older held one, which is removed", async () => {
    peers.secrets.faults.failPuts = true;
    expect(await container().get()).toBe(access(1));
    expect((await record())?.held_issued).toBeDefined();
    peers.secrets.faults.failPuts = false;
    // Meanwhile a later set reached Secrets Manager (another holder's refresh, or a person reconnecting).
    peers.secrets.set(SECRET_ID, xeroTokenSet("xero-access-later", 40 * MINUTE, "xero-refresh-later"));
    peers.oauth.state.current = "xero-refresh-later";

    // A 401 on the later token: its holder refreshes from the later set, not from the held one.
    expect(await container().refresh?.("xero-access-later")).toBe(access(2));
    expect(outcomes()).toEqual([`${FIRST_REFRESH_TOKEN} ok`, "xero-refresh-later ok"]);
    expect(stored().refresh_token).toBe("xero-refresh-2");
    expect(await record()).toBeUndefined();
  });

  it("a held set that does not open (a changed byte) is not used; the holder refreshes from Secrets Manager's set", async () => {
    peers.oauth.state.graceOpen = true;
    peers.secrets.faults.failPuts = true;
    expect(await container().get()).toBe(access(1));
    peers.secrets.faults.failPuts = false;
    const item = await record();
    const data = Buffer.from(item?.held_data?.B ?? []);
    data[0] = (data[0] ?? 0) ^ 1;
    const { DynamoDBClient, UpdateItemCommand } = await import("@aws-sdk/client-dynamodb");
    const client = new DynamoDBClient({});
    await client.send(
      new UpdateItemCommand({
        TableName: process.env.IDEMPOTENCY_TABLE,
        Key: { id: { S: leaseKeyFor(SECRET_ID) } },
        UpdateExpression: "SET held_data = :data",
        ExpressionAttributeValues: { ":data": { B: data } },
      }),
    );
    client.destroy();

    // The stored refresh token is the replaced one, still inside Xero's grace here.
    expect(await container().get()).toBe(access(2));
    expect(outcomes()).toEqual([`${FIRST_REFRESH_TOKEN} ok`, `${FIRST_REFRESH_TOKEN} ok`]);
    expect(stored().refresh_token).toBe("xero-refresh-2");
    // Written: the damaged copy is removed with the lease.
    expect(await record()).toBeUndefined();
    const errors = output.lines().filter((line) => line.includes("could not be opened"));
    expect(errors).toHaveLength(1);
    for (const secret of secretValues()) expect(output.text()).not.toContain(secret);
  });

  it("when DynamoDB cannot hold it either, the container keeps it, says so and counts it", async () => {
    peers.secrets.faults.failPuts = true;
    const config = connectionConfig(ledgerApi, SECRET_ID, process.env);
    const broken: ConnectionConfig = {
      ...config,
      lease: {
        tryAcquire: (key) => config.lease.tryAcquire(key),
        held: {
          peek: () => Promise.reject(new Error("DynamoDB unreachable")),
          hold: () => Promise.reject(new Error("DynamoDB unreachable")),
        },
      },
    };
    const source = createTokenBroker(FAST).sourceFor(broken);
    expect(await source.get()).toBe(access(1));
    expect(await record()).toBeUndefined();
    expect(
      output.lines().filter((line) => line.includes("could not be held in the lease record either")),
    ).toHaveLength(1);
    expect(output.metrics("TokenSetWriteFailed")).toEqual([expect.objectContaining({ heldIn: "container" })]);
    // Its own next refresh starts from that set, and writes it first once Secrets Manager is back.
    peers.secrets.faults.failPuts = false;
    expect(await source.refresh?.(access(1))).toBe(access(2));
    expect(outcomes()).toEqual([`${FIRST_REFRESH_TOKEN} ok`, "xero-refresh-1 ok"]);
    expect(
      peers.secrets
        .versions(SECRET_ID)
        .map((version) => JSON.parse(version).access_token)
        .slice(-2),
    ).toEqual([access(1), access(2)]);
  });

  it("without a table the set stays in the container, after the same retries", async () => {
    const localEnv = { ...process.env, IDEMPOTENCY_TABLE: "" };
    expect(connectionConfig(ledgerApi, SECRET_ID, localEnv).lease).toBe(inProcessLease);
    peers.secrets.faults.failPuts = true;
    const source = container(FAST, localEnv);
    expect(await source.get()).toBe(access(1));
    expect(peers.secrets.failed("PutSecretValue")).toBe(3);
    expect(await record()).toBeUndefined();
    expect(output.metrics("TokenSetWriteFailed")).toEqual([expect.objectContaining({ heldIn: "container" })]);
    // The container keeps using the set, and refreshes from its refresh token when Secrets Manager is back.
    expect(await source.get()).toBe(access(1));
    peers.secrets.faults.failPuts = false;
    expect(await source.refresh?.(access(1))).toBe(access(2));
    expect(outcomes()).toEqual([`${FIRST_REFRESH_TOKEN} ok`, "xero-refresh-1 ok"]);
    expect(stored().refresh_token).toBe("xero-refresh-2");
  });
});

describe("the lease record", () => {
  const table = () => String(process.env.IDEMPOTENCY_TABLE);
  const KEY = leaseKeyFor(SECRET_ID);
  const sealed = (issuedAt: number) => ({
    issuedAt,
    salt: new Uint8Array(16),
    iv: new Uint8Array(12).fill(issuedAt % 251),
    tag: new Uint8Array(16),
    ciphertext: new Uint8Array([1, 2, 3]),
  });

  it("two held sets: the later issue is kept, an earlier one never replaces it", async () => {
    const lease = dynamoDbLease(table());
    const held = lease.held;
    if (!held) throw new Error("the table's lease holds sets");
    const t = Date.now();
    expect(await held.hold(KEY, sealed(t))).toBe(true);
    expect(await held.hold(KEY, sealed(t - 1000))).toBe(false);
    expect(await held.hold(KEY, sealed(t))).toBe(false);
    expect((await held.peek(KEY))?.issuedAt).toBe(t);
    expect(await held.hold(KEY, sealed(t + 1000))).toBe(true);
    expect((await held.peek(KEY))?.issuedAt).toBe(t + 1000);
  });

  it("is taken while it holds a set and has no owner; releasing keeps the set; clearing takes only the set it names", async () => {
    const lease = dynamoDbLease(table());
    const t = Date.now();
    await lease.held?.hold(KEY, sealed(t));

    const first = await lease.tryAcquire(KEY);
    expect(first?.held?.issuedAt).toBe(t);
    expect(await lease.tryAcquire(KEY)).toBeUndefined();
    expect((await record())?.expiration?.N).toBe(String(Math.floor(t / 1000) + HELD_SET_SECONDS));
    await first?.release();
    expect((await record())?.lease_owner).toBeUndefined();
    expect((await lease.held?.peek(KEY))?.issuedAt).toBe(t);

    const second = await lease.tryAcquire(KEY);
    // Another holder held a later set meanwhile: clearing the earlier one leaves it.
    await lease.held?.hold(KEY, sealed(t + 5));
    await second?.clearHeld(t);
    expect((await lease.held?.peek(KEY))?.issuedAt).toBe(t + 5);
    await second?.clearHeld(t + 5);
    expect(await lease.held?.peek(KEY)).toBeUndefined();
    await second?.release();
    expect(await record()).toBeUndefined();
  });

  it("a held set past its TTL is not handed over, and is cleared by the next holder", async () => {
    const longAgo = Date.now() - (HELD_SET_SECONDS + 60) * 1000;
    await dynamoDbLease(table()).held?.hold(KEY, sealed(longAgo));
    const lease = dynamoDbLease(table());
    expect(await lease.held?.peek(KEY)).toBeUndefined();
    const grant = await lease.tryAcquire(KEY);
    expect(grant?.held).toBeUndefined();
    expect((await record())?.held_issued).toBeUndefined();
    await grant?.release();
    expect(await record()).toBeUndefined();
  });

  it("a record missing part of a held set holds nothing", async () => {
    const lease = dynamoDbLease(table());
    await lease.held?.hold(KEY, sealed(Date.now()));
    const { DynamoDBClient, UpdateItemCommand } = await import("@aws-sdk/client-dynamodb");
    const client = new DynamoDBClient({});
    await client.send(
      new UpdateItemCommand({
        TableName: table(),
        Key: { id: { S: KEY } },
        UpdateExpression: "REMOVE held_tag",
      }),
    );
    client.destroy();
    expect(await lease.held?.peek(KEY)).toBeUndefined();
  });

  it("DynamoDB unreachable: a retryable InternalError that names nothing secret", async () => {
    const endpoint = process.env.AWS_ENDPOINT_URL_DYNAMODB;
    process.env.AWS_ENDPOINT_URL_DYNAMODB = "http://127.0.0.1:9";
    resetLeaseClient();
    try {
      const lease = dynamoDbLease(table());
      const expected = { type: "InternalError", retryable: true };
      await expect(lease.tryAcquire(KEY)).rejects.toMatchObject(expected);
      await expect(lease.held?.peek(KEY)).rejects.toMatchObject(expected);
      await expect(lease.held?.hold(KEY, sealed(Date.now()))).rejects.toMatchObject(expected);
    } finally {
      process.env.AWS_ENDPOINT_URL_DYNAMODB = endpoint;
      resetLeaseClient();
    }
  });

  it("a lease written before lease_until existed is honoured until its expiration", async () => {
    const { DynamoDBClient, PutItemCommand } = await import("@aws-sdk/client-dynamodb");
    const client = new DynamoDBClient({});
    const put = (expiration: number) =>
      client.send(
        new PutItemCommand({
          TableName: table(),
          Item: { id: { S: KEY }, expiration: { N: String(expiration) }, lease_owner: { S: "old-code" } },
        }),
      );
    const nowSeconds = Math.floor(Date.now() / 1000);
    await put(nowSeconds + 30);
    expect(await dynamoDbLease(table()).tryAcquire(KEY)).toBeUndefined();
    await put(nowSeconds - 1);
    const grant = await dynamoDbLease(table()).tryAcquire(KEY);
    expect(grant).toBeDefined();
    await grant?.release();
    client.destroy();
    expect(await record()).toBeUndefined();
  });
});

describe("which of two sets is newer", () => {
  const set = (fields: { issuedAt?: number; expiresAt?: number }) => ({
    accessToken: "a",
    extra: {},
    ...fields,
  });
  it.each([
    ["issued later", { issuedAt: 2, expiresAt: 1 }, { issuedAt: 1, expiresAt: 9 }, true],
    ["issued at the same time", { issuedAt: 1 }, { issuedAt: 1 }, false],
    ["no issue time on one side: expires later", { issuedAt: 1, expiresAt: 9 }, { expiresAt: 8 }, true],
    ["no issue time on one side: expires earlier", { issuedAt: 5, expiresAt: 7 }, { expiresAt: 8 }, false],
    ["the other says nothing", { issuedAt: 1 }, {}, true],
    ["neither says anything", {}, {}, false],
    ["only the other says when it expires", { issuedAt: 1 }, { expiresAt: 1 }, false],
  ])("%s", (_case, a, b, newer) => {
    expect(issuedAfter(set(a), set(b))).toBe(newer);
  });
});
