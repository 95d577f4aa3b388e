// The contract's error table and its one rendering: each type's status and default `retryable`,
// `name` = type (what a Step Functions Retry/Catch matches), a JSON shape without internals.
import { describe, expect, it } from "vitest";
import {
  asToolError,
  ERROR_TYPES,
  errorResponse,
  isErrorType,
  jsonResponse,
  ToolError,
  unknownToolError,
} from "../../lib/runtime/errors";

describe("the error table", () => {
  it("gives each type its status and default retryable", () => {
    const table = Object.fromEntries(
      Object.entries(ERROR_TYPES).map(([type, { status, retryable }]) => [type, [status, retryable]]),
    );
    expect(table).toEqual({
      ValidationError: [400, false],
      AuthError: [401, false],
      Forbidden: [403, false],
      NotFound: [404, false],
      Conflict: [409, true],
      OutcomeUnknown: [409, false],
      IdempotencyMismatch: [422, false],
      RateLimited: [429, true],
      ResultTooLarge: [422, false],
      InternalError: [500, false],
      UpstreamError: [502, false],
      UpstreamTimeout: [504, true],
    });
  });

  it("renders a write's outcome when it is known, and nothing when it is not", () => {
    expect(new ToolError("UpstreamTimeout", "late", { outcome: "unknown" }).toJSON()).toEqual({
      type: "UpstreamTimeout",
      message: "late",
      retryable: true,
      outcome: "unknown",
    });
    expect(new ToolError("NotFound", "gone").toJSON()).not.toHaveProperty("outcome");
  });

  it("isErrorType knows only the table's own types", () => {
    expect(isErrorType("NotFound")).toBe(true);
    for (const other of ["notfound", "Error", "toString", "constructor", "", 404, undefined]) {
      expect(isErrorType(other), String(other)).toBe(false);
    }
  });
});

describe("ToolError", () => {
  it("is named by its type, with the table's status and retryable", () => {
    const error = new ToolError("RateLimited", "slow down");
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: "RateLimited", type: "RateLimited", status: 429, retryable: true });
    expect(error.message).toBe("slow down");
    expect(error.details).toBeUndefined();
  });

  it("takes an explicit retryable and details", () => {
    const error = new ToolError("UpstreamError", "Xero failed", {
      retryable: true,
      details: { upstreamStatus: 503 },
    });
    expect(error.retryable).toBe(true);
    expect(new ToolError("Conflict", "busy", { retryable: false }).retryable).toBe(false);
    expect(error.toJSON()).toEqual({
      type: "UpstreamError",
      message: "Xero failed",
      retryable: true,
      details: { upstreamStatus: 503 },
    });
  });

  it("keeps its cause for logs but never renders it", () => {
    const cause = new Error("socket hang up at 10.0.0.1");
    const error = new ToolError("UpstreamError", "The upstream could not be reached.", { cause });
    expect(error.cause).toBe(cause);
    expect(JSON.stringify(error)).not.toContain("10.0.0.1");
    expect(new ToolError("NotFound", "gone").cause).toBeUndefined();
    expect(Object.keys(new ToolError("NotFound", "gone").toJSON())).toEqual(["type", "message", "retryable"]);
  });
});

describe("asToolError", () => {
  it("passes a ToolError through as it is", () => {
    const error = new ToolError("Forbidden", "no");
    expect(asToolError(error)).toBe(error);
  });

  it.each([new TypeError("Cannot read properties of undefined (reading 'x')"), "a string", undefined])(
    "turns %s into an InternalError that leaks nothing and keeps the cause",
    (thrown) => {
      const error = asToolError(thrown);
      expect(error).toMatchObject({ type: "InternalError", status: 500, retryable: false });
      expect(error.message).toBe("The tool failed unexpectedly; the error was logged.");
      expect(error.cause).toBe(thrown);
    },
  );
});

describe("HTTP rendering", () => {
  it("jsonResponse is an API Gateway proxy result with a JSON body", () => {
    expect(jsonResponse(200, { tool: "T", result: null })).toEqual({
      statusCode: 200,
      headers: { "content-type": "application/json" },
      body: '{"tool":"T","result":null}',
    });
  });

  it("errorResponse answers the type's status and {error: {type, message, retryable, details?}}", () => {
    const response = errorResponse(
      new ToolError("ValidationError", "Invalid parameters: x: is required", {
        details: { problems: [{ parameter: "x", message: "is required" }] },
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(JSON.parse(response.body)).toEqual({
      error: {
        type: "ValidationError",
        message: "Invalid parameters: x: is required",
        retryable: false,
        details: { problems: [{ parameter: "x", message: "is required" }] },
      },
    });
  });

  it("unknownToolError offers suggestions (A; A or B; A, B or C) and an aside, listing them in details", () => {
    const where = {
      parameter: "tool",
      example: "TasksApi.GetUserProjects",
      listedBy: "GET /tools lists them",
    };
    expect(
      unknownToolError("LedgerApi.RetrieveInvoice", {
        ...where,
        suggestions: ["LedgerApi.RetrieveInvoices"],
      }).toJSON(),
    ).toEqual({
      type: "ValidationError",
      message:
        'Unknown tool "LedgerApi.RetrieveInvoice". Did you mean LedgerApi.RetrieveInvoices? Tool names look like TasksApi.GetUserProjects; GET /tools lists them.',
      retryable: false,
      details: {
        problems: [{ parameter: "tool", message: "no tool of that name" }],
        suggestions: ["LedgerApi.RetrieveInvoices"],
      },
    });
    expect(unknownToolError("X", { ...where, suggestions: ["A", "B"] }).message).toBe(
      'Unknown tool "X". Did you mean A or B? Tool names look like TasksApi.GetUserProjects; GET /tools lists them.',
    );
    expect(
      unknownToolError("X", { ...where, suggestions: ["A", "B", "C"], aside: "C is served elsewhere." })
        .message,
    ).toBe(
      'Unknown tool "X". Did you mean A, B or C? C is served elsewhere. Tool names look like TasksApi.GetUserProjects; GET /tools lists them.',
    );
    expect(unknownToolError("X", { ...where, suggestions: [] }).details).toEqual({
      problems: [{ parameter: "tool", message: "no tool of that name" }],
    });
  });

  it("unknownToolError names the tool, an example, where the list is, and the parameter", () => {
    const error = unknownToolError("TasksApi.Nope", {
      parameter: "name",
      example: "TasksApi_GetUserProjects",
      listedBy: "tools/list lists them",
    });
    expect(error.toJSON()).toEqual({
      type: "ValidationError",
      message:
        'Unknown tool "TasksApi.Nope". Tool names look like TasksApi_GetUserProjects; tools/list lists them.',
      retryable: false,
      details: { problems: [{ parameter: "name", message: "no tool of that name" }] },
    });
  });
});
