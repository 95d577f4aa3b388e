// No Lambda bundle carries code that only belongs on a developer's machine: every function entry in
// functions/ is bundled as the deployment bundles it, and esbuild's metafile lists each module
// that went in. None may come from local/ (the gateway of npm start, the sandboxes, the playground).
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";
import { BUNDLE_OPTIONS } from "../../scripts/build";

const ENTRIES = readdirSync("functions").filter((file) => file.endsWith(".ts"));

describe("the local/ fence", () => {
  it("covers every function entry", () => {
    expect(ENTRIES).toEqual(expect.arrayContaining(["tasks.ts", "ledger-read.ts", "mcp.ts"]));
  });

  it.each(ENTRIES)("functions/%s bundles no module from local/", { timeout: 60_000 }, async (entry) => {
    const result = await build({
      ...BUNDLE_OPTIONS,
      entryPoints: { index: join("functions", entry) },
      outdir: "dist/fence",
      splitting: true,
      write: false,
      metafile: true,
      logLevel: "silent",
    });
    const modules = Object.keys(result.metafile.inputs);
    expect(modules.some((path) => path.startsWith("lib/"))).toBe(true);
    expect(modules.filter((path) => path.startsWith("local/"))).toEqual([]);
  });
});
