// The TickTick sandbox's OAuth side over real HTTP, driven with oauth4webapi: the code flow
// (auto-approve and the consent form), TickTick's token answer with no refresh token, refusals,
// and each demo person's token opening that person's own tasks.
import * as oauth from "oauth4webapi";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { AUTO_APPROVE_ENV, DEMO_PERSON, SECOND_PERSON } from "../../local/sandbox/oauth/index";
import {
  SANDBOX_TICKTICK_APP,
  SECOND_PERSON_STARTING_DATA,
  STARTING_DATA,
  startTasksSandbox,
  type TasksSandbox,
} from "../../local/sandbox/tasks/index";
import { openAuthorize, readConsentPage, redirectedTo, submitConsent } from "./oauth-browser";

const REDIRECT_URI = "http://127.0.0.1:9/connect/callback";
const SCOPE = "tasks:read tasks:write";
const insecure = { [oauth.allowInsecureRequests]: true };
const client: oauth.Client = { client_id: SANDBOX_TICKTICK_APP.clientId };
const basicAuth = oauth.ClientSecretBasic(SANDBOX_TICKTICK_APP.clientSecret);

let sandbox: TasksSandbox;
/** TickTick publishes no discovery document: the authorization server is described by hand. */
let as: oauth.AuthorizationServer;
let skewMs = 0;

beforeAll(async () => {
  sandbox = await startTasksSandbox({
    app: { redirectUris: [REDIRECT_URI] },
    clock: () => Date.now() + skewMs,
  });
  as = {
    issuer: sandbox.origin,
    authorization_endpoint: sandbox.oauth.authorizeUrl,
    token_endpoint: sandbox.oauth.tokenUrl,
  };
});

afterAll(async () => {
  await sandbox.close();
});

beforeEach(() => {
  sandbox.reset();
  skewMs = 0;
});

afterEach(() => {
  vi.unstubAllEnvs();
});

function authorizeUrl(overrides: Record<string, string> = {}): URL {
  const url = new URL(sandbox.oauth.authorizeUrl);
  const params = {
    client_id: client.client_id,
    scope: SCOPE,
    state: "s-1",
    redirect_uri: REDIRECT_URI,
    response_type: "code",
  };
  url.search = new URLSearchParams({ ...params, ...overrides }).toString();
  return url;
}

async function autoApprove(url = authorizeUrl()): Promise<URL> {
  vi.stubEnv(AUTO_APPROVE_ENV, "1");
  return redirectedTo(await openAuthorize(url), 302);
}

function exchangeRequest(callback: URL, redirectUri = REDIRECT_URI, auth = basicAuth): Promise<Response> {
  const parameters = oauth.validateAuthResponse(as, client, callback, "s-1");
  return oauth.authorizationCodeGrantRequest(
    as,
    client,
    auth,
    parameters,
    redirectUri,
    oauth.nopkce,
    insecure,
  );
}

async function exchange(callback: URL): Promise<oauth.TokenEndpointResponse> {
  return oauth.processAuthorizationCodeResponse(as, client, await exchangeRequest(callback));
}

async function tokenAs(person: string): Promise<string> {
  const form = await readConsentPage(await openAuthorize(authorizeUrl()));
  const callback = redirectedTo(await submitConsent(form, { person, decision: "approve" }), 303);
  return (await exchange(callback)).access_token;
}

async function api(path: string, token: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${sandbox.url}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
  });
}

async function projectNames(token: string): Promise<string[]> {
  const response = await api("/project", token);
  expect(response.status).toBe(200);
  return ((await response.json()) as { name: string }[]).map((project) => project.name);
}

async function errorOf(response: Response): Promise<{ status: number; error: string }> {
  return { status: response.status, error: ((await response.json()) as { error: string }).error };
}

