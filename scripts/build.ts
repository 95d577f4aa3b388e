// Bundles each family entry in functions/ the way the CDK app will: esbuild, ESM, minified,
// tree-shaken, source maps, target node20 (runs on the nodejs22.x runtime). The AWS SDK v3 is
// left external: the Lambda runtime provides it, and it is only imported when a secret is read.
// Except the results store's S3 client and presigner, bundled into a chunk of their own.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { basename, dirname, join, relative, resolve, sep } from "node:path";
import { type BuildOptions, build, type Metafile, type Plugin } from "esbuild";
import { type FoldedChunk, importFoldedDirectly } from "./build-unstub";

/** Stands in for node:stream/web in @middy/core: the real class is loaded by the first `instanceof`. */
const LAZY_READABLE_STREAM = `import { createRequire } from "node:module";
let Real;
export class ReadableStream {
  static [Symbol.hasInstance](value) {
    Real ??= createRequire(import.meta.url)("node:stream/web").ReadableStream;
    return value instanceof Real;
  }
}`;

/**
 * @middy/core imports node:stream/web at load for one `instanceof ReadableStream` check in its
 * response-streaming mode (streamifyResponse), which these functions never use; loading web streams
 * costs about 1.2 ms of every cold start. Its import is served a stand-in whose `instanceof` loads
 * the real class on first use, so streaming would still behave as middy expects.
 */
const lazyWebStreamsForMiddy: Plugin = {
  name: "lazy-web-streams-for-middy",
  setup(build) {
    build.onResolve({ filter: /^node:stream\/web$/ }, (args) =>
      /[\\/]@middy[\\/]core[\\/]/.test(args.importer)
        ? { path: "middy-readable-stream", namespace: "lazy-builtin" }
        : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: "lazy-builtin" }, () => ({
      contents: LAZY_READABLE_STREAM,
      loader: "js",
    }));
  },
};

/** Bundled with the function: the runtime's SDK is not sure to hold the presigner (below). */
const BUNDLED_SDK = /^@aws-sdk\/(client-s3|s3-request-presigner)(\/|$)/;
/** What those two import is bundled with them, so the chunk is one consistent SDK version. */
const SDK_FILES = /[\\/]node_modules[\\/](@aws-sdk|@smithy|@aws-crypto)[\\/]/;

/**
 * `@aws-sdk/*` stays external (the Lambda runtime ships SDK v3) except `@aws-sdk/s3-request-presigner`,
 * which the runtime's SDK is not guaranteed to include, and `@aws-sdk/client-s3` with it to keep
 * their versions together: both, and everything they import, go into the chunk lib/results/store.ts
 * imports on the first large answer, so no cold start loads them.
 */
const awsSdkExternal: Plugin = {
  name: "aws-sdk-external",
  setup(build) {
    build.onResolve({ filter: /^@(aws-sdk|smithy|aws-crypto)\// }, (args) => {
      // @smithy/* and @aws-crypto/* imported by our own code (lib/aws/lambda-invoke.ts signs with
      // @smithy/signature-v4) take the same ES module build as the bundled S3 client's: one copy of
      // each module, shared by both, tree-shaken (the CommonJS build would be a second, whole copy).
      const bundled =
        BUNDLED_SDK.test(args.path) || SDK_FILES.test(args.importer) || !args.path.startsWith("@aws-sdk/");
      if (bundled) return esmBuildOf(args.path, args.resolveDir);
      return args.path.startsWith("@aws-sdk/") ? { path: args.path, external: true } : undefined;
    });
  },
};

