// The sandbox's webhooks, as Xero sends them: after a write that changed invoices, contacts or
// credit notes, a signed delivery (`x-xero-signature`: base64 HMAC-SHA256 of the body under the
// webhook key) is POSTed to the configured URL, `{events: [{resourceUrl, resourceId, eventDateUtc,
// eventType, eventCategory, tenantId, tenantType}], firstEventSequence, lastEventSequence, entropy}`.
// Off unless a target is set (LEDGER_SANDBOX_WEBHOOK_URL, docs/local.md). What changed is found by
// comparing each record before and after the write, so a payment that marks an invoice PAID sends
// `INVOICE UPDATE` as Xero does. Deliveries go after the write has answered, one at a time in order;
// a delivery answered with anything but 2xx is sent again (Xero retries), up to `attempts` times.
// The signature is computed here, not with lib/webhooks: a sandbox does not import the client.
import { createHmac, randomBytes } from "node:crypto";
import { request } from "node:http";
import type { LedgerOrganisation, XeroRecord } from "./types";

/** Xero's categories of the collections watched, and each record's id field. */
const WATCHED = [
  { collection: "Invoices", idField: "InvoiceID", category: "INVOICE" },
  { collection: "Contacts", idField: "ContactID", category: "CONTACT" },
  { collection: "CreditNotes", idField: "CreditNoteID", category: "CREDITNOTE" },
] as const;

export interface WebhookTarget {
  url: string;
  key: string;
}

export interface SandboxWebhookEvent {
  resourceUrl: string;
  resourceId: string;
  eventDateUtc: string;
  eventType: "CREATE" | "UPDATE";
  eventCategory: string;
  tenantId: string;
  tenantType: "ORGANISATION";
}

/** One delivery as sent, and what the receiver answered (0: no answer). */
export interface SandboxDelivery {
  events: SandboxWebhookEvent[];
  statuses: number[];
}

/** Each watched record's JSON by collection and id: what "changed" is measured against. */
export type WebhookSnapshot = Map<string, string>;

function snapshotOf(org: LedgerOrganisation): WebhookSnapshot {
  const snapshot: WebhookSnapshot = new Map();
  for (const { collection, idField } of WATCHED) {
    for (const record of org.collections[collection] ?? []) {
      snapshot.set(`${collection}/${String(record[idField])}`, JSON.stringify(record));
    }
  }
  return snapshot;
}

/** Xero's eventDateUtc: milliseconds, no zone. */
const xeroUtc = (ms: number) => new Date(ms).toISOString().replace(/Z$/, "");

export class LedgerWebhooks {
  private target: WebhookTarget | undefined;
  private sequence = 0;
  private queue: Promise<void> = Promise.resolve();
  readonly deliveries: SandboxDelivery[] = [];

  constructor(
    private readonly clock: () => number,
    /** The API's base URL, for each event's resourceUrl. */
    private readonly apiUrl: () => string,
    readonly attempts = 3,
  ) {}

  /** Turns deliveries on (a target) or off (undefined). */
  setTarget(target: WebhookTarget | undefined): void {
    this.target = target;
  }

  get enabled(): boolean {
    return this.target !== undefined;
  }

  /** Before a write: the state its changes are found against (undefined while off). */
  before(org: LedgerOrganisation): WebhookSnapshot | undefined {
    return this.target ? snapshotOf(org) : undefined;
  }

  /** After a write has answered: sends the changes since `before`, if any. */
  after(org: LedgerOrganisation, before: WebhookSnapshot | undefined): void {
    const target = this.target;
    if (!target || !before) return;
    const at = xeroUtc(this.clock());
    const events: SandboxWebhookEvent[] = [];
    for (const { collection, idField, category } of WATCHED) {
      for (const record of org.collections[collection] ?? ([] as XeroRecord[])) {
        const id = String(record[idField]);
        const was = before.get(`${collection}/${id}`);
        if (was === JSON.stringify(record)) continue;
        events.push({
          resourceUrl: `${this.apiUrl()}/${collection}/${id}`,
          resourceId: id,
          eventDateUtc: at,
          eventType: was === undefined ? "CREATE" : "UPDATE",
          eventCategory: category,
          tenantId: org.tenantId,
          tenantType: "ORGANISATION",
        });
      }
    }
    if (events.length === 0) return;
    const first = this.sequence + 1;
    this.sequence += events.length;
    const body = JSON.stringify({
      events,
      firstEventSequence: first,
      lastEventSequence: this.sequence,
      entropy: randomBytes(10).toString("hex").toUpperCase(),
    });
    const delivery: SandboxDelivery = { events, statuses: [] };
    this.deliveries.push(delivery);
    this.queue = this.queue.then(() => this.send(target, body, delivery));
  }

  /** Resolves once every delivery queued so far has been answered or given up. */
  idle(): Promise<void> {
    return this.queue;
  }

  reset(): void {
    this.deliveries.length = 0;
    this.sequence = 0;
  }

  private async send(target: WebhookTarget, body: string, delivery: SandboxDelivery): Promise<void> {
    const signature = createHmac("sha256", target.key).update(body).digest("base64");
    for (let attempt = 1; attempt <= this.attempts; attempt += 1) {
      const status = await post(target.url, body, signature);
      delivery.statuses.push(status);
      if (status >= 200 && status < 300) return;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}

function post(url: string, body: string, signature: string): Promise<number> {
  return new Promise((resolve) => {
    const req = request(
      url,
      {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body),
          "x-xero-signature": signature,
        },
        timeout: 5000,
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("timeout", () => req.destroy());
    req.on("error", () => resolve(0));
    req.end(body);
  });
}
