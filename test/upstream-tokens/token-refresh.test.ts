// Xero token refresh across containers, on real protocol peers: the Secrets Manager fake, dynalite
// (the lease on the idempotency table), a Xero-like token endpoint and the Xero sandbox, which
// accepts only the token the first refresh issues. Each simulated container is its own token broker.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { handler as ledgerRead } from "../../functions/ledger-read";
import { handler as tasks } from "../../functions/tasks";
import { ledgerReadTools } from "../../lib/catalog/ledger/read";
import { executeTool } from "../../lib/runtime/execute";
import { ledgerApi } from "../../lib/upstream/ledger-api";
import { connectionConfig, resetTokenCaches } from "../../lib/upstream-tokens/index";
import { dynamoDbLease, inProcessLease, leaseKeyFor } from "../../lib/upstream-tokens/refresh-lease";
import { createTokenBroker } from "../../lib/upstream-tokens/token-broker";
import { lambdaContext } from "../../local/lambda-context";
import { type LedgerSandbox, startLedgerSandbox } from "../../local/sandbox/ledger/index";
import { startFaultServer } from "../support/fault-server";
import { invokeDirect } from "../support/invoke";
import { CLIENT, FIRST_REFRESH_TOKEN, startTokenPeers, xeroTokenSet } from "../support/token-peers";

const SECRET_ID = "agent-tools/ledger/acme";
const MINUTE = 60_000;
const brandingThemes = ledgerReadTools.find((row) => row.name === "LedgerApi.GetBrandingThemes");

let peers: Awaited<ReturnType<typeof startTokenPeers>>;
let sandbox: LedgerSandbox;

beforeAll(async () => {
  peers = await startTokenPeers();
  sandbox = await startLedgerSandbox({ token: peers.oauth.accessToken(1) });
  Object.assign(process.env, { LEDGER_API_BASE_URL: sandbox.url, LEDGER_TOKEN_SECRET_ID: SECRET_ID });
  delete process.env.LEDGER_API_ACCESS_TOKEN;
});
afterAll(async () => {
  await sandbox.close();
  await peers.close();
});
beforeEach(() => {
  resetTokenCaches();
  peers.oauth.reset();
  sandbox.reset();
  peers.secrets.calls.length = 0;
});

const input = () => ({ ledger_tenant_id: sandbox.tenants.primary });
// The sandbox accepts only the first refreshed token (and records no token): a request made with
// any other one is answered 401, which makes the executor refresh and send again.
const upstreamRequests = () => sandbox.requests.length;
const stored = () => JSON.parse(peers.secrets.secrets[SECRET_ID] ?? "{}") as Record<string, unknown>;
const containers = (count: number) =>
  Array.from({ length: count }, () =>
    createTokenBroker().sourceFor(connectionConfig(ledgerApi, SECRET_ID, process.env)),
  );

