// Dynamic client registration (RFC 7591) with bounds, replaying the review over real HTTP against
// `AUTH=oauth SANDBOX_OAUTH_AUTO_APPROVE=1 npm start`'s stack: 300 parallel registrations from one
// source (the old handler: 300 × 201), a 60,000-character name and 300 contacts (old: 201), every
// redirect URI form RFC 9700 and RFC 8252 refuse (old: 201), the answer's metadata, and a client's
// life in the table: a day until its first token, a refresh token's life after each.
import { DynamoDBClient, GetItemCommand } from "@aws-sdk/client-dynamodb";
import { UnauthorizedError } from "@modelcontextprotocol/sdk/client/auth.js";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REFRESH_TTL_SECONDS } from "../../lib/oauth/lifetimes";
import { localCredentials } from "../../local/credentials";
import { LOCAL_OAUTH_TABLE } from "../../local/oauth-stack";
import type { LocalStack } from "../../local/stack";
import { memoryOAuthClient } from "../support/mcp-oauth-client";
import { startOAuthStack } from "../support/oauth-stack";
import { PersonBrowser } from "../support/person-browser";

const REDIRECT = "http://127.0.0.1:1/callback";
let stack: LocalStack;

beforeAll(async () => {
  stack = await startOAuthStack({ autoApprove: true });
});
afterAll(async () => {
  await stack?.close();
});

let sources = 0;
/**
 * A source address of its own for each test (the local gateway takes the caller's address from
 * X-Forwarded-For, as Express does behind a proxy; the deployed function takes API Gateway's).
 */
const newSource = () => `198.51.100.${++sources}`;

async function register(body: unknown, source: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${stack.url}/register`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": source, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, json: JSON.parse(text || "null") };
}

const minimal = (overrides: Record<string, unknown> = {}) => ({
  client_name: "Registration test",
  redirect_uris: [REDIRECT],
  token_endpoint_auth_method: "none",
  ...overrides,
});

/** The stored client's expiry (epoch seconds), read from the table itself. */
async function storedExpiry(clientId: string): Promise<number | undefined> {
  const dynamo = new DynamoDBClient({
    endpoint: stack.dynamo?.endpoint,
    region: "us-east-1",
    credentials: localCredentials(),
  });
  const { Item } = await dynamo.send(
    new GetItemCommand({ TableName: LOCAL_OAUTH_TABLE, Key: { id: { S: `oauth#client#${clientId}` } } }),
  );
  dynamo.destroy();
  return Item?.expiresAt?.N === undefined ? undefined : Number(Item.expiresAt.N);
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

