// The tool that returns one record of a list tool's answer whole (record-tool-find.ts says which). A
// summarised answer names it, with the id parameter, so the model can fetch the record it needs.
// Looked up in the table the generator computed over the whole catalog, so an answer loads no rows.
import { MCP_RECORD_TOOLS_JSON } from "../../../generated/tool-modules/mcp-record-tools.generated";
import type { ToolRow } from "../../catalog/types";
import type { RecordTool } from "../../results/fit";

let byList: Record<string, RecordTool> | undefined;

export function recordToolOf(list: Pick<ToolRow, "name">): RecordTool | undefined {
  byList ??= JSON.parse(MCP_RECORD_TOOLS_JSON) as Record<string, RecordTool>;
  return Object.hasOwn(byList, list.name) ? byList[list.name] : undefined;
}
