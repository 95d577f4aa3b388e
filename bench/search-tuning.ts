// Quick quality check of search_tools over the tuning sets only (never the held-out set): top-1 and
// top-3 per set, search-tuning-3 and search-tuning-4 split by index into an even half (tuned on,
// misses printed) and an odd half (rates only, to check the tuning generalises). `npx tsx bench/search-tuning.ts [-v]`.
import { allTools } from "../lib/catalog/index";
import { readIntent } from "../lib/mcp/discovery/intent";
import { scoreTools } from "../lib/mcp/discovery/search";
import { SEARCH_CASES, type SearchCase } from "../test/mcp/search-queries";
import { TUNING_CASES } from "../test/mcp/search-tuning";
import { TUNING_2_CASES } from "../test/mcp/search-tuning-2";
import { TUNING_3_CASES } from "../test/mcp/search-tuning-3";
import { TUNING_4_CASES } from "../test/mcp/search-tuning-4";

const everything = new Set(allTools.map((row) => row.name));
const verbose = process.argv.includes("-v");

function report(label: string, cases: readonly SearchCase[], showMisses: boolean): void {
  let top1 = 0;
  let top3 = 0;
  const misses: string[] = [];
  for (const { query, expected } of cases) {
    const hits = scoreTools(query, everything, 5);
    const rank = hits.findIndex((hit) => expected.includes(hit.name));
    if (rank === 0) top1++;
    if (rank >= 0 && rank < 3) top3++;
    if (showMisses && (rank < 0 || rank >= 3 || (verbose && rank !== 0))) {
      const got = hits.map((hit) => `${hit.name.split(".")[1]}:${hit.score}`).join(" ");
      misses.push(
        `   [${rank < 0 ? "-" : rank + 1}] "${query}" want ${expected.map((e) => e.split(".")[1]).join("|")}\n        got ${got}${verbose ? `\n        asks ${JSON.stringify(readIntent(query))}` : ""}`,
      );
    }
  }
  const pct = (n: number) => `${n}/${cases.length} (${((100 * n) / cases.length).toFixed(1)} %)`;
  process.stdout.write(`${label.padEnd(22)} top-1 ${pct(top1)}, top-3 ${pct(top3)}\n`);
  if (misses.length) process.stdout.write(`${misses.join("\n")}\n`);
}

report("search-queries", SEARCH_CASES, true);
report("search-tuning", TUNING_CASES, true);
report("search-tuning-2", TUNING_2_CASES, true);
/** A set whole, then its even half (tuned on: misses printed) and its odd half (rates only). */
function reportHalves(name: string, short: string, cases: readonly SearchCase[]) {
  report(name, cases, false);
  report(
    `${short} even`,
    cases.filter((_, i) => i % 2 === 0),
    true,
  );
  report(
    `${short} odd`,
    cases.filter((_, i) => i % 2 === 1),
    false,
  );
}

reportHalves("search-tuning-3", "tuning-3", TUNING_3_CASES);
reportHalves("search-tuning-4", "tuning-4", TUNING_4_CASES);