/** Where each name a `@smithy/core` submodule barrel exports comes from: name -> that module's file. */
const barrelExports = new Map<string, Map<string, string>>();
function exportsOfBarrel(index: string): Map<string, string> {
  let names = barrelExports.get(index);
  if (names) return names;
  names = new Map();
  barrelExports.set(index, names);
  const text = readFileSync(index, "utf8");
  const fileOf = (specifier: string) => join(dirname(index), `${specifier.slice(2)}.js`);
  const list = (text: string) =>
    text
      .split(",")
      .map((name) => name.trim())
      .filter((name) => name !== "" && !name.includes(" as "));
  // `import { a } from "./a"; … export { a };`
  const imported = new Map<string, string>();
  for (const [, list_, from = ""] of text.matchAll(/^import \{([^}]*)\} from "(\.\/[^"]+)";$/gm)) {
    for (const name of list(list_ ?? "")) imported.set(name, fileOf(from));
  }
  for (const [, list_] of text.matchAll(/^export \{([^}]*)\};$/gm)) {
    for (const name of list(list_ ?? "")) {
      const file = imported.get(name);
      if (file) names.set(name, file);
    }
  }
  // `export { a } from "./a";` and `export { b } from "@smithy/core/transport";` (another barrel)
  for (const [, list_, from = ""] of text.matchAll(/^export \{([^}]*)\} from "([^"]+)";$/gm)) {
    const other = /^@smithy\/core\/([a-z-]+)$/.exec(from)?.[1];
    for (const name of list(list_ ?? "")) {
      const file = from.startsWith("./")
        ? fileOf(from)
        : other
          ? exportsOfBarrel(join(dirname(index), "..", other, "index.js")).get(name)
          : undefined;
      if (file) names.set(name, file);
    }
  }
  return names;
}

const SIGNER_MODULE = /[\\/]node_modules[\\/]@smithy[\\/]signature-v4[\\/]dist-es[\\/].*\.js$/;

/**
 * @smithy/signature-v4 (the mcp function's signed Lambda invoke, lib/aws/lambda-invoke.ts) imports a
 * few functions through `@smithy/core`'s submodule barrels (`@smithy/core/serde`, `/protocols`,
 * `/client`). esbuild puts every module a barrel re-exports into the chunks of each entry that
 * imports the barrel, so the invoke's first call loaded about 99 KiB of the S3 client's modules
 * (16 ms of CPU) where it needs 21 KiB (7 ms). Its imports are pointed at the modules that export
 * the names, the same files the barrels re-export: one copy of each module, still shared with the
 * S3 client. A name not found that way keeps its barrel import.
 */
const signerImportsPastBarrels: Plugin = {
  name: "signer-imports-past-barrels",
  setup(build) {
    build.onLoad({ filter: SIGNER_MODULE }, (args) => {
      const text = readFileSync(args.path, "utf8");
      const contents = text.replace(
        /^import \{([^}]*)\} from "(@smithy\/core\/[a-z-]+)";$/gm,
        (statement, list: string, barrel: string) => {
          const index = esmBuildOf(barrel, dirname(args.path))?.path;
          if (!index) return statement;
          const names = list
            .split(",")
            .map((name) => name.trim())
            .filter(Boolean);
          const files = names.map((name) => exportsOfBarrel(index).get(name));
          if (files.some((file) => file === undefined)) return statement;
          return names.map((name, i) => `import { ${name} } from ${JSON.stringify(files[i])};`).join("\n");
        },
      );
      return { contents, loader: "js", resolveDir: dirname(args.path) };
    });
  },
};

/** An `exports` target for ES modules: the `module` or `import` entry, never `node`/`require` (CommonJS). */
function esmTarget(entry: unknown): string | undefined {
  if (typeof entry === "string") return entry;
  if (!entry || typeof entry !== "object") return undefined;
  const conditions = entry as Record<string, unknown>;
  return esmTarget(conditions.module ?? conditions.import ?? conditions.default);
}

/**
 * The ES module build of an SDK package (`module`, or the `module`/`import` entry of `exports`):
 * esbuild would take the CommonJS build for Node, whose require() calls of Node built-ins an ESM
 * bundle can only serve with a createRequire banner on every chunk (REQUIRE_BANNER).
 */
function esmBuildOf(specifier: string, resolveDir: string): { path: string } | undefined {
  const parts = specifier.split("/");
  const name = parts.slice(0, 2).join("/");
  const subpath = parts.length > 2 ? `./${parts.slice(2).join("/")}` : ".";
  try {
    const manifest = createRequire(join(resolveDir, "index.js")).resolve(`${name}/package.json`);
    const pkg = JSON.parse(readFileSync(manifest, "utf8")) as {
      exports?: Record<string, unknown>;
      module?: string;
    };
    const target = pkg.exports ? esmTarget(pkg.exports[subpath]) : subpath === "." ? pkg.module : undefined;
    return target ? { path: join(dirname(manifest), target) } : undefined;
  } catch {
    return undefined;
  }
}

export const BUNDLE_OPTIONS: BuildOptions = {
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  minify: true,
  sourcemap: true,
  treeShaking: true,
  plugins: [awsSdkExternal, signerImportsPastBarrels, lazyWebStreamsForMiddy],
  logLevel: "warning",
};

