// Lambda entry of `POST /webhooks/xero` (lib/webhooks/handler.ts): XERO_WEBHOOK_KEY_SECRET_ID names
// the webhook key (or XERO_WEBHOOK_KEY holds it, local runs), WEBHOOK_DELIVERIES_TABLE the dedupe
// table, XERO_EVENT_BUS_NAME the bus the events go to. The parts are made once per container.
import type { APIGatewayProxyEvent } from "aws-lambda";
import { dynamoDeliveryClaims } from "../lib/webhooks/claims";
import { createXeroWebhookHandler } from "../lib/webhooks/handler";
import { webhookKeySource } from "../lib/webhooks/key";
import { eventBridgePublisher } from "../lib/webhooks/publish";

let handle: ReturnType<typeof createXeroWebhookHandler> | undefined;

export async function handler(event: APIGatewayProxyEvent) {
  handle ??= createXeroWebhookHandler({
    key: webhookKeySource(),
    claims: dynamoDeliveryClaims(process.env.WEBHOOK_DELIVERIES_TABLE ?? ""),
    publisher: eventBridgePublisher(process.env.XERO_EVENT_BUS_NAME ?? "default"),
  });
  return handle(event);
}
