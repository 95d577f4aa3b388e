// The metric names the webhook functions write as EMF lines (lib/runtime/metric.ts, namespace
// AgentTools, dimension Function), which the CDK app's alarms read (infra/constructs/xero-webhooks.ts).

/** The dimension value of every webhook metric. */
export const WEBHOOK_FUNCTION = "xero-webhooks";

export const WEBHOOK_METRICS = {
  /** A delivery refused for a missing or wrong `x-xero-signature`. */
  signatureFailures: "XeroWebhookSignatureFailures",
  /** An event that could not be published (answered 500, so Xero delivers it again). */
  publishFailures: "XeroWebhookPublishFailures",
  /** Events put on the bus. */
  published: "XeroWebhookEventsPublished",
  /** Events left out because an earlier delivery published them. */
  duplicates: "XeroWebhookDuplicates",
} as const;
