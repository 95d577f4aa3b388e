// `npm run connect -- xero --custom-connection`: the client id and secret (from the environment or
// asked for) are checked with one client_credentials grant at the sandbox, the organisation is found
// with /connections, and all of it is stored in the encrypted token file as the secret the token
// broker serves as a Custom Connection. A refused secret stores nothing and is never repeated.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ledgerApi } from "../../lib/upstream/ledger-api";
import { connectionConfig } from "../../lib/upstream-tokens/index";
import { createTokenBroker } from "../../lib/upstream-tokens/token-broker";
import { connectCustomConnection } from "../../local/connect-custom-connection";
import { type LedgerSandbox, startLedgerSandbox } from "../../local/sandbox/ledger/index";
import { TokenFile, tokenFileLocation } from "../../local/token-file";

let sandbox: LedgerSandbox;
let folder: string;
beforeAll(async () => {
  sandbox = await startLedgerSandbox();
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  sandbox.reset();
  folder = await mkdtemp(join(tmpdir(), "agent-tools-custom-connection-"));
});
afterEach(() => rm(folder, { recursive: true, force: true }));

const SECRET_ID = "agent-tools/local/ledger";

function environment(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    LOCAL_TOKEN_FILE: join(folder, "connections.enc"),
    LOCAL_TOKEN_PASSPHRASE: "a passphrase for this test",
    LEDGER_TOKEN_ENDPOINT: sandbox.oauth.tokenUrl,
    LEDGER_API_BASE_URL: sandbox.url,
    ...extra,
  };
}

async function stored(env: NodeJS.ProcessEnv): Promise<Record<string, string>> {
  return (await TokenFile.open(tokenFileLocation(env))).read();
}

describe("connect --custom-connection", () => {
  it("asks for what the environment lacks (the secret hidden), checks it, and stores the connection", async () => {
    const env = environment();
    const asked: [string, boolean][] = [];
    const { clientId, clientSecret } = sandbox.oauth.customConnection;
    const connected = await connectCustomConnection({
      env,
      ask: async (question, hidden) => {
        asked.push([question, hidden]);
        return hidden ? clientSecret : `${clientId}\n`;
      },
    });
    expect(asked.map(([, hidden]) => hidden)).toEqual([false, true]);
    expect(connected).toEqual({
      path: env.LOCAL_TOKEN_FILE,
      secretId: SECRET_ID,
      tenantId: sandbox.tenants.primary,
    });
    const secret = JSON.parse((await stored(env))[SECRET_ID] as string);
    expect(secret).toMatchObject({
      client_id: clientId,
      client_secret: clientSecret,
      token_endpoint: sandbox.oauth.tokenUrl,
      tenant_id: sandbox.tenants.primary,
    });
    expect(sandbox.oauth.clientCredentialsGrants()).toBe(1);

    // The stored entry is what the family functions read: a Custom Connection.
    const source = createTokenBroker({
      secrets: { read: async () => JSON.stringify(secret), write: async () => {} },
    }).sourceFor(connectionConfig(ledgerApi, SECRET_ID, {}));
    const token = await source.get();
    const listed = await fetch(`${sandbox.url}/Invoices`, {
      headers: {
        authorization: `Bearer ${token}`,
        "xero-tenant-id": sandbox.tenants.primary,
        accept: "application/json",
      },
    });
    expect(listed.status).toBe(200);
  });

  it("takes LEDGER_CLIENT_ID / LEDGER_CLIENT_SECRET without asking", async () => {
    const { clientId, clientSecret } = sandbox.oauth.customConnection;
    const env = environment({ LEDGER_CLIENT_ID: clientId, LEDGER_CLIENT_SECRET: clientSecret });
    const connected = await connectCustomConnection({
      env,
      ask: () => Promise.reject(new Error("nothing should be asked")),
    });
    expect(connected.tenantId).toBe(sandbox.tenants.primary);
  });

  it("a wrong secret stores nothing and is not repeated; empty answers and plain http elsewhere are refused", async () => {
    const env = environment({
      LEDGER_CLIENT_ID: "sandbox-xero-custom-connection",
      LEDGER_CLIENT_SECRET: "typo-secret-77",
    });
    const error = await connectCustomConnection({ env, ask: async () => "" }).catch(
      (thrown: Error) => thrown,
    );
    expect(String(error)).toMatch(
      /refused the client id sandbox-xero-custom-connection or its secret \(invalid_client\)/,
    );
    expect(String(error)).not.toContain("typo-secret-77");
    expect((await stored(env))[SECRET_ID]).toBeUndefined();

    await expect(connectCustomConnection({ env: environment(), ask: async () => " " })).rejects.toThrow(
      "A Custom Connection needs its client id and client secret.",
    );
    await expect(
      connectCustomConnection({
        env: environment({ LEDGER_TOKEN_ENDPOINT: "http://identity.example.com/connect/token" }),
        ask: async () => "x",
      }),
    ).rejects.toThrow(/^LEDGER_TOKEN_ENDPOINT must be https/);
  });
});
