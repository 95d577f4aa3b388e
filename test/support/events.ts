// Lambda event shapes the handlers receive from AWS event sources, for tests.

/** One SQS record as Lambda's event source mapping delivers it. */
export function sqsRecord(messageId: string, body: string) {
  return {
    messageId,
    receiptHandle: `rh-${messageId}`,
    body,
    attributes: { ApproximateReceiveCount: "1" },
    messageAttributes: {},
    md5OfBody: "",
    eventSource: "aws:sqs",
    eventSourceARN: "arn:aws:sqs:us-east-1:000000000000:tool-calls",
    awsRegion: "us-east-1",
  };
}

/** An SQS batch of one message whose body is `body` as JSON. */
export function sqsEvent(messageId: string, body: unknown) {
  return { Records: [sqsRecord(messageId, JSON.stringify(body))] };
}

/** An EventBridge event whose `detail` is a tool call, as a rule delivers it to the function. */
export function eventBridgeEvent(id: string, detail: unknown) {
  return {
    version: "0",
    id,
    "detail-type": "Tool call",
    source: "my.app",
    account: "000000000000",
    time: "2026-11-21T10:00:00Z",
    region: "us-east-1",
    resources: [],
    detail,
  };
}
