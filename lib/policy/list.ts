// Per-person lists: the MCP tools a request offers, less those the caller's policy denies (its allow
// and deny rules; tenants and the budget are decided per call). Loaded by the mcp function's first
// request only when the deployment has a policy table. A denied tool is not listed (tools/list,
// discovery's search_tools) and a call of it is answered with the rule that denies it, as the family
// function would; the family still enforces every rule whatever reaches it.
// Decision: a policy that cannot be read leaves the list as the deployment offers it (a list is no
// permission: the call path fails closed on the same fault).

import { connectionOfHttpCaller } from "../call/http-call";
import { ToolError } from "../runtime/errors";
import type { SubsetLookup, SubsetMember } from "../tool-lists/subset-core";
import { type PresetTools, refusingRule } from "./rules";
import { policyFor } from "./store";

/** The principal of a call without a connection: the function's default connection (as enforce.ts). */
const DEFAULT_CONNECTION_PRINCIPAL = "(default)";

export async function offeredTo<E extends SubsetMember>(
  table: string,
  event: unknown,
  offered: E[],
  lookup: SubsetLookup,
): Promise<{ offered: E[]; refused: Map<string, ToolError> }> {
  const refused = new Map<string, ToolError>();
  const principal = connectionOfHttpCaller(event as Record<string, unknown>) ?? DEFAULT_CONNECTION_PRINCIPAL;
  let policy: Awaited<ReturnType<typeof policyFor>>;
  try {
    policy = await policyFor(table, principal);
  } catch {
    return { offered, refused };
  }
  if (!policy || (!policy.allow && !policy.deny)) return { offered, refused };
  const presets: PresetTools = (name) => {
    const preset = lookup.presets.find((each) => each.name === name);
    return preset && new Set(preset.tools);
  };
  const kept = offered.filter((entry) => {
    const rule = refusingRule(policy, entry, presets);
    if (rule) {
      refused.set(
        entry.name,
        new ToolError("Forbidden", `${entry.name} is denied by policy for ${principal}: ${rule}.`, {
          details: { tool: entry.name, principal, rule: "policy" },
        }),
      );
    }
    return !rule;
  });
  return { offered: kept, refused };
}
