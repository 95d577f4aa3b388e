// EventBridge rule patterns that route a family's tool calls by `detail.tool`, generated from the
// catalog. A pattern may hold at most 2,048 characters (an EventBridge quota), and `ledger-read`'s 79
// exact names need about 2,700, so a family's names are split over as many rules as needed.
// Prefix matching was not used: families share prefixes (`LedgerApi.Get...` is read, files and
// reports), so a prefix would route another family's tools here, or one event to two functions.
import { allTools } from "../../lib/catalog/index";
import type { Family } from "../../lib/catalog/types";
import { OUTCOME_SOURCE } from "../../lib/events/outcomes";

/** EventBridge's default quota for one event pattern, in characters. */
export const EVENT_PATTERN_MAX_CHARS = 2048;
/** Headroom for how the service may serialise the pattern (whitespace, key order). */
const BUDGET = EVENT_PATTERN_MAX_CHARS - 148;

export interface ToolCallPattern {
  detail: { tool: string[] };
  /** Never our own outcome events, should the call bus ever also carry them (no call loops). */
  source: [{ "anything-but": [string] }];
}

export function patternOf(tools: string[]): ToolCallPattern {
  return { detail: { tool: tools }, source: [{ "anything-but": [OUTCOME_SOURCE] }] };
}

/** The family's tools, in catalog order, cut into patterns that each fit the quota. */
export function toolCallPatterns(family: Family): ToolCallPattern[] {
  const names = allTools.filter((row) => row.family === family).map((row) => row.name);
  const patterns: ToolCallPattern[] = [];
  let current: string[] = [];
  for (const name of names) {
    if (current.length > 0 && JSON.stringify(patternOf([...current, name])).length > BUDGET) {
      patterns.push(patternOf(current));
      current = [];
    }
    current.push(name);
  }
  if (current.length > 0) patterns.push(patternOf(current));
  return patterns;
}
