// A DynamoDB for local runs and tests: dynalite (the DynamoDB protocol in-process, in memory) on
// 127.0.0.1, with the idempotency table created the way the CDK stack creates it (partition key `id`).
// The real AWS SDK client talks to it through AWS_ENDPOINT_URL_DYNAMODB, the same code path as AWS.
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { CreateTableCommand, DynamoDBClient } from "@aws-sdk/client-dynamodb";
import dynalite from "dynalite";

export const LOCAL_IDEMPOTENCY_TABLE = "agent-tools-idempotency";

export interface LocalDynamo {
  endpoint: string;
  tableName: string;
  /** Sets what the functions read: table name, endpoint, and placeholder credentials if none are set. */
  configure(env: NodeJS.ProcessEnv): void;
  /** Another table of the same shape (partition key `id`), e.g. the authorization server's. */
  createTable(name: string): Promise<void>;
  close(): Promise<void>;
}

/** Credentials dynalite accepts; only set when the environment has none, and only used on loopback. */
const LOCAL_CREDENTIALS = {
  AWS_ACCESS_KEY_ID: "local",
  AWS_SECRET_ACCESS_KEY: "local",
  AWS_REGION: "us-east-1",
};

export async function startLocalDynamo(tableName = LOCAL_IDEMPOTENCY_TABLE): Promise<LocalDynamo> {
  const server: Server = dynalite({ createTableMs: 0 });
  // The SDK's keep-alive pool has no idle expiry of its own, so with Node's server default of 5 s a
  // reused connection can meet dynalite's close (seen under bench:load as an ECONNRESET the SDK did
  // not resend). dynalite stands in for DynamoDB's protocol, not for its connection handling.
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const client = new DynamoDBClient({
    endpoint,
    region: "us-east-1",
    credentials: { accessKeyId: "local", secretAccessKey: "local" },
  });
  const createTable = async (name: string) => {
    await client.send(
      new CreateTableCommand({
        TableName: name,
        KeySchema: [{ AttributeName: "id", KeyType: "HASH" }],
        AttributeDefinitions: [{ AttributeName: "id", AttributeType: "S" }],
        BillingMode: "PAY_PER_REQUEST",
      }),
    );
  };
  await createTable(tableName);
  return {
    endpoint,
    tableName,
    createTable,
    configure(env) {
      env.IDEMPOTENCY_TABLE = tableName;
      env.AWS_ENDPOINT_URL_DYNAMODB = endpoint;
      for (const [name, value] of Object.entries(LOCAL_CREDENTIALS)) env[name] ??= value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        client.destroy();
        server.close(() => resolve());
      }),
  };
}
