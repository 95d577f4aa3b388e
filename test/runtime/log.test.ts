// Log lines through the Powertools logger: one JSON object per line with level, message, timestamp,
// service and the caller's fields; LOG_LEVEL read per line, so a level set after import applies.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { log, logs } from "../../lib/runtime/log";

const written: { stream: "stdout" | "stderr"; text: string }[] = [];
const savedLevel = process.env.LOG_LEVEL;

beforeAll(() => {
  delete process.env.POWERTOOLS_SERVICE_NAME;
  for (const stream of ["stdout", "stderr"] as const) {
    vi.spyOn(process[stream], "write").mockImplementation((chunk: string | Uint8Array) => {
      written.push({ stream, text: String(chunk) });
      return true;
    });
  }
});
afterAll(() => {
  vi.restoreAllMocks();
  process.env.LOG_LEVEL = savedLevel;
});
afterEach(() => {
  written.length = 0;
});

/** The lines written so far, parsed, with the stream each went to. */
function lines() {
  return written
    .flatMap(({ stream, text }) => text.split("\n").map((line) => ({ stream, line })))
    .filter(({ line }) => line.trim() !== "")
    .map(({ stream, line }): Record<string, unknown> => ({ stream, ...JSON.parse(line) }));
}

describe("log", () => {
  it("writes one JSON line with level, message, timestamp, service and the fields", () => {
    process.env.LOG_LEVEL = "info";
    log("info", "tool call", { tool: "TasksApi.GetUserProjects", latencyMs: 12.5 });
    const [line, ...rest] = lines();
    expect(rest).toEqual([]);
    expect(line).toMatchObject({
      stream: "stdout",
      level: "INFO",
      message: "tool call",
      service: "agent-tools",
      tool: "TasksApi.GetUserProjects",
      latencyMs: 12.5,
    });
    expect(Number.isNaN(Date.parse(String(line?.timestamp)))).toBe(false);
  });

  it("sends warnings and errors to stderr", () => {
    process.env.LOG_LEVEL = "debug";
    log("debug", "detail");
    log("warn", "tool call failed");
    log("error", "unexpected failure", { errorName: "TypeError" });
    expect(lines().map(({ stream, level, message }) => [stream, level, message])).toEqual([
      ["stdout", "DEBUG", "detail"],
      ["stderr", "WARN", "tool call failed"],
      ["stderr", "ERROR", "unexpected failure"],
    ]);
  });

  it("drops lines below LOG_LEVEL, read at each line", () => {
    process.env.LOG_LEVEL = "warn";
    log("info", "dropped");
    log("warn", "kept");
    process.env.LOG_LEVEL = "ERROR";
    log("warn", "dropped too");
    log("error", "kept too");
    process.env.LOG_LEVEL = "silent";
    log("error", "silenced");
    expect(lines().map(({ message }) => message)).toEqual(["kept", "kept too"]);
  });

  it("an unknown LOG_LEVEL means info", () => {
    process.env.LOG_LEVEL = "verbose";
    log("debug", "dropped");
    log("info", "kept");
    expect(lines().map(({ message }) => message)).toEqual(["kept"]);
  });
});

describe("logs", () => {
  it("says whether a line at a level would be written", () => {
    process.env.LOG_LEVEL = "warn";
    expect([logs("debug"), logs("info"), logs("warn"), logs("error")]).toEqual([false, false, true, true]);
    process.env.LOG_LEVEL = "silent";
    expect(logs("error")).toBe(false);
    delete process.env.LOG_LEVEL;
    expect([logs("debug"), logs("info")]).toEqual([false, true]);
  });
});
