// Shared by the webhook tests: a Xero delivery body, signed as Xero signs it, and one POST of it.
import { createHmac } from "node:crypto";

export const KEY = "test-webhook-key-0123456789abcdef0123456789abcdef";

/** Xero's signature, computed here on its own (not with lib/webhooks/signature.ts). */
export const signed = (body: string | Buffer, key = KEY) =>
  createHmac("sha256", key).update(body).digest("base64");

export function invoiceEvent(tenantId: string, invoiceId: string, at = "2026-11-21T10:00:00.123") {
  return {
    resourceUrl: `https://api.xero.com/api.xro/2.0/Invoices/${invoiceId}`,
    resourceId: invoiceId,
    eventDateUtc: at,
    eventType: "UPDATE",
    eventCategory: "INVOICE",
    tenantId,
    tenantType: "ORGANISATION",
  };
}

export function deliveryOf(events: unknown[], sequence = 1): string {
  return JSON.stringify({
    events,
    firstEventSequence: sequence,
    lastEventSequence: sequence + Math.max(0, events.length - 1),
    entropy: "S0m3r4Nd0mt3xt",
  });
}

export const INTENT_TO_RECEIVE = JSON.stringify({
  events: [],
  firstEventSequence: 0,
  lastEventSequence: 0,
  entropy: "OSHPXTUSXASRFBBCJFEN",
});

/** POSTs `body` to `url` with the headers given; the status and the body's text. */
export async function post(url: string, body: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body,
  });
  return { status: response.status, body: await response.text() };
}
