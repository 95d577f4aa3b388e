// Code mode's two tools by name, apart from their schemas (listed.ts) and what runs them (tools.ts),
// so a request can tell a code-mode call from a catalog call without loading either.
export const SEARCH_API = "search_api";
export const EXECUTE = "execute";

export const CODE_TOOL_NAMES: readonly string[] = [SEARCH_API, EXECUTE];
