// The four caller shapes as tool calls: an API Gateway proxy event, a direct {tool, input} invoke,
// an SQS batch and an EventBridge event; the connection taken only from what the caller cannot
// forge; HTTP answers wrapped as a proxy response. The middleware is driven as middy drives it.
import type { Request } from "@middy/core";
import { describe, expect, it } from "vitest";
import { CONNECTION_ROLE_PREFIX, connectionOfHttpCaller, decodedSegment } from "../../lib/call/http-call";
import type { FamilyContext, Invocation, ToolCall } from "../../lib/call/types";
import { normalizeEvent } from "../../lib/middleware/normalize-event";
import { ToolError } from "../../lib/runtime/errors";
import { lambdaContext } from "../../local/lambda-context";
import { sqsRecord } from "../support/events";

type FamilyRequest = Request<unknown, unknown, Error, FamilyContext>;

function requestFor(event: unknown): FamilyRequest {
  return {
    event,
    context: lambdaContext("normalize-test") as FamilyContext,
    response: null,
    error: null,
    internal: {},
  };
}

/** Runs `before` on the event: the invocation it makes, or the error it throws, and the request. */
function normalize(event: unknown): { request: FamilyRequest; invocation?: Invocation; error?: ToolError } {
  const request = requestFor(event);
  try {
    normalizeEvent().before?.(request);
    return { request, invocation: request.context.invocation };
  } catch (error) {
    if (!(error instanceof ToolError)) throw error;
    return { request, error };
  }
}

/** The one call an event makes; fails the test if it makes none. */
function callOf(event: unknown): ToolCall {
  const { invocation, error } = normalize(event);
  if (error) throw error;
  if (invocation?.kind !== "call") throw new Error(`not one call: ${JSON.stringify(invocation)}`);
  return invocation.call;
}

function refusalOf(event: unknown): ToolError {
  const { error } = normalize(event);
  if (!error) throw new Error("the event was accepted");
  expect(error).toMatchObject({ type: "ValidationError", status: 400 });
  return error;
}

const TOOL = "TasksApi.GetTasksProjectById";

function http(overrides: Record<string, unknown> = {}) {
  return {
    resource: "/tools/{toolName}",
    path: `/tools/${TOOL}`,
    httpMethod: "POST",
    headers: { "content-type": "application/json" },
    pathParameters: { toolName: TOOL },
    body: '{"project_id":"p1"}',
    isBase64Encoded: false,
    requestContext: {},
    ...overrides,
  };
}

