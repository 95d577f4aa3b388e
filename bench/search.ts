// Benchmark of search_tools (prints numbers; not a test):
//   1. quality: the top-1 and top-3 rates over the tuning sets (test/mcp/search-queries.ts,
//      search-tuning.ts, search-tuning-2.ts, search-tuning-3.ts, search-tuning-4.ts, its odd half apart as untuned, search-tuning-5.ts, search-tuning-6.ts, search-tuning-7.ts and search-tuning-8.ts), with the misses, and over the held-out set (test/mcp/search-heldout.ts,
//      never tuned on) as rates only, so its queries stay unseen;
//   2. cost: in new node processes, the bundled search module's import (MiniSearch and the index
//      string), the index load and the first query, measured inside the process; the mcp function
//      pays this once, on its first search_tools call, never at cold start;
//   3. the size of the index and of the lazily loaded chunk.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";
import { SEARCH_INDEX_JSON } from "../generated/search-index.generated";
import { allTools } from "../lib/catalog/index";
import { scoreTools } from "../lib/mcp/discovery/search";
import { BUNDLE_OPTIONS } from "../scripts/build";
import { SEARCH_CASES, type SearchCase } from "../test/mcp/search-queries";
import { TUNING_CASES } from "../test/mcp/search-tuning";
import { TUNING_2_CASES } from "../test/mcp/search-tuning-2";
import { TUNING_3_CASES } from "../test/mcp/search-tuning-3";
import { TUNING_4_CASES } from "../test/mcp/search-tuning-4";
import { TUNING_5_CASES } from "../test/mcp/search-tuning-5";
import { TUNING_6_CASES } from "../test/mcp/search-tuning-6";
import { TUNING_7_CASES } from "../test/mcp/search-tuning-7";
import { TUNING_8_CASES } from "../test/mcp/search-tuning-8";
import { fmt, median } from "./stats";

const RUNS = Number(process.env.BENCH_COLD_RUNS ?? 21);

// --- quality -------------------------------------------------------------------------------------
const everything = new Set(allTools.map((row) => row.name));

/** Where each case's tool ranks (0 = first; -1 = not in the top 5). */
function positions(cases: readonly SearchCase[]): number[] {
  return cases.map(({ query, expected }) =>
    scoreTools(query, everything, 5).findIndex((hit) => expected.includes(hit.name)),
  );
}

function rates(label: string, cases: readonly SearchCase[], ranks: readonly number[]): void {
  const rate = (hits: number) => `${hits}/${cases.length} (${((100 * hits) / cases.length).toFixed(1)} %)`;
  const top1 = ranks.filter((rank) => rank === 0).length;
  const top3 = ranks.filter((rank) => rank >= 0 && rank < 3).length;
  process.stdout.write(`quality  ${label.padEnd(40)} top-1 ${rate(top1)}, top-3 ${rate(top3)}\n`);
}

