// The metrics of token handling, as the EMF lines CloudWatch Logs reads: ConnectionNeedsReauthorisation
// for every call that fails (or will) because only a person can mend the connection, and
// TokenSetWriteFailed (held-token-set.test.ts). And no token value in any line or error.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { handler as ledgerRead } from "../../functions/ledger-read";
import { METRIC_NAMESPACE, metricLine, putMetric } from "../../lib/runtime/metric";
import { ledgerApi } from "../../lib/upstream/ledger-api";
import { tasksApi } from "../../lib/upstream/tasks-api";
import { connectionConfig, resetTokenCaches } from "../../lib/upstream-tokens/index";
import { createTokenBroker } from "../../lib/upstream-tokens/token-broker";
import { type LedgerSandbox, startLedgerSandbox } from "../../local/sandbox/ledger/index";
import { captureOutput } from "../support/captured-output";
import { invokeDirect } from "../support/invoke";
import { CLIENT, FIRST_REFRESH_TOKEN, startTokenPeers, xeroTokenSet } from "../support/token-peers";

const SECRET_ID = "agent-tools/ledger/metrics";
const MINUTE = 60_000;
const REAUTH = "ConnectionNeedsReauthorisation";

let peers: Awaited<ReturnType<typeof startTokenPeers>>;
let sandbox: LedgerSandbox;
let output: ReturnType<typeof captureOutput>;

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
  peers.secrets.faults.failPuts = false;
  output = captureOutput();
});
afterEach(() => {
  output.restore();
  delete process.env._X_AMZN_TRACE_ID;
});

const stored = () => JSON.parse(peers.secrets.secrets[SECRET_ID] ?? "{}") as Record<string, unknown>;
const container = (now?: () => number) =>
  createTokenBroker({ now, writeBackoffMs: 10 }).sourceFor(
    connectionConfig(ledgerApi, SECRET_ID, process.env),
  );

describe("EMF lines", () => {
  it("one JSON line on stdout: the metric under AgentTools with its dimension, the properties beside it", () => {
    process.env._X_AMZN_TRACE_ID =
      "Root=1-5759e988-bd862e3fe1be46a994272793;Parent=53995c3f42cd8ad8;Sampled=1";
    putMetric({
      name: REAUTH,
      dimensions: { Toolkit: "LedgerApi" },
      // A property never overwrites the line's own keys.
      properties: { secretId: "agent-tools/ledger/acme", Toolkit: "other", [REAUTH]: 7, _aws: {} },
    });
    const lines = output.lines();
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0] ?? "");
    expect(line).toEqual({
      _aws: {
        Timestamp: expect.any(Number),
        CloudWatchMetrics: [
          {
            Namespace: "AgentTools",
            Dimensions: [["Toolkit"]],
            Metrics: [{ Name: REAUTH, Unit: "Count" }],
          },
        ],
      },
      level: "INFO",
      message: `metric ${REAUTH}`,
      timestamp: new Date(line._aws.Timestamp).toISOString(),
      service: "agent-tools",
      Toolkit: "LedgerApi",
      [REAUTH]: 1,
      xray_trace_id: "1-5759e988-bd862e3fe1be46a994272793",
      secretId: "agent-tools/ledger/acme",
    });
    expect(METRIC_NAMESPACE).toBe("AgentTools");
  });

  it("is written at every log level but silent, which writes nothing", () => {
    process.env.LOG_LEVEL = "error";
    putMetric({ name: "X", dimensions: {} });
    delete process.env.LOG_LEVEL;
    putMetric({ name: "X", dimensions: {} });
    process.env.LOG_LEVEL = "silent";
    putMetric({ name: "X", dimensions: {} });
    expect(output.lines()).toHaveLength(2);
    expect(
      JSON.parse(metricLine({ name: "Wait", value: 250, unit: "Milliseconds", dimensions: {} }, 0)),
    ).toMatchObject({
      _aws: {
        Timestamp: 0,
        CloudWatchMetrics: [{ Dimensions: [[]], Metrics: [{ Name: "Wait", Unit: "Milliseconds" }] }],
      },
      Wait: 250,
    });
  });
});