describe("the code flow", () => {
  it("auto-approves as the first demo person and answers TickTick's token, with no refresh token", async () => {
    const callback = await autoApprove();
    expect(`${callback.origin}${callback.pathname}`).toBe(REDIRECT_URI);
    expect(callback.searchParams.get("state")).toBe("s-1");
    const response = await exchangeRequest(callback);
    const body = (await response.clone().json()) as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(["access_token", "token_type", "expires_in", "scope"]);
    expect(body).toMatchObject({ token_type: "bearer", expires_in: 180 * 24 * 3600, scope: SCOPE });
    const tokens = await oauth.processAuthorizationCodeResponse(as, client, response);
    expect(tokens.refresh_token).toBeUndefined();
    expect(await projectNames(tokens.access_token)).toEqual(["Personal", "Work", "Groceries"]);
  });

  it("signs in the person the consent form names, on a page with the sandbox's CSP", async () => {
    const page = await openAuthorize(authorizeUrl());
    expect(page.headers.get("content-security-policy")).toContain("form-action 'self' http://127.0.0.1:9");
    const form = await readConsentPage(page);
    expect(form.html).toContain("TickTick sandbox");
    expect(form.html).toContain(SECOND_PERSON.name);
    expect(form.html).not.toContain('name="organisation"');
    const callback = redirectedTo(
      await submitConsent(form, { person: SECOND_PERSON.id, decision: "approve" }),
      303,
    );
    expect(await projectNames((await exchange(callback)).access_token)).toEqual(["Allotment"]);
  });

  it("sends access_denied when the person denies", async () => {
    const form = await readConsentPage(await openAuthorize(authorizeUrl()));
    const callback = redirectedTo(await submitConsent(form, { decision: "deny" }), 303);
    expect(callback.searchParams.get("error")).toBe("access_denied");
    expect(callback.searchParams.get("state")).toBe("s-1");
  });

  it("takes the client credentials in the form body as community clients send them", async () => {
    const callback = await autoApprove();
    const response = await exchangeRequest(
      callback,
      REDIRECT_URI,
      oauth.ClientSecretPost(SANDBOX_TICKTICK_APP.clientSecret),
    );
    expect(response.status).toBe(200);
  });

  it("ignores PKCE parameters, which TickTick does not document", async () => {
    const callback = await autoApprove(
      authorizeUrl({ code_challenge: "x".repeat(43), code_challenge_method: "S256" }),
    );
    expect((await exchange(callback)).access_token).toBeTruthy();
  });
});

describe("refusals", () => {
  it("shows an error page for a bad client_id or redirect_uri, and redirects invalid_scope", async () => {
    const badRequests: Record<string, string>[] = [
      { client_id: "someone-else" },
      { redirect_uri: "http://127.0.0.1:9/elsewhere" },
    ];
    for (const overrides of badRequests) {
      const response = await openAuthorize(authorizeUrl(overrides));
      expect(response.status).toBe(400);
      expect(response.headers.get("location")).toBeNull();
    }
    const scope = await autoApprove(authorizeUrl({ scope: "tasks:read tasks:delete" }));
    expect(scope.searchParams.get("error")).toBe("invalid_scope");
    const responseType = await autoApprove(authorizeUrl({ response_type: "token" }));
    expect(responseType.searchParams.get("error")).toBe("unsupported_response_type");
  });

  it("refuses a wrong client secret, a reused code and a wrong redirect_uri", async () => {
    const wrongSecret = await exchangeRequest(
      await autoApprove(),
      REDIRECT_URI,
      oauth.ClientSecretBasic("nope"),
    );
    expect(await errorOf(wrongSecret)).toEqual({ status: 401, error: "invalid_client" });

    const callback = await autoApprove();
    expect((await exchangeRequest(callback)).status).toBe(200);
    expect(await errorOf(await exchangeRequest(callback))).toEqual({ status: 400, error: "invalid_grant" });

    sandbox.oauth.allowRedirectUri("http://127.0.0.1:9/other");
    const elsewhere = await exchangeRequest(await autoApprove(), "http://127.0.0.1:9/other");
    expect(await errorOf(elsewhere)).toEqual({ status: 400, error: "invalid_grant" });
  });

  it("has no refresh grant", async () => {
    const response = await fetch(sandbox.oauth.tokenUrl, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        authorization: `Basic ${Buffer.from(`${client.client_id}:${SANDBOX_TICKTICK_APP.clientSecret}`).toString("base64")}`,
      },
      body: new URLSearchParams({ grant_type: "refresh_token", refresh_token: "anything" }),
    });
    expect(await errorOf(response)).toEqual({ status: 400, error: "unsupported_grant_type" });
  });

  it("refuses a token after its 180 days, with TickTick's 401", async () => {
    const token = (await exchange(await autoApprove())).access_token;
    skewMs = 180 * 24 * 3600 * 1000;
    const response = await api("/project", token);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: "invalid_token" });
  });
});

