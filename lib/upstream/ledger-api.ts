// Xero Accounting API 2.0: how its answers map to typed errors, and how its JSON is made usable.
// Status decides the error type; Xero's own validation messages are passed on because they are
// what a caller needs to fix its input.
import { TOOLKIT_FACTS } from "../catalog/toolkits";
import { type ErrorType, ToolError } from "../runtime/errors";
import { isGatewayFault, retryAfterSeconds, tooLargeError } from "./hints";
import type { UpstreamProfile, UpstreamResponse } from "./types";
import { isoDatesFromXero } from "./xero-dates";

/** Xero allows 5 calls in progress per tenant; more are refused with a 429 "concurrent". */
const XERO_MAX_IN_FLIGHT = 5;
/** Wait after a 429 without Retry-After (Xero always sends one; this is a guard). */
const DEFAULT_WAIT_SECONDS = 1;

/** The headers on every Xero answer, under the names they take on the call's log line. */
const REMAINING_HEADERS = [
  ["x-minlimit-remaining", "minLimitRemaining"],
  ["x-daylimit-remaining", "dayLimitRemaining"],
  ["x-appminlimit-remaining", "appMinLimitRemaining"],
] as const;

const BY_STATUS: Record<number, { type: ErrorType; message: string }> = {
  400: { type: "ValidationError", message: "Xero refused the request" },
  403: {
    type: "Forbidden",
    message:
      "Xero refused access: the token cannot reach this tenant (GetConnectedTenants lists the tenants it reaches) or lacks the scope this operation needs.",
  },
  404: { type: "NotFound", message: "Xero has no such record in this tenant." },
  429: { type: "RateLimited", message: "Xero's rate limit for this tenant was reached" },
};

/** Messages of Xero's `{Message, Elements[].ValidationErrors[].Message}` error body. */
function validationMessages(parsed: unknown): string[] {
  if (!parsed || typeof parsed !== "object") return [];
  const body = parsed as { Elements?: unknown; ValidationErrors?: unknown };
  const messages: string[] = [];
  const collect = (errors: unknown) => {
    if (!Array.isArray(errors)) return;
    for (const error of errors) {
      const message = (error as { Message?: unknown } | null)?.Message;
      if (typeof message === "string" && message !== "" && !messages.includes(message))
        messages.push(message);
    }
  };
  collect(body.ValidationErrors);
  if (Array.isArray(body.Elements)) {
    for (const element of body.Elements)
      collect((element as { ValidationErrors?: unknown } | null)?.ValidationErrors);
  }
  return messages;
}

function stringField(parsed: unknown, field: string): string | undefined {
  const value = parsed && typeof parsed === "object" ? (parsed as Record<string, unknown>)[field] : undefined;
  return typeof value === "string" && value !== "" ? value : undefined;
}

export const ledgerApi: UpstreamProfile = {
  toolkit: "LedgerApi",
  label: TOOLKIT_FACTS.LedgerApi.label,
  envPrefix: TOOLKIT_FACTS.LedgerApi.envPrefix,
  defaultBaseUrl: "https://api.xero.com/api.xro/2.0",
  reauthorise:
    "Xero rejected the access token (expired, revoked, or issued for other scopes). Refresh the connection's token set; if the refresh token has expired too, re-run the OAuth authorisation and store the new token set.",

  toResult: isoDatesFromXero,
  defaultMaxInFlight: XERO_MAX_IN_FLIGHT,

  inFlightKey: (request) => request.headers["xero-tenant-id"] ?? "",

  rateLimitWaitSeconds: (response) =>
    response.status === 429 ? (retryAfterSeconds(response.headers) ?? DEFAULT_WAIT_SECONDS) : undefined,

  // Xero's 500 is an unhandled failure on its side, not a verdict on the request.
  isTransient: (response) => response.status === 500 || isGatewayFault(response.status),

  rateLimitRemaining(headers) {
    const remaining: Record<string, number> = {};
    for (const [header, field] of REMAINING_HEADERS) {
      const value = headers.get(header);
      if (value !== null && value !== "" && Number.isFinite(Number(value))) remaining[field] = Number(value);
    }
    return remaining;
  },

  toError(response: UpstreamResponse, parsed: unknown): ToolError {
    const validationErrors = validationMessages(parsed);
    // Only known fields are copied: an upstream body is never echoed whole into an error.
    const details: Record<string, unknown> = { upstreamStatus: response.status };
    const xeroType = stringField(parsed, "Type");
    const xeroMessage = stringField(parsed, "Message") ?? stringField(parsed, "Detail");
    if (xeroType) details.xeroType = xeroType;
    if (xeroMessage) details.xeroMessage = xeroMessage;
    if (validationErrors.length > 0) details.validationErrors = validationErrors;

    const tooLarge = tooLargeError("Xero", response.status, details);
    if (tooLarge) return tooLarge;
    const known = BY_STATUS[response.status];
    if (known?.type === "ValidationError") {
      const reasons = validationErrors.length > 0 ? validationErrors : xeroMessage ? [xeroMessage] : [];
      const message = reasons.length > 0 ? `${known.message}: ${reasons.join("; ")}` : `${known.message}.`;
      return new ToolError("ValidationError", message, { details });
    }
    if (known?.type === "RateLimited") {
      const retryAfter = retryAfterSeconds(response.headers);
      const problem = response.headers.get("x-rate-limit-problem");
      if (retryAfter !== undefined) details.retryAfter = retryAfter;
      if (problem) details.rateLimitProblem = problem;
      const wait = retryAfter !== undefined ? `; retry after ${retryAfter} s` : "";
      return new ToolError("RateLimited", `${known.message}${problem ? ` (${problem} limit)` : ""}${wait}.`, {
        details,
      });
    }
    if (known) return new ToolError(known.type, known.message, { details });
    return new ToolError("UpstreamError", `Xero failed with HTTP ${response.status}.`, {
      retryable: response.status >= 500,
      details,
    });
  },
};
