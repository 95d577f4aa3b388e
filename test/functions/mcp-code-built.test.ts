// Code mode's trust rules with the BUILT functions (bundled as deployed): the mcp function runs a
// script whose inner calls reach the built tasks function through a local Lambda peer (SigV4
// checked), against the tasks sandbox. A policy's deny, confirmation before a delete (the script's
// token signed with the key from Secrets Manager, as deployed) and READ_ONLY hold inside a script.
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { setPolicy } from "../../lib/policy/admin";
import { lambdaContext } from "../../local/lambda-context";
import { type LambdaPeer, startLambdaPeer } from "../../local/lambda-peer";
import { type SecretsManagerFake, startSecretsManagerFake } from "../../local/secrets-manager";
import { type LocalUpstreams, startLocalUpstreams } from "../../local/stack";
import { buildFunction } from "../../scripts/build";
import { codeExecuteEvent } from "../support/events";
import type { Json } from "../support/json";

type Handler = (event: unknown, context?: unknown) => Promise<unknown>;
type Answer = { statusCode: number; body: string };
type Body = Json;

const KEY_SECRET = "agent-tools/confirmation-key";
// The functions serve one connection (the sandbox token); its policy is the default principal's.
const PRINCIPAL = "(default)";

let upstreams: LocalUpstreams;
let secrets: SecretsManagerFake;
let peer: LambdaPeer;
let mcp: Handler;
let admin: DynamoDBClient;

async function built(name: string): Promise<Handler> {
  const { file } = await buildFunction(join("functions", `${name}.ts`), "dist/mcp-code-path");
  return ((await import(pathToFileURL(file).href)) as { handler: Handler }).handler;
}

beforeAll(async () => {
  const env: NodeJS.ProcessEnv = { ...process.env, AWS_REGION: "us-east-1", LOG_LEVEL: "silent" };
  delete env.READ_ONLY;
  upstreams = await startLocalUpstreams(env);
  const credentials = {
    accessKeyId: String(env.AWS_ACCESS_KEY_ID),
    secretAccessKey: String(env.AWS_SECRET_ACCESS_KEY),
  };
  secrets = await startSecretsManagerFake({ [KEY_SECRET]: "k".repeat(64) }, { credentials });
  let tasks: Handler | undefined;
  peer = await startLambdaPeer(
    { "fn-tasks": (event) => tasks?.(event, lambdaContext("fn-tasks", 29_000)) },
    { credentials },
  );
  Object.assign(env, {
    FAMILIES: "tasks",
    FAMILY_FUNCTIONS: JSON.stringify({ tasks: "fn-tasks" }),
    AWS_ENDPOINT_URL_LAMBDA: peer.endpoint,
    AWS_ENDPOINT_URL_SECRETS_MANAGER: secrets.endpoint,
    CONFIRMATION_KEY_SECRET_ID: KEY_SECRET,
    CONFIRM_DESTRUCTIVE: "on",
    TOOL_FILTER: "",
  });
  for (const [name, value] of Object.entries(env))
    if (value !== undefined && process.env[name] !== value) vi.stubEnv(name, value);
  admin = new DynamoDBClient({
    endpoint: upstreams.dynamo?.endpoint,
    region: "us-east-1",
    credentials,
  });
  // Set before the first call: the built functions cache a person's policy for 30 s.
  await setPolicy(admin, String(env.POLICY_TABLE), PRINCIPAL, {
    deny: ["tool=TasksApi.UpdateProjectProperties"],
  });
  [mcp, tasks] = await Promise.all([built("mcp"), built("tasks")]);
}, 180_000);
afterAll(async () => {
  vi.unstubAllEnvs();
  admin?.destroy();
  await peer?.close();
  await secrets?.close();
  await upstreams?.close();
});

