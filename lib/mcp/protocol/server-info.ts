// Who the server is and what it tells every agent once (a file of constants, so the plain path can
// answer `initialize` and `server/discover` without the SDK).

export const SERVER_INFO = { name: "agent-tools", version: "0.1.0" };

/** Tools only, a fixed list per URL and caller: no list-changed notices (stateless, nothing to send them on). */
export const SERVER_CAPABILITIES = { tools: { listChanged: false } };

/**
 * What `initialize` and `server/discover` tell the agent, in every handshake, so at most 1,500
 * characters (test/mcp/instructions.test.ts): how this endpoint's URLs differ (modes and presets by
 * name: the test holds the names to lib/catalog/presets.ts), where a Xero job starts (the tenant and
 * the organisation's own today, which GetConnectedTenants gives), what structuredContent holds, and
 * how a destructive tool confirms (lib/confirmation) in each generation: a 2026-07-28 client that
 * declares form elicitation is asked in the call (lib/mcp/calling/input-required.ts); any other gets the
 * token to repeat.
 */
export const SERVER_INSTRUCTIONS = [
  "TickTick (TasksApi_*) and Xero (LedgerApi_*) tools. This endpoint's URLs:",
  "- /mcp: everyday tools, and search_tools to find the others by plain words (run those with call_read_tool/call_write_tool)",
  "- ?mode=discover: the discovery tools only",
  "- ?mode=code: search_api, and execute: one script, many tools",
  "- ?preset=all: every tool",
  "- ?preset=<job>, at most 40 tools:",
  "  tasks: TickTick projects, tasks",
  "  invoicing: sales invoices, credit notes, quotes, receipts",
  "  payables: bills, purchase orders, paying them",
  "  expenses: receipts, claims",
  "  banking: bank transactions, transfers",
  "  contacts: customers, suppliers",
  "  reports: reports, journals, budgets",
  "  settings: accounts, tax, currencies, tracking",
  "  inventory: items",
  "  attachments: files, PDFs",
  "  uploads: attach files",
  "  history: notes on records",
  "Xero: call LedgerApi_GetConnectedTenants first; pass a tenantId as every LedgerApi tool's tenant parameter. " +
    "Each organisation has its own time zone: take today from its localDate there, not your clock.",
  "structuredContent matches the outputSchema; a list cut to size ends with _partial naming the next call.",
  "A destructive tool (destructiveHint) changes nothing until the person agrees. On 2026-07-28 with form " +
    "elicitation the call returns input-required and the client asks; otherwise (and on 2025) it first answers " +
    "{confirmationRequired, confirmationToken}: show the person; once they agree repeat the same call with " +
    '"_confirmation": "<confirmationToken>" (or the token in _meta "io.agent-tools/confirmation").',
].join("\n");
