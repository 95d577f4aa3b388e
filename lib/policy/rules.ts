// A principal's tool policy, as an operator writes it and as the call path reads it: rules
// `kind=name` (toolkit, family, preset or tool), an optional tenant allowlist and a daily write
// budget. Pure: no catalog import, so the family function's first call loads only this; a preset
// rule's tools are looked up (lazily, by the caller) only when a policy names one.
import { canonicalNameOf } from "../catalog/name-forms";

export const RULE_KINDS = ["toolkit", "family", "preset", "tool"] as const;
export type RuleKind = (typeof RULE_KINDS)[number];

export interface ToolPolicy {
  /** When present, only tools matching one of these rules may run. */
  allow?: string[];
  /** Tools matching any of these never run; deny wins over allow. */
  deny?: string[];
  /** Xero tenant ids the principal's calls may act on (tools that take a tenant); absent: any. */
  tenants?: string[];
  /** Write calls per UTC day; absent: no budget. */
  dailyWrites?: number;
}

/** What a rule is matched against: a catalog row's identity. */
export interface PolicyTool {
  name: string;
  family: string;
  toolkit: string;
}

export interface ParsedRule {
  kind: RuleKind;
  name: string;
}

/** `family=ledger-delete` -> {kind, name}; a malformed rule throws (the script refuses to store it). */
export function parseRule(rule: string): ParsedRule {
  const at = rule.indexOf("=");
  const kind = rule.slice(0, at);
  const name = rule.slice(at + 1).trim();
  if (at < 0 || !(RULE_KINDS as readonly string[]).includes(kind) || name === "") {
    throw new Error(`A rule is ${RULE_KINDS.map((k) => `${k}=<name>`).join(", ")} (got "${rule}").`);
  }
  return { kind: kind as RuleKind, name };
}

/** The canonical names of a preset's tools; undefined for an unknown preset. */
export type PresetTools = (preset: string) => ReadonlySet<string> | undefined;

export function ruleMatches(rule: string, tool: PolicyTool, presetTools: PresetTools): boolean {
  let parsed: ParsedRule;
  try {
    parsed = parseRule(rule);
  } catch {
    return false; // a rule the script would refuse; stored by hand it matches nothing (allow: then nothing runs)
  }
  switch (parsed.kind) {
    case "toolkit":
      return tool.toolkit === parsed.name;
    case "family":
      return tool.family === parsed.name;
    case "tool":
      // Either name form: LedgerApi.DeleteInvoice or LedgerApi_DeleteInvoice.
      return tool.name === canonicalNameOf(parsed.name);
    case "preset":
      return presetTools(parsed.name)?.has(tool.name) ?? false;
  }
}

/** Whether any rule names a preset: only then does the call path load the presets. */
export function namesPreset(policy: ToolPolicy): boolean {
  return [...(policy.allow ?? []), ...(policy.deny ?? [])].some((rule) => rule.startsWith("preset="));
}

/** A policy as stored (JSON), checked field by field: anything else is treated as unreadable. */
export function policyFromJson(text: string): ToolPolicy {
  const value = JSON.parse(text) as Record<string, unknown>;
  const strings = (field: string) => {
    const list = value[field];
    if (list === undefined) return undefined;
    if (!Array.isArray(list) || !list.every((each) => typeof each === "string"))
      throw new Error(`policy field "${field}" must be a list of strings`);
    return list as string[];
  };
  const policy: ToolPolicy = {};
  const allow = strings("allow");
  const deny = strings("deny");
  const tenants = strings("tenants");
  if (allow) policy.allow = allow;
  if (deny) policy.deny = deny;
  if (tenants) policy.tenants = tenants;
  if (value.dailyWrites !== undefined) {
    if (!Number.isInteger(value.dailyWrites) || (value.dailyWrites as number) < 0)
      throw new Error('policy field "dailyWrites" must be a whole number');
    policy.dailyWrites = value.dailyWrites as number;
  }
  return policy;
}

/** The rule of a policy that refuses `tool`, in words, or undefined when the tool may run. */
export function refusingRule(
  policy: ToolPolicy,
  tool: PolicyTool,
  presetTools: PresetTools,
): string | undefined {
  const deny = policy.deny?.find((rule) => ruleMatches(rule, tool, presetTools));
  if (deny) return deny.replace("=", " ");
  if (policy.allow && !policy.allow.some((rule) => ruleMatches(rule, tool, presetTools))) {
    return `not allowed (allowed: ${policy.allow.map((rule) => rule.replace("=", " ")).join(", ") || "nothing"})`;
  }
  return undefined;
}

/** The UTC day of `now`, `2026-11-25`: the budget's counter key. */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}
