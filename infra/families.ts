// Which families a synth deploys, and what each family needs to know about its toolkit.
import type { Family, Toolkit } from "../lib/catalog/index";

export const ALL_FAMILIES: readonly Family[] = [
  "tasks",
  "ledger-read",
  "ledger-write",
  "ledger-delete",
  "ledger-reports",
  "ledger-files",
];

/** The context `families`: an array (cdk.json) or a comma-separated string (`-c families=tasks,ledger-read`). */
export function parseFamilies(value: unknown): Family[] {
  if (value === undefined || value === null || value === "") return [...ALL_FAMILIES];
  const names = Array.isArray(value) ? value.map(String) : String(value).split(",");
  const chosen = names.map((name) => name.trim()).filter((name) => name !== "");
  const unknown = chosen.filter((name) => !(ALL_FAMILIES as readonly string[]).includes(name));
  if (unknown.length > 0) {
    throw new Error(
      `Unknown families in context "families": ${unknown.join(", ")}. Known: ${ALL_FAMILIES.join(", ")}.`,
    );
  }
  if (chosen.length === 0) throw new Error('Context "families" names no family.');
  // Catalog order, whatever order the operator wrote: stable construct ids and templates.
  return ALL_FAMILIES.filter((family) => chosen.includes(family));
}

export interface ToolkitFacts {
  toolkit: Toolkit;
  /** Prefix of the toolkit's environment variables (`TASKS_TOKEN_SECRET_ID`, ...). */
  envPrefix: "TASKS" | "LEDGER";
  /** Folder of the toolkit's secrets under the secret prefix (`agent-tools/ledger/...`). */
  secretFolder: "tasks" | "ledger";
  /** Xero refreshes tokens and writes the new set back; TickTick has no refresh grant. */
  writesTokens: boolean;
}

export function toolkitOf(family: Family): ToolkitFacts {
  return family === "tasks"
    ? { toolkit: "TasksApi", envPrefix: "TASKS", secretFolder: "tasks", writesTokens: false }
    : { toolkit: "LedgerApi", envPrefix: "LEDGER", secretFolder: "ledger", writesTokens: true };
}
