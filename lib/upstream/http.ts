// Sends one upstream request within the call's budget:
// - a 429 (or TickTick's exceed_query_limit) means nothing was done, so any tool is resent after
//   the wait the upstream asks for, while the call's rate-limit wait budget and deadline allow;
// - a network error, timeout or transient 5xx is resent with full-jitter backoff only when
//   `retries` allows it (reads and key-protected writes: a retried plain create after a lost
//   answer would create twice);
// - each attempt waits for an in-flight slot (Xero: 5 per tenant) and has a timeout that ends
//   before the call's deadline;
// - a failure without an answer says whether the request may have reached the upstream
//   (`ToolError.outcome`: "not-sent" or "unknown").
import { ToolError } from "../runtime/errors";
import type { UpstreamRequest } from "../runtime/request";
import { acquireSlot } from "./in-flight";
import { exchange, TransportError } from "./transport";
import type { UpstreamProfile, UpstreamResponse } from "./types";

/** Shared by every send of one call (the resend after a token refresh included). */
export interface CallBudget {
  /** Epoch ms: no attempt, wait or queueing may run past it (the function's deadline minus a margin). */
  deadline: number;
  /** What is left of RATE_LIMIT_MAX_WAIT_MS for waiting out 429s. */
  rateLimitWaitLeftMs: number;
  /** Counters for the call's log line. */
  attempts: number;
  rateLimitWaits: number;
  rateLimitWaitedMs: number;
}

export interface SendOptions {
  token: string;
  /** Ceiling of one attempt (UPSTREAM_TIMEOUT_MS); shortened to fit the deadline. */
  timeoutMs: number;
  /** Extra attempts after a fault; 0 for writes without an idempotency key. */
  retries: number;
  /** Whether sending the request again can do no harm (reads, idempotent writes). */
  repeatable: boolean;
  /** Calls in flight at once per profile.inFlightKey in this container; Infinity for no limit. */
  inFlightLimit: number;
  budget: CallBudget;
}

/** Hard cap of attempts per call, whatever mix of faults and 429s. */
export const MAX_ATTEMPTS = 6;
/** Resends after 429s per call: a storm of short Retry-Afters ends here rather than at the budget. */
export const MAX_RATE_LIMIT_WAITS = 3;
/** An attempt (or a wait before one) is only started when at least this much time remains for it. */
const MIN_ATTEMPT_MS = 100;

export function callBudget(deadline: number, rateLimitMaxWaitMs: number): CallBudget {
  return {
    deadline,
    rateLimitWaitLeftMs: rateLimitMaxWaitMs,
    attempts: 0,
    rateLimitWaits: 0,
    rateLimitWaitedMs: 0,
  };
}

function backoffMs(retry: number): number {
  // Full jitter over 100 ms, 200 ms, 400 ms... (capped at 2 s).
  return Math.random() * Math.min(2_000, 100 * 2 ** retry);
}

/**
 * Network faults come back as values (the caller decides on a resend); other failures throw. Each
 * says whether the request may have reached the upstream (`outcome`): "not-sent" when no
 * connection was made, "unknown" once one was (a timeout waiting, a lost connection, a cut answer).
 */
async function attempt(
  profile: UpstreamProfile,
  request: UpstreamRequest,
  options: SendOptions,
  timeoutMs: number,
): Promise<UpstreamResponse | ToolError> {
  try {
    return await exchange(
      request.url,
      {
        method: request.method,
        headers: { ...request.headers, authorization: `Bearer ${options.token}` },
        body: request.bytes ?? request.body,
        replayable: options.repeatable,
      },
      timeoutMs,
    );
  } catch (error) {
    const reason = error instanceof TransportError ? error.reason : "network";
    // The caller's values made a request HTTP cannot carry: nothing was sent, and resending the
    // same input cannot succeed (validation refuses such values first; this is the backstop).
    if (reason === "refused") {
      return new ToolError(
        "ValidationError",
        `The request to ${profile.label} was not sent: a parameter value holds characters HTTP does not allow in a header or URL (${(error as Error).message}).`,
        { retryable: false, outcome: "not-sent" },
      );
    }
    const sent = error instanceof TransportError ? error.sent : true;
    if (!sent) {
      // No connection: nothing happened upstream, so calling again is safe for any tool.
      return new ToolError(
        reason === "timeout" ? "UpstreamTimeout" : "UpstreamError",
        reason === "timeout"
          ? `${profile.label} could not be reached within ${timeoutMs} ms; nothing was sent.`
          : `${profile.label} could not be reached; nothing was sent.`,
        { retryable: true, outcome: "not-sent" },
      );
    }
    // A lost answer to a non-repeatable write is ambiguous: say so rather than invite a duplicate.
    const caution = options.repeatable ? "" : " The change may have been made: check before calling again.";
    const what =
      reason === "timeout"
        ? `${profile.label} did not answer within ${timeoutMs} ms.`
        : reason === "cut-off"
          ? `${profile.label}'s answer was cut off.`
          : `${profile.label} could not be reached.`;
    return new ToolError(reason === "timeout" ? "UpstreamTimeout" : "UpstreamError", `${what}${caution}`, {
      retryable: options.repeatable,
      outcome: "unknown",
    });
  }
}