const tuning: [string, readonly SearchCase[]][] = [
  ["tuning: search-queries.ts", SEARCH_CASES],
  ["tuning: search-tuning.ts", TUNING_CASES],
  ["tuning: search-tuning-2.ts", TUNING_2_CASES],
  ["tuning: search-tuning-3.ts", TUNING_3_CASES],
  ["tuning: search-tuning-4.ts (even half)", TUNING_4_CASES.filter((_, i) => i % 2 === 0)],
  // Written from docs/tools.md by someone who saw neither the search code nor the other sets, and
  // first measured at 83.1 % top-3 (70.0 % top-1), then tuned on (92.5 %).
  ["tuning: search-tuning-5.ts", TUNING_5_CASES],
  // Written the same way, later: 90.0 % top-3 on first measure (76.9 % top-1), 91.3 % after the
  // tuning on search-tuning-5.ts alone (so that tuning carried over), before any tuning on it.
  ["tuning: search-tuning-6.ts", TUNING_6_CASES],
  // Written the same way, in people's own conversational words, with a quarter about tasks:
  // measured before any tuning on it (see docs/mcp.md).
  ["tuning: search-tuning-7.ts", TUNING_7_CASES],
  // Written the same way after the tuning on set 7 (a third terse and in accountants' words, a
  // third chatty, a third with the job inside a longer story): first measured untuned.
  ["tuning: search-tuning-8.ts", TUNING_8_CASES],
];
for (const [label, cases] of tuning) {
  const ranks = positions(cases);
  rates(label, cases, ranks);
  ranks.forEach((rank, i) => {
    const { query, expected } = cases[i] as SearchCase;
    if (rank !== 0) {
      const where = rank < 0 ? "not in the top 5" : `ranked ${rank + 1}`;
      process.stdout.write(`           "${query}": expected ${expected.join(" or ")}, ${where}\n`);
    }
  });
}
// The untuned half of search-tuning-4: rates only, so it stays a check of generalisation.
const untuned = TUNING_4_CASES.filter((_, i) => i % 2 === 1);
rates("untuned: search-tuning-4.ts (odd half)", untuned, positions(untuned));
// The held-out set is merged in separately; rates only, never its queries.
const heldOut = fileURLToPath(new URL("../test/mcp/search-heldout.ts", import.meta.url));
if (existsSync(heldOut)) {
  const { HELD_OUT_CASES } = (await import(pathToFileURL(heldOut).href)) as {
    HELD_OUT_CASES: readonly (SearchCase & { auditAdded?: readonly string[] })[];
  };
  rates("held-out: search-heldout.ts", HELD_OUT_CASES, positions(HELD_OUT_CASES));
  // The labels as first written, and with the tools a later audit (blind to the search) also
  // accepted: both are printed, so the audit's effect is never folded silently into the rate.
  const audited = HELD_OUT_CASES.map(({ query, expected, auditAdded = [] }) => ({
    query,
    expected: [...expected, ...auditAdded],
  }));
  rates("held-out, audited labels", audited, positions(audited));
} else {
  process.stdout.write("quality  held-out set: not present\n");
}

// --- cost in a new process --------------------------------------------------------------------------
const dir = resolve("dist/bench/search");
mkdirSync(dir, { recursive: true });
const entry = join(dir, "entry.ts");
writeFileSync(
  entry,
  `const started = performance.now();
const { scoreTools } = await import(${JSON.stringify(resolve("lib/mcp/discovery/search.ts"))});
const imported = performance.now();
scoreTools("unpaid invoices", new Set(["LedgerApi.RetrieveInvoices"]), 5);
const first = performance.now();
scoreTools("profit and loss", new Set(["LedgerApi.GetProfitAndLossReport"]), 5);
const second = performance.now();
console.log(JSON.stringify({ importMs: imported - started, firstQueryMs: first - imported, warmQueryMs: second - first }));
`,
);
const result = await build({
  ...BUNDLE_OPTIONS,
  entryPoints: [entry],
  outfile: join(dir, "index.mjs"),
  metafile: true,
});
const bytes =
  Object.entries(result.metafile?.outputs ?? {}).find(([name]) => name.endsWith("index.mjs"))?.[1].bytes ?? 0;
const samples: { importMs: number; firstQueryMs: number; warmQueryMs: number }[] = [];
for (let i = 0; i < RUNS; i++) {
  const run = spawnSync(process.execPath, [pathToFileURL(join(dir, "index.mjs")).pathname], {
    encoding: "utf8",
  });
  if (run.status !== 0) throw new Error(run.stderr);
  samples.push(JSON.parse(run.stdout));
}
const of = (key: keyof (typeof samples)[number]) => median(samples.map((sample) => sample[key]));
process.stdout.write(
  `cost     import (MiniSearch + index string) ${fmt(of("importMs"))}, first query (loads the index) ` +
    `${fmt(of("firstQueryMs"))}, a warm query ${fmt(of("warmQueryMs"))}; first search in all ` +
    `${fmt(of("importMs") + of("firstQueryMs"))} (medians of ${RUNS} new processes)\n`,
);
process.stdout.write(
  `size     index ${SEARCH_INDEX_JSON.length} bytes of JSON; the search chunk bundled ${(bytes / 1024).toFixed(1)} KiB\n`,
);
