// The endpoints without Express: API Gateway REST proxy events through http.ts's adapter, as the
// oauth Lambda function hands them over (bodies base64 or not, form or JSON, header names in any
// case, repeated query parameters), answered like the Express app answers them.
import type { APIGatewayProxyEvent } from "aws-lambda";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerApiGatewayEvent, fromApiGatewayEvent, UnreadableRequest } from "../../lib/oauth/http";
import type { PendingRequest } from "../../lib/oauth/provider";
import { codeRequest, type ProtocolServer, pkce, REDIRECT, startProtocolServer } from "./protocol-support";

let server: ProtocolServer;
beforeAll(async () => {
  server = await startProtocolServer();
});
afterAll(() => server?.close());

function event(
  method: string,
  path: string,
  options: {
    headers?: Record<string, string>;
    body?: string;
    base64?: boolean;
    query?: Record<string, string[]>;
  } = {},
): APIGatewayProxyEvent {
  const body =
    options.body === undefined
      ? null
      : options.base64
        ? Buffer.from(options.body).toString("base64")
        : options.body;
  return {
    httpMethod: method,
    path,
    resource: path,
    headers: options.headers ?? {},
    multiValueHeaders: Object.fromEntries(
      Object.entries(options.headers ?? {}).map(([name, value]) => [name, [value]]),
    ),
    queryStringParameters: options.query
      ? Object.fromEntries(Object.entries(options.query).map(([name, values]) => [name, values.at(-1) ?? ""]))
      : null,
    multiValueQueryStringParameters: options.query ?? null,
    pathParameters: null,
    stageVariables: null,
    isBase64Encoded: options.base64 ?? false,
    body,
    requestContext: { identity: { sourceIp: "198.51.100.7" } } as APIGatewayProxyEvent["requestContext"],
  };
}

const call = (path: "/authorize" | "/token" | "/revoke" | "/register", request: APIGatewayProxyEvent) =>
  answerApiGatewayEvent(request, server.as.endpoints[path]);

describe("API Gateway events through the endpoints", () => {
  it("a registration (JSON, base64), an authorization (repeated-value query), a code exchange (form, Mixed-Case headers)", async () => {
    const registration = await call(
      "/register",
      event("POST", "/register", {
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          redirect_uris: [REDIRECT],
          token_endpoint_auth_method: "none",
          client_name: "Lambda",
        }),
        base64: true,
      }),
    );
    expect(registration.statusCode).toBe(201);
    expect(registration.headers).toMatchObject({ "x-content-type-options": "nosniff" });
    const { client_id } = JSON.parse(registration.body) as { client_id: string };
    const { verifier, challenge } = pkce();
    const query = Object.fromEntries(
      Object.entries(codeRequest(client_id, challenge)).map(([name, value]) => [name, [value]]),
    );
    const authorization = await call("/authorize", event("GET", "/authorize", { query }));
    expect(authorization.statusCode).toBe(302);
    const consent = new URL(String(authorization.headers?.location));
    const request = await server.store.consume<PendingRequest & Record<string, unknown>>(
      "request",
      consent.searchParams.get("request") ?? "",
    );
    const code = await server.as.provider.issueCode(request as PendingRequest, "u-lambda");
    const exchange = await call(
      "/token",
      event("POST", "/token", {
        headers: { "CONTENT-TYPE": "application/x-www-form-urlencoded; charset=UTF-8" },
        body: new URLSearchParams({
          grant_type: "authorization_code",
          client_id,
          code,
          code_verifier: verifier,
          redirect_uri: REDIRECT,
        }).toString(),
        base64: true,
      }),
    );
    expect(exchange.statusCode).toBe(200);
    expect(exchange.headers).toMatchObject({ "cache-control": "no-store", pragma: "no-cache" });
    expect(JSON.parse(exchange.body)).toMatchObject({ token_type: "Bearer" });
  });

  it("a parameter sent twice in the query is seen twice (RFC 6749 §3.1: refused)", async () => {
    const query = Object.fromEntries(
      Object.entries(codeRequest("some-client", pkce().challenge)).map(([name, value]) => [name, [value]]),
    );
    query.client_id = ["one", "two"];
    const answer = await call("/authorize", event("GET", "/authorize", { query }));
    expect(answer.statusCode).toBe(400);
    expect(answer.headers?.location).toBeUndefined();
  });

  it("unreadable bodies: the caller's error in OAuth's format, as Express's parsers answer", async () => {
    const latin = await call(
      "/token",
      event("POST", "/token", {
        headers: { "content-type": "application/x-www-form-urlencoded; charset=latin9" },
        body: "grant_type=refresh_token",
      }),
    );
    expect(latin.statusCode).toBe(415);
    expect(JSON.parse(latin.body)).toEqual({
      error: "invalid_request",
      error_description: 'unsupported charset "LATIN9"',
    });
    const json = await call(
      "/register",
      event("POST", "/register", { headers: { "content-type": "application/json" }, body: "{" }),
    );
    expect(json.statusCode).toBe(400);
    expect(JSON.parse(json.body)).toMatchObject({ error: "invalid_client_metadata" });
    const large = await call(
      "/token",
      event("POST", "/token", {
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "a".repeat(200_000),
      }),
    );
    expect(large.statusCode).toBe(413);
    // The person's endpoint answers with a page, as the person's pages do.
    const page = await call(
      "/authorize",
      event("POST", "/authorize", {
        headers: { "content-type": "application/x-www-form-urlencoded; charset=latin9" },
        body: "client_id=x",
      }),
    );
    expect(page.statusCode).toBe(415);
    expect(page.headers?.["content-type"]).toContain("text/html");
  });

  it("reads the source address and lower-cases header names", () => {
    const request = fromApiGatewayEvent(
      event("POST", "/token", { headers: { DPoP: "x.y.z", Authorization: "Basic a" } }),
    );
    expect(request).toMatchObject({
      sourceIp: "198.51.100.7",
      headers: { dpop: "x.y.z", authorization: "Basic a" },
    });
    expect(() =>
      fromApiGatewayEvent(
        event("POST", "/token", { headers: { "content-type": "application/json" }, body: "[" }),
      ),
    ).toThrow(UnreadableRequest);
  });
});
