// The authorization endpoint against RFC 6749 §4.1.1-4.1.2.1, RFC 9207 and RFC 9700 §4.11.2, as the
// review replayed it: before the person has signed in, no error is redirected to the client on
// its own (L2: response_type=token answered 302 to the client: an open redirector); the page's
// link back carries `iss` and the client's `state` (L1), schema errors included.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PendingRequest } from "../../lib/oauth/provider";
import {
  approvedCode,
  authorize,
  codeRequest,
  type ProtocolServer,
  pkce,
  REDIRECT,
  register,
  returnLink,
  startProtocolServer,
  token,
} from "./protocol-support";

let server: ProtocolServer;
beforeAll(async () => {
  server = await startProtocolServer();
});
afterAll(() => server?.close());

/** The error page of a request that cannot go on: no redirect, our page, the client named, a link back. */
async function refusedPage(params: Record<string, string>) {
  const response = await authorize(server, params);
  expect(response.status).toBe(400);
  expect(response.headers.get("location")).toBeNull();
  expect(response.headers.get("content-type")).toContain("text/html");
  const page = await response.text();
  const link = returnLink(page);
  if (!link) throw new Error(`no link back: ${page}`);
  return { page, link };
}

describe("errors before sign-in are pages, not redirects (L2)", () => {
  it("response_type=token: no 302 to the client; the page names it and its redirect URI, the person decides", async () => {
    const { client_id } = await register(server, { client_name: "Shady <b>client</b>" });
    const { page, link } = await refusedPage(
      codeRequest(client_id, pkce().challenge, { response_type: "token" }),
    );
    expect(page).toContain("Shady &#60;b&#62;client&#60;/b&#62;");
    expect(page).toContain(REDIRECT);
    expect(`${link.origin}${link.pathname}`).toBe(REDIRECT);
    expect(Object.fromEntries(link.searchParams)).toMatchObject({
      error: "unsupported_response_type",
      state: "s1",
      iss: server.base,
    });
  });

  it("every other refusal of a known client's request is a page as well", async () => {
    const { client_id } = await register(server);
    const cases: [Record<string, string>, string][] = [
      [{ scope: "tools:admin" }, "invalid_scope"],
      [{ resource: "https://elsewhere.example/api" }, "invalid_target"],
      [{ code_challenge_method: "plain" }, "invalid_request"],
      [{ code_challenge: "short" }, "invalid_request"],
    ];
    for (const [extra, error] of cases) {
      const { link } = await refusedPage(codeRequest(client_id, pkce().challenge, extra));
      expect(link.searchParams.get("error"), JSON.stringify(extra)).toBe(error);
    }
  });

  it("an unknown client or an unregistered redirect URI: our page, no link anywhere", async () => {
    const { client_id } = await register(server);
    for (const params of [
      codeRequest("no-such-client", pkce().challenge),
      codeRequest(client_id, pkce().challenge, { redirect_uri: "https://evil.example/cb" }),
      codeRequest(client_id, pkce().challenge, { redirect_uri: `${REDIRECT}/more` }),
    ]) {
      const response = await authorize(server, params);
      expect(response.status).toBe(400);
      expect(response.headers.get("location")).toBeNull();
      const page = await response.text();
      expect(returnLink(page)).toBeUndefined();
      expect(page).not.toContain("evil.example");
    }
  });
});

describe("every answer back to the client carries iss and state (L1)", () => {
  it("a schema error (a parameter missing, or given twice) still carries the readable state and iss", async () => {
    const { client_id } = await register(server);
    const { response_type: _, ...withoutType } = codeRequest(client_id, pkce().challenge);
    const missing = await refusedPage(withoutType);
    expect(Object.fromEntries(missing.link.searchParams)).toMatchObject({
      error: "invalid_request",
      state: "s1",
      iss: server.base,
    });
    const url = new URL(`${server.base}/authorize`);
    for (const [name, value] of Object.entries(codeRequest(client_id, pkce().challenge)))
      url.searchParams.append(name, value);
    url.searchParams.append("scope", "tools:read");
    url.searchParams.append("scope", "tools:write");
    const duplicated = await fetch(url, { redirect: "manual" });
    const link = returnLink(await duplicated.text());
    expect(link && Object.fromEntries(link.searchParams)).toMatchObject({
      error: "invalid_request",
      state: "s1",
      iss: server.base,
    });
  });

  it("a state given twice cannot be read and is not sent back; iss is", async () => {
    const { client_id } = await register(server);
    const url = new URL(`${server.base}/authorize`);
    for (const [name, value] of Object.entries(
      codeRequest(client_id, pkce().challenge, { response_type: "token" }),
    ))
      url.searchParams.append(name, value);
    url.searchParams.append("state", "s2");
    const link = returnLink(await (await fetch(url, { redirect: "manual" })).text());
    expect(link?.searchParams.has("state")).toBe(false);
    expect(link?.searchParams.get("iss")).toBe(server.base);
  });
});

describe("the request's other forms", () => {
  it("a client that registered one redirect URI may omit it, and then the code exchange omits it too", async () => {
    const { client_id } = await register(server);
    const { verifier, challenge } = pkce();
    const { redirect_uri: _, ...params } = codeRequest(client_id, challenge);
    const response = await authorize(server, params);
    expect(response.status).toBe(302);
    const consent = new URL(response.headers.get("location") ?? "");
    expect(consent.pathname).toBe("/consent");
    const request = await server.store.consume<PendingRequest & Record<string, unknown>>(
      "request",
      consent.searchParams.get("request") ?? "",
    );
    expect(request).toMatchObject({ redirectUri: REDIRECT, redirectUriOmitted: true });
    const code = await server.as.provider.issueCode(request as PendingRequest, "u-alice");
    const exchange = { grant_type: "authorization_code", client_id, code, code_verifier: verifier };
    expect((await token(server, exchange)).status).toBe(200);
  });

  it("a request that named its redirect URI needs it again at the code exchange (RFC 6749 §4.1.3)", async () => {
    const { client_id } = await register(server);
    const { verifier, challenge } = pkce();
    const code = await approvedCode(server, client_id, challenge);
    const exchange = { grant_type: "authorization_code", client_id, code, code_verifier: verifier };
    expect(await token(server, exchange)).toMatchObject({ status: 400, body: { error: "invalid_grant" } });
  });

  it("a client with two redirect URIs must name one", async () => {
    const { client_id } = await register(server, { redirect_uris: [REDIRECT, "https://client.example/two"] });
    const { redirect_uri: _, ...params } = codeRequest(client_id, pkce().challenge);
    const response = await authorize(server, params);
    expect(response.status).toBe(400);
    expect(returnLink(await response.text())).toBeUndefined();
  });

  it("takes the request as a form post too (RFC 6749 §3.1)", async () => {
    const { client_id } = await register(server);
    const response = await fetch(`${server.base}/authorize`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(codeRequest(client_id, pkce().challenge)),
    });
    expect(response.status).toBe(302);
    expect(new URL(response.headers.get("location") ?? "").pathname).toBe("/consent");
  });

  it("answers with the security headers", async () => {
    const { client_id } = await register(server);
    const response = await authorize(
      server,
      codeRequest(client_id, pkce().challenge, { response_type: "token" }),
    );
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
  });
});
