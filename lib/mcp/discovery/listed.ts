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

/** A call of each kind as its description shows it: tools that exist, arguments that validate. */
export const CALL_EXAMPLES = {
  [CALL_READ_TOOL]: { name: "TasksApi_GetUserProjects", arguments: {} },
  [CALL_WRITE_TOOL]: { name: "TasksApi_CreateProjectInTasks", arguments: { project_name: "Groceries" } },
} as const;

const callInputSchema = (kind: string, via: keyof typeof CALL_EXAMPLES): Tool["inputSchema"] => ({
  type: "object",
  properties: {
    name: {
      type: "string",
      maxLength: 100,
      description: `The ${kind} tool's name as search_tools returned it, e.g. ${CALL_EXAMPLES[via].name}.`,
    },
    arguments: {
      type: "object",
      description:
        "The tool's parameters, following its inputSchema (search_tools gives it with its first match, " +
        "and with any tool searched by its exact name). {} when it has none.",
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
        '"profit and loss last quarter", "add a to-do". Returns the best matches in `tools`, best first, ' +
        "each with its name, one line on what it does, annotations and score (`weak: true` when it only " +
        "shares words with the request); the first also has its inputSchema. For any tool's inputSchema " +
        'and whole description, search its exact name (e.g. "LedgerApi_CreatePayment"): it comes first. ' +
        "Run a match with call_read_tool when its annotations say readOnlyHint, otherwise with " +
        "call_write_tool. When no tool does the job, `tools` is empty and `hint` says so.",
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
        "Answers exactly as the tool itself would. Tools that change data are refused: use call_write_tool. " +
        `E.g. ${JSON.stringify(CALL_EXAMPLES[CALL_READ_TOOL])}.`,
      inputSchema: callInputSchema("read-only", CALL_READ_TOOL),
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
        `tools are refused: use call_read_tool. E.g. ${JSON.stringify(CALL_EXAMPLES[CALL_WRITE_TOOL])}.`,
      inputSchema: callInputSchema("writing", CALL_WRITE_TOOL),
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