/**
 * A `require` for CommonJS dependencies that call require() for Node built-ins inside an ESM bundle
 * (express, in the oauth function). Added only to a bundle that needs it: it costs every chunk a
 * createRequire call, about 1.5 ms of a family's cold start over its 5-7 chunks.
 */
export const REQUIRE_BANNER = {
  js: "import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);",
};

/** esbuild's stand-in for require() in ESM output, which throws unless a `require` is in scope. */
const NEEDS_REQUIRE = 'Dynamic require of "';

/** A dynamic import of a chunk, seen from the function's folder; the rest (`@aws-sdk/*`) as written. */
function lazyImportsKept(dir: string): Plugin {
  return {
    name: "lazy-imports-kept",
    setup(build) {
      build.onResolve({ filter: /.*/ }, (args) => {
        if (args.kind !== "dynamic-import") return undefined;
        if (!args.path.startsWith(".")) return { path: args.path, external: true };
        const target = relative(dir, resolve(args.resolveDir, args.path)).split(sep).join("/");
        return { path: `./${target}`, external: true };
      });
    },
  };
}

/**
 * Folds the chunks a cold start imports statically into `index.mjs`, so the start is one module.
 * esbuild puts the modules a start shares with lazy chunks into a chunk per set of chunks that
 * reach them (errors and lazy-client, the log line, the transport, the refresh lease, outcomes):
 * 4-5 start chunks in a family since the refresh protocol loads lazily, and Node pays each module
 * it loads (resolve, realpath, read, compile, link), about 0.5 ms: ledger-read's import took 2.3 ms
 * longer. Each start chunk is left as a stub that re-exports its names from `index.mjs`, for the
 * lazy chunks that import them: one instance of every module, as with the chunks. Returns the bytes
 * of the new `index.mjs` and of the stubs; none of the chunks may read `import.meta` (they move).
 */
async function foldStartChunks(
  dir: string,
  index: string,
  startChunks: string[],
  outputs: Metafile["outputs"],
): Promise<{ bytes: number; stubBytes: number }> {
  const absDir = resolve(dir);
  const specifier = (from: string, to: string) => {
    const path = relative(from, resolve(to)).split(sep).join("/");
    return path.startsWith(".") ? path : `./${path}`;
  };
  const exported = (output: string) => outputs[output]?.exports ?? [];
  const folded = (i: number, name: string) => `__start${i}_${name}`;
  const lines = [`export{${exported(index).join(",")}}from"${specifier(absDir, index)}";`];
  startChunks.forEach((chunk, i) => {
    if (readFileSync(chunk, "utf8").replace(REQUIRE_BANNER.js, "").includes("import.meta")) {
      throw new Error(`${chunk} reads import.meta: it cannot move into index.mjs`);
    }
    const names = exported(chunk).map((name) => `${name} as ${folded(i, name)}`);
    lines.push(`export{${names.join(",")}}from"${specifier(absDir, chunk)}";`);
  });
  const result = await build({
    ...BUNDLE_OPTIONS,
    stdin: { contents: lines.join("\n"), resolveDir: absDir, sourcefile: "start-folded.mjs", loader: "js" },
    outfile: join(absDir, "index.mjs"),
    allowOverwrite: true,
    plugins: [lazyImportsKept(absDir), awsSdkExternal],
    metafile: true,
    write: false,
  });
  for (const output of Object.values(result.metafile.outputs)) {
    if (output.imports.some((imported) => imported.kind === "import-statement" && !imported.external)) {
      throw new Error(`${dir}: the folded start still imports a chunk statically`);
    }
  }
  let bytes = 0;
  for (const file of result.outputFiles ?? []) {
    writeFileSync(file.path, file.contents);
    if (file.path.endsWith(".mjs")) bytes = file.contents.byteLength;
  }
  let stubBytes = 0;
  startChunks.forEach((chunk, i) => {
    const names = exported(chunk).map((name) => `${folded(i, name)} as ${name}`);
    const stub = `export{${names.join(",")}}from"${specifier(dirname(resolve(chunk)), index)}";\n`;
    writeFileSync(chunk, stub);
    rmSync(`${chunk}.map`, { force: true });
    stubBytes += Buffer.byteLength(stub);
  });
  // The lazy chunks import index.mjs directly where they can: a stub is a module Node loads too.
  const foldedChunks: FoldedChunk[] = startChunks.map((chunk, i) => ({
    path: chunk,
    foldedName: (name) => folded(i, name),
    exports: new Set(exported(chunk)),
  }));
  const start = new Set([index, ...startChunks]);
  for (const output of Object.keys(outputs))
    if (output.endsWith(".mjs") && !start.has(output)) importFoldedDirectly(output, index, foldedChunks);
  return { bytes, stubBytes };
}

