// Finding a list tool's record tool among rows: the read row whose path is the list's path plus the
// record's id (`/Invoices` → `/Invoices/{InvoiceID}`). Run by the generator over the whole catalog
// (scripts/tool-modules.ts), so the mcp function looks the answer up (record-tool.ts) instead of
// loading every row to search them.
import { bindingsOf } from "../../catalog/bindings";
import { clientNameOf } from "../../catalog/name-forms";
import type { ToolRow } from "../../catalog/types";
import type { RecordTool } from "../../results/fit";

export function recordToolAmong(list: ToolRow, rows: readonly ToolRow[]): RecordTool | undefined {
  const prefix = `${list.path}/{`;
  for (const row of rows) {
    if (row.method !== "GET" || row.result === "file" || row.toolkit !== list.toolkit) continue;
    if (!row.path.startsWith(prefix) || row.path.indexOf("/", prefix.length) !== -1) continue;
    const idField = row.path.slice(prefix.length, -1);
    const param = bindingsOf(row).byUpstreamName.get(idField);
    if (param?.in !== "path") continue;
    // The tenant parameter is named differently tool by tool; the list call's value carries over.
    const tenant = bindingsOf(row).tenant;
    const listTenant = bindingsOf(list).tenant;
    const fromList = tenant && listTenant ? { [tenant.name]: listTenant.name } : {};
    return { name: clientNameOf(row), param: param.name, idField, fromList };
  }
  return undefined;
}
