// The docs are a map: docs/README.md indexes every page under docs/ (and README.md links to it), and
// every relative link in README.md and the docs reaches a file that exists and, with `#anchor`, a
// heading of that file (GitHub's anchors: lower case, punctuation dropped, spaces as hyphens, a
// repeated heading numbered). A page added without an index line, or a link left pointing at a
// moved section, fails here with file:line.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, normalize, relative } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "..", "..");
const read = (path: string) => readFileSync(join(ROOT, path), "utf8");

function markdownUnder(dir: string): string[] {
  return readdirSync(join(ROOT, dir))
    .sort()
    .flatMap((name) => {
      const path = `${dir}/${name}`;
      if (statSync(join(ROOT, path)).isDirectory()) return markdownUnder(path);
      return name.endsWith(".md") ? [path] : [];
    });
}

const DOCS = markdownUnder("docs");

/** GitHub's anchor of a heading's text. */
function slugOf(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}_\- ]/gu, "")
    .replace(/ /g, "-");
}

/** The anchors a markdown file's headings make, fenced blocks left out. */
function anchorsOf(path: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of read(path).split("\n")) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    const heading = !fenced && /^#{1,6} (.*?)\s*$/.exec(line);
    if (!heading) continue;
    const slug = slugOf(heading[1] ?? "");
    const n = seen.get(slug) ?? 0;
    seen.set(slug, n + 1);
    anchors.add(n === 0 ? slug : `${slug}-${n}`);
  }
  return anchors;
}

/** Inline links `[text](target)` outside fenced blocks and code spans, with their lines. */
function linksOf(path: string): { line: number; target: string }[] {
  const links: { line: number; target: string }[] = [];
  let fenced = false;
  read(path)
    .split("\n")
    .forEach((line, index) => {
      if (/^\s*```/.test(line)) fenced = !fenced;
      if (fenced) return;
      const prose = line.replace(/`[^`]*`/g, (span) => (span.startsWith("`[") ? span.slice(1, -1) : ""));
      for (const match of prose.matchAll(/\]\(([^)\s]+)\)/g))
        links.push({ line: index + 1, target: match[1] ?? "" });
    });
  return links;
}

describe("the docs as a map", () => {
  it("docs/README.md links every page under docs/, and README.md links docs/README.md", () => {
    const index = linksOf("docs/README.md").map(({ target }) =>
      normalize(join("docs", target.split("#")[0] ?? "")),
    );
    const missing = DOCS.filter((doc) => doc !== "docs/README.md" && !index.includes(doc));
    expect(missing).toEqual([]);
    expect(linksOf("README.md").map(({ target }) => target)).toContain("docs/README.md");
  });

  it("every relative link reaches a file and, with an anchor, a heading of it", () => {
    const broken: string[] = [];
    for (const doc of ["README.md", ...DOCS]) {
      for (const { line, target } of linksOf(doc)) {
        if (/^[a-z]+:/i.test(target)) continue; // https:, mailto:
        const [file = "", anchor] = target.split("#");
        const path = file === "" ? doc : relative(ROOT, join(ROOT, dirname(doc), decodeURI(file)));
        if (!existsSync(join(ROOT, path))) {
          broken.push(`${doc}:${line} ${target}: no such file`);
          continue;
        }
        if (anchor !== undefined && path.endsWith(".md") && !anchorsOf(path).has(anchor))
          broken.push(`${doc}:${line} ${target}: no such heading`);
      }
    }
    expect(broken).toEqual([]);
  });

  it("reads anchors as GitHub makes them", () => {
    expect(slugOf("Cold start (measured 2026-11-25)")).toBe("cold-start-measured-2026-11-25");
    expect(slugOf("MCP → family invoke (issue 28)")).toBe("mcp--family-invoke-issue-28");
    expect(slugOf("The OAuth front door: `AUTH=oauth npm start`")).toBe(
      "the-oauth-front-door-authoauth-npm-start",
    );
    expect(slugOf("Schema mode and agents: an object `request_body`")).toBe(
      "schema-mode-and-agents-an-object-request_body",
    );
  });
});
