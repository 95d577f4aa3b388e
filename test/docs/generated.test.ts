// Generated files that live in the repository: each must be what its generator writes today
// (regenerate with `npm run docs`).
import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { PRESET_REFERENCE_PATH, renderPresetReference } from "../../scripts/preset-reference";
import { SEARCH_INDEX_FILE, searchIndexSource } from "../../scripts/search-index";

it("docs/presets.md matches lib/catalog/presets.ts", () => {
  expect(readFileSync(PRESET_REFERENCE_PATH, "utf8")).toBe(renderPresetReference());
});

// Built by npm run generate (git-ignored), which skips while its inputs hash the same: this holds
// that skip to the index the generator makes today.
it("the built search_tools index matches the catalog rows and the search terms", () => {
  expect(readFileSync(SEARCH_INDEX_FILE, "utf8")).toBe(searchIndexSource());
});
