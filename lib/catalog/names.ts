// The two names of a tool. The canonical name (`LedgerApi.RetrieveInvoices`) is the catalog's, the
// HTTP routes', the docs' and the events'. Agent clients refuse dots in tool names (Claude and
// OpenAI check `^[a-zA-Z0-9_-]{1,64}$`), so every surface that feeds a model lists the client name
// (`LedgerApi_RetrieveInvoices`): the canonical name with its one dot made an underscore. Both
// forms resolve to the same row wherever a caller may name a tool.
import { allTools } from "./index";
import { clientNameOf } from "./name-forms";
import type { ToolRow } from "./types";

/** What Claude, ChatGPT and the OpenAI API accept as a tool name. */
export const CLIENT_NAME_PATTERN = /^[a-zA-Z0-9_-]{1,64}$/;

/** Cursor allows 60 characters for server name + tool name; 56 leaves room for a short server name. */
export const CLIENT_NAME_MAX_LENGTH = 56;

export { canonicalNameOf, clientNameOf } from "./name-forms";

const byEitherName = new Map<string, ToolRow>();
for (const row of allTools) {
  byEitherName.set(row.name, row);
  byEitherName.set(clientNameOf(row), row);
}

/** The row of a canonical or client name; undefined for anything else. */
export function findToolByAnyName(name: string): ToolRow | undefined {
  return byEitherName.get(name);
}
