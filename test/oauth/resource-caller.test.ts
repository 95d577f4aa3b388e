// What the functions check of an OAuth caller after the authorizer let it through, with the events
// API Gateway sends: a cached authorizer answer for a token past its exp is 401 invalid_token (the
// family function's HTTP path and the mcp function), a tool the scopes do not cover is 403 with an
// insufficient_scope challenge, the DPoP proof of a bound token is checked, and the deployed /mcp
// refuses a browser page of another origin. The authorizer's side: Bearer and DPoP schemes, and
// the context that carries the token's exp, resource metadata and key thumbprint.
import { calculateJwkThumbprint, exportJWK, generateKeyPair, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { handler as tasksHandler } from "../../functions/tasks";
import { AccessTokens } from "../../lib/oauth/access-token";
import { authorize } from "../../lib/oauth/authorizer";
import { checkAccess } from "../../lib/oauth/resource";
import { lambdaContext } from "../../local/lambda-context";

const base = "https://abc123.execute-api.eu-west-1.amazonaws.com/v1";
const toolsMetadata = `${base}/.well-known/oauth-protected-resource/tools`;
const mcpMetadata = `${base}/.well-known/oauth-protected-resource/mcp`;
const tokens = new AccessTokens("z".repeat(48), base);
const now = () => Math.floor(Date.now() / 1000);

type Answer = { statusCode: number; headers?: Record<string, string>; body: string };

/** The authorizer's context as API Gateway hands it to a function: every value a string. */
const authorizerContext = (extra: Record<string, string> = {}, metadata = toolsMetadata) => ({
  connection: "u-alice",
  scope: "tools:read",
  clientId: "c-1",
  expiresAt: String(now() + 300),
  resourceMetadata: metadata,
  ...extra,
});

const WRITE_TOOL = "TasksApi.CreateProjectInTasks";

function toolEvent(authorizer: Record<string, string>, headers: Record<string, string> = {}) {
  return {
    httpMethod: "POST",
    path: `/tools/${WRITE_TOOL}`,
    resource: "/tools/{toolName}",
    pathParameters: { toolName: WRITE_TOOL },
    headers,
    body: JSON.stringify({ project_name: "x" }),
    requestContext: { authorizer, domainName: "abc123.execute-api.eu-west-1.amazonaws.com", stage: "v1" },
  };
}

const callTool = async (event: unknown) => (await tasksHandler(event, lambdaContext("test"))) as Answer;

describe("a family function's HTTP path", () => {
  it("refuses a cached authorizer answer for a token past its exp: 401 invalid_token", async () => {
    const answer = await callTool(toolEvent(authorizerContext({ expiresAt: String(now() - 1) })));
    expect(answer.statusCode).toBe(401);
    expect(JSON.parse(answer.body).error).toMatchObject({
      type: "AuthError",
      message: "The access token has expired.",
    });
    expect(answer.headers?.["www-authenticate"]).toBe(
      `Bearer error="invalid_token", error_description="The access token has expired.", scope="tools:read tools:write", resource_metadata="${toolsMetadata}"`,
    );
  });

  it("answers a write with a read-only grant 403 insufficient_scope, naming the scope that would do", async () => {
    const answer = await callTool(toolEvent(authorizerContext()));
    expect(answer.statusCode).toBe(403);
    expect(JSON.parse(answer.body).error).toMatchObject({
      type: "Forbidden",
      message: `${WRITE_TOOL} needs the tools:write scope, which this access token was not granted.`,
    });
    expect(answer.headers?.["www-authenticate"]).toBe(
      `Bearer error="insufficient_scope", error_description="${WRITE_TOOL} needs the tools:write scope, which this access token was not granted.", scope="tools:write", resource_metadata="${toolsMetadata}"`,
    );
  });

  it("leaves IAM and direct callers alone: no expiry, no challenge", async () => {
    const answer = await callTool({
      ...toolEvent({}),
      requestContext: { authorizer: { connection: "u-alice", scope: "tools:read" } },
    });
    expect(answer.statusCode).toBe(403);
    expect(answer.headers?.["www-authenticate"]).toBeUndefined();
  });
});

async function dpopKey() {
  const { publicKey, privateKey } = await generateKeyPair("ES256");
  const jwk = await exportJWK(publicKey);
  const jkt = await calculateJwkThumbprint(jwk, "sha256");
  const proof = async (htm: string, htu: string, accessToken: string) =>
    new SignJWT({
      htm,
      htu,
      jti: crypto.randomUUID(),
      ath: Buffer.from(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(accessToken))).toString(
        "base64url",
      ),
    })
      .setProtectedHeader({ alg: "ES256", typ: "dpop+jwt", jwk })
      .setIssuedAt()
      .sign(privateKey);
  return { jkt, proof };
}

