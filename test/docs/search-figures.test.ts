// The search figures the docs state outside their dated measurements (performance.md has those):
// the labelled sets' size, the held-out requests kept out of training, and the held-out set's
// top-3 and top-1, held to what the built index ranks today. A change to the search or its
// training that moves a figure fails here until the docs say the new one.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { allTools } from "../../lib/catalog/index";
import { scoreTools } from "../../lib/mcp/discovery/search";
import { HELD_OUT_CASES } from "../mcp/search-heldout";
import { TRAINING_CASES, TRAINING_SETS } from "../mcp/search-sets";

const doc = (path: string) => readFileSync(path, "utf8").replace(/\s+/g, " ");
const count = (n: number) => n.toLocaleString("en-US");
const share = (n: number, of: number) => `${((100 * n) / of).toFixed(1)} %`;
const NUMBER_WORDS = "zero one two three four five six seven eight nine ten eleven twelve".split(" ");

const everything = new Set(allTools.map((row) => row.name));
const ranks = HELD_OUT_CASES.map(({ query, expected }) =>
  scoreTools(query, everything, 5).findIndex((hit) => expected.includes(hit.name)),
);
const top1 = ranks.filter((rank) => rank === 0).length;
const top3 = ranks.filter((rank) => rank >= 0 && rank < 3).length;
const held = HELD_OUT_CASES.length;

describe("the docs' search figures", () => {
  it("state the held-out set's top-3 and top-1 as the index ranks them", () => {
    const phrase = `top 3 for ${top3} of ${held} held-out everyday requests`;
    expect(doc("README.md")).toContain(phrase);
    expect(doc("docs/README.md")).toContain(`${phrase} (${share(top3, held)},`);
    expect(doc("docs/clients.md")).toContain(`${phrase} (${share(top3, held)}; first for ${top1})`);
    expect(doc("docs/mcp.md")).toContain(
      `${top3} of its ${held} requests have the intended tool in the top 3 (${share(top3, held)}) and ${top1} first (${share(top1, held)})`,
    );
  });

  it("state the training sets' size and the held-out requests kept out of them", () => {
    const total = TRAINING_SETS.reduce((sum, set) => sum + set.cases.length, 0);
    expect(doc("docs/mcp.md")).toContain(`${count(total)} requests in ${TRAINING_SETS.length} sets`);
    const keptOut = total - TRAINING_CASES.length;
    expect(doc("docs/mcp.md")).toContain(`word for word (${NUMBER_WORDS[keptOut]} did:`);
  });
});
