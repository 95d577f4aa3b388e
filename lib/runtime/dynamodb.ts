// The one DynamoDB client of a container, shared by the idempotency records and the token refresh
// lease (the same table): made on first use through lazyClient, so a function or call that never
// touches the table never imports the SDK (the Lambda runtime ships it; bundles leave it external).
import { lazyClient } from "./lazy-client";

export type Command = new (input: Record<string, unknown>) => unknown;

/** An item as the low-level client reads and writes it. */
export type Item = Record<string, { S?: string; N?: string; B?: Uint8Array }>;

export interface DynamoSdk {
  client: { send(command: unknown): Promise<{ Attributes?: Item; Item?: Item }> };
  PutItemCommand: Command;
  GetItemCommand: Command;
  UpdateItemCommand: Command;
  DeleteItemCommand: Command;
}

/** DynamoDB refused a conditional write: the item was not in the state the condition names. */
export const isConditionFailed = (error: unknown) =>
  (error as { name?: unknown } | undefined)?.name === "ConditionalCheckFailedException";

export const dynamoDb = lazyClient<DynamoSdk>(() =>
  import("@aws-sdk/client-dynamodb").then((module) => ({
    client: new module.DynamoDBClient({}) as DynamoSdk["client"],
    PutItemCommand: module.PutItemCommand as unknown as Command,
    GetItemCommand: module.GetItemCommand as unknown as Command,
    UpdateItemCommand: module.UpdateItemCommand as unknown as Command,
    DeleteItemCommand: module.DeleteItemCommand as unknown as Command,
  })),
);