describe("a DPoP-bound token on a family function's HTTP path", () => {
  it("needs a proof by the bound key over this method, URL and token; one use only", async () => {
    const key = await dpopKey();
    const token = await tokens.issue({
      principal: "u-alice",
      clientId: "c-1",
      scopes: ["tools:read"],
      resource: `${base}/tools`,
      jkt: key.jkt,
    });
    const authorizer = authorizerContext({ jkt: key.jkt });
    const url = `${base}/tools/${WRITE_TOOL}`;
    const withProof = (proof?: string) =>
      toolEvent(authorizer, { Authorization: `DPoP ${token}`, ...(proof ? { DPoP: proof } : {}) });

    const none = await callTool(withProof());
    expect(none.statusCode).toBe(401);
    expect(none.headers?.["www-authenticate"]).toMatch(/^DPoP algs="[^"]+", error="invalid_dpop_proof"/);
    expect(none.headers?.["www-authenticate"]).toContain(`resource_metadata="${toolsMetadata}"`);

    const elsewhere = await callTool(withProof(await key.proof("POST", `${base}/mcp`, token)));
    expect(elsewhere.statusCode).toBe(401);
    expect(JSON.parse(elsewhere.body).error.message).toMatch(/another URL \(htu\)/);

    const other = await dpopKey();
    const wrongKey = await callTool(withProof(await other.proof("POST", url, token)));
    expect(wrongKey.statusCode).toBe(401);
    expect(JSON.parse(wrongKey.body).error.message).toMatch(/bound to another key/);

    // The proof holds: the call goes on, to the scope check (this grant reads only).
    const good = await key.proof("POST", url, token);
    expect((await callTool(withProof(good))).statusCode).toBe(403);
    const replayed = await callTool(withProof(good));
    expect(replayed.statusCode).toBe(401);
    expect(JSON.parse(replayed.body).error.message).toMatch(/used before/);
  });
});

