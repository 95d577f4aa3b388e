// The catalog: every tool as a row. Lookups are by exact tool name.
import { ledgerTools } from "./ledger/index";
import { tasksTools } from "./tasks";
import { tasksExtendedTools } from "./tasks-extended";
import type { Family, ToolRow } from "./types";

export type { Family, ParamSpec, Toolkit, ToolRow } from "./types";

export const allTools: readonly ToolRow[] = [...tasksTools, ...tasksExtendedTools, ...ledgerTools];

const byName = new Map(allTools.map((row) => [row.name, row]));

export function findTool(name: string): ToolRow | undefined {
  return byName.get(name);
}

export function toolsOfFamily(family: Family): readonly ToolRow[] {
  return allTools.filter((row) => row.family === family);
}
