// The Xero webhook endpoint (`POST /webhooks/xero`, an API Gateway REST proxy event): the raw body
// (base64-decoded when API Gateway says so) is held to 1 MB (413), its `x-xero-signature` checked
// against the webhook key (401, empty body, when missing or wrong), and each event is claimed in
// the dedupe table and put on the bus. Xero's rules, which shape every answer: a correctly signed
// delivery gets 200 with an empty body within 5 seconds (the "intent to receive" sends deliveries
// with no events, signed and not); anything else is a failure Xero delivers again later. So an
// event that could not be published answers 500 with its claim released, and Xero's redelivery
// publishes it; an event an earlier delivery published is not published twice.
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from "aws-lambda";
import { headerOfEvent } from "../runtime/event-header";
import { log } from "../runtime/log";
import { putMetric } from "../runtime/metric";
import type { DeliveryClaims } from "./claims";
import { DeliveryError, dedupeKeyOf, parseDelivery, type XeroEvent } from "./events";
import type { WebhookKeySource } from "./key";
import { WEBHOOK_FUNCTION, WEBHOOK_METRICS } from "./metrics";
import type { EventPublisher } from "./publish";
import { verifyXeroSignature, XERO_SIGNATURE_HEADER } from "./signature";

/** The largest body taken; Xero's deliveries are far smaller. */
export const MAX_WEBHOOK_BODY_BYTES = 1024 * 1024;

export interface XeroWebhookDeps {
  key: WebhookKeySource;
  claims: DeliveryClaims;
  publisher: EventPublisher;
}

/** What the handler reads of API Gateway's proxy event. */
export type WebhookEvent = Pick<APIGatewayProxyEvent, "body" | "isBase64Encoded" | "headers"> &
  Partial<Pick<APIGatewayProxyEvent, "multiValueHeaders">> & { requestContext?: { requestId?: string } };

/** Xero reads the status only: every answer has an empty body. */
const answer = (statusCode: number): APIGatewayProxyResult => ({ statusCode, headers: {}, body: "" });

const metric = (name: string, value = 1) =>
  putMetric({ name, value, dimensions: { Function: WEBHOOK_FUNCTION } });

/** The body's bytes, or undefined when they pass the limit (checked on the text before decoding). */
function bodyBytes(event: WebhookEvent): Buffer | undefined {
  const text = event.body ?? "";
  // Base64 is 4 characters per 3 bytes; UTF-8 text at least 1 byte per character.
  const bound = event.isBase64Encoded
    ? Math.ceil((MAX_WEBHOOK_BODY_BYTES * 4) / 3) + 4
    : MAX_WEBHOOK_BODY_BYTES;
  if (text.length > bound) return undefined;
  const bytes = event.isBase64Encoded ? Buffer.from(text, "base64") : Buffer.from(text, "utf8");
  return bytes.length > MAX_WEBHOOK_BODY_BYTES ? undefined : bytes;
}

