// A local server speaking SQS's JSON protocol (AWS JSON 1.0: POST /, X-Amz-Target:
// AmazonSQS.<Operation>, content type application/x-amz-json-1.0; @aws-sdk/client-sqs 3.x uses it
// with awsQueryCompatible, so errors also carry x-amzn-query-error), so the real SDK client is
// exercised over HTTP on 127.0.0.1 through AWS_ENDPOINT_URL_SQS. It answers ChangeMessageVisibility
// as SQS checks it: 0 to 43200 s, and, for a receipt handle whose receive time the test gave
// (`received`), no more than what is left of the 12 hours since that receive (SQS refuses a
// visibility that would end later). It records every call, and can fail on demand.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export const TARGET_PREFIX = "AmazonSQS.";
/** SQS's largest visibility timeout, 12 hours. */
export const SQS_MAX_VISIBILITY_SECONDS = 43_200;

export interface SqsCall {
  /** The operation, e.g. "ChangeMessageVisibility" (X-Amz-Target without its prefix). */
  operation: string;
  input: Record<string, unknown>;
  headers: Record<string, string | string[] | undefined>;
}

/** "ok": answers as SQS does; "error": 400 ReceiptHandleIsInvalid; "fault": 500 InternalError. */
export type SqsFakeMode = "ok" | "error" | "fault";

function errorBody(code: string, message: string) {
  return JSON.stringify({ __type: `com.amazonaws.sqs#${code}`, message });
}

export async function startSqsFake() {
  let mode: SqsFakeMode = "ok";
  const calls: SqsCall[] = [];
  /** Receipt handle -> when SQS handed the message out (ms). */
  const receivedAt = new Map<string, number>();

  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const target = String(req.headers["x-amz-target"] ?? "");
    const operation = target.startsWith(TARGET_PREFIX) ? target.slice(TARGET_PREFIX.length) : target;
    let input: Record<string, unknown> = {};
    try {
      input = JSON.parse(Buffer.concat(chunks).toString() || "{}") as Record<string, unknown>;
    } catch {
      // recorded as {}: the answer below refuses it
    }
    calls.push({ operation, input, headers: req.headers });
    const fail = (status: number, code: string, message: string) => {
      res.writeHead(status, {
        "content-type": "application/x-amz-json-1.0",
        "x-amzn-query-error": `${code};${status < 500 ? "Sender" : "Receiver"}`,
      });
      res.end(errorBody(code, message));
    };

    if (req.method !== "POST" || operation !== "ChangeMessageVisibility") {
      fail(400, "UnsupportedOperation", `${target || "no X-Amz-Target"} is not served by this fake.`);
      return;
    }
    if (mode === "fault") {
      fail(500, "InternalError", "We encountered an internal error. Please try again.");
      return;
    }
    if (mode === "error") {
      fail(400, "ReceiptHandleIsInvalid", "The input receipt handle is invalid.");
      return;
    }
    const { QueueUrl, ReceiptHandle, VisibilityTimeout } = input;
    if (typeof QueueUrl !== "string" || typeof ReceiptHandle !== "string") {
      fail(400, "MissingParameter", "QueueUrl and ReceiptHandle are required.");
      return;
    }
    if (
      typeof VisibilityTimeout !== "number" ||
      !Number.isInteger(VisibilityTimeout) ||
      VisibilityTimeout < 0 ||
      VisibilityTimeout > SQS_MAX_VISIBILITY_SECONDS
    ) {
      fail(
        400,
        "InvalidParameterValue",
        `Value ${String(VisibilityTimeout)} for parameter VisibilityTimeout is invalid. Reason: Must be between 0 and ${SQS_MAX_VISIBILITY_SECONDS}.`,
      );
      return;
    }
    const since = receivedAt.get(ReceiptHandle);
    const left = since === undefined ? undefined : SQS_MAX_VISIBILITY_SECONDS - (Date.now() - since) / 1000;
    if (left !== undefined && VisibilityTimeout > left) {
      fail(
        400,
        "InvalidParameterValue",
        `Value ${VisibilityTimeout} for parameter VisibilityTimeout is invalid. Reason: Total VisibilityTimeout for the message is beyond the limit [${SQS_MAX_VISIBILITY_SECONDS} seconds].`,
      );
      return;
    }
    // ChangeMessageVisibility answers an empty object.
    res.writeHead(200, { "content-type": "application/x-amz-json-1.0" }).end("{}");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    endpoint: `http://127.0.0.1:${port}`,
    /** Every call received, whatever its answer, in order. */
    calls,
    /** The ChangeMessageVisibility calls' inputs. */
    visibilityChanges: () =>
      calls
        .filter((call) => call.operation === "ChangeMessageVisibility")
        .map(
          (call) => call.input as { QueueUrl?: string; ReceiptHandle?: string; VisibilityTimeout?: number },
        ),
    /** Tells the fake when the message with this receipt handle was received (default: now). */
    received(receiptHandle: string, at = Date.now()) {
      receivedAt.set(receiptHandle, at);
    },
    setMode(next: SqsFakeMode) {
      mode = next;
    },
    reset() {
      mode = "ok";
      calls.length = 0;
      receivedAt.clear();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type SqsFake = Awaited<ReturnType<typeof startSqsFake>>;