describe("ConnectionNeedsReauthorisation", () => {
  it("a refused refresh token: one line per failing call, naming the connection, and no token anywhere", async () => {
    peers.secrets.set(SECRET_ID, xeroTokenSet("xero-access-0-revoked", 20 * MINUTE));
    peers.oauth.state.rejectAll = true;
    const input = { ledger_tenant_id: sandbox.tenants.primary };

    const outcome = await invokeDirect(ledgerRead, "LedgerApi.GetBrandingThemes", input);
    expect(outcome.ok).toBe(false);
    expect(output.metrics(REAUTH)).toEqual([
      expect.objectContaining({
        Toolkit: "LedgerApi",
        secretId: SECRET_ID,
        reason: "refresh-token-refused",
        [REAUTH]: 1,
      }),
    ]);
    // Another container: marked in the secret, no second call to Xero, but the call is counted too.
    resetTokenCaches();
    const again = await invokeDirect(ledgerRead, "LedgerApi.GetBrandingThemes", input);
    expect(again.ok).toBe(false);
    expect(peers.oauth.calls).toHaveLength(1);
    expect(output.metrics(REAUTH)).toHaveLength(2);

    const errors = [outcome, again].map((result) =>
      result.ok ? "" : JSON.stringify(result.error) + result.error.message + result.error.stack,
    );
    const everything = output.text() + errors.join("");
    expect(output.text()).toMatch(/tool call failed/);
    for (const secret of [FIRST_REFRESH_TOKEN, CLIENT.secret, "xero-access-0-revoked"]) {
      expect(everything).not.toContain(secret);
    }
  });

  it("a held set whose refresh token was already rotated (its successor lost): the mark goes on the held set, the copy goes, the line is written", async () => {
    peers.secrets.set(SECRET_ID, xeroTokenSet("xero-access-0-expired", -MINUTE));
    peers.oauth.state.graceOpen = false;
    peers.secrets.faults.failPuts = true;
    expect(await container().get()).toBe(peers.oauth.accessToken(1));
    expect((await peers.leaseRecord(SECRET_ID))?.held_issued).toBeDefined();
    peers.secrets.faults.failPuts = false;
    // Someone refreshed with xero-refresh-1 and the answer never reached any store (a crash).
    peers.oauth.state.current = "xero-refresh-lost";
    peers.oauth.state.previous = undefined;

    // 26 minutes on: the held set is due for a refresh, which Xero refuses.
    const later = () => Date.now() + 26 * MINUTE;
    await expect(container(later).get()).rejects.toMatchObject({ type: "AuthError" });
    expect(peers.oauth.calls.map((call) => `${call.form.refresh_token} ${call.outcome}`)).toEqual([
      `${FIRST_REFRESH_TOKEN} ok`,
      "xero-refresh-1 invalid_grant",
    ]);
    expect(stored()).toMatchObject({
      access_token: peers.oauth.accessToken(1),
      refresh_token: "xero-refresh-1",
      refresh_error: "invalid_grant",
    });
    expect(await peers.leaseRecord(SECRET_ID)).toBeUndefined();
    expect(output.metrics(REAUTH)).toEqual([expect.objectContaining({ reason: "refresh-token-refused" })]);
    for (const secret of [FIRST_REFRESH_TOKEN, "xero-refresh-1", peers.oauth.accessToken(1)]) {
      expect(output.text()).not.toContain(secret);
    }
  });

  it("an early refresh refused while the current token still works: the call goes ahead, the line is written", async () => {
    peers.secrets.set(SECRET_ID, xeroTokenSet("xero-access-0-soon", 2 * MINUTE));
    peers.oauth.state.rejectAll = true;
    expect(await container().get()).toBe("xero-access-0-soon");
    expect(output.metrics(REAUTH)).toEqual([expect.objectContaining({ reason: "refresh-token-refused" })]);
  });

  it("an expired Xero set without a refresh token, refused upstream", async () => {
    peers.secrets.set(
      SECRET_ID,
      JSON.stringify({
        access_token: "xero-access-bare",
        expires_at: new Date(Date.now() - MINUTE).toISOString(),
      }),
    );
    const source = container();
    expect(await source.get()).toBe("xero-access-bare");
    expect(await source.refresh?.("xero-access-bare")).toBeUndefined();
    expect(output.metrics(REAUTH)).toEqual([
      expect.objectContaining({ Toolkit: "LedgerApi", reason: "no-refresh-token", secretId: SECRET_ID }),
    ]);
    expect(peers.oauth.calls).toHaveLength(0);
  });

  it("a set that lost its refresh token in Secrets Manager while the container held the old one", async () => {
    peers.secrets.set(SECRET_ID, xeroTokenSet("xero-access-long", 20 * MINUTE));
    const source = container();
    expect(await source.get()).toBe("xero-access-long");
    peers.secrets.set(SECRET_ID, JSON.stringify({ access_token: "xero-access-long" }));
    await expect(source.refresh?.("xero-access-long")).rejects.toMatchObject({
      type: "AuthError",
      message: expect.stringMatching(/has no refresh token; re-authorise/),
    });
    expect(output.metrics(REAUTH)).toEqual([expect.objectContaining({ reason: "no-refresh-token" })]);
  });

  it("a TickTick token refused upstream (no refresh grant)", async () => {
    const secretId = "agent-tools/tasks/metrics";
    peers.secrets.set(secretId, JSON.stringify({ access_token: "tt-access-refused" }));
    const source = createTokenBroker().sourceFor(connectionConfig(tasksApi, secretId, process.env));
    expect(await source.refresh?.(await source.get())).toBeUndefined();
    expect(output.metrics(REAUTH)).toEqual([
      expect.objectContaining({ Toolkit: "TasksApi", reason: "no-refresh-grant", secretId }),
    ]);
    expect(output.text()).not.toContain("tt-access-refused");
  });

  it("nothing is counted for a connection that works", async () => {
    peers.secrets.set(SECRET_ID, xeroTokenSet("xero-access-0-expired", -MINUTE));
    expect(await container().get()).toBe(peers.oauth.accessToken(1));
    expect(output.metrics(REAUTH)).toEqual([]);
    expect(output.metrics("TokenSetWriteFailed")).toEqual([]);
  });
});

