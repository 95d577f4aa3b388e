// Tool subsets: which catalog rows a caller or an operator offers, by preset, family, toolkit,
// read-only flag or name. One syntax everywhere (`preset=invoicing&readOnly=true`): the query string
// of GET /tools and /mcp, and the operator's TOOL_FILTER. Subsets only intersect, so a caller's
// subset narrows the operator's and can never widen it.
import { ToolError } from "../runtime/errors";
import { findToolByAnyName } from "./names";
import { PRESETS } from "./presets";
import { FAMILIES, TOOLKITS } from "./toolkits";
import type { Family, Toolkit, ToolRow } from "./types";

export interface ToolSubset {
  families?: ReadonlySet<Family>;
  toolkits?: ReadonlySet<Toolkit>;
  /** true: read-only tools only. false (or absent) adds no restriction. */
  readOnly?: boolean;
  /** Canonical names. */
  tools?: ReadonlySet<string>;
  /** The canonical names of the named presets' tools (a union: `preset=a,b` offers both jobs). */
  presetTools?: ReadonlySet<string>;
}

/** A subset that names something unknown: the message says what to change. */
export class SubsetError extends Error {
  constructor(
    message: string,
    readonly parameter: string,
  ) {
    super(message);
    this.name = "SubsetError";
  }

  /** As the caller sees it: a ValidationError naming the query parameter. */
  toToolError(): ToolError {
    return new ToolError("ValidationError", this.message, {
      details: { problems: [{ parameter: this.parameter, message: this.message }] },
    });
  }
}

export const SUBSET_PARAMETERS = ["preset", "families", "toolkits", "readOnly", "tools"] as const;

const PRESET_NAMES = PRESETS.map((preset) => preset.name);

/** Every value of a parameter: repeated parameters and comma-separated lists both work. */
function listOf(params: URLSearchParams, name: string): string[] | undefined {
  if (!params.has(name)) return undefined;
  const values = params
    .getAll(name)
    .flatMap((value) => value.split(","))
    .map((value) => value.trim())
    .filter((value) => value !== "");
  if (values.length === 0)
    throw new SubsetError(`"${name}" is empty: name at least one, or leave it out.`, name);
  return values;
}

function setOf<T extends string>(
  params: URLSearchParams,
  name: string,
  known: readonly T[],
): Set<T> | undefined {
  const values = listOf(params, name);
  if (!values) return undefined;
  const unknown = values.filter((value) => !(known as readonly string[]).includes(value));
  if (unknown.length > 0) {
    throw new SubsetError(`Unknown ${name}: ${unknown.join(", ")}. Known: ${known.join(", ")}.`, name);
  }
  return new Set(values as T[]);
}

/**
 * Parses `preset=...&families=...&toolkits=...&readOnly=true&tools=...` (a query string, with or without
 * `?`, or URLSearchParams). Unknown parameter names are refused: a misspelt `readonly=true` must
 * not quietly offer every writing tool.
 */
export function parseSubset(query: string | URLSearchParams | undefined): ToolSubset {
  const params = query instanceof URLSearchParams ? query : new URLSearchParams(query ?? "");
  for (const name of new Set(params.keys())) {
    if (!(SUBSET_PARAMETERS as readonly string[]).includes(name)) {
      throw new SubsetError(
        `Unknown parameter "${name}". Tool subsets take ${SUBSET_PARAMETERS.join(", ")}.`,
        name,
      );
    }
  }
  const subset: ToolSubset = {};
  const presets = setOf(params, "preset", PRESET_NAMES);
  if (presets) {
    subset.presetTools = new Set(
      PRESETS.filter((preset) => presets.has(preset.name)).flatMap((preset) =>
        preset.tools.map((tool) => `${preset.toolkit}.${tool}`),
      ),
    );
  }
  const families = setOf(params, "families", FAMILIES);
  if (families) subset.families = families;
  const toolkits = setOf(params, "toolkits", TOOLKITS);
  if (toolkits) subset.toolkits = toolkits;
  const readOnly = listOf(params, "readOnly");
  if (readOnly) {
    if (readOnly.length !== 1 || !["true", "false"].includes(readOnly[0] ?? "")) {
      throw new SubsetError('"readOnly" is true or false.', "readOnly");
    }
    subset.readOnly = readOnly[0] === "true";
  }
  const tools = listOf(params, "tools");
  if (tools) {
    const unknown = tools.filter((name) => !findToolByAnyName(name));
    if (unknown.length > 0) {
      throw new SubsetError(
        `Unknown tools: ${unknown.join(", ")}. Tool names look like TasksApi.GetUserProjects or TasksApi_GetUserProjects.`,
        "tools",
      );
    }
    subset.tools = new Set(tools.map((name) => findToolByAnyName(name)?.name ?? name));
  }
  return subset;
}

export function inSubset(row: ToolRow, subset: ToolSubset): boolean {
  return (
    (!subset.families || subset.families.has(row.family)) &&
    (!subset.toolkits || subset.toolkits.has(row.toolkit)) &&
    (!subset.readOnly || row.flags.readOnly) &&
    (!subset.tools || subset.tools.has(row.name)) &&
    (!subset.presetTools || subset.presetTools.has(row.name))
  );
}

/** The rows in every given subset, in catalog order. */
export function selectTools(rows: readonly ToolRow[], ...subsets: ToolSubset[]): ToolRow[] {
  return rows.filter((row) => subsets.every((subset) => inSubset(row, subset)));
}
