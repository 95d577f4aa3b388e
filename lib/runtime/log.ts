// Structured JSON log lines, one object per line, in the Powertools logger's format (the keys
// CloudWatch Logs Insights queries and Powertools' other tools expect): level, message, timestamp,
// service, sampling_rate, xray_trace_id under active tracing, then the caller's fields. `log()`
// stays the one entry point so call sites pass only fields they chose; tokens are never handed to it.
//
// Written here rather than through @aws-lambda-powertools/logger: a line must be written when
// log() returns (callers and tests rely on it), so the logger could not be loaded lazily, and
// loading and building it cost every cold start about 4.6 ms (node:console, node:crypto for its
// sampling, its first line); we use none of its other features (sampling, buffering, context).
type Level = "debug" | "info" | "warn" | "error";

const ORDER: Record<Level | "silent", number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

function configuredLevel(): Level | "silent" {
  const configured = (process.env.LOG_LEVEL ?? "info").toLowerCase();
  return configured in ORDER ? (configured as Level | "silent") : "info";
}

/** Whether a line at `level` would be written: lets a caller skip building its fields. */
export function logs(level: Level): boolean {
  return ORDER[level] >= ORDER[configuredLevel()];
}

/** The trace's root id from Lambda's `_X_AMZN_TRACE_ID` (`Root=1-…;Parent=…;Sampled=1`), as Powertools reads it. */
function traceId(): string | undefined {
  return /(?:^|;)\s*Root=([^;]+)/.exec(process.env._X_AMZN_TRACE_ID ?? "")?.[1];
}

export function log(level: Level, message: string, fields: Record<string, unknown> = {}): void {
  // Checked here first: a skipped line costs a comparison.
  if (ORDER[level] < ORDER[configuredLevel()]) return;
  const line: Record<string, unknown> = {
    level: level.toUpperCase(),
    message,
    timestamp: new Date().toISOString(),
    service: process.env.POWERTOOLS_SERVICE_NAME || "agent-tools",
    sampling_rate: 0,
  };
  const trace = traceId();
  if (trace) line.xray_trace_id = trace;
  // The line's own keys are reserved, as in Powertools: a field cannot overwrite them.
  for (const [key, value] of Object.entries(fields)) if (!(key in line)) line[key] = value;
  // Debug and info to stdout, warnings and errors to stderr, as Powertools' console methods write them.
  (ORDER[level] >= ORDER.warn ? process.stderr : process.stdout).write(`${JSON.stringify(line)}\n`);
}