describe("TokenRefreshes and TokenRefreshFailures", () => {
  it("a refresh the token endpoint answers: one TokenRefreshes line for the toolkit, no token in it", async () => {
    peers.secrets.set(SECRET_ID, xeroTokenSet("xero-access-0-expired", -MINUTE));
    expect(await container().get()).toBe(peers.oauth.accessToken(1));
    expect(output.metrics("TokenRefreshes")).toEqual([
      expect.objectContaining({ Toolkit: "LedgerApi", secretId: SECRET_ID, TokenRefreshes: 1 }),
    ]);
    expect(output.metrics("TokenRefreshFailures")).toEqual([]);
    for (const secret of [FIRST_REFRESH_TOKEN, CLIENT.secret, peers.oauth.accessToken(1)])
      expect(output.text()).not.toContain(secret);
  });

  it("a refused refresh: one TokenRefreshFailures line with its reason", async () => {
    peers.secrets.set(SECRET_ID, xeroTokenSet("xero-access-0-expired", -MINUTE));
    peers.oauth.state.rejectAll = true;
    await expect(container().get()).rejects.toThrow();
    expect(output.metrics("TokenRefreshFailures")).toEqual([
      expect.objectContaining({
        Toolkit: "LedgerApi",
        reason: "refresh-token-refused",
        TokenRefreshFailures: 1,
      }),
    ]);
    expect(output.metrics("TokenRefreshes")).toEqual([]);
  });
});
