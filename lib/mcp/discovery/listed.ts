// The three discovery tools as tools/list lists them (`/mcp?mode=discover`), apart from what runs
// them (tools.ts): the list needs only how many tools are offered, so it loads no catalog rows.
import type { Tool } from "@modelcontextprotocol/server";
import type { Toolkit } from "../../catalog/types";
import { CALL_READ_TOOL, CALL_WRITE_TOOL, SEARCH_TOOLS } from "./names";
import { CALL_OUTPUT_SCHEMA, SEARCH_OUTPUT_SCHEMA } from "./output-schemas";

export { CALL_READ_TOOL, CALL_WRITE_TOOL, SEARCH_TOOLS } from "./names";

export const TOOLKITS: readonly Toolkit[] = ["TasksApi", "LedgerApi"];
export const DEFAULT_LIMIT = 5;
export const MAX_LIMIT = 20;

const callInputSchema = (kind: string): Tool["inputSchema"] => ({
  type: "object",
  properties: {
    name: {
      type: "string",
      maxLength: 100,
      description: `The ${kind} tool's name as search_tools returned it, e.g. LedgerApi_RetrieveInvoices.`,
    },
    arguments: {
      type: "object",
      description:
        "The tool's parameters, following the inputSchema search_tools returned. {} when it has none.",
    },
  },
  required: ["name"],
  additionalProperties: false,
});

/**
 * The three tools; the search description counts what this request offers. Each outputSchema comes
 * after its other members, as a catalog tool's does (withOutputSchema).
 */
export function discoveryTools(offered: { readonly length: number }): Tool[] {
  return [
    {
      name: SEARCH_TOOLS,
      description:
        `Find the tools for a job among this server's ${offered.length} tools (TasksApi: TickTick tasks and ` +
        'projects; LedgerApi: Xero accounting) by describing it in plain words, e.g. "unpaid bills", ' +
        '"profit and loss last quarter", "add a to-do". Returns the best matches in `tools`, each with its ' +
        "name, description, inputSchema, annotations and score (higher is better; `weak: true` when it " +
        "only shares a word with the query). Run a match with call_read_tool when its annotations say " +
        "readOnlyHint, otherwise with call_write_tool. When no tool does the job, `tools` is empty and " +
        "`hint` says so.",
      inputSchema: {
        type: "object",
        properties: {
          query: { type: "string", maxLength: 500, description: "What you want to do, in plain words." },
          limit: {
            type: "integer",
            minimum: 1,
            maximum: MAX_LIMIT,
            description: `How many matches to return (default ${DEFAULT_LIMIT}).`,
          },
          toolkit: { type: "string", enum: [...TOOLKITS], description: "Only tools of this toolkit." },
        },
        required: ["query"],
        additionalProperties: false,
      },
      annotations: { title: "Search tools", readOnlyHint: true, openWorldHint: false },
      outputSchema: SEARCH_OUTPUT_SCHEMA,
    },
    {
      name: CALL_READ_TOOL,
      description:
        "Run a tool that only reads (readOnlyHint: true), found with search_tools, with its arguments. " +
        "Answers exactly as the tool itself would. Tools that change data are refused: use call_write_tool.",
      inputSchema: callInputSchema("read-only"),
      annotations: {
        title: "Run a read-only tool",
        readOnlyHint: true,
        destructiveHint: false,
        openWorldHint: true,
      },
      outputSchema: CALL_OUTPUT_SCHEMA,
    },
    {
      name: CALL_WRITE_TOOL,
      description:
        "Run a tool that creates, changes or deletes data, found with search_tools, with its arguments. " +
        "Answers exactly as the tool itself would. Check with the person before calling it. Read-only " +
        "tools are refused: use call_read_tool.",
      inputSchema: callInputSchema("writing"),
      annotations: {
        title: "Run a tool that changes data",
        readOnlyHint: false,
        destructiveHint: true,
        idempotentHint: false,
        openWorldHint: true,
      },
      outputSchema: CALL_OUTPUT_SCHEMA,
    },
  ];
}
