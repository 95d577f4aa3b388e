// The parts of lib/webhooks on their own: the signature check, the delivery's checks and
// detail-types, the key's sources (the environment, the local Secrets Manager), the dedupe claims
// in dynalite (a published key stays taken, a lapsed claim or an expired key is free again), and
// the publisher against the local EventBridge (batches of 10, refused entries, an unreachable bus).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { dynamoDb } from "../../lib/runtime/dynamodb";
import { SecretCache } from "../../lib/upstream-tokens/secrets-manager";
import { dynamoDeliveryClaims } from "../../lib/webhooks/claims";
import { DeliveryError, dedupeKeyOf, detailTypeOf, parseDelivery } from "../../lib/webhooks/events";
import { WebhookKeyMissing, webhookKeySource } from "../../lib/webhooks/key";
import { eventBridgePublisher, resetWebhookEventsClient } from "../../lib/webhooks/publish";
import { verifyXeroSignature, xeroSignatureOf } from "../../lib/webhooks/signature";
import { type LocalDynamo, startLocalDynamo } from "../../local/dynamodb";
import { type LocalEventBridge, startLocalEventBridge } from "../../local/eventbridge";
import { type SecretsManagerFake, startSecretsManagerFake } from "../../local/secrets-manager";
import { deliveryOf, invoiceEvent, KEY, signed } from "./support";

const TENANT = "00000000-0000-4000-8000-000000a00001";
const INVOICE = "6a1e0c2f-0000-4000-8000-00000000beef";
const bytes = (text: string) => Buffer.from(text, "utf8");

describe("verifyXeroSignature", () => {
  const body = deliveryOf([invoiceEvent(TENANT, INVOICE)]);
  it("takes Xero's signature of the exact bytes, computed independently", () => {
    expect(xeroSignatureOf(bytes(body), KEY)).toBe(signed(body));
    expect(verifyXeroSignature(bytes(body), signed(body), KEY)).toBe(true);
  });
  it("refuses another key, another body, no signature, no key, and a signature with extra characters", () => {
    expect(verifyXeroSignature(bytes(body), signed(body, "other"), KEY)).toBe(false);
    expect(verifyXeroSignature(bytes(`${body} `), signed(body), KEY)).toBe(false);
    expect(verifyXeroSignature(bytes(body), undefined, KEY)).toBe(false);
    expect(verifyXeroSignature(bytes(body), "", KEY)).toBe(false);
    expect(verifyXeroSignature(bytes(body), signed(body, ""), "")).toBe(false);
    expect(verifyXeroSignature(bytes(body), `${signed(body)}!`, KEY)).toBe(false);
    expect(verifyXeroSignature(bytes(body), "short", KEY)).toBe(false);
  });
});

describe("parseDelivery", () => {
  it("reads a delivery and keeps its sequence and entropy", () => {
    const delivery = parseDelivery(bytes(deliveryOf([invoiceEvent(TENANT, INVOICE)], 3)));
    expect(delivery).toMatchObject({
      firstEventSequence: 3,
      lastEventSequence: 3,
      entropy: "S0m3r4Nd0mt3xt",
    });
    expect(delivery.events[0]?.resourceId).toBe(INVOICE);
  });
  it("names every problem: not JSON, not an object, no events array, a field missing", () => {
    const problems = (text: string) => {
      try {
        parseDelivery(bytes(text));
        return [];
      } catch (error) {
        expect(error).toBeInstanceOf(DeliveryError);
        return (error as DeliveryError).problems;
      }
    };
    expect(problems("{")).toEqual(["body: must be JSON"]);
    expect(problems("[]")).toEqual(["body: must be a JSON object"]);
    expect(problems('{"events":{}}')).toEqual(["events: must be an array"]);
    expect(problems('{"events":[1]}')).toEqual(["events[0]: must be an object"]);
    const { tenantId: _, ...noTenant } = invoiceEvent(TENANT, INVOICE);
    expect(problems(JSON.stringify({ events: [{ ...noTenant, eventType: "" }] }))).toEqual([
      "events[0].eventType: must be a non-empty string",
      "events[0].tenantId: must be a non-empty string",
    ]);
    expect(problems(JSON.stringify({ events: Array(501).fill(invoiceEvent(TENANT, INVOICE)) }))).toEqual([
      "events: at most 500 (got 501)",
    ]);
  });
});

describe("detailTypeOf and dedupeKeyOf", () => {
  it("names each category and type as EventBridge rules match them", () => {
    const of = (eventCategory: string, eventType: string) => detailTypeOf({ eventCategory, eventType });
    expect(of("INVOICE", "UPDATE")).toBe("Xero Invoice Updated");
    expect(of("CONTACT", "CREATE")).toBe("Xero Contact Created");
    expect(of("CREDITNOTE", "UPDATE")).toBe("Xero Credit Note Updated");
    expect(of("SUBSCRIPTION", "DELETE")).toBe("Xero Subscription Deleted");
    expect(of("BANK_FEED", "ARCHIVE")).toBe("Xero Bank Feed Archive");
  });
  it("keys a change by organisation, record, type and time", () => {
    const event = invoiceEvent(TENANT, INVOICE);
    expect(dedupeKeyOf(event)).toBe(dedupeKeyOf({ ...event, resourceUrl: "elsewhere" }));
    expect(dedupeKeyOf(event)).not.toBe(dedupeKeyOf({ ...event, eventDateUtc: "2026-11-21T10:00:00.124" }));
    expect(dedupeKeyOf(event)).not.toBe(dedupeKeyOf({ ...event, eventType: "CREATE" }));
  });
});

