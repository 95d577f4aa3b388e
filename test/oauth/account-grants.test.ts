// The account page lists the MCP clients a person allowed and takes them back, and signs the person
// out, against `AUTH=oauth npm start`'s stack over real HTTP: the official MCP SDK client is allowed
// by a demo person in a browser (sign-in and the consent page's Allow), then the person revokes it.
// Every rule is also tried from the wrong side: another person, no CSRF value, a signed-out session.
import { UnauthorizedError } from "@modelcontextprotocol/sdk/client/auth.js";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PERSON, SECOND_PERSON } from "../../local/sandbox/oauth/index";
import type { LocalStack } from "../../local/stack";
import { formsOf, unescapeHtml } from "../support/consent-browser";
import { memoryOAuthClient } from "../support/mcp-oauth-client";
import { startOAuthStack } from "../support/oauth-stack";
import { hiddenValue, PersonBrowser } from "../support/person-browser";

const REDIRECT = "http://127.0.0.1:1/callback";
let stack: LocalStack;
beforeAll(async () => {
  stack = await startOAuthStack({ autoApprove: false });
});
afterAll(async () => {
  await stack?.close();
});

/**
 * The consent page with Allow on: the person signs in from it, and connects Xero if nothing is
 * connected yet (Allow is off until an account is).
 */
async function readyConsentPage(browser: PersonBrowser, authorizeUrl: URL) {
  let consent = await browser.visit(authorizeUrl);
  const signIn = /href="([^"]*signin=1)"/.exec(consent.text)?.[1];
  if (signIn) consent = await browser.visit(new URL(unescapeHtml(signIn), consent.url));
  if (/value="approve" disabled/.test(consent.text)) {
    const connect = formsOf(consent.text, consent.url).find(
      (form) => form.action.pathname === "/connect" && form.fields.toolkit === "LedgerApi",
    );
    if (!connect) throw new Error(`no connect form: ${consent.text.slice(0, 300)}`);
    consent = await browser.submit(connect.action, connect.fields);
  }
  return consent;
}

/** A person lets an MCP client (the official SDK client) use their connections: Allow in their browser. */
async function allowClient(browser: PersonBrowser, clientName: string) {
  let code = "";
  const client = memoryOAuthClient({
    redirectUrl: REDIRECT,
    clientMetadata: {
      client_name: clientName,
      redirect_uris: [REDIRECT],
      token_endpoint_auth_method: "none",
    },
    authorize: async (url) => {
      const allow = formsOf((await readyConsentPage(browser, url)).text, url).find(
        (form) => form.action.pathname === "/consent",
      );
      if (!allow) throw new Error("no consent form");
      const back = await browser.submit(allow.action, { ...allow.fields, decision: "approve" });
      code = back.url.searchParams.get("code") ?? "";
    },
  });
  const transport = new StreamableHTTPClientTransport(new URL(`${stack.url}/mcp`), {
    authProvider: client.provider,
  });
  await expect(new Client({ name: clientName, version: "1.0.0" }).connect(transport)).rejects.toThrow(
    UnauthorizedError,
  );
  await transport.finishAuth(code);
  const tokens = client.tokens();
  const clientId = client.information()?.client_id ?? "";
  if (!tokens?.refresh_token || !clientId) throw new Error("no tokens");
  return { clientId, refreshToken: tokens.refresh_token };
}

