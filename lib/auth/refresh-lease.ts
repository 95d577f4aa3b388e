// Who may refresh a connection's token set right now, and where a refreshed set that could not be
// written to Secrets Manager is held until it can be. Across containers: one item per connection on
// the idempotency table (the same table and TTL attribute as the idempotency records, under ids that
// cannot collide with its records), taken with a conditional UpdateItem. Without a table (local
// runs): an in-process lock only, and nothing is held outside the container.
import { lazyClient } from "../runtime/lazy-client";
import type { SealedSet } from "./held-set";

export interface LeaseGrant {
  /** Gives the lease up, keeping a held set in the record; never throws. */
  release(): Promise<void>;
  /** The set the record held when the lease was taken (undefined: none, or one past its TTL). */
  held?: SealedSet;
  /** Removes the held set issued at `issuedAt`, and only that one (a later one stays). */
  clearHeld(issuedAt: number): Promise<void>;
}

/** Where refreshed sets that could not be written are held, for whoever comes next. */
export interface HeldSets {
  /** The set held for `key`, if any (a strongly consistent read). */
  peek(key: string): Promise<SealedSet | undefined>;
  /** Holds `sealed`, unless a set issued at the same time or later is held already (then false). */
  hold(key: string, sealed: SealedSet): Promise<boolean>;
}

export interface RefreshLease {
  /** The lease when nobody else holds it, else undefined. */
  tryAcquire(key: string): Promise<LeaseGrant | undefined>;
  /** Undefined for the in-process lease: nothing outlives the container there. */
  held?: HeldSets;
}

/** Long enough for one refresh (10 s timeout) plus the secret reads and writes around it. */
export const LEASE_SECONDS = 30;

/** How long a held set is kept: Xero's refresh token lives 60 days unused, the set is useless after. */
export const HELD_SET_SECONDS = 60 * 24 * 3600;

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

export type Command = new (input: Record<string, unknown>) => unknown;

export type Item = Record<string, { S?: string; N?: string; B?: Uint8Array }>;

export interface DynamoSdk {
  client: { send(command: unknown): Promise<{ Attributes?: Item; Item?: Item }> };
  GetItemCommand: Command;
  UpdateItemCommand: Command;
  DeleteItemCommand: Command;
}

const dynamoSdk = lazyClient<DynamoSdk>(() =>
  import("@aws-sdk/client-dynamodb").then((module) => ({
    client: new module.DynamoDBClient({}) as DynamoSdk["client"],
    GetItemCommand: module.GetItemCommand as unknown as Command,
    UpdateItemCommand: module.UpdateItemCommand as unknown as Command,
    DeleteItemCommand: module.DeleteItemCommand as unknown as Command,
  })),
);

/** For tests: forget the SDK client (e.g. after changing the endpoint). */
export function resetLeaseClient(): void {
  dynamoSdk.reset();
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
    import("./dynamodb-lease").then(({ tableLease }) => tableLease(dynamoSdk, tableName, options)),
  );
  return {
    tryAcquire: async (key) => (await lease.get()).tryAcquire(key),
    held: {
      peek: async (key) => (await lease.get()).held.peek(key),
      hold: async (key, sealed) => (await lease.get()).held.hold(key, sealed),
    },
  };
}
