// Every tool's worked examples, by catalog name. Loaded where they are shown (GET /tools, MCP
// tools/list, the docs and OpenAPI), never by a family function: its start imports only its tool
// modules (scripts/tool-modules.ts), and the mcp function imports this on its first list.
import type { ToolRow } from "../types";
import { LEDGER_EXAMPLES } from "./ledger";
import { BANKING_EXAMPLES } from "./ledger-writes/banking";
import { CONTACTS_EXAMPLES } from "./ledger-writes/contacts";
import { DOCUMENTS_EXAMPLES } from "./ledger-writes/documents";
import { PAYMENTS_EXAMPLES } from "./ledger-writes/payments";
import { UPLOADS_EXAMPLES } from "./ledger-writes/uploads";
import { TASKS_EXAMPLES } from "./tasks";
import type { Example, ToolExamples } from "./types";

export type { Example, ToolExamples } from "./types";

export const TOOL_EXAMPLES: ToolExamples = {
  ...TASKS_EXAMPLES,
  ...LEDGER_EXAMPLES,
  ...CONTACTS_EXAMPLES,
  ...PAYMENTS_EXAMPLES,
  ...DOCUMENTS_EXAMPLES,
  ...BANKING_EXAMPLES,
  ...UPLOADS_EXAMPLES,
};

/** The row's examples; none for a row without (the examples test holds every row to having some). */
export function examplesOf(row: ToolRow): readonly Example[] {
  return TOOL_EXAMPLES[row.name] ?? [];
}
