// The mcp function's invoke of a family function, as built: no `@aws-sdk/client-lambda` anywhere in
// the bundle, and the first tools/call loads the signed invoke's chunks only: its own, the signer's
// and the few `@smithy/core` modules it uses (shared with the results store's S3 client, not copied),
// not the modules behind `@smithy/core`'s barrels (scripts/build.ts, signerImportsPastBarrels).
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { buildFunction } from "../../scripts/build";

const OUT = "dist/mcp-invoke-bundle";
/** What the first call may load beyond the start, in KiB (20.7 KiB when this was written). */
const INVOKE_KIB = 24;

let dir: string;
let files: string[];
beforeAll(async () => {
  const built = await buildFunction(join("functions", "mcp.ts"), OUT);
  dir = dirname(built.file);
  files = [
    "index.mjs",
    ...readdirSync(join(dir, "chunks"))
      .filter((file) => file.endsWith(".mjs"))
      .map((file) => `chunks/${file}`),
  ];
}, 120_000);

/** The static imports of a built module (minified ESM: `import{a as b}from"./x.mjs"`, `import"./y.mjs"`). */
function staticImports(file: string): string[] {
  const text = readFileSync(file, "utf8");
  return [...text.matchAll(/import\s*(?:[\w*{}\s,$]+from\s*)?"(\.{1,2}\/[^"]+\.mjs)"/g)].map((match) =>
    resolve(dirname(file), match[1] ?? ""),
  );
}

describe("the mcp bundle's invoke of a family function", () => {
  it("holds no @aws-sdk/client-lambda", () => {
    for (const file of files)
      expect(readFileSync(join(dir, file), "utf8"), file).not.toContain("client-lambda");
  });

  it("loads the signed invoke and what it imports, within budget, on the first tools/call", () => {
    const entry = files.find((file) => /^chunks\/lambda-invoke-[\w-]+\.mjs$/.test(file));
    expect(entry).toBeDefined();
    const start = resolve(dir, "index.mjs");
    const loaded = new Set<string>();
    const visit = (file: string) => {
      if (loaded.has(file) || file === start) return; // the start is loaded already
      loaded.add(file);
      for (const imported of staticImports(file)) visit(imported);
    };
    visit(resolve(dir, entry ?? ""));
    const kib = [...loaded].reduce((sum, file) => sum + statSync(file).size, 0) / 1024;
    expect(kib, [...loaded].join("\n")).toBeLessThanOrEqual(INVOKE_KIB);
    expect(kib).toBeGreaterThan(10); // the signer is in there
  });
});
