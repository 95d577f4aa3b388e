// Hostile-input fuzzing of every catalog row through the local gateway against counting upstreams.
// Seeded and reproducible: FUZZ_SEED (default below), FUZZ_CASES (default 2000, at least one case
// per slot), FUZZ_ONLY=3,17 reruns single cases of a seed, FUZZ_SUMMARY=path writes the numbers
// and the defects as JSON. The 10,000+ run: FUZZ_CASES=12000 npx vitest run test/fuzz
import { writeFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allTools } from "../../lib/catalog/index";
import { buildCases, slotCount } from "./cases";
import { DEFECT_KINDS, type Outcome, runCase } from "./run";
import { type FuzzStack, startFuzzStack } from "./stack";
import { formatSummary, type Summary, summarise } from "./summary";

const DEFAULT_SEED = 20_261_124;
const DEFAULT_CASES = 2000;
/** Sandboxes are reset to their starting data this often, so deletions early in a run do not leave later cases nothing to act on. */
const RESET_EVERY = 250;

const seed = Number(process.env.FUZZ_SEED ?? DEFAULT_SEED);
const only = process.env.FUZZ_ONLY?.split(",").map(Number);
const budget = Math.max(Number(process.env.FUZZ_CASES ?? DEFAULT_CASES), slotCount(allTools));

let stack: FuzzStack | undefined;
const outcomes: Outcome[] = [];
let summary: Summary;

beforeAll(
  async () => {
    stack = await startFuzzStack();
    const cases = buildCases(seed, allTools, only ? Math.max(...only) + 1 : budget);
    const selected = only ? cases.filter((fuzzCase) => only.includes(fuzzCase.index)) : cases;
    const started = performance.now();
    for (const fuzzCase of selected) {
      outcomes.push(await runCase(stack, fuzzCase));
      if (outcomes.length % RESET_EVERY === 0) {
        stack.sandboxes.tasks.reset();
        stack.sandboxes.ledger.reset();
      }
    }
    summary = summarise(seed, outcomes, performance.now() - started);
    console.log(formatSummary(summary));
    if (process.env.FUZZ_SUMMARY) {
      const defects = outcomes.flatMap((outcome) => outcome.defects);
      writeFileSync(process.env.FUZZ_SUMMARY, JSON.stringify({ ...summary, defects }, null, 2));
    }
  },
  Math.max(120_000, budget * 250),
);

afterAll(() => stack?.close());

describe(`fuzzing every tool (seed ${seed})`, () => {
  it.each(DEFECT_KINDS)("%s: none", (kind) => {
    const defects = outcomes.flatMap((outcome) => outcome.defects).filter((defect) => defect.kind === kind);
    expect(defects.slice(0, 5)).toEqual([]);
  });

  // Coverage is a property of a whole run; FUZZ_ONLY reruns single cases and leaves it out.
  if (!only)
    it("walks every catalog row, with valid and invalid cases in every class", () => {
      expect(summary.tools).toBe(allTools.length);
      for (const counts of Object.values(summary.byClass)) expect(counts.cases).toBeGreaterThan(0);
      expect(summary.totals.valid).toBeGreaterThan(budget / 10);
      expect(summary.totals.invalid).toBeGreaterThan(budget / 10);
      expect(summary.totals.validReachedUpstream).toBeGreaterThan(budget / 10);
    });
});