describe("registrations per source", () => {
  it("300 parallel registrations from one address: 20 × 201, the rest 429 with Retry-After", async () => {
    const source = newSource();
    const answers = await Promise.all(Array.from({ length: 300 }, () => register(minimal(), source)));
    const created = answers.filter((answer) => answer.status === 201);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(created).toHaveLength(20);
    expect(refused).toHaveLength(280);
    for (const answer of refused) {
      expect(answer.json).toMatchObject({ error: "too_many_requests" });
      const retryAfter = Number(answer.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(3600);
      expect(answer.headers.get("cache-control")).toBe("no-store");
    }
    // Another address is counted on its own.
    expect((await register(minimal(), newSource())).status).toBe(201);
  });

  it("counts an IPv6 source by its /64", async () => {
    const answers = [];
    for (let host = 1; host <= 21; host++) answers.push(await register(minimal(), `2001:4860:1:2::${host}`));
    expect(answers.slice(0, 20).every((answer) => answer.status === 201)).toBe(true);
    expect(answers[20]?.status).toBe(429);
    expect((await register(minimal(), "2001:4860:1:3::1")).status).toBe(201);
  });

  it("does not count a refused registration", async () => {
    const source = newSource();
    for (let attempt = 0; attempt < 25; attempt++)
      expect((await register(minimal({ redirect_uris: ["file:///etc/passwd"] }), source)).status).toBe(400);
    expect((await register(minimal(), source)).status).toBe(201);
  });
});

describe("a registration's size", () => {
  it("refuses a 60,000-character client_name, and 300 contacts: 400 invalid_client_metadata naming the field", async () => {
    const longName = await register(minimal({ client_name: "x".repeat(60_000) }), newSource());
    expect(longName.status).toBe(413);
    const name = await register(minimal({ client_name: "x".repeat(201) }), newSource());
    expect(name.status).toBe(400);
    expect(name.json).toEqual({
      error: "invalid_client_metadata",
      error_description: "client_name must be at most 200 characters.",
    });
    const contacts = await register(
      minimal({ contacts: Array.from({ length: 300 }, (_, n) => `p${n}@client.example`) }),
      newSource(),
    );
    expect(contacts.status).toBe(400);
    expect(contacts.json).toEqual({
      error: "invalid_client_metadata",
      error_description: "contacts may have at most 5 entries.",
    });
  });

  it("refuses a body over 16 KiB with 413, whatever its fields", async () => {
    const padded = await register(minimal({ software_statement: "x".repeat(17_000) }), newSource());
    expect(padded.status).toBe(413);
    expect(padded.json).toMatchObject({ error: "invalid_client_metadata" });
    // Just under the limit, with every bounded field at its longest, is accepted.
    const full = await register(
      minimal({
        client_name: "n".repeat(200),
        contacts: Array.from({ length: 5 }, (_, n) => `${"c".repeat(100)}${n}@client.example`),
        software_id: "s".repeat(2000),
      }),
      newSource(),
    );
    expect(full.status).toBe(201);
  });

  it("refuses every other string over 2,000 characters, and more than 10 redirect URIs", async () => {
    for (const field of ["scope", "software_id", "software_version"]) {
      const answer = await register(minimal({ [field]: "s".repeat(2001) }), newSource());
      expect(answer.status, field).toBe(400);
      expect(answer.json.error_description, field).toBe(`${field} must be at most 2000 characters.`);
    }
    const uri = await register(
      minimal({ client_uri: `https://client.example/${"p".repeat(2000)}` }),
      newSource(),
    );
    expect(uri.status).toBe(400);
    const many = await register(
      minimal({ redirect_uris: Array.from({ length: 11 }, (_, n) => `http://127.0.0.1:${n + 1}/cb`) }),
      newSource(),
    );
    expect(many.json).toEqual({
      error: "invalid_redirect_uri",
      error_description: "redirect_uris may have at most 10 entries.",
    });
  });
});

describe("redirect URIs", () => {
  const REFUSED: readonly [uri: string, named: string][] = [
    ["http://client.example/callback", "uses http on a host other than loopback"],
    ["http://10.0.0.5/cb", "uses http on a host other than loopback"],
    ["file:///etc/passwd", "the scheme file: is not allowed"],
    ["javascript:alert(1)//", "the scheme javascript: is not allowed"],
    ["data:text/html,<script>alert(1)</script>", "the scheme data: is not allowed"],
    ["ms-msdt:/id PCWDiagnostic", "holds spaces or control characters"],
    ["ms-settings:privacy", "the scheme ms-settings: is not allowed"],
    ["https://client.example/cb#frag", "has a fragment"],
    ["https://client.example/cb#", "has a fragment"],
    ["https://*.client.example/cb", "has a wildcard"],
    ["https://client.example/*", "has a wildcard"],
    ["https://client.example@evil.example/cb", "has user information"],
    ["https://x;frame-ancestors/cb", "has a host that is no DNS name or IP address"],
    ["https://client.example/\ncb", "holds spaces or control characters"],
    ["/relative/callback", "is not an absolute URI"],
    ["com.example.app:", "has no path"],
    [`https://client.example/${"a".repeat(2000)}`, "longer than 2000 characters"],
  ];

  it.each(REFUSED.map(([uri, named]) => [uri.slice(0, 60), uri, named]))(
    "refuses %j: 400 invalid_redirect_uri naming it",
    async (_label, uri, named) => {
      const answer = await register(
        minimal({ redirect_uris: ["https://client.example/ok", uri] }),
        newSource(),
      );
      expect(answer.status).toBe(400);
      expect(answer.json.error).toBe("invalid_redirect_uri");
      expect(answer.json.error_description).toContain(named);
      if (uri.length <= 2000) expect(answer.json.error_description).toContain(JSON.stringify(uri));
    },
  );

  it("refuses no redirect URI at all, or one that is no string", async () => {
    for (const redirect_uris of [undefined, [], "https://client.example/cb", [42]]) {
      const answer = await register(minimal({ redirect_uris }), newSource());
      expect(answer.status).toBe(400);
      expect(answer.json.error).toBe("invalid_redirect_uri");
    }
  });

  it("registers https, loopback http on any port, and native apps' private-use schemes", async () => {
    const accepted = [
      "https://claude.ai/api/mcp/auth_callback",
      "https://client.example:8443/cb?tenant=1",
      "https://[2001:db8::1]/cb",
      "http://127.0.0.1:33418/callback",
      "http://localhost:6274/oauth/callback",
      "http://[::1]:8080/cb",
      "com.example.app:/oauth2redirect",
      "cursor://anysphere.cursor-retrieval/oauth/callback",
      "vscode://vscode.github-authentication/did-authenticate",
    ];
    const answer = await register(minimal({ redirect_uris: accepted }), newSource());
    expect(answer.status).toBe(201);
    expect(answer.json.redirect_uris).toEqual(accepted);
  });
});

describe("the registered metadata (RFC 7591 §3.2.1)", () => {
  it("answers 201 with the client's id and metadata; a public client gets no secret", async () => {
    const answer = await register(
      minimal({ unknown_member: "dropped", jwks_uri: "https://client.example/jwks" }),
      newSource(),
    );
    expect(answer.status).toBe(201);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(answer.headers.get("access-control-allow-origin")).toBe("*");
    expect(answer.json).toEqual({
      client_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      client_id_issued_at: expect.any(Number),
      client_name: "Registration test",
      redirect_uris: [REDIRECT],
      token_endpoint_auth_method: "none",
      grant_types: ["authorization_code", "refresh_token"],
      response_types: ["code"],
    });
    expect(Math.abs(answer.json.client_id_issued_at - nowSeconds())).toBeLessThan(60);
  });

  it("gives a client that names no method RFC 7591's client_secret_basic and a 256-bit secret that does not expire", async () => {
    const omitted = { client_name: "Confidential", redirect_uris: [REDIRECT] };
    const answer = await register(omitted, newSource());
    expect(answer.status).toBe(201);
    expect(answer.json).toMatchObject({
      token_endpoint_auth_method: "client_secret_basic",
      client_secret_expires_at: 0,
    });
    expect(answer.json.client_secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const post = await register(minimal({ token_endpoint_auth_method: "client_secret_post" }), newSource());
    expect(post.json.client_secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("refuses methods, grants and response types it does not serve", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [
        { token_endpoint_auth_method: "private_key_jwt" },
        "token_endpoint_auth_method may be none, client_secret_post, client_secret_basic",
      ],
      [
        { grant_types: ["authorization_code", "client_credentials"] },
        "grant_types may hold only authorization_code, refresh_token",
      ],
      [{ grant_types: ["refresh_token"] }, "grant_types must include authorization_code"],
      [{ response_types: ["token"] }, "response_types may hold only code"],
      [{ client_name: 7 }, "client_name must be a string."],
      [
        { client_name: "Trusted\u202egnp.exe" },
        "client_name must not hold control or text-direction characters.",
      ],
      [{ contacts: "a@b.example" }, "contacts must be an array of strings."],
      [{ logo_uri: "javascript:alert(1)" }, "logo_uri must be an absolute http or https URL."],
    ];
    for (const [fields, description] of cases) {
      const answer = await register(minimal(fields), newSource());
      expect(answer.status, description).toBe(400);
      expect(answer.json.error, description).toBe("invalid_client_metadata");
      expect(answer.json.error_description, description).toContain(description);
    }
  });

  it("answers a form post, a JSON array and other methods in OAuth's format", async () => {
    const form = await register("redirect_uris=https://client.example/cb", newSource(), {
      "content-type": "application/x-www-form-urlencoded",
    });
    expect(form.status).toBe(400);
    expect(form.json.error).toBe("invalid_client_metadata");
    expect((await register([minimal()], newSource())).status).toBe(400);
    const get = await fetch(`${stack.url}/register`);
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toContain("POST");
    const preflight = await fetch(`${stack.url}/register`, {
      method: "OPTIONS",
      headers: { origin: "https://inspector.example", "access-control-request-method": "POST" },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("*");
  });
});

describe("a registered client's life", () => {
  it("is a day while it has no token, and a refresh token's life once it has one", async () => {
    const unused = await register(minimal(), newSource());
    const unusedExpiry = await storedExpiry(unused.json.client_id);
    expect(unusedExpiry).toBeGreaterThan(nowSeconds() + 24 * 3600 - 60);
    expect(unusedExpiry).toBeLessThanOrEqual(nowSeconds() + 24 * 3600);

    // The official client registers, is approved and gets its tokens.
    let code = "";
    const client = memoryOAuthClient({
      redirectUrl: REDIRECT,
      clientMetadata: minimal(),
      authorize: async (url) => {
        const visited = await new PersonBrowser("demo-person", REDIRECT).visit(url);
        code = visited.url.searchParams.get("code") ?? "";
      },
    });
    const transport = new StreamableHTTPClientTransport(new URL(`${stack.url}/mcp`), {
      authProvider: client.provider,
    });
    await expect(
      new Client({ name: "registration-test", version: "1.0.0" }).connect(transport),
    ).rejects.toThrow(UnauthorizedError);
    const clientId = client.information()?.client_id ?? "";
    const beforeToken = await storedExpiry(clientId);
    expect(beforeToken).toBeLessThanOrEqual(nowSeconds() + 24 * 3600);
    await transport.finishAuth(code);
    expect(client.tokens()?.access_token).toBeTruthy();
    const used = await storedExpiry(clientId);
    expect(used).toBeGreaterThan(nowSeconds() + REFRESH_TTL_SECONDS - 60);
    // The unused one was not touched.
    expect(await storedExpiry(unused.json.client_id)).toBe(unusedExpiry);
  });
});
