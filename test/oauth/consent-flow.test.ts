// The person's side of the authorization server attacked over real HTTP: `AUTH=oauth npm start`'s
// stack (the gateway on 127.0.0.1, the OAuth state in dynalite, connections in the local Secrets
// Manager, the sandboxes' sign-in and consent pages with their two demo people, no auto-approve).
// Browsers are fetch with a cookie jar each (test/support/consent-browser.ts); the providers' pages
// are driven by test/sandbox/oauth-browser.ts. Each test tries to break one rule of
// docs/threat-model.md (threats 7, 8 and 16): the CSRF value of the consent, connect and disconnect
// forms, the binding of each provider leg to the browser and the session that started it, the
// sign-in, and hostile client metadata on the consent page. Each refusal is checked for what did not
// happen (no code for the client, no token set stored, no session), and each test ends with the
// legitimate path from the same setup succeeding.
import type { Server } from "node:http";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { SecretsManagerClient } from "@aws-sdk/client-secrets-manager";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageCsp, consentPage as renderConsentPage } from "../../lib/oauth/pages";
import { createAuthorizationServer } from "../../lib/oauth/server";
import { readAuthServerSettings } from "../../lib/oauth/settings";
import { sha256 } from "../../lib/oauth/store";
import { DEMO_PERSON, SECOND_PERSON } from "../../local/sandbox/oauth/index";
import { CookieBrowser, formsOf, locationOf, type PageForm, unescapeHtml } from "../support/consent-browser";
import {
  AWS,
  atProvider,
  authorization,
  CLIENT_STATE,
  connectAccount,
  consentPage,
  csrfOf,
  expectRefused,
  hasConnection,
  legTo,
  principalOfCode,
  principalOfPerson,
  REDIRECT,
  randomValue,
  readyToAllow,
  register,
  signedIn,
  stack,
  startConnect,
  startConsentStack,
  started,
  startedAgo,
  store,
  writes,
} from "./consent-support";

startConsentStack();

