// Benchmark of every family bundle (prints numbers; not a test): esbuild bundle size and cold
// import time over a bare `node -e 0`, measured the way bench/tasks-family.ts measures the tasks family.
//   npm run bench:bundles            all entries in functions/
//   npm run bench:bundles ledger-read one of them
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { buildFunction } from "../scripts/build";
import { coldImport } from "./cold-import";
import { fmt } from "./stats";

const COLD_RUNS = Number(process.env.BENCH_COLD_RUNS ?? 21);
const only = process.argv[2];
const entries = readdirSync("functions")
  .filter((file) => file.endsWith(".ts") && (!only || file === `${only}.ts`))
  .sort();

process.stdout.write(
  `family            start KiB   lazy KiB   cold import over node -e 0 (median of ${COLD_RUNS})\n`,
);
for (const entry of entries) {
  const { file, bytes, lazyBytes } = await buildFunction(join("functions", entry), "dist/bench");
  const { bare, withImport } = coldImport(file, COLD_RUNS);
  const name = entry.replace(/\.ts$/, "");
  process.stdout.write(
    `${name.padEnd(18)}${(bytes / 1024).toFixed(1).padStart(9)}${(lazyBytes / 1024).toFixed(1).padStart(11)}   ` +
      `${fmt(withImport - bare)} ` +
      `(${fmt(withImport)} vs ${fmt(bare)})\n`,
  );
}
