// The MCP endpoint's infrastructure: the `mcp` function, its IAM-authorised `POST /mcp` route, and a
// role that may invoke exactly the deployed family functions.
import { Match } from "aws-cdk-lib/assertions";
import { describe, expect, it } from "vitest";
import { familyId } from "../../infra/stack";
import type { Family } from "../../lib/catalog/index";
import { statementsOf, synthesize, WITHOUT_DELETE } from "./synth";

function mcpOf(families?: Family[]) {
  const synthesized = synthesize(families);
  const { root, stack } = synthesized;
  const functionId = stack.getLogicalId(stack.mcp.function.node.defaultChild as never);
  const roleId = stack.getLogicalId(stack.mcp.role.node.defaultChild as never);
  const familyIds = Object.fromEntries(
    Object.entries(stack.functions).map(([family, fn]) => [
      family,
      stack.getLogicalId(fn.node.defaultChild as never),
    ]),
  ) as Partial<Record<Family, string>>;
  const policies = root.findResources("AWS::IAM::Policy", {
    Properties: { Roles: [{ Ref: roleId }] },
  });
  const statements = statementsOf(root).filter((statement) => statement.policy in policies);
  return { root, functionId, familyIds, statements };
}

describe("MCP endpoint infrastructure", () => {
  const all = mcpOf();

  it("deploys the mcp function with the deployed families and their function names", () => {
    const fn = all.root.findResources("AWS::Lambda::Function")[all.functionId];
    expect(fn?.Properties.Handler).toBe("index.handler");
    const env = fn?.Properties.Environment.Variables as Record<string, unknown>;
    expect(env.FAMILIES).toBe("tasks,ledger-read,ledger-write,ledger-delete,ledger-reports,ledger-files");
    expect(JSON.stringify(env.FAMILY_FUNCTIONS)).toContain(all.familyIds["ledger-delete"]);
    expect(env).not.toHaveProperty("IDEMPOTENCY_TABLE");
    expect(env).not.toHaveProperty("TASKS_TOKEN_SECRET_ID");
  });

  it("routes POST /mcp to it with IAM authorisation", () => {
    const resources = all.root.findResources("AWS::ApiGateway::Resource", {
      Properties: { PathPart: "mcp" },
    });
    const [resourceId] = Object.keys(resources);
    expect(resourceId).toBeDefined();
    all.root.hasResourceProperties("AWS::ApiGateway::Method", {
      HttpMethod: "POST",
      ResourceId: { Ref: resourceId },
      AuthorizationType: "AWS_IAM",
      Integration: Match.objectLike({
        Type: "AWS_PROXY",
        Uri: Match.objectLike({
          "Fn::Join": Match.arrayWith([Match.arrayWith([{ "Fn::GetAtt": [all.functionId, "Arn"] }])]),
        }),
      }),
    });
  });

  it("grants the role lambda:InvokeFunction on exactly the family functions, and nothing else", () => {
    // MCP tasks' grants (the runner, the tasks table) are test/infra/mcp-tasks.test.ts's.
    const own = all.statements.filter(
      (statement) => !["StartTaskRunner", "KeepTasks"].includes((statement as { Sid?: string }).Sid ?? ""),
    );
    const invoke = own.filter((statement) =>
      statement.actions.some((action) => action.startsWith("lambda:")),
    );
    expect(invoke).toHaveLength(1);
    expect(invoke[0]?.actions).toEqual(["lambda:InvokeFunction"]);
    const expected = Object.values(all.familyIds).map((id) => ({ "Fn::GetAtt": [id, "Arn"] }));
    expect(invoke[0]?.Resource).toEqual(expect.arrayContaining(expected));
    expect(invoke[0]?.Resource).toHaveLength(6);
    const actions = own.flatMap((statement) => statement.actions);
    // One secret only: the confirmation key, which signs a code-mode script's confirmation; no token.
    const secrets = own.filter((statement) =>
      statement.actions.some((action) => action.startsWith("secretsmanager:")),
    );
    expect(secrets.map((statement) => [(statement as { Sid?: string }).Sid, statement.actions])).toEqual([
      ["ConfirmationKey", ["secretsmanager:GetSecretValue"]],
    ]);
    expect(JSON.stringify(secrets[0]?.Resource)).toContain("ConfirmationKey");
    // No DynamoDB grant: reading the tool policies comes with -c policies=true (test/policy/infra.test.ts).
    expect(actions.filter((action) => action.startsWith("dynamodb:"))).toEqual([]);
  });

  it("leaves a family out of the list and the grants when it is not deployed", () => {
    const partial = mcpOf(WITHOUT_DELETE);
    const fn = partial.root.findResources("AWS::Lambda::Function")[partial.functionId];
    expect(fn?.Properties.Environment.Variables.FAMILIES).not.toContain("ledger-delete");
    const invoke = partial.statements.find((statement) =>
      statement.actions.includes("lambda:InvokeFunction"),
    );
    expect(invoke?.Resource).toHaveLength(5);
    expect(JSON.stringify(invoke?.Resource)).not.toContain(familyId("ledger-delete"));
  });

  it("passes the operator's toolFilter context to the function as TOOL_FILTER, checked at synth", () => {
    const { root, stack } = synthesize(undefined, { toolFilter: "readOnly=true" });
    const id = stack.getLogicalId(stack.mcp.function.node.defaultChild as never);
    expect(
      root.findResources("AWS::Lambda::Function")[id]?.Properties.Environment.Variables.TOOL_FILTER,
    ).toBe("readOnly=true");
    expect(() => synthesize(undefined, { toolFilter: "families=nope" })).toThrow(/Unknown families: nope/);
  });
});
