// The lazy chunks of a built function import index.mjs directly, not the stubs the fold leaves
// (scripts/build-unstub.ts): a stub is one more module for Node to load on a first call. Checked on
// a hand-made bundle (the rewrite, the names, the source map's columns, the code still running) and
// on the built ledger-delete, whose first answer (a confirmation) loaded ten stubs before.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { decode } from "@jridgewell/sourcemap-codec";
import { afterAll, describe, expect, it } from "vitest";
import { buildFunction } from "../../scripts/build";
import { importFoldedDirectly } from "../../scripts/build-unstub";

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function bundle() {
  const dir = mkdtempSync(join(tmpdir(), "unstub-"));
  dirs.push(dir);
  mkdirSync(join(dir, "chunks"));
  // index.mjs holds the folded start chunk's code under the fold's names.
  writeFileSync(join(dir, "index.mjs"), "const __start0_a=40,__start0_b=2;export{__start0_a,__start0_b};\n");
  writeFileSync(
    join(dir, "chunks", "chunk-START.mjs"),
    'export{__start0_a as a,__start0_b as b}from"../index.mjs";\n',
  );
  const lazy = 'import"./chunk-START.mjs";import{a as x,b}from"./chunk-START.mjs";var sum=x+b;export{sum};\n';
  writeFileSync(join(dir, "chunks", "lazy.mjs"), lazy);
  // One mapping at the column of `var` on the first line.
  const column = lazy.indexOf("var");
  const mappings = `${vlq(column)}AAAA`;
  writeFileSync(
    join(dir, "chunks", "lazy.mjs.map"),
    JSON.stringify({ version: 3, sources: ["lazy.ts"], names: [], mappings }),
  );
  return dir;
}

/** One base64 VLQ number (non-negative), enough for a single-segment map. */
function vlq(value: number): string {
  const chars = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  let rest = value << 1;
  let out = "";
  do {
    let digit = rest & 31;
    rest >>>= 5;
    if (rest > 0) digit |= 32;
    out += chars[digit];
  } while (rest > 0);
  return out;
}

describe("lazy chunks import the folded start directly", () => {
  it("rewrites named and side-effect imports of a folded chunk, keeps the code working and its map in step", async () => {
    const dir = bundle();
    const file = join(dir, "chunks", "lazy.mjs");
    const count = importFoldedDirectly(file, join(dir, "index.mjs"), [
      {
        path: join(dir, "chunks", "chunk-START.mjs"),
        foldedName: (name) => `__start0_${name}`,
        exports: new Set(["a", "b"]),
      },
    ]);
    expect(count).toBe(2);
    const text = readFileSync(file, "utf8");
    expect(text).toBe('import{__start0_a as x,__start0_b as b}from"../index.mjs";var sum=x+b;export{sum};\n');
    expect((await import(pathToFileURL(file).href)).sum).toBe(42);
    const lines = decode(JSON.parse(readFileSync(`${file}.map`, "utf8")).mappings);
    expect(lines[0]?.[0]?.[0]).toBe(text.indexOf("var"));
  });

  it("leaves an import naming something the chunk does not export", () => {
    const dir = bundle();
    const file = join(dir, "chunks", "lazy.mjs");
    const before = readFileSync(file, "utf8");
    const count = importFoldedDirectly(file, join(dir, "index.mjs"), [
      {
        path: join(dir, "chunks", "chunk-START.mjs"),
        foldedName: (name) => `__start0_${name}`,
        exports: new Set(["a"]),
      },
    ]);
    // The side-effect import goes; the named one stays on its stub.
    expect(count).toBe(1);
    expect(readFileSync(file, "utf8")).toBe(before.replace('import"./chunk-START.mjs";', ""));
  });

  it("in the built ledger-delete, no chunk imports a stub", { timeout: 120_000 }, async () => {
    const out = mkdtempSync(join(tmpdir(), "unstub-build-"));
    dirs.push(out);
    const built = await buildFunction(join("functions", "ledger-delete.ts"), out);
    const chunks = join(out, "ledger-delete", "chunks");
    const files = readdirSync(chunks).filter((name) => name.endsWith(".mjs"));
    const stubs = files.filter((name) =>
      /^export\{[^}]*\}from"\.\.\/index\.mjs";\n$/.test(readFileSync(join(chunks, name), "utf8")),
    );
    expect(stubs.length).toBeGreaterThan(0);
    for (const name of files) {
      const text = readFileSync(join(chunks, name), "utf8");
      for (const stub of stubs) expect(text, `${name} imports the stub ${stub}`).not.toContain(`"./${stub}"`);
    }
    expect(built.bytes).toBeGreaterThan(0);
  });
});
