// The deployed mcp function's tool set (lib/mcp/protocol/endpoint.ts), from the JSON `npm run generate`
// writes (scripts/mcp-listing.ts) instead of the catalog rows: the start holds this code, not the rows.
// The index (names, families, read-only flags, presets: what a subset selects on) loads on the first
// request; the listed tools (schemas, descriptions, first examples) on the first tools/list, as a
// chunk of their own; the rows (lib/catalog/index.ts) on the first call or SDK request, which needs
// them (a call's answer finds a list's record tool among all the rows). test/mcp/generated-listing.test.ts
// holds every list answered from here to the list answered from the rows, byte for byte.
import type { Tool } from "@modelcontextprotocol/server";
import type { Family, Toolkit } from "../../catalog/types";
import type { SubsetMember } from "../../tool-lists/subset-core";
import type { ToolSet } from "../protocol/endpoint";
import { withMeta } from "./meta";

/** A tool as the index has it: what a subset selects on, and its client name. */
export interface IndexEntry extends SubsetMember {
  client: string;
}

export interface GeneratedIndex {
  /** The presets, their tools by canonical name. */
  presets: { name: string; tools: string[] }[];
  /** Every catalog tool, in catalog order: canonical name, client name, family, read-only (1) or not (0). */
  tools: [string, string, Family, 0 | 1][];
}

/** Per canonical name: the tool as tools/list lists it, without `_meta`, and its first example. */
export type GeneratedList = Record<string, { tool: Tool; examples?: unknown[] }>;

let listed: Promise<GeneratedList> | undefined;

function loadList(): Promise<GeneratedList> {
  listed ??= import("../../../generated/mcp-tools/list.generated").then(
    ({ MCP_LIST_JSON }) => JSON.parse(MCP_LIST_JSON) as GeneratedList,
  );
  return listed;
}

/** The tool set of the deployed families, from the generated index and list. */
export async function generatedToolSet(families: ReadonlySet<Family>): Promise<ToolSet<IndexEntry>> {
  const { MCP_INDEX_JSON } = await import("../../../generated/mcp-tools/index.generated");
  const index = JSON.parse(MCP_INDEX_JSON) as GeneratedIndex;
  const canonical = new Map<string, string>();
  const entries = index.tools.map(([name, client, family, readOnly]): IndexEntry => {
    canonical.set(name, name);
    canonical.set(client, name);
    const toolkit = name.slice(0, name.indexOf(".")) as Toolkit;
    return { name, client, family, toolkit, flags: { readOnly: readOnly === 1 } };
  });
  return {
    lookup: { presets: index.presets, canonicalName: (name) => canonical.get(name) },
    entries: entries.filter((entry) => families.has(entry.family)),
    async list(offered, mode, budget) {
      // Discovery's three tools and their schemas load with the first list that shows them, not at start.
      const discovery = async () => {
        const { discoveryTools } = await import("../discovery/listed");
        return discoveryTools(offered).map((tool) => withMeta(tool, budget.chars));
      };
      if (mode === "discover") return discovery();
      if (mode === "code") {
        const { codeTools } = await import("../../code-mode/listed");
        return codeTools(offered).map((tool) => withMeta(tool, budget.chars));
      }
      const list = await loadList();
      const listed = mode === "core" ? (await import("./core")).coreOf(offered) : offered;
      const catalogTools = listed.map((entry) => {
        const item = list[entry.name];
        if (!item)
          throw new Error(
            `${entry.name} is not in generated/mcp-tools/list.generated.ts: run npm run generate`,
          );
        return withMeta(item.tool, budget.chars, item.examples);
      });
      return mode === "core" ? [...(await discovery()), ...catalogTools] : catalogTools;
    },
    async rows(offered) {
      const { findTool } = await import("../../catalog/index");
      return offered.map((entry) => {
        const row = findTool(entry.name);
        if (!row) throw new Error(`${entry.name} is in the generated index but not in the catalog`);
        return row;
      });
    },
  };
}
