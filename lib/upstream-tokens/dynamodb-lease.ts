// The refresh lease and the held set on the idempotency table (docs/tokens.md): the DynamoDB
// calls behind refresh-lease.ts's dynamoDbLease, loaded on a container's first refresh.
import { isConditionFailed } from "../runtime/dynamodb";
import { ToolError } from "../runtime/errors";
import type { LazyClient } from "../runtime/lazy-client";
import type { SealedSet } from "./held-set";
import {
  type DynamoSdk,
  HELD_SET_SECONDS,
  type HeldSets,
  type Item,
  LEASE_SECONDS,
  type LeaseGrant,
} from "./lease-contract";

/**
 * The item's attributes: `lease_owner` and `lease_until` (epoch seconds) while someone holds the
 * lease; `held_*` while a set is held (`held_issued` in epoch milliseconds, `held_until` its TTL);
 * `expiration`, the table's TTL attribute, is the later of the two.
 */
function heldOf(item: Item | undefined, nowSeconds: number): SealedSet | undefined {
  const issued = Number(item?.held_issued?.N);
  const until = Number(item?.held_until?.N);
  const { held_salt: salt, held_iv: iv, held_tag: tag, held_data: data } = item ?? {};
  if (!Number.isFinite(issued) || !(until >= nowSeconds)) return undefined;
  if (!salt?.B || !iv?.B || !tag?.B || !data?.B) return undefined;
  return { issuedAt: issued, salt: salt.B, iv: iv.B, tag: tag.B, ciphertext: data.B };
}

export function tableLease(
  sdk: LazyClient<DynamoSdk>,
  tableName: string,
  options: { seconds?: number; heldSeconds?: number; now?: () => number } = {},
): { tryAcquire(key: string): Promise<LeaseGrant | undefined>; held: HeldSets } {
  const seconds = options.seconds ?? LEASE_SECONDS;
  const heldSeconds = options.heldSeconds ?? HELD_SET_SECONDS;
  const now = options.now ?? Date.now;
  const nowSeconds = () => Math.floor(now() / 1000);
  const failed = (what: string) =>
    new ToolError("InternalError", `The token refresh lease could not be ${what}; retry the call.`, {
      retryable: true,
    });

  return {
    async tryAcquire(key) {
      const { client, UpdateItemCommand, DeleteItemCommand } = await sdk.get();
      const start = nowSeconds();
      const until = start + seconds;
      // The holder's own id: a holder whose lease ran out must not release its successor's.
      // node:crypto is imported here, with the SDK: a cold start that refreshes nothing never loads it.
      const owner = (await import("node:crypto")).randomUUID();
      let item: Item | undefined;
      try {
        const answer = await client.send(
          new UpdateItemCommand({
            TableName: tableName,
            Key: { id: { S: key } },
            // An update, not a put: a held set in the item stays, and with it the item's longer TTL.
            UpdateExpression:
              "SET lease_owner = :owner, lease_until = :until, expiration = if_not_exists(held_until, :until)",
            // Free (no item, or one holding only a set), or left behind by a holder that died (TTL
            // deletion can lag by hours); the last branch reads leases written before lease_until existed.
            ConditionExpression:
              "attribute_not_exists(lease_owner) OR lease_until < :now OR (attribute_not_exists(lease_until) AND expiration < :now)",
            ExpressionAttributeValues: {
              ":owner": { S: owner },
              ":until": { N: String(until) },
              ":now": { N: String(start) },
            },
            ReturnValues: "ALL_NEW",
          }),
        );
        item = answer.Attributes;
      } catch (error) {
        if (isConditionFailed(error)) return undefined;
        throw failed("taken");
      }
      const ownerIs = { ":owner": { S: owner } };
      async function clearHeld(issuedAt: number): Promise<void> {
        try {
          await client.send(
            new UpdateItemCommand({
              TableName: tableName,
              Key: { id: { S: key } },
              UpdateExpression:
                "REMOVE held_salt, held_iv, held_tag, held_data, held_issued, held_until SET expiration = :until",
              ConditionExpression: "lease_owner = :owner AND held_issued = :issued",
              ExpressionAttributeValues: {
                ...ownerIs,
                ":issued": { N: String(issuedAt) },
                ":until": { N: String(until) },
              },
            }),
          );
        } catch {
          // A later set is held now, or the lease was taken over: the next holder sees what is there.
        }
      }
      async function release(): Promise<void> {
        try {
          // Nothing held: the item goes (the common case, one call).
          await client.send(
            new DeleteItemCommand({
              TableName: tableName,
              Key: { id: { S: key } },
              ConditionExpression: "lease_owner = :owner AND attribute_not_exists(held_issued)",
              ExpressionAttributeValues: ownerIs,
            }),
          );
          return;
        } catch (error) {
          if (!isConditionFailed(error)) return; // it expires by itself
        }
        try {
          // A set is held: only the lease goes; the item keeps the set and its TTL.
          await client.send(
            new UpdateItemCommand({
              TableName: tableName,
              Key: { id: { S: key } },
              UpdateExpression: "REMOVE lease_owner, lease_until",
              ConditionExpression: "lease_owner = :owner",
              ExpressionAttributeValues: ownerIs,
            }),
          );
        } catch {
          // Taken over or already gone; otherwise it expires by itself.
        }
      }
      const held = heldOf(item, start);
      // A held set past its TTL (its refresh token has expired too) that TTL deletion has not
      // removed yet: cleared, so the item's TTL is the lease's again.
      const leftOver = item?.held_issued?.N;
      if (!held && leftOver !== undefined) await clearHeld(Number(leftOver));
      return { held, clearHeld, release };
    },

    held: {
      async peek(key) {
        const { client, GetItemCommand } = await sdk.get();
        try {
          const answer = await client.send(
            new GetItemCommand({ TableName: tableName, Key: { id: { S: key } }, ConsistentRead: true }),
          );
          return heldOf(answer.Item, nowSeconds());
        } catch {
          throw failed("read");
        }
      },
      async hold(key, sealed) {
        const { client, UpdateItemCommand } = await sdk.get();
        const heldUntil = Math.floor(sealed.issuedAt / 1000) + heldSeconds;
        try {
          // Not conditioned on the lease: a holder whose lease was taken over still keeps its set,
          // unless a later one is held (two held sets: the later issue wins).
          await client.send(
            new UpdateItemCommand({
              TableName: tableName,
              Key: { id: { S: key } },
              UpdateExpression:
                "SET held_salt = :salt, held_iv = :iv, held_tag = :tag, held_data = :data, held_issued = :issued, held_until = :heldUntil, expiration = :heldUntil",
              ConditionExpression: "attribute_not_exists(held_issued) OR held_issued < :issued",
              ExpressionAttributeValues: {
                ":salt": { B: sealed.salt },
                ":iv": { B: sealed.iv },
                ":tag": { B: sealed.tag },
                ":data": { B: sealed.ciphertext },
                ":issued": { N: String(sealed.issuedAt) },
                ":heldUntil": { N: String(heldUntil) },
              },
            }),
          );
          return true;
        } catch (error) {
          if (isConditionFailed(error)) return false;
          throw failed("written");
        }
      },
    },
  };
}
