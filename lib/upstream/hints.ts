// What an upstream answer says about sending again, read the same way for both upstreams.
import { ToolError } from "../runtime/errors";
import type { HeaderMap, UpstreamResponse } from "./types";

const utf8 = new TextDecoder();

/** Seconds from `Retry-After` (both upstreams send seconds; fractions are kept); undefined when absent or unreadable. */
export function retryAfterSeconds(headers: HeaderMap): number | undefined {
  const value = headers.get("retry-after");
  if (value === null || value.trim() === "") return undefined;
  const seconds = Number(value);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined;
}

/** The parsed JSON body of an error answer, or undefined (empty or not JSON). Only for error paths. */
export function jsonOf(response: UpstreamResponse): unknown {
  if (response.body.byteLength === 0) return undefined;
  try {
    return JSON.parse(utf8.decode(response.body));
  } catch {
    return undefined;
  }
}

/** 502/503/504: a gateway or an overloaded server answered, the operation itself did not run or finish. */
export function isGatewayFault(status: number): boolean {
  return status === 502 || status === 503 || status === 504;
}

const TOO_LARGE: Readonly<Record<number, string>> = {
  413: "its body is too large",
  414: "its URL is too long",
  431: "its headers are too large",
};

/**
 * 413/414/431: the upstream refused the request for its size, which the caller's input decides, so it
 * is a ValidationError (400, not retryable) rather than an upstream failure; undefined for other statuses.
 */
export function tooLargeError(
  label: string,
  status: number,
  details: Record<string, unknown>,
): ToolError | undefined {
  const why = TOO_LARGE[status];
  if (!why) return undefined;
  return new ToolError(
    "ValidationError",
    `${label} refused the request because ${why} (HTTP ${status}); send shorter values or fewer of them.`,
    { details },
  );
}
