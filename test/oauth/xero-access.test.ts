// Removing access at Xero, against a scriptable HTTP server standing in for Xero's answers that the
// sandbox never gives: connection ids that are not UUIDs, an access token refused before its
// expiry, a refused refresh, a deleted connection already gone, and no server at all.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { UpstreamApp } from "../../lib/oauth/settings";
import { appProvider } from "../../lib/oauth/upstream-client";
import { removeXeroAccess } from "../../lib/oauth/xero-access";
import type { TokenSet } from "../../lib/upstream-tokens/token-set";
import { type FaultReply, type RecordedRequest, startFaultServer } from "../support/fault-server";

const ID = "00000000-0000-4000-8000-00000000000a";
let answer: (request: RecordedRequest) => FaultReply;
let xero: Awaited<ReturnType<typeof startFaultServer>>;

beforeAll(async () => {
  xero = await startFaultServer((request) => answer(request));
});
afterAll(() => xero.close());
beforeEach(() => xero.reset());

function appAt(base: string): UpstreamApp {
  return {
    authorizeUrl: `${base}/authorize`,
    tokenUrl: `${base}/token`,
    revocationUrl: `${base}/revoke`,
    connectionsUrl: `${base}/connections`,
    scopes: [],
    clientSecretId: "unused",
    pkce: true,
  };
}

function remove(base: string, set: Partial<TokenSet> = {}) {
  const app = appAt(base);
  const provider = appProvider(app, { clientId: "app", clientSecret: "app-secret" }, true);
  const tokens: TokenSet = {
    accessToken: "stored-access-0000",
    refreshToken: "stored-refresh-0000",
    extra: {},
    ...set,
  };
  return removeXeroAccess(
    tokens,
    { connectionsUrl: app.connectionsUrl as string, tokenUrl: app.tokenUrl },
    provider,
    "agent-tools/ledger/u-test",
  );
}

const calls = () => xero.requests.map((request) => `${request.method} ${request.url}`);
const json = (body: unknown, status = 200): FaultReply => ({ status, body: JSON.stringify(body) });

describe("removing access at Xero", () => {
  it("puts only UUID connection ids into a DELETE path", async () => {
    answer = (request) =>
      request.method === "GET"
        ? json([{ id: "../identity/connect/revocation" }, { id: "a/b?c" }, { id: 42 }, null, { id: ID }])
        : { status: request.method === "DELETE" ? 204 : 200 };

    const removal = await remove(xero.url);

    expect(calls()).toEqual(["GET /connections", `DELETE /connections/${ID}`, "POST /revoke"]);
    expect(removal).toEqual({
      removedConnections: 1,
      revoked: true,
      problems: ["connections: an id that is not a UUID was skipped"],
    });
    const revocation = new URLSearchParams(xero.requests[2]?.body);
    expect(Object.fromEntries(revocation)).toEqual({
      token: "stored-refresh-0000",
      token_type_hint: "refresh_token",
    });
  });

  it("refreshes once when Xero refuses the access token, then uses and revokes the new tokens", async () => {
    answer = (request) => {
      if (request.url === "/token")
        return json({ access_token: "new-access-0000", refresh_token: "new-refresh-0000", expires_in: 1800 });
      if (request.method === "GET")
        return request.headers.authorization === "Bearer new-access-0000"
          ? json([{ id: ID }])
          : json({}, 401);
      // Gone already: a disconnect in another tab, or in Xero itself.
      if (request.method === "DELETE") return json({}, 404);
      return { status: 200 };
    };

    const removal = await remove(xero.url);

    expect(calls()).toEqual([
      "GET /connections",
      "POST /token",
      "GET /connections",
      `DELETE /connections/${ID}`,
      "POST /revoke",
    ]);
    expect(removal).toEqual({ removedConnections: 0, revoked: true, problems: [] });
    expect(new URLSearchParams(xero.requests[4]?.body).get("token")).toBe("new-refresh-0000");
  });

  it("reports a refused refresh and the refused listing by step, with no token in them", async () => {
    answer = (request) => (request.url === "/token" ? json({ error: "invalid_grant" }, 400) : json({}, 401));

    const removal = await remove(xero.url, { expiresAt: Date.now() - 1000 });

    expect(calls()).toEqual(["POST /token", "GET /connections", "POST /revoke"]);
    expect(removal.problems).toEqual(["refresh: AuthError", "connections: HTTP 401", "revocation: HTTP 401"]);
    expect(removal.revoked).toBe(false);
  });

  it("reports a Xero that cannot be reached", async () => {
    const gone = await startFaultServer(() => ({}));
    await gone.close();

    const removal = await remove(gone.url);

    expect(removal).toEqual({
      removedConnections: 0,
      revoked: false,
      problems: ["connections: network", "revocation: TypeError"],
    });
    expect(JSON.stringify(removal)).not.toMatch(/stored-(access|refresh)/);
  });
});
