// Client authentication at the token and revocation endpoints against RFC 6749 §2.3 and §5.2:
// `client_secret_basic` really authenticates (L8: it was accepted and never used), a client uses
// the method it registered and only one, a public client cannot present a secret; failures are
// 401 invalid_client (with a Basic challenge when Basic was tried). And a failure of our own at
// the token endpoint is logged, without the code, and answered 500 server_error.
import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AccessTokens } from "../../lib/oauth/access-token";
import { tokenEndpoint } from "../../lib/oauth/endpoints/token";
import { Grants } from "../../lib/oauth/grants";
import { DeploymentProvider } from "../../lib/oauth/provider";
import { OAuthStore } from "../../lib/oauth/store";
import { localCredentials } from "../../local/credentials";
import { captureOutput } from "../support/captured-output";
import {
  approvedCode,
  type ProtocolServer,
  pkce,
  REDIRECT,
  register,
  startProtocolServer,
  token,
} from "./protocol-support";

let server: ProtocolServer;
beforeAll(async () => {
  server = await startProtocolServer();
});
afterAll(() => server?.close());

/** RFC 6749 §2.3.1: id and secret form-encoded, joined by a colon, in base64. */
const basic = (id: string, secret: string) =>
  `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString("base64")}`;

/** A confidential client registered for `method`, and a code approved for it. */
async function confidentialCode(method: "client_secret_basic" | "client_secret_post") {
  const client = await register(server, { token_endpoint_auth_method: method });
  if (!client.client_secret) throw new Error("no secret issued");
  const { verifier, challenge } = pkce();
  const code = await approvedCode(server, client.client_id, challenge);
  const exchange = {
    grant_type: "authorization_code",
    code,
    code_verifier: verifier,
    redirect_uri: REDIRECT,
  };
  return { id: client.client_id, secret: client.client_secret, exchange };
}

describe("client_secret_basic (L8)", () => {
  it("a wrong secret: 401 invalid_client with a Basic challenge, no token; the right one: 200", async () => {
    const { id, secret, exchange } = await confidentialCode("client_secret_basic");
    const wrong = await token(server, exchange, { authorization: basic(id, `${secret}x`) });
    expect(wrong).toMatchObject({ status: 401, body: { error: "invalid_client" } });
    expect(wrong.headers.get("www-authenticate")).toMatch(/^Basic /);
    expect(wrong.body.access_token).toBeUndefined();
    const right = await token(server, exchange, { authorization: basic(id, secret) });
    expect(right).toMatchObject({ status: 200, body: { token_type: "Bearer" } });
  });

  it("no secret at all, or the secret in the form instead: 401", async () => {
    const { id, secret, exchange } = await confidentialCode("client_secret_basic");
    expect(await token(server, { ...exchange, client_id: id })).toMatchObject({
      status: 401,
      body: { error: "invalid_client" },
    });
    expect(await token(server, { ...exchange, client_id: id, client_secret: secret })).toMatchObject({
      status: 401,
      body: { error: "invalid_client" },
    });
  });

  it("a malformed Basic header: 401 invalid_client, never a 5xx", async () => {
    const { exchange } = await confidentialCode("client_secret_basic");
    for (const header of ["Basic", "Basic %%%", `Basic ${Buffer.from(":").toString("base64")}`, "Basic Og"]) {
      const answer = await token(server, exchange, { authorization: header });
      expect(answer.status, header).toBe(401);
    }
  });

  it("authenticates the revocation request too", async () => {
    const { id, secret, exchange } = await confidentialCode("client_secret_basic");
    const issued = await token(server, exchange, { authorization: basic(id, secret) });
    const revoke = (authorization: string) =>
      fetch(`${server.base}/revoke`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", authorization },
        body: new URLSearchParams({ token: String(issued.body.refresh_token) }),
      });
    expect((await revoke(basic(id, "wrong"))).status).toBe(401);
    const refresh = { grant_type: "refresh_token", refresh_token: String(issued.body.refresh_token) };
    expect((await revoke(basic(id, secret))).status).toBe(200);
    expect(await token(server, refresh, { authorization: basic(id, secret) })).toMatchObject({
      status: 400,
      body: { error: "invalid_grant" },
    });
  });
});

