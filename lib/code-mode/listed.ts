// Code mode's two tools as tools/list lists them (`/mcp?mode=code`): `search_api` finds the tools
// for a job as TypeScript declarations, `execute` runs a script that calls them. Apart from what runs
// them (tools.ts), so the list loads neither the sandbox nor the catalog rows.
import type { Tool } from "@modelcontextprotocol/server";
import { DEFAULT_LIMITS } from "./limits";
import { EXECUTE, SEARCH_API } from "./names";

export { EXECUTE, SEARCH_API } from "./names";

export const SEARCH_DEFAULT_LIMIT = 5;
export const SEARCH_MAX_LIMIT = 20;

/** The two tools; the search description counts what this request offers. */
export function codeTools(offered: { readonly length: number }): Tool[] {
  const limits = DEFAULT_LIMITS;
  return [
    {
      name: SEARCH_API,
      description:
        `Find the functions for a job among this server's ${offered.length} tools (TasksApi: TickTick ` +
        "tasks and projects; LedgerApi: Xero accounting) by describing it in plain words, e.g. " +
        '"unpaid invoices", "profit and loss", "add a task". Returns TypeScript declarations, best ' +
        "match first: the function a script calls, its parameters, a one-line doc and the shape of " +
        'its result. A tool\'s exact name (e.g. "LedgerApi.CreatePayment") returns that tool.',
      inputSchema: {
        type: "object",
        properties: {
          query: {
            type: "string",
            maxLength: 500,
            description: "What the script needs to do, in plain words.",
          },
          limit: {
            type: "integer",
            minimum: 1,
            maximum: SEARCH_MAX_LIMIT,
            description: `How many declarations to return (default ${SEARCH_DEFAULT_LIMIT}).`,
          },
        },
        required: ["query"],
        additionalProperties: false,
      },
      annotations: { title: "Search the API", readOnlyHint: true, openWorldHint: false },
    },
    {
      name: EXECUTE,
      description:
        "Run a JavaScript (or TypeScript) script against the tools, in a sandbox: `code` is the body " +
        "of an async function. Inside, `await tools.LedgerApi.RetrieveInvoices({...})` (any tool " +
        "search_api finds, by its name) returns the tool's result or throws a ToolError with `type`, " +
        "`message` and `details`; `console.log` lines come back in `logs`; what the script returns is " +
        "the answer (`result`). Ledger tools need the organisation's tenant id: " +
        "`const [org] = await tools.LedgerApi.GetConnectedTenants({})` gives `org.tenantId`, its time " +
        "zone and today's date there. Lists give their first page unless a page " +
        "is asked for. Nothing else is reachable: no require, process, fetch, timers, files or network. " +
        `Limits: ${limits.maxCalls} tool calls, ${limits.cpuMs / 1000} s of computing, ` +
        `${limits.wallMs / 1000} s in all, ${limits.memoryBytes / 1024 / 1024} MB, an answer of ` +
        `${limits.answerChars} characters. Send an idempotency_key for a script that writes: sent ` +
        "again with the same key, it writes nothing twice. A call that would lose data (a delete, a " +
        "void) stops the run before it and answers what it would change and a confirmation_token: " +
        "show the person, and send the same code with the token to run it.",
      inputSchema: {
        type: "object",
        properties: {
          code: {
            type: "string",
            maxLength: limits.codeChars,
            description:
              "The script: the body of an async function, e.g. `const projects = await " +
              "tools.TasksApi.GetUserProjects({}); return projects.length;`",
          },
          idempotency_key: {
            type: "string",
            maxLength: 100,
            description:
              "A key of your own (e.g. a UUID) for a script that writes; the same key again writes nothing twice.",
          },
          confirmation_token: {
            type: "string",
            maxLength: 1024,
            description: "The confirmationToken a stopped run answered, once the person agreed.",
          },
        },
        required: ["code"],
        additionalProperties: false,
      },
      annotations: {
        title: "Run a script against the tools",
        readOnlyHint: false,
        destructiveHint: true,
        idempotentHint: false,
        openWorldHint: true,
      },
    },
  ];
}