export interface BuiltFunction {
  /** The entry file Lambda loads (`index.mjs`). */
  file: string;
  /** Bytes every cold start loads: the entry file and the chunks it imports statically. */
  bytes: number;
  /** Bytes of the chunks loaded only on first use (idempotency and SQS batches in the families, the search index in mcp). */
  lazyBytes: number;
  /** The source modules in what a cold start loads (esbuild's input paths), e.g. to fence them. */
  startModules: string[];
}

/**
 * Bundles one family into `<outdir>/<name>/`: `index.mjs` plus `chunks/` for code reached only
 * through dynamic `import()`. Splitting keeps what a keyed write needs out of every cold start:
 * without it, esbuild hoists the external `@aws-sdk/client-dynamodb` import of Powertools' DynamoDB
 * layer to the top of the bundle, and Node loads the SDK at init.
 */
export async function buildFunction(entry: string, outdir = "dist/functions"): Promise<BuiltFunction> {
  const name = basename(entry, ".ts");
  const dir = join(outdir, name);
  rmSync(dir, { recursive: true, force: true });
  const options: BuildOptions = {
    ...BUNDLE_OPTIONS,
    entryPoints: { index: entry },
    outdir: dir,
    outExtension: { ".js": ".mjs" },
    splitting: true,
    chunkNames: "chunks/[name]-[hash]",
    metafile: true,
    write: false,
  };
  let result = await build(options);
  const needsRequire = (result.outputFiles ?? []).some(
    (file) => file.path.endsWith(".mjs") && file.text.includes(NEEDS_REQUIRE),
  );
  if (needsRequire) result = await build({ ...options, banner: REQUIRE_BANNER });
  for (const file of result.outputFiles ?? []) {
    mkdirSync(dirname(file.path), { recursive: true });
    writeFileSync(file.path, file.contents);
  }
  // What a cold start loads: the entry and every chunk it imports statically, transitively.
  const outputs = result.metafile?.outputs ?? {};
  const code = Object.keys(outputs).filter((output) => !output.endsWith(".map"));
  const atStart = new Set<string>();
  const visit = (output: string) => {
    if (atStart.has(output)) return;
    atStart.add(output);
    for (const imported of outputs[output]?.imports ?? []) {
      if (imported.kind === "import-statement" && !imported.external) visit(imported.path);
    }
  };
  // Dynamic-import targets are entry points in the metafile too; only the function's entry counts.
  // The metafile names outputs relative to the working directory, `dir` may be absolute (build-one).
  const index =
    code.find((output) => resolve(output) === resolve(dir, "index.mjs")) ?? join(dir, "index.mjs");
  visit(index);
  let bytes = 0;
  let lazyBytes = 0;
  const startModules = new Set<string>();
  for (const output of code) {
    if (!atStart.has(output)) {
      lazyBytes += outputs[output]?.bytes ?? 0;
      continue;
    }
    bytes += outputs[output]?.bytes ?? 0;
    for (const input of Object.keys(outputs[output]?.inputs ?? {})) startModules.add(input);
  }
  const startChunks = [...atStart].filter((output) => output !== index);
  if (startChunks.length > 0) {
    const folded = await foldStartChunks(dir, index, startChunks, outputs);
    bytes = folded.bytes;
    lazyBytes += folded.stubBytes;
  }
  return { file: join(dir, "index.mjs"), bytes, lazyBytes, startModules: [...startModules].sort() };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const entries = readdirSync("functions").filter((file) => file.endsWith(".ts"));
  for (const entry of entries) {
    const { file, bytes, lazyBytes } = await buildFunction(join("functions", entry));
    const lazy =
      lazyBytes > 0 ? ` (+ ${(lazyBytes / 1024).toFixed(1)} KiB in chunks loaded on first use)` : "";
    process.stdout.write(`${file}  ${(bytes / 1024).toFixed(1)} KiB${lazy}\n`);
  }
}
