// The consent page as the person reads it, over `AUTH=oauth npm start`'s stack (consent-support.ts):
// shown before any sign-in (who is asking, where the answer goes, what it may do), the registered
// redirect URI in full (review finding L3), Allow only once an account is connected, and the
// security headers on every page the person's legs send (the review's Info item).
import { describe, expect, it } from "vitest";
import { SECURITY_HEADERS } from "../../lib/oauth/security-headers";
import { DEMO_PERSON, SECOND_PERSON } from "../../local/sandbox/oauth/index";
import { CookieBrowser, formsOf, locationOf, unescapeHtml } from "../support/consent-browser";
import {
  atProvider,
  authorization,
  CLIENT_STATE,
  clientId,
  connectAccount,
  consentPage,
  disconnectAll,
  expectRefused,
  legTo,
  principalOfCode,
  REDIRECT,
  readyToAllow,
  register,
  signedIn,
  stack,
  startConsentStack,
  store,
} from "./consent-support";

startConsentStack();

/** A page's text as a person reads it: tags gone, entities decoded, spaces collapsed. */
const textOf = (html: string) =>
  unescapeHtml(html.replace(/<style>.*?<\/style>/s, "").replace(/<[^>]+>/g, " "))
    .replace(/\s+/g, " ")
    .replace(/ ([,.;:?])/g, "$1");

/** The "Sign in to continue" link of a consent page shown before sign-in, resolved. */
function signInLink(html: string, page: string | URL): URL | undefined {
  const href = /<a class="button primary" href="([^"]+)">Sign in to continue<\/a>/.exec(html)?.[1];
  return href === undefined ? undefined : new URL(unescapeHtml(href), page);
}

/** The Allow button of a signed-in consent page, and whether it is disabled. */
function allowButton(html: string): { disabled: boolean } | undefined {
  const tag = /<button[^>]*value="approve"[^>]*>/.exec(html)?.[0];
  return tag === undefined ? undefined : { disabled: /\sdisabled(?=[\s>])/.test(tag) };
}

describe("the consent page before sign-in", () => {
  it("shows who is asking and what for, sets no cookie and starts no sign-in leg until the person clicks Sign in to continue; the sign-in then comes back to the page", async () => {
    const auth = await authorization();
    const browser = new CookieBrowser();
    const before = await browser.get(`${stack.url}/consent?request=${auth.request}`);
    // A page, not a redirect to the sign-in provider: nothing has left for another site yet.
    expect(before.status).toBe(200);
    expect(before.headers.get("location")).toBeNull();
    expect(before.headers.getSetCookie()).toEqual([]);
    const html = await before.text();
    const text = textOf(html);
    expect(text).toContain("Allow Consent flow test client to use your tools?");
    expect(text).toContain(
      `Your answer is sent to 127.0.0.1:1, at the address this client registered: ${auth.redirectUri}`,
    );
    expect(text).toContain("It may read your data and change it");
    // Nothing to answer yet: no Allow, Deny or Connect before the person is known.
    expect(formsOf(html, before.url)).toEqual([]);
    const link = signInLink(html, before.url) as URL;
    expect(link.href).toBe(`${stack.url}/consent?request=${auth.request}&signin=1`);

    // The click starts the leg, bound to this browser, and it comes back to the same request's page.
    const leg = legTo(await browser.get(link));
    expect(browser.cookie(stack.url, "attempt")).toMatch(/^[\w-]{43}$/);
    const back = await browser.get(await atProvider(leg, DEMO_PERSON));
    expect(back.status).toBe(302);
    expect(locationOf(back)?.href).toBe(`${stack.url}/consent?request=${auth.request}`);
    const page = await consentPage(browser, auth.request);
    expect(textOf(page.html)).toContain(`Signed in as ${DEMO_PERSON.email}.`);
    // Signed in already, the link is just the page.
    const again = await browser.get(link);
    expect(again.status).toBe(200);
    expect(formsOf(await again.text(), again.url).some((form) => form.action.pathname === "/consent")).toBe(
      true,
    );
  });

  it("says in words what a client asking only to read may do, before sign-in", async () => {
    const { request } = await authorization(clientId, REDIRECT, { scope: "tools:read" });
    const response = await new CookieBrowser().get(`${stack.url}/consent?request=${request}`);
    const text = textOf(await response.text());
    expect(text).toContain("It may read your data only: it cannot create, change or delete anything.");
    expect(text).not.toContain("change it");
  });

  it("refuses a Sign in link whose request is unknown, starting no leg", async () => {
    const browser = new CookieBrowser();
    const answer = await browser.get(`${stack.url}/consent?request=${"x".repeat(43)}&signin=1`);
    await expectRefused(answer, 400, "request");
    expect(answer.headers.getSetCookie()).toEqual([]);
  });
});

