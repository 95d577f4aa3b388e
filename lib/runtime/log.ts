// Structured JSON log lines through the Powertools logger (one object per line, the keys CloudWatch
// Logs Insights and Powertools' other tools expect). `log()` stays the one entry point so call
// sites pass only fields they chose; tokens are never handed to it.
import { Logger } from "@aws-lambda-powertools/logger";

type Level = "debug" | "info" | "warn" | "error";

const ORDER: Record<Level | "silent", number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

let logger: Logger | undefined;
let loggerLevel: string | undefined;

function configuredLevel(): Level | "silent" {
  const configured = (process.env.LOG_LEVEL ?? "info").toLowerCase();
  return configured in ORDER ? (configured as Level | "silent") : "info";
}

/** Created on the first line written, so a cold start that logs nothing never builds it. */
function loggerAt(level: Level | "silent"): Logger {
  if (!logger) {
    logger = new Logger({
      serviceName: process.env.POWERTOOLS_SERVICE_NAME || "agent-tools",
      logLevel: level.toUpperCase() as "INFO",
    });
  } else if (loggerLevel !== level) {
    // LOG_LEVEL is read per line (tests and the local gateway change it after import).
    logger.setLogLevel(level.toUpperCase() as "INFO");
  }
  loggerLevel = level;
  return logger;
}

/** Whether a line at `level` would be written: lets a caller skip building its fields. */
export function logs(level: Level): boolean {
  return ORDER[level] >= ORDER[configuredLevel()];
}

export function log(level: Level, message: string, fields: Record<string, unknown> = {}): void {
  const threshold = configuredLevel();
  // Checked here first: a skipped line costs a comparison, not a Powertools log item.
  if (ORDER[level] < ORDER[threshold]) return;
  loggerAt(threshold)[level](message, fields);
}
