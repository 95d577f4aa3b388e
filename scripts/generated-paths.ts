// Where `npm run generate` writes (git-ignored): a module of its own so that the generate step can
// check its outputs without loading the generators (and the catalog) they come from.
export const TOOL_MODULES_DIR = "generated/tool-modules";
export const SEARCH_INDEX_FILE = "generated/search-index.generated.ts";
/** The mcp function's index of the listed tools (names, families, read-only flags, presets). */
export const MCP_INDEX_FILE = "generated/mcp-tools/index.generated.ts";
/** The mcp function's tools/list entries (name, description, inputSchema, annotations, first example). */
export const MCP_LIST_FILE = "generated/mcp-tools/list.generated.ts";
/** Per destructive tool, the read its confirmation shows the record with (scripts/confirmation-reads.ts). */
export const RECORD_READS_FILE = "generated/confirmation/record-reads.generated.ts";
/** Code mode's TypeScript declaration of every tool (scripts/code-declarations.ts). */
export const CODE_DECLARATIONS_FILE = "generated/code-mode/declarations.generated.ts";
