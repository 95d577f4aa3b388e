import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { renderToolReference, TOOL_REFERENCE_PATH } from "../../scripts/tool-reference";

it("docs/tools.md matches the catalog (regenerate with `npm run docs`)", () => {
  expect(readFileSync(TOOL_REFERENCE_PATH, "utf8")).toBe(renderToolReference());
});
