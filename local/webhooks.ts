// Xero webhooks on `npm start` (docs/local.md): with XERO_WEBHOOK_KEY set, `POST /webhooks/xero`
// runs the deployed handler's code (lib/webhooks) with the dedupe table in the embedded dynalite
// and the local EventBridge (./eventbridge.ts) as its bus, on which one rule sends `Xero Invoice
// Updated` to the worked reaction (lib/webhooks/invoice-paid.ts) over the in-process family
// handlers. LEDGER_SANDBOX_WEBHOOK_URL (a URL, or `gateway` for this gateway's own route) makes the
// Xero sandbox send signed deliveries after its writes, signed with LEDGER_SANDBOX_WEBHOOK_KEY
// (default XERO_WEBHOOK_KEY). Unset, the route answers 404 and the sandbox sends nothing.
import type { APIGatewayProxyResult } from "aws-lambda";
import type { Family } from "../lib/catalog/types";
import { dynamoDeliveryClaims } from "../lib/webhooks/claims";
import { createXeroWebhookHandler } from "../lib/webhooks/handler";
import { type CallTool, completeFollowUpsOfPaidInvoice, REACTION_TOOLS } from "../lib/webhooks/invoice-paid";
import { webhookKeySource } from "../lib/webhooks/key";
import { eventBridgePublisher, resetWebhookEventsClient, XERO_EVENT_SOURCE } from "../lib/webhooks/publish";
import type { LocalDynamo } from "./dynamodb";
import { type LocalEventBridge, startLocalEventBridge } from "./eventbridge";
import type { FamilyHandler } from "./in-process";
import { lambdaContext } from "./lambda-context";
import type { LedgerSandbox } from "./sandbox/ledger/index";

export const LOCAL_WEBHOOK_DELIVERIES_TABLE = "agent-tools-webhook-deliveries";
export const WEBHOOK_ROUTE = "/webhooks/xero";
/** The rule of the worked reaction, on the local bus as in the CDK app. */
export const INVOICE_PAID_RULE = "invoice-paid-completes-follow-up";

export type WebhookRoute = (event: {
  body: string;
  isBase64Encoded: boolean;
  headers: Record<string, string>;
  requestContext: { requestId: string };
}) => Promise<APIGatewayProxyResult>;

export interface LocalWebhooks {
  route: WebhookRoute;
  events: LocalEventBridge;
  /** Points the sandbox at the gateway once its URL is known (LEDGER_SANDBOX_WEBHOOK_URL=gateway). */
  attach(gatewayUrl: string): void;
  modes: string[];
  close(): Promise<void>;
}

/** The reaction's tool calls, into the in-process family handlers as direct invokes. */
function inProcessCallTool(handlers: Partial<Record<Family, FamilyHandler>>): CallTool {
  return async (call) => {
    const family = REACTION_TOOLS[call.tool as keyof typeof REACTION_TOOLS];
    const handler = handlers[family];
    if (!handler) throw new Error(`${call.tool}: its family is not served here`);
    const answer = (await handler(call, lambdaContext(`local-${family}`, 30_000))) as { result?: unknown };
    return answer?.result;
  };
}