describe("the consent form (Allow and Deny)", () => {
  it("refuses Allow and Deny without the session's CSRF value (none, empty, wrong, another session's, or posted cross-site without the cookie): 403, no redirect to the client", async () => {
    const alice = await readyToAllow(DEMO_PERSON);
    const mallory = await signedIn(SECOND_PERSON);
    const auth = await authorization();
    const page = await consentPage(alice.browser, auth.request);
    const malloryCsrf = await csrfOf(mallory);
    expect(malloryCsrf).not.toBe(page.csrf);
    // Posted by a page of another site: a browser sends no SameSite=Lax cookie with it
    // (crossSite); one that ignores SameSite would, so Alice's browser tries too.
    const crossSite = new CookieBrowser();
    const forged: [CookieBrowser, Record<string, string>][] = [
      [alice.browser, { request: auth.request }],
      [alice.browser, { request: auth.request, csrf: "" }],
      [alice.browser, { request: auth.request, csrf: randomValue() }],
      [alice.browser, { request: auth.request, csrf: malloryCsrf }],
      [crossSite, { request: auth.request, csrf: page.csrf }],
    ];
    for (const [browser, fields] of forged) {
      for (const decision of ["approve", "deny"]) {
        const answer = await browser.post(
          page.consent.action,
          { ...fields, decision },
          {
            origin: "https://evil.example",
          },
        );
        await expectRefused(answer, 403, "form");
      }
    }
    // The page's own form: the request was still waiting, and its code acts for the person.
    const allowed = await alice.browser.post(page.consent.action, {
      ...page.consent.fields,
      decision: "approve",
    });
    expect(allowed.status).toBe(303);
    const back = locationOf(allowed) as URL;
    expect(`${back.origin}${back.pathname}`).toBe(REDIRECT);
    expect(back.searchParams.get("state")).toBe(CLIENT_STATE);
    expect(await principalOfCode(auth, back.searchParams.get("code") ?? "")).toBe(alice.principal);
  });

  it("refuses a consent form posted again once answered: no second code, no late Allow after Deny", async () => {
    const alice = await readyToAllow(DEMO_PERSON);
    const allowed = await authorization();
    const page = await consentPage(alice.browser, allowed.request);
    const form = { ...page.consent.fields, decision: "approve" };
    const first = await alice.browser.post(page.consent.action, form);
    expect(first.status).toBe(303);
    expect(locationOf(first)?.searchParams.get("code")).toBeTruthy();
    await expectRefused(await alice.browser.post(page.consent.action, form), 400, "request");
    await expectRefused(
      await alice.browser.post(page.consent.action, { ...form, decision: "deny" }),
      400,
      "request",
    );

    const denied = await authorization();
    const second = await consentPage(alice.browser, denied.request);
    const deny = await alice.browser.post(second.consent.action, {
      ...second.consent.fields,
      decision: "deny",
    });
    expect(deny.status).toBe(303);
    const back = locationOf(deny) as URL;
    expect(`${back.origin}${back.pathname}`).toBe(REDIRECT);
    expect(back.searchParams.get("error")).toBe("access_denied");
    expect(back.searchParams.get("code")).toBeNull();
    // RFC 9207 on a denial too: the client can tell which server answered.
    expect(back.searchParams.get("state")).toBe(CLIENT_STATE);
    expect(back.searchParams.get("iss")).toBe(stack.url);
    const late = await alice.browser.post(second.consent.action, {
      ...second.consent.fields,
      decision: "approve",
    });
    await expectRefused(late, 400, "request");
  });

  it("issues the code for the person whose session posts Allow: a pending request answered from another browser never acts for the person who opened it", async () => {
    const alice = await signedIn(DEMO_PERSON);
    const mallory = await readyToAllow(SECOND_PERSON);
    const auth = await authorization();
    const alicePage = await consentPage(alice.browser, auth.request);
    // Mallory's browser cannot use Alice's page: her session has its own CSRF value.
    const withAlicesForm = await mallory.browser.post(alicePage.consent.action, {
      ...alicePage.consent.fields,
      decision: "approve",
    });
    await expectRefused(withAlicesForm, 403, "form");
    // The request is not bound to the browser that opened it: Mallory answering it with her own
    // session and page gets a code, and that code is Mallory's, never Alice's.
    const malloryPage = await consentPage(mallory.browser, auth.request);
    const answered = await mallory.browser.post(malloryPage.consent.action, {
      ...malloryPage.consent.fields,
      decision: "approve",
    });
    expect(answered.status).toBe(303);
    const code = locationOf(answered)?.searchParams.get("code") ?? "";
    expect(await principalOfCode(auth, code)).toBe(mallory.principal);
    // And the request is spent for Alice's page.
    await expectRefused(
      await alice.browser.post(alicePage.consent.action, {
        ...alicePage.consent.fields,
        decision: "approve",
      }),
      400,
      "request",
    );
  });
});

describe("the connect form", () => {
  it("refuses Connect without the session's CSRF value (none, wrong, another session's, or cross-site without the cookie): 403, no leg to the provider, no attempt cookie", async () => {
    const alice = await signedIn(DEMO_PERSON);
    const mallory = await signedIn(SECOND_PERSON);
    const { request } = await authorization();
    const page = await consentPage(alice.browser, request);
    const form = page.connect.find((candidate) => candidate.fields.toolkit === "TasksApi");
    const fields = form?.fields ?? { request, csrf: page.csrf, toolkit: "TasksApi" };
    const malloryCsrf = await csrfOf(mallory);
    const crossSite = new CookieBrowser();
    const forged: [CookieBrowser, Record<string, string>][] = [
      [alice.browser, { ...fields, csrf: "" }],
      [alice.browser, { request, toolkit: "TasksApi" }],
      [alice.browser, { ...fields, csrf: randomValue() }],
      [alice.browser, { ...fields, csrf: malloryCsrf }],
      [crossSite, fields],
    ];
    expect(alice.browser.cookie(stack.url, "attempt")).toBeUndefined();
    for (const [browser, body] of forged) {
      const answer = await browser.post(`${stack.url}/connect`, body, { origin: "https://evil.example" });
      await expectRefused(answer, 403, "form");
      expect(answer.headers.getSetCookie()).toEqual([]);
    }
    expect(alice.browser.cookie(stack.url, "attempt")).toBeUndefined();
    // The page's own form starts the leg to TickTick, bound to this browser by the attempt cookie.
    const leg = legTo(await alice.browser.post(`${stack.url}/connect`, fields));
    expect(leg.href.startsWith(`${stack.tasksSandbox?.oauth.authorizeUrl}?`)).toBe(true);
    expect(alice.browser.cookie(stack.url, "attempt")).toMatch(/^[\w-]{43}$/);
  });
});

