// `npm run generate`: writes generated/tool-modules/ (scripts/tool-modules.ts) unless it is already
// what today's inputs make. npm runs it first for start, test, build, typecheck, synth and the benches
// (their `pre` scripts), so a fresh clone's `npm ci && npm start` works. The inputs are every local
// module the generator loads (the catalog, lib/runtime/compile.ts, the generator itself: esbuild
// bundles them, ~50 ms) and ajv's version; their hash is stamped in the folder and the work skipped
// while it matches. `--force` writes anyway.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { build } from "esbuild";

const DIR = "generated/tool-modules";
const STAMP = join(DIR, ".inputs-hash");

/** A hash of the generator and every local module it loads, and of the ajv that compiles. */
async function inputsHash(): Promise<string> {
  const bundle = await build({
    entryPoints: ["scripts/tool-modules.ts"],
    bundle: true,
    platform: "node",
    format: "esm",
    packages: "external",
    write: false,
    logLevel: "error",
  });
  const hash = createHash("sha256");
  for (const file of bundle.outputFiles) hash.update(file.contents);
  hash.update(readFileSync("node_modules/ajv/package.json"));
  return hash.digest("hex");
}

const started = performance.now();
const hash = await inputsHash();
const stamped = existsSync(STAMP) ? readFileSync(STAMP, "utf8").trim() : "";
if (stamped === hash && !process.argv.includes("--force")) {
  process.stdout.write(`${DIR} is up to date (${Math.round(performance.now() - started)} ms)\n`);
} else {
  const { writeToolModules } = await import("./tool-modules");
  const { written, validators, removed } = writeToolModules();
  mkdirSync(DIR, { recursive: true });
  writeFileSync(STAMP, `${hash}\n`);
  process.stdout.write(
    `wrote ${written} files (${validators} distinct validators) in ${DIR}` +
      `${removed ? `, removed ${removed} stale` : ""} (${Math.round(performance.now() - started)} ms)\n`,
  );
}