/** The attempt's timeout: the ceiling, cut to the deadline; refused when too little is left. */
function attemptTimeoutMs(profile: UpstreamProfile, options: SendOptions): number {
  const timeoutMs = Math.floor(Math.min(options.timeoutMs, options.budget.deadline - Date.now()));
  if (timeoutMs < MIN_ATTEMPT_MS) {
    throw new ToolError(
      "UpstreamTimeout",
      `Too little of the function's time was left to call ${profile.label}; nothing was sent.`,
      { outcome: "not-sent" },
    );
  }
  options.budget.attempts++;
  return timeoutMs;
}

/** One attempt in an in-flight slot, released on every outcome. */
async function attemptInLine(
  profile: UpstreamProfile,
  request: UpstreamRequest,
  options: SendOptions,
): Promise<UpstreamResponse | ToolError> {
  const key = `${profile.toolkit}:${profile.inFlightKey(request)}`;
  const release = await acquireSlot(key, options.inFlightLimit, options.budget.deadline - MIN_ATTEMPT_MS);
  if (!release) {
    throw new ToolError(
      "RateLimited",
      `${options.inFlightLimit} calls to ${profile.label} for this tenant were already in flight and none finished in time; retry after 1 s.`,
      {
        outcome: "not-sent",
        details: { retryAfter: 1, rateLimitProblem: "concurrent", inFlightLimit: options.inFlightLimit },
      },
    );
  }
  try {
    return await attempt(profile, request, options, attemptTimeoutMs(profile, options));
  } finally {
    release();
  }
}

export async function send(
  profile: UpstreamProfile,
  request: UpstreamRequest,
  options: SendOptions,
): Promise<UpstreamResponse> {
  const { budget } = options;
  let faults = 0;
  // Whether an earlier attempt of this send may have been acted on upstream (it was sent and got
  // no answer, or a transient 5xx): a later attempt that sent nothing does not make it "not-sent".
  let reached = false;
  for (;;) {
    let outcome: UpstreamResponse | ToolError;
    try {
      outcome =
        options.inFlightLimit === Number.POSITIVE_INFINITY
          ? await attempt(profile, request, options, attemptTimeoutMs(profile, options))
          : await attemptInLine(profile, request, options);
    } catch (error) {
      throw reached ? afterReached(profile, error) : error;
    }
    const giveUp = () => {
      if (outcome instanceof ToolError) throw reached ? afterReached(profile, outcome) : outcome;
      return outcome;
    };
    let waitMs: number;
    const rateLimitSeconds = outcome instanceof ToolError ? undefined : profile.rateLimitWaitSeconds(outcome);
    if (rateLimitSeconds !== undefined) {
      // Past the budget the 429 itself is the answer: the profile's table makes it RateLimited.
      waitMs = rateLimitSeconds * 1000;
      if (budget.rateLimitWaits >= MAX_RATE_LIMIT_WAITS || waitMs > budget.rateLimitWaitLeftMs)
        return giveUp();
    } else if (faults < options.retries && isFault(profile, outcome)) {
      waitMs = backoffMs(faults);
      faults++;
    } else {
      return giveUp();
    }
    if (budget.attempts >= MAX_ATTEMPTS || Date.now() + waitMs + MIN_ATTEMPT_MS > budget.deadline) {
      return giveUp();
    }
    if (rateLimitSeconds !== undefined) {
      budget.rateLimitWaitLeftMs -= waitMs;
      budget.rateLimitWaits++;
      budget.rateLimitWaitedMs += waitMs;
    } else {
      reached ||= !(outcome instanceof ToolError) || outcome.outcome !== "not-sent";
    }
    await sleep(waitMs);
  }
}

/** A "not-sent" failure after an earlier attempt that may have been acted on: the outcome is unknown. */
function afterReached(profile: UpstreamProfile, error: unknown): unknown {
  if (!(error instanceof ToolError) || error.outcome !== "not-sent") return error;
  return new ToolError(
    error.type,
    `${error.message} An earlier attempt may have reached ${profile.label}: its outcome is unknown.`,
    { retryable: error.retryable, outcome: "unknown", details: error.details, cause: error },
  );
}

function isFault(profile: UpstreamProfile, outcome: UpstreamResponse | ToolError): boolean {
  return outcome instanceof ToolError ? outcome.retryable : profile.isTransient(outcome);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
