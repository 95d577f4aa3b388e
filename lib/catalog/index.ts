// The catalog: every tool as a row. Lookups are by exact tool name.
import { CONFIRMATION_RULES } from "./confirmation-rules";
import { ledgerTools } from "./ledger/index";
import { tasksTools } from "./tasks";
import { tasksFilterAndMoveTools } from "./tasks-filters-and-moves";
import type { Family, ToolRow } from "./types";

export type { Family, ParamSpec, Toolkit, ToolRow } from "./types";

/** Each row with what its calls ask a person about (confirmation-rules.ts), where it can lose something. */
function withConfirmRule(row: ToolRow): ToolRow {
  const confirm = Object.hasOwn(CONFIRMATION_RULES, row.name) ? CONFIRMATION_RULES[row.name] : undefined;
  return confirm ? { ...row, confirm } : row;
}

export const allTools: readonly ToolRow[] = [...tasksTools, ...tasksFilterAndMoveTools, ...ledgerTools].map(
  withConfirmRule,
);

const byName = new Map(allTools.map((row) => [row.name, row]));

export function findTool(name: string): ToolRow | undefined {
  return byName.get(name);
}

export function toolsOfFamily(family: Family): readonly ToolRow[] {
  return allTools.filter((row) => row.family === family);
}
