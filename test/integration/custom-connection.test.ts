// A Xero Custom Connection end to end: the real ledger-read family handler (direct invokes, as Step
// Functions makes them) configured with LEDGER_CLIENT_ID / LEDGER_CLIENT_SECRET, LEDGER_TOKEN_ENDPOINT
// and LEDGER_API_BASE_URL, or with a Secrets Manager secret holding {client_id, client_secret},
// against the sandbox over HTTP on 127.0.0.1: the tools answer, a burst of first calls makes one
// grant, a 401 is answered by one new grant and one resend, a second 401 and a wrong secret are
// errors that say what to do and never carry the secret.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { handler as readHandler } from "../../functions/ledger-read";
import { resetTokenCaches } from "../../lib/upstream-tokens/index";
import { localCredentials } from "../../local/credentials";
import { lambdaContext } from "../../local/lambda-context";
import { type LedgerSandbox, startLedgerSandbox } from "../../local/sandbox/ledger/index";
import { type SecretsManagerFake, startSecretsManagerFake } from "../../local/secrets-manager";
import { startFaultProxy } from "../support/fault-proxy";
import { invokeDirect } from "../support/invoke";

const VARIABLES = [
  "LEDGER_API_BASE_URL",
  "LEDGER_API_ACCESS_TOKEN",
  "LEDGER_TOKEN_SECRET_ID",
  "LEDGER_CLIENT_ID",
  "LEDGER_CLIENT_SECRET",
  "LEDGER_TOKEN_ENDPOINT",
  "AWS_REGION",
  "AWS_ACCESS_KEY_ID",
  "AWS_SECRET_ACCESS_KEY",
  "AWS_ENDPOINT_URL_SECRETS_MANAGER",
] as const;
const saved = Object.fromEntries(VARIABLES.map((name) => [name, process.env[name]]));

let sandbox: LedgerSandbox;
let secrets: SecretsManagerFake;
beforeAll(async () => {
  sandbox = await startLedgerSandbox();
  secrets = await startSecretsManagerFake({});
});
afterAll(async () => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  await sandbox.close();
  await secrets.close();
});
/** What a test started and the next one must not inherit. */
const after: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of after.splice(0)) await close();
});
beforeEach(() => {
  sandbox.reset();
  resetTokenCaches(); // a fresh container
  for (const name of VARIABLES) delete process.env[name];
  const { clientId, clientSecret } = sandbox.oauth.customConnection;
  Object.assign(process.env, {
    LEDGER_API_BASE_URL: sandbox.url,
    LEDGER_TOKEN_ENDPOINT: sandbox.oauth.tokenUrl,
    LEDGER_CLIENT_ID: clientId,
    LEDGER_CLIENT_SECRET: clientSecret,
  });
});

const invoices = () =>
  invokeDirect(readHandler, "LedgerApi.RetrieveInvoices", {
    ledger_tenant_id: sandbox.tenants.primary,
    filter_by_statuses: ["AUTHORISED"],
  });

/** The requests the accounting API received (not the identity service's). */
const apiRequests = () => sandbox.requests.filter((request) => request.path.startsWith("/api.xro/"));

