// How often a container reads its token secret: at most once per cache period, whatever the
// number of calls, counted as GetSecretValue requests on the Secrets Manager fake.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ledgerApi } from "../../lib/upstream/ledger-api";
import { connectionConfig, resetTokenCaches } from "../../lib/upstream-tokens/index";
import { createTokenBroker } from "../../lib/upstream-tokens/token-broker";
import { startTokenPeers, xeroTokenSet } from "../support/token-peers";

const SECRET_ID = "agent-tools/ledger/reads";
const CACHE_SECONDS = 300;
let peers: Awaited<ReturnType<typeof startTokenPeers>>;

beforeAll(async () => {
  peers = await startTokenPeers();
});
afterAll(() => peers.close());
beforeEach(() => {
  resetTokenCaches();
  peers.oauth.reset();
  peers.secrets.calls.length = 0;
});

/** A container whose clock the test moves. */
function container(clock: { now: number }) {
  const broker = createTokenBroker({ now: () => clock.now });
  const env = { ...process.env, TOKEN_CACHE_TTL_SECONDS: String(CACHE_SECONDS) };
  return broker.sourceFor(connectionConfig(ledgerApi, SECRET_ID, env));
}

describe("Secrets Manager reads", () => {
  it("one GetSecretValue per container per cache period", async () => {
    // Far from expiry for the whole test, whatever the test clock says.
    peers.secrets.set(SECRET_ID, xeroTokenSet("xero-access-long-lived", 24 * 3600_000));
    const clock = { now: Date.now() };
    const source = container(clock);

    for (let i = 0; i < 10; i++) expect(await source.get()).toBe("xero-access-long-lived");
    await Promise.all(Array.from({ length: 10 }, () => source.get()));
    expect(peers.secrets.count("GetSecretValue", SECRET_ID)).toBe(1);

    clock.now += (CACHE_SECONDS - 1) * 1000;
    await source.get();
    expect(peers.secrets.count("GetSecretValue", SECRET_ID)).toBe(1);

    clock.now += 2000; // the next cache period
    for (let i = 0; i < 10; i++) await source.get();
    expect(peers.secrets.count("GetSecretValue", SECRET_ID)).toBe(2);
    expect(peers.oauth.calls).toHaveLength(0);
  });

  it("each container reads for itself: three containers, three reads", async () => {
    peers.secrets.set(SECRET_ID, xeroTokenSet("xero-access-long-lived", 24 * 3600_000));
    const clock = { now: Date.now() };
    const sources = [container(clock), container(clock), container(clock)];
    for (let i = 0; i < 5; i++) await Promise.all(sources.map((source) => source.get()));
    expect(peers.secrets.count("GetSecretValue", SECRET_ID)).toBe(3);
  });

  it("the OAuth client secret is read only when refreshing, and then once per cache period", async () => {
    peers.secrets.set(SECRET_ID, xeroTokenSet("xero-access-0-expired", -60_000));
    const clock = { now: Date.now() };
    const source = container(clock);
    expect(await source.get()).toBe(peers.oauth.accessToken(1));
    expect(peers.secrets.count("GetSecretValue", "agent-tools/ledger/oauth-client")).toBe(1);
    expect(await source.refresh?.(peers.oauth.accessToken(1))).toBe(peers.oauth.accessToken(2));
    expect(peers.secrets.count("GetSecretValue", "agent-tools/ledger/oauth-client")).toBe(1);
  });
});
