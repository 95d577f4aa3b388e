// The refresh_token grant against RFC 6749 §6 and RFC 9700 §4.14, as the review replayed it: a
// refresh asking for more than the grant is refused without spending the token, so the client's
// correct retry works (L4); two concurrent refreshes, or a retry after a lost answer, keep the grant
// (L5: reuse grace for the immediately previous token), while a reuse after the grace, or after the
// successor was used, ends the whole grant.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REFRESH_REUSE_GRACE_SECONDS } from "../../lib/oauth/lifetimes";
import {
  approvedCode,
  grantedClient,
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

const refresh = (clientId: string, refreshToken: string, extra: Record<string, string> = {}) =>
  token(server, { grant_type: "refresh_token", client_id: clientId, refresh_token: refreshToken, ...extra });

describe("a refused refresh does not spend the token (L4)", () => {
  it("a wider scope: invalid_scope, then the correct retry is answered and the grant lives", async () => {
    // A grant of reading only, so there is something wider to ask for.
    const narrow = await grantedClientWithScope("tools:read");
    const wider = await refresh(narrow.client_id, narrow.refreshToken, { scope: "tools:read tools:write" });
    expect(wider).toMatchObject({ status: 400, body: { error: "invalid_scope" } });
    const retry = await refresh(narrow.client_id, narrow.refreshToken);
    expect(retry).toMatchObject({ status: 200, body: { scope: "tools:read" } });
    const next = await refresh(narrow.client_id, String(retry.body.refresh_token));
    expect(next.status).toBe(200);
  });

  it("the wrong resource: invalid_target, then the correct retry is answered", async () => {
    const { client_id, first } = await grantedClient(server);
    const wrong = await refresh(client_id, String(first.body.refresh_token), {
      resource: `${server.base}/tools`,
    });
    expect(wrong).toMatchObject({ status: 400, body: { error: "invalid_target" } });
    const retry = await refresh(client_id, String(first.body.refresh_token), {
      resource: `${server.base}/mcp`,
    });
    expect(retry.status).toBe(200);
    expect((await refresh(client_id, String(retry.body.refresh_token))).status).toBe(200);
  });

  it("a narrower scope: an access token with less, and the grant keeps its scopes for the next refresh", async () => {
    const { client_id, first } = await grantedClient(server);
    const narrowed = await refresh(client_id, String(first.body.refresh_token), { scope: "tools:read" });
    expect(narrowed).toMatchObject({ status: 200, body: { scope: "tools:read" } });
    const access = await server.as.tokens.verify(String(narrowed.body.access_token), [`${server.base}/mcp`]);
    expect(access.scopes).toEqual(["tools:read"]);
    const full = await refresh(client_id, String(narrowed.body.refresh_token));
    expect(full).toMatchObject({ status: 200, body: { scope: "tools:read tools:write" } });
  });
});

describe("reuse grace for the immediately previous refresh token (L5)", () => {
  it("two concurrent refreshes both succeed, and the grant lives on through either answer", async () => {
    const { client_id, first } = await grantedClient(server);
    const presented = String(first.body.refresh_token);
    const [one, two] = await Promise.all([refresh(client_id, presented), refresh(client_id, presented)]);
    expect([one.status, two.status]).toEqual([200, 200]);
    expect(one.body.refresh_token).not.toBe(two.body.refresh_token);
    // Whichever answer the client kept, it refreshes on.
    expect((await refresh(client_id, String(two.body.refresh_token))).status).toBe(200);
  });

  it("a retry after a lost answer, within the grace, gets a fresh pair in the same grant", async () => {
    const { client_id, first } = await grantedClient(server);
    const presented = String(first.body.refresh_token);
    const lost = await refresh(client_id, presented);
    expect(lost.status).toBe(200);
    server.advance((REFRESH_REUSE_GRACE_SECONDS - 5) * 1000);
    const retried = await refresh(client_id, presented);
    expect(retried.status).toBe(200);
    const next = await refresh(client_id, String(retried.body.refresh_token));
    expect(next.status).toBe(200);
  });

  it("a reuse after the grace ends the whole grant", async () => {
    const { client_id, first } = await grantedClient(server);
    const presented = String(first.body.refresh_token);
    const rotated = await refresh(client_id, presented);
    expect(rotated.status).toBe(200);
    server.advance((REFRESH_REUSE_GRACE_SECONDS + 1) * 1000);
    const reuse = await refresh(client_id, presented);
    expect(reuse).toMatchObject({ status: 400, body: { error: "invalid_grant" } });
    // The successor the client holds is revoked with the grant.
    expect(await refresh(client_id, String(rotated.body.refresh_token))).toMatchObject({
      status: 400,
      body: { error: "invalid_grant" },
    });
  });

  it("no grace for another client presenting the token", async () => {
    const { client_id, first } = await grantedClient(server);
    const other = await grantedClient(server);
    const presented = String(first.body.refresh_token);
    expect((await refresh(client_id, presented)).status).toBe(200);
    expect(await refresh(other.client_id, presented)).toMatchObject({
      status: 400,
      body: { error: "invalid_grant" },
    });
  });
});

/** A public client whose grant is for `scope` only: its id and refresh token. */
async function grantedClientWithScope(scope: string) {
  const { client_id } = await register(server);
  const { verifier, challenge } = pkce();
  const code = await approvedCode(server, client_id, challenge, "u-alice", { scope });
  const first = await token(server, {
    grant_type: "authorization_code",
    client_id,
    code,
    code_verifier: verifier,
    redirect_uri: REDIRECT,
  });
  return { client_id, refreshToken: String(first.body.refresh_token) };
}

describe("a person with many grants (L7)", () => {
  it("300 grants from clients with long ids and names: the next code exchange is still 200, and all are listed", async () => {
    // Before, one item held a person's grants and passed DynamoDB's 400 KB here: the exchange failed with 500.
    const { grants } = server.as.provider.options;
    const clientId = `https://clients.example/${"c".repeat(1500)}`;
    for (let index = 0; index < 300; index++)
      await grants.record("u-many", {
        family: `${String(index).padStart(3, "0")}${"f".repeat(40)}`,
        clientId,
        clientName: "n".repeat(200),
        scopes: ["tools:read"],
        resource: `${server.base}/mcp`,
      });
    const { client_id } = await register(server);
    const { verifier, challenge } = pkce();
    const code = await approvedCode(server, client_id, challenge, "u-many");
    const exchange = await token(server, {
      grant_type: "authorization_code",
      client_id,
      code,
      code_verifier: verifier,
      redirect_uri: REDIRECT,
    });
    expect(exchange.status).toBe(200);
    const listed = await grants.list("u-many");
    expect(listed).toHaveLength(301);
    expect(listed.filter((grant) => grant.clientId === client_id)).toHaveLength(1);
  }, 60_000);
});
