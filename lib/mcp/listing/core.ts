// What core mode (the bare /mcp) lists by name: the everyday tools among the offered ones. Apart from
// meta.ts, which every request loads, so a start holds no tool list (test/infra/cold-path.test.ts).
import { CORE_TOOLS } from "../../catalog/core-tools";

/** The everyday tools among the offered ones, in catalog order. */
export function coreOf<T extends { name: string }>(offered: readonly T[]): T[] {
  return offered.filter((tool) => CORE_TOOLS.includes(tool.name));
}
