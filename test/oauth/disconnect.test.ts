// Disconnecting an account on the account page, against `AUTH=oauth npm start`'s stack over real
// HTTP (no auto-approve: each demo person answers the sandbox consent pages). For Xero the server
// deletes the person's connections at Xero, revokes the refresh token and deletes the secret; the
// sandbox's /connections and token endpoint show what Xero would. When Xero cannot be reached the
// secret still goes and the page says how to finish in Xero; TickTick has nothing to revoke.
// What the page says about calls made after the disconnect is tried with an MCP client the person
// allowed: the functions keep a token set they read for TOKEN_CACHE_TTL_SECONDS (4 s here).
import { UnauthorizedError } from "@modelcontextprotocol/sdk/client/auth.js";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { principalOf } from "../../lib/oauth/principal";
import type { LedgerSandbox } from "../../local/sandbox/ledger/index";
import { DEMO_PERSON, SECOND_PERSON } from "../../local/sandbox/oauth/index";
import type { LocalStack } from "../../local/stack";
import { formsOf } from "../support/consent-browser";
import { memoryOAuthClient } from "../support/mcp-oauth-client";
import { startOAuthStack } from "../support/oauth-stack";
import { hiddenValue, PersonBrowser } from "../support/person-browser";

/** A redirect URI of our own at the sandbox's Xero app, for sign-in-only probe tokens. */
const PROBE = "http://127.0.0.1:1/probe";
/** Where the MCP client's authorization ends (never served: the test reads the code from the URL). */
const CLIENT_REDIRECT = "http://127.0.0.1:1/callback";
/** The functions' token cache here: long enough to see a cached copy used, short enough to wait out. */
const CACHE_SECONDS = 4;
let stack: LocalStack;
let ledger: LedgerSandbox;

beforeAll(async () => {
  // Set before the stack starts, which puts the environment back when it closes.
  process.env.TOKEN_CACHE_TTL_SECONDS = String(CACHE_SECONDS);
  stack = await startOAuthStack({ autoApprove: false });
  ledger = stack.ledgerSandbox as LedgerSandbox;
  ledger.oauth.allowRedirectUri(PROBE);
});
afterAll(async () => {
  await stack?.close();
});

const secrets = () => stack.secrets?.secrets ?? {};

/** A person signed in on the account page with `toolkit` connected through the provider's consent. */
async function connectedPerson(person: { id: string; xeroSubject: string }, toolkit = "LedgerApi") {
  // It stops at the MCP client's redirect URI, for allowedClient.
  const browser = new PersonBrowser(person.id, CLIENT_REDIRECT);
  const account = await browser.visit(`${stack.url}/account`);
  const csrf = hiddenValue(account.text, "csrf") ?? "";
  const connected = await browser.submit(`${stack.url}/connect`, { csrf, toolkit });
  expect(connected.url.pathname).toBe("/account");
  const principal = principalOf(ledger.oauth.issuer, person.xeroSubject);
  const folder = toolkit === "LedgerApi" ? "ledger" : "tasks";
  const secretId = `agent-tools/${folder}/${principal}`;
  const stored = JSON.parse(secrets()[secretId] ?? "{}") as { access_token: string; refresh_token?: string };
  expect(stored.access_token).toBeTruthy();
  const disconnect = () => browser.submit(`${stack.url}/account/disconnect`, { csrf, toolkit });
  return { browser, secretId, stored, disconnect };
}

/** An MCP client (the official SDK client) the person allowed in their browser, connected. */
async function allowedClient(browser: PersonBrowser): Promise<Client> {
  let code = "";
  const client = memoryOAuthClient({
    redirectUrl: CLIENT_REDIRECT,
    clientMetadata: {
      client_name: "Disconnect test",
      redirect_uris: [CLIENT_REDIRECT],
      token_endpoint_auth_method: "none",
    },
    authorize: async (url) => {
      const consent = await browser.visit(url);
      const allow = formsOf(consent.text, consent.url).find((form) => form.action.pathname === "/consent");
      if (!allow) throw new Error(`no consent form: ${consent.text.slice(0, 200)}`);
      const back = await browser.submit(allow.action, { ...allow.fields, decision: "approve" });
      code = back.url.searchParams.get("code") ?? "";
    },
  });
  const url = new URL(`${stack.url}/mcp`);
  const first = new StreamableHTTPClientTransport(url, { authProvider: client.provider });
  await expect(new Client({ name: "disconnect-test", version: "1.0.0" }).connect(first)).rejects.toThrow(
    UnauthorizedError,
  );
  await first.finishAuth(code);
  const connected = new Client({ name: "disconnect-test", version: "1.0.0" });
  await connected.connect(new StreamableHTTPClientTransport(url, { authProvider: client.provider }));
  return connected;
}

