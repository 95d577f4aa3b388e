// The everyday phrasings (lib/mcp/discovery/everyday-phrases.ts) cover the catalog: every tool has
// some, and none is for a tool the catalog no longer has, so a renamed tool cannot silently lose them.
import { describe, expect, it } from "vitest";
import { allTools } from "../../lib/catalog/index";
import { EVERYDAY_PHRASES } from "../../lib/mcp/discovery/everyday-phrases";

describe("everyday phrasings", () => {
  it("every tool has at least one, and every entry names a catalog tool", () => {
    const names = allTools.map((row) => row.name);
    expect(names.filter((name) => (EVERYDAY_PHRASES[name]?.length ?? 0) === 0)).toEqual([]);
    expect(Object.keys(EVERYDAY_PHRASES).filter((name) => !names.includes(name))).toEqual([]);
  });
});
