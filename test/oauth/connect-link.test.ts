// A principal who has not connected a toolkit yet gets an AuthError that says where to connect it
// (CONNECT_URL, set where the OAuth front door is deployed); one who has, gets their own account.
// Secrets come from the Secrets Manager protocol fake, the upstream records the token it was sent.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { handler as ledgerHandler } from "../../functions/ledger-read";
import { handler } from "../../functions/tasks";
import { resetTokenCaches } from "../../lib/upstream-tokens/index";
import { localCredentials } from "../../local/credentials";
import { lambdaContext } from "../../local/lambda-context";
import { type SecretsManagerFake, startSecretsManagerFake } from "../../local/secrets-manager";
import { startFaultServer } from "../support/fault-server";

let secrets: SecretsManagerFake;
let upstream: Awaited<ReturnType<typeof startFaultServer>>;
const saved = { ...process.env };

beforeAll(async () => {
  secrets = await startSecretsManagerFake({
    "agent-tools/tasks/u-alice": JSON.stringify({ access_token: "alice-ticktick-token-0123" }),
    // Xero refused this set's refresh token once; the broker recorded it.
    "agent-tools/ledger/u-carol": JSON.stringify({
      access_token: "carol-expired-xero-token",
      refresh_token: "carol-burnt-refresh-token",
      expires_at: "2026-01-01T00:00:00Z",
      refresh_error: "invalid_grant",
      client: { client_id: "app", client_secret: "app-secret" },
    }),
  });
  // Xero refuses the expired access token of the connection whose refresh token is dead.
  upstream = await startFaultServer((request) =>
    request.headers.authorization === "Bearer carol-expired-xero-token"
      ? { status: 401, body: "{}" }
      : { body: "[]" },
  );
  Object.assign(process.env, {
    AWS_REGION: "us-east-1",
    AWS_ACCESS_KEY_ID: localCredentials().accessKeyId,
    AWS_SECRET_ACCESS_KEY: localCredentials().secretAccessKey,
    AWS_ENDPOINT_URL_SECRETS_MANAGER: secrets.endpoint,
    TASKS_API_BASE_URL: upstream.url,
    TASKS_TOKEN_SECRET_ID: "agent-tools/tasks/{connection}",
    LEDGER_API_BASE_URL: upstream.url,
    LEDGER_TOKEN_SECRET_ID: "agent-tools/ledger/{connection}",
    CONNECT_URL: "https://api.example/v1/account",
  });
  delete process.env.TASKS_API_ACCESS_TOKEN;
  delete process.env.LEDGER_API_ACCESS_TOKEN;
});
afterAll(async () => {
  process.env = saved;
  await secrets.close();
  await upstream.close();
});
beforeEach(() => {
  resetTokenCaches();
  upstream.requests.length = 0;
});

const call = async (principal: string) =>
  (await handler(
    {
      httpMethod: "POST",
      path: "/tools/TasksApi.GetUserProjects",
      pathParameters: { toolName: "TasksApi.GetUserProjects" },
      body: "{}",
      requestContext: { authorizer: { connection: principal, scope: "tools:read tools:write" } },
    },
    lambdaContext("test"),
  )) as { statusCode: number; body: string };

describe("a toolkit the principal has not connected", () => {
  it("answers AuthError carrying the URL to connect it, and calls nothing upstream", async () => {
    const response = await call("u-bob");
    expect(response.statusCode).toBe(401);
    expect(JSON.parse(response.body).error).toMatchObject({
      type: "AuthError",
      message: expect.stringContaining("Open https://api.example/v1/account in a browser to connect it"),
      details: { reason: "not-connected", connectUrl: "https://api.example/v1/account", toolkit: "TasksApi" },
    });
    expect(upstream.requests).toEqual([]);
  });

  it("uses the principal's own account once connected", async () => {
    const response = await call("u-alice");
    expect(response.statusCode).toBe(200);
    expect(upstream.requests.map((request) => request.headers.authorization)).toEqual([
      "Bearer alice-ticktick-token-0123",
    ]);
  });
});

describe("a connection whose refresh token the provider refused", () => {
  it("answers AuthError with the URL to connect it again, and no token or secret in the error", async () => {
    const response = (await ledgerHandler(
      {
        httpMethod: "POST",
        path: "/tools/LedgerApi.GetConnectedTenants",
        pathParameters: { toolName: "LedgerApi.GetConnectedTenants" },
        body: "{}",
        requestContext: { authorizer: { connection: "u-carol", scope: "tools:read" } },
      },
      lambdaContext("test"),
    )) as { statusCode: number; body: string };
    expect(response.statusCode).toBe(401);
    expect(JSON.parse(response.body).error).toMatchObject({
      type: "AuthError",
      message: expect.stringContaining(
        "Open https://api.example/v1/account in a browser to connect it again",
      ),
      details: { reason: "reconnect", connectUrl: "https://api.example/v1/account", toolkit: "LedgerApi" },
    });
    expect(response.body).not.toMatch(/carol-(expired|burnt)|app-secret/);
    // One try with the stored token; no refresh is attempted with the refused refresh token.
    expect(upstream.requests).toHaveLength(1);
  });
});
