// The docs whose figures must be today's: README.md and docs/*.md, leaving out the changelog (what a
// figure was) and the generated references (made from the catalog, held by test/docs/generated.test.ts).
import { readdirSync } from "node:fs";
import { join } from "node:path";

const ROOT = join(import.meta.dirname, "..", "..");
const NOT_READ = new Set(["changelog.md", "tools.md", "presets.md"]);

export function statedDocs(): string[] {
  return [
    "README.md",
    ...readdirSync(join(ROOT, "docs"))
      .filter((name) => name.endsWith(".md") && !NOT_READ.has(name))
      .map((name) => `docs/${name}`)
      .sort(),
  ];
}