/** A refresh at the token endpoint, as the client would make it. */
async function refresh(clientId: string, refreshToken: string) {
  const response = await fetch(`${stack.url}/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      grant_type: "refresh_token",
      refresh_token: refreshToken,
      client_id: clientId,
    }),
  });
  return {
    status: response.status,
    body: (await response.json()) as { error?: string; refresh_token?: string },
  };
}

/** The account page, and the grant id its Revoke form for `clientName` carries. */
async function accountOf(browser: PersonBrowser, clientName: string) {
  const page = await browser.visit(`${stack.url}/account`);
  const row = page.text.split('<div class="row">').find((part) => part.includes(clientName));
  return {
    page,
    csrf: hiddenValue(page.text, "csrf") ?? "",
    grant: row ? hiddenValue(row, "grant") : undefined,
  };
}

describe("the clients a person allowed, on the account page", () => {
  it("lists the client, and revoking it ends its refresh tokens at once", async () => {
    const browser = new PersonBrowser(DEMO_PERSON.id, REDIRECT);
    const { clientId, refreshToken } = await allowClient(browser, "Grants test one");
    const before = await accountOf(browser, "Grants test one");
    expect(before.page.text).toContain("Clients you allowed");
    expect(before.page.text).toContain(clientId);
    expect(before.page.text).toContain("may read and change through your connections");
    expect(before.grant).toMatch(/^[\w-]{43}$/);
    // In use: a refresh works and rotates.
    const rotated = await refresh(clientId, refreshToken);
    expect(rotated.status).toBe(200);
    const revoked = await browser.submit(`${stack.url}/account/revoke`, {
      csrf: before.csrf,
      grant: before.grant ?? "",
    });
    expect(revoked.url.pathname).toBe("/account");
    expect(revoked.text).toContain("access is revoked");
    expect(revoked.text).not.toContain("Grants test one");
    const refused = await refresh(clientId, rotated.body.refresh_token ?? "");
    expect(refused).toMatchObject({ status: 400, body: { error: "invalid_grant" } });
  });

  it("refuses to revoke another person's grant, or one without the session's CSRF value", async () => {
    const owner = new PersonBrowser(DEMO_PERSON.id, REDIRECT);
    const { clientId, refreshToken } = await allowClient(owner, "Grants test two");
    const { grant } = await accountOf(owner, "Grants test two");
    const other = new PersonBrowser(SECOND_PERSON.id, REDIRECT);
    const otherPage = await accountOf(other, "nothing");
    expect(otherPage.page.text).not.toContain("Grants test two");
    const foreign = await other.submit(`${stack.url}/account/revoke`, {
      csrf: otherPage.csrf,
      grant: grant ?? "",
    });
    expect(foreign.status).toBe(404);
    expect(foreign.text).toContain("No such grant");
    for (const guess of ["", "x".repeat(5000), "a.b", `${grant}x`]) {
      const refused = await owner.submit(`${stack.url}/account/revoke`, {
        csrf: (await accountOf(owner, "x")).csrf,
        grant: guess,
      });
      expect(refused.status, guess.slice(0, 20)).toBe(404);
    }
    const noCsrf = await owner.submit(`${stack.url}/account/revoke`, { csrf: "wrong", grant: grant ?? "" });
    expect(noCsrf.status).toBe(403);
    // Still the owner's, and still working.
    expect((await accountOf(owner, "Grants test two")).grant).toBe(grant);
    expect((await refresh(clientId, refreshToken)).status).toBe(200);
  });

  it("stops listing a grant the client revoked itself", async () => {
    const browser = new PersonBrowser(DEMO_PERSON.id, REDIRECT);
    const { clientId, refreshToken } = await allowClient(browser, "Grants test three");
    expect((await accountOf(browser, "Grants test three")).grant).toBeDefined();
    const revocation = await fetch(`${stack.url}/revoke`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ token: refreshToken, client_id: clientId }),
    });
    expect(revocation.status).toBe(200);
    expect((await accountOf(browser, "Grants test three")).grant).toBeUndefined();
  });
});

describe("signing out", () => {
  it("ends the session on the server: its cookie and CSRF value no longer work", async () => {
    const browser = new PersonBrowser(DEMO_PERSON.id, REDIRECT);
    const { csrf } = await accountOf(browser, "nothing");
    const session = browser.cookie(new URL(stack.url).origin, "session") ?? "";
    expect(session).not.toBe("");
    const out = await browser.submit(`${stack.url}/account/signout`, { csrf });
    expect(out.text).toContain("Signed out");
    expect(browser.cookie(new URL(stack.url).origin, "session")).toBeUndefined();
    // The old cookie, replayed: the account page sends its holder to sign in, and its forms are refused.
    const replayed = await fetch(`${stack.url}/account`, {
      redirect: "manual",
      headers: { cookie: `session=${session}` },
    });
    expect(replayed.status).toBe(302);
    expect(replayed.headers.get("location")).toContain("/authorize");
    const form = await fetch(`${stack.url}/account/signout`, {
      method: "POST",
      redirect: "manual",
      headers: { cookie: `session=${session}`, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ csrf }),
    });
    expect(form.status).toBe(403);
  });
});
