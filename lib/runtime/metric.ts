// CloudWatch metrics as Embedded Metric Format lines: one JSON object on stdout, which CloudWatch Logs
// turns into a metric (no PutMetricData call, no SDK, nothing to wait for). The line follows
// log.ts's conventions (one object per line, `timestamp`, `service`, `xray_trace_id` under active
// tracing, a caller's field never overwrites the line's own keys) plus the `_aws` metadata of EMF.
// Callers pass only fields they chose: never a token.
//
// Not gated by LOG_LEVEL's levels (an alarm must not go quiet because an operator asked for fewer
// lines), except `silent`, which writes nothing at all (the tests' setting).

/** The namespace of every metric the functions emit. */
export const METRIC_NAMESPACE = "AgentTools";

export type MetricUnit = "Count" | "Milliseconds";

export interface MetricLine {
  name: string;
  /** Default 1. */
  value?: number;
  /** Default Count. */
  unit?: MetricUnit;
  /** Each one becomes a CloudWatch dimension: keep them few and of low cardinality. */
  dimensions: Record<string, string>;
  /** Searchable in the log line, not a dimension (an id, a reason). */
  properties?: Record<string, unknown>;
}

function traceId(): string | undefined {
  return /(?:^|;)\s*Root=([^;]+)/.exec(process.env._X_AMZN_TRACE_ID ?? "")?.[1];
}

/** The EMF line of one metric value, without the trailing newline. */
export function metricLine(metric: MetricLine, now = Date.now()): string {
  const { name, value = 1, unit = "Count", dimensions, properties = {} } = metric;
  const line: Record<string, unknown> = {
    _aws: {
      Timestamp: now,
      CloudWatchMetrics: [
        {
          Namespace: METRIC_NAMESPACE,
          Dimensions: [Object.keys(dimensions)],
          Metrics: [{ Name: name, Unit: unit }],
        },
      ],
    },
    level: "INFO",
    message: `metric ${name}`,
    timestamp: new Date(now).toISOString(),
    service: process.env.POWERTOOLS_SERVICE_NAME || "agent-tools",
    ...dimensions,
    [name]: value,
  };
  const trace = traceId();
  if (trace) line.xray_trace_id = trace;
  for (const [key, field] of Object.entries(properties)) if (!(key in line)) line[key] = field;
  return JSON.stringify(line);
}

/** Writes one metric value, as an EMF line on stdout. */
export function putMetric(metric: MetricLine): void {
  if ((process.env.LOG_LEVEL ?? "").toLowerCase() === "silent") return;
  process.stdout.write(`${metricLine(metric)}\n`);
}
