// POST /webhooks/xero on the local gateway, end to end over real HTTP: the handler's code with the
// dedupe table in dynalite and the local EventBridge (local/eventbridge.ts) reached by the real SDK
// client. What Xero relies on: a correctly signed delivery answers 200 with an empty body, any other
// 401 with an empty body; a redelivered event is published once; a failed publish answers 500 and
// gives the claim back, so the redelivery publishes it.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type LocalStack, startLocalStack } from "../../local/stack";
import type { LocalWebhooks } from "../../local/webhooks";
import { deliveryOf, INTENT_TO_RECEIVE, invoiceEvent, KEY, post, signed } from "./support";

const TENANT = "00000000-0000-4000-8000-000000a00001";
const INVOICE = "6a1e0c2f-0000-4000-8000-00000000beef";
let stack: LocalStack;
let webhooks: LocalWebhooks;
let url = "";

beforeAll(async () => {
  process.env.XERO_WEBHOOK_KEY = KEY;
  stack = await startLocalStack({ port: 0 });
  webhooks = stack.webhooks as LocalWebhooks;
  url = `${stack.url}/webhooks/xero`;
});
afterAll(async () => {
  await stack?.close();
  delete process.env.XERO_WEBHOOK_KEY;
});
beforeEach(() => {
  webhooks.events.reset();
});

/** What the peer holds of the entries put: detail-type and detail. */
const published = () =>
  webhooks.events.entries.map((entry) => ({
    source: entry.Source,
    detailType: entry.DetailType,
    detail: JSON.parse(entry.Detail ?? "null") as Record<string, unknown>,
  }));

describe("intent to receive", () => {
  it("answers a correctly signed delivery 200 with an empty body, and publishes nothing", async () => {
    const answer = await post(url, INTENT_TO_RECEIVE, { "x-xero-signature": signed(INTENT_TO_RECEIVE) });
    expect(answer).toEqual({ status: 200, body: "" });
    expect(webhooks.events.putRequests()).toBe(0);
  });

  it("answers a wrong signature 401 with an empty body", async () => {
    const answer = await post(url, INTENT_TO_RECEIVE, {
      "x-xero-signature": signed(INTENT_TO_RECEIVE, "another-key"),
    });
    expect(answer).toEqual({ status: 401, body: "" });
  });

  it("answers a delivery without a signature 401 with an empty body", async () => {
    expect(await post(url, INTENT_TO_RECEIVE)).toEqual({ status: 401, body: "" });
  });

  it("takes the header whatever its case", async () => {
    const answer = await post(url, INTENT_TO_RECEIVE, { "X-Xero-Signature": signed(INTENT_TO_RECEIVE) });
    expect(answer.status).toBe(200);
  });
});

describe("signed bodies", () => {
  it("refuses a tampered body sent with its original signature, publishing nothing", async () => {
    const original = deliveryOf([invoiceEvent(TENANT, INVOICE)]);
    const tampered = original.replace(INVOICE, "6a1e0c2f-0000-4000-8000-00000000f00d");
    const answer = await post(url, tampered, { "x-xero-signature": signed(original) });
    expect(answer).toEqual({ status: 401, body: "" });
    expect(webhooks.events.putRequests()).toBe(0);
  });

  it("refuses a body over 1 MB with 413, whatever its signature", async () => {
    const big = deliveryOf([{ ...invoiceEvent(TENANT, INVOICE), padding: "x".repeat(1024 * 1024) }]);
    const answer = await post(url, big, { "x-xero-signature": signed(big) });
    expect(answer).toEqual({ status: 413, body: "" });
    expect(webhooks.events.putRequests()).toBe(0);
  });

  it("answers a signed body that is no delivery 400, publishing nothing", async () => {
    const body = JSON.stringify({ events: [{ resourceId: INVOICE }] });
    const answer = await post(url, body, { "x-xero-signature": signed(body) });
    expect(answer).toEqual({ status: 400, body: "" });
    expect(webhooks.events.putRequests()).toBe(0);
  });
});

