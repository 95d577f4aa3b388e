// The run's numbers: cases by class (valid and invalid), 5xx answers, upstream calls on invalid
// input, valid cases whose request reached the upstream (and had its encoding checked), and defects
// by kind, as printed after every run and written by FUZZ_SUMMARY.
import { DEFECT_KINDS, type Outcome } from "./run";

export interface ClassCounts {
  cases: number;
  valid: number;
  invalid: number;
  answers5xx: number;
  upstreamCallsOnInvalid: number;
  validReachedUpstream: number;
  defects: number;
}

export interface Summary {
  seed: number;
  cases: number;
  tools: number;
  durationMs: number;
  byClass: Record<string, ClassCounts>;
  totals: ClassCounts;
  defectsByKind: Record<string, number>;
}

const zero = (): ClassCounts => ({
  cases: 0,
  valid: 0,
  invalid: 0,
  answers5xx: 0,
  upstreamCallsOnInvalid: 0,
  validReachedUpstream: 0,
  defects: 0,
});

export function summarise(seed: number, outcomes: readonly Outcome[], durationMs: number): Summary {
  const byClass: Record<string, ClassCounts> = {};
  const totals = zero();
  const defectsByKind: Record<string, number> = Object.fromEntries(DEFECT_KINDS.map((kind) => [kind, 0]));
  for (const outcome of outcomes) {
    const counts = byClass[outcome.fuzzCase.caseClass] ?? zero();
    byClass[outcome.fuzzCase.caseClass] = counts;
    for (const target of [counts, totals]) {
      target.cases++;
      if (outcome.fuzzCase.verdict.valid) {
        target.valid++;
        if (outcome.upstreamCalls > 0) target.validReachedUpstream++;
      } else {
        target.invalid++;
        target.upstreamCallsOnInvalid += outcome.upstreamCalls;
      }
      if (outcome.status >= 500) target.answers5xx++;
      target.defects += outcome.defects.length;
    }
    for (const defect of outcome.defects) defectsByKind[defect.kind] = (defectsByKind[defect.kind] ?? 0) + 1;
  }
  const tools = new Set(outcomes.map((outcome) => outcome.fuzzCase.row.name)).size;
  return { seed, cases: outcomes.length, tools, durationMs, byClass, totals, defectsByKind };
}

export function formatSummary(summary: Summary): string {
  const header = [
    "class",
    "cases",
    "valid",
    "invalid",
    "5xx",
    "upstream calls on invalid",
    "valid reaching upstream",
    "defects",
  ];
  const row = (name: string, c: ClassCounts) => [
    name,
    c.cases,
    c.valid,
    c.invalid,
    c.answers5xx,
    c.upstreamCallsOnInvalid,
    c.validReachedUpstream,
    c.defects,
  ];
  const rows = [
    header,
    ...Object.entries(summary.byClass)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, counts]) => row(name, counts)),
    row("total", summary.totals),
  ].map((cells) => cells.map(String));
  const widths = header.map((_, column) => Math.max(...rows.map((cells) => (cells[column] ?? "").length)));
  const lines = rows.map((cells) => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join("  "));
  const defects = Object.entries(summary.defectsByKind).map(([kind, count]) => `  ${kind}: ${count}`);
  return [
    `fuzz: seed ${summary.seed}, ${summary.cases} cases over ${summary.tools} tools in ${(summary.durationMs / 1000).toFixed(1)} s`,
    ...lines,
    "defects by kind:",
    ...defects,
  ].join("\n");
}
