// The typed errors of the public contract. `name` is the error type, so a Step Functions
// Retry/Catch can match it; `status` is the HTTP status the gateway renders.

export type ErrorType =
  | "ValidationError"
  | "AuthError"
  | "Forbidden"
  | "NotFound"
  | "Conflict"
  | "IdempotencyMismatch"
  | "RateLimited"
  | "UpstreamError"
  | "UpstreamTimeout"
  | "InternalError";

const STATUS: Record<ErrorType, number> = {
  ValidationError: 400,
  AuthError: 401,
  Forbidden: 403,
  NotFound: 404,
  Conflict: 409,
  IdempotencyMismatch: 422,
  RateLimited: 429,
  UpstreamError: 502,
  UpstreamTimeout: 504,
  InternalError: 500,
};

const RETRYABLE_BY_DEFAULT: ReadonlySet<ErrorType> = new Set(["Conflict", "RateLimited", "UpstreamTimeout"]);

export class ToolError extends Error {
  readonly type: ErrorType;
  readonly status: number;
  readonly retryable: boolean;
  readonly details: unknown;

  constructor(type: ErrorType, message: string, options: { retryable?: boolean; details?: unknown } = {}) {
    super(message);
    this.name = type;
    this.type = type;
    this.status = STATUS[type];
    this.retryable = options.retryable ?? RETRYABLE_BY_DEFAULT.has(type);
    this.details = options.details;
  }

  toJSON() {
    return {
      type: this.type,
      message: this.message,
      retryable: this.retryable,
      ...(this.details === undefined ? {} : { details: this.details }),
    };
  }
}

/** Any thrown value as a ToolError; unknown failures become an InternalError that leaks nothing. */
export function asToolError(error: unknown): ToolError {
  if (error instanceof ToolError) return error;
  return new ToolError("InternalError", "The tool failed unexpectedly; the error was logged.");
}
