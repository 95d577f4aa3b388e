// Who may refresh a connection's token set right now. Across containers: a conditional PutItem on
// the idempotency table (the same table and TTL attribute as Powertools idempotency, under ids that
// cannot collide with its records). Without a table (local runs): an in-process lock only.
import { ToolError } from "../runtime/errors";
import { lazyClient } from "../runtime/lazy-client";

/** Gives the lease up; never throws. */
export type ReleaseLease = () => Promise<void>;

export interface RefreshLease {
  /** The lease when nobody else holds it, else undefined. */
  tryAcquire(key: string): Promise<ReleaseLease | undefined>;
}

/** Long enough for one refresh (10 s timeout) plus the secret reads and write around it. */
export const LEASE_SECONDS = 30;

export function leaseKeyFor(secretId: string): string {
  return `lease#token#${secretId}`;
}

const heldInProcess = new Set<string>();

/** Coordinates the token sources of one process only: containers are not coordinated. */
export const inProcessLease: RefreshLease = {
  async tryAcquire(key) {
    if (heldInProcess.has(key)) return undefined;
    heldInProcess.add(key);
    return async () => {
      heldInProcess.delete(key);
    };
  },
};

type Command = new (input: Record<string, unknown>) => unknown;

interface DynamoSdk {
  client: { send(command: unknown): Promise<unknown> };
  PutItemCommand: Command;
  DeleteItemCommand: Command;
}

const dynamoSdk = lazyClient<DynamoSdk>(() =>
  import("@aws-sdk/client-dynamodb").then((module) => ({
    client: new module.DynamoDBClient({}) as DynamoSdk["client"],
    PutItemCommand: module.PutItemCommand as unknown as Command,
    DeleteItemCommand: module.DeleteItemCommand as unknown as Command,
  })),
);

/** For tests: forget the SDK client (e.g. after changing the endpoint). */
export function resetLeaseClient(): void {
  dynamoSdk.reset();
}

export function dynamoDbLease(
  tableName: string,
  options: { seconds?: number; now?: () => number } = {},
): RefreshLease {
  const seconds = options.seconds ?? LEASE_SECONDS;
  const now = options.now ?? Date.now;
  return {
    async tryAcquire(key) {
      const { client, PutItemCommand, DeleteItemCommand } = await dynamoSdk.get();
      const nowSeconds = Math.floor(now() / 1000);
      // The holder's own id: a holder whose lease ran out must not delete its successor's.
      // node:crypto is imported here, with the SDK: a cold start that refreshes nothing never loads it.
      const owner = (await import("node:crypto")).randomUUID();
      try {
        await client.send(
          new PutItemCommand({
            TableName: tableName,
            Item: {
              id: { S: key },
              expiration: { N: String(nowSeconds + seconds) },
              lease_owner: { S: owner },
            },
            // Free, or left behind by a holder that died (TTL deletion can lag by hours).
            ConditionExpression: "attribute_not_exists(id) OR expiration < :now",
            ExpressionAttributeValues: { ":now": { N: String(nowSeconds) } },
          }),
        );
      } catch (error) {
        if ((error as Error).name === "ConditionalCheckFailedException") return undefined;
        throw new ToolError("InternalError", "The token refresh lease could not be taken; retry the call.", {
          retryable: true,
        });
      }
      return async () => {
        try {
          await client.send(
            new DeleteItemCommand({
              TableName: tableName,
              Key: { id: { S: key } },
              ConditionExpression: "lease_owner = :owner",
              ExpressionAttributeValues: { ":owner": { S: owner } },
            }),
          );
        } catch {
          // Taken over or already gone; otherwise it expires by itself.
        }
      };
    },
  };
}
