// Where `npm run generate` writes (git-ignored): a module of its own so that the generate step can
// check its outputs without loading the generators (and the catalog) they come from.
export const TOOL_MODULES_DIR = "generated/tool-modules";
export const SEARCH_INDEX_FILE = "generated/search-index.generated.ts";
