// A rate-limited SQS record waits out the upstream's Retry-After: through the real `ledger-read` and
// `tasks` handlers, Xero and TickTick are a fault server answering 429 (or TickTick's
// exceed_query_limit envelope), and the function's ChangeMessageVisibility goes through the real
// @aws-sdk/client-sqs to a local SQS fake (AWS_ENDPOINT_URL_SQS). Other failures leave the queue's
// visibility timeout alone, and a visibility that cannot be changed fails nothing else.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { handler as readHandler } from "../../functions/ledger-read";
import { handler as tasksHandler } from "../../functions/tasks";
import {
  MAX_VISIBILITY_SECONDS,
  queueUrlOf,
  RECEIVE_ALLOWANCE_SECONDS,
  resetSqsClient,
  retryAfterOf,
  visibilityTimeoutFor,
} from "../../lib/events/sqs-visibility";
import { ToolError } from "../../lib/runtime/errors";
import { lambdaContext } from "../../local/lambda-context";
import { sqsRecord } from "../support/events";
import { type FaultReply, startFaultServer } from "../support/fault-server";
import { type SqsFake, startSqsFake } from "../support/sqs-fake";

/** What the fault server answers, per Xero tenant (the `xero-tenant-id` header). */
const TENANTS = {
  daily: "0b4f4a8e-1c1d-4e55-9a51-000000000001",
  minute: "0b4f4a8e-1c1d-4e55-9a51-000000000002",
  fraction: "0b4f4a8e-1c1d-4e55-9a51-000000000003",
  fine: "0b4f4a8e-1c1d-4e55-9a51-000000000004",
  broken: "0b4f4a8e-1c1d-4e55-9a51-000000000005",
  noHeader: "0b4f4a8e-1c1d-4e55-9a51-000000000006",
} as const;
const rateLimited = (retryAfter: string, problem: string): FaultReply => ({
  status: 429,
  headers: { "retry-after": retryAfter, "x-rate-limit-problem": problem },
  body: JSON.stringify({ Title: "Too Many Requests" }),
});
const REPLIES: Record<string, FaultReply> = {
  [TENANTS.daily]: rateLimited("99999", "day"),
  [TENANTS.minute]: rateLimited("30", "minute"),
  [TENANTS.fraction]: rateLimited("0.2", "minute"),
  [TENANTS.fine]: { body: JSON.stringify({ BrandingThemes: [] }) },
  [TENANTS.broken]: { status: 503, body: "" },
  [TENANTS.noHeader]: { status: 429, body: JSON.stringify({ Title: "Too Many Requests" }) },
};
const QUEUE_ARN = "arn:aws:sqs:us-east-1:000000000000:tool-calls";
const QUEUE_URL = "https://sqs.us-east-1.amazonaws.com/000000000000/tool-calls";

let xero: Awaited<ReturnType<typeof startFaultServer>>;
let ticktick: Awaited<ReturnType<typeof startFaultServer>>;
let sqs: SqsFake;

beforeAll(async () => {
  [xero, ticktick, sqs] = await Promise.all([
    startFaultServer((request) => REPLIES[String(request.headers["xero-tenant-id"])] ?? { status: 404 }),
    // TickTick's rate limit: HTTP 500 with the exceed_query_limit envelope, no header.
    startFaultServer(() => ({
      status: 500,
      body: JSON.stringify({ errorId: "e1", errorCode: "exceed_query_limit", errorMessage: "limit" }),
    })),
    startSqsFake(),
  ]);
  Object.assign(process.env, {
    AWS_ACCESS_KEY_ID: "test",
    AWS_SECRET_ACCESS_KEY: "test",
    AWS_REGION: "us-east-1",
    LEDGER_API_BASE_URL: xero.url,
    LEDGER_API_ACCESS_TOKEN: "ledger-token",
    TASKS_API_BASE_URL: `${ticktick.url}/open/v1`,
    TASKS_API_ACCESS_TOKEN: "tasks-token",
    AWS_ENDPOINT_URL_SQS: sqs.endpoint,
  });
  delete process.env.AWS_SESSION_TOKEN;
  delete process.env.AWS_PROFILE;
  delete process.env.OUTCOME_BUS_NAME; // outcomes are events-sqs-eventbridge.test.ts's
  resetSqsClient();
});
afterAll(async () => {
  await Promise.all([xero.close(), ticktick.close(), sqs.close()]);
});
beforeEach(() => {
  xero.reset();
  ticktick.reset();
  sqs.reset();
});

const brandingThemes = (tenant: string) => ({
  tool: "LedgerApi.GetBrandingThemes",
  input: { ledger_tenant_id: tenant },
});

/** An SQS record as Lambda delivers it; the fake is told it was just received (SQS's 12-hour rule). */
function record(messageId: string, body: unknown) {
  const base = sqsRecord(messageId, typeof body === "string" ? body : JSON.stringify(body));
  sqs.received(base.receiptHandle);
  return base;
}

type Answer = { batchItemFailures: { itemIdentifier: string }[] };
const batch = (handler: typeof readHandler, ...records: ReturnType<typeof record>[]) =>
  handler({ Records: records }, lambdaContext("agent-tools-ledger-read")) as Promise<Answer>;

