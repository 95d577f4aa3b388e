// The authorization server's state (lib/oauth/store.ts): registered clients, pending
// authorizations, codes, refresh-token families, sign-in sessions and connection attempts, one item
// each under `id`; everything short-lived carries `expiresAt` (epoch seconds), which TTL deletes.
import { RemovalPolicy } from "aws-cdk-lib";
import * as dynamodb from "aws-cdk-lib/aws-dynamodb";
import { Construct } from "constructs";

export class OAuthTable extends Construct {
  readonly table: dynamodb.Table;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.table = new dynamodb.Table(this, "Table", {
      partitionKey: { name: "id", type: dynamodb.AttributeType.STRING },
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      // TTL deletion may lag by days; the store checks `expiresAt` on every read.
      timeToLiveAttribute: "expiresAt",
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      // RETAIN: deleting the stack must not sign every client out and forget their registrations.
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }
}