describe("who is asking", () => {
  it("shows the registered redirect URI in full: two clients on one shared host differ by their path", async () => {
    const alice = await signedIn(DEMO_PERSON);
    const shared = [
      "https://apps.shared.example/people/alice/callback",
      "https://apps.shared.example/people/mallory/callback",
    ];
    const mallory = await register({ client_name: "Alice's assistant", redirect_uris: [shared[1]] });
    const page = await consentPage(alice.browser, (await authorization(mallory, shared[1])).request);
    const text = textOf(page.html);
    expect(text).toContain(
      "Your answer is sent to apps.shared.example, at the address this client registered: https://apps.shared.example/people/mallory/callback",
    );
    expect(text).not.toContain("/people/alice/");
    expect(text).toContain(`Client id ${mallory}`);
  });
});

describe("Allow", () => {
  it("is disabled, and refused if posted anyway, until an account is connected; the request waits, and Allow works once one is", async () => {
    const bob = await signedIn(SECOND_PERSON);
    await disconnectAll(bob);
    const auth = await authorization();
    const none = await consentPage(bob.browser, auth.request);
    expect(allowButton(none.html)).toEqual({ disabled: true });
    expect(textOf(none.html)).toContain(
      "Connect at least one account to allow this client: with none connected, it could use none of your tools.",
    );
    expect(none.connect.map((form) => form.fields.toolkit).sort()).toEqual(["LedgerApi", "TasksApi"]);
    // A disabled button is only the page's word: the server holds the same rule.
    const forced = await bob.browser.post(none.consent.action, {
      ...none.consent.fields,
      decision: "approve",
    });
    expect(forced.status).toBe(409);
    expect(forced.headers.get("location")).toBeNull();
    expect(await forced.text()).toContain("<h1>Connect an account first</h1>");
    expect(await store.get("request", auth.request)).toBeDefined();

    // One account connected: Allow is on, the note says what the other account's tools will do.
    await connectAccount(bob, "TasksApi");
    const one = await consentPage(bob.browser, auth.request);
    expect(allowButton(one.html)).toEqual({ disabled: false });
    expect(textOf(one.html)).toContain(
      "Until you connect Xero (accounting), its tools answer with a link to connect it.",
    );
    const allowed = await bob.browser.post(one.consent.action, {
      ...one.consent.fields,
      decision: "approve",
    });
    expect(allowed.status).toBe(303);
    const back = locationOf(allowed) as URL;
    expect(back.searchParams.get("state")).toBe(CLIENT_STATE);
    expect(back.searchParams.get("iss")).toBe(stack.url);
    expect(await principalOfCode(auth, back.searchParams.get("code") ?? "")).toBe(bob.principal);
  });
});

describe("the pages' headers", () => {
  it("sends the security headers (nosniff, no framing, no referrer, HSTS) with every page of the person's legs", async () => {
    const alice = await readyToAllow(DEMO_PERSON);
    const auth = await authorization();
    const consent = await consentPage(alice.browser, auth.request);
    const allowForm = formsOf(consent.html, consent.response.url).find(
      (form) => form.action.pathname === "/consent",
    );
    const pages: [string, Response][] = [
      [
        "consent before sign-in",
        await new CookieBrowser().get(`${stack.url}/consent?request=${auth.request}`),
      ],
      ["consent", consent.response],
      ["account", await alice.browser.get(`${stack.url}/account`)],
      ["refused callback", await alice.browser.get(`${stack.url}/callback?state=unknown`)],
      ["refused form", await new CookieBrowser().post(`${stack.url}/consent`, allowForm?.fields ?? {})],
      ["expired request", await alice.browser.get(`${stack.url}/consent?request=gone`)],
      ["sign-in redirect", await new CookieBrowser().get(`${stack.url}/account`)],
    ];
    for (const [name, response] of pages) {
      for (const [header, value] of Object.entries(SECURITY_HEADERS))
        expect(response.headers.get(header), `${name}: ${header}`).toBe(value);
      expect(response.headers.get("content-security-policy"), name).toContain("frame-ancestors 'none'");
    }
    expect(SECURITY_HEADERS).toEqual({
      "x-content-type-options": "nosniff",
      "x-frame-options": "DENY",
      "referrer-policy": "no-referrer",
      "strict-transport-security": "max-age=31536000",
    });
  });
});