describe("the deployed mcp function", () => {
  type Handler = typeof import("../../functions/mcp")["handler"];
  let handler: Handler;
  beforeAll(async () => {
    vi.stubEnv("FAMILIES", "tasks");
    vi.stubEnv("FAMILY_FUNCTIONS", JSON.stringify({ tasks: "fn-tasks" }));
    vi.stubEnv("TOOL_FILTER", "");
    vi.stubEnv("MCP_ALLOWED_ORIGINS", "https://console.example.org");
    ({ handler } = await import("../../functions/mcp"));
  });
  afterAll(() => {
    vi.unstubAllEnvs();
  });

  const list = (headers: Record<string, string>, authorizer?: Record<string, string>) =>
    handler({
      httpMethod: "POST",
      path: "/mcp",
      headers: {
        "content-type": "application/json",
        accept: "application/json, text/event-stream",
        ...headers,
      },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
      isBase64Encoded: false,
      multiValueQueryStringParameters: null,
      requestContext: {
        domainName: "abc123.execute-api.eu-west-1.amazonaws.com",
        ...(authorizer ? { authorizer } : {}),
      } as never,
    }) as Promise<Answer>;

  it("refuses a browser page of another origin (DNS rebinding, cross-site): 403", async () => {
    for (const origin of [
      "https://evil.example",
      "null",
      "http://abc123.execute-api.eu-west-1.amazonaws.com",
    ]) {
      const answer = await list({ Origin: origin });
      expect(answer.statusCode, origin).toBe(403);
      expect(JSON.parse(answer.body).error.type).toBe("Forbidden");
    }
  });

  it("serves native clients (no Origin), its own origin and the listed ones", async () => {
    const cases: Record<string, string>[] = [
      {},
      { Origin: "https://abc123.execute-api.eu-west-1.amazonaws.com" },
      { origin: "https://console.example.org" },
    ];
    for (const headers of cases) {
      expect((await list(headers)).statusCode, JSON.stringify(headers)).toBe(200);
    }
  });

  it("refuses a cached authorizer answer for an expired token: 401 invalid_token", async () => {
    const answer = await list({}, authorizerContext({ expiresAt: String(now() - 5) }, mcpMetadata));
    expect(answer.statusCode).toBe(401);
    expect(answer.headers?.["www-authenticate"]).toContain('error="invalid_token"');
    expect(answer.headers?.["www-authenticate"]).toContain(`resource_metadata="${mcpMetadata}"`);
    expect((await list({}, authorizerContext({}, mcpMetadata))).statusCode).toBe(200);
  });
});

describe("the authorizer's side", () => {
  const arn = (route: string) => `arn:aws:execute-api:eu-west-1:123456789012:abc123/v1/${route}`;
  const issue = (jkt?: string) =>
    tokens.issue({
      principal: "u-alice",
      clientId: "c-1",
      scopes: ["tools:read"],
      resource: `${base}/mcp`,
      family: "fam-1",
      ...(jkt ? { jkt } : {}),
    });

  it("takes a bound token as DPoP only, puts its thumbprint and exp in the context", async () => {
    const token = await issue("thumb-1");
    const result = await authorize(
      { authorizationToken: `DPoP ${token}`, methodArn: arn("POST/mcp") },
      { tokens, baseUrl: base },
    );
    expect(result.context).toMatchObject({ jkt: "thumb-1", family: "fam-1", resourceMetadata: mcpMetadata });
    expect(Number(result.context?.expiresAt)).toBeGreaterThan(now());
    expect(Number(result.context?.expiresAt)).toBeLessThanOrEqual(now() + 600);
    await expect(
      authorize(
        { authorizationToken: `Bearer ${token}`, methodArn: arn("POST/mcp") },
        { tokens, baseUrl: base },
      ),
    ).rejects.toThrow(/^Unauthorized$/);
  });

  it("refuses an unbound token presented as DPoP", async () => {
    await expect(
      authorize(
        { authorizationToken: `DPoP ${await issue()}`, methodArn: arn("POST/mcp") },
        { tokens, baseUrl: base },
      ),
    ).rejects.toThrow(/^Unauthorized$/);
  });

  it("challenges with the scopes the resource takes, and invalid_token only when a token was refused", async () => {
    const check = { tokens, resource: `${base}/mcp`, metadataUrl: mcpMetadata };
    const missing = await checkAccess(check, undefined);
    expect(missing.ok || missing.wwwAuthenticate).toBe(
      `Bearer scope="tools:read tools:write", resource_metadata="${mcpMetadata}"`,
    );
    const refused = await checkAccess(check, "Bearer not.a.token");
    expect(refused.ok || refused.wwwAuthenticate).toBe(
      `Bearer error="invalid_token", error_description="The access token is not valid.", scope="tools:read tools:write", resource_metadata="${mcpMetadata}"`,
    );
    const asDpop = await checkAccess(check, "DPoP not.a.token");
    expect(asDpop.ok || asDpop.wwwAuthenticate).toMatch(
      /^DPoP error="invalid_token", .*algs="ES256 EdDSA RS256 PS256 Ed25519"$/,
    );
  });
});
