// Token retrieval with the real AWS SDK client against a local Secrets Manager protocol server:
// read once per secret and cached, both secret formats, clear errors, no read when none is needed.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { handler } from "../../functions/tasks";
import { resetTokenCaches } from "../../lib/upstream-tokens/index";
import { localCredentials } from "../../local/credentials";
import { startSecretsManagerFake } from "../../local/secrets-manager";
import { startFaultServer } from "../support/fault-server";
import { invokeDirect } from "../support/invoke";

let secrets: Awaited<ReturnType<typeof startSecretsManagerFake>>;
let upstream: Awaited<ReturnType<typeof startFaultServer>>;

beforeAll(async () => {
  secrets = await startSecretsManagerFake({
    "tasks/alice": JSON.stringify({ access_token: "alice-token-0123456789" }),
    "tasks/bob": "bob-bare-token-0123456789",
    "tasks/empty": JSON.stringify({ note: "no token here" }),
  });
  upstream = await startFaultServer(() => ({ body: "[]" }));
  Object.assign(process.env, {
    AWS_REGION: "us-east-1",
    AWS_ACCESS_KEY_ID: localCredentials().accessKeyId,
    AWS_SECRET_ACCESS_KEY: localCredentials().secretAccessKey,
    AWS_ENDPOINT_URL_SECRETS_MANAGER: secrets.endpoint,
    TASKS_API_BASE_URL: upstream.url,
  });
  delete process.env.TASKS_API_ACCESS_TOKEN;
});
afterAll(async () => {
  await secrets.close();
  await upstream.close();
});
beforeEach(() => {
  resetTokenCaches();
  secrets.calls.length = 0;
  upstream.requests.length = 0;
});

const listProjects = () => invokeDirect(handler, "TasksApi.GetUserProjects", {});
const authHeaders = () => upstream.requests.map((request) => request.headers.authorization);

describe("Secrets Manager token provider", () => {
  it("reads a secret once and reuses it for later calls", async () => {
    process.env.TASKS_TOKEN_SECRET_ID = "tasks/alice";
    for (let i = 0; i < 5; i++) expect((await listProjects()).ok).toBe(true);
    expect(secrets.calls).toEqual([{ target: "secretsmanager.GetSecretValue", secretId: "tasks/alice" }]);
    expect(new Set(authHeaders())).toEqual(new Set(["Bearer alice-token-0123456789"]));
  });

  it("shares one read among concurrent cold calls", async () => {
    process.env.TASKS_TOKEN_SECRET_ID = "tasks/alice";
    const outcomes = await Promise.all(Array.from({ length: 10 }, listProjects));
    expect(outcomes.every((outcome) => outcome.ok)).toBe(true);
    expect(secrets.calls).toHaveLength(1);
  });

  it("caches per secret: each secret is read once and its own token is sent", async () => {
    process.env.TASKS_TOKEN_SECRET_ID = "tasks/alice";
    await listProjects();
    process.env.TASKS_TOKEN_SECRET_ID = "tasks/bob";
    await listProjects();
    await listProjects();
    process.env.TASKS_TOKEN_SECRET_ID = "tasks/alice";
    await listProjects();
    expect(secrets.calls.map((call) => call.secretId)).toEqual(["tasks/alice", "tasks/bob"]);
    expect(authHeaders()).toEqual([
      "Bearer alice-token-0123456789",
      "Bearer bob-bare-token-0123456789",
      "Bearer bob-bare-token-0123456789",
      "Bearer alice-token-0123456789",
    ]);
  });

  it("a missing secret is an AuthError naming it, and is not cached", async () => {
    process.env.TASKS_TOKEN_SECRET_ID = "tasks/nobody";
    const first = await listProjects();
    const second = await listProjects();
    expect(first.ok || first.error.type).toBe("AuthError");
    expect(first.ok || first.error.message).toContain("tasks/nobody");
    expect(second.ok).toBe(false);
    expect(secrets.calls).toHaveLength(2);
    expect(upstream.requests).toHaveLength(0);
  });

  it("a secret without a token is an AuthError saying what to store", async () => {
    process.env.TASKS_TOKEN_SECRET_ID = "tasks/empty";
    const outcome = await listProjects();
    expect(outcome.ok || outcome.error.message).toMatch(/access_token/);
    expect(upstream.requests).toHaveLength(0);
  });

  it("schema mode needs no token and reads no secret", async () => {
    process.env.TASKS_TOKEN_SECRET_ID = "tasks/alice";
    const outcome = await invokeDirect(handler, "TasksApi.CreateTaskTasks", { mode: "get_request_schema" });
    expect(outcome.ok).toBe(true);
    expect(secrets.calls).toHaveLength(0);
    expect(upstream.requests).toHaveLength(0);
  });
});
