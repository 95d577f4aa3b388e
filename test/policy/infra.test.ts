// The policy table and the read-only setting in the synthesized stack: the table, least grants
// (functions read policies; only functions serving writes update, and only the `writes#` counters;
// none may put or delete, so no function can change a policy), and the environment.
import { Stack } from "aws-cdk-lib";
import { describe, expect, it } from "vitest";
import { statementsOf, synthesize } from "../infra/synth";

const oauth = synthesize(undefined, { auth: "oauth", policies: "true" });
const readOnly = synthesize(undefined, { readOnly: "true", auth: "oauth", policies: "true" });
const plain = synthesize(undefined, { auth: "iam", policies: "true" });

const tableRef = (synth: typeof oauth) =>
  Stack.of(synth.stack.policies).getLogicalId(synth.stack.policies.table?.node.defaultChild as never);

function functionsOf(synth: typeof oauth) {
  return Object.entries(synth.root.findResources("AWS::Lambda::Function")).map(([id, fn]) => ({
    id,
    env: (fn.Properties.Environment?.Variables ?? {}) as Record<string, unknown>,
    role: fn.Properties.Role as { "Fn::GetAtt": [string, string] },
  }));
}

/** The statements naming the policy table, per role. */
function tableStatements(synth: typeof oauth) {
  const table = tableRef(synth);
  const policies = synth.root.findResources("AWS::IAM::Policy");
  return statementsOf(synth.root)
    .filter((statement) => JSON.stringify(statement.Resource).includes(table))
    .map((statement) => ({
      ...statement,
      roles: JSON.stringify(policies[statement.policy]?.Properties.Roles),
    }));
}

describe("the policy table", () => {
  it("is a table of its own, keyed by id, with the counters' TTL, kept on stack deletion", () => {
    const table = oauth.root.findResources("AWS::DynamoDB::Table")[tableRef(oauth)];
    expect(table?.Properties).toMatchObject({
      KeySchema: [{ AttributeName: "id", KeyType: "HASH" }],
      TimeToLiveSpecification: { AttributeName: "expiresAt", Enabled: true },
      BillingMode: "PAY_PER_REQUEST",
    });
    expect(table?.DeletionPolicy).toBe("Retain");
  });

  it("grants reads to enforcing functions, counter updates only to families that write, never a put or delete", () => {
    const statements = tableStatements(oauth);
    const actions = new Set(statements.flatMap((statement) => statement.actions));
    expect([...actions].sort()).toEqual(["dynamodb:BatchGetItem", "dynamodb:GetItem", "dynamodb:UpdateItem"]);
    for (const statement of statements.filter((each) => each.actions.includes("dynamodb:UpdateItem"))) {
      expect(statement.actions).toEqual(["dynamodb:UpdateItem"]);
      expect(statement).toMatchObject({
        Condition: { "ForAllValues:StringLike": { "dynamodb:LeadingKeys": ["writes#*"] } },
      });
    }
    const updaters = statements.filter((each) => each.actions.includes("dynamodb:UpdateItem"));
    const roleOf = (family: string) =>
      Stack.of(oauth.stack).getLogicalId(
        (oauth.stack.functions as Record<string, { role?: { node: { defaultChild: unknown } } }>)[family]
          ?.role?.node.defaultChild as never,
      );
    // ledger-read, ledger-reports and ledger-files serve no write: they may read policies, not count.
    for (const family of ["ledger-read", "ledger-reports", "ledger-files"]) {
      expect(updaters.some((each) => each.roles.includes(roleOf(family)))).toBe(false);
    }
    for (const family of ["tasks", "ledger-write", "ledger-delete"]) {
      expect(
        updaters.some((each) => each.roles.includes(roleOf(family))),
        family,
      ).toBe(true);
    }
  });

  it("names the table to each family function and the OAuth server (its consent page); READ_ONLY only when set", () => {
    for (const family of Object.values(oauth.stack.functions)) {
      const id = Stack.of(oauth.stack).getLogicalId(family?.node.defaultChild as never);
      const env = functionsOf(oauth).find((fn) => fn.id === id)?.env;
      expect(env?.POLICY_TABLE).toEqual({ Ref: tableRef(oauth) });
    }
    expect(functionsOf(oauth).every((fn) => fn.env.READ_ONLY === undefined)).toBe(true);
    expect(functionsOf(plain).every((fn) => fn.env.READ_ONLY === undefined)).toBe(true);
  });

  it("-c readOnly=true: READ_ONLY=1 on every function", () => {
    const functions = functionsOf(readOnly);
    expect(functions.length).toBeGreaterThan(8); // six families, mcp, the OAuth server and authorizer
    for (const fn of functions) expect(fn.env.READ_ONLY, fn.id).toBe("1");
  });

  it("refuses a readOnly or policies context that is neither true nor false", () => {
    expect(() => synthesize(undefined, { readOnly: "yes" })).toThrow(/"readOnly" must be true or false/);
    expect(() => synthesize(undefined, { policies: "on" })).toThrow(/"policies" must be true or false/);
  });

  it("is not deployed without -c policies=true: no table, no function reads one (a first call loads no DynamoDB client for it)", () => {
    const byDefault = synthesize(undefined, { auth: "oauth", readOnly: "true" });
    expect(byDefault.stack.policies.table).toBeUndefined();
    const functions = functionsOf(byDefault);
    for (const fn of functions) {
      expect(fn.env.POLICY_TABLE, fn.id).toBeUndefined();
      expect(fn.env.READ_ONLY, fn.id).toBe("1"); // the read-only setting needs no table
    }
  });
});
