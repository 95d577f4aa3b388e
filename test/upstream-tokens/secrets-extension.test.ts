// Token reads through AWS's Parameters and Secrets Lambda Extension (its loopback endpoint, faked
// beside the Secrets Manager protocol fake): a read goes through the extension and makes no SDK
// call; anything the extension does not answer cleanly falls back to the SDK, whose errors name the
// cause. The extension's cache is off, so every read, a refresh's too, sees the stored set.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ToolError } from "../../lib/runtime/errors";
import { resetSecretsClient, SecretCache } from "../../lib/upstream-tokens/secrets-manager";
import { localCredentials } from "../../local/credentials";
import { type SecretsManagerFake, startSecretsManagerFake } from "../../local/secrets-manager";

let secrets: SecretsManagerFake;
const saved = { ...process.env };
const TTL = 60_000;
const ANN = "agent-tools/tasks/u-ann";

beforeAll(async () => {
  secrets = await startSecretsManagerFake(
    { [ANN]: '{"access_token":"ann-token-1"}' },
    { sessionToken: "session-token" },
  );
  Object.assign(process.env, {
    AWS_REGION: "us-east-1",
    AWS_ACCESS_KEY_ID: localCredentials().accessKeyId,
    AWS_SECRET_ACCESS_KEY: localCredentials().secretAccessKey,
    AWS_SESSION_TOKEN: "session-token",
    AWS_ENDPOINT_URL_SECRETS_MANAGER: secrets.endpoint,
  });
  resetSecretsClient();
});
afterAll(async () => {
  process.env = saved;
  resetSecretsClient();
  await secrets.close();
});
beforeEach(() => {
  secrets.calls.length = 0;
  process.env.PARAMETERS_SECRETS_EXTENSION_HTTP_PORT = new URL(secrets.endpoint).port;
});

const through = (target: string) => secrets.calls.filter((call) => call.target === target).length;

describe("secret reads with the Parameters and Secrets extension", () => {
  it("reads through the extension, a refresh's current read too, with no SDK call", async () => {
    const cache = new SecretCache();
    expect(await cache.read(ANN, TTL)).toBe('{"access_token":"ann-token-1"}');
    expect(await cache.readFresh(ANN, TTL)).toBe('{"access_token":"ann-token-1"}');
    expect(through("extension.GetSecretValue")).toBe(2);
    expect(through("secretsmanager.GetSecretValue")).toBe(0);
  });

  it("falls back to Secrets Manager when the extension has no answer: a missing secret is not-connected", async () => {
    const cache = new SecretCache();
    const missing = await cache.read("agent-tools/tasks/u-nobody", TTL).catch((error: unknown) => error);
    expect(missing).toBeInstanceOf(ToolError);
    expect((missing as ToolError).details).toEqual({ reason: "not-connected" });
    expect(through("extension.GetSecretValue")).toBe(1);
    expect(through("secretsmanager.GetSecretValue")).toBe(1);
  });

  it("falls back to Secrets Manager when the extension is not listening, or not configured", async () => {
    process.env.PARAMETERS_SECRETS_EXTENSION_HTTP_PORT = "1"; // nothing listens there
    expect(await new SecretCache().read(ANN, TTL)).toContain("ann-token-1");
    delete process.env.PARAMETERS_SECRETS_EXTENSION_HTTP_PORT;
    expect(await new SecretCache().read(ANN, TTL)).toContain("ann-token-1");
    expect(through("extension.GetSecretValue")).toBe(0);
    expect(through("secretsmanager.GetSecretValue")).toBe(2);
  });

  it("sends the function's session token: without the right one the extension refuses, and the SDK reads", async () => {
    process.env.AWS_SESSION_TOKEN = "another-session";
    try {
      expect(await new SecretCache().read(ANN, TTL)).toContain("ann-token-1");
      expect(through("extension.GetSecretValue")).toBe(1);
      expect(through("secretsmanager.GetSecretValue")).toBe(1);
    } finally {
      process.env.AWS_SESSION_TOKEN = "session-token";
    }
  });
});
