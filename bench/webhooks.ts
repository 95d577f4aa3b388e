// Benchmark of the Xero webhook endpoint (prints numbers; not a test): on `npm start`'s stack
// (local gateway, the handler's code, dedupe table in dynalite, the local EventBridge), the time
// from sending a signed intent-to-receive delivery to its answer (median and p95 over BENCH_CALLS
// deliveries; Xero gives 5 s), the same for a wrongly signed one, and for deliveries of new events;
// then how many events each redelivery of an already-published delivery puts on the bus (0 is the
// goal) and the PutEvents requests it costs. Everything runs in this process on 127.0.0.1.
import { createHmac } from "node:crypto";
import { startLocalStack } from "../local/stack";
import { fmt, median, percentile } from "./stats";

const CALLS = Number(process.env.BENCH_CALLS ?? 200);
const REDELIVERIES = Number(process.env.BENCH_REDELIVERIES ?? 20);
const KEY = "bench-webhook-key-0123456789abcdef0123456789abcdef";
const TENANT = "00000000-0000-4000-8000-000000a00001";

process.env.XERO_WEBHOOK_KEY = KEY;
process.env.LOG_LEVEL = "silent";
process.env.METRICS = "0";
const stack = await startLocalStack({ port: 0 });
const events = stack.webhooks?.events;
if (!events) throw new Error("the stack started without webhooks");
const url = `${stack.url}/webhooks/xero`;
const sign = (body: string, key = KEY) => createHmac("sha256", key).update(body).digest("base64");

async function timed(body: string, signature: string, expected: number): Promise<number> {
  const start = performance.now();
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", "x-xero-signature": signature },
    body,
  });
  await response.arrayBuffer();
  const ms = performance.now() - start;
  if (response.status !== expected) throw new Error(`expected ${expected}, got ${response.status}`);
  return ms;
}

function eventAt(n: number) {
  const id = `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
  return {
    resourceUrl: `https://api.xero.com/api.xro/2.0/Invoices/${id}`,
    resourceId: id,
    eventDateUtc: new Date(Date.UTC(2026, 10, 21, 10, 0, 0, n)).toISOString().replace(/Z$/, ""),
    eventType: "UPDATE",
    eventCategory: "INVOICE",
    tenantId: TENANT,
    tenantType: "ORGANISATION",
  };
}
const deliveryOf = (list: unknown[], entropy: string) =>
  JSON.stringify({ events: list, firstEventSequence: 1, lastEventSequence: list.length, entropy });

const rows: string[] = [];
const report = (label: string, times: number[]) =>
  rows.push(`${label.padEnd(44)} median ${fmt(median(times))}   p95 ${fmt(percentile(times, 95))}`);

// Warm-up: the SDK clients and the route's first answers.
for (let i = 0; i < 10; i += 1) {
  const body = deliveryOf([], `WARM${i}`);
  await timed(body, sign(body), 200);
}

const intent: number[] = [];
const refused: number[] = [];
for (let i = 0; i < CALLS; i += 1) {
  const body = deliveryOf([], `INTENT${i}`);
  intent.push(await timed(body, sign(body), 200));
  refused.push(await timed(body, sign(body, "not-the-key"), 401));
}
report(`intent to receive, signed (200) x${CALLS}`, intent);
report(`intent to receive, wrongly signed (401) x${CALLS}`, refused);

const fresh: number[] = [];
for (let i = 0; i < CALLS; i += 1) {
  const body = deliveryOf([eventAt(i)], `NEW${i}`);
  fresh.push(await timed(body, sign(body), 200));
}
report(`one new event, published (200) x${CALLS}`, fresh);

// Redeliveries: a delivery of 5 events, published once, then sent again REDELIVERIES times.
const five = deliveryOf(
  [0, 1, 2, 3, 4].map((n) => eventAt(100_000 + n)),
  "FIVE",
);
events.reset();
await timed(five, sign(five), 200);
const firstPut = { entries: events.entries.length, requests: events.putRequests() };
const again: number[] = [];
for (let i = 0; i < REDELIVERIES; i += 1) again.push(await timed(five, sign(five), 200));
const redeliveredEntries = events.entries.length - firstPut.entries;
const redeliveredRequests = events.putRequests() - firstPut.requests;
report(`redelivery of 5 published events x${REDELIVERIES}`, again);

process.stdout.write(
  [
    "Xero webhooks on the local gateway (answer times as the sender sees them)",
    ...rows.map((row) => `  ${row}`),
    `  first delivery of 5 events: ${firstPut.entries} events published in ${firstPut.requests} PutEvents request(s)`,
    `  ${REDELIVERIES} redeliveries of it: ${redeliveredEntries} events published (${(redeliveredEntries / REDELIVERIES).toFixed(2)} per redelivery), ${redeliveredRequests} PutEvents requests`,
    "",
  ].join("\n"),
);
await stack.close();
