// The typed errors of the public contract, in one table: each type's HTTP status and whether a
// caller may retry by default. `name` is the error type, so a Step Functions Retry/Catch can match
// it; `status` is what HTTP callers get. Everything that renders an error (the family functions,
// the mcp function, the local gateway, API Gateway's own responses, OpenAPI) reads this table.

export const ERROR_TYPES = {
  ValidationError: { status: 400, retryable: false },
  AuthError: { status: 401, retryable: false },
  Forbidden: { status: 403, retryable: false },
  NotFound: { status: 404, retryable: false },
  Conflict: { status: 409, retryable: true },
  IdempotencyMismatch: { status: 422, retryable: false },
  // A retry of a write whose first attempt may or may not have been applied, where no read can tell.
  OutcomeUnknown: { status: 409, retryable: false },
  RateLimited: { status: 429, retryable: true },
  // An answer over Lambda's 6 MB (or the caller's maxResultBytes) with no results bucket to hand it
  // over: the request was valid, but must ask for less (a smaller page, a filter): docs/results.md.
  ResultTooLarge: { status: 422, retryable: false },
  InternalError: { status: 500, retryable: false },
  // An upstream 5xx is marked retryable where it is made (lib/upstream): only then is it known.
  UpstreamError: { status: 502, retryable: false },
  UpstreamTimeout: { status: 504, retryable: true },
} as const satisfies Record<string, { status: number; retryable: boolean }>;

export type ErrorType = keyof typeof ERROR_TYPES;

export function isErrorType(value: unknown): value is ErrorType {
  return typeof value === "string" && Object.hasOwn(ERROR_TYPES, value);
}

/**
 * What a failed write did upstream, as far as the client can know: nothing was sent (safe to send
 * again); the upstream answered (it refused: nothing was applied); or the request may have been
 * applied but no answer came (a timeout, a cut connection, a 5xx). Absent where it was not decided.
 */
export type WriteOutcome = "not-sent" | "answered" | "unknown";

export interface ToolErrorOptions {
  retryable?: boolean;
  outcome?: WriteOutcome;
  details?: unknown;
  /** What caused it, for logs and debugging; never rendered to a caller. */
  cause?: unknown;
}

export class ToolError extends Error {
  readonly type: ErrorType;
  readonly status: number;
  readonly retryable: boolean;
  readonly details: unknown;
  /** Rendered as `outcome` so a caller knows whether the write may have happened. */
  outcome: WriteOutcome | undefined;

  constructor(type: ErrorType, message: string, options: ToolErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = type;
    this.type = type;
    this.status = ERROR_TYPES[type].status;
    this.retryable = options.retryable ?? ERROR_TYPES[type].retryable;
    this.details = options.details;
    this.outcome = options.outcome;
  }

  toJSON() {
    return {
      type: this.type,
      message: this.message,
      retryable: this.retryable,
      ...(this.outcome === undefined ? {} : { outcome: this.outcome }),
      ...(this.details === undefined ? {} : { details: this.details }),
    };
  }
}

/** Any thrown value as a ToolError; unknown failures become an InternalError that leaks nothing. */
export function asToolError(error: unknown): ToolError {
  if (error instanceof ToolError) return error;
  return new ToolError("InternalError", "The tool failed unexpectedly; the error was logged.", {
    cause: error,
  });
}

/** A JSON answer as an API Gateway proxy result. */
export function jsonResponse(statusCode: number, body: unknown) {
  return {
    statusCode,
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  };
}

/** The one HTTP rendering of an error: its status and `{"error": {type, message, retryable, details?}}`. */
export function errorResponse(error: ToolError) {
  return jsonResponse(error.status, { error: error.toJSON() });
}

/** `A`, `A or B`, `A, B or C`. */
function alternatives(names: readonly string[]): string {
  return names.length < 2 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} or ${names.at(-1)}`;
}

/**
 * A name that is no tool. `example` is a tool name in the form the caller's surface uses;
 * `listedBy` where the caller finds the real ones; `parameter` the field that held the name;
 * `suggestions` the nearest real names, in the caller's form (lib/runtime/nearest-names.ts, which
 * the caller loads only on this error path), also listed in `details.suggestions`; `aside` a
 * sentence more (e.g. which function serves a suggestion).
 */
export function unknownToolError(
  name: string,
  where: {
    parameter: string;
    example: string;
    listedBy: string;
    suggestions?: readonly string[];
    aside?: string;
  },
): ToolError {
  const suggestions = where.suggestions ?? [];
  const guess = suggestions.length > 0 ? ` Did you mean ${alternatives(suggestions)}?` : "";
  const aside = where.aside ? ` ${where.aside}` : "";
  return new ToolError(
    "ValidationError",
    `Unknown tool "${name}".${guess}${aside} Tool names look like ${where.example}; ${where.listedBy}.`,
    {
      details: {
        problems: [{ parameter: where.parameter, message: "no tool of that name" }],
        ...(suggestions.length > 0 ? { suggestions: [...suggestions] } : {}),
      },
    },
  );
}
