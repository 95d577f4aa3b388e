// Where a confirmation token travels, named once for the mcp function and the family functions
// (a file of constants: importing it loads nothing else).

/** MCP: the `_meta` of tools/call (and of discovery's call_write_tool). */
export const MCP_CONFIRMATION_META = "io.agent-tools/confirmation";
/**
 * MCP: a member of the repeated call's arguments the server takes out before the tool sees them,
 * for clients whose model cannot set `_meta` (most chat clients). Declared in the MCP input schema of
 * every tool that can ask (lib/mcp/listing/render-tools.ts), never a parameter the tool sees: the arguments
 * the token was signed over are the same.
 */
export const MCP_CONFIRMATION_ARGUMENT = "_confirmation";
/** HTTP: a header, so no tool's parameters change. */
export const CONFIRMATION_HEADER = "Confirmation-Token";
