// What an upstream answer says about sending again, read the same way for both upstreams.
import { ToolError } from "../runtime/errors";
import type { HeaderMap, UpstreamResponse } from "./types";

const utf8 = new TextDecoder();

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const DAY = "(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)";
const MONTH = `(?<month>${MONTHS.join("|")})`;
const TIME = "(?<hours>\\d{2}):(?<minutes>\\d{2}):(?<seconds>\\d{2})";
/** RFC 9110 5.6.7: the preferred IMF-fixdate, and the two obsolete forms a recipient must accept. */
const HTTP_DATES = [
  new RegExp(`^${DAY}, (?<day>\\d{2}) ${MONTH} (?<year>\\d{4}) ${TIME} GMT$`),
  new RegExp(
    `^(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), (?<day>\\d{2})-${MONTH}-(?<shortYear>\\d{2}) ${TIME} GMT$`,
  ),
  new RegExp(`^${DAY} ${MONTH} (?<day> \\d|\\d{2}) ${TIME} (?<year>\\d{4})$`),
];

/** Epoch ms of an HTTP-date (any of its three forms); undefined when it is none or names no real time. */
export function httpDateMs(value: string, now = Date.now()): number | undefined {
  const parts = HTTP_DATES.map((form) => form.exec(value)?.groups).find((groups) => groups !== undefined);
  if (!parts) return undefined;
  const [day, hours, minutes, seconds] = [parts.day, parts.hours, parts.minutes, parts.seconds].map(
    Number,
  ) as [number, number, number, number];
  let year = Number(parts.year);
  if (parts.shortYear !== undefined) {
    // RFC 850's two-digit year: one more than 50 years ahead is the most recent past year with those digits.
    const thisYear = new Date(now).getUTCFullYear();
    year = Math.floor(thisYear / 100) * 100 + Number(parts.shortYear);
    if (year > thisYear + 50) year -= 100;
  }
  const ms = Date.UTC(year, MONTHS.indexOf(parts.month ?? ""), day, hours, minutes, seconds);
  // Date.UTC rolls 31 Feb over into March and 24:00 into the next day: such a value is no date.
  const date = new Date(ms);
  const exact =
    date.getUTCDate() === day &&
    date.getUTCHours() === hours &&
    date.getUTCMinutes() === minutes &&
    date.getUTCSeconds() === seconds;
  return exact ? ms : undefined;
}

/**
 * Seconds from `Retry-After`, in either form of RFC 9110 10.2.3: delay-seconds (fractions kept, as a
 * test double may send them) or an HTTP-date, turned into seconds from `now` (whole seconds, rounded
 * up; 0 for a date already past). Undefined when absent or unreadable: nothing was given.
 */
export function retryAfterSeconds(headers: HeaderMap, now = Date.now()): number | undefined {
  const value = headers.get("retry-after")?.trim();
  if (!value) return undefined;
  if (/^\d+(?:\.\d+)?$/.test(value)) {
    const seconds = Number(value);
    return Number.isFinite(seconds) ? seconds : undefined;
  }
  const at = httpDateMs(value, now);
  return at === undefined ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
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
