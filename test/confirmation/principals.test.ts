// Two people behind one function (`{connection}` in TASKS_TOKEN_SECRET_ID, as behind the OAuth front
// door): a token one was given does not confirm the other's call over HTTP. The key comes from a
// Secrets Manager secret (the in-process fake), read once per container, and a previous key still
// verifies during a rotation.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { handler } from "../../functions/tasks";
import { resetSigningKeys } from "../../lib/confirmation/keys";
import { issueToken } from "../../lib/confirmation/token";
import { resetTokenCaches } from "../../lib/upstream-tokens/index";
import { localCredentials } from "../../local/credentials";
import { lambdaContext } from "../../local/lambda-context";
import { type SecretsManagerFake, startSecretsManagerFake } from "../../local/secrets-manager";
import { captureOutput } from "../support/captured-output";
import { startFaultServer } from "../support/fault-server";

const TOOL = "TasksApi.DeleteTasksProject";
const TOKENS = { acme: "acme-token-0123456789", globex: "globex-token-0123456789" };
const KEY_SECRET = "agent-tools/confirmation-key";
const [CURRENT, PREVIOUS] = ["c".repeat(40), "p".repeat(40)];
const PROJECT = { id: "p1", name: "Launch plan", closed: false };

let secrets: SecretsManagerFake;
let upstream: Awaited<ReturnType<typeof startFaultServer>>;

beforeAll(async () => {
  secrets = await startSecretsManagerFake({
    "agent-tools/tasks/acme": TOKENS.acme,
    "agent-tools/tasks/globex": TOKENS.globex,
    [KEY_SECRET]: `${CURRENT} ${PREVIOUS}`,
  });
  upstream = await startFaultServer((request) =>
    request.method === "GET" ? { body: JSON.stringify(PROJECT) } : { body: "" },
  );
  Object.assign(process.env, {
    AWS_REGION: "us-east-1",
    AWS_ACCESS_KEY_ID: localCredentials().accessKeyId,
    AWS_SECRET_ACCESS_KEY: localCredentials().secretAccessKey,
    AWS_ENDPOINT_URL_SECRETS_MANAGER: secrets.endpoint,
    TASKS_API_BASE_URL: upstream.url,
    TASKS_TOKEN_SECRET_ID: "agent-tools/tasks/{connection}",
    CONFIRMATION_KEY_SECRET_ID: KEY_SECRET,
    CONFIRM_DESTRUCTIVE: "on",
  });
  delete process.env.TASKS_API_ACCESS_TOKEN;
});
afterAll(async () => {
  await secrets?.close();
  await upstream?.close();
});
beforeEach(() => {
  resetTokenCaches();
  resetSigningKeys();
  secrets.calls.length = 0;
  upstream.requests.length = 0;
});

function post(connection: string, token?: string) {
  return handler(
    {
      httpMethod: "POST",
      path: `/tools/${TOOL}`,
      resource: "/tools/{toolName}",
      pathParameters: { toolName: TOOL },
      headers: token === undefined ? {} : { "Confirmation-Token": token },
      body: JSON.stringify({ project_id: PROJECT.id }),
      requestContext: { authorizer: { connection } },
    },
    lambdaContext("test-confirmation"),
  ) as Promise<{ statusCode: number; body: string }>;
}

const deletes = () => upstream.requests.filter((request) => request.method === "DELETE");
const keyReads = () => secrets.calls.filter((call) => call.secretId === KEY_SECRET);

describe("a token and the person it was given to", () => {
  it("confirms only that person's call: another connection is refused, nothing is deleted", async () => {
    const asked = await post("acme");
    expect(asked.statusCode).toBe(200);
    const answer = JSON.parse(asked.body).result;
    expect(answer.wouldRemove.current).toEqual(PROJECT);
    // The record was read as acme, with acme's token.
    expect(upstream.requests.map((request) => request.headers.authorization)).toEqual([
      `Bearer ${TOKENS.acme}`,
    ]);

    const stolen = await post("globex", answer.confirmationToken);
    expect(stolen.statusCode).toBe(403);
    expect(JSON.parse(stolen.body).error.message).toMatch(/Confirmation refused \(other-principal\)/);
    expect(deletes()).toHaveLength(0);

    const confirmed = await post("acme", answer.confirmationToken);
    expect(confirmed.statusCode).toBe(200);
    expect(deletes().map((request) => request.headers.authorization)).toEqual([`Bearer ${TOKENS.acme}`]);
    // One read of the key for the three calls: cached per container.
    expect(keyReads()).toHaveLength(1);
  });

  it("writes neither the token nor the key to any log line, refused or confirmed", async () => {
    const output = captureOutput();
    try {
      const token = JSON.parse((await post("acme")).body).result.confirmationToken as string;
      await post("globex", token);
      await post("acme", `${token}x`);
      await post("acme", token);
      const text = output.text();
      expect(text).toMatch(/"confirmation":"asked"/);
      expect(text).toMatch(/"confirmation":"refused-other-principal"/);
      expect(text).toMatch(/"confirmation":"confirmed"/);
      for (const secret of [
        token.split(".")[2] as string,
        token.split(".")[1] as string,
        CURRENT,
        PREVIOUS,
      ]) {
        expect(text).not.toContain(secret);
      }
    } finally {
      output.restore();
    }
    expect(deletes()).toHaveLength(1);
  });

  it("verifies a token signed with the previous key during a rotation, and refuses one from another key", async () => {
    const call = { tool: TOOL, principal: "acme", input: { project_id: PROJECT.id } };
    const old = issueToken(call, [Buffer.from(PREVIOUS)], Date.now()).token;
    expect((await post("acme", old)).statusCode).toBe(200);
    const foreign = issueToken(call, [Buffer.from("f".repeat(40))], Date.now()).token;
    const refused = await post("acme", foreign);
    expect(refused.statusCode).toBe(403);
    expect(JSON.parse(refused.body).error.message).toMatch(/\(signature\)/);
    expect(deletes()).toHaveLength(1);
  });

  it("a key secret shorter than 32 characters fails the call and deletes nothing", async () => {
    const { PutSecretValueCommand, SecretsManagerClient } = await import("@aws-sdk/client-secrets-manager");
    const client = new SecretsManagerClient({});
    await client.send(new PutSecretValueCommand({ SecretId: KEY_SECRET, SecretString: "short" }));
    try {
      const failed = await post("acme");
      expect(failed.statusCode).toBe(500);
      expect(JSON.parse(failed.body).error.message).toMatch(/at least 32 characters/);
      expect(deletes()).toHaveLength(0);
    } finally {
      await client.send(
        new PutSecretValueCommand({ SecretId: KEY_SECRET, SecretString: `${CURRENT} ${PREVIOUS}` }),
      );
    }
  });
});
