// Benchmark of search_tools (prints numbers; not a test):
//   1. quality: the top-1 and top-5 rates over the test set (test/mcp/search-queries.ts), with the misses;
//   2. cost: in new node processes, the bundled search module's import (MiniSearch and the index
//      string), the index load and the first query, measured inside the process; the mcp function
//      pays this once, on its first search_tools call, never at cold start;
//   3. the size of the index and of the lazily loaded chunk.
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import { SEARCH_INDEX_JSON } from "../generated/search-index.generated";
import { allTools } from "../lib/catalog/index";
import { rankTools } from "../lib/mcp/discovery/search";
import { BUNDLE_OPTIONS } from "../scripts/build";
import { SEARCH_CASES } from "../test/mcp/search-queries";
import { fmt, median } from "./stats";

const RUNS = Number(process.env.BENCH_COLD_RUNS ?? 21);

// --- quality -------------------------------------------------------------------------------------
const everything = new Set(allTools.map((row) => row.name));
let top1 = 0;
let top5 = 0;
const misses: string[] = [];
for (const { query, expected } of SEARCH_CASES) {
  const ranked = rankTools(query, everything, 5);
  const position = ranked.findIndex((name) => expected.includes(name));
  if (position === 0) top1++;
  if (position >= 0) top5++;
  if (position !== 0)
    misses.push(
      `  "${query}": expected ${expected.join(" or ")}, ${position < 0 ? "not in the top 5" : `ranked ${position + 1}`}`,
    );
}
const rate = (hits: number) =>
  `${hits}/${SEARCH_CASES.length} (${((100 * hits) / SEARCH_CASES.length).toFixed(1)} %)`;
process.stdout.write(
  `quality  top-1 ${rate(top1)}, top-5 ${rate(top5)} over ${SEARCH_CASES.length} queries\n`,
);
for (const miss of misses) process.stdout.write(`${miss}\n`);

// --- cost in a new process --------------------------------------------------------------------------
const dir = resolve("dist/bench/search");
mkdirSync(dir, { recursive: true });
const entry = join(dir, "entry.ts");
writeFileSync(
  entry,
  `const started = performance.now();
const { rankTools } = await import(${JSON.stringify(resolve("lib/mcp/discovery/search.ts"))});
const imported = performance.now();
rankTools("unpaid invoices", new Set(["LedgerApi.RetrieveInvoices"]), 5);
const first = performance.now();
rankTools("profit and loss", new Set(["LedgerApi.GetProfitAndLossReport"]), 5);
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