describe("API Gateway requests", () => {
  it("POST /tools/{toolName} with a JSON object is a call of that tool", () => {
    expect(callOf(http())).toEqual({ tool: TOOL, input: { project_id: "p1" }, source: "http" });
  });

  it("the tool comes from the path when API Gateway gives no path parameters, percent-decoded", () => {
    const event = http({ pathParameters: null, path: "/tools/TasksApi%2EGetTasksProjectById" });
    expect(callOf(event).tool).toBe(TOOL);
    // Malformed escapes are kept as they are: the tool is then unknown (400), not a 500.
    expect(callOf(http({ pathParameters: null, path: "/tools/Tasks%E0%A4%A" })).tool).toBe("Tasks%E0%A4%A");
  });

  it("an empty or blank body is no parameters; a base64 body is decoded", () => {
    expect(callOf(http({ body: null })).input).toEqual({});
    expect(callOf(http({ body: " \n" })).input).toEqual({});
    const encoded = Buffer.from('{"project_id":"é"}').toString("base64");
    expect(callOf(http({ body: encoded, isBase64Encoded: true })).input).toEqual({ project_id: "é" });
  });

  it("an Idempotency-Key header (any case) keys the call; one HTTP cannot carry as a key is refused, naming it", () => {
    expect(callOf(http({ headers: { "Idempotency-Key": "order-42" } })).idempotencyKey).toBe("order-42");
    expect(callOf(http({ headers: { "idempotency-key": "order-42" } })).idempotencyKey).toBe("order-42");
    expect(callOf(http()).idempotencyKey).toBeUndefined();
    for (const bad of ["", " padded", "k".repeat(129), "naïve"]) {
      const refusal = refusalOf(http({ headers: { "Idempotency-Key": bad } }));
      expect(refusal.details).toEqual({
        problems: [
          { parameter: "Idempotency-Key", message: expect.stringMatching(/^must be 1-128 printable ASCII/) },
        ],
      });
    }
  });

  it("the method is read case-insensitively; any method but POST is a 405 with Allow: POST, saying what to send", () => {
    expect(callOf(http({ httpMethod: "post" })).tool).toBe(TOOL);
    for (const method of ["GET", "put", "DELETE"]) {
      const request = requestFor(http({ httpMethod: method }));
      // Answered early (middy's early response): no invocation, nothing else runs.
      const answer = normalizeEvent().before?.(request);
      expect(request.context.invocation).toBeUndefined();
      expect(answer).toEqual({
        statusCode: 405,
        headers: { "content-type": "application/json", allow: "POST" },
        body: JSON.stringify({
          error: {
            type: "ValidationError",
            message: `${method.toUpperCase()} is not allowed here: use POST /tools/${TOOL} with a JSON object of parameters.`,
            retryable: false,
          },
        }),
      });
    }
  });

  it.each([
    ["not JSON", "{project_id: p1}", /^The request body is not valid JSON: .+\.$/],
    ["an array", "[1]", /^The request body must be a JSON object of the tool's parameters\.$/],
    ["a string", '"p1"', /^The request body must be a JSON object/],
    ["null", "null", /^The request body must be a JSON object/],
  ])("a body that is %s is a ValidationError", (_case, body, message) => {
    const { request, error } = normalize(http({ body }));
    expect(error?.message).toMatch(message);
    // Known before parsing, so renderErrors answers an HTTP status rather than throwing.
    expect(request.context.callSource).toBe("http");
  });

  it("after the handler, the result is a 200 proxy response with a JSON body", () => {
    const request = requestFor(http());
    const middleware = normalizeEvent();
    middleware.before?.(request);
    request.response = { tool: TOOL, result: { id: "p1" } };
    middleware.after?.(request);
    expect(request.response).toEqual({
      statusCode: 200,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ tool: TOOL, result: { id: "p1" } }),
    });
  });
});

describe("the connection of an HTTP caller", () => {
  const withContext = (requestContext: Record<string, unknown>) =>
    callOf(http({ requestContext })).connection;

  it("is the Lambda authorizer's connection, else the Cognito claim, else the IAM role's suffix", () => {
    expect(
      withContext({ authorizer: { connection: "acme", claims: { "custom:connection": "other" } } }),
    ).toBe("acme");
    expect(withContext({ authorizer: { claims: { "custom:connection": "from-claim" } } })).toBe("from-claim");
    expect(
      withContext({
        identity: {
          userArn: `arn:aws:sts::123456789012:assumed-role/${CONNECTION_ROLE_PREFIX}books/session-1`,
        },
      }),
    ).toBe("books");
    expect(
      withContext({
        identity: {
          userArn: `arn:aws-cn:sts::123456789012:assumed-role/${CONNECTION_ROLE_PREFIX}cn-books/s`,
        },
      }),
    ).toBe("cn-books");
  });

  it("is the role, never the session name the caller picks", () => {
    expect(
      withContext({
        identity: {
          userArn: `arn:aws:sts::123456789012:assumed-role/ops-admin/${CONNECTION_ROLE_PREFIX}books`,
        },
      }),
    ).toBeUndefined();
    expect(
      withContext({ identity: { userArn: "arn:aws:iam::123456789012:user/agent-tools-connection-x" } }),
    ).toBe(undefined);
  });

  it("is never taken from the body or the headers, which the caller writes", () => {
    const call = callOf(
      http({
        body: '{"connection":"forged","project_id":"p1"}',
        headers: { connection: "forged", "x-connection": "forged" },
      }),
    );
    expect(call).not.toHaveProperty("connection");
    expect(call.input).toEqual({ connection: "forged", project_id: "p1" });
  });

  it("non-string authorizer values are ignored", () => {
    expect(
      connectionOfHttpCaller({
        requestContext: { authorizer: { connection: 7, claims: { "custom:connection": [] } } },
      }),
    ).toBeUndefined();
    expect(connectionOfHttpCaller({})).toBeUndefined();
  });
});

