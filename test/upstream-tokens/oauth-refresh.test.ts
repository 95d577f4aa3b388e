// One refresh_token grant against a token endpoint on 127.0.0.1: the request Xero's identity server
// expects (client as HTTP Basic, a form body), and each way it can fail as a typed error that
// carries the endpoint's short error code only, never its body, the refresh token or the secret.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ToolError } from "../../lib/runtime/errors";
import {
  type RefreshRequest,
  RefreshTokenRefused,
  requestRefresh,
} from "../../lib/upstream-tokens/oauth-refresh";
import { type FaultReply, startFaultServer } from "../support/fault-server";

const CLIENT = { clientId: "client-id-77", clientSecret: "client-secret-do-not-print" };
const REFRESH_TOKEN = "refresh-token-do-not-print";
let endpoint: Awaited<ReturnType<typeof startFaultServer>>;
let next: () => FaultReply = () => ({ body: "{}" });

beforeAll(async () => {
  endpoint = await startFaultServer(() => next());
});
afterAll(() => endpoint.close());
beforeEach(() => endpoint.reset());

const request = (url = `${endpoint.url}/connect/token`): RefreshRequest => ({
  endpoint: url,
  client: CLIENT,
  refreshToken: REFRESH_TOKEN,
  label: "Xero",
  connection: "agent-tools/ledger/acme",
});

async function refusal(): Promise<ToolError> {
  try {
    await requestRefresh(request());
  } catch (error) {
    if (!(error instanceof ToolError)) throw error;
    expect(JSON.stringify({ message: error.message, details: error.details })).not.toMatch(/do-not-print/);
    return error;
  }
  throw new Error("the refresh succeeded");
}

describe("requestRefresh", () => {
  it("posts the refresh_token grant with the client as HTTP Basic and answers the endpoint's JSON", async () => {
    next = () => ({ body: '{"access_token":"new-access","refresh_token":"new-refresh","expires_in":1800}' });
    expect(await requestRefresh(request())).toEqual({
      access_token: "new-access",
      refresh_token: "new-refresh",
      expires_in: 1800,
    });
    const [sent] = endpoint.requests;
    expect(sent?.method).toBe("POST");
    expect(sent?.url).toBe("/connect/token");
    expect(sent?.headers.authorization).toBe(
      `Basic ${Buffer.from(`${CLIENT.clientId}:${CLIENT.clientSecret}`).toString("base64")}`,
    );
    expect(sent?.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(sent?.headers.accept).toBe("application/json");
    expect(Object.fromEntries(new URLSearchParams(sent?.body))).toEqual({
      grant_type: "refresh_token",
      refresh_token: REFRESH_TOKEN,
    });
  });

  it("invalid_grant: the refresh token itself is refused; only a new authorisation helps", async () => {
    next = () => ({ status: 400, body: `{"error":"invalid_grant","error_description":"${REFRESH_TOKEN}"}` });
    const error = await refusal();
    expect(error).toBeInstanceOf(RefreshTokenRefused);
    expect(error).toMatchObject({ type: "AuthError", code: "invalid_grant", retryable: false });
    expect(error.message).toBe(
      "Xero refused the refresh token of connection agent-tools/ledger/acme (invalid_grant): it expired, was revoked, or was used by another holder. Re-authorise this connection and store the new token set (npm run secrets:put).",
    );
  });

  it.each([
    [400, '{"error":"invalid_client"}', "invalid_client"],
    [401, "Unauthorized", "401"],
  ])("HTTP %i %s: the client credentials are refused", async (status, body, shown) => {
    next = () => ({ status, body });
    const error = await refusal();
    expect(error).not.toBeInstanceOf(RefreshTokenRefused);
    expect(error).toMatchObject({
      type: "AuthError",
      message: `The Xero token endpoint refused the OAuth client credentials of connection agent-tools/ledger/acme (${shown}): check the client id and secret the token set names.`,
    });
  });

  it.each([500, 503, 429])("HTTP %i is an upstream failure worth retrying", async (status) => {
    next = () => ({ status, body: `<html>${CLIENT.clientSecret}</html>` });
    expect(await refusal()).toMatchObject({
      type: "UpstreamError",
      retryable: true,
      message: `The Xero token endpoint failed (HTTP ${status}); retry the call.`,
    });
  });

  it.each([
    ['{"error":"unauthorized_client"}', "unauthorized_client"],
    ['{"error":"Not A Code <b>"}', "HTTP 400"],
    ["Bad Request", "HTTP 400"],
  ])("another refusal (%s) names only a short error code", async (body, shown) => {
    next = () => ({ status: 400, body });
    expect(await refusal()).toMatchObject({
      type: "AuthError",
      retryable: false,
      message: `The Xero token endpoint refused to refresh connection agent-tools/ledger/acme (${shown}); re-authorise it.`,
    });
  });

  it("a 200 that is not JSON is an upstream failure worth retrying", async () => {
    next = () => ({ body: "<html>login</html>" });
    expect(await refusal()).toMatchObject({
      type: "UpstreamError",
      retryable: true,
      message: "The Xero token endpoint answered with a body that is not JSON.",
    });
  });

  it("an endpoint that cannot be reached is an upstream failure worth retrying", async () => {
    await expect(requestRefresh(request("http://127.0.0.1:9/connect/token"))).rejects.toMatchObject({
      type: "UpstreamError",
      retryable: true,
      message: "The Xero token endpoint could not be reached; retry the call.",
    });
  });
});
