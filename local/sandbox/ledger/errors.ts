// Errors the sandbox answers, in Xero's bodies. Handlers throw them; the server renders them.

export type LedgerErrorKind = "validation" | "notFound";

export class LedgerApiError extends Error {
  constructor(
    readonly status: number,
    readonly kind: LedgerErrorKind,
    /** One entry per problem; a validation answer lists each as its own ValidationError. */
    readonly messages: string[],
    /** The elements that failed, each with its own ValidationErrors (batch writes); else one element of all messages. */
    readonly elements?: Record<string, unknown>[],
  ) {
    super(messages.join("; "));
    this.name = "LedgerApiError";
  }
}

/** 400 ValidationException: the caller's input is wrong; the message says how. */
export function validationError(...messages: string[]): LedgerApiError {
  return new LedgerApiError(400, "validation", messages);
}

/**
 * 404. Xero answers a missing record or route with a short "not found" message; the sandbox uses
 * the problem-details shape of its 401/403 answers (see notFoundBody).
 */
export function notFound(message = "The resource you're looking for cannot be found"): LedgerApiError {
  return new LedgerApiError(404, "notFound", [message]);
}

export function validationBody(messages: string[], elements?: unknown[]): Record<string, unknown> {
  return {
    ErrorNumber: 10,
    Type: "ValidationException",
    Message: "A validation exception occurred",
    Elements: elements ?? [{ ValidationErrors: messages.map((Message) => ({ Message })) }],
  };
}

export function notFoundBody(detail: string): Record<string, unknown> {
  return { Type: null, Title: "NotFound", Status: 404, Detail: detail };
}

export const UNAUTHORIZED_BODY = {
  Type: null,
  Title: "Unauthorized",
  Status: 401,
  Detail: "AuthenticationUnsuccessful",
};

export const FORBIDDEN_BODY = {
  Type: null,
  Title: "Forbidden",
  Status: 403,
  Detail: "AuthenticationUnsuccessful",
};
