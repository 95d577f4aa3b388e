// The embedded dynalite of local runs (local/dynamodb.ts) with the idempotency table, plus a way
// for tests to see which items the table holds (the token lease lives there).
import { DynamoDBClient, ScanCommand } from "@aws-sdk/client-dynamodb";
import { localCredentials } from "../../local/credentials";
import { startLocalDynamo } from "../../local/dynamodb";

export async function startDynalite() {
  const dynamo = await startLocalDynamo();
  const client = new DynamoDBClient({
    endpoint: dynamo.endpoint,
    region: "us-east-1",
    credentials: localCredentials(),
  });
  return {
    endpoint: dynamo.endpoint,
    tableName: dynamo.tableName,
    /** The ids of every item in the table. */
    ids: async () =>
      ((await client.send(new ScanCommand({ TableName: dynamo.tableName }))).Items ?? []).map(
        (item) => item.id?.S,
      ),
    close: async () => {
      client.destroy();
      await dynamo.close();
    },
  };
}
