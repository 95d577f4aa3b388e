// The idempotency records in DynamoDB: one item per keyed write, moved between three states by
// conditional writes, so two containers never both believe they hold the same key.
//
//   INPROGRESS  a holder (`owner`) is sending the write; it holds the key until `lease_until`, the
//               function's own deadline: past it, the holder is dead and its outcome unknown.
//   UNKNOWN     an attempt may have been applied but no answer came; a retry settles it first.
//   COMPLETED   the upstream answered; `result` is what a replay returns.
//
// A definite failure (nothing sent, or the upstream refused) deletes the record. The SDK loads on
// the first keyed write (lib/runtime/dynamodb.ts, shared with the refresh lease), so calls that never
// need it never pay for its import.

import { type DynamoSdk, dynamoDb, type Item } from "../runtime/dynamodb";
import { ToolError } from "../runtime/errors";

export type RecordStatus = "INPROGRESS" | "UNKNOWN" | "COMPLETED";

export interface IdempotencyRecord {
  status: RecordStatus;
  payloadHash: string;
  /** Epoch ms: when the first attempt that may have reached the upstream began. */
  firstAttemptAt: number;
  /** Epoch ms, INPROGRESS only: the holder's deadline. */
  leaseUntil?: number;
  /** COMPLETED: the stored result as JSON; absent when it was too large to store. */
  result?: string;
  /** Bumped by every write; a takeover is conditional on it. */
  version: number;
}

/** A DynamoDB item holds at most 400 KB; a larger result is stored as "omitted". */
export const MAX_STORED_RESULT_BYTES = 350 * 1024;

/** Raised when DynamoDB cannot be used; the caller decides what that means for the write. */
export class RecordStoreError extends Error {
  constructor(cause: unknown) {
    super(`the idempotency table could not be used (${(cause as Error)?.name ?? "error"})`, { cause });
    this.name = "RecordStoreError";
  }
}

function recordOf(item: Item): IdempotencyRecord {
  return {
    status: item.status?.S as RecordStatus,
    payloadHash: item.payload_hash?.S ?? "",
    firstAttemptAt: Number(item.first_attempt_at?.N ?? 0),
    ...(item.lease_until?.N ? { leaseUntil: Number(item.lease_until.N) } : {}),
    ...(item.result?.S !== undefined ? { result: item.result.S } : {}),
    version: Number(item.version?.N ?? 0),
  };
}

const isConditionFailure = (error: unknown) => (error as Error)?.name === "ConditionalCheckFailedException";

export interface RecordStore {
  /**
   * Takes a new key: an INPROGRESS record owned by `owner`. When the key is already held (and not
   * expired), the existing record instead.
   */
  begin(
    id: string,
    owner: string,
    payloadHash: string,
    leaseUntil: number,
  ): Promise<IdempotencyRecord | "new">;
  /** Takes an UNKNOWN or abandoned record over; false when another holder got there first. */
  takeOver(id: string, owner: string, seen: IdempotencyRecord, leaseUntil: number): Promise<boolean>;
  complete(id: string, owner: string, result: unknown): Promise<void>;
  markUnknown(id: string, owner: string): Promise<void>;
  /** Nothing was applied: the key is free again. */
  release(id: string, owner: string): Promise<void>;
}