describe("the disconnect form on the account page", () => {
  it("refuses Disconnect without the session's CSRF value (none, wrong, another session's, or cross-site without the cookie): 403, and the token set stays", async () => {
    const alice = await signedIn(DEMO_PERSON);
    const mallory = await signedIn(SECOND_PERSON);
    await connectAccount(alice, "TasksApi");
    expect(hasConnection("TasksApi", alice.principal)).toBe(true);
    const account = await alice.browser.get(`${stack.url}/account`);
    expect(account.status).toBe(200);
    const form = formsOf(await account.text(), account.url).find(
      (candidate) =>
        candidate.fields.toolkit === "TasksApi" && candidate.action.pathname === "/account/disconnect",
    ) as PageForm;
    expect(form.action.href).toBe(`${stack.url}/account/disconnect`);
    const malloryCsrf = await csrfOf(mallory);
    const forged: [CookieBrowser, Record<string, string>][] = [
      [alice.browser, { toolkit: "TasksApi" }],
      [alice.browser, { ...form.fields, csrf: randomValue() }],
      [alice.browser, { ...form.fields, csrf: malloryCsrf }],
      [new CookieBrowser(), form.fields],
    ];
    for (const [browser, body] of forged) {
      const answer = await browser.post(form.action, body, { origin: "https://evil.example" });
      await expectRefused(answer, 403, "form");
      expect(hasConnection("TasksApi", alice.principal)).toBe(true);
    }
    // Mallory's own session and value disconnect only Mallory's account, never Alice's.
    const malloryForm = { toolkit: "TasksApi", csrf: malloryCsrf };
    expect((await mallory.browser.post(form.action, malloryForm)).status).toBe(303);
    expect(hasConnection("TasksApi", alice.principal)).toBe(true);
    // The page's own form disconnects.
    const disconnected = await alice.browser.post(form.action, form.fields);
    expect(disconnected.status).toBe(303);
    expect(locationOf(disconnected)?.pathname).toBe("/account");
    expect(hasConnection("TasksApi", alice.principal)).toBe(false);
  });
});

