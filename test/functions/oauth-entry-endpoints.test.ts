// The oauth function behind API Gateway, end to end against dynalite: the protocol endpoints answer
// API Gateway events without Express (a registration, a refused code, a refused revocation), the
// person's pages through it, and both share one store (a client registered through the first is
// known to the second).
import { randomBytes } from "node:crypto";
import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localCredentials } from "../../local/credentials";
import { createOAuthTable } from "../../local/oauth-stack";
import { startDynalite } from "../support/dynalite";

const BASE = "http://127.0.0.1:9/v1";
let dynamo: Awaited<ReturnType<typeof startDynalite>>;
let handler: typeof import("../../functions/oauth").handler;

beforeAll(async () => {
  dynamo = await startDynalite();
  const client = new DynamoDBClient({
    endpoint: dynamo.endpoint,
    region: "us-east-1",
    credentials: localCredentials(),
  });
  await createOAuthTable(client, "oauth-entry");
  client.destroy();
  Object.assign(process.env, {
    OAUTH_BASE_URL: BASE,
    OAUTH_TABLE: "oauth-entry",
    OAUTH_SIGNING_KEY: randomBytes(48).toString("base64url"),
    AWS_ENDPOINT_URL_DYNAMODB: dynamo.endpoint,
    AWS_REGION: "us-east-1",
    AWS_ACCESS_KEY_ID: localCredentials().accessKeyId,
    AWS_SECRET_ACCESS_KEY: localCredentials().secretAccessKey,
  });
  ({ handler } = await import("../../functions/oauth"));
});
afterAll(async () => {
  await dynamo.close();
});

function event(httpMethod: string, path: string, body?: string, headers: Record<string, string> = {}) {
  return {
    resource: path,
    path,
    httpMethod,
    headers: { host: "127.0.0.1:9", ...headers },
    multiValueHeaders: {},
    queryStringParameters: null,
    multiValueQueryStringParameters: null,
    pathParameters: null,
    stageVariables: null,
    requestContext: { stage: "v1", requestId: "t", identity: { sourceIp: "192.0.2.7" } },
    body: body ?? null,
    isBase64Encoded: false,
  } as never;
}

describe("functions/oauth.ts behind API Gateway", () => {
  it("registers a client, refuses a made-up code for it and a revocation without its client", async () => {
    const registered = await handler(
      event(
        "POST",
        "/register",
        JSON.stringify({
          client_name: "Entry test",
          redirect_uris: ["http://127.0.0.1:7777/callback"],
          token_endpoint_auth_method: "none",
        }),
        { "content-type": "application/json" },
      ),
      {},
    );
    expect(registered.statusCode).toBe(201);
    expect(registered.headers?.["x-content-type-options"]).toBe("nosniff");
    const { client_id: clientId } = JSON.parse(registered.body) as { client_id: string };

    const form = new URLSearchParams({
      grant_type: "authorization_code",
      client_id: clientId,
      code: "made-up",
      code_verifier: "v".repeat(43),
      redirect_uri: "http://127.0.0.1:7777/callback",
    });
    const exchanged = await handler(
      event("POST", "/token", form.toString(), { "content-type": "application/x-www-form-urlencoded" }),
      {},
    );
    expect(exchanged.statusCode).toBe(400);
    expect(JSON.parse(exchanged.body)).toMatchObject({ error: "invalid_grant" });
    expect(exchanged.headers?.["cache-control"]).toBe("no-store");

    const revoked = await handler(
      event("POST", "/revoke", "token=whatever", { "content-type": "application/x-www-form-urlencoded" }),
      {},
    );
    expect(revoked.statusCode).toBe(401);
  });

  it("serves an authorization request (protocol side) whose consent page (the pages) knows the client", async () => {
    const registered = JSON.parse(
      (
        await handler(
          event(
            "POST",
            "/register",
            JSON.stringify({
              client_name: "Pages test",
              redirect_uris: ["http://127.0.0.1:7777/cb"],
              token_endpoint_auth_method: "none",
            }),
            { "content-type": "application/json" },
          ),
          {},
        )
      ).body,
    ) as { client_id: string };
    const query = new URLSearchParams({
      response_type: "code",
      client_id: registered.client_id,
      redirect_uri: "http://127.0.0.1:7777/cb",
      code_challenge: "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM",
      code_challenge_method: "S256",
      state: "s1",
    });
    const authorize = await handler(
      {
        ...(event("GET", "/authorize") as object),
        queryStringParameters: Object.fromEntries(query),
        multiValueQueryStringParameters: Object.fromEntries([...query].map(([k, v]) => [k, [v]])),
      } as never,
      {},
    );
    expect(authorize.statusCode).toBe(302);
    const consent = new URL(String(authorize.headers?.location ?? authorize.headers?.Location));
    expect(consent.pathname).toBe("/v1/consent");
    const page = await handler(
      {
        ...(event("GET", "/consent") as object),
        queryStringParameters: Object.fromEntries(consent.searchParams),
        multiValueQueryStringParameters: Object.fromEntries(
          [...consent.searchParams].map(([k, v]) => [k, [v]]),
        ),
      } as never,
      {},
    );
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Pages test");
    expect(page.body).toContain("http://127.0.0.1:7777/cb");
  });
});
