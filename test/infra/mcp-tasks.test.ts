// MCP tasks' infrastructure (infra/constructs/mcp-tasks.ts): the tasks table and the `mcp-tasks`
// runner by default, none of it with `-c mcpTasks=false`; the grants of the runner and the mcp
// function exactly; and the runner's timeout and queue age as the backend counts its deadline.
import { Validations } from "aws-cdk-lib";
import type { Template } from "aws-cdk-lib/assertions";
import { AwsSolutionsChecks } from "cdk-nag";
import { describe, expect, it } from "vitest";
import { buildApp } from "../../infra/stack";
import type { Family } from "../../lib/catalog/index";
import { lambdaTaskBackend, QUEUE_ALLOWANCE_MS } from "../../lib/mcp/tasks-extension/backend";
import { statementsOf, synthesize } from "./synth";

type Resource = ReturnType<Template["findResources"]>[string];
const idOf = (
  stack: { getLogicalId(element: never): string },
  construct: { node: { defaultChild?: unknown } },
) => stack.getLogicalId(construct.node.defaultChild as never);

function tasksOf(families?: Family[], context: Record<string, unknown> = {}) {
  const { root, stack } = synthesize(families, context);
  const resources = root.toJSON().Resources as Record<string, Resource>;
  const tasks = stack.mcpTasks;
  if (!tasks) throw new Error("no MCP tasks in the stack");
  const ids = {
    table: idOf(stack, tasks.table),
    runner: idOf(stack, tasks.runner.function),
    runnerRole: idOf(stack, tasks.runner.role),
    mcp: idOf(stack, stack.mcp.function),
    mcpRole: idOf(stack, stack.mcp.role),
    bucket: idOf(stack, stack.results.bucket),
    families: Object.values(stack.functions).map((fn) => idOf(stack, fn)),
  };
  return { root, stack, resources, ids };
}

/** A role's statements beyond the house ones every function has (its log group, X-Ray). */
function grantsOf(root: Template, roleId: string) {
  const policies = root.findResources("AWS::IAM::Policy", { Properties: { Roles: [{ Ref: roleId }] } });
  return statementsOf(root)
    .filter((statement) => statement.policy in policies)
    .filter((statement) => !statement.actions.every((action) => /^(logs|xray):/.test(action)))
    .map((statement) => ({
      Sid: (statement as { Sid?: string }).Sid,
      Effect: statement.Effect,
      Action: statement.actions,
      Resource: statement.Resource,
    }));
}

const TABLE_ACTIONS = ["dynamodb:GetItem", "dynamodb:PutItem", "dynamodb:UpdateItem"];
const arn = (id: string) => ({ "Fn::GetAtt": [id, "Arn"] });

