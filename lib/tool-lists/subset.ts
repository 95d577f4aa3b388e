// Tool subsets: which catalog rows a caller or an operator offers, by preset, family, toolkit,
// read-only flag or name. One syntax everywhere (`preset=invoicing&readOnly=true`): the query string
// of GET /tools and /mcp, and the operator's TOOL_FILTER. Subsets only intersect, so a caller's
// subset narrows the operator's and can never widen it. The syntax and the selection are
// subset-core.ts's; here they are bound to the catalog (its presets and tool names).
import { findToolByAnyName } from "../catalog/names";
import { PRESETS } from "../catalog/presets";
import { parseSubsetWith, type SubsetLookup, type ToolSubset } from "./subset-core";

export {
  inSubset,
  SUBSET_PARAMETERS,
  SubsetError,
  type SubsetLookup,
  type SubsetMember,
  selectTools,
  type ToolSubset,
} from "./subset-core";

/** The catalog's presets and names, as a subset reads them. */
export const CATALOG_LOOKUP: SubsetLookup = {
  presets: PRESETS.map((preset) => ({
    name: preset.name,
    tools: preset.tools.map((tool) => `${preset.toolkit}.${tool}`),
  })),
  canonicalName: (name) => findToolByAnyName(name)?.name,
};

/**
 * Parses `preset=...&families=...&toolkits=...&readOnly=true&tools=...` (a query string, with or without
 * `?`, or URLSearchParams). Unknown parameter names are refused: a misspelt `readonly=true` must
 * not quietly offer every writing tool.
 */
export function parseSubset(query: string | URLSearchParams | undefined): ToolSubset {
  return parseSubsetWith(CATALOG_LOOKUP, query);
}