/** Claims, publishes and settles each event; answers how many went out and how many were refused. */
async function publishOnce(
  events: readonly XeroEvent[],
  deps: XeroWebhookDeps,
): Promise<{ published: number; duplicates: number; failed: number; reasons: string[] }> {
  const keyed = events.map((event) => ({ event, key: dedupeKeyOf(event) }));
  // Two events of one delivery with the same key are one change.
  const unique = [...new Map(keyed.map((entry) => [entry.key, entry])).values()];
  // All at once: each is one conditional put, and Xero's 5 seconds are for the whole delivery.
  const attempts = await Promise.allSettled(unique.map((entry) => deps.claims.claim(entry.key)));
  const claimed = unique.filter((_, index) => {
    const attempt = attempts[index];
    return attempt?.status === "fulfilled" && attempt.value;
  });
  const refused = attempts.find((attempt) => attempt.status === "rejected");
  if (refused) {
    await Promise.allSettled(claimed.map((entry) => deps.claims.release(entry.key)));
    throw refused.reason;
  }
  const duplicates = events.length - claimed.length;
  if (claimed.length === 0) return { published: 0, duplicates, failed: 0, reasons: [] };
  let results: Awaited<ReturnType<EventPublisher["publish"]>>;
  try {
    results = await deps.publisher.publish(claimed.map((entry) => entry.event));
  } catch (error) {
    results = claimed.map(() => ({
      published: false,
      reason: (error as Error | undefined)?.name ?? "Error",
    }));
  }
  const reasons = new Set<string>();
  let published = 0;
  await Promise.all(
    claimed.map(async (entry, index) => {
      const result = results[index] ?? { published: false, reason: "NoResult" };
      if (result.published) {
        published += 1;
        // Published either way: a claim that stays a claim lapses after its lease.
        await deps.claims.markPublished(entry.key).catch((error: unknown) =>
          log("warn", "xero webhook event published but not marked", {
            errorName: (error as Error | undefined)?.name,
          }),
        );
      } else {
        reasons.add(result.reason);
        await deps.claims.release(entry.key).catch((error: unknown) =>
          log("error", "xero webhook claim not released", {
            errorName: (error as Error | undefined)?.name,
          }),
        );
      }
    }),
  );
  return { published, duplicates, failed: claimed.length - published, reasons: [...reasons] };
}

export function createXeroWebhookHandler(deps: XeroWebhookDeps) {
  return async (event: WebhookEvent): Promise<APIGatewayProxyResult> => {
    const requestId = event.requestContext?.requestId;
    const body = bodyBytes(event);
    if (!body) {
      log("warn", "xero webhook refused: body over 1 MB", { requestId });
      return answer(413);
    }
    let key: string;
    try {
      key = await deps.key();
    } catch (error) {
      // Not the sender's fault: 500, and Xero delivers again once the key can be read.
      log("error", "xero webhook key unavailable", {
        requestId,
        errorName: (error as Error | undefined)?.name,
      });
      return answer(500);
    }
    const signature = headerOfEvent(event, XERO_SIGNATURE_HEADER);
    if (!verifyXeroSignature(body, signature, key)) {
      metric(WEBHOOK_METRICS.signatureFailures);
      log("warn", "xero webhook refused: signature", {
        requestId,
        signature: signature === undefined ? "missing" : "wrong",
        bodyBytes: body.length,
      });
      return answer(401);
    }
    let events: XeroEvent[];
    let sequence: { first?: number; last?: number };
    try {
      const delivery = parseDelivery(body);
      events = delivery.events;
      sequence = { first: delivery.firstEventSequence, last: delivery.lastEventSequence };
    } catch (error) {
      // Signed by Xero yet not a delivery: it would fail the same way again.
      log("error", "xero webhook refused: body", {
        requestId,
        problems: error instanceof DeliveryError ? error.problems : ["unreadable"],
      });
      return answer(400);
    }
    if (events.length === 0) {
      log("info", "xero webhook: intent to receive", { requestId });
      return answer(200);
    }
    try {
      const outcome = await publishOnce(events, deps);
      if (outcome.published > 0) metric(WEBHOOK_METRICS.published, outcome.published);
      if (outcome.duplicates > 0) metric(WEBHOOK_METRICS.duplicates, outcome.duplicates);
      const fields = {
        requestId,
        events: events.length,
        published: outcome.published,
        duplicates: outcome.duplicates,
        firstEventSequence: sequence.first,
        lastEventSequence: sequence.last,
      };
      if (outcome.failed > 0) {
        metric(WEBHOOK_METRICS.publishFailures, outcome.failed);
        log("error", "xero webhook events not published", {
          ...fields,
          failed: outcome.failed,
          reasons: outcome.reasons,
        });
        return answer(500);
      }
      log("info", "xero webhook delivery", fields);
      return answer(200);
    } catch (error) {
      metric(WEBHOOK_METRICS.publishFailures, events.length);
      log("error", "xero webhook events not published", {
        requestId,
        events: events.length,
        errorName: (error as Error | undefined)?.name,
      });
      return answer(500);
    }
  };
}
