// The settings read from the environment (names in docs/architecture.md): a base URL per toolkit,
// the attempt timeout, the 429 wait budget and the in-flight limit, each falling back to its
// default on a value that is missing, empty, negative or not a number.
import { describe, expect, it } from "vitest";
import {
  baseUrlOf,
  DEFAULT_RATE_LIMIT_MAX_WAIT_MS,
  DEFAULT_UPSTREAM_TIMEOUT_MS,
  maxInFlight,
  rateLimitMaxWaitMs,
  upstreamTimeoutMs,
} from "../../lib/runtime/config";
import { profileFor } from "../../lib/upstream/index";

const tasks = profileFor("TasksApi");
const ledger = profileFor("LedgerApi");

describe("baseUrlOf", () => {
  it("is the toolkit's default without <P>_API_BASE_URL", () => {
    expect(baseUrlOf(tasks, {})).toBe("https://api.ticktick.com/open/v1");
    expect(baseUrlOf(ledger, { LEDGER_API_BASE_URL: "" })).toBe("https://api.xero.com/api.xro/2.0");
  });

  it("takes the configured URL without its trailing slashes, so a tool path appends cleanly", () => {
    expect(baseUrlOf(tasks, { TASKS_API_BASE_URL: "http://127.0.0.1:4010/open/v1//" })).toBe(
      "http://127.0.0.1:4010/open/v1",
    );
    expect(baseUrlOf(ledger, { TASKS_API_BASE_URL: "http://elsewhere" })).toBe(
      "https://api.xero.com/api.xro/2.0",
    );
  });
});

describe("upstreamTimeoutMs", () => {
  it.each([
    [undefined, DEFAULT_UPSTREAM_TIMEOUT_MS],
    ["", DEFAULT_UPSTREAM_TIMEOUT_MS],
    ["0", DEFAULT_UPSTREAM_TIMEOUT_MS],
    ["-5", DEFAULT_UPSTREAM_TIMEOUT_MS],
    ["soon", DEFAULT_UPSTREAM_TIMEOUT_MS],
    ["Infinity", DEFAULT_UPSTREAM_TIMEOUT_MS],
    ["2500", 2500],
    ["0.5", 0.5],
  ])("UPSTREAM_TIMEOUT_MS=%s is %d ms", (value, expected) => {
    expect(upstreamTimeoutMs({ UPSTREAM_TIMEOUT_MS: value })).toBe(expected);
  });
});

describe("rateLimitMaxWaitMs", () => {
  it.each([
    [undefined, DEFAULT_RATE_LIMIT_MAX_WAIT_MS],
    ["", DEFAULT_RATE_LIMIT_MAX_WAIT_MS],
    ["-1", DEFAULT_RATE_LIMIT_MAX_WAIT_MS],
    ["lots", DEFAULT_RATE_LIMIT_MAX_WAIT_MS],
    // 0 is a real setting: never wait out a 429, answer RateLimited at once.
    ["0", 0],
    ["1500", 1500],
  ])("RATE_LIMIT_MAX_WAIT_MS=%s is %d ms", (value, expected) => {
    expect(rateLimitMaxWaitMs({ RATE_LIMIT_MAX_WAIT_MS: value })).toBe(expected);
  });
});

describe("maxInFlight", () => {
  it("is Xero's 5 per tenant by default, and unlimited for TickTick", () => {
    expect(maxInFlight(ledger, {})).toBe(5);
    expect(maxInFlight(tasks, {})).toBe(Number.POSITIVE_INFINITY);
  });

  it.each([
    ["3", 3],
    ["2.7", 2],
    ["0.5", 1],
    ["0", Number.POSITIVE_INFINITY],
    ["-2", 5],
    ["many", 5],
    ["", 5],
  ])("LEDGER_MAX_IN_FLIGHT=%s is %d", (value, expected) => {
    expect(maxInFlight(ledger, { LEDGER_MAX_IN_FLIGHT: value })).toBe(expected);
  });

  it("TASKS_MAX_IN_FLIGHT sets a limit for TickTick", () => {
    expect(maxInFlight(tasks, { TASKS_MAX_IN_FLIGHT: "2" })).toBe(2);
    expect(maxInFlight(tasks, { LEDGER_MAX_IN_FLIGHT: "2" })).toBe(Number.POSITIVE_INFINITY);
  });
});