describe("the provider callback of a connection", () => {
  it("refuses a connect callback finished in another browser, with no attempt cookie or another person's: 400, nothing stored, and the attempt is spent", async () => {
    const alice = await signedIn(DEMO_PERSON);
    const mallory = await signedIn(SECOND_PERSON);
    const before = [writes("TasksApi", alice.principal), writes("TasksApi", mallory.principal)];

    // Alice's leg, its callback opened by a browser that never started it.
    const stolen = await atProvider(await startConnect(alice, "TasksApi"), alice.who);
    await expectRefused(await new CookieBrowser().get(stolen), 400, "link");
    // Consumed before the cookie was compared: Alice's own browser cannot finish it either now.
    await expectRefused(await alice.browser.get(stolen), 400, "link");

    // Alice's next leg, its callback opened by Mallory's signed-in browser with a leg of her own.
    const second = await atProvider(await startConnect(alice, "TasksApi"), alice.who);
    const malloryLeg = await startConnect(mallory, "TasksApi");
    expect(mallory.browser.cookie(stack.url, "attempt")).toBeTruthy();
    await expectRefused(await mallory.browser.get(second), 400, "link");
    expect([writes("TasksApi", alice.principal), writes("TasksApi", mallory.principal)]).toEqual(before);

    // Each browser finishes its own leg.
    const malloryBack = await mallory.browser.get(await atProvider(malloryLeg, mallory.who));
    expect(malloryBack.status).toBe(303);
    expect(writes("TasksApi", mallory.principal)).toBe((before[1] ?? 0) + 1);
    await connectAccount(alice, "TasksApi");
    expect(writes("TasksApi", alice.principal)).toBe((before[0] ?? 0) + 1);
  });

  it("stores a connection only for the session that started the leg: its attempt cookie with another person's session, or with none, is refused with 403 and nothing stored", async () => {
    const alice = await signedIn(DEMO_PERSON);
    const mallory = await signedIn(SECOND_PERSON);
    const before = [writes("LedgerApi", alice.principal), writes("LedgerApi", mallory.principal)];
    const attempt = async () => {
      const callback = await atProvider(await startConnect(alice, "LedgerApi"), alice.who);
      return { callback, cookie: alice.browser.cookie(stack.url, "attempt") as string };
    };

    const mixed = await attempt();
    const withMallorysSession = new CookieBrowser();
    withMallorysSession.setCookie(stack.url, "attempt", mixed.cookie);
    withMallorysSession.setCookie(
      stack.url,
      "session",
      mallory.browser.cookie(stack.url, "session") as string,
    );
    await expectRefused(await withMallorysSession.get(mixed.callback), 403, "form");

    const bare = await attempt();
    const withoutSession = new CookieBrowser();
    withoutSession.setCookie(stack.url, "attempt", bare.cookie);
    await expectRefused(await withoutSession.get(bare.callback), 403, "form");
    expect([writes("LedgerApi", alice.principal), writes("LedgerApi", mallory.principal)]).toEqual(before);

    // The same leg in the browser that started it.
    const own = await attempt();
    expect((await alice.browser.get(own.callback)).status).toBe(303);
    expect(writes("LedgerApi", alice.principal)).toBe((before[0] ?? 0) + 1);
    expect(writes("LedgerApi", mallory.principal)).toBe(before[1]);
  });

  it("refuses a callback with a state other than its leg's, or none, and still finishes the real one in its own browser", async () => {
    const alice = await signedIn(DEMO_PERSON);
    const before = writes("LedgerApi", alice.principal);
    const callback = await atProvider(await startConnect(alice, "LedgerApi"), alice.who);
    const forged = new URL(callback);
    forged.searchParams.set("state", randomValue());
    await expectRefused(await alice.browser.get(forged), 400, "link");
    forged.searchParams.delete("state");
    await expectRefused(await alice.browser.get(forged), 400, "link");
    expect(writes("LedgerApi", alice.principal)).toBe(before);
    const back = await alice.browser.get(callback);
    expect(back.status).toBe(303);
    expect(writes("LedgerApi", alice.principal)).toBe(before + 1);
  });

  it("refuses a callback replayed after it finished, even with its attempt cookie: 400, no second token set", async () => {
    const alice = await signedIn(DEMO_PERSON);
    const callback = await atProvider(await startConnect(alice, "LedgerApi"), alice.who);
    const cookie = alice.browser.cookie(stack.url, "attempt") as string;
    const first = await alice.browser.get(callback);
    expect(first.status).toBe(303);
    expect(alice.browser.cookie(stack.url, "attempt")).toBeUndefined(); // the answer cleared it
    const stored = writes("LedgerApi", alice.principal);
    alice.browser.setCookie(stack.url, "attempt", cookie);
    await expectRefused(await alice.browser.get(callback), 400, "link");
    expect(writes("LedgerApi", alice.principal)).toBe(stored);
  });

  it("refuses a connect callback whose attempt is over 10 minutes old, and finishes one under 10 minutes old", async () => {
    const alice = await signedIn(DEMO_PERSON);
    const before = writes("TasksApi", alice.principal);
    const stale = await startedAgo(11, () => startConnect(alice, "TasksApi"));
    await expectRefused(await alice.browser.get(await atProvider(stale, alice.who)), 400, "link");
    expect(writes("TasksApi", alice.principal)).toBe(before);
    const fresh = await startedAgo(9, () => startConnect(alice, "TasksApi"));
    expect((await alice.browser.get(await atProvider(fresh, alice.who))).status).toBe(303);
    expect(writes("TasksApi", alice.principal)).toBe(before + 1);
  });

  it("stores nothing when the provider answers access_denied", async () => {
    const alice = await signedIn(DEMO_PERSON);
    const before = writes("TasksApi", alice.principal);
    const callback = await atProvider(await startConnect(alice, "TasksApi"), alice.who, "deny");
    expect(callback.searchParams.get("error")).toBe("access_denied");
    const answer = await alice.browser.get(callback);
    // An answer of the person's, said as such: not a server failure.
    expect(answer.status).toBe(400);
    expect(await answer.text()).toContain(
      "The account was not connected (access_denied): nothing was stored.",
    );
    expect(answer.headers.get("location")).toBeNull();
    expect(writes("TasksApi", alice.principal)).toBe(before);
    // Approving a new leg at the provider connects.
    await connectAccount(alice, "TasksApi");
    expect(writes("TasksApi", alice.principal)).toBe(before + 1);
  });
});

