// docs/architecture.md names every folder of lib/, local/, infra/ and scripts/ (its "Layout" section,
// one line each: what lives there and why it is a folder of its own), and names no folder that is
// gone. A folder added without a line fails here, naming it.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "..", "..");
const ROOTS = ["lib", "local", "infra", "scripts"];

function foldersUnder(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(join(ROOT, dir)).sort()) {
    const child = `${dir}/${name}`;
    if (statSync(join(ROOT, child)).isDirectory()) out.push(child, ...foldersUnder(child));
  }
  return out;
}

const architecture = readFileSync(join(ROOT, "docs/architecture.md"), "utf8");
const layout = /^## Layout[^\n]*\n([\s\S]*?)^## /m.exec(architecture)?.[1] ?? "";

describe("docs/architecture.md's layout", () => {
  it("has a layout section that names the roots", () => {
    for (const root of ROOTS) expect(layout).toContain(`\`${root}/\``);
  });

  it("names every folder of lib/, local/, infra/ and scripts/", () => {
    const missing = ROOTS.flatMap(foldersUnder).filter((folder) => !layout.includes(`\`${folder}/\``));
    expect(missing).toEqual([]);
  });

  it("names no folder that does not exist", () => {
    const named = [...layout.matchAll(/`((?:lib|local|infra|scripts)\/[\w./-]*?)\/`/g)].map(
      (match) => match[1] ?? "",
    );
    expect(named.filter((folder) => !existsSync(join(ROOT, folder)))).toEqual([]);
  });
});
