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

/** A code-mode `execute` call as API Gateway hands it to the mcp function (`POST /mcp?mode=code`). */
export function codeExecuteEvent(
  args: Record<string, unknown>,
  requestContext: Record<string, unknown> = {},
) {
  return {
    httpMethod: "POST",
    path: "/mcp",
    headers: { "content-type": "application/json", accept: "application/json, text/event-stream" },
    body: JSON.stringify({
      jsonrpc: "2.0",
      id: 1,
      method: "tools/call",
      params: { name: "execute", arguments: args },
    }),
    isBase64Encoded: false,
    multiValueQueryStringParameters: { mode: ["code"] },
    requestContext: requestContext as never,
  };
}
