// The sandbox's state: one organisation per tenant, rebuilt from the starting data on reset, plus the
// answers remembered under Idempotency-Key.
import type { LedgerDeps } from "./deps";
import type { LedgerOrganisation, XeroRecord } from "./types";

/** An answer as sent, so an idempotent replay is byte-for-byte the first one. */
export interface StoredAnswer {
  status: number;
  headers: Record<string, string>;
  body?: Uint8Array | string;
}

const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;

export class LedgerStore {
  private organisations = new Map<string, LedgerOrganisation>();
  private tenantOrder: string[] = [];
  private answers = new Map<string, { answer: StoredAnswer; at: number }>();

  constructor(readonly deps: LedgerDeps) {
    this.reset();
  }

  reset(): void {
    const startingData = this.deps.createStartingData();
    this.organisations = new Map(startingData.map((org) => [org.tenantId.toLowerCase(), org]));
    this.tenantOrder = startingData.map((org) => org.tenantId);
    this.answers.clear();
    for (const org of startingData) {
      // The starting data may ship journals already; derive them only where it did not.
      if (!org.collections.Journals?.length) this.refreshJournals(org);
    }
  }

  get tenantIds(): readonly string[] {
    return this.tenantOrder;
  }

  /** Tenant ids are GUIDs, so the header matches without regard to case. */
  organisation(tenantId: string | undefined): LedgerOrganisation | undefined {
    return tenantId ? this.organisations.get(tenantId.trim().toLowerCase()) : undefined;
  }

  /** Call after any change that moves money between accounts. */
  refreshJournals(org: LedgerOrganisation): void {
    org.collections.Journals = this.deps.deriveJournals(org);
  }

  /** Xero keeps an Idempotency-Key for 24 hours; after that the key is new again. */
  recallAnswer(tenantId: string, key: string, now = Date.now()): StoredAnswer | undefined {
    const remembered = this.answers.get(`${tenantId.toLowerCase()}\n${key}`);
    return remembered && now - remembered.at < IDEMPOTENCY_WINDOW_MS ? remembered.answer : undefined;
  }

  rememberAnswer(tenantId: string, key: string, answer: StoredAnswer, now = Date.now()): void {
    this.answers.set(`${tenantId.toLowerCase()}\n${key}`, { answer, at: now });
  }
}

/** The records of a collection, created empty when the starting data has none. */
export function recordsOf(org: LedgerOrganisation, collection: string): XeroRecord[] {
  org.collections[collection] ??= [];
  return org.collections[collection];
}
