// The audit table in the template: its keys, index, TTL, recovery and deletion protection; the
// family functions may only PutItem on it, the oauth function only Query; and the alarm on
// records that could not be written.
import { Match } from "aws-cdk-lib/assertions";
import { describe, expect, it } from "vitest";
import { statementsOf, synthesize } from "../infra/synth";

const { root, stack } = synthesize(undefined, { auth: "oauth", auditRetentionDays: 30 });
const auditArn = stack.resolve(stack.audit.table.tableArn);
const auditTableId = (auditArn as { "Fn::GetAtt": [string, string] })["Fn::GetAtt"][0];

describe("the audit table", () => {
  it("is keyed by principal and time, indexed by tenant, with TTL, PITR and deletion protection", () => {
    const table = root.findResources("AWS::DynamoDB::Table")[auditTableId];
    expect(table?.Properties).toMatchObject({
      KeySchema: [
        { AttributeName: "pk", KeyType: "HASH" },
        { AttributeName: "sk", KeyType: "RANGE" },
      ],
      GlobalSecondaryIndexes: [
        {
          IndexName: "byTenant",
          KeySchema: [
            { AttributeName: "tenant", KeyType: "HASH" },
            { AttributeName: "sk", KeyType: "RANGE" },
          ],
        },
      ],
      TimeToLiveSpecification: { AttributeName: "expiresAt", Enabled: true },
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      DeletionProtectionEnabled: true,
    });
    expect(table?.DeletionPolicy).toBe("Retain");
  });

  it("tells every family function its table and the retention setting", () => {
    for (const fn of Object.values(stack.functions)) {
      const resolved =
        root.findResources("AWS::Lambda::Function")[stack.getLogicalId(fn.node.defaultChild as never)];
      expect(resolved?.Properties.Environment.Variables).toMatchObject({
        AUDIT_TABLE: { Ref: auditTableId },
        AUDIT_RETENTION_DAYS: "30",
      });
    }
  });

  it("grants on the audit table: PutItem to each family function, Query to the oauth function, nothing else", () => {
    const onAudit = statementsOf(root).filter((statement) =>
      JSON.stringify(statement.Resource).includes(`"${auditTableId}"`),
    );
    const families = Object.keys(stack.functions).length;
    const puts = onAudit.filter(
      (statement) => statement.Effect === "Allow" && statement.actions.join() === "dynamodb:PutItem",
    );
    const queries = onAudit.filter((statement) => statement.actions.join() === "dynamodb:Query");
    expect(puts).toHaveLength(families);
    expect(queries).toHaveLength(1);
    // Nothing else, by anyone: no Update, Delete, BatchWrite, Get, Scan, no wildcard.
    expect(onAudit).toHaveLength(families + 1);
    for (const statement of onAudit) {
      for (const action of statement.actions) {
        expect(action).not.toMatch(/Update|Delete|BatchWrite|Get|Scan|\*/);
      }
    }
    // The Query is on the table alone, not its index (the tenant index is for operators).
    expect(JSON.stringify(queries[0]?.Resource)).not.toContain("index");
  });

  it("gives no function a DynamoDB grant on every table (which would reach the audit table too)", () => {
    const wildcard = statementsOf(root).filter(
      (statement) =>
        statement.actions.some((action) => action.startsWith("dynamodb:")) &&
        /"\*"|table\/\*/.test(JSON.stringify(statement.Resource)),
    );
    expect(wildcard).toEqual([]);
  });

  it("alarms on each family function's first audit record that could not be written", () => {
    for (const family of Object.keys(stack.functions)) {
      root.hasResourceProperties("AWS::CloudWatch::Alarm", {
        MetricName: "AuditWriteFailures",
        Namespace: "AgentTools",
        Dimensions: [{ Name: "Function", Value: family }],
        Threshold: 1,
        ComparisonOperator: "GreaterThanOrEqualToThreshold",
        AlarmActions: Match.anyValue(),
      });
    }
  });
});

describe("the example workflow's calls", () => {
  it("say they come from Step Functions, so their audit records do", () => {
    const machines = Object.values(root.findResources("AWS::StepFunctions::StateMachine"));
    expect(machines).toHaveLength(1);
    const definition = JSON.stringify(machines[0]?.Properties.DefinitionString);
    // Both tasks' payloads: the read of invoices and the keyed task creation.
    expect(definition.match(/\\"via\\":\\"stepfunctions\\"/g)).toHaveLength(2);
  });
});
