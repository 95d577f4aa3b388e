// Which of discovery's two call tools runs a catalog tool: call_read_tool a read, call_write_tool
// anything that changes data (two tools, so a client's confirmation prompt still tells them apart).
// One rule for the call itself (tools.ts) and for deciding whether such a call becomes a task
// (lib/mcp/tasks-extension/start.ts).
import type { ToolRow } from "../../catalog/types";
import { ToolError } from "../../runtime/errors";
import { CALL_READ_TOOL, CALL_WRITE_TOOL } from "./listed";

export type CallTool = typeof CALL_READ_TOOL | typeof CALL_WRITE_TOOL;

/** The refusal when `via` is the wrong call tool for the row (named `name` by the caller); else undefined. */
export function wrongCallTool(via: CallTool, row: ToolRow, name: string): ToolError | undefined {
  if (via === CALL_READ_TOOL && !row.flags.readOnly) {
    return new ToolError("Forbidden", `${name} changes data: call it with ${CALL_WRITE_TOOL}.`, {
      details: { tool: name, use: CALL_WRITE_TOOL },
    });
  }
  if (via === CALL_WRITE_TOOL && row.flags.readOnly) {
    return new ToolError("Forbidden", `${name} only reads: call it with ${CALL_READ_TOOL}.`, {
      details: { tool: name, use: CALL_READ_TOOL },
    });
  }
  return undefined;
}