describe("webhookKeySource", () => {
  let secrets: SecretsManagerFake;
  beforeAll(async () => {
    secrets = await startSecretsManagerFake({ "agent-tools/xero-webhook-key": ` ${KEY}\n`, empty: " " });
  });
  afterAll(() => secrets.close());

  it("takes XERO_WEBHOOK_KEY first, else the secret (trimmed), read once per cache lifetime", async () => {
    expect(await webhookKeySource({ XERO_WEBHOOK_KEY: "direct" })()).toBe("direct");
    const cache = new SecretCache({ read: async (id) => secrets.secrets[id], write: async () => {} });
    const source = webhookKeySource({ XERO_WEBHOOK_KEY_SECRET_ID: "agent-tools/xero-webhook-key" }, cache);
    expect(await source()).toBe(KEY);
    expect(await source()).toBe(KEY);
  });

  it("fails without a key, naming both variables and never a value", async () => {
    await expect(webhookKeySource({})()).rejects.toThrow(WebhookKeyMissing);
    await expect(webhookKeySource({})()).rejects.toThrow(/XERO_WEBHOOK_KEY or XERO_WEBHOOK_KEY_SECRET_ID/);
    const cache = new SecretCache({ read: async (id) => secrets.secrets[id], write: async () => {} });
    await expect(webhookKeySource({ XERO_WEBHOOK_KEY_SECRET_ID: "empty" }, cache)()).rejects.toThrow(
      WebhookKeyMissing,
    );
  });
});

describe("dynamoDeliveryClaims", () => {
  let dynamo: LocalDynamo;
  let now = Date.UTC(2026, 10, 21, 10);
  beforeAll(async () => {
    dynamo = await startLocalDynamo("webhook-claims-test");
    dynamo.configure(process.env);
    dynamoDb.reset();
  });
  afterAll(() => dynamo.close());
  const claims = () =>
    dynamoDeliveryClaims("webhook-claims-test", { now: () => now, ttlSeconds: 3600, leaseMs: 1000 });

  it("claims a key once; a published key stays taken until its TTL", async () => {
    expect(await claims().claim("published")).toBe(true);
    expect(await claims().claim("published")).toBe(false);
    await claims().markPublished("published");
    now += 2000; // past the lease: a published key is no claim to take over
    expect(await claims().claim("published")).toBe(false);
    now += 3600_000; // past the TTL
    expect(await claims().claim("published")).toBe(true);
  });

  it("gives a released claim, or one whose lease lapsed, to the next delivery", async () => {
    expect(await claims().claim("released")).toBe(true);
    await claims().release("released");
    expect(await claims().claim("released")).toBe(true);
    expect(await claims().claim("released")).toBe(false);
    now += 1001;
    expect(await claims().claim("released")).toBe(true);
  });

  it("never releases a published key", async () => {
    expect(await claims().claim("kept")).toBe(true);
    await claims().markPublished("kept");
    await claims().release("kept");
    expect(await claims().claim("kept")).toBe(false);
  });

  it("fails with ClaimStoreError when the table cannot be used", async () => {
    const missing = dynamoDeliveryClaims("no-such-table");
    await expect(missing.claim("x")).rejects.toThrow(/webhook dedupe table could not be used/);
    await expect(missing.markPublished("x")).rejects.toThrow(/ResourceNotFoundException/);
    await expect(missing.release("x")).rejects.toThrow(/could not be used/);
  });
});

describe("eventBridgePublisher", () => {
  let events: LocalEventBridge;
  let dynamo: LocalDynamo;
  beforeAll(async () => {
    dynamo = await startLocalDynamo("unused");
    dynamo.configure(process.env);
    events = await startLocalEventBridge({ credentials: dynamo.credentials, region: dynamo.region });
    events.configure(process.env);
    resetWebhookEventsClient();
  });
  afterAll(async () => {
    await events.close();
    await dynamo.close();
  });
  beforeEach(() => events.reset());
  const many = (count: number) =>
    Array.from({ length: count }, (_, n) =>
      invoiceEvent(TENANT, INVOICE, `2026-11-21T10:00:00.${String(n).padStart(3, "0")}`),
    );

  it("puts 10 entries per request, each with its time, and answers each event's id", async () => {
    const results = await eventBridgePublisher("default").publish(many(12));
    expect(results.every((result) => result.published)).toBe(true);
    expect(events.putRequests()).toBe(2);
    expect(events.entries.map((entry) => entry.Time)).toContain(Date.UTC(2026, 10, 21, 10, 0, 0, 11) / 1000);
  });

  it("reports the refused entries by their ErrorCode and the others as published", async () => {
    events.failNext({ entries: 1 });
    const results = await eventBridgePublisher("default").publish(many(2));
    expect(results).toEqual([
      { published: false, reason: "InternalFailure" },
      { published: true, eventId: expect.any(String) },
    ]);
  });

  it("reports every event of a request that failed as a whole, and sends an event with an unreadable date without a time", async () => {
    events.failNext({ requests: 3 });
    const failed = await eventBridgePublisher("default").publish(many(1));
    expect(failed).toEqual([{ published: false, reason: "InternalException" }]);
    const odd = { ...invoiceEvent(TENANT, INVOICE), eventDateUtc: "yesterday" };
    expect((await eventBridgePublisher("default").publish([odd]))[0]?.published).toBe(true);
    expect(events.entries.at(-1)?.Time).toBeUndefined();
  });

  it("gives up at its timeout", async () => {
    const results = await eventBridgePublisher("default", 0).publish(many(1));
    expect(results[0]?.published).toBe(false);
  });
});
