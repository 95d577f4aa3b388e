// scripts/put-token-secret.ts with the real SDK client against the Secrets Manager fake: creates or
// updates a secret from stdin, writes the documented format, and never prints a secret value.
import { execFile } from "node:child_process";
import { Readable } from "node:stream";
import { promisify } from "node:util";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { parseTokenSet } from "../../lib/upstream-tokens/token-set";
import { localCredentials } from "../../local/credentials";
import { type SecretsManagerFake, startSecretsManagerFake } from "../../local/secrets-manager";
import { putTokenSecret } from "../../scripts/put-token-secret";

const RESPONSE = {
  access_token: "xero-access-pasted-0123456789",
  refresh_token: "xero-refresh-pasted-0123456789",
  expires_in: 1800,
  token_type: "Bearer",
  scope: "offline_access accounting.transactions",
};
const CLIENT = { client_id: "client-id-pasted", client_secret: "client-secret-pasted-0123456789" };

let secrets: SecretsManagerFake;
beforeAll(async () => {
  secrets = await startSecretsManagerFake({});
  Object.assign(process.env, {
    AWS_REGION: "us-east-1",
    AWS_ACCESS_KEY_ID: localCredentials().accessKeyId,
    AWS_SECRET_ACCESS_KEY: localCredentials().secretAccessKey,
    AWS_ENDPOINT_URL_SECRETS_MANAGER: secrets.endpoint,
  });
});
afterAll(() => secrets.close());
beforeEach(() => {
  secrets.calls.length = 0;
});

async function run(argv: string[], stdin: string) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await putTokenSecret(argv, {
    stdin: Readable.from([stdin]),
    stdout: { write: (text: string) => out.push(text) },
    stderr: { write: (text: string) => err.push(text) },
  });
  return { code, stdout: out.join(""), stderr: err.join("") };
}

const noSecretIn = (text: string) => {
  for (const value of [RESPONSE.access_token, RESPONSE.refresh_token, CLIENT.client_secret]) {
    expect(text).not.toContain(value);
  }
};

describe("npm run secrets:put", () => {
  it("creates a connection's secret from a pasted token response", async () => {
    const before = Date.now();
    const result = await run(
      ["--secret-id", "agent-tools/ledger/acme", "--client-secret-id", "agent-tools/ledger/oauth-client"],
      JSON.stringify(RESPONSE),
    );
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(
      /^Created secret agent-tools\/ledger\/acme \(version .+\): access token, refresh token, expires /,
    );
    noSecretIn(result.stdout + result.stderr);
    expect(secrets.calls.map((call) => call.target)).toEqual([
      "secretsmanager.DescribeSecret",
      "secretsmanager.CreateSecret",
    ]);

    const stored = JSON.parse(secrets.secrets["agent-tools/ledger/acme"] ?? "{}");
    expect(stored).toMatchObject({
      access_token: RESPONSE.access_token,
      refresh_token: RESPONSE.refresh_token,
      client: { secret_id: "agent-tools/ledger/oauth-client" },
    });
    const set = parseTokenSet(secrets.secrets["agent-tools/ledger/acme"], "acme");
    expect(set.expiresAt).toBeGreaterThanOrEqual(before + 1800_000);
    expect(set.expiresAt).toBeLessThan(Date.now() + 1801_000);
  });

  it("updates an existing secret with PutSecretValue (a new version)", async () => {
    const updated = { ...RESPONSE, access_token: "xero-access-second-0123456789" };
    const result = await run(
      ["--secret-id", "agent-tools/ledger/acme", "--client-secret-id", "agent-tools/ledger/oauth-client"],
      JSON.stringify(updated),
    );
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Updated secret agent-tools\/ledger\/acme/);
    expect(secrets.calls.map((call) => call.target)).toEqual([
      "secretsmanager.DescribeSecret",
      "secretsmanager.PutSecretValue",
    ]);
    expect(secrets.versions("agent-tools/ledger/acme")).toHaveLength(2);
    expect(parseTokenSet(secrets.secrets["agent-tools/ledger/acme"], "acme").accessToken).toBe(
      updated.access_token,
    );
  });

  it("stores the shared OAuth client secret", async () => {
    const result = await run(
      ["--secret-id", "agent-tools/ledger/oauth-client", "--oauth-client"],
      JSON.stringify(CLIENT),
    );
    expect(result.code).toBe(0);
    noSecretIn(result.stdout + result.stderr);
    expect(JSON.parse(secrets.secrets["agent-tools/ledger/oauth-client"] ?? "{}")).toEqual(CLIENT);
  });

  it("stores a bare TickTick token as {access_token}", async () => {
    const result = await run(["--secret-id", "agent-tools/tasks/alice"], "tt-bare-token-0123456789\n");
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/access token, no refresh token\.$/m);
    expect(parseTokenSet(secrets.secrets["agent-tools/tasks/alice"], "alice")).toMatchObject({
      accessToken: "tt-bare-token-0123456789",
      refreshToken: undefined,
    });
  });

  it("refuses bad input and a missing --secret-id without writing", async () => {
    expect((await run([], JSON.stringify(RESPONSE))).code).toBe(2);
    const broken = await run(["--secret-id", "x"], `{"refresh_token": "${RESPONSE.refresh_token}"`);
    expect(broken.code).toBe(2);
    noSecretIn(broken.stderr);
    const noClient = await run(["--secret-id", "x", "--oauth-client"], JSON.stringify({ client_id: "a" }));
    expect(noClient.code).toBe(1);
    expect(secrets.calls).toHaveLength(0);
  });

  it("runs as a command: stdin in, a summary out, nothing secret printed", async () => {
    const child = promisify(execFile)(
      "node_modules/.bin/tsx",
      ["scripts/put-token-secret.ts", "--secret-id", "agent-tools/ledger/cli"],
      {
        env: process.env,
      },
    );
    child.child.stdin?.end(JSON.stringify(RESPONSE));
    const { stdout, stderr } = await child;
    expect(stdout).toMatch(/^Created secret agent-tools\/ledger\/cli/);
    expect(stderr).toMatch(/no --client-secret-id/);
    noSecretIn(stdout + stderr);
    expect(parseTokenSet(secrets.secrets["agent-tools/ledger/cli"], "cli").refreshToken).toBe(
      RESPONSE.refresh_token,
    );
  });
});