describe("a rate-limited record", () => {
  it("Retry-After: 30 keeps its message invisible for 30 s", async () => {
    const answer = await batch(readHandler, record("minute", brandingThemes(TENANTS.minute)));
    expect(answer).toEqual({ batchItemFailures: [{ itemIdentifier: "minute" }] });
    // A wait past RATE_LIMIT_MAX_WAIT_MS is not waited in the function: the 429 is the answer.
    expect(xero.requests).toHaveLength(1);
    expect(sqs.visibilityChanges()).toEqual([
      { QueueUrl: QUEUE_URL, ReceiptHandle: "rh-minute", VisibilityTimeout: 30 },
    ]);
    expect(sqs.calls[0]?.headers["content-type"]).toBe("application/x-amz-json-1.0");
  });

  it("Retry-After: 99999 (Xero's daily limit) gets the most SQS allows, and SQS takes it", async () => {
    const lines = captureLogs();
    const answer = await batch(readHandler, record("daily", brandingThemes(TENANTS.daily)));
    expect(answer).toEqual({ batchItemFailures: [{ itemIdentifier: "daily" }] });
    const [change] = sqs.visibilityChanges();
    // 12 hours from the receive, less the allowance for the time before the batch started and the
    // (sub-second) time since it did.
    const most = MAX_VISIBILITY_SECONDS - RECEIVE_ALLOWANCE_SECONDS;
    expect(change?.VisibilityTimeout).toBeGreaterThanOrEqual(most - 2);
    expect(change?.VisibilityTimeout).toBeLessThanOrEqual(most);
    expect(lines.filter((line) => line.message === "sqs record delayed for its rate limit")).toEqual([
      expect.objectContaining({ messageId: "daily", visibilityTimeout: change?.VisibilityTimeout }),
    ]);
    expect(lines.filter((line) => String(line.message).startsWith("sqs visibility not changed"))).toEqual([]);
  });

  it("a fractional Retry-After is waited out in the function first, then rounded up to whole seconds", async () => {
    // 0.2 s fits RATE_LIMIT_MAX_WAIT_MS: the function waits and resends, 4 attempts at most, then answers.
    const answer = await batch(readHandler, record("fraction", brandingThemes(TENANTS.fraction)));
    expect(answer).toEqual({ batchItemFailures: [{ itemIdentifier: "fraction" }] });
    expect(xero.requests).toHaveLength(4);
    expect(sqs.visibilityChanges().map((change) => change.VisibilityTimeout)).toEqual([1]);
  });

  it("TickTick's exceed_query_limit (no header) waits out TickTick's minute", async () => {
    process.env.RATE_LIMIT_MAX_WAIT_MS = "0";
    try {
      const answer = await batch(
        tasksHandler,
        record("ticktick", { tool: "TasksApi.GetUserProjects", input: {} }),
      );
      expect(answer).toEqual({ batchItemFailures: [{ itemIdentifier: "ticktick" }] });
    } finally {
      delete process.env.RATE_LIMIT_MAX_WAIT_MS;
    }
    expect(ticktick.requests).toHaveLength(1);
    expect(sqs.visibilityChanges()).toEqual([
      { QueueUrl: QUEUE_URL, ReceiptHandle: "rh-ticktick", VisibilityTimeout: 60 },
    ]);
  });
});

describe("other records keep the queue's visibility timeout", () => {
  it("in a mixed batch only the rate-limited record's visibility changes", async () => {
    const answer = await batch(
      readHandler,
      record("invalid", brandingThemes("not-a-uuid")),
      record("limited", brandingThemes(TENANTS.minute)),
      record("fine", brandingThemes(TENANTS.fine)),
      record("broken", brandingThemes(TENANTS.broken)),
      record("poison", "{not json"),
    );
    expect(answer).toEqual({
      batchItemFailures: [
        { itemIdentifier: "invalid" },
        { itemIdentifier: "limited" },
        { itemIdentifier: "broken" },
        { itemIdentifier: "poison" },
      ],
    });
    expect(sqs.visibilityChanges()).toEqual([
      { QueueUrl: QUEUE_URL, ReceiptHandle: "rh-limited", VisibilityTimeout: 30 },
    ]);
  });

  it("a ValidationError record changes no visibility, and a batch without a rate limit never calls SQS", async () => {
    const answer = await batch(
      readHandler,
      record("invalid", brandingThemes("not-a-uuid")),
      record("fine", brandingThemes(TENANTS.fine)),
    );
    expect(answer).toEqual({ batchItemFailures: [{ itemIdentifier: "invalid" }] });
    expect(xero.requests).toHaveLength(1);
    expect(sqs.calls).toEqual([]);
  });
});

