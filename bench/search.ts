// Benchmark of search_tools (prints numbers; not a test):
//   1. quality: the top-1 and top-3 rates over the labelled sets (test/mcp/search-sets.ts): each
//      training set with the built index (which learnt from it) and with an index built without it
//      ("left out", with that measure's misses: what the search does with requests it never saw),
//      and the held-out set (test/mcp/search-heldout.ts, never tuned on) as rates
//      only, so its queries stay unseen;
//   2. cost: in new node processes, the bundled search module's import (MiniSearch and the index
//      string), the index load and the first query, measured inside the process; the mcp function
//      pays this once, on its first search_tools call, never at cold start;
//   3. the size of the index and of the lazily loaded chunk.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";
import { REQUEST_INDEX_JSON, SEARCH_INDEX_JSON } from "../generated/search-index.generated";
import { allTools } from "../lib/catalog/index";
import { type SearchIndexes, scoreTools } from "../lib/mcp/discovery/search";
import { BUNDLE_OPTIONS } from "../scripts/build";
import { buildSearchIndex } from "../scripts/search-index";
import type { SearchCase } from "../test/mcp/search-queries";
import { TRAINING_SETS } from "../test/mcp/search-sets";
import { fmt, median } from "./stats";

const RUNS = Number(process.env.BENCH_COLD_RUNS ?? 21);

// --- quality -------------------------------------------------------------------------------------
const everything = new Set(allTools.map((row) => row.name));

/** Where each case's tool ranks (0 = first; -1 = not in the top 5), with the built index unless given. */
function positions(cases: readonly SearchCase[], index?: SearchIndexes): number[] {
  return cases.map(({ query, expected }) =>
    scoreTools(query, everything, 5, index).findIndex((hit) => expected.includes(hit.name)),
  );
}

/** Prints the rates and returns the top-3 hits. */
function rates(label: string, cases: readonly SearchCase[], ranks: readonly number[]): number {
  const rate = (hits: number) => `${hits}/${cases.length} (${((100 * hits) / cases.length).toFixed(1)} %)`;
  const top1 = ranks.filter((rank) => rank === 0).length;
  const top3 = ranks.filter((rank) => rank >= 0 && rank < 3).length;
  process.stdout.write(`quality  ${label.padEnd(44)} top-1 ${rate(top1)}, top-3 ${rate(top3)}\n`);
  return top3;
}

function misses(cases: readonly SearchCase[], ranks: readonly number[]): void {
  ranks.forEach((rank, i) => {
    const { query, expected } = cases[i] as SearchCase;
    if (rank !== 0) {
      const where = rank < 0 ? "not in the top 5" : `ranked ${rank + 1}`;
      process.stdout.write(`           "${query}": expected ${expected.join(" or ")}, ${where}\n`);
    }
  });
}

for (const { label, cases } of TRAINING_SETS) rates(`trained: ${label}`, cases, positions(cases));
let leftOutHits = 0;
for (const { label, cases } of TRAINING_SETS) {
  const without = buildSearchIndex(
    TRAINING_SETS.filter((set) => set.cases !== cases).flatMap((set) => set.cases),
  );
  const ranks = positions(cases, without);
  leftOutHits += rates(`left out: ${label}`, cases, ranks);
  misses(cases, ranks);
}
const trainingSize = TRAINING_SETS.reduce((sum, set) => sum + set.cases.length, 0);
process.stdout.write(
  `quality  ${"left out: all training sets".padEnd(44)} top-3 ${leftOutHits}/${trainingSize} (${((100 * leftOutHits) / trainingSize).toFixed(1)} %)\n`,
);
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
  `size     tool index ${SEARCH_INDEX_JSON.length} and request index ${REQUEST_INDEX_JSON.length} bytes of JSON; ` +
    `the search chunk bundled ${(bytes / 1024).toFixed(1)} KiB\n`,
);
