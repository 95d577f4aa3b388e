// An outcome event whose result is over the 200 KB left for it: the result is left out and, with a
// results bucket, stored, the event carrying its `resultLocation`; a failed store costs only the
// location (logged), never the event or the call. Real SDK clients: EventBridge against a fake
// speaking PutEvents, S3 against the local peer.

import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { publishOutcome, resetOutcomeClient } from "../../lib/events/outcomes";
import { EVENT_RESULT_BYTES } from "../../lib/results/limits";
import { resetResultStore } from "../../lib/results/store";
import { type LocalS3, startLocalS3 } from "../../local/s3";
import { startEventBridgeFake } from "../support/eventbridge-fake";

let bus: Awaited<ReturnType<typeof startEventBridgeFake>>;
let s3: LocalS3;
const env: NodeJS.ProcessEnv = {};
const call = { source: "eventbridge" as const, eventId: "evt-1", tool: "LedgerApi.RetrieveInvoices" };
const large = {
  Invoices: Array.from({ length: 300 }, (_, i) => ({ InvoiceID: String(i), Reference: "x".repeat(1000) })),
};

beforeAll(async () => {
  [bus, s3] = await Promise.all([startEventBridgeFake(), startLocalS3()]);
  s3.configure(process.env);
  process.env.AWS_ENDPOINT_URL_EVENTBRIDGE = bus.endpoint;
  process.env.LOG_LEVEL = "silent";
  resetOutcomeClient();
  resetResultStore();
});
afterAll(async () => {
  await Promise.all([bus.close(), s3.close()]);
});
beforeEach(() => {
  bus.reset();
  Object.assign(env, { OUTCOME_BUS_NAME: "outcomes", RESULTS_BUCKET: s3.bucket });
});

describe("an outcome over the event's cap", () => {
  it("carries resultLocation instead of the result, the stored document being the full answer", async () => {
    expect(JSON.stringify(large).length).toBeGreaterThan(EVENT_RESULT_BYTES);
    await publishOutcome(call, { result: large }, { env });
    const [event] = bus.events();
    expect(event?.detail).toMatchObject({
      resultOmitted: true,
      resultLocation: { contentType: "application/json", records: 300 },
    });
    expect(event?.detail.result).toBeUndefined();
    const location = event?.detail.resultLocation as { url: string };
    const stored = await fetch(location.url);
    expect(await stored.json()).toEqual({ tool: call.tool, result: large });
  });

  it("goes without a location when no bucket is configured, or the store fails", async () => {
    delete env.RESULTS_BUCKET;
    await publishOutcome(call, { result: large }, { env });
    env.RESULTS_BUCKET = "no-such-bucket";
    await publishOutcome(call, { result: large }, { env });
    const details = bus.events().map((event) => event.detail);
    expect(details).toHaveLength(2);
    for (const detail of details) {
      expect(detail.resultOmitted).toBe(true);
      expect(detail.resultLocation).toBeUndefined();
    }
  });

  it("keeps a small result inline and stores nothing", async () => {
    await publishOutcome(call, { result: { Invoices: [] } }, { env });
    expect(bus.events()[0]?.detail).toMatchObject({ result: { Invoices: [] } });
    expect(bus.events()[0]?.detail.resultLocation).toBeUndefined();
  });
});