describe("the OAuth scopes of an HTTP caller", () => {
  it("are the authorizer's space-separated scope", () => {
    const call = callOf(
      http({ requestContext: { authorizer: { connection: "acme", scope: "tools:read  tools:write" } } }),
    );
    expect(call.scopes).toEqual(["tools:read", "tools:write"]);
    expect(callOf(http({ requestContext: { authorizer: { scope: "" } } })).scopes).toEqual([]);
  });

  it("are absent without an OAuth authorizer (IAM callers are not limited), and never read from the body", () => {
    expect(callOf(http())).not.toHaveProperty("scopes");
    expect(callOf(http({ requestContext: { authorizer: { scope: ["tools:write"] } } }))).not.toHaveProperty(
      "scopes",
    );
    const forged = callOf(http({ body: '{"scopes":["tools:write"]}' }));
    expect(forged).not.toHaveProperty("scopes");
    expect(callOf({ tool: TOOL, scopes: ["tools:read"] })).not.toHaveProperty("scopes");
  });
});

describe("direct invokes", () => {
  it("{tool, input, idempotencyKey, connection} is a call; the caller is trusted to name the connection", () => {
    expect(
      callOf({ tool: TOOL, input: { project_id: "p1" }, idempotencyKey: "k-1", connection: "acme" }),
    ).toEqual({
      tool: TOOL,
      input: { project_id: "p1" },
      source: "direct",
      idempotencyKey: "k-1",
      connection: "acme",
    });
  });

  it("input defaults to no parameters, and no connection means the function's default one", () => {
    const call = callOf({ tool: "TasksApi.GetUserProjects" });
    expect(call.input).toEqual({});
    expect(call).not.toHaveProperty("connection");
  });

  it.each([
    ["a null tool", { tool: null, input: {} }, 'The event needs "tool": the tool name as a string.'],
    ["an empty tool", { tool: "", input: {} }, 'The event needs "tool": the tool name as a string.'],
    ["a tool that is not a string", { tool: 7 }, 'The event needs "tool": the tool name as a string.'],
    [
      "input as an array",
      { tool: TOOL, input: [] },
      '"input" must be a JSON object of the tool\'s parameters.',
    ],
    [
      "input as a string",
      { tool: TOOL, input: "{}" },
      '"input" must be a JSON object of the tool\'s parameters.',
    ],
    ["input null", { tool: TOOL, input: null }, '"input" must be a JSON object of the tool\'s parameters.'],
    [
      "a numeric idempotencyKey",
      { tool: TOOL, idempotencyKey: 1 },
      '"idempotencyKey" must be a string of 1-128 printable ASCII characters (letters, digits, punctuation; spaces only between them), e.g. a UUID.',
    ],
    [
      "an idempotencyKey with a line break (it may be sent as a header)",
      { tool: TOOL, idempotencyKey: "a\nb" },
      '"idempotencyKey" must be a string of 1-128 printable ASCII characters (letters, digits, punctuation; spaces only between them), e.g. a UUID.',
    ],
    [
      "an idempotencyKey of 129 characters",
      { tool: TOOL, idempotencyKey: "k".repeat(129) },
      '"idempotencyKey" must be a string of 1-128 printable ASCII characters (letters, digits, punctuation; spaces only between them), e.g. a UUID.',
    ],
    [
      "a connection that is not a string",
      { tool: TOOL, connection: { name: "x" } },
      '"connection" must be a string naming the stored connection.',
    ],
  ])("%s is refused", (_case, event, message) => {
    expect(refusalOf(event).message).toBe(message);
  });

  it.each([
    ["an empty object", {}],
    ["null", null],
    ["an array", []],
    ["an object without a tool", { input: {} }],
    ["a bare string", "TasksApi.GetUserProjects"],
    ["a number", 42],
  ])("%s is an unrecognised event, rendered as a thrown error", (_case, event) => {
    const { request, error } = normalize(event);
    expect(error?.message).toBe(
      'Unrecognised event: send {"tool", "input"}, an API Gateway request, an SQS message or an EventBridge event.',
    );
    expect(request.context.callSource).toBe("direct");
  });

  it("the result of a direct call is passed back as it is", () => {
    const request = requestFor({ tool: TOOL });
    const middleware = normalizeEvent();
    middleware.before?.(request);
    const response = { tool: TOOL, result: null };
    request.response = response;
    middleware.after?.(request);
    expect(request.response).toBe(response);
  });
});