describe("MCP tasks by default", () => {
  const all = tasksOf();
  const runner = all.resources[all.ids.runner];
  const mcp = all.resources[all.ids.mcp];

  it("makes the tasks table: key `id`, TTL on `expiresAt`, kept on stack deletion", () => {
    const table = all.resources[all.ids.table];
    expect(table?.Type).toBe("AWS::DynamoDB::Table");
    expect(table?.Properties).toMatchObject({
      KeySchema: [{ AttributeName: "id", KeyType: "HASH" }],
      BillingMode: "PAY_PER_REQUEST",
      TimeToLiveSpecification: { AttributeName: "expiresAt", Enabled: true },
    });
  });

  it("makes the runner from functions/mcp-tasks.ts with its families, its table and its name", () => {
    expect(runner?.Type).toBe("AWS::Lambda::Function");
    const env = runner?.Properties.Environment.Variables as Record<string, unknown>;
    expect(env.MCP_TASKS_TABLE).toEqual({ Ref: all.ids.table });
    expect(env.POWERTOOLS_SERVICE_NAME).toBe("agent-tools-mcp-tasks");
    const families = JSON.stringify(env.FAMILY_FUNCTIONS);
    for (const id of all.ids.families) expect(families).toContain(`"Ref":"${id}"`);
    // The same map the mcp function invokes by.
    expect(env.FAMILY_FUNCTIONS).toEqual(mcp?.Properties.Environment.Variables.FAMILY_FUNCTIONS);
  });

  it("gives the mcp function the table, the runner's name and the runner's timeout", () => {
    expect(mcp?.Properties.Environment.Variables).toMatchObject({
      MCP_TASKS_TABLE: { Ref: all.ids.table },
      MCP_TASK_RUNNER: { Ref: all.ids.runner },
      MCP_TASK_RUNNER_TIMEOUT_SECONDS: String(runner?.Properties.Timeout),
    });
  });

  it("times the runner at the slowest family's timeout + 30 s, queued at most the backend's allowance", () => {
    expect(runner?.Properties.Timeout).toBe(29 + 30); // ledger-reports and ledger-files: 29 s
    const small = tasksOf(["tasks", "ledger-read"]);
    expect(small.resources[small.ids.runner]?.Properties.Timeout).toBe(20 + 30);
    const configs = Object.values(all.resources).filter((r) => r.Type === "AWS::Lambda::EventInvokeConfig");
    const config = configs.find((r) => r.Properties.FunctionName?.Ref === all.ids.runner);
    expect(config?.Properties).toEqual({
      FunctionName: { Ref: all.ids.runner },
      Qualifier: "$LATEST",
      MaximumEventAgeInSeconds: QUEUE_ALLOWANCE_MS / 1000,
      // Lambda's default retries; no destination (a lost task ends failed at its deadline).
      MaximumRetryAttempts: 2,
    });
  });

  it("has the mcp function give a task up exactly when the runner can no longer be running it", () => {
    const config = Object.values(all.resources).find(
      (r) => r.Type === "AWS::Lambda::EventInvokeConfig" && r.Properties.FunctionName?.Ref === all.ids.runner,
    );
    const env = mcp?.Properties.Environment.Variables as Record<string, string>;
    const backend = lambdaTaskBackend({ ...env, MCP_TASKS_TABLE: "t", MCP_TASK_RUNNER: "r" });
    // Queued at most MaximumEventAge (retries included), then run at most Timeout.
    expect(backend?.runnerMs).toBe(
      (Number(runner?.Properties.Timeout) + Number(config?.Properties.MaximumEventAgeInSeconds)) * 1000,
    );
  });

  it("lets the runner invoke exactly the family functions and get, put and update the table's items", () => {
    expect(grantsOf(all.root, all.ids.runnerRole)).toEqual([
      {
        Sid: "InvokeDeployedFamilies",
        Effect: "Allow",
        Action: ["lambda:InvokeFunction"],
        Resource: all.ids.families.map(arn),
      },
      { Sid: "RunTasks", Effect: "Allow", Action: TABLE_ACTIONS, Resource: arn(all.ids.table) },
      // A file answer too large to embed goes to the results bucket, as in a direct call.
      {
        Sid: "StoreLargeResults",
        Effect: "Allow",
        Action: ["s3:PutObject", "s3:GetObject"],
        Resource: { "Fn::Join": ["", [arn(all.ids.bucket), "/results/*"]] },
      },
    ]);
    expect(all.ids.families).toHaveLength(6);
  });

  it("lets the mcp function get, put and update the table's items and invoke the runner, nothing more", () => {
    const grants = grantsOf(all.root, all.ids.mcpRole);
    expect(grants.filter((grant) => grant.Sid === "KeepTasks" || grant.Sid === "StartTaskRunner")).toEqual([
      { Sid: "KeepTasks", Effect: "Allow", Action: TABLE_ACTIONS, Resource: arn(all.ids.table) },
      {
        Sid: "StartTaskRunner",
        Effect: "Allow",
        Action: ["lambda:InvokeFunction"],
        Resource: arn(all.ids.runner),
      },
    ]);
    // The tasks table and the runner appear in no other grant of the mcp function.
    const others = JSON.stringify(
      grants.filter((grant) => !["KeepTasks", "StartTaskRunner"].includes(grant.Sid ?? "")),
    );
    expect(others).not.toContain(all.ids.table);
    expect(others).not.toContain(all.ids.runner);
    // The table and the runner in no other role's grant.
    const policiesOf = (roleId: string) =>
      Object.keys(all.root.findResources("AWS::IAM::Policy", { Properties: { Roles: [{ Ref: roleId }] } }));
    const theirs = [...policiesOf(all.ids.mcpRole), ...policiesOf(all.ids.runnerRole)];
    const elsewhere = statementsOf(all.root).filter((statement) => !theirs.includes(statement.policy));
    expect(JSON.stringify(elsewhere)).not.toContain(all.ids.table);
    expect(JSON.stringify(elsewhere)).not.toContain(`"${all.ids.runner}"`);
  });

  it("alarms on the runner's failed invocations", () => {
    const alarms = Object.values(all.resources).filter(
      (r) =>
        r.Type === "AWS::CloudWatch::Alarm" &&
        r.Properties.Namespace === "AWS/Lambda" &&
        r.Properties.MetricName === "Errors",
    );
    expect(alarms.map((alarm) => alarm.Properties.Dimensions)).toEqual([
      [{ Name: "FunctionName", Value: { Ref: all.ids.runner } }],
    ]);
    expect(alarms[0]?.Properties).toMatchObject({ Threshold: 1, Statistic: "Sum", Period: 300 });
  });
});

describe("-c mcpTasks=false", () => {
  const off = synthesize(undefined, { mcpTasks: "false" });
  const resources = Object.values(off.root.toJSON().Resources as Record<string, Resource>);

  it("leaves out the table, the runner, its invoke config, its alarm and the mcp function's grants", () => {
    expect(off.stack.mcpTasks).toBeUndefined();
    const on = tasksOf();
    const count = (list: Resource[], type: string) => list.filter((r) => r.Type === type).length;
    const onResources = Object.values(on.resources);
    expect(count(resources, "AWS::DynamoDB::Table")).toBe(count(onResources, "AWS::DynamoDB::Table") - 1);
    expect(count(resources, "AWS::Lambda::Function")).toBe(count(onResources, "AWS::Lambda::Function") - 1);
    expect(count(resources, "AWS::Lambda::EventInvokeConfig")).toBe(
      count(onResources, "AWS::Lambda::EventInvokeConfig") - 1,
    );
    expect(count(resources, "AWS::CloudWatch::Alarm")).toBe(count(onResources, "AWS::CloudWatch::Alarm") - 1);
    const text = JSON.stringify(off.root.toJSON());
    for (const name of [
      "MCP_TASKS_TABLE",
      "MCP_TASK_RUNNER",
      "agent-tools-mcp-tasks",
      "KeepTasks",
      "StartTaskRunner",
    ])
      expect(text).not.toContain(name);
  });

  it("takes true or false only", () => {
    expect(synthesize(["tasks"], { mcpTasks: "true" }).stack.mcpTasks).toBeDefined();
    expect(() => synthesize(["tasks"], { mcpTasks: "no" })).toThrow(/"mcpTasks" must be true or false/);
  });
});

describe("cdk-nag with MCP tasks", () => {
  it("passes with nothing acknowledged beyond the house function's findings", () => {
    const { app, stack } = buildApp({ bundle: false, validate: false });
    expect(stack.mcpTasks).toBeDefined();
    Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
    expect(() => app.synth()).not.toThrow();
  });
});
