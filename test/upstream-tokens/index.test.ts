// Where a toolkit's token comes from: the connection's secret when <P>_TOKEN_SECRET_ID is set, else
// <P>_API_ACCESS_TOKEN, else an AuthError saying what to set; and how a connection is configured
// (token endpoint, client secret, cache period, refresh lease) from the environment.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ToolError } from "../../lib/runtime/errors";
import { ledgerApi } from "../../lib/upstream/ledger-api";
import { tasksApi } from "../../lib/upstream/tasks-api";
import { connectionConfig, resetTokenCaches, tokenSourceFor } from "../../lib/upstream-tokens/index";
import { inProcessLease } from "../../lib/upstream-tokens/refresh-lease";
import { localCredentials } from "../../local/credentials";
import { type SecretsManagerFake, startSecretsManagerFake } from "../../local/secrets-manager";

let secrets: SecretsManagerFake;
beforeAll(async () => {
  secrets = await startSecretsManagerFake({
    "agent-tools/tasks/acme": JSON.stringify({ access_token: "acme-ticktick-token-01" }),
    "agent-tools/tasks/empty": JSON.stringify({ note: "no token" }),
  });
  Object.assign(process.env, {
    AWS_REGION: "us-east-1",
    AWS_ACCESS_KEY_ID: localCredentials().accessKeyId,
    AWS_SECRET_ACCESS_KEY: localCredentials().secretAccessKey,
    AWS_ENDPOINT_URL_SECRETS_MANAGER: secrets.endpoint,
  });
});
afterAll(() => secrets.close());
beforeEach(() => {
  resetTokenCaches();
  secrets.calls.length = 0;
});

async function failure(promise: Promise<unknown>): Promise<ToolError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ToolError) return error;
    throw error;
  }
  throw new Error("it succeeded");
}

describe("tokenSourceFor", () => {
  it("a token in the environment is the token, read from nowhere else", async () => {
    const source = tokenSourceFor(tasksApi, { TASKS_API_ACCESS_TOKEN: "env-token-0001" });
    expect(await source.get()).toBe("env-token-0001");
    expect(source.refresh).toBeUndefined();
    expect(secrets.calls).toEqual([]);
  });

  it("without a secret or a token, the call is an AuthError saying what to set", async () => {
    const error = await failure(tokenSourceFor(ledgerApi, {}).get());
    expect(error).toMatchObject({
      type: "AuthError",
      message:
        "No Xero token is configured: set LEDGER_TOKEN_SECRET_ID (a Secrets Manager secret) or LEDGER_API_ACCESS_TOKEN.",
    });
  });

  it("a secret id wins over a token in the environment; {connection} names the call's connection", async () => {
    const env = {
      TASKS_TOKEN_SECRET_ID: "agent-tools/tasks/{connection}",
      TASKS_API_ACCESS_TOKEN: "env-token",
    };
    expect(await tokenSourceFor(tasksApi, env, "acme").get()).toBe("acme-ticktick-token-01");
    expect(secrets.calls).toEqual([
      { target: "secretsmanager.GetSecretValue", secretId: "agent-tools/tasks/acme" },
    ]);
  });

  it("a function serving several connections refuses a call naming none, before reading anything", () => {
    let error: unknown;
    try {
      tokenSourceFor(tasksApi, { TASKS_TOKEN_SECRET_ID: "agent-tools/tasks/{connection}" });
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toMatchObject({ type: "ValidationError" });
    expect((error as Error).message).toMatch(
      /^This function serves several TickTick connections and the call names none/,
    );
    expect(secrets.calls).toEqual([]);
  });

  it("with CONNECT_URL, errors other than a missing connection are passed on as they are", async () => {
    const env = {
      TASKS_TOKEN_SECRET_ID: "agent-tools/tasks/{connection}",
      CONNECT_URL: "https://api.example/connect",
    };
    const error = await failure(tokenSourceFor(tasksApi, env, "empty").get());
    expect(error.message).toBe(
      'The secret agent-tools/tasks/empty holds no access token: store a JSON object with "access_token", or the token itself.',
    );
    expect(error.message).not.toContain("https://api.example/connect");
  });
});

describe("connectionConfig", () => {
  const ID = "agent-tools/ledger/acme";

  it("Xero: its token endpoint (or the override), the shared client secret, the cache period", () => {
    expect(connectionConfig(ledgerApi, ID, {})).toMatchObject({
      secretId: ID,
      label: "Xero",
      envPrefix: "LEDGER",
      tokenEndpoint: "https://identity.xero.com/connect/token",
      clientSecretId: undefined,
      cacheTtlMs: 300_000,
    });
    expect(
      connectionConfig(ledgerApi, ID, {
        LEDGER_TOKEN_ENDPOINT: "http://127.0.0.1:4444/connect/token",
        LEDGER_OAUTH_CLIENT_SECRET_ID: "agent-tools/ledger/oauth-client",
        TOKEN_CACHE_TTL_SECONDS: "60",
      }),
    ).toMatchObject({
      tokenEndpoint: "http://127.0.0.1:4444/connect/token",
      clientSecretId: "agent-tools/ledger/oauth-client",
      cacheTtlMs: 60_000,
    });
  });

  it("TickTick has no refresh grant: no token endpoint, whatever the environment says", () => {
    expect(
      connectionConfig(tasksApi, "t", { TASKS_TOKEN_ENDPOINT: "http://127.0.0.1:1/token" }).tokenEndpoint,
    ).toBe(undefined);
  });

  it.each([
    ["0", 0],
    ["-5", 300_000],
    ["a while", 300_000],
    ["2.5", 2_500],
  ])("TOKEN_CACHE_TTL_SECONDS=%s caches for %d ms", (value, ms) => {
    expect(connectionConfig(ledgerApi, ID, { TOKEN_CACHE_TTL_SECONDS: value }).cacheTtlMs).toBe(ms);
  });

  it("the refresh lease is the table's when IDEMPOTENCY_TABLE is set, else this process's lock", () => {
    expect(connectionConfig(ledgerApi, ID, {}).lease).toBe(inProcessLease);
    const lease = connectionConfig(ledgerApi, ID, { IDEMPOTENCY_TABLE: "agent-tools-idempotency" }).lease;
    expect(lease).not.toBe(inProcessLease);
    expect(typeof lease.tryAcquire).toBe("function");
  });
});
