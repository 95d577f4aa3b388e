// `npm run generate`: writes generated/tool-modules/ (scripts/tool-modules.ts), the search_tools
// index generated/search-index.generated.ts (scripts/search-index.ts) and the mcp function's listed
// tools generated/mcp-tools/ (scripts/mcp-listing.ts), code mode's declarations
// generated/code-mode/ (scripts/code-declarations.ts) and each family's AgentCore Gateway tool
// definitions generated/agentcore/ (scripts/agentcore-schemas.ts) unless they are already what
// today's inputs make. npm runs it before start, test, build, typecheck, synth and the benches (their
// `pre` scripts) and after `npm ci` (`prepare`), so a fresh clone's `npm ci && npm start` works, and
// so do entries a client launches with tsx directly (local/stdio.ts). It reports on stderr: a stdio
// client's `npm run --silent mcp:stdio` must see nothing but JSON-RPC on stdout. The inputs are every
// local module the generators load (the catalog, lib/runtime/compile.ts, the search terms, the
// generators themselves: esbuild bundles them, ~50 ms) and ajv's and MiniSearch's versions; their
// hash is stamped in the folder and the work skipped while it matches. `--force` writes anyway.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { build } from "esbuild";
import { agentCoreSchemaFile } from "../lib/agentcore/schema-files";
import { FAMILIES } from "../lib/catalog/toolkits";
import {
  CODE_DECLARATIONS_FILE,
  MCP_INDEX_FILE,
  MCP_LIST_FILE,
  RECORD_READS_FILE,
  SEARCH_INDEX_FILE,
  TOOL_MODULES_DIR,
} from "./generated-paths";

const DIR = TOOL_MODULES_DIR;
const STAMP = join(DIR, ".inputs-hash");

/** A hash of the generator and every local module it loads, and of the ajv that compiles. */
async function inputsHash(): Promise<string> {
  const bundle = await build({
    entryPoints: [
      "scripts/tool-modules.ts",
      "scripts/search-index.ts",
      "scripts/mcp-listing.ts",
      "scripts/agentcore-schemas.ts",
      "scripts/confirmation-reads.ts",
      "scripts/code-declarations.ts",
    ],
    outdir: "out", // required for two entry points; nothing is written
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
  hash.update(readFileSync("node_modules/minisearch/package.json"));
  return hash.digest("hex");
}

const started = performance.now();
const hash = await inputsHash();
const stamped = existsSync(STAMP) ? readFileSync(STAMP, "utf8").trim() : "";
const outputs = [
  SEARCH_INDEX_FILE,
  MCP_INDEX_FILE,
  MCP_LIST_FILE,
  RECORD_READS_FILE,
  CODE_DECLARATIONS_FILE,
  ...FAMILIES.map((family) => agentCoreSchemaFile(family)),
];
if (stamped === hash && outputs.every((file) => existsSync(file)) && !process.argv.includes("--force")) {
  process.stderr.write(`${DIR} is up to date (${Math.round(performance.now() - started)} ms)\n`);
} else {
  const [
    { writeToolModules },
    { writeSearchIndex },
    { writeMcpListing },
    { writeAgentCoreSchemas },
    { writeRecordReads },
    { writeCodeDeclarations },
  ] = await Promise.all([
    import("./tool-modules"),
    import("./search-index"),
    import("./mcp-listing"),
    import("./agentcore-schemas"),
    import("./confirmation-reads"),
    import("./code-declarations"),
  ]);
  const { written, validators, removed } = writeToolModules();
  writeSearchIndex();
  writeMcpListing();
  writeAgentCoreSchemas();
  writeRecordReads();
  writeCodeDeclarations();
  mkdirSync(DIR, { recursive: true });
  writeFileSync(STAMP, `${hash}\n`);
  process.stderr.write(
    `wrote ${written} files (${validators} distinct validators) in ${DIR}` +
      `${removed ? `, removed ${removed} stale` : ""} (${Math.round(performance.now() - started)} ms)\n`,
  );
}
