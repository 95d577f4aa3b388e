// Every form of a route's path gets the DPoP proof check of a bound token, or is refused (review
// finding I10: `GET /tools/` skipped it on the local gateway). Over raw HTTP on 127.0.0.1 against
// `AUTH=oauth npm start`'s stack (node:http sends a path as written: no dot segments resolved, no
// slashes merged), with real jose keys: trailing and double slashes, case, percent-encoding, `.`
// and `..` segments, a backslash, query strings, HEAD and the absolute form. The deployed
// functions are held to the same with the path API Gateway hands them (event.path).
import { request as httpRequest } from "node:http";
import { calculateJwkThumbprint, exportJWK, generateKeyPair, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { handler as tasksHandler } from "../../functions/tasks";
import { AccessTokens } from "../../lib/oauth/access-token";
import { lambdaContext } from "../../local/lambda-context";
import type { LocalStack } from "../../local/stack";
import { startOAuthStack } from "../support/oauth-stack";

const WRITE_TOOL = "TasksApi.CreateProjectInTasks";

interface ProofKey {
  jkt: string;
  proof(htm: string, htu: string, token: string): Promise<string>;
}

async function dpopKey(): Promise<ProofKey> {
  const { publicKey, privateKey } = await generateKeyPair("ES256");
  const jwk = await exportJWK(publicKey);
  return {
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
}

interface Answer {
  status: number;
  body: string;
  wwwAuthenticate: string | undefined;
}

let stack: LocalStack;
let tokens: AccessTokens;
let key: ProofKey;
let port: number;

beforeAll(async () => {
  stack = await startOAuthStack({ autoApprove: true });
  tokens = new AccessTokens(process.env.OAUTH_SIGNING_KEY ?? "", stack.url);
  key = await dpopKey();
  port = Number(new URL(stack.url).port);
});
afterAll(async () => {
  await stack?.close();
});

const toolsToken = () =>
  tokens.issue({
    principal: "u-path-forms",
    clientId: "c-path-forms",
    scopes: ["tools:read"],
    resource: `${stack.url}/tools`,
    jkt: key.jkt,
  });

/** One request with `target` sent exactly as written in the request line. */
function send(
  method: string,
  target: string,
  headers: Record<string, string>,
  body?: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: "127.0.0.1", port, method, path: target, headers: { host: `127.0.0.1:${port}`, ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString("utf8"),
            wwwAuthenticate: res.headers["www-authenticate"],
          }),
        );
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

/** The catalog's answer: what no request without a good proof may get. */
const isCatalog = (answer: Answer) => answer.status === 200 && /"tools"\s*:\s*\[/.test(answer.body);

// Forms the gateway answers with the catalog: each needs a proof over the URL as called.
const CATALOG_FORMS = [
  "/tools",
  "/tools/",
  "/tools?families=tasks",
  "/tools/?families=tasks",
  "/tools/.",
  "/tools/%2e",
  "/tools/x/..",
  "/tools/x/%2E%2e",
  `/tools/${WRITE_TOOL}/..`,
  "/tools/%2e%2e/tools/",
  "/./tools",
  "/tools\\",
];

// Forms that name no route of the gateway: refused, whatever the proof.
const NO_ROUTE_FORMS = [
  "//tools",
  "//tools/",
  "/tools//",
  "/Tools",
  "/TOOLS/",
  "/tool%73",
  "/tool%73/",
  "/%74ools/",
  "/tools/%2F",
];

describe("I10: GET /tools in every path form on the local gateway", () => {
  it.each(CATALOG_FORMS)(
    "GET %s: refused without a proof, served with one over the URL called",
    async (target) => {
      const token = await toolsToken();
      const without = await send("GET", target, { authorization: `DPoP ${token}` });
      expect(without.status).toBe(401);
      expect(without.wwwAuthenticate).toMatch(/^DPoP algs="[^"]+", error="invalid_dpop_proof"/);
      expect(isCatalog(without)).toBe(false);

      const good = await key.proof("GET", `${stack.url}${target}`, token);
      const served = await send("GET", target, { authorization: `DPoP ${token}`, dpop: good });
      expect(served.status).toBe(200);
      expect(isCatalog(served)).toBe(true);
      // The proof was spent: the same request again is a replay.
      const replayed = await send("GET", target, { authorization: `DPoP ${token}`, dpop: good });
      expect(replayed.status).toBe(401);
      expect(JSON.parse(replayed.body).error.message).toMatch(/used before/);
    },
  );

  it("a proof for one path form is not good for another that names another URL", async () => {
    const token = await toolsToken();
    const forTools = await key.proof("GET", `${stack.url}/tools`, token);
    const answer = await send("GET", "/tools/", { authorization: `DPoP ${token}`, dpop: forTools });
    expect(answer.status).toBe(401);
    expect(JSON.parse(answer.body).error.message).toMatch(/another URL \(htu\)/);
  });

  it("HEAD /tools/ and the absolute form of the request target get the same check", async () => {
    const token = await toolsToken();
    expect((await send("HEAD", "/tools/", { authorization: `DPoP ${token}` })).status).toBe(401);
    const absolute = `http://127.0.0.1:${port}/tools/`;
    const without = await send("GET", absolute, { authorization: `DPoP ${token}` });
    expect(without.status).toBe(401);
    expect(isCatalog(without)).toBe(false);
    const served = await send("GET", absolute, {
      authorization: `DPoP ${token}`,
      dpop: await key.proof("GET", absolute, token),
    });
    expect(isCatalog(served)).toBe(true);
  });

  it.each(NO_ROUTE_FORMS)("GET %s: refused, with a proof or without, never the catalog", async (target) => {
    const token = await toolsToken();
    const without = await send("GET", target, { authorization: `DPoP ${token}` });
    expect(isCatalog(without)).toBe(false);
    expect([401, 404, 405]).toContain(without.status);
    const withProof = await send("GET", target, {
      authorization: `DPoP ${token}`,
      dpop: await key.proof("GET", `${stack.url}${target}`, token),
    });
    expect(isCatalog(withProof)).toBe(false);
    expect([404, 405]).toContain(withProof.status);
  });
});

describe("I10: a tool route in every path form on the local gateway", () => {
  // The forms a family handler answers: it checks the proof, over the URL as called.
  const handled = [
    `/tools/${WRITE_TOOL}`,
    `/tools/${WRITE_TOOL}?x=1`,
    "/tools/TasksApi_CreateProjectInTasks",
    "/tools/TasksApi%2ECreateProjectInTasks",
    `/tools/x/../${WRITE_TOOL}`,
    `/tools/./${WRITE_TOOL}`,
  ];
  // The forms that name no tool: refused (404 no such route, 400 no such tool), after the same check.
  const unrouted = [
    `/tools/${WRITE_TOOL}/`,
    `/tools//${WRITE_TOOL}`,
    `//tools/${WRITE_TOOL}`,
    `/Tools/${WRITE_TOOL}`,
    "/tools/tasksapi.createprojectintasks",
    "/tools/NoSuchTool",
  ];
  const post = (target: string, headers: Record<string, string>) =>
    send(
      "POST",
      target,
      { "content-type": "application/json", ...headers },
      JSON.stringify({ project_name: "x" }),
    );

  it.each(handled)("POST %s: 401 without a proof; with one, on to the scope check (403)", async (target) => {
    const token = await toolsToken();
    const without = await post(target, { authorization: `DPoP ${token}` });
    expect(without.status).toBe(401);
    expect(without.wwwAuthenticate).toMatch(/^DPoP algs="[^"]+", error="invalid_dpop_proof"/);
    const good = await post(target, {
      authorization: `DPoP ${token}`,
      dpop: await key.proof("POST", `${stack.url}${target}`, token),
    });
    expect(good.status).toBe(403);
  });

  it.each(unrouted)("POST %s: never past the proof check without a proof, never served", async (target) => {
    const token = await toolsToken();
    const without = await post(target, { authorization: `DPoP ${token}` });
    expect([401, 404]).toContain(without.status);
    const withProof = await post(target, {
      authorization: `DPoP ${token}`,
      dpop: await key.proof("POST", `${stack.url}${target}`, token),
    });
    expect([400, 404]).toContain(withProof.status);
    expect(JSON.parse(withProof.body).error.type).toMatch(/^(NotFound|ValidationError)$/);
  });
});

describe("I10 on AWS: the deployed functions check the proof over whatever path API Gateway hands them", () => {
  const base = "https://abc123.execute-api.eu-west-1.amazonaws.com/v1";
  const metadata = `${base}/.well-known/oauth-protected-resource/tools`;
  const deployedTokens = new AccessTokens("z".repeat(48), base);
  type Handler = typeof import("../../functions/mcp")["handler"];
  type LambdaAnswer = { statusCode: number; headers?: Record<string, string>; body: string };
  let mcpHandler: Handler;
  let deployedKey: ProofKey;
  let token: string;
  const authorizer = () => ({
    connection: "u-alice",
    scope: "tools:read",
    clientId: "c-1",
    expiresAt: String(Math.floor(Date.now() / 1000) + 300),
    resourceMetadata: metadata,
    jkt: deployedKey.jkt,
  });

  beforeAll(async () => {
    vi.stubEnv("FAMILIES", "tasks");
    vi.stubEnv("FAMILY_FUNCTIONS", JSON.stringify({ tasks: "fn-tasks" }));
    vi.stubEnv("TOOL_FILTER", "");
    ({ handler: mcpHandler } = await import("../../functions/mcp"));
    deployedKey = await dpopKey();
    token = await deployedTokens.issue({
      principal: "u-alice",
      clientId: "c-1",
      scopes: ["tools:read"],
      resource: `${base}/tools`,
      jkt: deployedKey.jkt,
    });
  });
  afterAll(() => {
    vi.unstubAllEnvs();
  });

  const catalogEvent = (path: string, dpop?: string) => ({
    httpMethod: "GET",
    path,
    headers: { Authorization: `DPoP ${token}`, ...(dpop ? { DPoP: dpop } : {}) },
    body: null,
    isBase64Encoded: false,
    multiValueQueryStringParameters: null,
    requestContext: { authorizer: authorizer(), domainName: "abc123.execute-api.eu-west-1.amazonaws.com" },
  });

  it.each(["/tools", "/tools/", "//tools"])(
    "the mcp function, GET %s: 401 without a proof, the catalog with one over that path",
    async (path) => {
      const without = (await mcpHandler(catalogEvent(path) as never)) as LambdaAnswer;
      expect(without.statusCode).toBe(401);
      expect(without.headers?.["www-authenticate"]).toContain('error="invalid_dpop_proof"');
      const proof = await deployedKey.proof("GET", `${base}${path}`, token);
      const served = (await mcpHandler(catalogEvent(path, proof) as never)) as LambdaAnswer;
      expect(served.statusCode).toBe(200);
      expect(JSON.parse(served.body).tools.length).toBeGreaterThan(0);
    },
  );

  it.each([`/tools/${WRITE_TOOL}`, `/tools/${WRITE_TOOL}/`, `/tools//${WRITE_TOOL}`])(
    "a family function, POST %s: 401 without a proof, on to the scope check with one",
    async (path) => {
      const event = (dpop?: string) => ({
        httpMethod: "POST",
        path,
        resource: "/tools/{toolName}",
        pathParameters: { toolName: WRITE_TOOL },
        headers: { Authorization: `DPoP ${token}`, ...(dpop ? { DPoP: dpop } : {}) },
        body: JSON.stringify({ project_name: "x" }),
        requestContext: {
          authorizer: authorizer(),
          domainName: "abc123.execute-api.eu-west-1.amazonaws.com",
        },
      });
      const call = async (dpop?: string) =>
        (await tasksHandler(event(dpop), lambdaContext("test"))) as LambdaAnswer;
      expect((await call()).statusCode).toBe(401);
      expect((await call(await deployedKey.proof("POST", `${base}${path}`, token))).statusCode).toBe(403);
    },
  );
});
