// The discovery tools' names, apart from their schemas (listed.ts) and what runs them (tools.ts), so
// the handler can tell a discovery call from a catalog call without loading either.
export const SEARCH_TOOLS = "search_tools";
export const CALL_READ_TOOL = "call_read_tool";
export const CALL_WRITE_TOOL = "call_write_tool";

export const DISCOVERY_TOOL_NAMES: readonly string[] = [SEARCH_TOOLS, CALL_READ_TOOL, CALL_WRITE_TOOL];
