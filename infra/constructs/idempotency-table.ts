// The DynamoDB table of idempotency records and token-refresh leases (docs/idempotency.md).
import { RemovalPolicy } from "aws-cdk-lib";
import * as dynamodb from "aws-cdk-lib/aws-dynamodb";
import { Construct } from "constructs";

export class IdempotencyTable extends Construct {
  readonly table: dynamodb.Table;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.table = new dynamodb.Table(this, "Table", {
      // Powertools' record key and the lease key (`lease#token#<secret>`) share this partition key.
      partitionKey: { name: "id", type: dynamodb.AttributeType.STRING },
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      // Epoch seconds written by Powertools and by the lease; TTL deletion may lag, both code paths allow for it.
      timeToLiveAttribute: "expiration",
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      // RETAIN: deleting the stack must not forget which writes already ran (a replay would write twice).
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }
}
