// Who may refresh a connection's token set right now, and where a refreshed set that could not be
// written to Secrets Manager is held until it can be. Across containers: one item per connection on
// the idempotency table (the same table and TTL attribute as the idempotency records, under ids that
// cannot collide with its records), taken with a conditional UpdateItem. Without a table (local
// runs): an in-process lock only, and nothing is held outside the container.
import { dynamoDb } from "../runtime/dynamodb";
import { lazyClient } from "../runtime/lazy-client";
import type { RefreshLease } from "./lease-contract";

export type { Command, DynamoSdk, HeldSets, Item, LeaseGrant, RefreshLease } from "./lease-contract";
export { HELD_SET_SECONDS, LEASE_SECONDS } from "./lease-contract";

export function leaseKeyFor(secretId: string): string {
  return `lease#token#${secretId}`;
}

const heldInProcess = new Set<string>();

/** Coordinates the token sources of one process only: containers are not coordinated. */
export const inProcessLease: RefreshLease = {
  async tryAcquire(key) {
    if (heldInProcess.has(key)) return undefined;
    heldInProcess.add(key);
    return {
      async release() {
        heldInProcess.delete(key);
      },
      async clearHeld() {},
    };
  },
};

/** For tests: forget the SDK client (e.g. after changing the endpoint). */
export function resetLeaseClient(): void {
  dynamoDb.reset();
}

/**
 * The lease on the table: the code that speaks to DynamoDB (dynamodb-lease.ts) is loaded on the
 * first refresh, with the SDK, not at a cold start.
 */
export function dynamoDbLease(
  tableName: string,
  options: { seconds?: number; heldSeconds?: number; now?: () => number } = {},
): RefreshLease {
  const lease = lazyClient(() =>
    import("./dynamodb-lease").then(({ tableLease }) => tableLease(dynamoDb, tableName, options)),
  );
  return {
    tryAcquire: async (key) => (await lease.get()).tryAcquire(key),
    held: {
      peek: async (key) => (await lease.get()).held.peek(key),
      hold: async (key, sealed) => (await lease.get()).held.hold(key, sealed),
    },
  };
}
