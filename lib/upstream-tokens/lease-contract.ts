// The refresh lease's interfaces, timings and DynamoDB shapes: shared by refresh-lease.ts (which
// re-exports them) and dynamodb-lease.ts, which refresh-lease.ts loads on demand and which so
// imports nothing back from it.
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

export type { Command, DynamoSdk, Item } from "../runtime/dynamodb";
