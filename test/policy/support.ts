// Shared set-up of the policy tests: dynalite (idempotency and policy tables), a Secrets Manager
// fake holding a token set per person and toolkit, and one upstream that records every request, so
// a test can show that a refused call never left the function.
import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { setPolicy } from "../../lib/policy/admin";
import type { ToolPolicy } from "../../lib/policy/rules";
import { resetPolicyCache } from "../../lib/policy/store";
import { ToolError } from "../../lib/runtime/errors";
import { resetTokenCaches } from "../../lib/upstream-tokens/index";
import { localCredentials } from "../../local/credentials";
import { type LocalDynamo, startLocalDynamo } from "../../local/dynamodb";
import { startSecretsManagerFake } from "../../local/secrets-manager";
import { startFaultServer } from "../support/fault-server";

export { eventBridgeEvent } from "../support/events";

export const POLICY_TABLE = "test-policies";
export const PEOPLE = ["u-alice", "u-bob"] as const;
export const TENANT_A = "11111111-1111-4111-8111-111111111111";
export const TENANT_B = "22222222-2222-4222-8222-222222222222";

export async function startPolicyWorld() {
  const secrets = await startSecretsManagerFake(
    Object.fromEntries(
      PEOPLE.flatMap((person) => [
        [`agent-tools/tasks/${person}`, JSON.stringify({ access_token: `${person}-tasks-token-0123456789` })],
        [
          `agent-tools/ledger/${person}`,
          JSON.stringify({ access_token: `${person}-ledger-token-0123456789` }),
        ],
      ]),
    ),
  );
  const upstream = await startFaultServer((request) => ({
    headers: { "content-type": "application/json" },
    body: request.method === "GET" ? "[]" : JSON.stringify({ id: "p1", name: "x" }),
  }));
  const dynamo: LocalDynamo = await startLocalDynamo();
  await dynamo.createTable(POLICY_TABLE);
  Object.assign(process.env, {
    AWS_REGION: "us-east-1",
    AWS_ACCESS_KEY_ID: localCredentials().accessKeyId,
    AWS_SECRET_ACCESS_KEY: localCredentials().secretAccessKey,
    AWS_ENDPOINT_URL_SECRETS_MANAGER: secrets.endpoint,
    TASKS_API_BASE_URL: upstream.url,
    LEDGER_API_BASE_URL: upstream.url,
    TASKS_TOKEN_SECRET_ID: "agent-tools/tasks/{connection}",
    LEDGER_TOKEN_SECRET_ID: "agent-tools/ledger/{connection}",
    POLICY_TABLE,
  });
  delete process.env.TASKS_API_ACCESS_TOKEN;
  delete process.env.LEDGER_API_ACCESS_TOKEN;
  delete process.env.AWS_SESSION_TOKEN;
  delete process.env.AWS_PROFILE;
  delete process.env.READ_ONLY;
  dynamo.configure(process.env);
  const admin = new DynamoDBClient({
    endpoint: dynamo.endpoint,
    region: "us-east-1",
    credentials: localCredentials(),
  });
  return {
    upstream,
    dynamo,
    admin,
    /** Sets a policy as `npm run policy -- set` does, and forgets the cached ones (no 30 s wait). */
    async policy(principal: string, policy: ToolPolicy) {
      await setPolicy(admin, POLICY_TABLE, principal, policy);
      resetPolicyCache();
    },
    reset() {
      resetTokenCaches();
      resetPolicyCache();
      upstream.requests.length = 0;
    },
    async close() {
      admin.destroy();
      await Promise.all([secrets.close(), upstream.close(), dynamo.close()]);
    },
  };
}

/** The handler's answer, or the typed error a non-HTTP invoke throws. */
export async function outcomeOf(run: () => Promise<unknown>): Promise<unknown> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ToolError) return error;
    throw error;
  }
}

export function httpEvent(tool: string, connection: string, body: unknown = {}, scope?: string) {
  return {
    httpMethod: "POST",
    path: `/tools/${tool}`,
    resource: "/tools/{toolName}",
    pathParameters: { toolName: tool },
    headers: {},
    body: JSON.stringify(body),
    requestContext: { authorizer: { connection, principalId: connection, ...(scope ? { scope } : {}) } },
  };
}

export function mcpEvent(
  connection: string,
  method: string,
  params: unknown,
  query: Record<string, string[]> | null = null,
) {
  return {
    httpMethod: "POST",
    path: "/mcp",
    headers: { "content-type": "application/json", accept: "application/json, text/event-stream" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
    isBase64Encoded: false,
    multiValueQueryStringParameters: query,
    requestContext: { authorizer: { connection, principalId: connection } } as never,
  };
}