describe("when the visibility cannot be changed", () => {
  it.each(["error", "fault"] as const)("SQS answering %s fails nothing else, and is logged", async (mode) => {
    sqs.setMode(mode);
    const lines = captureLogs();
    const answer = await batch(
      readHandler,
      record("limited", brandingThemes(TENANTS.minute)),
      record("fine", brandingThemes(TENANTS.fine)),
    );
    expect(answer).toEqual({ batchItemFailures: [{ itemIdentifier: "limited" }] });
    expect(sqs.calls.length).toBeGreaterThanOrEqual(1);
    expect(lines.filter((line) => line.message === "sqs visibility not changed")).toEqual([
      expect.objectContaining({
        level: "WARN",
        messageId: "limited",
        visibilityTimeout: 30,
        errorName: mode === "error" ? "ReceiptHandleIsInvalid" : "InternalError",
      }),
    ]);
  });

  it("a record from no known queue ARN is only logged", async () => {
    const lines = captureLogs();
    const odd = { ...record("odd", brandingThemes(TENANTS.minute)), eventSourceARN: "not-an-arn" };
    expect(await batch(readHandler, odd)).toEqual({ batchItemFailures: [{ itemIdentifier: "odd" }] });
    expect(sqs.calls).toEqual([]);
    expect(lines.find((line) => String(line.message).startsWith("sqs visibility not changed"))).toMatchObject(
      {
        messageId: "odd",
        eventSourceARN: "not-an-arn",
      },
    );
  });
});

describe("the visibility timeout", () => {
  it("is the wait rounded up, at least 1 s, at most what is left of SQS's 12 hours", () => {
    expect(visibilityTimeoutFor(30, 0)).toBe(30);
    expect(visibilityTimeoutFor(29.1, 0)).toBe(30);
    expect(visibilityTimeoutFor(0, 0)).toBe(1);
    expect(visibilityTimeoutFor(0.2, 0)).toBe(1);
    expect(visibilityTimeoutFor(99_999, 0)).toBe(MAX_VISIBILITY_SECONDS - RECEIVE_ALLOWANCE_SECONDS);
    // A batch that has run for 10.5 s has 11 s less of the 12 hours.
    expect(visibilityTimeoutFor(99_999, 10_500)).toBe(
      MAX_VISIBILITY_SECONDS - RECEIVE_ALLOWANCE_SECONDS - 11,
    );
  });

  it("is asked only for RateLimited errors carrying a wait", () => {
    expect(retryAfterOf(new ToolError("RateLimited", "slow down", { details: { retryAfter: 12.5 } }))).toBe(
      12.5,
    );
    expect(retryAfterOf(new ToolError("RateLimited", "slow down"))).toBeUndefined();
    expect(
      retryAfterOf(new ToolError("RateLimited", "slow down", { details: { retryAfter: "12" } })),
    ).toBeUndefined();
    expect(
      retryAfterOf(new ToolError("UpstreamTimeout", "late", { details: { retryAfter: 5 } })),
    ).toBeUndefined();
    expect(retryAfterOf(new ToolError("ValidationError", "bad"))).toBeUndefined();
  });

  it("goes to the queue the record's eventSourceARN names", () => {
    expect(queueUrlOf(QUEUE_ARN)).toBe(QUEUE_URL);
    expect(queueUrlOf("arn:aws:sqs:eu-west-1:123456789012:calls.fifo")).toBe(
      "https://sqs.eu-west-1.amazonaws.com/123456789012/calls.fifo",
    );
    expect(queueUrlOf("arn:aws-cn:sqs:cn-north-1:123456789012:calls")).toBe(
      "https://sqs.cn-north-1.amazonaws.com.cn/123456789012/calls",
    );
    expect(queueUrlOf("arn:aws-us-gov:sqs:us-gov-west-1:123456789012:calls")).toBe(
      "https://sqs.us-gov-west-1.amazonaws.com/123456789012/calls",
    );
    for (const arn of [
      undefined,
      "",
      "arn:aws:sns:us-east-1:123456789012:topic",
      "arn:aws:sqs:us-east-1:1:q/x",
    ]) {
      expect(queueUrlOf(arn)).toBeUndefined();
    }
  });

  it("a RateLimited error naming no wait (Xero's 429 without Retry-After) keeps the queue's visibility", async () => {
    process.env.RATE_LIMIT_MAX_WAIT_MS = "0"; // answer the 429 at once instead of waiting 1 s in the function
    try {
      const answer = await batch(readHandler, record("no-header", brandingThemes(TENANTS.noHeader)));
      expect(answer).toEqual({ batchItemFailures: [{ itemIdentifier: "no-header" }] });
    } finally {
      delete process.env.RATE_LIMIT_MAX_WAIT_MS;
    }
    expect(xero.requests).toHaveLength(1);
    expect(sqs.calls).toEqual([]);
  });
});

/** Log lines written while the current test runs (warnings and errors go to stderr, the rest to stdout). */
function captureLogs(): Record<string, unknown>[] {
  const lines: Record<string, unknown>[] = [];
  process.env.LOG_LEVEL = "info";
  for (const stream of ["stdout", "stderr"] as const) {
    vi.spyOn(process[stream], "write").mockImplementation((chunk: string | Uint8Array) => {
      for (const line of String(chunk).split("\n")) {
        if (line.startsWith("{")) lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      return true;
    });
  }
  return lines;
}
afterEach(() => {
  vi.restoreAllMocks();
  process.env.LOG_LEVEL = "silent";
});