describe("LEDGER_CLIENT_ID / LEDGER_CLIENT_SECRET", () => {
  it("GetConnectedTenants lists the connection's one organisation, and an invoice list answers", async () => {
    const tenants = await invokeDirect(readHandler, "LedgerApi.GetConnectedTenants", {});
    expect(tenants.ok).toBe(true);
    expect((tenants.result as { tenantId: string }[]).map((tenant) => tenant.tenantId)).toEqual([
      sandbox.tenants.primary,
    ]);
    const listed = await invoices();
    expect(listed.ok).toBe(true);
    const found = (listed.result as { Invoices: { Status: string }[] }).Invoices;
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((invoice) => invoice.Status === "AUTHORISED")).toBe(true);
    expect(sandbox.oauth.clientCredentialsGrants()).toBe(1);
  });

  it("a call naming no tenant acts on the connection's one organisation, found once with /connections", async () => {
    const listed = await Promise.all(
      [1, 2, 3].map(() =>
        invokeDirect(readHandler, "LedgerApi.RetrieveInvoices", { filter_by_statuses: ["AUTHORISED"] }),
      ),
    );
    expect(listed.map((answer) => answer.ok)).toEqual([true, true, true]);
    const sent = apiRequests().filter((request) => request.path.endsWith("/Invoices"));
    expect(sent.map((request) => request.headers["xero-tenant-id"])).toEqual(
      Array(3).fill(sandbox.tenants.primary),
    );
    expect(sandbox.requests.filter((request) => request.path === "/connections")).toHaveLength(1);
    expect(sandbox.oauth.clientCredentialsGrants()).toBe(1);
  });

  it("with a plain access token, a call naming no tenant is still refused before anything is sent", async () => {
    delete process.env.LEDGER_CLIENT_ID;
    delete process.env.LEDGER_CLIENT_SECRET;
    process.env.LEDGER_API_ACCESS_TOKEN = sandbox.token;
    const refused = await invokeDirect(readHandler, "LedgerApi.RetrieveInvoices", {});
    expect(refused.error).toMatchObject({ type: "ValidationError" });
    expect(JSON.stringify(refused.error?.details)).toContain("ledger_tenant_id");
    expect(sandbox.requests).toEqual([]);
    // A connection this function cannot serve names no tenant either: the token step refuses it.
    const named = await readHandler(
      { tool: "LedgerApi.RetrieveInvoices", input: {}, connection: "other" },
      lambdaContext("test"),
    ).catch((error: Error) => error);
    expect(named).toMatchObject({ name: "ValidationError" });
  });

  it("50 concurrent first calls in a container: 1 token grant, 50 answers", async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, invoices));
    expect(answers.every((answer) => answer.ok)).toBe(true);
    expect(sandbox.oauth.clientCredentialsGrants()).toBe(1);
  });

  it("a 401 is answered by one new grant and one resend", async () => {
    expect((await invoices()).ok).toBe(true);
    sandbox.failNext({ status: 401, body: { Title: "Unauthorized", Status: 401 } });
    const before = apiRequests().length;
    const retried = await invoices();
    expect(retried.ok).toBe(true);
    expect(apiRequests().length - before).toBe(2);
    expect(sandbox.oauth.clientCredentialsGrants()).toBe(2);
  });

  it("a second 401 gives up with an error that says to check the connection; the next call gets a new token", async () => {
    // The API (not the token endpoint) refuses the next two requests: a proxy in front of it.
    const proxy = await startFaultProxy(sandbox.origin);
    after.push(() => proxy.close());
    process.env.LEDGER_API_BASE_URL = `${proxy.url}/api.xro/2.0`;
    expect((await invoices()).ok).toBe(true);
    let refusals = 2;
    proxy.setRule(() =>
      refusals-- > 0 ? { kind: "answer", status: 401, body: '{"Title":"Unauthorized"}' } : { kind: "pass" },
    );
    const refused = await invoices();
    expect(refused.ok).toBe(false);
    expect(refused.error).toMatchObject({ type: "AuthError", outcome: "answered" });
    expect(refused.error?.message).toBe(
      "Xero refused an access token of the Custom Connection (LEDGER_CLIENT_ID / LEDGER_CLIENT_SECRET) just issued for this call: the connection may have been disconnected from its organisation or its subscription ended. Check it under My Apps in Xero's developer portal, then call again.",
    );
    expect(sandbox.oauth.clientCredentialsGrants()).toBe(2);
    expect((await invoices()).ok).toBe(true);
    expect(sandbox.oauth.clientCredentialsGrants()).toBe(3);
  });

  it("a wrong client secret is an AuthError naming the client and the variables, without the secret", async () => {
    process.env.LEDGER_CLIENT_SECRET = "wrong-secret-0042";
    const refused = await invoices();
    expect(refused.ok).toBe(false);
    expect(refused.error).toMatchObject({ type: "AuthError", outcome: "not-sent" });
    expect(refused.error?.message).toBe(
      "The Xero token endpoint refused the client id sandbox-xero-custom-connection or its secret (invalid_client): check the client id and client secret in LEDGER_CLIENT_ID / LEDGER_CLIENT_SECRET.",
    );
    expect(JSON.stringify(refused.error)).not.toContain("wrong-secret-0042");
    expect(apiRequests()).toEqual([]);
  });
});

describe("a Secrets Manager secret {client_id, client_secret}", () => {
  it("serves the tools, one grant for the container, and names a malformed field", async () => {
    const { clientId, clientSecret } = sandbox.oauth.customConnection;
    secrets.set(
      "agent-tools/ledger/own",
      JSON.stringify({ client_id: clientId, client_secret: clientSecret }),
    );
    secrets.set("agent-tools/ledger/broken", JSON.stringify({ client_id: clientId, client_secret: "" }));
    delete process.env.LEDGER_CLIENT_ID;
    delete process.env.LEDGER_CLIENT_SECRET;
    Object.assign(process.env, {
      LEDGER_TOKEN_SECRET_ID: "agent-tools/ledger/own",
      AWS_REGION: "us-east-1",
      AWS_ACCESS_KEY_ID: localCredentials().accessKeyId,
      AWS_SECRET_ACCESS_KEY: localCredentials().secretAccessKey,
      AWS_ENDPOINT_URL_SECRETS_MANAGER: secrets.endpoint,
    });
    resetTokenCaches();
    const answers = await Promise.all(Array.from({ length: 10 }, invoices));
    expect(answers.every((answer) => answer.ok)).toBe(true);
    expect(sandbox.oauth.clientCredentialsGrants()).toBe(1);

    // The secret's tenant_id is the organisation of a call naming none: no /connections request.
    secrets.set(
      "agent-tools/ledger/named",
      JSON.stringify({
        client_id: clientId,
        client_secret: clientSecret,
        tenant_id: sandbox.tenants.primary,
      }),
    );
    process.env.LEDGER_TOKEN_SECRET_ID = "agent-tools/ledger/named";
    expect((await invokeDirect(readHandler, "LedgerApi.RetrieveInvoices", {})).ok).toBe(true);
    expect(sandbox.requests.filter((request) => request.path === "/connections")).toEqual([]);

    process.env.LEDGER_TOKEN_SECRET_ID = "agent-tools/ledger/broken";
    const refused = await invoices();
    expect(refused.error?.message).toBe(
      'The token secret agent-tools/ledger/broken is malformed: "client_secret" must be a non-empty string (see docs/tokens.md).',
    );
  });
});
