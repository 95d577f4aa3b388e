// The tool policies an operator sets per principal (`npm run policy`) and the daily write counters
// (lib/policy/store.ts): a table of its own, not the idempotency table, so that the functions'
// grants can differ by item: every function that enforces may read any item, and only functions
// serving writes may update, and then only the counters (`dynamodb:LeadingKeys` `writes#*`). No
// function can put, change or delete a policy; operators do, with their own credentials.
// Also the deployment's read-only setting: READ_ONLY=1 on every function given to `serve`.
import type * as dynamodb from "aws-cdk-lib/aws-dynamodb";
import * as iam from "aws-cdk-lib/aws-iam";
import type * as lambda from "aws-cdk-lib/aws-lambda";
import { Construct } from "constructs";
import { KeyedTable } from "./keyed-table";

export interface PolicyTableProps {
  /** `-c readOnly=true`: no write tool is listed or run (lib/policy/read-only.ts). */
  readOnly: boolean;
  /** `-c policies=true`: the table, and every serving function reads it; otherwise no table at all. */
  enabled: boolean;
}

/** What a function does with the table: enforce (read policies; count writes when it serves any), or nothing. */
export type PolicyAccess = "none" | "read" | "count";

export class PolicyTable extends Construct {
  readonly table?: dynamodb.Table;
  readonly readOnly: boolean;

  constructor(scope: Construct, id: string, props: PolicyTableProps) {
    super(scope, id);
    this.readOnly = props.readOnly;
    // `expiresAt`: the counters go two days after their UTC day; policy items carry none.
    if (props.enabled)
      this.table = new KeyedTable(this, "Policies", { timeToLiveAttribute: "expiresAt" }).table;
  }

  /** The deployment's limits for one function: READ_ONLY, and with access the table and its least grants. */
  serve(fn: lambda.Function, access: PolicyAccess): void {
    if (this.readOnly) fn.addEnvironment("READ_ONLY", "1");
    if (access === "none" || !this.table) return;
    fn.addEnvironment("POLICY_TABLE", this.table.tableName);
    fn.addToRolePolicy(
      new iam.PolicyStatement({
        sid: "ReadToolPolicies",
        actions: ["dynamodb:GetItem", "dynamodb:BatchGetItem"],
        resources: [this.table.tableArn],
      }),
    );
    if (access !== "count") return;
    fn.addToRolePolicy(
      new iam.PolicyStatement({
        sid: "CountDailyWrites",
        actions: ["dynamodb:UpdateItem"],
        resources: [this.table.tableArn],
        conditions: { "ForAllValues:StringLike": { "dynamodb:LeadingKeys": ["writes#*"] } },
      }),
    );
  }
}