describe("Xero token refresh", () => {
  it("20 containers refreshing one expired token at once: one token endpoint call, all succeed with the new token", async () => {
    if (!brandingThemes) throw new Error("no GetBrandingThemes row");
    peers.secrets.set(SECRET_ID, xeroTokenSet("xero-access-0-expired", -MINUTE));
    // The replaced refresh token is refused at once: a second refresh with it would fail loudly.
    peers.oauth.state.graceOpen = false;

    const results = await Promise.all(
      containers(20).map((source) => executeTool(brandingThemes, input(), source)),
    );

    expect(peers.oauth.calls).toHaveLength(1);
    expect(peers.oauth.calls[0]?.outcome).toBe("ok");
    expect(results).toHaveLength(20);
    for (const result of results) expect(result).toHaveProperty("BrandingThemes");
    // One request each: none was sent with the expired token.
    expect(upstreamRequests()).toBe(20);
    expect(stored()).toMatchObject({
      access_token: peers.oauth.accessToken(1),
      refresh_token: peers.oauth.state.current,
      client: { secret_id: "agent-tools/ledger/oauth-client" },
    });
    expect(peers.secrets.count("PutSecretValue", SECRET_ID)).toBe(1);
    // The lease is gone once the winner is done.
    expect(await peers.dynamo.ids()).not.toContain(leaseKeyFor(SECRET_ID));
  });

  it("a 401 triggers one refresh and one resend through the ledger handler", async () => {
    peers.secrets.set(SECRET_ID, xeroTokenSet("xero-access-0-revoked", 20 * MINUTE));
    const outcome = await invokeDirect(ledgerRead, "LedgerApi.GetBrandingThemes", input());

    expect(outcome.ok).toBe(true);
    // The refused request and its one resend with the new token.
    expect(upstreamRequests()).toBe(2);
    expect(peers.oauth.calls).toHaveLength(1);
    expect(peers.oauth.calls[0]?.form).toEqual({
      grant_type: "refresh_token",
      refresh_token: FIRST_REFRESH_TOKEN,
    });
    expect(peers.oauth.calls[0]?.authorization).toBe(
      `Basic ${Buffer.from(`${CLIENT.id}:${CLIENT.secret}`).toString("base64")}`,
    );
    expect(stored().refresh_token).toBe(peers.oauth.state.current);

    // The container now holds the new set: the next call needs no read and no refresh.
    const reads = peers.secrets.count("GetSecretValue", SECRET_ID);
    expect((await invokeDirect(ledgerRead, "LedgerApi.GetBrandingThemes", input())).ok).toBe(true);
    expect(peers.secrets.count("GetSecretValue", SECRET_ID)).toBe(reads);
    expect(peers.oauth.calls).toHaveLength(1);
  });

  it("refreshes shortly before expiry, without a 401", async () => {
    peers.secrets.set(SECRET_ID, xeroTokenSet("xero-access-0-expiring", 4 * MINUTE));
    const outcome = await invokeDirect(ledgerRead, "LedgerApi.GetBrandingThemes", input());

    expect(outcome.ok).toBe(true);
    expect(upstreamRequests()).toBe(1);
    expect(peers.oauth.calls).toHaveLength(1);
    const expiresAt = Date.parse(String(stored().expires_at));
    expect(expiresAt - Date.now()).toBeGreaterThan(29 * MINUTE);
  });

  it("does not refresh a token with more than five minutes left", async () => {
    peers.secrets.set(SECRET_ID, xeroTokenSet(peers.oauth.accessToken(1), 6 * MINUTE));
    expect((await invokeDirect(ledgerRead, "LedgerApi.GetBrandingThemes", input())).ok).toBe(true);
    expect(peers.oauth.calls).toHaveLength(0);
  });

  it("a container whose cache is behind picks up the set another container stored", async () => {
    peers.secrets.set(SECRET_ID, xeroTokenSet("xero-access-0-revoked", 20 * MINUTE));
    peers.oauth.state.graceOpen = false;
    const [first, second] = containers(2);
    if (!first || !second) throw new Error("two containers");
    const refused = await first.get();
    expect(await second.get()).toBe(refused);

    expect(await first.refresh?.(refused)).toBe(peers.oauth.accessToken(1));
    expect(await second.refresh?.(refused)).toBe(peers.oauth.accessToken(1));
    expect(peers.oauth.calls).toHaveLength(1);
  });

  it("a container without the lease waits for the set its holder stores", async () => {
    peers.secrets.set(SECRET_ID, xeroTokenSet("xero-access-0-expired", -MINUTE));
    const held = await dynamoDbLease(String(process.env.IDEMPOTENCY_TABLE)).tryAcquire(
      leaseKeyFor(SECRET_ID),
    );
    // This holder has the lease: a grant, not the undefined of a lease held elsewhere.
    expect(held?.release).toEqual(expect.any(Function));
    const [waiting] = containers(1);
    const token = waiting?.get();
    setTimeout(() => peers.secrets.set(SECRET_ID, xeroTokenSet("xero-access-by-holder", 30 * MINUTE)), 300);

    expect(await token).toBe("xero-access-by-holder");
    expect(peers.oauth.calls).toHaveLength(0);
    await held?.release();
  });

  it("a lease left behind by a holder that died is taken over once it has expired", async () => {
    peers.secrets.set(SECRET_ID, xeroTokenSet("xero-access-0-expired", -MINUTE));
    const past = () => Date.now() - 120_000;
    await dynamoDbLease(String(process.env.IDEMPOTENCY_TABLE), { now: past }).tryAcquire(
      leaseKeyFor(SECRET_ID),
    );
    expect(await peers.dynamo.ids()).toContain(leaseKeyFor(SECRET_ID));

    const [container] = containers(1);
    expect(await container?.get()).toBe(peers.oauth.accessToken(1));
    expect(peers.oauth.calls).toHaveLength(1);
  });

  it("without IDEMPOTENCY_TABLE the containers of one process still refresh once (in-process lock)", async () => {
    peers.secrets.set(SECRET_ID, xeroTokenSet("xero-access-0-expired", -MINUTE));
    const localEnv = { LEDGER_TOKEN_ENDPOINT: peers.oauth.url };
    expect(connectionConfig(ledgerApi, SECRET_ID, localEnv).lease).toBe(inProcessLease);
    const tokens = await Promise.all(
      Array.from({ length: 5 }, () =>
        createTokenBroker()
          .sourceFor(connectionConfig(ledgerApi, SECRET_ID, localEnv))
          .get(),
      ),
    );
    expect(tokens).toEqual(Array(5).fill(peers.oauth.accessToken(1)));
    expect(peers.oauth.calls).toHaveLength(1);
    expect(await peers.dynamo.ids()).toEqual([]);
  });
});

