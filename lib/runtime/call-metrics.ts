// The metrics of one tool call, flushed as one EMF line (metric.ts) when the call ends: by the
// family functions' per-call pipeline (lib/middleware/log-call.ts) and by the mcp function's
// tools/call (lib/mcp/calling/call-tool.ts). What is measured, under which dimensions and why, and which
// alarms read it: docs/operations.md.
//
// Dimensions are low-cardinality by construction: the family and toolkit (6 and 2 values), the
// error type (the table of errors.ts), the function. Never a tenant, a connection or principal, an
// argument, a tool name: the tool is a property of the line, for Logs Insights.
import { isErrorType } from "./errors";
import { type MetricGroup, type MetricUnit, metricsOn, putMetrics } from "./metric";

/** Metric names, in one place: the alarms and the dashboard (infra/constructs/monitoring.ts) read them. */
export const CALL_METRICS = {
  calls: "Calls",
  errors: "Errors",
  /** Errors that are ours or the upstream's (5xx types), not the caller's: what the alarm reads. */
  faults: "Faults",
  latency: "Latency",
  upstreamLatency: "UpstreamLatency",
  rateLimitWaits: "RateLimitWaits",
  rateLimitWaitTime: "RateLimitWaitTime",
  rateLimited: "RateLimited",
  replays: "IdempotentReplays",
  reconciled: "IdempotentReconciled",
  conflicts: "IdempotencyConflicts",
  unknownOutcomes: "UnknownOutcomes",
  coldStart: "ColdStart",
  budgetTruncated: "BudgetTruncated",
} as const;

/** The types a failed call counts as a fault: the deployment's or the upstream's, not the caller's. */
const FAULT_TYPES = new Set(["InternalError", "UpstreamError", "UpstreamTimeout"]);

let cold = true;

/** Tests: the next call counts as a container's first again. */
export function resetColdStart(): void {
  cold = true;
}

/** True for the first call of this container (module instance), false after. */
export function takeColdStart(): boolean {
  const was = cold;
  cold = false;
  return was;
}

/** The function a line comes from: the service name without its `agent-tools-` prefix. */
export function functionName(): string {
  const service = process.env.POWERTOOLS_SERVICE_NAME || "agent-tools";
  return service.replace(/^agent-tools-?/, "") || "local";
}

export interface CallOutcome {
  /** The row's family and toolkit; "unknown" for a name that is no tool of the function. */
  family?: string;
  toolkit?: string;
  /** A property, never a dimension. */
  tool: string;
  source?: string;
  readOnly?: boolean;
  latencyMs: number;
  /** What the call's record learned (call-log.ts): upstream time, 429 waits, idempotency outcome. */
  fields?: Record<string, unknown>;
  error?: { type?: unknown; name?: unknown; outcome?: unknown };
}

const count = (value: number) => ({ value, unit: "Count" as MetricUnit });
const ms = (value: number) => ({ value: Math.round(value * 10) / 10, unit: "Milliseconds" as MetricUnit });
const numberOf = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : 0);

/** The error type a dimension may carry: one of the table's, anything else InternalError. */
export function errorTypeOf(error: CallOutcome["error"]): string {
  const type = error?.type ?? error?.name;
  return isErrorType(type) ? type : "InternalError";
}

/** Writes the call's metrics line (nothing under LOG_LEVEL=silent or METRICS=0). */
export function putCallMetrics(call: CallOutcome): void {
  const coldStart = takeColdStart();
  if (!metricsOn()) return;
  const fields = call.fields ?? {};
  const errorType = call.error ? errorTypeOf(call.error) : undefined;
  const waits = numberOf(fields.rateLimitWaits);
  const idempotency = fields.idempotency;
  const unknown =
    call.error !== undefined &&
    !call.readOnly &&
    (call.error.outcome === "unknown" || errorType === "OutcomeUnknown");
  const perCall: MetricGroup = {
    dimensionSets: [["Family", "Toolkit"], ["Toolkit"]],
    values: {
      [CALL_METRICS.calls]: count(1),
      [CALL_METRICS.errors]: count(errorType ? 1 : 0),
      [CALL_METRICS.faults]: count(errorType && FAULT_TYPES.has(errorType) ? 1 : 0),
      [CALL_METRICS.latency]: ms(call.latencyMs),
      [CALL_METRICS.upstreamLatency]:
        typeof fields.upstreamMs === "number" ? ms(fields.upstreamMs) : undefined,
      [CALL_METRICS.rateLimitWaits]: waits > 0 ? count(waits) : undefined,
      [CALL_METRICS.rateLimitWaitTime]: waits > 0 ? ms(numberOf(fields.rateLimitWaitMs)) : undefined,
      [CALL_METRICS.rateLimited]: errorType === "RateLimited" ? count(1) : undefined,
      [CALL_METRICS.replays]: idempotency === "replayed" ? count(1) : undefined,
      [CALL_METRICS.reconciled]: idempotency === "reconciled" ? count(1) : undefined,
      [CALL_METRICS.conflicts]:
        errorType === "Conflict" || errorType === "IdempotencyMismatch" ? count(1) : undefined,
      [CALL_METRICS.unknownOutcomes]: unknown ? count(1) : undefined,
    },
  };
  const groups: MetricGroup[] = [perCall];
  if (errorType) {
    // Errors again, by type: one more dimension set, only on the line of a failed call.
    groups.push({
      dimensionSets: [["Family", "Toolkit", "ErrorType"]],
      values: { [CALL_METRICS.errors]: count(1) },
    });
  }
  if (coldStart)
    groups.push({ dimensionSets: [["Function"]], values: { [CALL_METRICS.coldStart]: count(1) } });
  putMetrics({
    dimensions: {
      Family: call.family ?? "unknown",
      Toolkit: call.toolkit ?? "unknown",
      ...(errorType ? { ErrorType: errorType } : {}),
      ...(coldStart ? { Function: functionName() } : {}),
    },
    groups,
    properties: { tool: call.tool, ...(call.source ? { source: call.source } : {}) },
  });
}

/** The mcp function's line for one tools/call: its calls, tool errors, latency, budget-truncated answers. */
export function putMcpCallMetrics(call: {
  family?: string;
  toolkit?: string;
  tool: string;
  latencyMs: number;
  isError: boolean;
  truncated: boolean;
}): void {
  const coldStart = takeColdStart();
  if (!metricsOn()) return;
  const groups: MetricGroup[] = [
    {
      dimensionSets: [["Family", "Toolkit"], ["Toolkit"]],
      values: {
        McpCalls: count(1),
        McpErrors: count(call.isError ? 1 : 0),
        McpLatency: ms(call.latencyMs),
        [CALL_METRICS.budgetTruncated]: count(call.truncated ? 1 : 0),
      },
    },
  ];
  if (coldStart)
    groups.push({ dimensionSets: [["Function"]], values: { [CALL_METRICS.coldStart]: count(1) } });
  putMetrics({
    dimensions: {
      Family: call.family ?? "unknown",
      Toolkit: call.toolkit ?? "unknown",
      ...(coldStart ? { Function: functionName() } : {}),
    },
    groups,
    properties: { tool: call.tool, source: "mcp" },
  });
}
