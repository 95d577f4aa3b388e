// What a test's code writes to stdout and stderr (log lines, EMF metric lines), captured instead of
// printed, with LOG_LEVEL=debug so every line is written. For scanning output for secrets and for
// counting metric lines.
import { vi } from "vitest";

export interface MetricRecord {
  _aws: {
    Timestamp: number;
    CloudWatchMetrics: {
      Namespace: string;
      Dimensions: string[][];
      Metrics: { Name: string; Unit: string }[];
    }[];
  };
  [field: string]: unknown;
}

export function captureOutput() {
  const written: string[] = [];
  const level = process.env.LOG_LEVEL;
  process.env.LOG_LEVEL = "debug";
  for (const stream of [process.stdout, process.stderr]) {
    vi.spyOn(stream, "write").mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
  }
  const lines = () =>
    written
      .join("")
      .split("\n")
      .filter((line) => line !== "");
  return {
    text: () => written.join(""),
    lines,
    /** The EMF lines of metric `name`, parsed. */
    metrics: (name: string): MetricRecord[] =>
      lines()
        .filter((line) => line.startsWith('{"_aws"'))
        .map((line) => JSON.parse(line) as MetricRecord)
        .filter((line) =>
          line._aws.CloudWatchMetrics.some((set) => set.Metrics.some((m) => m.Name === name)),
        ),
    clear: () => {
      written.length = 0;
    },
    restore: () => {
      vi.restoreAllMocks();
      process.env.LOG_LEVEL = level;
    },
  };
}
