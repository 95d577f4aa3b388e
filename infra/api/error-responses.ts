// API Gateway's own refusals, in the project's error shape `{"error": {type, message, retryable}}`
// (DESIGN.md, "Public contract") instead of its default `{"message": ...}`. Gateway response
// templates only substitute variables; `$context.error.messageString` is already a quoted JSON string.
import { ResponseType } from "aws-cdk-lib/aws-apigateway";

interface GatewayError {
  type: ResponseType;
  statusCode: string;
  errorType: string;
  retryable: boolean;
}

export const GATEWAY_ERRORS: readonly GatewayError[] = [
  // The body failed the tool's model: the details are in the access log (`validationError`).
  { type: ResponseType.BAD_REQUEST_BODY, statusCode: "400", errorType: "ValidationError", retryable: false },
  { type: ResponseType.ACCESS_DENIED, statusCode: "403", errorType: "Forbidden", retryable: false },
  // Also what an unknown tool name gets: with IAM auth API Gateway cannot tell the two apart.
  {
    type: ResponseType.MISSING_AUTHENTICATION_TOKEN,
    statusCode: "403",
    errorType: "Forbidden",
    retryable: false,
  },
  { type: ResponseType.THROTTLED, statusCode: "429", errorType: "RateLimited", retryable: true },
  {
    type: ResponseType.INTEGRATION_TIMEOUT,
    statusCode: "504",
    errorType: "UpstreamTimeout",
    retryable: true,
  },
  { type: ResponseType.DEFAULT_5XX, statusCode: "500", errorType: "InternalError", retryable: true },
];

export function errorTemplate(error: GatewayError): string {
  return `{"error":{"type":"${error.errorType}","message":$context.error.messageString,"retryable":${error.retryable},"details":{"requestId":"$context.requestId","gatewayResponse":"$context.error.responseType"}}}`;
}
