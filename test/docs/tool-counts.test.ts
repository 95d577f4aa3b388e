// Every tool count README.md and docs/*.md state ("250 tools", "236 LedgerApi tools", "14 TasksApi",
// "all 250", "235 of the Xero operations", "102 writes", ...) is one the code has today: the catalog's
// whole size, a toolkit's, a family's, a preset's, the everyday set's, the bare list's, the Xero
// operations', the writes' and the keyed writes' (all, and per toolkit).
// A figure the code cannot produce is stale: the test names its file, line and figure. History
// (what a figure was) belongs in docs/changelog.md, which is the one file not read here.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { bindingsOf } from "../../lib/catalog/bindings";
import { CORE_TOOLS } from "../../lib/catalog/core-tools";
import { allTools } from "../../lib/catalog/index";
import { PRESETS } from "../../lib/catalog/presets";
import { statedDocs } from "./stated-docs";

const ROOT = join(import.meta.dirname, "..", "..");

/** Counts that are someone else's, each with its reason. */
const OUTSIDE: Record<number, string> = {
  128: "VS Code refuses a list of more than 128 tools",
  40: "Cursor wants about 40 tools; a preset is at most 40",
  0: "an empty list",
};

/** Where a count sits in prose; each pattern's first group is the figure. */
const PATTERNS: readonly RegExp[] = [
  // Toolkit-specific forms first: a figure reached by several patterns is read once, by the first.
  /\(`(?:LedgerApi|TasksApi)`, (\d[\d,]*) tools\)/g,
  /\b(\d[\d,]*) (?:(?:LedgerApi|TasksApi|Xero|TickTick|MCP|everyday|discovery|served|listed|catalog) )?tools\b/g,
  /\b(\d[\d,]*) (?:LedgerApi|TasksApi)\b/g,
  /\ball (\d[\d,]*)(?= (?:tools|operations|by name|of the)\b| \(\d)/g,
  /\b(\d[\d,]*) (?:of the )?(?:Xero )?(?:Accounting )?operations\b/g,
  // Writes, and the keyed ones ("102 writes", "99 of the 109 Xero writes").
  /\b(\d[\d,]*) (?:of the \d[\d,]* )?(?:Xero |TickTick |keyed )?writes\b/g,
  /\bof the (\d[\d,]*) (?:Xero |TickTick )?writes\b/g,
];

/** The counts the code produces today. */
function trueCounts(): Set<number> {
  const counts = new Set<number>([allTools.length, CORE_TOOLS.length]);
  const by = (key: (row: (typeof allTools)[number]) => string) => {
    const sizes = new Map<string, number>();
    for (const row of allTools) sizes.set(key(row), (sizes.get(key(row)) ?? 0) + 1);
    for (const size of sizes.values()) counts.add(size);
  };
  by((row) => row.toolkit);
  by((row) => row.family);
  for (const preset of PRESETS) counts.add(preset.tools.length);
  // The bare /mcp list: the everyday tools and the three discovery tools.
  counts.add(CORE_TOOLS.length + 3);
  // Xero's operations: the ledger rows' upstream operations, its connections endpoint aside.
  const operations = new Set(
    allTools
      .filter((row) => row.toolkit === "LedgerApi" && row.operationId !== "getConnections")
      .map((row) => row.operationId),
  );
  counts.add(operations.size);
  // Writes (rows that are not read-only), those that take an idempotency key, each also per toolkit.
  const writes = allTools.filter((row) => !row.flags.readOnly);
  const keyed = writes.filter((row) => bindingsOf(row).idempotencyKey !== undefined);
  for (const rows of [writes, keyed]) {
    counts.add(rows.length);
    for (const toolkit of ["LedgerApi", "TasksApi"])
      counts.add(rows.filter((row) => row.toolkit === toolkit).length);
  }
  return counts;
}

const toolkitSize = (toolkit: string) => allTools.filter((row) => row.toolkit === toolkit).length;

interface Figure {
  doc: string;
  line: number;
  figure: number;
  text: string;
}

function figuresIn(doc: string, text: string): Figure[] {
  const figures: Figure[] = [];
  text.split("\n").forEach((lineText, index) => {
    // One figure once, however many patterns reach it ("all 250 tools").
    const seen = new Set<number>();
    for (const pattern of PATTERNS) {
      for (const match of lineText.matchAll(pattern)) {
        const at = match.index + match[0].indexOf(match[1] ?? "");
        if (seen.has(at)) continue;
        seen.add(at);
        const figure = Number((match[1] ?? "").replaceAll(",", ""));
        figures.push({ doc, line: index + 1, figure, text: match[0] });
      }
    }
  });
  return figures;
}

function staleFigures(docs: readonly string[], counts: Set<number>): string[] {
  const stale: string[] = [];
  for (const doc of docs) {
    for (const found of figuresIn(doc, readFileSync(join(ROOT, doc), "utf8"))) {
      const toolkit = /LedgerApi|TasksApi/.exec(found.text)?.[0];
      if (found.text.includes("everyday")) {
        if (found.figure === CORE_TOOLS.length) continue;
      } else if (toolkit) {
        // A toolkit's count is that toolkit's, not any figure the code has.
        if (found.figure === toolkitSize(toolkit)) continue;
      } else if (counts.has(found.figure) || found.figure in OUTSIDE) continue;
      stale.push(`${found.doc}:${found.line} "${found.text}"`);
    }
  }
  return stale;
}

describe("the docs' tool counts", () => {
  it("are each one the catalog has today", () => {
    expect(staleFigures(statedDocs(), trueCounts())).toEqual([]);
  });

  it("finds a wrong count in every form the docs use", () => {
    const counts = trueCounts();
    const wrong = Math.max(...counts) + 1;
    const forms = [
      `${wrong} tools`,
      `${wrong} LedgerApi tools`,
      `${wrong} TasksApi`,
      `all ${wrong} tools`,
      `${wrong} writes`,
    ];
    for (const form of forms) {
      const found = figuresIn("x.md", `The server has ${form} here.`);
      expect(
        found.map((f) => f.figure),
        form,
      ).toEqual([wrong]);
      expect(counts.has(found[0]?.figure ?? -1)).toBe(false);
    }
    const ledger = figuresIn("docs/x.md", "**Xero (`LedgerApi`, 14 tools).**");
    expect(ledger.map((f) => f.text)).toContain("(`LedgerApi`, 14 tools)");
    expect(figuresIn("x.md", "every one of the 9,999 operations").map((f) => f.figure)).toEqual([9999]);
    expect(figuresIn("x.md", "(99 of the 109 Xero writes)").map((f) => f.figure)).toEqual([99, 109]);
  });
});