/** `execute` as API Gateway hands it to the mcp function (IAM auth: no connection named). */
async function execute(args: Body): Promise<{ isError: boolean; body: Body }> {
  const answer = (await mcp(codeExecuteEvent(args), lambdaContext("fn-mcp", 29_000))) as Answer;
  expect(answer.statusCode).toBe(200);
  const { result } = JSON.parse(answer.body);
  return { isError: result.isError === true, body: result.structuredContent };
}

const PROJECT_NAMES = "return (await tools.TasksApi.GetUserProjects({})).map((project) => project.name);";
const projectNames = async (): Promise<string[]> => (await execute({ code: PROJECT_NAMES })).body.result;
const tasksCalls = () => peer.invocations.filter((call) => call.functionName === "fn-tasks");

describe("code mode in the built mcp function, calling the built tasks function", () => {
  it("a policy's deny: the inner call is refused naming the rule, and never reaches the sandbox", async () => {
    const project = (await projectNames())[0];
    expect(project).toBeDefined();
    const { body } = await execute({
      code: `
        const [first] = await tools.TasksApi.GetUserProjects({});
        try { await tools.TasksApi.UpdateProjectProperties({ project_identifier: first.id, project_name: "Denied" }); }
        catch (error) { return [error.type, error.message]; }`,
    });
    const [type, message] = body.result as string[];
    expect(type).toBe("Forbidden");
    expect(message).toContain("TasksApi.UpdateProjectProperties");
    expect(message).toMatch(/polic/i);
    expect(await projectNames()).not.toContain("Denied");
    expect((await projectNames())[0]).toBe(project);
  });

  it("a delete asks first: the run stops with the preview and a token, and runs once confirmed", async () => {
    const code = `
      const project = await tools.TasksApi.CreateProjectInTasks({ project_name: "Built scratch" });
      await tools.TasksApi.DeleteTasksProject({ project_id: project.id });
      await tools.TasksApi.CreateProjectInTasks({ project_name: "Built after" });
      return project.id;`;
    const before = tasksCalls().length;
    const asked = await execute({ code, idempotency_key: "built-confirm-1" });
    expect(asked.body).toMatchObject({
      confirmationRequired: true,
      stoppedAt: { call: 2, tool: "TasksApi.DeleteTasksProject" },
      wouldRemove: { tool: "TasksApi.DeleteTasksProject", current: { name: "Built scratch" } },
    });
    expect(asked.body.confirmationToken).toMatch(/^ct1\./);
    // Every inner call went to the built tasks function as a signed invoke marked as code mode's.
    const inner = tasksCalls().slice(before);
    expect(inner.length).toBeGreaterThanOrEqual(2);
    expect(inner[0]?.event).toMatchObject({ tool: "TasksApi.CreateProjectInTasks", via: "code" });
    expect(await projectNames()).toContain("Built scratch");
    expect(await projectNames()).not.toContain("Built after");

    const ran = await execute({
      code,
      idempotency_key: "built-confirm-1",
      confirmation_token: asked.body.confirmationToken,
    });
    expect(ran.isError).toBe(false);
    const names = await projectNames();
    expect(names).not.toContain("Built scratch");
    expect(names.filter((name) => name === "Built after")).toHaveLength(1);
  });

  it("READ_ONLY=1: a write inside a script is refused before any invoke, and nothing is written", async () => {
    // Set after both functions started, so the script still sees the write (the listing was read at
    // the start); the host's check of each inner call reads READ_ONLY per call, as the family does.
    vi.stubEnv("READ_ONLY", "1");
    const before = tasksCalls().length;
    try {
      const { body } = await execute({
        code: `
          try { await tools.TasksApi.CreateProjectInTasks({ project_name: "Read-only breach" }); }
          catch (error) { return [error.type, error.message]; }`,
      });
      expect(body.result).toEqual([
        "Forbidden",
        "TasksApi.CreateProjectInTasks changes data, and this deployment is read-only (READ_ONLY).",
      ]);
      expect(tasksCalls().slice(before)).toEqual([]);
    } finally {
      vi.stubEnv("READ_ONLY", "");
    }
    expect(await projectNames()).not.toContain("Read-only breach");
  });
});