describe("each person's own tasks", () => {
  it("keeps the first person's (and the fixed token's) starting data apart from the second person's", async () => {
    const first = await tokenAs(DEMO_PERSON.id);
    const second = await tokenAs(SECOND_PERSON.id);
    expect(await projectNames(first)).toEqual(["Personal", "Work", "Groceries"]);
    expect(await projectNames(sandbox.token)).toEqual(["Personal", "Work", "Groceries"]);
    expect(await projectNames(second)).toEqual(["Allotment"]);

    const foreign = await api(`/project/${STARTING_DATA.projects.personal}`, second);
    expect(foreign.status).toBe(404);
    const inbox = await api("/project/inbox/data", second);
    const inboxTitles = ((await inbox.json()) as { tasks: { title: string }[] }).tasks.map(
      (task) => task.title,
    );
    expect(inboxTitles).toEqual(["Call the plumber"]);

    const created = await api("/task", second, {
      method: "POST",
      body: JSON.stringify({
        title: "Order seed potatoes",
        projectId: SECOND_PERSON_STARTING_DATA.projects.allotment,
      }),
    });
    expect(created.status).toBe(200);
    const firstTitles = async () => {
      const data = await api(`/project/${STARTING_DATA.projects.personal}/data`, first);
      return ((await data.json()) as { tasks: { title: string }[] }).tasks.map((task) => task.title);
    };
    expect(await firstTitles()).not.toContain("Order seed potatoes");
    const allotment = await api(`/project/${SECOND_PERSON_STARTING_DATA.projects.allotment}/data`, second);
    const allotmentTitles = ((await allotment.json()) as { tasks: { title: string }[] }).tasks.map(
      (task) => task.title,
    );
    expect(allotmentTitles).toContain("Order seed potatoes");
  });

  it("restores the second person's store to its starting data and forgets every token on reset", async () => {
    const second = await tokenAs(SECOND_PERSON.id);
    await api("/task", second, {
      method: "POST",
      body: JSON.stringify({ title: "Extra", projectId: SECOND_PERSON_STARTING_DATA.projects.allotment }),
    });
    sandbox.reset();
    expect((await api("/project", second)).status).toBe(401);
    const again = await tokenAs(SECOND_PERSON.id);
    const data = await api(`/project/${SECOND_PERSON_STARTING_DATA.projects.allotment}/data`, again);
    expect(((await data.json()) as { tasks: unknown[] }).tasks).toHaveLength(2);
  });

  it("gives each person their own TickTick user id, the first person's being the starting data's", () => {
    expect(DEMO_PERSON.tickTickUserId).toBe(STARTING_DATA.userId);
    expect(SECOND_PERSON.tickTickUserId).toBe(SECOND_PERSON_STARTING_DATA.userId);
    expect(SECOND_PERSON_STARTING_DATA.userId).not.toBe(STARTING_DATA.userId);
  });
});

describe("request log", () => {
  it("records the OAuth requests, which carry no bearer token", async () => {
    const token = (await exchange(await autoApprove())).access_token;
    await api("/project", token);
    expect(
      sandbox.requests.map(({ method, path, authorized }) => [method, path.split("?")[0], authorized]),
    ).toEqual([
      ["GET", "/oauth/authorize", false],
      ["POST", "/oauth/token", false],
      ["GET", "/open/v1/project", true],
    ]);
  });
});