async function callTool(client: Client, name: string, args: Record<string, unknown> = {}) {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  const text = result.content.map((part) => (part.type === "text" ? part.text : "")).join("");
  return { isError: Boolean(result.isError), text, structured: result.structuredContent };
}

/** The page's notice, its entities decoded. */
const noticeOf = (html: string) =>
  (/<p role="status">(.*?)<\/p>/.exec(html)?.[1] ?? "").replace(/&#(\d+);/g, (_, code) =>
    String.fromCharCode(Number(code)),
  );

/** The end of the stated window: "(by 10:42:07 UTC)", the date in front when it is another day. */
function stopsBy(notice: string): number {
  const match = /\(by (?:(\d{4}-\d\d-\d\d) )?(\d\d:\d\d:\d\d) UTC\)/.exec(notice);
  if (!match) throw new Error(`no time in: ${notice}`);
  return Date.parse(`${match[1] ?? new Date().toISOString().slice(0, 10)}T${match[2]}Z`);
}

describe("connecting again", () => {
  it("replaces a connected account's token set from the account page, for a connection that stopped working", async () => {
    const { secretId, stored } = await connectedPerson(SECOND_PERSON);
    const browser = new PersonBrowser(SECOND_PERSON.id);
    const account = await browser.visit(`${stack.url}/account`);
    expect(account.text).toContain("Connect again");
    const again = await browser.submit(`${stack.url}/connect`, {
      csrf: hiddenValue(account.text, "csrf") ?? "",
      toolkit: "LedgerApi",
    });
    expect(again.url.pathname).toBe("/account");
    const replaced = JSON.parse(secrets()[secretId] ?? "{}") as { access_token: string };
    expect(replaced.access_token).toBeTruthy();
    expect(replaced.access_token).not.toBe(stored.access_token);
  });
});

/** What Xero's /connections lists for a person, read with a fresh sign-in-only token of theirs. */
async function connectionsOf(personId: string): Promise<{ id: string; tenantId: string }[]> {
  const authorize = new URL(ledger.oauth.authorizeUrl);
  for (const [name, value] of Object.entries({
    response_type: "code",
    client_id: ledger.oauth.app.clientId,
    redirect_uri: PROBE,
    scope: "openid profile email",
    state: "probe",
  }))
    authorize.searchParams.set(name, value);
  const back = await new PersonBrowser(personId, PROBE).visit(authorize);
  const answer = await xeroToken({
    grant_type: "authorization_code",
    code: back.url.searchParams.get("code") ?? "",
    redirect_uri: PROBE,
  });
  const token = (answer.body as { access_token: string }).access_token;
  return (await fetch(ledger.oauth.connectionsUrl, { headers: { authorization: `Bearer ${token}` } })).json();
}

