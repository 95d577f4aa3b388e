// Bundles each family entry in functions/ the way the CDK app will: esbuild, ESM, minified,
// tree-shaken, source maps, target node20 (runs on the nodejs22.x runtime). The AWS SDK v3 is
// left external: the Lambda runtime provides it, and it is only imported when a secret is read.
import { readdirSync, statSync } from "node:fs";
import { basename, join } from "node:path";
import { type BuildOptions, build } from "esbuild";

export const BUNDLE_OPTIONS: BuildOptions = {
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  minify: true,
  sourcemap: true,
  treeShaking: true,
  external: ["@aws-sdk/*"],
  // CommonJS dependencies (ajv) may call require() for Node built-ins inside an ESM bundle.
  banner: { js: "import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);" },
  logLevel: "warning",
};

export async function buildFunction(
  entry: string,
  outdir = "dist/functions",
): Promise<{ file: string; bytes: number }> {
  const name = basename(entry, ".ts");
  const file = join(outdir, name, "index.mjs");
  await build({ ...BUNDLE_OPTIONS, entryPoints: [entry], outfile: file });
  return { file, bytes: statSync(file).size };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const entries = readdirSync("functions").filter((file) => file.endsWith(".ts"));
  for (const entry of entries) {
    const { file, bytes } = await buildFunction(join("functions", entry));
    process.stdout.write(`${file}  ${(bytes / 1024).toFixed(1)} KiB\n`);
  }
}
