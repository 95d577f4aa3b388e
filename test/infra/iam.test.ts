// Least privilege: each role reaches its toolkit's secrets and the one table, nothing else.
import { describe, expect, it } from "vitest";
import { TABLE_ACTIONS } from "../../infra/constructs/family-function";
import { ALL_FAMILIES } from "../../infra/families";
import { familyId } from "../../infra/stack";
import { statementsOf, synthesize } from "./synth";

const all = synthesize();
const statements = statementsOf(all.root);
const text = (value: unknown) => JSON.stringify(value);

function statementsOfFamily(family: Parameters<typeof familyId>[0]) {
  return statements.filter((statement) => statement.policy.startsWith(`${familyId(family)}Tools`));
}

describe("function permissions", () => {
  it("never grants a secrets or DynamoDB action on Resource '*' (only X-Ray, which needs it)", () => {
    const functionStatements = ALL_FAMILIES.flatMap(statementsOfFamily);
    const wildcard = functionStatements.filter((statement) => text(statement.Resource).includes('"*"'));
    expect(wildcard.length).toBe(6);
    for (const statement of wildcard) {
      expect(
        statement.actions.every((action) => action.startsWith("xray:")),
        text(statement),
      ).toBe(true);
    }
    // Nowhere in the stack (workflow and event roles included).
    for (const statement of statements) {
      if (statement.actions.some((action) => /^(secretsmanager|dynamodb):/.test(action))) {
        expect(text(statement.Resource)).not.toContain('"*"');
        expect(statement.actions.some((action) => action.endsWith(":*"))).toBe(false);
      }
    }
  });

  it("lets the tasks function read TickTick secrets only, and write none", () => {
    const all = statementsOfFamily("tasks").filter((s) =>
      s.actions.some((a) => a.startsWith("secretsmanager:")),
    );
    // Besides its connections, the key confirmation tokens are signed with (test/confirmation/infra.test.ts).
    const secrets = all.filter((s) => (s as { Sid?: string }).Sid !== "ConfirmationKey");
    expect(all.length - secrets.length).toBe(1);
    expect(secrets.map((s) => [s.Effect, s.actions])).toEqual([["Allow", ["secretsmanager:GetSecretValue"]]]);
    expect(text(secrets[0]?.Resource)).toContain(":secret:agent-tools/tasks/*");
    expect(text(secrets[0]?.Resource)).not.toContain("ledger");
  });

  it("lets a ledger function read and write back connection secrets, read but never write the OAuth client", () => {
    for (const family of [
      "ledger-read",
      "ledger-write",
      "ledger-delete",
      "ledger-reports",
      "ledger-files",
    ] as const) {
      const secrets = statementsOfFamily(family).filter((s) =>
        s.actions.some((a) => a.startsWith("secretsmanager:")),
      );
      const read = secrets.find(
        (s) => s.Effect === "Allow" && s.actions.includes("secretsmanager:GetSecretValue"),
      );
      const write = secrets.find(
        (s) => s.Effect === "Allow" && s.actions.includes("secretsmanager:PutSecretValue"),
      );
      const deny = secrets.find((s) => s.Effect === "Deny");
      expect(text(read?.Resource), family).toContain(":secret:agent-tools/ledger/*");
      expect(text(read?.Resource), family).toContain(":secret:agent-tools/ledger/oauth-client-??????");
      expect(text(write?.Resource), family).toContain(":secret:agent-tools/ledger/*");
      expect(text(write?.Resource), family).not.toContain("tasks");
      expect(deny?.actions, family).toEqual(["secretsmanager:PutSecretValue"]);
      expect(text(deny?.Resource), family).toContain(":secret:agent-tools/ledger/oauth-client-??????");
    }
  });

  it("gives every function the four item actions on the idempotency table's ARN and nothing else on it", () => {
    const table = all.stack.getLogicalId(all.stack.table.node.defaultChild as never);
    // The other tables' grants are tested with them (test/audit, test/policy).
    const dynamo = statements.filter(
      (s) =>
        s.actions.some((a) => a.startsWith("dynamodb:")) && JSON.stringify(s.Resource).includes(`"${table}"`),
    );
    expect(dynamo.length).toBe(6);
    for (const statement of dynamo) {
      expect(statement.actions.sort()).toEqual([...TABLE_ACTIONS].sort());
      expect(statement.Resource).toEqual({ "Fn::GetAtt": [table, "Arn"] });
    }
  });

  it("narrows the secret grants to one secret when a fixed connection is deployed", () => {
    const fixed = statementsOf(synthesize(["ledger-read"], { connection: "acme" }).root);
    const put = fixed.find(
      (s) => s.Effect === "Allow" && s.actions.includes("secretsmanager:PutSecretValue"),
    );
    expect(text(put?.Resource)).toContain(":secret:agent-tools/ledger/acme-??????");
    expect(text(put?.Resource)).not.toContain("ledger/*");
  });

  it("lets API Gateway invoke each function with one permission scoped to the API's POST /tools/* routes", () => {
    const mcp = all.stack.getLogicalId(all.stack.mcp.function.node.defaultChild as never);
    // The Xero webhook receiver's permission is its own route's (test/webhooks/infra.test.ts).
    const webhooks = all.stack.getLogicalId(
      all.stack.xeroWebhooks.function.function.node.defaultChild as never,
    );
    const others = [mcp, webhooks].map((id) => text({ "Fn::GetAtt": [id, "Arn"] }));
    const permissions = Object.values(
      all.root.findResources("AWS::Lambda::Permission", {
        Properties: { Principal: "apigateway.amazonaws.com" },
      }),
    ).filter((permission) => !others.includes(text(permission.Properties.FunctionName)));
    expect(permissions.length).toBe(6);
    const api = Object.keys(all.root.findResources("AWS::ApiGateway::RestApi"))[0];
    for (const permission of permissions) {
      expect(permission.Properties.Principal).toBe("apigateway.amazonaws.com");
      const source = text(permission.Properties.SourceArn);
      expect(source).toContain(":execute-api:");
      expect(source).toContain(`{"Ref":"${api}"}`);
      expect(source).toContain("/*/POST/tools/*");
    }
  });
});
