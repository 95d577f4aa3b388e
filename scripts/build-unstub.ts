// After the start chunks are folded into `index.mjs` (build.ts, foldStartChunks), each is a stub
// re-exporting its names from there. A lazy chunk (a tool's module, the confirmation, the refresh
// lease) that imports one pays Node a module for the stub (resolve, read, link: about 0.3 ms each,
// 10 of them on ledger-delete's first answer). This rewrites those imports to name `index.mjs`
// directly, under the names the fold gave them, and drops side-effect imports of a start chunk
// (it ran at start). Only esbuild's own import forms are rewritten (`import{a as b,c}from"…";`,
// `import"…";`); anything else (a namespace import) keeps its stub, which stays in place. The
// chunk's source map is shifted to match (@jridgewell/sourcemap-codec), so stack traces still map.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, relative, resolve, sep } from "node:path";
import { decode, encode } from "@jridgewell/sourcemap-codec";

/** A start chunk as folded: its path, and the name each export of it has in `index.mjs`. */
export interface FoldedChunk {
  path: string;
  foldedName: (name: string) => string;
  exports: ReadonlySet<string>;
}

const specifier = (from: string, to: string) => {
  const path = relative(from, resolve(to)).split(sep).join("/");
  return path.startsWith(".") ? path : `./${path}`;
};

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The import statement rewritten to `index.mjs`, or undefined when a name is not the chunk's. */
function rewritten(bindings: string | undefined, chunk: FoldedChunk, index: string): string | undefined {
  if (bindings === undefined) return ""; // a side-effect import: the start ran it
  const names: string[] = [];
  for (const binding of bindings.split(",")) {
    const [imported, local = imported] = binding.trim().split(/\s+as\s+/);
    if (!imported || !chunk.exports.has(imported)) return undefined;
    names.push(`${chunk.foldedName(imported)} as ${local}`);
  }
  return `import{${names.join(",")}}from"${index}";`;
}

interface Edit {
  start: number;
  end: number;
  text: string;
}

/** Shifts the generated columns of the first line's mappings past each edit (all edits are on line 1). */
function shiftedMap(mapFile: string, edits: readonly Edit[]): void {
  if (!existsSync(mapFile)) return;
  const map = JSON.parse(readFileSync(mapFile, "utf8")) as { mappings: string };
  const lines = decode(map.mappings);
  const first = lines[0] ?? [];
  lines[0] = first.map((segment) => {
    let shift = 0;
    for (const edit of edits) if (segment[0] >= edit.end) shift += edit.text.length - (edit.end - edit.start);
    return [segment[0] + shift, ...segment.slice(1)] as typeof segment;
  });
  map.mappings = encode(lines);
  writeFileSync(mapFile, JSON.stringify(map));
}

/** Rewrites one lazy chunk's imports of folded chunks; answers how many it rewrote. */
export function importFoldedDirectly(file: string, index: string, folded: readonly FoldedChunk[]): number {
  const text = readFileSync(file, "utf8");
  const firstLineEnd = text.indexOf("\n") === -1 ? text.length : text.indexOf("\n");
  const toIndex = specifier(dirname(resolve(file)), index);
  const edits: Edit[] = [];
  for (const chunk of folded) {
    const from = escaped(specifier(dirname(resolve(file)), chunk.path));
    const pattern = new RegExp(`import(?:\\{([^}]*)\\}from)?"${from}";`, "g");
    for (const match of text.matchAll(pattern)) {
      const start = match.index ?? 0;
      // esbuild writes imports first, on the first line; anything later may be inside a string.
      if (start + match[0].length > firstLineEnd) continue;
      const replacement = rewritten(match[1], chunk, toIndex);
      if (replacement !== undefined) edits.push({ start, end: start + match[0].length, text: replacement });
    }
  }
  if (edits.length === 0) return 0;
  edits.sort((a, b) => a.start - b.start);
  let out = "";
  let at = 0;
  for (const edit of edits) {
    out += text.slice(at, edit.start) + edit.text;
    at = edit.end;
  }
  writeFileSync(file, out + text.slice(at));
  shiftedMap(`${file}.map`, edits);
  return edits.length;
}
