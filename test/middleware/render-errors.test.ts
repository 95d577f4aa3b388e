// The one place typed errors become answers: an HTTP caller gets the type's status and
// {"error": {...}}; a direct, SQS or EventBridge caller gets a thrown error whose name is the type.
// An unexpected failure is an InternalError that leaks nothing, and is logged.
import type { Request } from "@middy/core";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { CallSource, FamilyContext } from "../../lib/call/types";
import { renderErrors } from "../../lib/middleware/render-errors";
import { ToolError } from "../../lib/runtime/errors";
import { lambdaContext } from "../../local/lambda-context";

const written: string[] = [];
beforeAll(() => {
  process.env.LOG_LEVEL = "error";
  for (const stream of ["stdout", "stderr"] as const) {
    vi.spyOn(process[stream], "write").mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
  }
});
afterAll(() => {
  vi.restoreAllMocks();
  process.env.LOG_LEVEL = "silent";
});
afterEach(() => {
  written.length = 0;
});

/** Runs onError for `error` thrown in a call from `source`: what the caller gets. */
function render(error: Error, source: CallSource | undefined) {
  const context = lambdaContext("render-test") as FamilyContext;
  if (source) context.callSource = source;
  const request: Request<unknown, unknown, Error, FamilyContext> = {
    event: {},
    context,
    response: undefined,
    error,
    internal: {},
  };
  renderErrors().onError?.(request);
  return {
    response: request.response as { statusCode: number; body: string } | undefined,
    error: request.error,
  };
}

const logLines = () =>
  written
    .join("")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe("renderErrors", () => {
  const notFound = new ToolError("NotFound", "TickTick has no such project or task.", {
    details: { upstreamStatus: 404 },
  });

  it("answers an HTTP caller with the type's status and the error body, logging nothing", () => {
    const { response } = render(notFound, "http");
    expect(response?.statusCode).toBe(404);
    expect(JSON.parse(response?.body ?? "")).toEqual({
      error: {
        type: "NotFound",
        message: "TickTick has no such project or task.",
        retryable: false,
        details: { upstreamStatus: 404 },
      },
    });
    expect(logLines()).toEqual([]);
  });

  it.each(["direct", "sqs", "eventbridge", undefined] as const)(
    "rethrows a ToolError as it is to a %s caller",
    (source) => {
      const { response, error } = render(notFound, source);
      expect(response).toBeUndefined();
      expect(error).toBe(notFound);
      expect(error?.name).toBe("NotFound");
    },
  );

  it("an unexpected failure is an InternalError without internals; its name and message are logged", () => {
    const failure = new TypeError("Cannot read properties of undefined (reading 'secretPath')");
    const direct = render(failure, "direct").error as ToolError;
    expect(direct).toBeInstanceOf(ToolError);
    expect(direct).toMatchObject({
      name: "InternalError",
      status: 500,
      retryable: false,
      message: "The tool failed unexpectedly; the error was logged.",
    });
    expect(direct.cause).toBe(failure);

    const { response } = render(failure, "http");
    expect(response?.statusCode).toBe(500);
    expect(response?.body).not.toContain("secretPath");

    expect(logLines()).toEqual([
      expect.objectContaining({
        level: "ERROR",
        message: "unexpected failure",
        errorName: "TypeError",
        errorMessage: "Cannot read properties of undefined (reading 'secretPath')",
      }),
      expect.objectContaining({ message: "unexpected failure", errorName: "TypeError" }),
    ]);
  });

  it("middy's early-timeout error is an UpstreamTimeout (504, retryable)", () => {
    const timeout = Object.assign(new Error("[AbortError]: The operation was aborted."), {
      name: "TimeoutError",
    });
    const { response } = render(timeout, "http");
    expect(response?.statusCode).toBe(504);
    expect(JSON.parse(response?.body ?? "").error).toEqual({
      type: "UpstreamTimeout",
      message: "The tool ran out of time before the upstream answered.",
      retryable: true,
    });
    expect(render(timeout, "eventbridge").error).toMatchObject({ name: "UpstreamTimeout", retryable: true });
  });
});
