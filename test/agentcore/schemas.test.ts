// The gateway's tool definitions (scripts/agentcore-schemas.ts): within what an inline schema
// takes, named within the gateway's and the agent clients' rules, and every tool of each family.
import { describe, expect, it } from "vitest";
import { gatewayToolName, TARGET_NAME_PATTERN, targetNameOf } from "../../lib/agentcore/names";
import { allTools, findTool } from "../../lib/catalog/index";
import { CLIENT_NAME_PATTERN, findToolByAnyName } from "../../lib/catalog/names";
import { FAMILIES } from "../../lib/catalog/toolkits";
import { agentCoreTarget, type GatewaySchema, toolDefinitionOf } from "../../scripts/agentcore-schemas";

const KEPT = ["description", "items", "properties", "required", "type"];
const TYPES = ["string", "number", "integer", "boolean", "object", "array"];

function keywordsOf(schema: GatewaySchema, seen = new Set<string>()): Set<string> {
  for (const keyword of Object.keys(schema)) seen.add(keyword);
  expect(TYPES).toContain(schema.type);
  if (schema.items) keywordsOf(schema.items, seen);
  for (const property of Object.values(schema.properties ?? {})) keywordsOf(property, seen);
  return seen;
}

describe.each(FAMILIES)("the %s target", (family) => {
  const { tools, report } = agentCoreTarget(family);

  it("is a valid target name and lists every tool of the family once", () => {
    expect(targetNameOf(family)).toMatch(TARGET_NAME_PATTERN);
    expect(targetNameOf(family)).not.toContain("_");
    const rows = allTools.filter((row) => row.family === family);
    expect(tools.map((tool) => findToolByAnyName(tool.name)?.name)).toEqual(rows.map((row) => row.name));
    expect(report.tools).toBe(rows.length);
  });

  it("holds only what an inline schema takes", () => {
    for (const tool of tools) {
      expect(tool.inputSchema.type).toBe("object");
      for (const keyword of keywordsOf(tool.inputSchema)) expect(KEPT).toContain(keyword);
    }
  });

  it("lists names agent clients accept, whole (`<target>___<tool>`)", () => {
    for (const tool of tools) expect(gatewayToolName(family, tool.name)).toMatch(CLIENT_NAME_PATTERN);
    expect(report.longestName.length).toBeLessThanOrEqual(64);
  });
});

describe("the reduction", () => {
  it("keeps an enum's values in its description, and the required list", () => {
    const row = allTools.find((each) =>
      each.params.some((param) => Array.isArray((param as { enum?: unknown }).enum) && param.required),
    );
    const withEnum = row ?? findTool("LedgerApi.GetBalanceSheetReport");
    if (!withEnum) throw new Error("no catalog row with an enum");
    const definition = toolDefinitionOf(withEnum);
    const text = JSON.stringify(definition.inputSchema);
    expect(text).toContain("One of: ");
    expect(text).not.toContain('"enum"');
    expect(definition.inputSchema.required ?? []).toEqual(
      withEnum.params.filter((param) => param.required).map((param) => param.name),
    );
  });
});
