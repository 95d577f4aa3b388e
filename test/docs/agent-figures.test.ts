// The agent-facing figures the docs state (the bare /mcp's tools and characters, the whole list's,
// discovery's, the instructions' length), held to what the code lists today: a change that grows a
// list or the instructions fails here until the docs say the new figure. The lists are computed in
// agent-lists.ts, which figures.test.ts shares.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CORE_TOOLS } from "../../lib/catalog/core-tools";
import { agentLists, instructionsLength, presetRange } from "./agent-lists";

const doc = (path: string) => readFileSync(path, "utf8").replace(/\s+/g, " ");
const lists = agentLists();

describe("the docs' agent figures", () => {
  it("state the bare /mcp's list as the code lists it", async () => {
    const { bare } = await lists;
    expect(bare.count).toBe(CORE_TOOLS.length + 3);
    expect(doc("README.md")).toContain(
      `the bare \`/mcp\` lists ${bare.count} tools in ${bare.chars} characters`,
    );
    expect(doc("docs/README.md")).toContain(`lists ${bare.count} tools in ${bare.chars} characters`);
    expect(doc("docs/README.md")).toContain(`and ${CORE_TOOLS.length} everyday ones`);
    expect(doc("docs/mcp.md")).toContain(`${bare.count} tools, ${bare.chars} characters`);
    expect(doc("docs/mcp.md")).toContain(`| ${bare.count} | ${bare.chars} | ${bare.outputs} |`);
    expect(doc("docs/clients.md")).toContain(`| ${bare.count} | ${bare.bytes} (`);
    expect(doc("docs/clients.md")).toContain(`${CORE_TOOLS.length} everyday tools`);
  });

  it("state the whole list and discovery's as the code lists them", async () => {
    const { all, discover } = await lists;
    expect(doc("docs/mcp.md")).toContain(`| ${all.count} | ${all.chars} | ${all.outputs} |`);
    expect(doc("docs/README.md")).toContain(`(${all.chars} characters)`);
    expect(doc("docs/clients.md")).toContain(`| ${all.count} | ${all.bytes} (`);
    expect(doc("docs/mcp.md")).toContain(`| ${discover.count} | ${discover.chars} | ${discover.outputs} |`);
    expect(doc("docs/clients.md")).toContain(`| ${discover.count} | ${discover.bytes} (`);
  });

  it("state each list's gzipped bytes, and the presets' range", async () => {
    const { bare, all, discover } = await lists;
    for (const list of [bare, all, discover]) {
      expect(doc("docs/clients.md")).toContain(`| ${list.count} | ${list.bytes} (${list.gzip}) |`);
      expect(doc("docs/mcp.md")).toContain(
        `| ${list.count} | ${list.chars} | ${list.outputs} | ${list.gzip} |`,
      );
    }
    const presets = await presetRange();
    expect(doc("docs/clients.md")).toContain(
      `| ${presets.tools[0]}-${presets.tools[1]} | ${presets.bytes[0]}-${presets.bytes[1]} |`,
    );
  });

  it("state code mode's list as the code lists it", async () => {
    const { code } = await lists;
    expect(code.count).toBe(2);
    expect(doc("docs/code-mode.md")).toContain(`The list of the two tools is ${code.chars} characters`);
  });

  it("state the instructions' length", () => {
    expect(doc("docs/README.md")).toContain(`instructions (${instructionsLength} characters)`);
    expect(doc("docs/mcp.md")).toContain(`at most 1,500 characters (${instructionsLength};`);
  });
});