describe("one method per client and per request", () => {
  it("client_secret_post: the right secret in the form works, Basic for that client is refused", async () => {
    const { id, secret, exchange } = await confidentialCode("client_secret_post");
    expect((await token(server, exchange, { authorization: basic(id, secret) })).status).toBe(401);
    expect((await token(server, { ...exchange, client_id: id, client_secret: `${secret}x` })).status).toBe(
      401,
    );
    expect((await token(server, { ...exchange, client_id: id, client_secret: secret })).status).toBe(200);
  });

  it("a public (none) client presenting a secret is refused", async () => {
    const { client_id } = await register(server);
    const { verifier, challenge } = pkce();
    const code = await approvedCode(server, client_id, challenge);
    const exchange = {
      grant_type: "authorization_code",
      code,
      code_verifier: verifier,
      redirect_uri: REDIRECT,
    };
    const posted = await token(server, { ...exchange, client_id, client_secret: "anything" });
    expect(posted).toMatchObject({ status: 401, body: { error: "invalid_client" } });
    const header = await token(server, exchange, { authorization: basic(client_id, "anything") });
    expect(header).toMatchObject({ status: 401, body: { error: "invalid_client" } });
    expect((await token(server, { ...exchange, client_id })).status).toBe(200);
  });

  it("two methods in one request: invalid_request", async () => {
    const { id, secret, exchange } = await confidentialCode("client_secret_basic");
    const both = await token(
      server,
      { ...exchange, client_secret: secret },
      { authorization: basic(id, secret) },
    );
    expect(both).toMatchObject({ status: 400, body: { error: "invalid_request" } });
  });

  it("an unknown client, or none named: 401 invalid_client", async () => {
    expect(
      await token(server, { grant_type: "refresh_token", refresh_token: "x", client_id: "nobody" }),
    ).toMatchObject({ status: 401, body: { error: "invalid_client" } });
    expect(await token(server, { grant_type: "refresh_token", refresh_token: "x" })).toMatchObject({
      status: 401,
      body: { error: "invalid_client" },
    });
  });
});

describe("a failure of ours at the token endpoint", () => {
  it("is logged with its kind, never the code, and answered 500 server_error", async () => {
    // A store whose table does not exist: every read fails as DynamoDB would.
    const store = new OAuthStore(
      "no-such-table",
      new DynamoDBClient({
        endpoint: server.dynamoEndpoint,
        region: "us-east-1",
        credentials: localCredentials(),
      }),
    );
    const provider = new DeploymentProvider({
      store,
      grants: new Grants(store),
      clients: {
        getClient: async (clientId) => ({
          client_id: clientId,
          redirect_uris: [REDIRECT],
          token_endpoint_auth_method: "none",
        }),
        markUsed: async () => {},
      },
      tokens: new AccessTokens("k".repeat(48), server.base),
      resources: [`${server.base}/mcp`],
      issuer: server.base,
      consentUrl: `${server.base}/consent`,
    });
    const code = "secret-code-value-that-must-not-be-logged";
    const output = captureOutput();
    try {
      const answer = await tokenEndpoint(
        {
          method: "POST",
          path: "/token",
          query: new URLSearchParams(),
          headers: {},
          body: new URLSearchParams({
            grant_type: "authorization_code",
            client_id: "c-1",
            code,
            code_verifier: pkce().verifier,
          }),
        },
        provider,
      );
      expect(answer.status).toBe(500);
      expect(JSON.parse(answer.body)).toMatchObject({ error: "server_error" });
      const line = output.lines().find((written) => written.includes("token endpoint failure"));
      expect(line && JSON.parse(line)).toMatchObject({
        level: "ERROR",
        errorName: "ResourceNotFoundException",
      });
      expect(output.text()).not.toContain(code);
    } finally {
      output.restore();
    }
  });
});
