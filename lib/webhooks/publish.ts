// Puts Xero events on an EventBridge bus with the AWS SDK's PutEvents: `source` agent-tools.xero,
// `detail-type` from the event (events.ts), the event itself as `detail`, its date as `time`. At
// most 10 entries go in one request (PutEvents' limit). PutEvents answers 200 even when it refused
// some entries (FailedEntryCount, an ErrorCode per entry), so each entry's answer is read: the
// caller learns which events went out and which did not. The SDK is loaded on the first publish.
import { lazyClient } from "../runtime/lazy-client";
import { detailTypeOf, type XeroEvent } from "./events";

export const XERO_EVENT_SOURCE = "agent-tools.xero";
/** PutEvents takes at most this many entries per request. */
const ENTRIES_PER_REQUEST = 10;
/** A publish that has not answered by then fails: Xero wants its answer within 5 seconds. */
export const PUBLISH_TIMEOUT_MS = 3000;

interface PutEventsAnswer {
  FailedEntryCount?: number;
  Entries?: { EventId?: string; ErrorCode?: string; ErrorMessage?: string }[];
}

interface EventsSdk {
  client: { send(command: unknown, options: { abortSignal: AbortSignal }): Promise<PutEventsAnswer> };
  PutEventsCommand: new (input: Record<string, unknown>) => unknown;
}

const eventsSdk = lazyClient<EventsSdk>(() =>
  import("@aws-sdk/client-eventbridge").then((module) => ({
    // The SDK honours AWS_ENDPOINT_URL_EVENTBRIDGE: local runs point it at local/eventbridge.ts.
    client: new module.EventBridgeClient({}) as unknown as EventsSdk["client"],
    PutEventsCommand: module.PutEventsCommand as unknown as EventsSdk["PutEventsCommand"],
  })),
);

/** For tests: forget the client (e.g. after changing the endpoint). */
export function resetWebhookEventsClient(): void {
  eventsSdk.reset();
}

/** What became of each event given, in order. */
export type PublishResult = { published: true; eventId: string } | { published: false; reason: string };

export interface EventPublisher {
  publish(events: readonly XeroEvent[]): Promise<PublishResult[]>;
}

/** Xero's `eventDateUtc` has no zone (it is UTC); EventBridge's `Time` takes a Date. */
function timeOf(event: XeroEvent): Date | undefined {
  const text = /[zZ]|[+-]\d\d:?\d\d$/.test(event.eventDateUtc)
    ? event.eventDateUtc
    : `${event.eventDateUtc}Z`;
  const time = new Date(text);
  return Number.isNaN(time.getTime()) ? undefined : time;
}

export function eventBridgePublisher(busName: string, timeoutMs = PUBLISH_TIMEOUT_MS): EventPublisher {
  return {
    async publish(events) {
      const results: PublishResult[] = [];
      const { client, PutEventsCommand } = await eventsSdk.get();
      for (let start = 0; start < events.length; start += ENTRIES_PER_REQUEST) {
        const batch = events.slice(start, start + ENTRIES_PER_REQUEST);
        const abort = new AbortController();
        const timer = setTimeout(() => abort.abort(), timeoutMs);
        let answer: PutEventsAnswer;
        try {
          answer = await client.send(
            new PutEventsCommand({
              Entries: batch.map((event) => {
                const time = timeOf(event);
                return {
                  EventBusName: busName,
                  Source: XERO_EVENT_SOURCE,
                  DetailType: detailTypeOf(event),
                  Detail: JSON.stringify(event),
                  Resources: [],
                  ...(time ? { Time: time } : {}),
                };
              }),
            }),
            { abortSignal: abort.signal },
          );
        } catch (error) {
          const reason = (error as Error | undefined)?.name ?? "Error";
          for (const _ of batch) results.push({ published: false, reason });
          continue;
        } finally {
          clearTimeout(timer);
        }
        // FailedEntryCount 0: every entry went out. Otherwise the refused ones carry an ErrorCode.
        const allPublished = answer.FailedEntryCount === 0;
        batch.forEach((_, index) => {
          const entry = answer.Entries?.[index];
          if (entry?.ErrorCode || (!allPublished && !entry?.EventId)) {
            results.push({ published: false, reason: entry?.ErrorCode ?? "NoEntryInAnswer" });
          } else {
            results.push({ published: true, eventId: entry?.EventId ?? "" });
          }
        });
      }
      return results;
    },
  };
}
