// API Gateway's own refusals, in the project's error shape `{"error": {type, message, retryable}}`
// instead of its default `{"message": ...}`. Status and `retryable` come from the one error table
// (lib/runtime/errors.ts). Gateway response templates only substitute variables;
// `$context.error.messageString` is already a quoted JSON string.
import { ResponseType } from "aws-cdk-lib/aws-apigateway";
import { ERROR_TYPES, type ErrorType } from "../../lib/runtime/errors";

export interface GatewayError {
  type: ResponseType;
  errorType: ErrorType;
}

export const GATEWAY_ERRORS: readonly GatewayError[] = [
  // The body failed the tool's model: the details are in the access log (`validationError`).
  { type: ResponseType.BAD_REQUEST_BODY, errorType: "ValidationError" },
  { type: ResponseType.ACCESS_DENIED, errorType: "Forbidden" },
  // Also what an unknown tool name gets: with IAM auth API Gateway cannot tell the two apart.
  { type: ResponseType.MISSING_AUTHENTICATION_TOKEN, errorType: "Forbidden" },
  { type: ResponseType.THROTTLED, errorType: "RateLimited" },
  { type: ResponseType.INTEGRATION_TIMEOUT, errorType: "UpstreamTimeout" },
  // Configuration and integration failures alike: not known to pass, so not retryable.
  { type: ResponseType.DEFAULT_5XX, errorType: "InternalError" },
];

/**
 * No bearer token, or one the authorizer refused. Only the OAuth front door adds it, with the
 * `WWW-Authenticate` header clients discover the authorization server by (oauth-front-door.ts).
 */
export const UNAUTHORIZED_ERROR: GatewayError = { type: ResponseType.UNAUTHORIZED, errorType: "AuthError" };

export function statusCodeOf(error: GatewayError): string {
  return String(ERROR_TYPES[error.errorType].status);
}

/** `details` beyond the request id and response type: static values (a template only substitutes). */
export function errorTemplate(error: GatewayError, details: Record<string, unknown> = {}): string {
  const { retryable } = ERROR_TYPES[error.errorType];
  const more = Object.entries(details)
    .map(([name, value]) => `,${JSON.stringify(name)}:${JSON.stringify(value)}`)
    .join("");
  return `{"error":{"type":"${error.errorType}","message":$context.error.messageString,"retryable":${retryable},"details":{"requestId":"$context.requestId","gatewayResponse":"$context.error.responseType"${more}}}}`;
}