describe("signing in", () => {
  it("cannot sign a browser in with a sign-in callback another browser started (login CSRF): 400, no session, and the attempt is spent", async () => {
    // The attacker starts a sign-in in their own browser and signs in at the provider as themselves.
    const attacker = new CookieBrowser();
    const planted = await atProvider(legTo(await attacker.get(`${stack.url}/account`)), SECOND_PERSON);
    const victim = new CookieBrowser();
    const answer = await victim.get(planted);
    await expectRefused(answer, 400, "link");
    expect(answer.headers.getSetCookie()).toEqual([]);
    expect(victim.cookie(stack.url, "session")).toBeUndefined();
    // The attacker's own browser cannot finish it now either.
    await expectRefused(await attacker.get(planted), 400, "link");

    // A victim with a sign-in of their own under way: the planted callback still does not count.
    const second = new CookieBrowser();
    const plantedAgain = await atProvider(legTo(await second.get(`${stack.url}/account`)), SECOND_PERSON);
    const own = legTo(await victim.get(`${stack.url}/account`));
    await expectRefused(await victim.get(plantedAgain), 400, "link");
    expect(victim.cookie(stack.url, "session")).toBeUndefined();

    // The victim's own sign-in, still under way in the victim's browser, signs the victim in as themselves.
    const back = await victim.get(await atProvider(own, DEMO_PERSON));
    expect(back.status).toBe(302);
    const account = await victim.get(`${stack.url}/account`);
    expect(account.status).toBe(200);
    expect(await account.text()).toContain(`Signed in as ${DEMO_PERSON.email}.`);
  });

  it("refuses a sign-in callback replayed after it finished: no second session", async () => {
    const browser = new CookieBrowser();
    const callback = await atProvider(legTo(await browser.get(`${stack.url}/account`)), DEMO_PERSON);
    const cookie = browser.cookie(stack.url, "attempt") as string;
    expect((await browser.get(callback)).status).toBe(302);
    const replay = new CookieBrowser();
    replay.setCookie(stack.url, "attempt", cookie);
    const answer = await replay.get(callback);
    await expectRefused(answer, 400, "link");
    expect(answer.headers.getSetCookie()).toEqual([]);
  });

  it("refuses a sign-in callback whose attempt is over 10 minutes old, and signs in with one under 10 minutes old", async () => {
    const browser = new CookieBrowser();
    const stale = await startedAgo(11, async () => legTo(await browser.get(`${stack.url}/account`)));
    await expectRefused(await browser.get(await atProvider(stale, DEMO_PERSON)), 400, "link");
    expect(browser.cookie(stack.url, "session")).toBeUndefined();
    const fresh = await startedAgo(9, async () => legTo(await browser.get(`${stack.url}/account`)));
    expect((await browser.get(await atProvider(fresh, DEMO_PERSON))).status).toBe(302);
    expect(browser.cookie(stack.url, "session")).toBeTruthy();
  });

  it("signs no one in when the sign-in provider answers access_denied", async () => {
    const browser = new CookieBrowser();
    const callback = await atProvider(legTo(await browser.get(`${stack.url}/account`)), DEMO_PERSON, "deny");
    expect(callback.searchParams.get("error")).toBe("access_denied");
    const answer = await browser.get(callback);
    expect(answer.status).toBe(400);
    expect(await answer.text()).toContain("The sign-in provider did not sign you in (access_denied).");
    expect(answer.headers.get("location")).toBeNull();
    expect(browser.cookie(stack.url, "session")).toBeUndefined();
  });

  it("keeps only hashes of the attempt and session cookies in the store", async () => {
    const browser = new CookieBrowser();
    const leg = legTo(await browser.get(`${stack.url}/account`));
    const state = leg.searchParams.get("state") ?? "";
    const attemptCookie = browser.cookie(stack.url, "attempt") as string;
    const attempt = await store.get("attempt", state);
    expect(attempt?.cookie).toBe(sha256(attemptCookie));
    expect(JSON.stringify(attempt)).not.toContain(attemptCookie);
    await browser.get(await atProvider(leg, DEMO_PERSON));
    const session = browser.cookie(stack.url, "session") as string;
    expect(await store.get("session", sha256(session))).toMatchObject({
      principal: principalOfPerson(DEMO_PERSON),
    });
    expect(await store.get("session", session)).toBeUndefined();
  });
});

