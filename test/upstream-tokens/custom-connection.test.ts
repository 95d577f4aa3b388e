// A Xero Custom Connection as a token source, against the sandbox's identity service over HTTP on
// 127.0.0.1: one client_credentials grant per burst of first calls, the token kept until a minute
// before it lapses, one grant more after a 401, the organisation from /connections, and refusals
// that name what is wrong without the secret. Endpoint faults the sandbox never makes come from a
// scripted server.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ToolError } from "../../lib/runtime/errors";
import { ledgerApi } from "../../lib/upstream/ledger-api";
import { tasksApi } from "../../lib/upstream/tasks-api";
import { requestClientCredentials } from "../../lib/upstream-tokens/client-credentials";
import {
  type CustomConnection,
  createCustomConnectionTokens,
  customConnectionFromEnv,
  EXPIRY_MARGIN_MS,
} from "../../lib/upstream-tokens/custom-connection";
import { connectionConfig, resetTokenCaches, tokenSourceFor } from "../../lib/upstream-tokens/index";
import { createTokenBroker } from "../../lib/upstream-tokens/token-broker";
import { type LedgerSandbox, SANDBOX_XERO_APP, startLedgerSandbox } from "../../local/sandbox/ledger/index";
import { type FaultReply, startFaultServer } from "../support/fault-server";

let sandbox: LedgerSandbox;
let faults: Awaited<ReturnType<typeof startFaultServer>>;
let next: () => FaultReply = () => ({ body: "{}" });
beforeAll(async () => {
  sandbox = await startLedgerSandbox();
  faults = await startFaultServer(() => next());
});
afterAll(async () => {
  await sandbox.close();
  await faults.close();
});
beforeEach(() => {
  sandbox.reset();
  faults.reset();
  resetTokenCaches();
});

/** Every client secret these tests use: none may appear in an error. */
const SECRETS = /custom-connection-secret|secret-(wrong|do-not-print|x\b|rotated)/;

function connection(overrides: Partial<CustomConnection> = {}): CustomConnection {
  const { clientId, clientSecret } = sandbox.oauth.customConnection;
  return {
    source: "the secret agent-tools/ledger/own",
    label: "Xero",
    client: { clientId, clientSecret },
    tokenEndpoint: sandbox.oauth.tokenUrl,
    ...overrides,
  };
}

async function refusal(promise: Promise<unknown>): Promise<ToolError> {
  try {
    await promise;
  } catch (error) {
    if (!(error instanceof ToolError)) throw error;
    // No refusal repeats a secret, whatever the cause.
    expect(JSON.stringify({ message: error.message, details: error.details })).not.toMatch(SECRETS);
    return error;
  }
  throw new Error("it succeeded");
}

/** What the sandbox says of a token: the organisations /connections lists for it. */
async function tenantsOf(token: string): Promise<string[]> {
  const answer = await fetch(sandbox.oauth.connectionsUrl, { headers: { authorization: `Bearer ${token}` } });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { tenantId: string }[]).map((entry) => entry.tenantId);
}

