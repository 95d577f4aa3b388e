// Which families a synth deploys, and what each family needs to know about its toolkit.
import { FAMILIES, type Family, TOOLKIT_FACTS, type Toolkit, toolkitOfFamily } from "../lib/catalog/toolkits";

export const ALL_FAMILIES: readonly Family[] = FAMILIES;

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

export interface FamilyToolkit {
  toolkit: Toolkit;
  envPrefix: "TASKS" | "LEDGER";
  secretFolder: "tasks" | "ledger";
  /** A toolkit with a refresh grant (Xero) writes refreshed token sets back to its secrets. */
  writesTokens: boolean;
}

/** What a family's function needs of its toolkit (lib/catalog/toolkits.ts holds the facts). */
export function toolkitOf(family: Family): FamilyToolkit {
  const toolkit = toolkitOfFamily(family);
  const { envPrefix, secretFolder, tokenEndpoint } = TOOLKIT_FACTS[toolkit];
  return { toolkit, envPrefix, secretFolder, writesTokens: tokenEndpoint !== undefined };
}
