// The line format beyond the basics of log.test.ts, as the Powertools logger wrote it: the X-Ray
// trace's root id under active tracing, and the line's own keys reserved against a caller's fields.
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { log } from "../../lib/runtime/log";

let written: string[] = [];
beforeEach(() => {
  written = [];
  vi.stubEnv("LOG_LEVEL", "info");
  vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
    written.push(String(chunk));
    return true;
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

const line = () => JSON.parse(written.join("")) as Record<string, unknown>;

it("carries the X-Ray trace's root id when Lambda traces the call", () => {
  vi.stubEnv(
    "_X_AMZN_TRACE_ID",
    "Root=1-5759e988-bd862e3fe1be46a994272793;Parent=53995c3f42cd8ad8;Sampled=1",
  );
  log("info", "tool call");
  expect(line()).toMatchObject({ sampling_rate: 0, xray_trace_id: "1-5759e988-bd862e3fe1be46a994272793" });
});

it("has no trace id without tracing, and keeps its own keys over a caller's fields", () => {
  vi.stubEnv("_X_AMZN_TRACE_ID", "");
  vi.stubEnv("POWERTOOLS_SERVICE_NAME", "agent-tools-tasks");
  log("info", "tool call", { level: "x", message: "y", service: "z", tool: "TasksApi.GetUserProjects" });
  const written = line();
  expect(written).not.toHaveProperty("xray_trace_id");
  expect(written).toMatchObject({
    level: "INFO",
    message: "tool call",
    service: "agent-tools-tasks",
    tool: "TasksApi.GetUserProjects",
  });
  expect(Object.keys(written).slice(0, 5)).toEqual([
    "level",
    "message",
    "timestamp",
    "service",
    "sampling_rate",
  ]);
});