/** A CSP's directives by name, the first of each kept (as browsers do). */
function cspDirectives(header: string | null): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of (header ?? "").split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), values);
  }
  return directives;
}

/** The tags of a page, for checking that a value shown on it brought no markup of its own. */
const PAGE_TAGS = new Set([
  "html",
  "head",
  "meta",
  "title",
  "style",
  "body",
  "h1",
  "h2",
  "p",
  "code",
  "div",
  "span",
  "strong",
  "form",
  "input",
  "button",
  "a",
]);

/** The redirect URI a consent page shows in full, unescaped. */
const redirectUriShown = (html: string) =>
  unescapeHtml(/<code class="uri">(.*?)<\/code>/s.exec(html)?.[1] ?? "");

function expectNoForeignMarkup(html: string): void {
  for (const [tag, name] of html.matchAll(/<\/?([a-zA-Z][\w-]*)[^>]*>/g)) {
    expect(PAGE_TAGS, tag).toContain(name?.toLowerCase());
    expect(tag).not.toMatch(/\son[a-z]+\s*=/i);
    expect(tag).not.toMatch(/javascript:/i);
  }
}

describe("a client registered with hostile metadata", () => {
  const HOSTILE_NAME = `<script>alert(1)</script>"><img src=x onerror=alert(2)>'><svg onload=alert(3)>&amp;`;
  const HOSTILE_REDIRECT = `https://evil.example/cb?x="><svg/onload=alert(5)>`;

  /** A registration's status, for metadata the registration rules refuse. */
  async function registrationStatus(metadata: Record<string, unknown>): Promise<number> {
    const response = await fetch(`${stack.url}/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ client_name: "Hostile", token_endpoint_auth_method: "none", ...metadata }),
    });
    await response.body?.cancel();
    return response.status;
  }

  it("shows a hostile client name and redirect URI escaped on the consent page, with no markup of their own", async () => {
    const alice = await signedIn(DEMO_PERSON);
    const hostile = await register({
      client_name: HOSTILE_NAME,
      client_uri: `https://evil.example/"><script>alert(4)</script>`,
      redirect_uris: [HOSTILE_REDIRECT, "https://аррӏе.com/cb"],
    });
    const { html } = await consentPage(
      alice.browser,
      (await authorization(hostile, HOSTILE_REDIRECT)).request,
    );
    expectNoForeignMarkup(html);
    expect(html).toContain("&#60;script&#62;alert(1)&#60;/script&#62;");
    const heading = /<h1>(.*?)<\/h1>/s.exec(html)?.[1] ?? "";
    expect(unescapeHtml(heading)).toBe(`Allow ${HOSTILE_NAME} to use your tools?`);
    // The host the code goes to, then the registered URI in full as URLs read it (its markup
    // escaped, percent-encoded); client_uri is not shown.
    expect(html).toContain("Your answer is sent to <strong>evil.example</strong>");
    expect(redirectUriShown(html)).toBe(new URL(HOSTILE_REDIRECT).href);
    expect(html).not.toContain("alert(4)");
    // A look-alike host is shown as what it is.
    const lookalike = await consentPage(
      alice.browser,
      (await authorization(hostile, "https://аррӏе.com/cb")).request,
    );
    expect(lookalike.html).toContain("Your answer is sent to <strong>xn--80ak6aa92e.com</strong>");
    expect(redirectUriShown(lookalike.html)).toBe("https://xn--80ak6aa92e.com/cb");
  });

  it("names the host the code goes to, not one a userinfo part dresses the URI up as (refused at registration; the page holds anyway)", async () => {
    const dressed = "https://client.example@evil.example/cb";
    expect(await registrationStatus({ redirect_uris: [dressed] })).toBe(400);
    const html = renderConsentPage({
      request: "r",
      csrf: "c",
      clientName: "Client",
      clientId: "id",
      redirectUri: dressed,
      scopes: ["tools:read"],
      limits: "",
      person: "Ana",
      connected: { LedgerApi: true, TasksApi: false },
      canAllow: true,
    });
    expect(html).toContain("Your answer is sent to <strong>evil.example</strong>");
    expect(redirectUriShown(html)).toBe(dressed);
  });

  it("serves the person's pages under a CSP without script or framing, whose forms reach only this server, the providers and the client's redirect origin", async () => {
    const alice = await signedIn(DEMO_PERSON);
    const hostile = await register({ client_name: HOSTILE_NAME, redirect_uris: [HOSTILE_REDIRECT] });
    const consent = await consentPage(
      alice.browser,
      (await authorization(hostile, HOSTILE_REDIRECT)).request,
    );
    const providers = [started().ledgerSandbox.origin, stack.tasksSandbox?.origin];
    const pages: [Response, string[]][] = [
      [consent.response, ["'self'", "https://evil.example", ...(providers as string[])]],
      // Its Connect buttons lead on to the providers' consent pages.
      [await alice.browser.get(`${stack.url}/account`), ["'self'", ...(providers as string[])]],
      [await alice.browser.get(`${stack.url}/callback?state=unknown`), ["'self'"]],
    ];
    for (const [response, formTargets] of pages) {
      const header = response.headers.get("content-security-policy");
      expect(header).not.toContain(","); // one policy
      const csp = cspDirectives(header);
      expect([...csp.keys()].sort()).toEqual(
        ["base-uri", "default-src", "form-action", "frame-ancestors", "style-src"].sort(),
      );
      expect(csp.get("default-src")).toEqual(["'none'"]); // no script-src: no script at all
      expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
      expect(csp.get("base-uri")).toEqual(["'none'"]);
      expect(csp.get("style-src")).toEqual(["'unsafe-inline'"]);
      expect([...(csp.get("form-action") ?? [])].sort()).toEqual([...formTargets].sort());
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(response.headers.get("referrer-policy")).toBe("no-referrer");
    }
  });

  it("keeps a hostile redirect host from adding directives to the consent page's CSP (a ';' is valid in a URL's host)", async () => {
    // The consent page's CSP names the redirect URI's origin as a form-action source (pageCsp,
    // lib/oauth/pages.ts). A URL's host may hold ';', so `https://x;frame-ancestors/cb` would end
    // form-action and start a directive of its own; browsers keep the first of a repeated
    // directive, so the page's `frame-ancestors 'none'` would be dropped. Registration refuses such
    // a host, and pageCsp keeps one out all the same.
    for (const redirect of ["https://x;frame-ancestors/cb", "https://x;script-src/cb"]) {
      expect(await registrationStatus({ redirect_uris: [redirect] }), redirect).toBe(400);
      const csp = cspDirectives(pageCsp([redirect, started().ledgerSandbox.oauth.authorizeUrl]));
      expect([...csp.keys()].sort(), redirect).toEqual(
        ["base-uri", "default-src", "form-action", "frame-ancestors", "style-src"].sort(),
      );
      expect(csp.get("frame-ancestors"), redirect).toEqual(["'none'"]);
      expect(csp.get("form-action"), redirect).toEqual(["'self'", started().ledgerSandbox.origin]);
    }
  });
});

