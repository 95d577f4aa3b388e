// The audit table in the embedded dynalite of `npm start` and the tests: the CDK table's keys and
// index (infra/constructs/audit-table.ts), created on the local endpoint only.
import { CreateTableCommand, DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { AUDIT_PK, AUDIT_SK, AUDIT_TABLE_ENV, AUDIT_TENANT, AUDIT_TENANT_INDEX } from "./schema";

export const LOCAL_AUDIT_TABLE = "agent-tools-audit";

/**
 * Made with the credential and region in `env`, which the local stack sets for its stand-ins (they
 * refuse any other signature: local/credentials.ts).
 */
export async function createLocalAuditTable(endpoint: string, env: NodeJS.ProcessEnv): Promise<string> {
  if (!/^http:\/\/127\.0\.0\.1:\d+$/.test(endpoint))
    throw new Error("The local audit table is made on loopback only.");
  const { AWS_ACCESS_KEY_ID: accessKeyId, AWS_SECRET_ACCESS_KEY: secretAccessKey } = env;
  if (!accessKeyId || !secretAccessKey)
    throw new Error("The local audit table is made with the stand-ins' credential (AWS_ACCESS_KEY_ID).");
  const client = new DynamoDBClient({
    endpoint,
    region: env.AWS_REGION || "us-east-1",
    credentials: { accessKeyId, secretAccessKey },
  });
  try {
    await client.send(
      new CreateTableCommand({
        TableName: LOCAL_AUDIT_TABLE,
        KeySchema: [
          { AttributeName: AUDIT_PK, KeyType: "HASH" },
          { AttributeName: AUDIT_SK, KeyType: "RANGE" },
        ],
        AttributeDefinitions: [
          { AttributeName: AUDIT_PK, AttributeType: "S" },
          { AttributeName: AUDIT_SK, AttributeType: "S" },
          { AttributeName: AUDIT_TENANT, AttributeType: "S" },
        ],
        GlobalSecondaryIndexes: [
          {
            IndexName: AUDIT_TENANT_INDEX,
            KeySchema: [
              { AttributeName: AUDIT_TENANT, KeyType: "HASH" },
              { AttributeName: AUDIT_SK, KeyType: "RANGE" },
            ],
            Projection: { ProjectionType: "ALL" },
          },
        ],
        BillingMode: "PAY_PER_REQUEST",
      }),
    );
  } finally {
    client.destroy();
  }
  env[AUDIT_TABLE_ENV] = LOCAL_AUDIT_TABLE;
  return LOCAL_AUDIT_TABLE;
}
