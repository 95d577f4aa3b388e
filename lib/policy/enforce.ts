// The operator's policy for the caller, applied to one call (lib/call/authorize.ts loads this on a
// function's first call, only when the deployment has a policy table). The principal is the call's
// connection, which normalizeEvent took from the authoriser or the IAM-trusted event, never from
// the tool's arguments; a call without one acts for the function's default connection.

import type { ToolCall } from "../call/types";
import { bindingsOf, boundValue } from "../catalog/bindings";
import type { ToolRow } from "../catalog/types";
import { ToolError } from "../runtime/errors";
import { namesPreset, type PresetTools, refusingRule, type ToolPolicy } from "./rules";
import { countWrite, policyFor } from "./store";

/** The principal of a call without a connection: the function's default connection. */
export const DEFAULT_CONNECTION_PRINCIPAL = "(default)";

export function principalOf(call: Pick<ToolCall, "connection">): string {
  return call.connection ?? DEFAULT_CONNECTION_PRINCIPAL;
}

function forbidden(message: string, details: Record<string, unknown>): ToolError {
  return new ToolError("Forbidden", message, { details: { ...details, rule: "policy" } });
}

/**
 * Decision: an unreadable policy refuses the call, read or write (fail closed). A deny rule may
 * be about reads (e.g. `family=ledger-reports`), so a read let through would be the very call the
 * operator forbade; the last policy read (up to 5 minutes old) still serves, so a brief DynamoDB
 * fault refuses only containers that never read the policy.
 */
function unreadable(cause: unknown): ToolError {
  return new ToolError(
    "InternalError",
    "The tool policy for this caller could not be read, so the call was refused (policies fail closed). Try again shortly.",
    { retryable: true, cause },
  );
}

async function presetLookup(policy: ToolPolicy): Promise<PresetTools> {
  if (!namesPreset(policy)) return () => undefined;
  const { PRESETS } = await import("../catalog/presets");
  return (name) => {
    const preset = PRESETS.find((each) => each.name === name);
    return preset && new Set(preset.tools.map((tool) => `${preset.toolkit}.${tool}`));
  };
}

export async function enforceToolPolicy(
  table: string,
  call: Pick<ToolCall, "tool" | "input" | "connection">,
  row: ToolRow,
): Promise<void> {
  const principal = principalOf(call);
  let policy: ToolPolicy | undefined;
  try {
    policy = await policyFor(table, principal);
  } catch (error) {
    throw unreadable(error);
  }
  if (!policy) return;
  const rule = refusingRule(policy, row, await presetLookup(policy));
  if (rule) {
    throw forbidden(`${call.tool} is denied by policy for ${principal}: ${rule}.`, {
      tool: call.tool,
      principal,
    });
  }
  const tenantParam = bindingsOf(row).tenant;
  if (policy.tenants && tenantParam) {
    const tenant = boundValue(tenantParam, call.input);
    if (tenant === undefined || !policy.tenants.includes(tenant)) {
      throw forbidden(
        `tenant ${tenant ?? "(none named)"} is not in your allowlist (policy for ${principal}); allowed: ${policy.tenants.join(", ") || "none"}.`,
        { tool: call.tool, principal, tenant },
      );
    }
  }
  if (!row.flags.readOnly && policy.dailyWrites !== undefined) {
    let counted: boolean;
    try {
      counted = await countWrite(table, principal, policy.dailyWrites);
    } catch (error) {
      throw unreadable(error); // a write that cannot be counted is not run
    }
    if (!counted) {
      throw forbidden(
        `daily write budget of ${policy.dailyWrites} reached for ${principal}; resets at 00:00 UTC.`,
        { tool: call.tool, principal, dailyWrites: policy.dailyWrites },
      );
    }
  }
}