describe("the sandbox's client_credentials grant", () => {
  it("answers Xero's shape for the Custom Connection's client: a Bearer token for 1800 s, no refresh token", async () => {
    const { clientId, clientSecret } = sandbox.oauth.customConnection;
    const answer = await fetch(sandbox.oauth.tokenUrl, {
      method: "POST",
      headers: {
        authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString("base64")}`,
        "content-type": "application/x-www-form-urlencoded",
      },
      body: "grant_type=client_credentials&scope=accounting.invoices.read",
    });
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(["access_token", "expires_in", "token_type", "scope"]);
    expect(body).toMatchObject({ expires_in: 1800, token_type: "Bearer", scope: "accounting.invoices.read" });
    expect(await tenantsOf(String(body.access_token))).toEqual([sandbox.tenants.primary]);
    expect(sandbox.oauth.clientCredentialsGrants()).toBe(1);
  });

  it("lists client_credentials in the discovery document", async () => {
    const discovery = (await (
      await fetch(`${sandbox.oauth.issuer}/.well-known/openid-configuration`)
    ).json()) as { grant_types_supported: string[] };
    expect(discovery.grant_types_supported).toContain("client_credentials");
  });

  it("a token of the Custom Connection reaches its organisation only", async () => {
    const token = await createCustomConnectionTokens().sourceFor(connection()).get();
    const read = (tenant: string) =>
      fetch(`${sandbox.url}/Invoices`, {
        headers: { authorization: `Bearer ${token}`, "xero-tenant-id": tenant, accept: "application/json" },
      });
    expect((await read(sandbox.tenants.primary)).status).toBe(200);
    expect((await read(sandbox.tenants.secondary)).status).toBe(403);
    const removal = await fetch(`${sandbox.oauth.connectionsUrl}/any`, {
      method: "DELETE",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(removal.status).toBe(403);
  });
});

describe("the Custom Connection token source", () => {
  it("50 concurrent first calls in one container make exactly 1 token grant", async () => {
    const source = createCustomConnectionTokens().sourceFor(connection());
    const tokens = await Promise.all(Array.from({ length: 50 }, () => source.get()));
    expect(new Set(tokens).size).toBe(1);
    expect(sandbox.oauth.clientCredentialsGrants()).toBe(1);
    // Warm: later calls take the cached token.
    expect(await source.get()).toBe(tokens[0]);
    expect(sandbox.oauth.clientCredentialsGrants()).toBe(1);
  });

  it("keeps the token until a minute before it lapses, then fetches a new one", async () => {
    let clock = Date.now();
    const tokens = createCustomConnectionTokens({ now: () => clock });
    const source = tokens.sourceFor(connection());
    const first = await source.get();
    clock += 1800_000 - EXPIRY_MARGIN_MS - 1000;
    expect(await source.get()).toBe(first);
    expect(sandbox.oauth.clientCredentialsGrants()).toBe(1);
    clock += 2000;
    const second = await source.get();
    expect(second).not.toBe(first);
    expect(sandbox.oauth.clientCredentialsGrants()).toBe(2);
  });

  it("after a 401, concurrent refreshes of the refused token share one new grant", async () => {
    const source = createCustomConnectionTokens().sourceFor(connection());
    const refused = await source.get();
    const fresh = await Promise.all(Array.from({ length: 10 }, () => source.refresh(refused)));
    expect(new Set(fresh).size).toBe(1);
    expect(fresh[0]).not.toBe(refused);
    expect(sandbox.oauth.clientCredentialsGrants()).toBe(2);
    // A refresh for the old token, after the new one came, takes the new one.
    expect(await source.refresh(refused)).toBe(fresh[0]);
    expect(sandbox.oauth.clientCredentialsGrants()).toBe(2);
  });

  it("a token refused again is forgotten: the next call starts with a new grant", async () => {
    const source = createCustomConnectionTokens().sourceFor(connection());
    const token = await source.get();
    expect(source.refusedAgain()).toMatch(
      /^Xero refused an access token of the Custom Connection \(the secret/,
    );
    expect(await source.get()).not.toBe(token);
    expect(sandbox.oauth.clientCredentialsGrants()).toBe(2);
  });

  it("a rotated secret is a new entry: its first call makes a grant with the new credentials", async () => {
    const tokens = createCustomConnectionTokens();
    await tokens.sourceFor(connection()).get();
    const rotated = tokens.sourceFor(
      connection({ client: { clientId: "sandbox-xero-custom-connection", clientSecret: "secret-rotated" } }),
    );
    const error = await refusal(rotated.get());
    expect(error.type).toBe("AuthError");
    expect(sandbox.oauth.clientCredentialsGrants()).toBe(1);
  });

  it("finds the organisation with /connections, once per container, when the configuration names none", async () => {
    const source = createCustomConnectionTokens().sourceFor(connection());
    const found = await Promise.all([1, 2, 3].map(() => source.tenantId(sandbox.oauth.connectionsUrl)));
    expect(found).toEqual([sandbox.tenants.primary, sandbox.tenants.primary, sandbox.tenants.primary]);
    expect(sandbox.requests.filter((request) => request.path === "/connections")).toHaveLength(1);
    const named = createCustomConnectionTokens().sourceFor(connection({ tenantId: "named-tenant" }));
    expect(await named.tenantId(sandbox.oauth.connectionsUrl)).toBe("named-tenant");
  });

  it("/connections answering 401 is asked again with a new token", async () => {
    const source = createCustomConnectionTokens().sourceFor(connection());
    await source.get();
    sandbox.failNext({ status: 401, body: { Title: "Unauthorized" } });
    expect(await source.tenantId(sandbox.oauth.connectionsUrl)).toBe(sandbox.tenants.primary);
    expect(sandbox.oauth.clientCredentialsGrants()).toBe(2);
  });

  it("/connections listing no organisation, or several, is an AuthError that says so", async () => {
    const source = createCustomConnectionTokens().sourceFor(
      connection({ tokenEndpoint: `${faults.url}/token` }),
    );
    next = () => ({ body: '{"access_token":"scripted-token","expires_in":1800,"token_type":"Bearer"}' });
    await source.get();
    next = () => ({ body: "[]" });
    expect((await refusal(source.tenantId(`${faults.url}/connections`))).message).toMatch(
      /reaches no Xero organisation/,
    );
    next = () => ({
      body: JSON.stringify([{ tenantId: "a" }, { tenantId: "b", tenantType: "ORGANISATION" }]),
    });
    expect((await refusal(source.tenantId(`${faults.url}/connections`))).message).toMatch(
      /reaches 2 Xero organisations/,
    );
    next = () => ({ body: "{}" });
    expect(await refusal(source.tenantId(`${faults.url}/connections`))).toMatchObject({
      type: "UpstreamError",
      retryable: true,
    });
    next = () => ({ status: 403, body: "{}" });
    expect(await refusal(source.tenantId(`${faults.url}/connections`))).toMatchObject({ type: "AuthError" });
    next = () => ({ destroy: true });
    expect(await refusal(source.tenantId(`${faults.url}/connections`))).toMatchObject({
      type: "UpstreamError",
      retryable: true,
    });
  });
});

describe("refusals name what is wrong, never the secret", () => {
  it("a wrong client secret: invalid_client, naming the client id and where the credentials are", async () => {
    const source = createCustomConnectionTokens().sourceFor(
      connection({
        client: { clientId: "sandbox-xero-custom-connection", clientSecret: "secret-wrong-1234" },
      }),
    );
    const error = await refusal(source.get());
    expect(error.type).toBe("AuthError");
    expect(error.message).toBe(
      "The Xero token endpoint refused the client id sandbox-xero-custom-connection or its secret (invalid_client): check the client id and client secret in the secret agent-tools/ledger/own.",
    );
    expect(error.message).not.toContain("secret-wrong-1234");
  });

  it("an app that is no Custom Connection: unauthorized_client", async () => {
    const source = createCustomConnectionTokens().sourceFor(
      connection({
        client: { clientId: SANDBOX_XERO_APP.clientId, clientSecret: SANDBOX_XERO_APP.clientSecret },
      }),
    );
    expect((await refusal(source.get())).message).toMatch(
      /\(unauthorized_client\): it is not a Custom Connection app/,
    );
  });

  it("a scope the connection was not granted: invalid_scope, naming it", async () => {
    const source = createCustomConnectionTokens().sourceFor(connection({ scope: "payroll.employees" }));
    expect((await refusal(source.get())).message).toMatch(/refused the scope "payroll.employees"/);
  });

  it("endpoint faults: 5xx retryable, a body that is not JSON, an answer without a Bearer token, another refusal", async () => {
    const request = {
      endpoint: `${faults.url}/token`,
      client: { clientId: "client-1", clientSecret: "secret-do-not-print" },
      label: "Xero",
      source: "LEDGER_CLIENT_ID / LEDGER_CLIENT_SECRET",
    };
    next = () => ({ status: 503, body: "down" });
    expect(await refusal(requestClientCredentials(request))).toMatchObject({
      type: "UpstreamError",
      retryable: true,
    });
    next = () => ({ body: "not json" });
    expect(await refusal(requestClientCredentials(request))).toMatchObject({
      type: "UpstreamError",
      retryable: true,
    });
    next = () => ({ body: '{"access_token":"t","token_type":"mac"}' });
    expect((await refusal(requestClientCredentials(request))).message).toMatch(
      /without a Bearer access token/,
    );
    next = () => ({ status: 400, body: '{"error":"invalid_request"}' });
    expect((await refusal(requestClientCredentials(request))).message).toMatch(
      /refused the client_credentials grant for client client-1 \(invalid_request\)/,
    );
    next = () => ({ status: 401, body: "" });
    expect((await refusal(requestClientCredentials(request))).message).toMatch(/or its secret \(401\)/);
    next = () => ({ body: '{"access_token":"t"}' });
    const now = 1_000_000;
    // Without expires_in, Xero's documented 30 minutes.
    expect(await requestClientCredentials(request, () => now)).toEqual({
      accessToken: "t",
      expiresAt: now + 1800_000,
    });
    expect(Object.fromEntries(new URLSearchParams(faults.requests.at(-1)?.body))).toEqual({
      grant_type: "client_credentials",
    });
  });
});

describe("where the credentials come from", () => {
  it("a secret {client_id, client_secret} is a Custom Connection; its fields are checked by name", async () => {
    const broker = (value: unknown) =>
      createTokenBroker({
        secrets: { read: async () => JSON.stringify(value), write: async () => {} },
      }).sourceFor(
        connectionConfig(ledgerApi, "agent-tools/ledger/own", {
          LEDGER_TOKEN_ENDPOINT: sandbox.oauth.tokenUrl,
        }),
      );
    const { clientId, clientSecret } = sandbox.oauth.customConnection;
    const source = broker({ client_id: clientId, client_secret: clientSecret });
    const token = await source.get();
    expect(await tenantsOf(token)).toEqual([sandbox.tenants.primary]);
    expect(await source.refresh?.(token)).not.toBe(token);
    expect(source.refusedAgain?.()).toMatch(/the secret agent-tools\/ledger\/own/);

    expect((await refusal(broker({ client_id: clientId }).get())).message).toBe(
      'The token secret agent-tools/ledger/own is malformed: "client_secret" must be a non-empty string (see docs/tokens.md).',
    );
    expect((await refusal(broker({ client_id: 42, client_secret: "secret-x" }).get())).message).toMatch(
      /"client_id" must be a string/,
    );
    expect(
      (await refusal(broker({ client_id: "a", client_secret: "secret-x", scope: 7 }).get())).message,
    ).toMatch(/"scope" must be a string/);
    // A token set still reads as one, and knows no better message for a second 401.
    const set = broker({ access_token: "plain-token" });
    expect(await set.get()).toBe("plain-token");
    expect(set.refusedAgain?.()).toBeUndefined();
  });

  it("a secret's token_endpoint and tenant_id are used", async () => {
    const { clientId, clientSecret } = sandbox.oauth.customConnection;
    const source = createTokenBroker({
      secrets: {
        read: async () =>
          JSON.stringify({
            client_id: clientId,
            client_secret: clientSecret,
            token_endpoint: sandbox.oauth.tokenUrl,
          }),
        write: async () => {},
      },
    }).sourceFor(connectionConfig(ledgerApi, "agent-tools/ledger/own", {}));
    expect(await tenantsOf(await source.get())).toEqual([sandbox.tenants.primary]);
  });

  it("LEDGER_CLIENT_ID / LEDGER_CLIENT_SECRET: a Custom Connection; LEDGER_API_ACCESS_TOKEN wins; one alone is named", async () => {
    const { clientId, clientSecret } = sandbox.oauth.customConnection;
    const env = {
      LEDGER_CLIENT_ID: clientId,
      LEDGER_CLIENT_SECRET: clientSecret,
      LEDGER_TOKEN_ENDPOINT: sandbox.oauth.tokenUrl,
    };
    const source = tokenSourceFor(ledgerApi, env);
    expect(source.refusedAgain?.()).toBeUndefined(); // nothing fetched yet
    const token = await source.get();
    expect(await tenantsOf(token)).toEqual([sandbox.tenants.primary]);
    // The container keeps it: the next call's source takes the same token.
    expect(await tokenSourceFor(ledgerApi, env).get()).toBe(token);
    expect(await tokenSourceFor(ledgerApi, env).refresh?.(token)).not.toBe(token);
    expect(sandbox.oauth.clientCredentialsGrants()).toBe(2);
    expect(await tokenSourceFor(ledgerApi, { ...env, LEDGER_API_ACCESS_TOKEN: "explicit" }).get()).toBe(
      "explicit",
    );

    expect((await refusal(tokenSourceFor(ledgerApi, { LEDGER_CLIENT_ID: clientId }).get())).message).toBe(
      "A Xero Custom Connection needs LEDGER_CLIENT_ID and LEDGER_CLIENT_SECRET; LEDGER_CLIENT_SECRET is not set.",
    );
    expect(() => customConnectionFromEnv({}, "LEDGER", { label: "Xero", tokenEndpoint: "x" })).toThrow(
      /LEDGER_CLIENT_ID and LEDGER_CLIENT_SECRET are not set/,
    );
    // TickTick has no client_credentials grant: variables of that name configure nothing.
    const tasks = tokenSourceFor(tasksApi, { TASKS_CLIENT_ID: "a", TASKS_CLIENT_SECRET: "b" });
    expect((await refusal(tasks.get())).message).toMatch(/^No TickTick token is configured/);
  });
});
