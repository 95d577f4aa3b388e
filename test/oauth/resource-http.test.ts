// The resource side over HTTP, against `AUTH=oauth npm start`'s stack (the local gateway, the real
// family handlers and MCP handler in process): 401s name the scopes the resource takes and say
// invalid_token only for a refused token; a write with a read grant is 403 insufficient_scope on
// /tools and a tool error in the same words over MCP; a DPoP-bound token works as `DPoP` with a
// fresh proof on /mcp, GET /tools and a tool route, and without one, replayed or as Bearer is 401.
import { calculateJwkThumbprint, exportJWK, generateKeyPair, SignJWT } from "jose";
import * as oauth from "oauth4webapi";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AccessTokens } from "../../lib/oauth/access-token";
import type { LocalStack } from "../../local/stack";
import { startOAuthStack } from "../support/oauth-stack";

let stack: LocalStack;
let tokens: AccessTokens;

beforeAll(async () => {
  stack = await startOAuthStack({ autoApprove: true });
  tokens = new AccessTokens(process.env.OAUTH_SIGNING_KEY ?? "", stack.url);
});
afterAll(async () => {
  await stack?.close();
});

const WRITE_TOOL = "TasksApi.CreateProjectInTasks";
const metadataOf = (resource: string) => `${stack.url}/.well-known/oauth-protected-resource/${resource}`;
const issue = (resource: "mcp" | "tools", jkt?: string) =>
  tokens.issue({
    principal: "u-resource-test",
    clientId: "c-resource-test",
    scopes: ["tools:read"],
    resource: `${stack.url}/${resource}`,
    ...(jkt ? { jkt } : {}),
  });
const rpc = (method: string, params?: unknown) =>
  JSON.stringify({ jsonrpc: "2.0", id: 1, method, ...(params ? { params } : {}) });
const MCP_HEADERS = { "content-type": "application/json", accept: "application/json, text/event-stream" };

