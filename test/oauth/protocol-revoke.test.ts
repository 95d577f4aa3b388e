// The revocation endpoint against RFC 7009: revoking an access token ends its grant, so the client
// can refresh no more and the access tokens issued expire within their short lifetime (L6's part
// at this endpoint: before, /revoke answered 200 to an access token and did nothing); a token the
// server does not know, or another client's, is answered 200 and changes nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantedClient, type ProtocolServer, startProtocolServer, token } from "./protocol-support";

let server: ProtocolServer;
beforeAll(async () => {
  server = await startProtocolServer();
});
afterAll(() => server?.close());

async function revoke(form: Record<string, string>) {
  const response = await fetch(`${server.base}/revoke`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(form),
  });
  return response.status;
}

const refresh = (clientId: string, refreshToken: string) =>
  token(server, { grant_type: "refresh_token", client_id: clientId, refresh_token: refreshToken });

describe("revoking an access token", () => {
  it("ends its grant: the refresh token stops working, with or without the hint", async () => {
    const hints: Record<string, string>[] = [
      { token_type_hint: "access_token" },
      {},
      { token_type_hint: "refresh_token" },
    ];
    for (const hint of hints) {
      const { client_id, first } = await grantedClient(server);
      expect(await revoke({ client_id, token: String(first.body.access_token), ...hint })).toBe(200);
      expect(await refresh(client_id, String(first.body.refresh_token)), JSON.stringify(hint)).toMatchObject({
        status: 400,
        body: { error: "invalid_grant" },
      });
    }
  });

  it("another client's token: 200, and its grant lives", async () => {
    const owner = await grantedClient(server);
    const other = await grantedClient(server);
    expect(await revoke({ client_id: other.client_id, token: String(owner.first.body.access_token) })).toBe(
      200,
    );
    expect(await revoke({ client_id: other.client_id, token: String(owner.first.body.refresh_token) })).toBe(
      200,
    );
    expect((await refresh(owner.client_id, String(owner.first.body.refresh_token))).status).toBe(200);
  });

  it("a token the server does not know: 200; no token at all: invalid_request", async () => {
    const { client_id } = await grantedClient(server);
    for (const unknown of ["nothing", "a.b.c", "eyJhbGciOiJub25lIn0.eyJ9.", "x".repeat(3000)])
      expect(await revoke({ client_id, token: unknown })).toBe(200);
    expect(await revoke({ client_id })).toBe(400);
  });
});
