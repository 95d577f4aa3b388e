// Sends one upstream request: bearer token, per-attempt timeout, and retries only where a repeat
// cannot do harm (reads). Writes are sent exactly once: TickTick has no idempotency keys, so a
// retried create after a lost response would create the task twice.
import { ToolError } from "../runtime/errors";
import type { UpstreamRequest } from "../runtime/request";
import type { UpstreamProfile, UpstreamResponse } from "./types";

export interface SendOptions {
  token: string;
  timeoutMs: number;
  /** Extra attempts after the first; 0 for writes. */
  retries: number;
  /** Whether sending the request again can do no harm (reads, idempotent writes). */
  repeatable: boolean;
}

const RETRYABLE_STATUS = new Set([502, 503, 504]);

function backoffMs(attempt: number): number {
  // Full jitter over 100 ms, 200 ms, 400 ms...
  return Math.random() * 100 * 2 ** attempt;
}

async function attempt(
  profile: UpstreamProfile,
  request: UpstreamRequest,
  options: SendOptions,
): Promise<UpstreamResponse> {
  let response: Response;
  try {
    response = await fetch(request.url, {
      method: request.method,
      headers: { ...request.headers, authorization: `Bearer ${options.token}` },
      body: request.body,
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (error) {
    // A lost answer to a non-repeatable write is ambiguous: say so rather than invite a duplicate.
    const caution = options.repeatable ? "" : " The change may have been made: check before calling again.";
    const name = (error as Error).name;
    if (name === "TimeoutError" || name === "AbortError") {
      throw new ToolError(
        "UpstreamTimeout",
        `${profile.label} did not answer within ${options.timeoutMs} ms.${caution}`,
        {
          retryable: options.repeatable,
        },
      );
    }
    throw new ToolError("UpstreamError", `${profile.label} could not be reached.${caution}`, {
      retryable: options.repeatable,
    });
  }
  let body: Uint8Array;
  try {
    body = new Uint8Array(await response.arrayBuffer());
  } catch {
    throw new ToolError("UpstreamError", `${profile.label}'s answer was cut off.`, { retryable: true });
  }
  return { status: response.status, headers: response.headers, body };
}

export async function send(
  profile: UpstreamProfile,
  request: UpstreamRequest,
  options: SendOptions,
): Promise<UpstreamResponse> {
  for (let tries = 0; ; tries++) {
    const canRetry = tries < options.retries;
    try {
      const response = await attempt(profile, request, options);
      if (canRetry && RETRYABLE_STATUS.has(response.status)) {
        await sleep(backoffMs(tries));
        continue;
      }
      return response;
    } catch (error) {
      if (!canRetry || !(error instanceof ToolError) || !error.retryable) throw error;
      await sleep(backoffMs(tries));
    }
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