describe("401 and 403 challenges", () => {
  it("401 without a token names the resource's metadata and scopes, and no error", async () => {
    const response = await fetch(`${stack.url}/tools`);
    expect(response.status).toBe(401);
    expect(response.headers.get("www-authenticate")).toBe(
      `Bearer scope="tools:read tools:write", resource_metadata="${metadataOf("tools")}"`,
    );
  });

  it("401 for a refused token says invalid_token", async () => {
    const response = await fetch(`${stack.url}/mcp`, {
      method: "POST",
      headers: { ...MCP_HEADERS, authorization: `Bearer ${await issue("tools")}` },
      body: rpc("tools/list"),
    });
    expect(response.status).toBe(401);
    expect(response.headers.get("www-authenticate")).toBe(
      `Bearer error="invalid_token", error_description="The access token is not valid here (aud).", scope="tools:read tools:write", resource_metadata="${metadataOf("mcp")}"`,
    );
  });

  it("a write with a read grant: 403 insufficient_scope on /tools, a tool error in the same words over MCP", async () => {
    const message = `${WRITE_TOOL} needs the tools:write scope, which this access token was not granted.`;
    const http = await fetch(`${stack.url}/tools/${WRITE_TOOL}`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${await issue("tools")}` },
      body: JSON.stringify({ project_name: "x" }),
    });
    expect(http.status).toBe(403);
    expect(http.headers.get("www-authenticate")).toBe(
      `Bearer error="insufficient_scope", error_description="${message}", scope="tools:write", resource_metadata="${metadataOf("tools")}"`,
    );
    expect((await http.json()).error).toMatchObject({ type: "Forbidden", message });
    const mcp = await fetch(`${stack.url}/mcp`, {
      method: "POST",
      headers: { ...MCP_HEADERS, authorization: `Bearer ${await issue("mcp")}` },
      body: rpc("tools/call", { name: "TasksApi_CreateProjectInTasks", arguments: { project_name: "x" } }),
    });
    expect(mcp.status).toBe(200);
    const { result } = await mcp.json();
    expect(result.isError).toBe(true);
    expect(result.structuredContent.error).toMatchObject({
      type: "Forbidden",
      message: expect.stringContaining("tools:write scope"),
    });
  });
});

describe("DPoP-bound tokens", () => {
  let key: { jkt: string; proof(htm: string, htu: string, token: string): Promise<string> };

  beforeAll(async () => {
    const { publicKey, privateKey } = await generateKeyPair("ES256");
    const jwk = await exportJWK(publicKey);
    key = {
      jkt: await calculateJwkThumbprint(jwk, "sha256"),
      proof: async (htm, htu, token) =>
        new SignJWT({
          htm,
          htu,
          jti: crypto.randomUUID(),
          ath: Buffer.from(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token))).toString(
            "base64url",
          ),
        })
          .setProtectedHeader({ alg: "ES256", typ: "dpop+jwt", jwk })
          .setIssuedAt()
          .sign(privateKey),
    };
  });

  it("/mcp: served with a fresh proof; refused without one, replayed, or as Bearer", async () => {
    const token = await issue("mcp", key.jkt);
    const url = `${stack.url}/mcp`;
    const call = (headers: Record<string, string>) =>
      fetch(url, { method: "POST", headers: { ...MCP_HEADERS, ...headers }, body: rpc("tools/list") });
    const proof = await key.proof("POST", url, token);
    const served = await call({ authorization: `DPoP ${token}`, dpop: proof });
    expect(served.status).toBe(200);
    expect((await served.json()).result.tools.length).toBeGreaterThan(0);

    const replayed = await call({ authorization: `DPoP ${token}`, dpop: proof });
    expect(replayed.status).toBe(401);
    expect(replayed.headers.get("www-authenticate")).toMatch(
      /^DPoP algs="[^"]+", error="invalid_dpop_proof"/,
    );

    const without = await call({ authorization: `DPoP ${token}` });
    expect(without.status).toBe(401);
    const asBearer = await call({
      authorization: `Bearer ${token}`,
      dpop: await key.proof("POST", url, token),
    });
    expect(asBearer.status).toBe(401);
    expect(asBearer.headers.get("www-authenticate")).toContain('error="invalid_token"');
  });

  it("GET /tools and a tool route: the proof is checked once, by whoever answers", async () => {
    const token = await issue("tools", key.jkt);
    const catalog = await fetch(`${stack.url}/tools`, {
      headers: { authorization: `DPoP ${token}`, dpop: await key.proof("GET", `${stack.url}/tools`, token) },
    });
    expect(catalog.status).toBe(200);

    const route = `${stack.url}/tools/${WRITE_TOOL}`;
    const post = (headers: Record<string, string>) =>
      fetch(route, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `DPoP ${token}`, ...headers },
        body: JSON.stringify({ project_name: "x" }),
      });
    // The proof holds, so the family function goes on to the scope check (this grant reads only).
    expect((await post({ dpop: await key.proof("POST", route, token) })).status).toBe(403);
    const without = await post({});
    expect(without.status).toBe(401);
    expect(without.headers.get("www-authenticate")).toContain(`resource_metadata="${metadataOf("tools")}"`);
    const forGet = await post({ dpop: await key.proof("GET", route, token) });
    expect(forGet.status).toBe(401);
    expect((await forGet.json()).error.message).toMatch(/another method \(htm\)/);
  });
});

describe("a certified client's DPoP proofs (oauth4webapi)", () => {
  it("are accepted on /mcp and a tool route, each request with a fresh one", async () => {
    const keyPair = await oauth.generateKeyPair("ES256");
    const jkt = await calculateJwkThumbprint(await exportJWK(keyPair.publicKey), "sha256");
    const dpop = oauth.DPoP({}, keyPair);
    const request = (token: string, url: string, body: string) =>
      oauth.protectedResourceRequest(token, "POST", new URL(url), new Headers({ ...MCP_HEADERS }), body, {
        DPoP: dpop,
        [oauth.allowInsecureRequests]: true,
      });
    const mcpToken = await issue("mcp", jkt);
    for (let round = 0; round < 2; round++) {
      expect((await request(mcpToken, `${stack.url}/mcp`, rpc("tools/list"))).status).toBe(200);
    }
    const toolsToken = await issue("tools", jkt);
    // Past the proof, the family function's scope check answers (this grant reads only); the
    // client parses its challenge as RFC 6750 says.
    const refused = await request(
      toolsToken,
      `${stack.url}/tools/${WRITE_TOOL}`,
      JSON.stringify({ project_name: "x" }),
    ).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(oauth.WWWAuthenticateChallengeError);
    const challenge = refused as oauth.WWWAuthenticateChallengeError;
    expect(challenge.status).toBe(403);
    expect(challenge.cause[0]).toMatchObject({
      scheme: "bearer",
      parameters: {
        error: "insufficient_scope",
        scope: "tools:write",
        resource_metadata: metadataOf("tools"),
      },
    });
  });
});

describe("Origin on /mcp", () => {
  it("a browser page of another origin is refused 403; the gateway's own is served", async () => {
    const token = await issue("mcp");
    const call = (origin: string) =>
      fetch(`${stack.url}/mcp`, {
        method: "POST",
        headers: { ...MCP_HEADERS, origin, authorization: `Bearer ${token}` },
        body: rpc("tools/list"),
      });
    expect((await call("https://evil.example")).status).toBe(403);
    expect((await call(stack.url)).status).toBe(200);
  });
});
