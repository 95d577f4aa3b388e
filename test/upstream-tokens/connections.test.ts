// Several connections per function: `{connection}` in TASKS_TOKEN_SECRET_ID is filled from where the
// caller cannot forge it (the authorizer on HTTP; the event itself for IAM-authorised invokes, SQS and
// EventBridge). The upstream echoes nothing; it records which token each call carried.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { handler } from "../../functions/tasks";
import { CONNECTION_ROLE_PREFIX } from "../../lib/call/http-call";
import { ToolError } from "../../lib/runtime/errors";
import { resetTokenCaches } from "../../lib/upstream-tokens/index";
import { localCredentials } from "../../local/credentials";
import { lambdaContext } from "../../local/lambda-context";
import { type SecretsManagerFake, startSecretsManagerFake } from "../../local/secrets-manager";
import { startFaultServer } from "../support/fault-server";

const TEMPLATE = "agent-tools/tasks/{connection}";
const TOKENS = { acme: "acme-token-0123456789", globex: "globex-token-0123456789" };
const TOOL = "TasksApi.GetUserProjects";

let secrets: SecretsManagerFake;
let upstream: Awaited<ReturnType<typeof startFaultServer>>;

beforeAll(async () => {
  secrets = await startSecretsManagerFake({
    "agent-tools/tasks/acme": JSON.stringify({ access_token: TOKENS.acme }),
    "agent-tools/tasks/globex": TOKENS.globex,
    "agent-tools/tasks/single": JSON.stringify({ access_token: "single-token-0123456789" }),
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
  process.env.TASKS_TOKEN_SECRET_ID = TEMPLATE;
  secrets.calls.length = 0;
  upstream.requests.length = 0;
});

const sentTokens = () => upstream.requests.map((request) => request.headers.authorization);

/** The handler's answer, or the typed error a non-HTTP invoke throws. */
async function invoke(event: unknown): Promise<unknown> {
  try {
    return await handler(event, lambdaContext("test-connections"));
  } catch (error) {
    if (error instanceof ToolError) return error;
    throw error;
  }
}

function httpEvent(requestContext: Record<string, unknown>, body: unknown = {}, headers = {}) {
  return {
    httpMethod: "POST",
    path: `/tools/${TOOL}`,
    resource: "/tools/{toolName}",
    pathParameters: { toolName: TOOL },
    headers,
    body: JSON.stringify(body),
    requestContext,
  };
}

async function httpError(event: unknown) {
  const response = (await invoke(event)) as { statusCode: number; body: string };
  return { status: response.statusCode, error: JSON.parse(response.body).error };
}

describe("the caller's connection", () => {
  it("direct invoke: the event's connection picks the secret", async () => {
    await invoke({ tool: TOOL, input: {}, connection: "acme" });
    await invoke({ tool: TOOL, input: {}, connection: "globex" });
    await invoke({ tool: TOOL, input: {}, connection: "acme" });
    expect(sentTokens()).toEqual([
      `Bearer ${TOKENS.acme}`,
      `Bearer ${TOKENS.globex}`,
      `Bearer ${TOKENS.acme}`,
    ]);
    // Cached per secret: two reads for two connections.
    expect(secrets.calls.map((call) => call.secretId)).toEqual([
      "agent-tools/tasks/acme",
      "agent-tools/tasks/globex",
    ]);
  });

  it("API Gateway with a Lambda authorizer: requestContext.authorizer.connection", async () => {
    const response = (await invoke(
      httpEvent({ authorizer: { connection: "globex", principalId: "u1" } }),
    )) as {
      statusCode: number;
    };
    expect(response.statusCode).toBe(200);
    expect(sentTokens()).toEqual([`Bearer ${TOKENS.globex}`]);
  });

  it("API Gateway with a Cognito authorizer: the custom:connection claim", async () => {
    await invoke(httpEvent({ authorizer: { claims: { sub: "u2", "custom:connection": "acme" } } }));
    expect(sentTokens()).toEqual([`Bearer ${TOKENS.acme}`]);
  });

  it("API Gateway with IAM auth: the assumed role agent-tools-connection-<name>, not the session name", async () => {
    const userArn = `arn:aws:sts::123456789012:assumed-role/${CONNECTION_ROLE_PREFIX}acme/globex`;
    await invoke(httpEvent({ identity: { userArn } }));
    expect(sentTokens()).toEqual([`Bearer ${TOKENS.acme}`]);
  });

  it("API Gateway: a connection in the body or headers is never used", async () => {
    const inBody = await httpError(httpEvent({}, { connection: "acme" }));
    expect(inBody.status).toBe(400);
    expect(inBody.error.type).toBe("ValidationError");

    const inHeader = await httpError(httpEvent({}, {}, { connection: "acme", "x-connection": "acme" }));
    expect(inHeader.status).toBe(400);
    expect(inHeader.error.message).toMatch(/names none/);
    expect(upstream.requests).toHaveLength(0);
    expect(secrets.calls).toHaveLength(0);
  });

  it("SQS: each message's connection", async () => {
    const record = (messageId: string, connection: string) => ({
      messageId,
      body: JSON.stringify({ tool: TOOL, input: {}, connection }),
      eventSource: "aws:sqs",
    });
    const result = await invoke({ Records: [record("m1", "globex"), record("m2", "acme")] });
    expect(result).toEqual({ batchItemFailures: [] });
    expect(sentTokens()).toEqual([`Bearer ${TOKENS.globex}`, `Bearer ${TOKENS.acme}`]);
  });

  it("EventBridge: the detail's connection", async () => {
    await invoke({
      id: "e1",
      "detail-type": "tool call",
      source: "jobs",
      detail: { tool: TOOL, input: {}, connection: "acme" },
    });
    expect(sentTokens()).toEqual([`Bearer ${TOKENS.acme}`]);
  });
});

describe("refused connections", () => {
  it.each([
    ["a path", "../single"],
    ["a slash", "acme/../globex"],
    ["an empty name", ""],
    ["too long a name", "a".repeat(65)],
  ])("%s is a ValidationError, and no secret is read", async (_label, connection) => {
    const error = await invoke({ tool: TOOL, input: {}, connection });
    expect(error).toBeInstanceOf(ToolError);
    expect((error as ToolError).type).toBe("ValidationError");
    expect(secrets.calls).toHaveLength(0);
    expect(upstream.requests).toHaveLength(0);
  });

  it("a connection that is not a string is a ValidationError", async () => {
    const error = (await invoke({ tool: TOOL, input: {}, connection: 42 })) as ToolError;
    expect(error.type).toBe("ValidationError");
    expect(error.message).toMatch(/"connection" must be a string/);
  });

  it("a function serving several connections refuses a call naming none", async () => {
    const error = (await invoke({ tool: TOOL, input: {} })) as ToolError;
    expect(error.type).toBe("ValidationError");
    expect(error.message).toMatch(/several TickTick connections/);
  });

  it("a function serving one connection refuses a call naming another (Forbidden)", async () => {
    process.env.TASKS_TOKEN_SECRET_ID = "agent-tools/tasks/single";
    const error = (await invoke({ tool: TOOL, input: {}, connection: "acme" })) as ToolError;
    expect(error.type).toBe("Forbidden");
    expect(secrets.calls).toHaveLength(0);

    const http = await httpError(httpEvent({ authorizer: { connection: "acme" } }));
    expect(http.status).toBe(403);

    // Calls naming none use the function's own connection.
    await invoke({ tool: TOOL, input: {} });
    expect(sentTokens()).toEqual(["Bearer single-token-0123456789"]);
  });

  it("a token from the environment is one connection too", async () => {
    delete process.env.TASKS_TOKEN_SECRET_ID;
    process.env.TASKS_API_ACCESS_TOKEN = "env-token-0123456789";
    try {
      const error = (await invoke({ tool: TOOL, input: {}, connection: "acme" })) as ToolError;
      expect(error.type).toBe("Forbidden");
      expect(upstream.requests).toHaveLength(0);
    } finally {
      delete process.env.TASKS_API_ACCESS_TOKEN;
    }
  });
});
