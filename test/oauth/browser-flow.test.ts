// The remote-access flow as a person clicks through it, in headless Chromium (Playwright) against
// `AUTH=oauth npm start`'s stack without auto-approve: the consent page first, "Sign in to continue"
// at the (sandbox) Xero identity page as the second demo person, connect Xero and TickTick on the
// consent page (Allow is off until one is connected), allow. The client's token
// then acts for that person only: their organisation and their tasks, never the first person's.
// With OAUTH_SCREENSHOTS=1 each page is saved to docs/remote-access-*.png.
import { createHash, randomBytes } from "node:crypto";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LEDGER_STARTING_DATA } from "../../local/sandbox/ledger/starting-data/index";
import { SECOND_PERSON_STARTING_DATA } from "../../local/sandbox/tasks/index";
import type { LocalStack } from "../../local/stack";
import { startOAuthStack } from "../support/oauth-stack";
import { ensureChromium, launchChromium } from "../support/playground-server";

const REDIRECT = "http://127.0.0.1:1/callback";
let stack: LocalStack;
let browser: Browser | undefined;
let skipReason = "";

beforeAll(async () => {
  stack = await startOAuthStack({ autoApprove: false });
  const found = await ensureChromium();
  if ("reason" in found) skipReason = found.reason;
  else browser = await launchChromium(found.path);
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

async function shot(page: Page, name: string) {
  if (process.env.OAUTH_SCREENSHOTS === "1")
    await page.screenshot({ path: `docs/remote-access-${name}.png` });
}

/** On a sandbox consent page: pick the person, approve. */
async function approveAs(page: Page, personId: string, name: string) {
  await page.waitForSelector('input[name="person"]');
  await page.check(`input[name="person"][value="${personId}"]`);
  await shot(page, name);
  await page.click('button[value="approve"]');
}

async function connect(page: Page, toolkit: string) {
  await page.click(`form[action="connect"]:has(input[value="${toolkit}"]) button`);
}

async function rpc(token: string, name: string, args: Record<string, unknown>) {
  const response = await fetch(`${stack.url}/mcp`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${token}`,
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
    },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { name, arguments: args } }),
  });
  expect(response.status).toBe(200);
  return (await response.json()).result as { isError?: boolean; structuredContent: Record<string, unknown> };
}

describe("a person connects their own accounts in a browser", () => {
  it("signs in, connects Xero and TickTick, allows, and the token acts only for them", async (context) => {
    context.skip(!browser, `no browser: ${skipReason}`);
    const registered = (await (
      await fetch(`${stack.url}/register`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          client_name: "Browser test client",
          redirect_uris: [REDIRECT],
          token_endpoint_auth_method: "none",
        }),
      })
    ).json()) as { client_id: string };
    const verifier = randomBytes(32).toString("base64url");
    const authorize = new URL(`${stack.url}/authorize`);
    for (const [key, value] of Object.entries({
      response_type: "code",
      client_id: registered.client_id,
      redirect_uri: REDIRECT,
      code_challenge: createHash("sha256").update(verifier).digest("base64url"),
      code_challenge_method: "S256",
      state: "browser-state",
      resource: `${stack.url}/mcp`,
    }))
      authorize.searchParams.set(key, value);

    const page = await (browser as Browser).newPage();
    // The whole suite runs beside this test: give each page step room on a loaded machine.
    page.setDefaultTimeout(90_000);
    let callback: URL | undefined;
    await page.route(`${REDIRECT}**`, async (route) => {
      callback = new URL(route.request().url());
      await route.fulfill({ status: 200, contentType: "text/plain", body: "Back in the client." });
    });
    await page.goto(authorize.href);
    // The consent page comes first, before any sign-in: who is asking, and where the answer goes.
    await page.waitForSelector("text=Allow Browser test client to use your tools?");
    expect(await page.locator("code.uri").textContent()).toBe(REDIRECT);
    expect(await page.locator('button[value="approve"]').count()).toBe(0);
    await page.click("text=Sign in to continue");
    await approveAs(page, "second-person", "1-sign-in");
    await page.waitForSelector("text=Allow Browser test client to use your tools?");
    // Nothing connected yet: Allow is off until an account is.
    expect(await page.locator('button[value="approve"]').isDisabled()).toBe(true);
    await shot(page, "2-consent");
    await connect(page, "LedgerApi");
    await approveAs(page, "second-person", "3-xero");
    await page.waitForSelector("text=Allow Browser test client to use your tools?");
    expect(await page.locator('button[value="approve"]').isEnabled()).toBe(true);
    await connect(page, "TasksApi");
    await approveAs(page, "second-person", "4-ticktick");
    await page.waitForSelector("text=Allow Browser test client to use your tools?");
    expect(await page.locator("form[action=connect]").count()).toBe(0); // both connected
    await shot(page, "5-allow");
    await page.click('button[value="approve"]');
    await page.waitForSelector("text=Back in the client.");
    expect(callback?.searchParams.get("state")).toBe("browser-state");

    const exchanged = await fetch(`${stack.url}/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        grant_type: "authorization_code",
        client_id: registered.client_id,
        code: callback?.searchParams.get("code") ?? "",
        code_verifier: verifier,
        redirect_uri: REDIRECT,
      }),
    });
    const { access_token: token } = (await exchanged.json()) as { access_token: string };

    // The second person connected only their own organisation, and that is all the tool lists.
    const tenants = await rpc(token, "LedgerApi_GetConnectedTenants", {});
    const listed = tenants.structuredContent.result as { tenantId: string }[];
    expect(listed.map((connection) => connection.tenantId)).toEqual([
      LEDGER_STARTING_DATA.secondary.tenantId,
    ]);
    const own = await rpc(token, "LedgerApi_RetrieveInvoices", {
      ledger_tenant_id: LEDGER_STARTING_DATA.secondary.tenantId,
    });
    expect(own.isError).toBeFalsy();
    const other = await rpc(token, "LedgerApi_RetrieveInvoices", {
      ledger_tenant_id: LEDGER_STARTING_DATA.primary.tenantId,
    });
    expect(other.isError).toBe(true);
    expect((other.structuredContent.error as { type: string }).type).toBe("Forbidden");
    const projects = await rpc(token, "TasksApi_GetUserProjects", {});
    const ids = (projects.structuredContent.result as { id: string }[]).map((project) => project.id);
    expect(ids).toEqual([SECOND_PERSON_STARTING_DATA.projects.allotment]);

    // The person's account page lists the client; Revoke (a form under the pages' CSP) takes it back.
    await page.goto(`${stack.url}/account`);
    await page.waitForSelector("text=Browser test client");
    await shot(page, "6-account");
    await page.click('form[action="account/revoke"] button');
    await page.waitForSelector("text=access is revoked");
    expect(await page.locator('form[action="account/revoke"]').count()).toBe(0);
    await page.close();
  }, 300_000);
});
