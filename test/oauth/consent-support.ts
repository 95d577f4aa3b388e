// The consent-flow tests' shared setup over real HTTP: `AUTH=oauth npm start`'s stack without
// auto-approve (the gateway on 127.0.0.1, OAuth state in dynalite, connections in the local Secrets
// Manager, the sandboxes' sign-in and consent pages with their two demo people), a registered
// client, and what a person's browser does on each leg. A test file calls startConsentStack() once.
import { randomBytes } from "node:crypto";
import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { decodeJwt } from "jose";
import { afterAll, afterEach, beforeAll, expect, vi } from "vitest";
import type { Toolkit } from "../../lib/catalog/toolkits";
import { connectionSecretId } from "../../lib/oauth/connection-secrets";
import { principalOf } from "../../lib/oauth/principal";
import { OAuthStore, sha256 } from "../../lib/oauth/store";
import { localCredentials } from "../../local/credentials";
import { LOCAL_OAUTH_TABLE } from "../../local/oauth-stack";
import type { DemoPerson } from "../../local/sandbox/oauth/index";
import type { LocalStack } from "../../local/stack";
import { openAuthorize, readConsentPage, submitConsent } from "../sandbox/oauth-browser";
import { CookieBrowser, formsOf, locationOf, type PageForm } from "../support/consent-browser";
import { startOAuthStack } from "../support/oauth-stack";

// The client's redirect URI: nothing listens there, the tests read the redirect and never follow it.
export const REDIRECT = "http://127.0.0.1:1/callback";
export const CLIENT_STATE = "client-state";
export const PREFIX = "agent-tools/";
export const AWS = { region: "us-east-1", credentials: localCredentials() };

export let stack: LocalStack;
export let store: OAuthStore;
/** The client every authorization() is for unless told otherwise. */
export let clientId = "";

/** Starts the stack before the file's tests and closes it after them. */
export function startConsentStack(): void {
  beforeAll(async () => {
    stack = await startOAuthStack({ autoApprove: false });
    store = new OAuthStore(
      LOCAL_OAUTH_TABLE,
      new DynamoDBClient({ ...AWS, endpoint: started().dynamo.endpoint }),
    );
    clientId = await register();
  }, 60_000);
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(async () => {
    await stack?.close();
  });
}

/** The stack's parts that AUTH=oauth always starts. */
export function started() {
  const { dynamo, secrets, ledgerSandbox } = stack;
  if (!dynamo || !secrets || !ledgerSandbox) throw new Error("the OAuth stack did not start");
  return { dynamo, secrets, ledgerSandbox };
}