export function dynamoRecordStore(
  tableName: string,
  options: { ttlSeconds: number; now?: () => number },
): RecordStore {
  const now = options.now ?? Date.now;
  const expiration = () => String(Math.floor(now() / 1000) + options.ttlSeconds);
  const send = async (command: (sdk: DynamoSdk) => unknown): Promise<unknown> => {
    let sdk: DynamoSdk;
    try {
      sdk = await dynamoDb.get();
    } catch (error) {
      throw new RecordStoreError(error);
    }
    try {
      return await sdk.client.send(command(sdk));
    } catch (error) {
      if (isConditionFailure(error)) throw error;
      throw new RecordStoreError(error);
    }
  };
  // Only the holder moves its record on: a holder whose lease ran out must not undo its successor.
  const ownedBy = { ConditionExpression: "#owner = :owner" };

  return {
    async begin(id, owner, payloadHash, leaseUntil) {
      const at = now();
      try {
        await send(
          (sdk) =>
            new sdk.PutItemCommand({
              TableName: tableName,
              Item: {
                id: { S: id },
                status: { S: "INPROGRESS" },
                owner: { S: owner },
                payload_hash: { S: payloadHash },
                first_attempt_at: { N: String(at) },
                lease_until: { N: String(leaseUntil) },
                version: { N: "1" },
                expiration: { N: expiration() },
              },
              // Free, or a record whose TTL has passed (DynamoDB deletes expired items lazily).
              ConditionExpression: "attribute_not_exists(id) OR expiration < :now",
              ExpressionAttributeValues: { ":now": { N: String(Math.floor(at / 1000)) } },
              // DynamoDB returns the record that is there with the refusal: no second request.
              ReturnValuesOnConditionCheckFailure: "ALL_OLD",
            }),
        );
        return "new";
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
        const existing = (error as { Item?: Item }).Item;
        if (existing?.status?.S) return recordOf(existing);
      }
      // dynalite ignores ReturnValuesOnConditionCheckFailure: read it.
      const answer = (await send(
        (sdk) =>
          new sdk.GetItemCommand({ TableName: tableName, Key: { id: { S: id } }, ConsistentRead: true }),
      )) as { Item?: Item };
      // Deleted between the two requests (a definite failure released it): begin again.
      if (!answer.Item) return this.begin(id, owner, payloadHash, leaseUntil);
      return recordOf(answer.Item);
    },

    async takeOver(id, owner, seen, leaseUntil) {
      try {
        await send(
          (sdk) =>
            new sdk.UpdateItemCommand({
              TableName: tableName,
              Key: { id: { S: id } },
              UpdateExpression:
                "SET #status = :inprogress, #owner = :owner, lease_until = :lease, version = :next",
              ConditionExpression: "version = :seen",
              ExpressionAttributeNames: { "#status": "status", "#owner": "owner" },
              ExpressionAttributeValues: {
                ":inprogress": { S: "INPROGRESS" },
                ":owner": { S: owner },
                ":lease": { N: String(leaseUntil) },
                ":seen": { N: String(seen.version) },
                ":next": { N: String(seen.version + 1) },
              },
            }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    async complete(id, owner, result) {
      const json = JSON.stringify(result ?? null);
      const stored = Buffer.byteLength(json) <= MAX_STORED_RESULT_BYTES;
      await send(
        (sdk) =>
          new sdk.UpdateItemCommand({
            TableName: tableName,
            Key: { id: { S: id } },
            UpdateExpression: `SET #status = :completed, expiration = :expiration, version = version + :one${stored ? ", #result = :result" : ""} REMOVE #owner, lease_until`,
            ...ownedBy,
            ExpressionAttributeNames: {
              "#status": "status",
              "#owner": "owner",
              ...(stored ? { "#result": "result" } : {}),
            },
            ExpressionAttributeValues: {
              ":completed": { S: "COMPLETED" },
              ":expiration": { N: expiration() },
              ":one": { N: "1" },
              ":owner": { S: owner },
              ...(stored ? { ":result": { S: json } } : {}),
            },
          }),
      );
    },

    async markUnknown(id, owner) {
      await send(
        (sdk) =>
          new sdk.UpdateItemCommand({
            TableName: tableName,
            Key: { id: { S: id } },
            UpdateExpression: "SET #status = :unknown, version = version + :one REMOVE #owner, lease_until",
            ...ownedBy,
            ExpressionAttributeNames: { "#status": "status", "#owner": "owner" },
            ExpressionAttributeValues: {
              ":unknown": { S: "UNKNOWN" },
              ":one": { N: "1" },
              ":owner": { S: owner },
            },
          }),
      );
    },

    async release(id, owner) {
      await send(
        (sdk) =>
          new sdk.DeleteItemCommand({
            TableName: tableName,
            Key: { id: { S: id } },
            ...ownedBy,
            ExpressionAttributeNames: { "#owner": "owner" },
            ExpressionAttributeValues: { ":owner": { S: owner } },
          }),
      );
    },
  };
}

/** What the store failing means to the caller: nothing was sent yet. */
export function storeUnavailable(): ToolError {
  return new ToolError(
    "InternalError",
    "The idempotency store could not be used; nothing was sent. Retry the call with the same key.",
    { retryable: true, outcome: "not-sent" },
  );
}
