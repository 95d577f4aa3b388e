// TickTick Open API v1: how its answers map to typed errors. TickTick sends semantic errors as
// HTTP 500 with an {errorId, errorCode, errorMessage, data} envelope, so the code decides, not the status.
import { TASKS_SERVICES, TOOLKIT_FACTS, tasksServiceOf } from "../catalog/toolkits";
import { type ErrorType, ToolError } from "../runtime/errors";
import { isGatewayFault, jsonOf, retryAfterSeconds, tooLargeError } from "./hints";
import type { UpstreamProfile, UpstreamResponse } from "./types";

/**
 * Resend after `exceed_query_limit` this soon (TickTick sends no Retry-After; its window is per
 * minute, so a short wait helps only with a burst, and the call's wait budget bounds the rest).
 */
const BURST_WAIT_SECONDS = 1;
/** What a caller is told once the call's own waits are used up: TickTick's window is a minute. */
const CALLER_WAIT_SECONDS = 60;

const BY_ERROR_CODE: Record<string, { type: ErrorType; message: string }> = {
  task_not_found: { type: "NotFound", message: "TickTick has no such task." },
  project_not_found: { type: "NotFound", message: "TickTick has no such project." },
  exceed_query_limit: {
    type: "RateLimited",
    message: "TickTick's request limit was exceeded; wait a minute before calling again.",
  },
  access_forbidden: {
    type: "Forbidden",
    message:
      "TickTick refused access: the token lacks the tasks:write scope or the project is not shared for writing.",
  },
};

const BY_STATUS: Record<number, ErrorType> = {
  400: "ValidationError",
  403: "Forbidden",
  404: "NotFound",
  429: "RateLimited",
};

interface Envelope {
  errorCode?: unknown;
  errorId?: unknown;
  errorMessage?: unknown;
}

function envelopeOf(parsed: unknown): Envelope | undefined {
  if (parsed && typeof parsed === "object" && "errorCode" in parsed) return parsed as Envelope;
  return undefined;
}

/** TickTick's limit answer: `exceed_query_limit` in a 500 envelope (a plain 429 is read the same way). */
function isRateLimit(response: UpstreamResponse): boolean {
  if (response.status === 429) return true;
  return response.status === 500 && envelopeOf(jsonOf(response))?.errorCode === "exceed_query_limit";
}

export const tasksApi: UpstreamProfile = {
  toolkit: "TasksApi",
  label: TOOLKIT_FACTS.TasksApi.label,
  envPrefix: TOOLKIT_FACTS.TasksApi.envPrefix,
  defaultBaseUrl: TASKS_SERVICES.ticktick.apiBaseUrl,
  // TASKS_SERVICE=dida365: the same API at Dida365's host.
  baseUrlFrom: (env) => tasksServiceOf(env).apiBaseUrl,
  reauthorise:
    "TickTick rejected the access token (expired or revoked). TickTick issues no refresh tokens: re-run the OAuth authorisation for this connection and store the new access token.",

  // No documented concurrency limit: TASKS_MAX_IN_FLIGHT can set one; one key for the account.
  inFlightKey: () => "",

  rateLimitWaitSeconds: (response) =>
    isRateLimit(response) ? (retryAfterSeconds(response.headers) ?? BURST_WAIT_SECONDS) : undefined,

  // A 500 with an envelope is TickTick's way of answering (not found, forbidden...), not a fault.
  isTransient: (response) =>
    isGatewayFault(response.status) || (response.status === 500 && !envelopeOf(jsonOf(response))),

  toError(response: UpstreamResponse, parsed: unknown): ToolError {
    const envelope = envelopeOf(parsed);
    // Only known fields are copied: an upstream body is never echoed whole into an error.
    const details: Record<string, unknown> = {
      upstreamStatus: response.status,
      ...(envelope
        ? {
            errorCode: String(envelope.errorCode),
            errorId: String(envelope.errorId ?? ""),
            errorMessage: String(envelope.errorMessage ?? ""),
          }
        : {}),
    };
    const tooLarge = tooLargeError("TickTick", response.status, details);
    if (tooLarge) return tooLarge;
    const known = envelope ? BY_ERROR_CODE[String(envelope.errorCode)] : undefined;
    const type = known?.type ?? BY_STATUS[response.status];
    if (type === "RateLimited") {
      details.retryAfter = retryAfterSeconds(response.headers) ?? CALLER_WAIT_SECONDS;
    }
    if (known) return new ToolError(known.type, known.message, { details });

    if (type) {
      const message =
        type === "NotFound"
          ? "TickTick has no such project or task."
          : type === "RateLimited"
            ? "TickTick's request limit was exceeded; wait a minute before calling again."
            : `TickTick refused the request (HTTP ${response.status}).`;
      return new ToolError(type, message, { details });
    }
    const code = envelope ? ` (${String(envelope.errorCode)})` : "";
    return new ToolError("UpstreamError", `TickTick failed with HTTP ${response.status}${code}.`, {
      retryable: response.status >= 500 && !envelope,
      details,
    });
  },
};
