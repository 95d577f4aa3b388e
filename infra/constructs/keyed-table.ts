// The house DynamoDB table: one item per key under the string partition key `id`, pay per request,
// point-in-time recovery, kept when the stack is deleted, a TTL attribute for short-lived items
// (TTL deletion may lag by days; the code reading these tables checks expiry itself). Used for the
// idempotency records and token-refresh leases (docs/idempotency.md) and for the authorization
// server's state (lib/oauth/store.ts).
import { RemovalPolicy } from "aws-cdk-lib";
import * as dynamodb from "aws-cdk-lib/aws-dynamodb";
import { Construct } from "constructs";

export interface KeyedTableProps {
  /** Epoch seconds after which an item may go: `expiration` (Powertools, leases) or `expiresAt` (OAuth). */
  timeToLiveAttribute: string;
}

export class KeyedTable extends Construct {
  readonly table: dynamodb.Table;

  constructor(scope: Construct, id: string, props: KeyedTableProps) {
    super(scope, id);
    this.table = new dynamodb.Table(this, "Table", {
      partitionKey: { name: "id", type: dynamodb.AttributeType.STRING },
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      timeToLiveAttribute: props.timeToLiveAttribute,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      // RETAIN: deleting the stack must neither forget which writes already ran (a replay would
      // write twice) nor sign every client out.
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }
}