/** Undefined when XERO_WEBHOOK_KEY is unset (and no sandbox deliveries were asked for). */
export async function startLocalWebhooks(
  env: NodeJS.ProcessEnv,
  parts: {
    dynamo?: LocalDynamo;
    ledgerSandbox?: LedgerSandbox;
    handlers: Partial<Record<Family, FamilyHandler>>;
  },
): Promise<LocalWebhooks | undefined> {
  const sandboxUrl = env.LEDGER_SANDBOX_WEBHOOK_URL;
  const sandboxKey = env.LEDGER_SANDBOX_WEBHOOK_KEY || env.XERO_WEBHOOK_KEY;
  if (sandboxUrl && !sandboxKey) {
    throw new Error(
      "LEDGER_SANDBOX_WEBHOOK_URL needs a key to sign with: set XERO_WEBHOOK_KEY (or LEDGER_SANDBOX_WEBHOOK_KEY).",
    );
  }
  if (sandboxUrl && sandboxUrl !== "gateway" && !/^https?:\/\//.test(sandboxUrl)) {
    throw new Error(`LEDGER_SANDBOX_WEBHOOK_URL is an http(s) URL or "gateway" (got "${sandboxUrl}").`);
  }
  if (!env.XERO_WEBHOOK_KEY) {
    if (sandboxUrl && sandboxUrl !== "gateway")
      parts.ledgerSandbox?.webhooks.setTarget({ url: sandboxUrl, key: sandboxKey ?? "" });
    else if (sandboxUrl)
      throw new Error(
        "LEDGER_SANDBOX_WEBHOOK_URL=gateway needs XERO_WEBHOOK_KEY: the gateway's route is off without it.",
      );
    return undefined;
  }
  if (!parts.dynamo) {
    throw new Error(
      "XERO_WEBHOOK_KEY runs on the embedded DynamoDB (the dedupe table): unset IDEMPOTENCY_TABLE, or unset XERO_WEBHOOK_KEY.",
    );
  }
  const table = env.WEBHOOK_DELIVERIES_TABLE || LOCAL_WEBHOOK_DELIVERIES_TABLE;
  if (!env.WEBHOOK_DELIVERIES_TABLE) {
    await parts.dynamo.createTable(table);
    env.WEBHOOK_DELIVERIES_TABLE = table;
  }
  const events = await startLocalEventBridge({
    credentials: parts.dynamo.credentials,
    region: parts.dynamo.region,
  });
  events.configure(env);
  // The SDK client reads the endpoint when it is made: a client of an earlier stack points elsewhere.
  resetWebhookEventsClient();
  const busName = env.XERO_EVENT_BUS_NAME || "default";
  const callTool = inProcessCallTool(parts.handlers);
  const projectIds = (env.FOLLOW_UP_PROJECT_IDS ?? "")
    .split(",")
    .map((id) => id.trim())
    .filter(Boolean);
  events.addRule({
    name: INVOICE_PAID_RULE,
    eventBusName: busName,
    pattern: { source: [XERO_EVENT_SOURCE], "detail-type": ["Xero Invoice Updated"] },
    target: (event) => completeFollowUpsOfPaidInvoice(event, callTool, { projectIds }),
  });
  const handler = createXeroWebhookHandler({
    key: webhookKeySource(env),
    claims: dynamoDeliveryClaims(table),
    publisher: eventBridgePublisher(busName),
  });
  const modes = [
    `Xero webhooks -> POST ${WEBHOOK_ROUTE} (key from XERO_WEBHOOK_KEY); dedupe table ${table}; events on the local EventBridge at ${events.endpoint} (bus ${busName}; rule ${INVOICE_PAID_RULE}: a PAID invoice completes its follow-up task)`,
  ];
  const sandboxTarget = (gatewayUrl: string) =>
    sandboxUrl === "gateway" ? `${gatewayUrl}${WEBHOOK_ROUTE}` : sandboxUrl;
  if (sandboxUrl && parts.ledgerSandbox) {
    modes.push(
      `Xero sandbox webhooks -> signed deliveries after writes to ${sandboxUrl === "gateway" ? `this gateway's ${WEBHOOK_ROUTE}` : sandboxUrl}`,
    );
  }
  return {
    route: (event) => handler(event),
    events,
    attach(gatewayUrl) {
      const url = sandboxTarget(gatewayUrl);
      if (url && parts.ledgerSandbox) parts.ledgerSandbox.webhooks.setTarget({ url, key: sandboxKey ?? "" });
    },
    modes,
    close: async () => {
      parts.ledgerSandbox?.webhooks.setTarget(undefined);
      await parts.ledgerSandbox?.webhooks.idle();
      await events.idle();
      await events.close();
    },
  };
}
