// DPoP at the token endpoint (RFC 9449 §5): a proof binds the access token to its key (cnf.jkt,
// token_type DPoP); a public client's refresh token is bound too and needs the same key's proof
// each time, a confidential client's is not (it authenticates itself); a bad proof is
// invalid_dpop_proof and issues nothing; without a proof the client gets bearer tokens.
import * as oauth from "oauth4webapi";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
let as: oauth.AuthorizationServer;
const insecure = { [oauth.allowInsecureRequests]: true } as const;
beforeAll(async () => {
  server = await startProtocolServer();
  as = { issuer: server.base, token_endpoint: `${server.base}/token` };
});
afterAll(() => server?.close());

/** A client's code exchange made by oauth4webapi with `dpop`'s proofs. */
async function exchangeWithProof(
  method: "none" | "client_secret_post",
  dpop: (client: oauth.Client) => oauth.DPoPHandle,
) {
  const registered = await register(server, { token_endpoint_auth_method: method });
  const client: oauth.Client = { client_id: registered.client_id };
  const auth = registered.client_secret ? oauth.ClientSecretPost(registered.client_secret) : oauth.None();
  const { verifier, challenge } = pkce();
  const code = await approvedCode(server, client.client_id, challenge);
  const handle = dpop(client);
  const callback = new URL(REDIRECT);
  callback.searchParams.set("code", code);
  callback.searchParams.set("iss", server.base);
  const params = oauth.validateAuthResponse(as, client, callback, oauth.skipStateCheck);
  const response = await oauth.authorizationCodeGrantRequest(as, client, auth, params, REDIRECT, verifier, {
    DPoP: handle,
    ...insecure,
  });
  return { client, auth, handle, tokens: await oauth.processAuthorizationCodeResponse(as, client, response) };
}

describe("DPoP at the token endpoint", () => {
  it("binds the access token to the proof's key", async () => {
    const key = await oauth.generateKeyPair("ES256");
    const { handle, tokens } = await exchangeWithProof("none", (client) => oauth.DPoP(client, key));
    expect(tokens.token_type).toBe("dpop");
    const access = await server.as.tokens.verify(tokens.access_token, [`${server.base}/mcp`]);
    expect((access as { jkt?: string }).jkt).toBe(await handle.calculateThumbprint());
  });

  it("a confidential client's refresh token is not bound: refreshing without a proof gives bearer tokens", async () => {
    const key = await oauth.generateKeyPair("ES256");
    const { client, auth, tokens } = await exchangeWithProof("client_secret_post", (c) => oauth.DPoP(c, key));
    const response = await oauth.refreshTokenGrantRequest(
      as,
      client,
      auth,
      tokens.refresh_token as string,
      insecure,
    );
    const refreshed = await oauth.processRefreshTokenResponse(as, client, response);
    expect(refreshed.token_type).toBe("bearer");
  });

  it("a proof that is no signed JWT: invalid_dpop_proof, no token, the code not spent", async () => {
    const { client_id } = await register(server);
    const { verifier, challenge } = pkce();
    const code = await approvedCode(server, client_id, challenge);
    const exchange = {
      grant_type: "authorization_code",
      client_id,
      code,
      code_verifier: verifier,
      redirect_uri: REDIRECT,
    };
    for (const proof of ["not-a-jwt", "a.b.c"]) {
      const refused = await token(server, exchange, { dpop: proof });
      expect(refused).toMatchObject({ status: 400, body: { error: "invalid_dpop_proof" } });
      expect(refused.body.access_token).toBeUndefined();
    }
    // Refused before the code was spent: the exchange without a proof still works, as bearer.
    expect(await token(server, exchange)).toMatchObject({ status: 200, body: { token_type: "Bearer" } });
  });
});
