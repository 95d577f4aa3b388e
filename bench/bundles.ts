// Benchmark of every family bundle (prints numbers; not a test): esbuild bundle size and cold
// import time over a bare `node -e 0`, measured the way bench/tasks.ts measures the tasks family.
//   npm run bench:bundles            all entries in functions/
//   npm run bench:bundles ledger-read one of them
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { buildFunction } from "../scripts/build";
import { fmt, median } from "./stats";

const COLD_RUNS = Number(process.env.BENCH_COLD_RUNS ?? 21);
const only = process.argv[2];
const entries = readdirSync("functions")
  .filter((file) => file.endsWith(".ts") && (!only || file === `${only}.ts`))
  .sort();

// NODE_EXTRA_CA_CERTS adds ~80 ms to every Node 20 start on this machine; it is not what we measure.
const env = { ...process.env };
delete env.NODE_EXTRA_CA_CERTS;
delete env.NODE_OPTIONS;

function timeNode(args: string[]): number {
  const started = performance.now();
  const result = spawnSync(process.execPath, args, { env, stdio: "ignore" });
  if (result.status !== 0) throw new Error(`node ${args.join(" ")} failed`);
  return performance.now() - started;
}

process.stdout.write(`family            bundle KiB   cold import over node -e 0 (median of ${COLD_RUNS})\n`);
for (const entry of entries) {
  const { file, bytes } = await buildFunction(join("functions", entry), "dist/bench");
  const importCode = `await import(${JSON.stringify(pathToFileURL(file).href)})`;
  const bare: number[] = [];
  const withImport: number[] = [];
  // Alternating runs share the machine's noise.
  for (let i = 0; i < COLD_RUNS; i++) {
    bare.push(timeNode(["-e", "0"]));
    withImport.push(timeNode(["--input-type=module", "-e", importCode]));
  }
  const name = entry.replace(/\.ts$/, "");
  process.stdout.write(
    `${name.padEnd(18)}${(bytes / 1024).toFixed(1).padStart(10)}   ${fmt(median(withImport) - median(bare))} ` +
      `(${fmt(median(withImport))} vs ${fmt(median(bare))})\n`,
  );
}