export async function register(metadata: Record<string, unknown> = {}): Promise<string> {
  const response = await fetch(`${stack.url}/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      client_name: "Consent flow test client",
      redirect_uris: [REDIRECT],
      token_endpoint_auth_method: "none",
      ...metadata,
    }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { client_id: string }).client_id;
}

export interface Authorization {
  /** The pending request's id, as /consent?request= carries it. */
  request: string;
  verifier: string;
  client: string;
  redirectUri: string;
}

/** A client starts an authorization: the SDK's handler sends the browser to the consent page. */
export async function authorization(
  client = clientId,
  redirectUri = REDIRECT,
  extra: Record<string, string> = {},
): Promise<Authorization> {
  const verifier = randomBytes(32).toString("base64url");
  const url = new URL(`${stack.url}/authorize`);
  for (const [name, value] of Object.entries({
    response_type: "code",
    client_id: client,
    redirect_uri: redirectUri,
    code_challenge: sha256(verifier),
    code_challenge_method: "S256",
    state: CLIENT_STATE,
    resource: `${stack.url}/mcp`,
    ...extra,
  }))
    url.searchParams.set(name, value);
  const response = await fetch(url, { redirect: "manual" });
  expect(response.status).toBe(302);
  const consent = locationOf(response);
  expect(consent?.pathname).toBe("/consent");
  return { request: consent?.searchParams.get("request") ?? "", verifier, client, redirectUri };
}

/** The person answers a sandbox provider's own page; the callback URL it sends the browser to. */
export async function atProvider(
  authorizeUrl: URL,
  person: DemoPerson,
  decision: "approve" | "deny" = "approve",
  base = stack.url,
): Promise<URL> {
  const form = await readConsentPage(await openAuthorize(authorizeUrl));
  const answer = await submitConsent(form, { decision, person: person.id });
  expect(answer.status).toBe(303);
  const callback = locationOf(answer) as URL;
  expect(`${callback.origin}${callback.pathname}`).toBe(`${base}/callback`);
  return callback;
}

/** Our server sending the browser off on a leg: the provider's authorize URL. */
export function legTo(response: Response): URL {
  expect(response.status).toBe(302);
  const url = locationOf(response) as URL;
  expect(url.origin).not.toBe(stack.url);
  return url;
}

export interface Person {
  browser: CookieBrowser;
  who: DemoPerson;
  principal: string;
}

export const principalOfPerson = (who: DemoPerson) =>
  principalOf(started().ledgerSandbox.oauth.issuer, who.xeroSubject);

/** A browser signed in as a demo person, the whole way through the sign-in provider's page. */
export async function signedIn(who: DemoPerson): Promise<Person> {
  const browser = new CookieBrowser();
  const callback = await atProvider(legTo(await browser.get(`${stack.url}/account`)), who);
  const back = await browser.get(callback);
  expect(back.status).toBe(302);
  expect(locationOf(back)?.href).toBe(`${stack.url}/account`);
  expect(browser.cookie(stack.url, "session")).toBeTruthy();
  return { browser, who, principal: principalOfPerson(who) };
}

export interface ConsentView {
  response: Response;
  html: string;
  csrf: string;
  /** The Allow/Deny form. */
  consent: PageForm;
  /** One Connect form per account not connected yet. */
  connect: PageForm[];
}

export async function consentPage(browser: CookieBrowser, request: string): Promise<ConsentView> {
  const response = await browser.get(`${stack.url}/consent?request=${request}`);
  expect(response.status).toBe(200);
  const html = await response.text();
  const forms = formsOf(html, response.url);
  const consent = forms.find((form) => form.action.pathname === "/consent") as PageForm;
  expect(consent.fields).toMatchObject({ request, csrf: expect.stringMatching(/^[\w-]{43}$/) });
  const connect = forms.filter((form) => form.action.pathname === "/connect");
  return { response, html, csrf: consent.fields.csrf as string, consent, connect };
}

/** The CSRF value of a person's session, as every page of theirs carries it. */
export async function csrfOf(person: Person): Promise<string> {
  return (await consentPage(person.browser, (await authorization()).request)).csrf;
}

/** The person presses Connect on a consent page: the provider's authorize URL of the new leg. */
export async function startConnect(person: Person, toolkit: Toolkit): Promise<URL> {
  const { request } = await authorization();
  const { csrf } = await consentPage(person.browser, request);
  return legTo(await person.browser.post(`${stack.url}/connect`, { request, csrf, toolkit }));
}

/** A whole connection in the person's own browser: Connect, the provider's page, the callback. */
export async function connectAccount(person: Person, toolkit: Toolkit): Promise<void> {
  const callback = await atProvider(await startConnect(person, toolkit), person.who);
  const back = await person.browser.get(callback);
  expect(back.status).toBe(303);
  expect(locationOf(back)?.pathname).toBe("/consent");
}

/** How many token sets have ever been written for the principal's connection (0 when none is). */
export function writes(toolkit: Toolkit, principal: string): number {
  return started().secrets.versions(connectionSecretId(PREFIX, toolkit, principal)).length;
}

export function hasConnection(toolkit: Toolkit, principal: string): boolean {
  return started().secrets.secrets[connectionSecretId(PREFIX, toolkit, principal)] !== undefined;
}

/** The client's code exchange; the principal its access token acts for. */
export async function principalOfCode(auth: Authorization, code: string): Promise<string> {
  const response = await fetch(`${stack.url}/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      grant_type: "authorization_code",
      client_id: auth.client,
      code,
      code_verifier: auth.verifier,
      redirect_uri: auth.redirectUri,
    }),
  });
  expect(response.status).toBe(200);
  const { access_token: token } = (await response.json()) as { access_token: string };
  return String(decodeJwt(token).sub);
}

export const REASON = {
  form: "Not allowed", // a form without its session and CSRF value; a leg finished by another session
  request: "Request expired", // an authorization request already answered
  link: "Link not valid here", // a callback without its leg: another browser, state, expired or spent
} as const;

/** A refused form or callback: the status and the page saying why, no redirect anywhere. */
export async function expectRefused(response: Response, status: number, reason: keyof typeof REASON) {
  expect(response.status).toBe(status);
  expect(response.headers.get("location")).toBeNull();
  expect(await response.text()).toContain(`<h1>${REASON[reason]}</h1>`);
}

/**
 * Runs `start` as if it happened `minutes` ago: Date is set back meanwhile. The authorization
 * server runs in this process, so the expiry it stores is counted from then; the sandboxes' clocks
 * (codes, ID tokens) are their own and are not moved.
 */
export async function startedAgo<T>(minutes: number, start: () => Promise<T>): Promise<T> {
  vi.setSystemTime(Date.now() - minutes * 60_000);
  try {
    return await start();
  } finally {
    vi.useRealTimers();
  }
}

export const randomValue = () => randomBytes(32).toString("base64url");

/** A signed-in person with an account connected (TickTick unless there is one), so Allow is offered. */
export async function readyToAllow(who: DemoPerson): Promise<Person> {
  const person = await signedIn(who);
  const principal = principalOfPerson(who);
  if (!hasConnection("TasksApi", principal) && !hasConnection("LedgerApi", principal))
    await connectAccount(person, "TasksApi");
  return person;
}

/** Disconnects every account of the person through the account page's own forms. */
export async function disconnectAll(person: Person): Promise<void> {
  const account = await person.browser.get(`${stack.url}/account`);
  const forms = formsOf(await account.text(), account.url).filter(
    (form) => form.action.pathname === "/account/disconnect",
  );
  for (const form of forms) expect((await person.browser.post(form.action, form.fields)).status).toBe(303);
  for (const toolkit of ["LedgerApi", "TasksApi"] as const)
    expect(hasConnection(toolkit, person.principal)).toBe(false);
}
