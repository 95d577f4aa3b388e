// What the consent page says a client will be allowed, in words a person reads: reading only, or
// reading and changing (the scopes tools:read / tools:write); whether the deployment is read-only;
// and the operator's policy for this person (what is not allowed, which organisations, how many
// changes a day). HTML of the page's own tags (h2, p), every value escaped; consent.ts puts it on the page.
import { escapeHtml } from "../oauth/pages";
import { SCOPES } from "../oauth/scopes";
import { parseRule, type ToolPolicy } from "./rules";

const TOOLKIT_WORDS: Record<string, string> = { TasksApi: "TickTick", LedgerApi: "Xero" };
const FAMILY_WORDS: Record<string, string> = {
  tasks: "TickTick tasks and projects",
  "ledger-read": "reading Xero records",
  "ledger-write": "creating and changing Xero records",
  "ledger-delete": "deleting Xero records",
  "ledger-reports": "Xero reports",
  "ledger-files": "Xero files and attachments",
};

/** `family=ledger-delete` -> "deleting Xero records"; the rule itself when it has no words. */
export function ruleInWords(rule: string): string {
  try {
    const { kind, name } = parseRule(rule);
    if (kind === "toolkit") return `anything in ${TOOLKIT_WORDS[name] ?? name}`;
    if (kind === "family") return FAMILY_WORDS[name] ?? `the ${name} tools`;
    if (kind === "preset") return `the "${name}" set of tools`;
    return `the tool ${name}`;
  } catch {
    return rule;
  }
}

export interface LimitsView {
  scopes: readonly string[];
  readOnlyDeployment: boolean;
  /** The operator's policy for this person; undefined: none. */
  policy?: ToolPolicy;
  /** The policy could not be read: said so, and that it applies anyway. */
  policyUnreadable?: boolean;
}

const line = (text: string) => `<p>${escapeHtml(text)}</p>`;

export function limitsHtml(view: LimitsView): string {
  const writes = view.scopes.includes(SCOPES.write) && !view.readOnlyDeployment;
  const lines: string[] = [
    writes
      ? "It may read your data and change it: create, update and delete records in your connected accounts."
      : "It may read your data only: it cannot create, change or delete anything.",
  ];
  if (view.readOnlyDeployment) {
    lines.push(
      "This service is set up read-only: no tool that changes data is offered or run, whatever a client asks for.",
    );
  }
  const policy = view.policy;
  const limits: string[] = [];
  if (policy?.deny?.length) limits.push(`Not allowed: ${policy.deny.map(ruleInWords).join("; ")}.`);
  if (policy?.allow) limits.push(`Allowed only: ${policy.allow.map(ruleInWords).join("; ") || "nothing"}.`);
  if (policy?.tenants) {
    limits.push(`Xero organisations: only ${policy.tenants.join(", ") || "none"} (by tenant id).`);
  }
  if (policy?.dailyWrites !== undefined && writes) {
    limits.push(`At most ${policy.dailyWrites} changes a day, counted from 00:00 UTC.`);
  }
  const operator = view.policyUnreadable
    ? `<p class="muted">${escapeHtml("Your administrator's limits for you could not be read just now; they apply to every call all the same.")}</p>`
    : limits.length > 0
      ? `<p>${escapeHtml("Your administrator limits what your clients may do:")}</p>${limits.map(line).join("")}`
      : "";
  return `<h2>What it will be allowed</h2>${lines.map(line).join("")}${operator}`;
}