describe("cookies where the base URL is https", () => {
  // A second authorization server on the same table and sandboxes, with the cookies it sets
  // when deployed (`secureCookies`: the base URL is https there). fetch does not enforce Secure,
  // so it can be reached over http on 127.0.0.1.
  let server: Server;
  let base = "";

  beforeAll(async () => {
    server = createServer();
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    started().ledgerSandbox.oauth.allowRedirectUri(`${base}/callback`);
    const settings = {
      ...readAuthServerSettings({ ...process.env, OAUTH_BASE_URL: base }),
      secureCookies: true,
    };
    const { app } = await createAuthorizationServer(settings, {
      dynamo: new DynamoDBClient({ ...AWS, endpoint: started().dynamo.endpoint }),
      secrets: new SecretsManagerClient({ ...AWS, endpoint: started().secrets.endpoint }),
    });
    server.on("request", app);
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  function expectHostCookie(line: string | undefined, name: string) {
    const [pair = "", ...attributes] = (line ?? "").split(";").map((part) => part.trim());
    expect(pair).toMatch(new RegExp(`^__Host-${name}=[\\w-]{43}$`));
    const names = attributes.map((attribute) => attribute.toLowerCase());
    expect(names).toEqual(expect.arrayContaining(["path=/", "httponly", "secure", "samesite=lax"]));
    expect(names.some((attribute) => attribute.startsWith("domain="))).toBe(false);
  }

  /** A Set-Cookie line that removes a __Host- cookie, with what a browser needs to honour it. */
  function expectHostCookieCleared(line: string | undefined, name: string) {
    const [pair = "", ...attributes] = (line ?? "").split(";").map((part) => part.trim());
    expect(pair).toBe(`__Host-${name}=`);
    const names = attributes.map((attribute) => attribute.toLowerCase());
    // Without Secure and Path=/ a browser drops a __Host- cookie's Set-Cookie, the clearing included.
    expect(names).toEqual(expect.arrayContaining(["path=/", "httponly", "secure", "samesite=lax"]));
    expect(names.some((attribute) => attribute.startsWith("domain="))).toBe(false);
    const expires = names.find((attribute) => attribute.startsWith("expires="))?.slice("expires=".length);
    expect(Date.parse(expires ?? "")).toBeLessThanOrEqual(Date.now());
  }

  it("clears the attempt cookie after its callback, and the session cookie on sign-out, with the attributes they were set with (Secure, Path=/, HttpOnly, SameSite=Lax)", async () => {
    const browser = new CookieBrowser();
    const leg = legTo(await browser.get(`${base}/account`));
    const back = await browser.get(await atProvider(leg, DEMO_PERSON, "approve", base));
    expect(back.status).toBe(302);
    const setCookies = back.headers.getSetCookie();
    expectHostCookieCleared(
      setCookies.find((line) => line.startsWith("__Host-attempt=")),
      "attempt",
    );
    expect(browser.cookie(base, "__Host-attempt")).toBeUndefined();
    const account = await browser.get(`${base}/account`);
    const signOut = formsOf(await account.text(), account.url).find(
      (form) => form.action.pathname === "/account/signout",
    ) as PageForm;
    const out = await browser.post(signOut.action, signOut.fields);
    expect(out.status).toBe(200);
    expectHostCookieCleared(
      out.headers.getSetCookie().find((line) => line.startsWith("__Host-session=")),
      "session",
    );
  });

  it("reads the attempt and the session only from __Host- cookies (Secure, HttpOnly, SameSite=Lax, path /, no domain), never from a same-named cookie another host could set", async () => {
    const browser = new CookieBrowser();
    const start = await browser.get(`${base}/account`);
    expectHostCookie(start.headers.getSetCookie()[0], "attempt");
    const attempt = browser.cookie(base, "__Host-attempt") as string;
    const callback = await atProvider(legTo(start), DEMO_PERSON, "approve", base);
    const sibling = new CookieBrowser();
    sibling.setCookie(base, "attempt", attempt);
    await expectRefused(await sibling.get(callback), 400, "link");

    const leg = legTo(await browser.get(`${base}/account`));
    const back = await browser.get(await atProvider(leg, DEMO_PERSON, "approve", base));
    expect(back.status).toBe(302);
    expectHostCookie(
      back.headers.getSetCookie().find((line) => line.startsWith("__Host-session=")),
      "session",
    );
    const session = browser.cookie(base, "__Host-session") as string;
    const unprefixed = new CookieBrowser();
    unprefixed.setCookie(base, "session", session);
    expect(legTo(await unprefixed.get(`${base}/account`)).pathname).toContain("/authorize");
    expect((await browser.get(`${base}/account`)).status).toBe(200);
  });
});
