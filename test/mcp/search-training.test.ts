// The index learns from labelled requests (test/mcp/search-sets.ts, scripts/search-index.ts): each
// training request's words of the job join the `asked` field of the tools it expects. These hold
// what that learning keeps (the job's words, never its names and numbers), what it never learns
// from (the held-out set), and that it leaves "a word no tool knows" as it was.
import { describe, expect, it } from "vitest";
import { allTools } from "../../lib/catalog/index";
import { jobText } from "../../lib/mcp/discovery/query";
import { scoreTools, unknownWords } from "../../lib/mcp/discovery/search";
import { buildSearchIndex } from "../../scripts/search-index";
import { HELD_OUT_CASES } from "./search-heldout";
import { sameRequest, TRAINING_CASES, TRAINING_SETS } from "./search-sets";

const everything = new Set(allTools.map((row) => row.name));
const made = { query: "zorble the Kauri widgets for $40", expected: ["LedgerApi.RetrieveBudgets"] };

describe("search_tools: learning from labelled requests", () => {
  it("keeps a request's words of the job, without its names, numbers and quoted titles", () => {
    expect(jobText("pay the Reece bill of $412.50 by Friday")).toBe("pay the bill of by");
    expect(jobText("jot down 'call Mike' for tomorrow")).toBe("jot down for tomorrow");
    expect(jobText(made.query)).toBe("zorble the widgets for");
  });

  it("a tool is found by the words a request written for it used, and only with that request learnt", () => {
    const without = scoreTools("zorble", everything, 5, buildSearchIndex([]));
    const learnt = scoreTools("zorble", everything, 5, buildSearchIndex([made]));
    expect(without.map((hit) => hit.name)).not.toContain("LedgerApi.RetrieveBudgets");
    expect(learnt[0]?.name).toBe("LedgerApi.RetrieveBudgets");
    // Its names were not learnt: "Kauri" finds nothing through it.
    expect(scoreTools("Kauri", everything, 5, buildSearchIndex([made])).map((hit) => hit.name)).not.toContain(
      "LedgerApi.RetrieveBudgets",
    );
  });

  it("a word only a request's story used is still one no tool knows", () => {
    expect(unknownWords("zorble", buildSearchIndex([made]))).toEqual(["zorble"]);
  });

  it("never learns from the held-out set, even where a training set has the same request", () => {
    const trained = new Set(TRAINING_CASES.map((one) => sameRequest(one.query)));
    expect(HELD_OUT_CASES.filter((one) => trained.has(sameRequest(one.query))).length).toBe(0);
    // Some blind writer did write one of them: the guard is not idle.
    const written = TRAINING_SETS.flatMap((set) => set.cases).map((one) => sameRequest(one.query));
    expect(HELD_OUT_CASES.some((one) => written.includes(sameRequest(one.query)))).toBe(true);
  });

  it("every training request names catalog tools", () => {
    const unknown = TRAINING_CASES.flatMap((one) => one.expected).filter((name) => !everything.has(name));
    expect(unknown).toEqual([]);
  });
});
