// The audit trail's table (docs/operations.md, "Audit trail"): one item per call under the
// principal and `<time>#<random id>`, an index by tenant and time, a TTL from the retention setting,
// point-in-time recovery and deletion protection. The functions that write records may only put
// (conditionally, in lib/audit/writer.ts), never update, delete, batch-write or read; the oauth
// function may only query (the account page's "your recent writes").
import { CfnOutput, RemovalPolicy } from "aws-cdk-lib";
import * as dynamodb from "aws-cdk-lib/aws-dynamodb";
import * as iam from "aws-cdk-lib/aws-iam";
import type * as lambda from "aws-cdk-lib/aws-lambda";
import { Construct, type Node } from "constructs";
import {
  AUDIT_PK,
  AUDIT_READS_ENV,
  AUDIT_RETENTION_ENV,
  AUDIT_SK,
  AUDIT_TABLE_ENV,
  AUDIT_TENANT,
  AUDIT_TENANT_INDEX,
  AUDIT_TTL,
  DEFAULT_AUDIT_RETENTION_DAYS,
} from "../../lib/audit/schema";

/** The one action a writing function has on the table. */
export const AUDIT_WRITE_ACTIONS = ["dynamodb:PutItem"];
/** The one action the account page has on the table. */
export const AUDIT_READ_ACTIONS = ["dynamodb:Query"];

export interface AuditSettings {
  /** CDK context `auditRetentionDays` (default 400): records expire this long after the call. */
  retentionDays: number;
  /** CDK context `auditReads` (default false): record read calls too. */
  reads: boolean;
}

export function readAuditSettings(node: Node): AuditSettings {
  const days = node.tryGetContext("auditRetentionDays");
  const retentionDays = days === undefined ? DEFAULT_AUDIT_RETENTION_DAYS : Number(days);
  if (!Number.isInteger(retentionDays) || retentionDays <= 0)
    throw new Error(`Context "auditRetentionDays" must be a whole number of days (got ${days})`);
  const reads = node.tryGetContext("auditReads");
  return { retentionDays, reads: reads === true || reads === "true" || reads === "1" };
}

export class AuditTable extends Construct {
  readonly table: dynamodb.Table;
  readonly settings: AuditSettings;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.settings = readAuditSettings(this.node);
    this.table = new dynamodb.Table(this, "Table", {
      partitionKey: { name: AUDIT_PK, type: dynamodb.AttributeType.STRING },
      sortKey: { name: AUDIT_SK, type: dynamodb.AttributeType.STRING },
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      timeToLiveAttribute: AUDIT_TTL,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      // Deleting the stack must not take the trail with it.
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.table.addGlobalSecondaryIndex({
      indexName: AUDIT_TENANT_INDEX,
      partitionKey: { name: AUDIT_TENANT, type: dynamodb.AttributeType.STRING },
      sortKey: { name: AUDIT_SK, type: dynamodb.AttributeType.STRING },
    });
    // What `npm run audit -- --table <name>` reads.
    new CfnOutput(scope, "AuditTableName", { value: this.table.tableName });
  }

  /** A function that writes records: PutItem on the table and nothing else. */
  grantWrite(fn: lambda.Function, role: iam.IRole): void {
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        sid: "AuditPutOnly",
        actions: AUDIT_WRITE_ACTIONS,
        resources: [this.table.tableArn],
      }),
    );
    fn.addEnvironment(AUDIT_TABLE_ENV, this.table.tableName);
    fn.addEnvironment(AUDIT_RETENTION_ENV, String(this.settings.retentionDays));
    if (this.settings.reads) fn.addEnvironment(AUDIT_READS_ENV, "1");
  }

  /**
   * The account page: Query on the table (not its index). The principal of a page is the signed-in
   * person, not an IAM identity, so no `dynamodb:LeadingKeys` condition can name it: the page's code
   * asks only for the session's principal (lib/oauth/consent.ts) and its test tries another's.
   */
  grantOwnRecordsQuery(fn: lambda.Function, role: iam.IRole): void {
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        sid: "AuditQuery",
        actions: AUDIT_READ_ACTIONS,
        resources: [this.table.tableArn],
      }),
    );
    fn.addEnvironment(AUDIT_TABLE_ENV, this.table.tableName);
  }
}