async function xeroToken(form: Record<string, string>) {
  const { clientId, clientSecret } = ledger.oauth.app;
  const response = await fetch(ledger.oauth.tokenUrl, {
    method: "POST",
    headers: {
      authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString("base64")}`,
      "content-type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams(form),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** The identity and /connections requests the sandbox received since `from`, as `METHOD path [grant]`. */
function xeroCallsSince(from: number): string[] {
  return ledger.requests.slice(from).flatMap((request) => {
    if (!request.path.startsWith("/identity/connect/") && !request.path.startsWith("/connections")) return [];
    const grant = (request.body as { grant_type?: string } | undefined)?.grant_type;
    return [`${request.method} ${request.path}${grant ? ` ${grant}` : ""}`];
  });
}

describe("disconnecting Xero", () => {
  it("removes the person's connections at Xero, revokes the refresh token, deletes the secret, and says so", async () => {
    const person = await connectedPerson(DEMO_PERSON);
    const before = await connectionsOf(DEMO_PERSON.id);
    expect(before).toHaveLength(2);
    const from = ledger.requests.length;

    const page = await person.disconnect();

    expect(page.status).toBe(200);
    expect(Object.fromEntries(page.url.searchParams)).toEqual({
      disconnected: "LedgerApi",
      removal: "removed",
    });
    expect(noticeOf(page.text)).toBe(
      "Xero (accounting) is disconnected: this server deleted its stored copy of your tokens. Its access at Xero ended at once: your organisations' connections to it are deleted and its refresh token is revoked, so no new call reaches your organisations, not even with a copy of the token still in this server's memory.",
    );
    expect(page.text).toContain("<strong>Xero (accounting)</strong> not connected");
    expect(xeroCallsSince(from)).toEqual([
      "GET /connections",
      ...before.map((connection) => `DELETE /connections/${connection.id}`),
      "POST /identity/connect/revocation",
    ]);
    expect(secrets()[person.secretId]).toBeUndefined();
    expect(await connectionsOf(DEMO_PERSON.id)).toEqual([]);
    const refresh = await xeroToken({
      grant_type: "refresh_token",
      refresh_token: person.stored.refresh_token ?? "",
    });
    expect(refresh).toMatchObject({ status: 400, body: { error: "invalid_grant" } });
  });

  it("cannot remove another person's connections", async () => {
    const first = await connectedPerson(DEMO_PERSON);
    const second = await connectedPerson(SECOND_PERSON);
    expect(await connectionsOf(SECOND_PERSON.id)).toHaveLength(1);

    const page = await second.disconnect();

    expect(page.url.searchParams.get("removal")).toBe("removed");
    expect(await connectionsOf(SECOND_PERSON.id)).toEqual([]);
    expect(await connectionsOf(DEMO_PERSON.id)).toHaveLength(2);
    expect(secrets()[first.secretId]).toBeDefined();
    // The first person's own grant still works at Xero: their stored access token lists their connections.
    const listed = await fetch(ledger.oauth.connectionsUrl, {
      headers: { authorization: `Bearer ${first.stored.access_token}` },
    });
    expect(listed.status).toBe(200);
    expect(await listed.json()).toHaveLength(2);
  });

  it("refreshes an access token that has expired before using it", async () => {
    const person = await connectedPerson(DEMO_PERSON);
    // As the secret reads once its access token has lapsed: an old value and a past expiry.
    const lapsed = { ...JSON.parse(secrets()[person.secretId] ?? "{}") };
    lapsed.access_token = "lapsed-access-token-0000";
    lapsed.expires_at = new Date(Date.now() - 60_000).toISOString();
    stack.secrets?.set(person.secretId, JSON.stringify(lapsed));
    const before = await connectionsOf(DEMO_PERSON.id);
    const from = ledger.requests.length;

    const page = await person.disconnect();

    expect(page.url.searchParams.get("removal")).toBe("removed");
    expect(xeroCallsSince(from)).toEqual([
      "POST /identity/connect/token refresh_token",
      "GET /connections",
      ...before.map((connection) => `DELETE /connections/${connection.id}`),
      "POST /identity/connect/revocation",
    ]);
    expect(await connectionsOf(DEMO_PERSON.id)).toEqual([]);
    expect(secrets()[person.secretId]).toBeUndefined();
  });

  it("still deletes the secret when Xero cannot be reached, and tells the person how to finish in Xero", async () => {
    const person = await connectedPerson(DEMO_PERSON);
    // Xero answers 503 to the listing and to the revocation.
    ledger.failNext({ status: 503, body: "Service Unavailable", times: 2 });

    const page = await person.disconnect();

    expect(page.url.searchParams.get("removal")).toBe("failed");
    expect(page.text).toContain("Removing its access at Xero did not complete");
    expect(noticeOf(page.text)).toMatch(
      /New Xero calls through this server stop within 4 seconds \(by \d\d:\d\d:\d\d UTC\), when this server's functions drop the copy they keep in memory \(each keeps one for up to 4 seconds\)\./,
    );
    expect(page.text).toContain("open Settings, then Connected apps, and remove this app");
    expect(page.text).toContain("<strong>Xero (accounting)</strong> not connected");
    expect(secrets()[person.secretId]).toBeUndefined();
    // Nothing was removed at Xero, as the page said.
    expect(await connectionsOf(DEMO_PERSON.id)).toHaveLength(2);
  });

  it("deletes a secret that holds no token set, calling nothing at Xero", async () => {
    const person = await connectedPerson(DEMO_PERSON);
    stack.secrets?.set(person.secretId, "{}");
    const from = ledger.requests.length;

    const page = await person.disconnect();

    expect(page.url.searchParams.get("removal")).toBe("failed");
    expect(secrets()[person.secretId]).toBeUndefined();
    expect(xeroCallsSince(from)).toEqual([]);
  });
});

describe("disconnecting TickTick", () => {
  it("deletes the secret and says TickTick has no revocation; a second disconnect finds nothing", async () => {
    const person = await connectedPerson(SECOND_PERSON, "TasksApi");
    const from = ledger.requests.length;

    const page = await person.disconnect();

    expect(page.url.searchParams.get("removal")).toBe("unsupported");
    expect(page.text).toContain("TickTick offers apps no way to revoke a token");
    expect(noticeOf(page.text)).toContain(
      "New TickTick calls through this server stop within 4 seconds (by ",
    );
    expect(page.text).toContain("<strong>TickTick (tasks)</strong> not connected");
    expect(secrets()[person.secretId]).toBeUndefined();
    expect(xeroCallsSince(from)).toEqual([]);
    const again = await person.disconnect();
    expect(again.url.searchParams.get("removal")).toBe("none");
    expect(again.text).toContain("TickTick (tasks) was not connected.");
  });

  it("refuses a disconnect without the session's form value and keeps the connection", async () => {
    const person = await connectedPerson(SECOND_PERSON, "TasksApi");
    const response = await fetch(`${stack.url}/account/disconnect`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ toolkit: "TasksApi", csrf: "forged" }),
    });
    expect(response.status).toBe(403);
    expect(secrets()[person.secretId]).toBeDefined();
  });
});

describe("calls after a disconnect", () => {
  it("Xero: a call right after it is refused by Xero, though the function still holds the token in memory", async () => {
    const person = await connectedPerson(DEMO_PERSON);
    const client = await allowedClient(person.browser);
    const tenants = await callTool(client, "LedgerApi_GetConnectedTenants");
    expect(tenants.isError).toBe(false);
    const tenantId = (tenants.structured as { result: { tenantId: string }[] }).result[0]?.tenantId;
    expect(tenantId).toBeTruthy();
    const read = () => callTool(client, "LedgerApi_RetrieveInvoices", { ledger_tenant_id: tenantId });
    expect((await read()).isError).toBe(false);

    const page = await person.disconnect();
    const from = ledger.requests.length;
    const after = await read();

    expect(noticeOf(page.text)).toContain("Its access at Xero ended at once");
    // The function still held the token set (cached for 4 s), so the call went to Xero with it, and
    // Xero refused it; the refresh that follows a refusal found the secret gone.
    expect(ledger.requests.slice(from).map((request) => `${request.method} ${request.path}`)).toEqual([
      "GET /api.xro/2.0/Invoices",
    ]);
    expect(after.isError).toBe(true);
    expect(after.text).toContain("No Xero account is connected for you yet");
    expect(secrets()[person.secretId]).toBeUndefined();
    await client.close();
  });

  it("TickTick: calls go on with the in-memory copy no longer than the page says, then stop", async () => {
    const person = await connectedPerson(SECOND_PERSON, "TasksApi");
    const client = await allowedClient(person.browser);
    const projects = () => callTool(client, "TasksApi_GetUserProjects");
    const cachedAt = Date.now();
    expect((await projects()).isError).toBe(false);

    const page = await person.disconnect();
    const notice = noticeOf(page.text);
    const by = stopsBy(notice);

    expect(notice).toContain("New TickTick calls through this server stop within 4 seconds");
    expect(by).toBeGreaterThanOrEqual(cachedAt + CACHE_SECONDS * 1000);
    expect(by).toBeLessThanOrEqual(Date.now() + (CACHE_SECONDS + 1) * 1000);
    // Nothing at TickTick ends the token, so the copy the function read before still serves.
    if (Date.now() < cachedAt + CACHE_SECONDS * 1000 - 500) expect((await projects()).isError).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, by - Date.now())));
    const after = await projects();
    expect(after.isError).toBe(true);
    expect(after.text).toContain("No TickTick account is connected");
    await client.close();
  });
});
