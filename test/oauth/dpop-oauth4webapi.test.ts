// DPoP as a certified client does it: oauth4webapi makes the proofs, over real HTTP (127.0.0.1),
// against a token endpoint and a resource that use lib/oauth/dpop.ts exactly as ours do. The token
// comes back bound to the client's key; the resource serves it with the client's proofs and refuses
// it with another key's or as Bearer, in challenges the client parses.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import * as oauth from "oauth4webapi";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  checkSenderConstraint,
  DPOP_SIGNING_ALGS,
  dpopReplayStore,
  InvalidDpopProof,
  verifyDpopProof,
} from "../../lib/oauth/dpop";
import { OAuthStore, randomToken } from "../../lib/oauth/store";
import { localCredentials } from "../../local/credentials";
import { startDynalite } from "../support/dynalite";

let dynamo: Awaited<ReturnType<typeof startDynalite>>;
let server: Server;
let base: string;
/** The key each issued token is bound to, as the token's `cnf.jkt` would say. */
const boundTo = new Map<string, string>();

beforeAll(async () => {
  dynamo = await startDynalite();
  const store = new OAuthStore(
    dynamo.tableName,
    new DynamoDBClient({
      endpoint: dynamo.endpoint,
      region: "us-east-1",
      credentials: localCredentials(),
    }),
  );
  const replay = dpopReplayStore(store);
  server = createServer(async (request, response) => {
    const url = `${base}${request.url ?? "/"}`;
    const dpop = request.headers.dpop as string | undefined;
    for await (const _ of request);
    if (request.url === "/token") {
      try {
        if (!dpop) throw new InvalidDpopProof("A DPoP proof is required here.");
        const { jkt } = await verifyDpopProof(dpop, { method: request.method ?? "", url }, replay);
        const accessToken = randomToken();
        boundTo.set(accessToken, jkt);
        response.writeHead(200, { "content-type": "application/json", "cache-control": "no-store" });
        response.end(JSON.stringify({ access_token: accessToken, token_type: "DPoP", expires_in: 60 }));
      } catch (error) {
        const message = error instanceof InvalidDpopProof ? error.message : "server error";
        response.writeHead(400, { "content-type": "application/json" });
        response.end(JSON.stringify({ error: "invalid_dpop_proof", error_description: message }));
      }
      return;
    }
    const token = /^\S+ (\S+)$/.exec(request.headers.authorization ?? "")?.[1] ?? "";
    const answer = await checkSenderConstraint(
      { jkt: boundTo.get(token) },
      { method: request.method ?? "", url, authorization: request.headers.authorization, dpop },
      replay,
    );
    if (answer.ok) {
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify({ served: true }));
    } else {
      response.writeHead(answer.status, { "www-authenticate": answer.wwwAuthenticate });
      response.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await dynamo.close();
});

const client: oauth.Client = { client_id: "dpop-client" };
const insecure = { [oauth.allowInsecureRequests]: true } as const;

async function tokenFor(dpop: oauth.DPoPHandle): Promise<oauth.TokenEndpointResponse> {
  const as: oauth.AuthorizationServer = { issuer: base, token_endpoint: `${base}/token` };
  const response = await oauth.refreshTokenGrantRequest(as, client, oauth.None(), "a-refresh-token", {
    DPoP: dpop,
    ...insecure,
  });
  return oauth.processRefreshTokenResponse(as, client, response);
}

function callResource(accessToken: string, dpop?: oauth.DPoPHandle): Promise<Response> {
  return oauth.protectedResourceRequest(
    accessToken,
    "POST",
    new URL(`${base}/mcp?x=1`),
    new Headers(),
    "{}",
    {
      DPoP: dpop,
      ...insecure,
    },
  );
}

async function challengeOf(call: Promise<Response>): Promise<oauth.WWWAuthenticateChallenge[]> {
  const failure = await call.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(failure).toBeInstanceOf(oauth.WWWAuthenticateChallengeError);
  return (failure as oauth.WWWAuthenticateChallengeError).cause;
}

describe("oauth4webapi's DPoP proofs against lib/oauth/dpop.ts", () => {
  it.each([
    ["ES256", "ES256"],
    ["EdDSA", "Ed25519"],
    ["PS256", "PS256"],
    ["RS256", "RS256"],
  ])(
    "binds a token to the client's %s key (proofs signed %s) and serves it with that key's proofs",
    async (keyAlg, proofAlg) => {
      const algs: string[] = [];
      const watch: oauth.ModifyAssertionOptions = {
        [oauth.modifyAssertion]: (header) => {
          algs.push(String(header.alg));
        },
      };
      const dpop = oauth.DPoP(client, await oauth.generateKeyPair(keyAlg), watch);
      const token = await tokenFor(dpop);
      expect(token.token_type).toBe("dpop");
      expect(boundTo.get(token.access_token)).toBe(await dpop.calculateThumbprint());
      const response = await callResource(token.access_token, dpop);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ served: true });
      expect((await callResource(token.access_token, dpop)).status).toBe(200);
      expect(algs).toEqual([proofAlg, proofAlg, proofAlg]);
      expect(DPOP_SIGNING_ALGS).toContain(proofAlg);
    },
  );

  it("serves an Ed25519 key's proofs under the older alg name EdDSA too", async () => {
    const algs: string[] = [];
    const remapEd25519: oauth.ModifyAssertionOptions = {
      [oauth.modifyAssertion]: (header) => {
        if (header.alg === "Ed25519") header.alg = "EdDSA";
        algs.push(String(header.alg));
      },
    };
    const dpop = oauth.DPoP(client, await oauth.generateKeyPair("EdDSA"), remapEd25519);
    const token = await tokenFor(dpop);
    expect((await callResource(token.access_token, dpop)).status).toBe(200);
    expect(algs).toEqual(["EdDSA", "EdDSA"]);
  });

  it("refuses the token with another key's proofs, in a challenge the client reads", async () => {
    const token = await tokenFor(oauth.DPoP(client, await oauth.generateKeyPair("ES256")));
    const thief = oauth.DPoP(client, await oauth.generateKeyPair("ES256"));
    const [challenge] = await challengeOf(callResource(token.access_token, thief));
    expect(challenge?.scheme).toBe("dpop");
    expect(challenge?.parameters).toMatchObject({
      error: "invalid_token",
      algs: DPOP_SIGNING_ALGS.join(" "),
    });
  });

  it("refuses the bound token presented as Bearer", async () => {
    const token = await tokenFor(oauth.DPoP(client, await oauth.generateKeyPair("ES256")));
    const [challenge] = await challengeOf(callResource(token.access_token));
    expect(challenge?.scheme).toBe("dpop");
    expect(challenge?.parameters.error).toBe("invalid_token");
    expect(challenge?.parameters.error_description).toMatch(/DPoP-bound/);
  });
});