describe("publishing", () => {
  it("puts each event on the bus with source agent-tools.xero, its detail-type and the event as detail", async () => {
    const invoice = invoiceEvent(TENANT, INVOICE, "2026-11-21T10:00:01.000");
    const contact = {
      ...invoiceEvent(TENANT, "c0000000-0000-4000-8000-000000000001", "2026-11-21T10:00:01.000"),
      eventCategory: "CONTACT",
      eventType: "CREATE",
    };
    const creditNote = {
      ...invoiceEvent(TENANT, "c0000000-0000-4000-8000-000000000002", "2026-11-21T10:00:01.000"),
      eventCategory: "CREDITNOTE",
    };
    const body = deliveryOf([invoice, contact, creditNote]);
    expect(await post(url, body, { "x-xero-signature": signed(body) })).toEqual({ status: 200, body: "" });
    expect(published()).toEqual([
      { source: "agent-tools.xero", detailType: "Xero Invoice Updated", detail: invoice },
      { source: "agent-tools.xero", detailType: "Xero Contact Created", detail: contact },
      { source: "agent-tools.xero", detailType: "Xero Credit Note Updated", detail: creditNote },
    ]);
  });

  it("publishes a redelivered event once: the second delivery answers 200 and puts nothing", async () => {
    const body = deliveryOf([invoiceEvent(TENANT, INVOICE, "2026-11-21T10:00:02.000")], 7);
    const headers = { "x-xero-signature": signed(body) };
    expect((await post(url, body, headers)).status).toBe(200);
    expect((await post(url, body, headers)).status).toBe(200);
    // A redelivery in a new delivery with other events: only the new one goes out.
    const fresh = invoiceEvent(TENANT, INVOICE, "2026-11-21T10:00:03.000");
    const mixed = deliveryOf([invoiceEvent(TENANT, INVOICE, "2026-11-21T10:00:02.000"), fresh], 7);
    expect((await post(url, mixed, { "x-xero-signature": signed(mixed) })).status).toBe(200);
    expect(webhooks.events.putRequests()).toBe(2);
    expect(published().map((entry) => entry.detail.eventDateUtc)).toEqual([
      "2026-11-21T10:00:02.000",
      "2026-11-21T10:00:03.000",
    ]);
  });

  it("answers 500 when the bus refuses an entry, and the redelivery publishes it", async () => {
    const body = deliveryOf([invoiceEvent(TENANT, INVOICE, "2026-11-21T10:00:04.000")]);
    const headers = { "x-xero-signature": signed(body) };
    webhooks.events.failNext({ entries: 1 });
    expect(await post(url, body, headers)).toEqual({ status: 500, body: "" });
    expect(published()).toEqual([]);
    // The claim was released: Xero's redelivery goes out, once.
    expect(await post(url, body, headers)).toEqual({ status: 200, body: "" });
    expect(await post(url, body, headers)).toEqual({ status: 200, body: "" });
    expect(published().map((entry) => entry.detail.eventDateUtc)).toEqual(["2026-11-21T10:00:04.000"]);
  });

  it("answers 500 when PutEvents fails as a whole, and the redelivery publishes every event", async () => {
    const events = [
      invoiceEvent(TENANT, INVOICE, "2026-11-21T10:00:05.000"),
      invoiceEvent(TENANT, INVOICE, "2026-11-21T10:00:06.000"),
    ];
    const body = deliveryOf(events);
    const headers = { "x-xero-signature": signed(body) };
    // The SDK retries a 500 twice: three refusals fail the publish.
    webhooks.events.failNext({ requests: 3 });
    expect(await post(url, body, headers)).toEqual({ status: 500, body: "" });
    expect(await post(url, body, headers)).toEqual({ status: 200, body: "" });
    expect(published().map((entry) => entry.detail)).toEqual(events);
  });
});
