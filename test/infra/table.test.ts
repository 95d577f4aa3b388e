// The idempotency table (docs/idempotency.md): key, TTL, recovery, and kept when the stack goes.
import { describe, it } from "vitest";
import { synthesize } from "./synth";

const { root } = synthesize(["tasks"]);

describe("idempotency table", () => {
  it("is on demand, keyed by id (S), expiring on expiration, with point-in-time recovery", () => {
    root.hasResourceProperties("AWS::DynamoDB::Table", {
      BillingMode: "PAY_PER_REQUEST",
      KeySchema: [{ AttributeName: "id", KeyType: "HASH" }],
      AttributeDefinitions: [{ AttributeName: "id", AttributeType: "S" }],
      TimeToLiveSpecification: { AttributeName: "expiration", Enabled: true },
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
    });
  });

  it("is retained when the stack is deleted or the table replaced", () => {
    root.hasResource("AWS::DynamoDB::Table", { DeletionPolicy: "Retain", UpdateReplacePolicy: "Retain" });
  });
});
