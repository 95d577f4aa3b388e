// Presets: named job-shaped subsets, each small enough for Cursor (40), together the whole catalog,
// selectable with ?preset= and combinable with the other subset parameters.
import { describe, expect, it } from "vitest";
import { allTools, findTool } from "../../lib/catalog/index";
import { PRESETS } from "../../lib/catalog/presets";
import { parseSubset, SubsetError, selectTools } from "../../lib/tool-lists/subset";

describe("presets", () => {
  it.each(PRESETS.map((preset) => [preset.name, preset] as const))(
    "%s names at most 40 existing tools of its toolkit, once each",
    (_name, preset) => {
      expect(preset.tools.length).toBeLessThanOrEqual(40);
      expect(new Set(preset.tools).size).toBe(preset.tools.length);
      for (const tool of preset.tools) expect(findTool(`${preset.toolkit}.${tool}`)).toBeDefined();
      expect(selectTools(allTools, parseSubset(`preset=${preset.name}`))).toHaveLength(preset.tools.length);
    },
  );

  it("together cover all 250 tools", () => {
    const covered = new Set(
      PRESETS.flatMap((preset) => preset.tools.map((tool) => `${preset.toolkit}.${tool}`)),
    );
    expect(allTools.filter((row) => !covered.has(row.name)).map((row) => row.name)).toEqual([]);
    expect(covered.size).toBe(250);
  });

  it("combine with each other (union) and with the other parameters (intersection)", () => {
    const both = selectTools(allTools, parseSubset("preset=tasks,contacts"));
    expect(both).toHaveLength(14 + 26);
    const readInvoicing = selectTools(allTools, parseSubset("preset=invoicing&readOnly=true"));
    expect(readInvoicing.length).toBeGreaterThan(0);
    expect(readInvoicing.every((row) => row.flags.readOnly)).toBe(true);
    expect(readInvoicing.length).toBeLessThan(37);
  });

  it("refuses an unknown preset, naming the known ones", () => {
    expect(() => parseSubset("preset=payroll")).toThrow(SubsetError);
    expect(() => parseSubset("preset=payroll")).toThrow(/Unknown preset: payroll\. Known: tasks, invoicing/);
  });
});