describe("SQS batches", () => {
  it("each record is a call keyed by its message id; a bad record is an error in its own slot", () => {
    const { invocation } = normalize({
      Records: [
        sqsRecord("m-1", JSON.stringify({ tool: TOOL, input: { project_id: "p1" }, connection: "acme" })),
        sqsRecord("m-2", "{not json"),
        sqsRecord("m-3", JSON.stringify({ input: {} })),
        sqsRecord("m-4", JSON.stringify([TOOL])),
      ],
    });
    if (invocation?.kind !== "batch") throw new Error("not a batch");
    expect(invocation.source).toBe("sqs");
    expect(invocation.records.map((record) => record.messageId)).toEqual(["m-1", "m-2", "m-3", "m-4"]);
    expect(invocation.records[0]?.call).toEqual({
      tool: TOOL,
      input: { project_id: "p1" },
      source: "sqs",
      eventId: "m-1",
      connection: "acme",
    });
    const errors = invocation.records.slice(1).map((record) => record.call);
    for (const error of errors) expect(error).toBeInstanceOf(ToolError);
    expect(errors.map((error) => (error as ToolError).message)).toEqual([
      expect.stringMatching(/^The SQS message body is not valid JSON: /),
      'The event needs "tool": the tool name as a string.',
      'The event must be a JSON object {"tool": "<name>", "input": {...}}.',
    ]);
  });

  it("records from another source are not an SQS batch", () => {
    const error = refusalOf({ Records: [{ eventSource: "aws:s3", s3: {} }] });
    expect(error.message).toMatch(/^Unrecognised event/);
  });
});

describe("EventBridge events", () => {
  const event = (detail: unknown, id: unknown = "evt-1") => ({
    version: "0",
    id,
    "detail-type": "Tool call",
    source: "agent.tools",
    detail,
  });

  it("the detail is the call, keyed by the event id", () => {
    expect(callOf(event({ tool: TOOL, input: { project_id: "p1" }, idempotencyKey: "k" }))).toEqual({
      tool: TOOL,
      input: { project_id: "p1" },
      source: "eventbridge",
      eventId: "evt-1",
      idempotencyKey: "k",
    });
    expect(callOf(event({ tool: TOOL }, 42)).eventId).toBeUndefined();
  });

  it("a detail that is not a call object is refused", () => {
    expect(refusalOf(event("TasksApi.GetUserProjects")).message).toBe(
      'The event must be a JSON object {"tool": "<name>", "input": {...}}.',
    );
    expect(normalize(event(null)).request.context.callSource).toBe("eventbridge");
  });
});

describe("decodedSegment", () => {
  it("decodes percent escapes, and gives undefined for malformed ones", () => {
    expect(decodedSegment("LedgerApi.Retrieve%20Invoices")).toBe("LedgerApi.Retrieve Invoices");
    expect(decodedSegment("%E0%A4%A")).toBeUndefined();
    expect(decodedSegment("%")).toBeUndefined();
  });
});

describe("a direct invoke's offered tools (the mcp function's, for a confirmation's read)", () => {
  const direct = (offeredTools: unknown) => ({ tool: TOOL, input: {}, offeredTools });

  it("are carried on the call as given", () => {
    expect(callOf(direct(["TasksApi.RetrieveTaskDetails"])).offeredTools).toEqual([
      "TasksApi.RetrieveTaskDetails",
    ]);
    expect(callOf({ tool: TOOL, input: {} }).offeredTools).toBeUndefined();
  });

  it.each([
    ["a string", "TasksApi.RetrieveTaskDetails"],
    ["a list holding a number", ["TasksApi.RetrieveTaskDetails", 7]],
    ["a list longer than any catalog", Array.from({ length: 1001 }, () => "x")],
  ])("are refused as %s, naming the member", (_name, offeredTools) => {
    expect(refusalOf(direct(offeredTools)).message).toMatch(
      /"offeredTools" must be a list of at most 1000 tool names/,
    );
  });
});
