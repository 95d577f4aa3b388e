// The other names a tool's parameters answer to (docs/ledger.md, "Other names for parameters"): the
// one place that decides them. The seed spells one identifier several ways from tool to tool, and
// an agent that learned one spelling on one tool sends it to the next; the schemas keep each row's
// own names, and a call is renamed to them before validation (lib/runtime/own-names.ts).
// - The Xero tenant: each of its four spellings takes the other three.
// - A record's id: `<record>_id` takes `<record>_identifier`, and the reverse (`invoice_id` and
//   `invoice_identifier`, `project_id` and `project_identifier`, `task_identifier` and `task_id`).
// A name that is itself a parameter of the row, or that two of the row's parameters would both
// claim, is no alias there. Names only: no row is imported, so a family's start can use it.
import type { ToolRow } from "./types";

/** The ways the seed names the `xero-tenant-id` header, each in many tools. */
export const TENANT_SPELLINGS: readonly string[] = [
  "tenant_id",
  "ledger_tenant_id",
  "tenant_identifier",
  "ledger_tenant_identifier",
];

const RECORD_ID = /^(.+)_id$/;
const RECORD_IDENTIFIER = /^(.+)_identifier$/;

/** The names a parameter called `name` also answers to, before any row's own names are ruled out. */
export function otherNamesOf(name: string): string[] {
  if (TENANT_SPELLINGS.includes(name)) return TENANT_SPELLINGS.filter((spelling) => spelling !== name);
  const id = RECORD_ID.exec(name);
  if (id) return [`${id[1]}_identifier`];
  const identifier = RECORD_IDENTIFIER.exec(name);
  return identifier ? [`${identifier[1]}_id`] : [];
}

const cache = new WeakMap<ToolRow, ReadonlyMap<string, string>>();

/** The row's aliases: alias -> the parameter it stands for. Computed once per row. */
export function aliasesOf(row: ToolRow): ReadonlyMap<string, string> {
  let aliases = cache.get(row);
  if (!aliases) {
    const own = new Set(row.params.map((param) => param.name));
    const claims = new Map<string, string[]>();
    for (const param of row.params) {
      for (const alias of otherNamesOf(param.name)) {
        if (!own.has(alias)) claims.set(alias, [...(claims.get(alias) ?? []), param.name]);
      }
    }
    aliases = new Map(
      [...claims]
        .filter(([, params]) => params.length === 1)
        .map(([alias, [param]]) => [alias, param as string]),
    );
    cache.set(row, aliases);
  }
  return aliases;
}
