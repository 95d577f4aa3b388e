// The CDK context of confirmation before destruction (docs/operations.md), checked at synth:
// `-c confirmDestructive=on|off` (default on) and `-c unattendedDestructive=allow|refuse` (default
// refuse: a destructive call nobody confirmed stays off until an operator says so).
import type { Node } from "constructs";
import type { ConfirmationSettings } from "../lib/confirmation/settings";

function choice(node: Node, key: string, allowed: readonly string[], fallback: string): string {
  const value = String(node.tryGetContext(key) ?? fallback);
  if (!allowed.includes(value))
    throw new Error(`Context "${key}" must be ${allowed.join(" or ")} (got "${value}")`);
  return value;
}

export function readConfirmationSettings(node: Node): ConfirmationSettings {
  return {
    confirm: choice(node, "confirmDestructive", ["on", "off"], "on") === "on",
    unattended: choice(
      node,
      "unattendedDestructive",
      ["allow", "refuse"],
      "refuse",
    ) as ConfirmationSettings["unattended"],
  };
}
