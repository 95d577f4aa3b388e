// No request to the OAuth front door answers 5xx: malformed bodies, charsets, sizes, parameters,
// cookies and bearer tokens are the caller's mistakes and answered as such (a 4xx in OAuth's JSON
// error format on the protocol endpoints, a page on the person's pages). A few are asserted
// exactly; then a sweep sends every combination of the kinds below to every endpoint.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LocalStack } from "../../local/stack";
import { startOAuthStack } from "../support/oauth-stack";

let stack: LocalStack;
beforeAll(async () => {
  stack = await startOAuthStack({ autoApprove: false });
});
afterAll(async () => {
  await stack?.close();
});

const FORM = { "content-type": "application/x-www-form-urlencoded" };
const JSON_TYPE = { "content-type": "application/json" };

async function send(method: string, path: string, body?: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${stack.url}${path}`, {
    method,
    redirect: "manual",
    headers,
    ...(method === "GET" ? {} : { body: body ?? "" }),
  });
  return {
    status: response.status,
    type: response.headers.get("content-type") ?? "",
    text: await response.text(),
  };
}

describe("malformed requests get the caller's error", () => {
  it("a registration that is no JSON object: 400 invalid_client_metadata", async () => {
    for (const body of ["{", "null", "[1", '{"redirect_uris":']) {
      const answer = await send("POST", "/register", body, JSON_TYPE);
      expect(answer.status, body).toBe(400);
      expect(JSON.parse(answer.text)).toMatchObject({ error: "invalid_client_metadata" });
    }
  });

  it("a token request in a charset the server does not read: 415 invalid_request, in OAuth's format", async () => {
    const answer = await send("POST", "/token", "grant_type=authorization_code", {
      "content-type": "application/x-www-form-urlencoded; charset=latin9",
    });
    expect(answer.status).toBe(415);
    expect(JSON.parse(answer.text)).toEqual({
      error: "invalid_request",
      error_description: 'unsupported charset "LATIN9"',
    });
  });

  it("a client id too long to be stored is an unknown client, at the token and authorization endpoints", async () => {
    const long = "a".repeat(5000);
    const token = await send(
      "POST",
      "/token",
      `grant_type=authorization_code&code=x&client_id=${long}`,
      FORM,
    );
    // RFC 6749 §5.2: a client that cannot be authenticated is answered 401.
    expect(token.status).toBe(401);
    expect(JSON.parse(token.text)).toMatchObject({ error: "invalid_client" });
    const url = `https://clients.example/${"x".repeat(3000)}`;
    const authorize = await send("GET", `/authorize?response_type=code&client_id=${encodeURIComponent(url)}`);
    expect(authorize.status).toBe(400);
  });

  it("a form post over the size limit: 413 and a page saying so", async () => {
    const answer = await send("POST", "/consent", `csrf=${"a".repeat(200_000)}`, FORM);
    expect(answer.status).toBe(413);
    expect(answer.type).toContain("text/html");
    expect(answer.text).toContain("request entity too large");
  });
});

const ODD_VALUES = [
  "",
  "%",
  "%zz",
  "%E0%A4%A",
  "\u0000",
  "☃",
  "null",
  "[]",
  "{}",
  "1e999",
  "<script>",
  "../../etc",
  "&&&",
  "=%",
  "a".repeat(10_000),
];
const BODY_TYPES: Record<string, string>[] = [
  FORM,
  JSON_TYPE,
  { "content-type": "text/plain" },
  {},
  { "content-type": "application/x-www-form-urlencoded; charset=latin9" },
  { "content-type": "multipart/form-data; boundary=x" },
  { ...FORM, authorization: "Basic %%%" },
  { ...FORM, authorization: `Basic ${Buffer.from(":").toString("base64")}` },
  { ...FORM, cookie: "session=%zz; =;;; attempt=" },
];
const QUERIES = [
  "",
  "?state=x&code=y",
  "?error=access_denied&state=x",
  "?state[]=1",
  "?state=a&state=b",
  "?client_id=%zz",
  "?client_id=x&client_id=y",
  "?disconnected=x&removal=y",
  `?code=${"a".repeat(9000)}`,
];
const COOKIES: Record<string, string>[] = [
  {},
  { cookie: "=;;;" },
  { cookie: "attempt=%zz; session=%" },
  { cookie: `session=${"a".repeat(5000)}` },
];
const BEARERS = [
  "",
  "Bearer",
  "Bearer ",
  "Bearer a.b.c",
  `Bearer ${"a".repeat(10_000)}`,
  "Bearer eyJhbGciOiJub25lIn0.eyJ9.",
  "Basic abc",
  "bearer x",
  "Bearer a b",
  "Bearer é",
];

describe("the sweep: no 5xx anywhere", () => {
  it("the protocol endpoints, the pages and the protected resources answer every odd request below 500", async () => {
    const failures: string[] = [];
    let cases = 0;
    const check = async (
      method: string,
      path: string,
      body?: string,
      headers: Record<string, string> = {},
    ) => {
      cases++;
      const { status, text } = await send(method, path, body, headers);
      if (status >= 500)
        failures.push(
          `${status} ${method} ${path.slice(0, 80)} ${JSON.stringify(headers)} ${body?.slice(0, 60)} => ${text.slice(0, 120)}`,
        );
    };
    for (const path of [
      "/token",
      "/register",
      "/revoke",
      "/authorize",
      "/consent",
      "/connect",
      "/account/disconnect",
    ]) {
      for (const body of [
        ...ODD_VALUES,
        "grant_type=refresh_token&refresh_token=x",
        '{"redirect_uris":["https://a.example/cb"],"grant_types":[1]}',
        `client_id=${"a".repeat(5000)}`,
        "csrf[]=1&toolkit[]=2",
        "a".repeat(200_000),
      ])
        for (const headers of BODY_TYPES) await check("POST", path, body, headers);
    }
    for (const path of [
      "/authorize",
      "/consent",
      "/callback",
      "/account",
      "/.well-known/oauth-authorization-server",
      "/.well-known/oauth-protected-resource/mcp",
    ])
      for (const query of QUERIES)
        for (const headers of COOKIES) await check("GET", path + query, undefined, headers);
    for (const path of ["/mcp", "/tools", "/tools/TasksApi.GetUserProjects", "/tools/%zz"])
      for (const bearer of BEARERS) {
        const headers: Record<string, string> = {
          ...JSON_TYPE,
          accept: "application/json, text/event-stream",
        };
        if (bearer) headers.authorization = bearer;
        await check("POST", path, '{"jsonrpc":"2.0","id":1,"method":"tools/list"}', headers);
      }
    expect(failures).toEqual([]);
    expect(cases).toBeGreaterThan(1500);
  }, 120_000);
});
