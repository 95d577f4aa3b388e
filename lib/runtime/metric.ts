// CloudWatch metrics as Embedded Metric Format lines: one JSON object on stdout, which CloudWatch Logs
// turns into a metric (no PutMetricData call, no SDK, nothing to wait for). The line follows
// log.ts's conventions (one object per line, `timestamp`, `service`, `xray_trace_id` under active
// tracing, a caller's field never overwrites the line's own keys) plus the `_aws` metadata of EMF.
// Callers pass only fields they chose: never a token.
//
// Not gated by LOG_LEVEL's levels (an alarm must not go quiet because an operator asked for fewer
// lines), except `silent`, which writes nothing at all (the tests' setting). `METRICS=0` writes
// none either: `npm start` sets it unless started with `METRICS=1` (docs/operations.md).

/** The namespace of every metric the functions emit. */
export const METRIC_NAMESPACE = "AgentTools";

export type MetricUnit = "Count" | "Milliseconds";

/** Whether metric lines are written at all (not under LOG_LEVEL=silent or METRICS=0). */
export function metricsOn(): boolean {
  return (process.env.LOG_LEVEL ?? "").toLowerCase() !== "silent" && process.env.METRICS !== "0";
}

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
  const { name, value = 1, unit = "Count", dimensions, properties } = metric;
  return metricsLine(
    {
      dimensions,
      groups: [{ dimensionSets: [Object.keys(dimensions)], values: { [name]: { value, unit } } }],
      ...(properties ? { properties } : {}),
    },
    now,
  );
}

/** Writes one metric value, as an EMF line on stdout. */
export function putMetric(metric: MetricLine): void {
  if (!metricsOn()) return;
  process.stdout.write(`${metricLine(metric)}\n`);
}

/** Metrics that share one set of dimension sets in a line (an EMF metric directive). */
export interface MetricGroup {
  /** The dimension sets, each a list of keys of the line's `dimensions`; [] for none. */
  dimensionSets: string[][];
  /** Values by metric name; an undefined value is left out. */
  values: Record<string, { value: number; unit?: MetricUnit } | undefined>;
}

/** Several metrics of one event in one line: a directive per group, one value per name. */
export interface MetricsLine {
  /** Every dimension any group names, with its value: keep them few and of low cardinality. */
  dimensions: Record<string, string>;
  groups: MetricGroup[];
  /** Searchable in the log line, not a dimension. */
  properties?: Record<string, unknown>;
}

/** The EMF line of several metrics, without the trailing newline (a group with no value is dropped). */
export function metricsLine(metrics: MetricsLine, now = Date.now()): string {
  const directives: unknown[] = [];
  const values: Record<string, number> = {};
  for (const group of metrics.groups) {
    const named: { Name: string; Unit: MetricUnit }[] = [];
    for (const [name, entry] of Object.entries(group.values)) {
      if (!entry) continue;
      named.push({ Name: name, Unit: entry.unit ?? "Count" });
      values[name] = entry.value;
    }
    if (named.length > 0)
      directives.push({ Namespace: METRIC_NAMESPACE, Dimensions: group.dimensionSets, Metrics: named });
  }
  const line: Record<string, unknown> = {
    _aws: { Timestamp: now, CloudWatchMetrics: directives },
    level: "INFO",
    message: `metric ${Object.keys(values).join(" ")}`,
    timestamp: new Date(now).toISOString(),
    service: process.env.POWERTOOLS_SERVICE_NAME || "agent-tools",
    ...metrics.dimensions,
    ...values,
  };
  const trace = traceId();
  if (trace) line.xray_trace_id = trace;
  for (const [key, field] of Object.entries(metrics.properties ?? {})) if (!(key in line)) line[key] = field;
  return JSON.stringify(line);
}

/** Writes several metrics of one event as one EMF line on stdout (the per-call flush). */
export function putMetrics(metrics: MetricsLine): void {
  if (!metricsOn()) return;
  process.stdout.write(`${metricsLine(metrics)}\n`);
}
