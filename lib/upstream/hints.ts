// What an upstream answer says about sending again, read the same way for both upstreams.
import { ToolError } from "../runtime/errors";
import type { HeaderMap, UpstreamResponse } from "./types";

const utf8 = new TextDecoder();

const MONTHS = "JanFebMarAprMayJunJulAugSepOctNovDec";
// RFC 9110 5.6.7: the preferred IMF-fixdate, and the obsolete RFC 850 and asctime forms a recipient
// must accept. Day names are not checked: the date says which day it is.
const IMF_FIXDATE = /^[A-Z][a-z]{2}, (\d\d) ([A-Z][a-z]{2}) (\d{4}) (\d\d:\d\d:\d\d) GMT$/;
const RFC850_DATE = /^[A-Z][a-z]{5,8}, (\d\d)-([A-Z][a-z]{2})-(\d\d) (\d\d:\d\d:\d\d) GMT$/;
const ASCTIME_DATE = /^[A-Z][a-z]{2} ([A-Z][a-z]{2}) ( \d|\d\d) (\d\d:\d\d:\d\d) (\d{4})$/;

/** Epoch ms of an HTTP-date (any of its three forms); undefined when it is none or names no real time. */
export function httpDateMs(value: string, now = Date.now()): number | undefined {
  const imf = IMF_FIXDATE.exec(value);
  const rfc850 = RFC850_DATE.exec(value);
  const asctime = ASCTIME_DATE.exec(value);
  const [day, month, year, time] = (
    imf
      ? [imf[1], imf[2], imf[3], imf[4]]
      : rfc850
        ? [rfc850[1], rfc850[2], undefined, rfc850[4]]
        : asctime
          ? [asctime[2], asctime[1], asctime[4], asctime[3]]
          : []
  ) as (string | undefined)[];
  const monthIndex = MONTHS.indexOf(month ?? "?");
  if (!time || monthIndex % 3 !== 0) return undefined;
  let fullYear = Number(year);
  if (rfc850) {
    // A two-digit year more than 50 years ahead is the most recent past year with those digits.
    const thisYear = new Date(now).getUTCFullYear();
    fullYear = thisYear - (thisYear % 100) + Number(rfc850[3]);
    if (fullYear > thisYear + 50) fullYear -= 100;
  }
  const [hours, minutes, seconds] = time.split(":").map(Number);
  const ms = Date.UTC(fullYear, monthIndex / 3, Number(day), hours, minutes, seconds);
  // Date.UTC rolls 31 Feb over into March and 24:00 into the next day: such a value is no date.
  const date = new Date(ms);
  return date.getUTCDate() === Number(day) && date.toISOString().slice(11, 19) === time ? ms : undefined;
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