describe("a refused refresh token", () => {
  const written: string[] = [];
  beforeEach(() => {
    process.env.LOG_LEVEL = "debug";
    for (const stream of [process.stdout, process.stderr]) {
      vi.spyOn(stream, "write").mockImplementation((chunk: string | Uint8Array) => {
        written.push(String(chunk));
        return true;
      });
    }
  });
  afterEach(() => {
    vi.restoreAllMocks();
    process.env.LOG_LEVEL = "silent";
    written.length = 0;
  });

  it("invalid_grant is an AuthError to re-authorise, with no secret in it, and is not retried", async () => {
    peers.secrets.set(SECRET_ID, xeroTokenSet("xero-access-0-revoked", 20 * MINUTE));
    peers.oauth.state.rejectAll = true;
    const outcome = await invokeDirect(ledgerRead, "LedgerApi.GetBrandingThemes", input());

    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.error.type).toBe("AuthError");
    expect(outcome.error.message).toMatch(/invalid_grant.*Re-authorise this connection/);
    expect(outcome.error.message).toContain(SECRET_ID);
    const everything =
      JSON.stringify(outcome.error) + outcome.error.message + outcome.error.stack + written.join("");
    for (const secret of [FIRST_REFRESH_TOKEN, CLIENT.secret, "xero-access-0-revoked"]) {
      expect(everything).not.toContain(secret);
    }
    expect(written.join("")).toMatch(/tool call failed/);
    expect(peers.oauth.calls).toHaveLength(1);
    expect(stored().refresh_error).toBe("invalid_grant");

    // Marked in the secret: another container does not spend a call on the dead refresh token.
    resetTokenCaches();
    const again = await invokeDirect(ledgerRead, "LedgerApi.GetBrandingThemes", input());
    expect(again.ok || again.error.message).toMatch(/Re-authorise this connection/);
    expect(peers.oauth.calls).toHaveLength(1);
  });

  it("a refused early refresh does not fail the call: the current token still works until it expires", async () => {
    peers.secrets.set(SECRET_ID, xeroTokenSet("xero-access-0-soon", 2 * MINUTE));
    peers.oauth.state.rejectAll = true;
    const [container] = containers(1);
    expect(await container?.get()).toBe("xero-access-0-soon");
    expect(peers.oauth.calls.map((call) => call.outcome)).toEqual(["invalid_grant"]);
    expect(stored().refresh_error).toBe("invalid_grant");
    const warnings = written
      .join("")
      .split("\n")
      .filter((line) => line.includes("early token refresh failed"))
      .map((line) => JSON.parse(line));
    expect(warnings).toEqual([
      expect.objectContaining({ level: "WARN", secretId: SECRET_ID, errorType: "AuthError" }),
    ]);
    expect(written.join("")).not.toContain("xero-access-0-soon");
  });

  it("HTTP callers get a 401 with the same message and nothing secret", async () => {
    peers.secrets.set(SECRET_ID, xeroTokenSet("xero-access-0-expired", -MINUTE));
    peers.oauth.state.rejectAll = true;
    const response = (await ledgerRead(
      {
        httpMethod: "POST",
        path: "/tools/LedgerApi.GetBrandingThemes",
        pathParameters: { toolName: "LedgerApi.GetBrandingThemes" },
        body: JSON.stringify(input()),
        requestContext: {},
      },
      lambdaContext("test-ledger"),
    )) as { statusCode: number; body: string };
    expect(response.statusCode).toBe(401);
    expect(JSON.parse(response.body).error.message).toMatch(/Re-authorise this connection/);
    for (const secret of [FIRST_REFRESH_TOKEN, CLIENT.secret]) expect(response.body).not.toContain(secret);
  });
});

describe("TickTick", () => {
  it("a 401 stays an AuthError to re-authorise, and nothing is refreshed", async () => {
    const upstream = await startFaultServer(() => ({ status: 401, body: '{"error":"invalid_token"}' }));
    Object.assign(process.env, {
      TASKS_API_BASE_URL: upstream.url,
      TASKS_TOKEN_SECRET_ID: "agent-tools/tasks/alice",
      TASKS_TOKEN_ENDPOINT: peers.oauth.url,
    });
    peers.secrets.set(
      "agent-tools/tasks/alice",
      JSON.stringify({ access_token: "tt-access-expired-0123", refresh_token: FIRST_REFRESH_TOKEN }),
    );
    try {
      const outcome = await invokeDirect(tasks, "TasksApi.GetUserProjects", {});
      expect(outcome.ok || outcome.error.type).toBe("AuthError");
      expect(outcome.ok || outcome.error.message).toMatch(
        /TickTick issues no refresh tokens: re-run the OAuth/,
      );
      expect(upstream.requests).toHaveLength(1);
      expect(peers.oauth.calls).toHaveLength(0);
      expect(peers.secrets.count("PutSecretValue")).toBe(0);
    } finally {
      await upstream.close();
    }
  });
});
