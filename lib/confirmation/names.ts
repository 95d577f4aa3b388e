// Where a confirmation token travels, named once for the mcp function and the family functions
// (a file of constants: importing it loads nothing else).

/** MCP: the `_meta` of tools/call (and of discovery's call_write_tool). */
export const MCP_CONFIRMATION_META = "io.agent-tools/confirmation";
/** HTTP: a header, so no tool's parameters change. */
export const CONFIRMATION_HEADER = "Confirmation-Token";
