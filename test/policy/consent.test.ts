// The consent page says what the client will be allowed, in words: reading only or reading and
// changing (by the scopes asked for), the operator's policy for this person (and only this
// person's), and a read-only deployment. Over `AUTH=oauth npm start`'s real stack (sandbox sign-in).
import { randomBytes } from "node:crypto";
import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { principalOf } from "../../lib/oauth/principal";
import { sha256 } from "../../lib/oauth/store";
import { setPolicy } from "../../lib/policy/admin";
import { limitsHtml, ruleInWords } from "../../lib/policy/consent-words";
import { LOCAL_POLICY_TABLE, resetPolicyCache } from "../../lib/policy/store";
import { localCredentials } from "../../local/credentials";
import { DEMO_PERSON, type DemoPerson, SECOND_PERSON } from "../../local/sandbox/oauth/index";
import type { LocalStack } from "../../local/stack";
import { openAuthorize, readConsentPage, submitConsent } from "../sandbox/oauth-browser";
import { CookieBrowser, locationOf, unescapeHtml } from "../support/consent-browser";
import { startOAuthStack } from "../support/oauth-stack";

const REDIRECT = "http://127.0.0.1:1/callback";
let stack: LocalStack;
let admin: DynamoDBClient;
let clientId = "";

beforeAll(async () => {
  stack = await startOAuthStack({ autoApprove: false });
  admin = new DynamoDBClient({
    region: "us-east-1",
    credentials: localCredentials(),
    endpoint: stack.dynamo?.endpoint as string,
  });
  const response = await fetch(`${stack.url}/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      client_name: "Limits test client",
      redirect_uris: [REDIRECT],
      token_endpoint_auth_method: "none",
    }),
  });
  clientId = ((await response.json()) as { client_id: string }).client_id;
}, 60_000);
afterAll(async () => {
  admin?.destroy();
  await stack?.close();
});

async function signedIn(who: DemoPerson): Promise<CookieBrowser> {
  const browser = new CookieBrowser();
  const leg = locationOf(await browser.get(`${stack.url}/account`)) as URL;
  const answer = await submitConsent(await readConsentPage(await openAuthorize(leg)), {
    decision: "approve",
    person: who.id,
  });
  await browser.get(locationOf(answer) as URL);
  return browser;
}

/** The text of the consent page for a new authorization asking for `scope`. */
async function consentText(browser: CookieBrowser, scope: string): Promise<string> {
  const url = new URL(`${stack.url}/authorize`);
  for (const [name, value] of Object.entries({
    response_type: "code",
    client_id: clientId,
    redirect_uri: REDIRECT,
    code_challenge: sha256(randomBytes(32).toString("base64url")),
    code_challenge_method: "S256",
    state: "s",
    scope,
    resource: `${stack.url}/mcp`,
  }))
    url.searchParams.set(name, value);
  const request = locationOf(await fetch(url, { redirect: "manual" }))?.searchParams.get("request");
  const page = await browser.get(`${stack.url}/consent?request=${request}`);
  expect(page.status).toBe(200);
  return unescapeHtml((await page.text()).replace(/<[^>]+>/g, " ")).replace(/\s+/g, " ");
}

const principal = (who: DemoPerson) =>
  principalOf(stack.ledgerSandbox?.oauth.issuer as string, who.xeroSubject);

describe("the consent page", () => {
  it("says reading only, or reading and changing, by the scopes asked for", async () => {
    const browser = await signedIn(DEMO_PERSON);
    expect(await consentText(browser, "tools:read")).toContain("It may read your data only");
    expect(await consentText(browser, "tools:read tools:write")).toContain(
      "It may read your data and change it",
    );
  });

  it("shows this person's policy, in words, and not another person's", async () => {
    await setPolicy(admin, LOCAL_POLICY_TABLE, principal(DEMO_PERSON), {
      deny: ["family=ledger-delete"],
      tenants: ["tenant-a"],
      dailyWrites: 25,
    });
    resetPolicyCache();
    const mine = await consentText(await signedIn(DEMO_PERSON), "tools:read tools:write");
    expect(mine).toContain("Not allowed: deleting Xero records.");
    expect(mine).toContain("Xero organisations: only tenant-a");
    expect(mine).toContain("At most 25 changes a day, counted from 00:00 UTC.");
    const theirs = await consentText(await signedIn(SECOND_PERSON), "tools:read tools:write");
    expect(theirs).not.toContain("Not allowed");
    expect(theirs).not.toContain("tenant-a");
  });

  it("says when the deployment is read-only, and then promises no change", async () => {
    process.env.READ_ONLY = "1";
    try {
      const text = await consentText(await signedIn(SECOND_PERSON), "tools:read tools:write");
      expect(text).toContain("This service is set up read-only");
      expect(text).toContain("It may read your data only");
    } finally {
      delete process.env.READ_ONLY;
    }
  });
});

describe("the words", () => {
  it("escape what an operator stored", () => {
    const html = limitsHtml({
      scopes: ["tools:read"],
      readOnlyDeployment: false,
      policy: { tenants: ["<script>x</script>"] },
    });
    expect(html).not.toContain("<script>");
    expect(ruleInWords("toolkit=TasksApi")).toBe("anything in TickTick");
    expect(ruleInWords("tool=LedgerApi.DeletePayment")).toBe("the tool LedgerApi.DeletePayment");
  });
});
