// Tool subsets without the catalog: the query syntax, its errors and the selection, over whatever
// knows the presets and the tool names (a `SubsetLookup`). subset.ts binds it to the catalog rows;
// the mcp function binds it to the generated index of the listed tools (lib/mcp/listing/from-generated.ts),
// so its cold start holds this code and not the rows.

import { FAMILIES, TOOLKITS } from "../catalog/toolkits";
import type { Family, Toolkit } from "../catalog/types";
import { isReadOnlyDeployment } from "../policy/read-only";
import { ToolError } from "../runtime/errors";

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

/** What a subset selects on: a catalog row, or an entry of the generated index. */
export interface SubsetMember {
  name: string;
  family: Family;
  toolkit: Toolkit;
  flags: { readOnly: boolean };
}

/** The presets (by name, their tools' canonical names) and the tool names a subset may name. */
export interface SubsetLookup {
  presets: readonly { name: string; tools: readonly string[] }[];
  /** The canonical name of a canonical or client name; undefined for anything else. */
  canonicalName(name: string): string | undefined;
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

/** `preset=all`: every tool, the whole catalog as a list (the bare `/mcp` lists the everyday ones). */
export const ALL_PRESET = "all";

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
 * `?`, or URLSearchParams) against `lookup`. Unknown parameter names are refused: a misspelt
 * `readonly=true` must not quietly offer every writing tool.
 */
export function parseSubsetWith(
  lookup: SubsetLookup,
  query: string | URLSearchParams | undefined,
): ToolSubset {
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
  const presets = setOf(params, "preset", [...lookup.presets.map((preset) => preset.name), ALL_PRESET]);
  if (presets && !presets.has(ALL_PRESET)) {
    subset.presetTools = new Set(
      lookup.presets.filter((preset) => presets.has(preset.name)).flatMap((preset) => preset.tools),
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
    const unknown = tools.filter((name) => !lookup.canonicalName(name));
    if (unknown.length > 0) {
      throw new SubsetError(
        `Unknown tools: ${unknown.join(", ")}. Tool names look like TasksApi.GetUserProjects or TasksApi_GetUserProjects.`,
        "tools",
      );
    }
    subset.tools = new Set(tools.map((name) => lookup.canonicalName(name) ?? name));
  }
  return subset;
}

/**
 * The operator's subset every list starts from: TOOL_FILTER, and on a read-only deployment
 * (READ_ONLY, lib/policy/read-only.ts) the read-only tools only, whatever TOOL_FILTER says.
 */
export function operatorSubsetWith(
  lookup: SubsetLookup,
  toolFilter: string | undefined,
  env: NodeJS.ProcessEnv = process.env,
): ToolSubset {
  const subset = parseSubsetWith(lookup, toolFilter);
  return isReadOnlyDeployment(env) ? { ...subset, readOnly: true } : subset;
}

export function inSubset(row: SubsetMember, subset: ToolSubset): boolean {
  return (
    (!subset.families || subset.families.has(row.family)) &&
    (!subset.toolkits || subset.toolkits.has(row.toolkit)) &&
    (!subset.readOnly || row.flags.readOnly) &&
    (!subset.tools || subset.tools.has(row.name)) &&
    (!subset.presetTools || subset.presetTools.has(row.name))
  );
}

/** The rows (or entries) in every given subset, in catalog order. */
export function selectTools<T extends SubsetMember>(rows: readonly T[], ...subsets: ToolSubset[]): T[] {
  return rows.filter((row) => subsets.every((subset) => inSubset(row, subset)));
}
