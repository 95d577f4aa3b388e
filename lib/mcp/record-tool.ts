// The tool that returns one record of a list tool's answer whole: the read row whose path is the
// list's path plus the record's id (`/Invoices` → `/Invoices/{InvoiceID}`). A summarised answer
// names it, with the id parameter, so the model can fetch the record it needs.
import { bindingsOf } from "../catalog/bindings";
import { allTools } from "../catalog/index";
import { clientNameOf } from "../catalog/names";
import type { ToolRow } from "../catalog/types";
import type { RecordTool } from "../results/fit";

const cache = new WeakMap<ToolRow, RecordTool | null>();

function find(list: ToolRow): RecordTool | null {
  const prefix = `${list.path}/{`;
  for (const row of allTools) {
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
  return null;
}

export function recordToolOf(list: ToolRow): RecordTool | undefined {
  let tool = cache.get(list);
  if (tool === undefined) {
    tool = find(list);
    cache.set(list, tool);
  }
  return tool ?? undefined;
}
