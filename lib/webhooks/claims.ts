// Dedupe of redelivered Xero events: one DynamoDB item per event (its dedupe key), taken with a
// conditional put before the event is published, so a redelivered event finds the key taken and
// is not published again. An item is a claim while its publisher works (`lease_until`, a short
// lease: a publisher that died mid-way leaves a claim the next redelivery may take over), and is
// marked published once PutEvents accepted the event; both carry a TTL (`expiration`), after which
// the key is free again. A failed publish deletes the claim, so Xero's redelivery publishes it.
import { type DynamoSdk, dynamoDb, isConditionFailed } from "../runtime/dynamodb";

/** How long a published key is kept: longer than Xero goes on redelivering a delivery. */
export const DEDUPE_TTL_SECONDS = 7 * 24 * 3600;
/** How long a claim holds before another delivery may take it: past any publish's time. */
export const CLAIM_LEASE_MS = 60_000;

export interface DeliveryClaims {
  /** True when this caller now holds the key; false when it is published or held by another. */
  claim(key: string): Promise<boolean>;
  /** The event went out: the key stays taken until its TTL. */
  markPublished(key: string): Promise<void>;
  /** Publishing failed: the key is free for the next delivery. */
  release(key: string): Promise<void>;
}

/** The table could not be used: the delivery must fail so Xero sends it again. */
export class ClaimStoreError extends Error {
  constructor(cause: unknown) {
    super(`the webhook dedupe table could not be used (${(cause as Error | undefined)?.name ?? "error"})`, {
      cause,
    });
    this.name = "ClaimStoreError";
  }
}

export function dynamoDeliveryClaims(
  tableName: string,
  options: { now?: () => number; ttlSeconds?: number; leaseMs?: number } = {},
): DeliveryClaims {
  const now = options.now ?? Date.now;
  const ttlSeconds = options.ttlSeconds ?? DEDUPE_TTL_SECONDS;
  const leaseMs = options.leaseMs ?? CLAIM_LEASE_MS;
  const send = async (command: (sdk: DynamoSdk) => unknown): Promise<void> => {
    try {
      const sdk = await dynamoDb.get();
      await sdk.client.send(command(sdk));
    } catch (error) {
      if (isConditionFailed(error)) throw error;
      throw new ClaimStoreError(error);
    }
  };
  const expiration = () => String(Math.floor(now() / 1000) + ttlSeconds);

  return {
    async claim(key) {
      const at = now();
      try {
        await send(
          (sdk) =>
            new sdk.PutItemCommand({
              TableName: tableName,
              Item: {
                id: { S: key },
                status: { S: "CLAIMED" },
                lease_until: { N: String(at + leaseMs) },
                expiration: { N: expiration() },
              },
              // Free, expired (TTL deletion lags), or a claim whose publisher ran out of time.
              ConditionExpression:
                "attribute_not_exists(id) OR expiration < :nowSeconds OR (#status = :claimed AND lease_until < :now)",
              ExpressionAttributeNames: { "#status": "status" },
              ExpressionAttributeValues: {
                ":nowSeconds": { N: String(Math.floor(at / 1000)) },
                ":now": { N: String(at) },
                ":claimed": { S: "CLAIMED" },
              },
            }),
        );
        return true;
      } catch (error) {
        if (isConditionFailed(error)) return false;
        throw error;
      }
    },
    async markPublished(key) {
      await send(
        (sdk) =>
          new sdk.UpdateItemCommand({
            TableName: tableName,
            Key: { id: { S: key } },
            UpdateExpression: "SET #status = :published, expiration = :expiration REMOVE lease_until",
            ExpressionAttributeNames: { "#status": "status" },
            ExpressionAttributeValues: {
              ":published": { S: "PUBLISHED" },
              ":expiration": { N: expiration() },
            },
          }),
      );
    },
    async release(key) {
      await send(
        (sdk) =>
          new sdk.DeleteItemCommand({
            TableName: tableName,
            Key: { id: { S: key } },
            // Never a published key: only the claim this delivery took is given back.
            ConditionExpression: "#status = :claimed",
            ExpressionAttributeNames: { "#status": "status" },
            ExpressionAttributeValues: { ":claimed": { S: "CLAIMED" } },
          }),
      ).catch((error: unknown) => {
        if (!isConditionFailed(error)) throw error;
      });
    },
  };
}
