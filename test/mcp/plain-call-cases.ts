// The tools/call cases both protocol generations' plain-path tests hold to the SDK's answers
// (plain-request.test.ts, plain-request-modern.test.ts), and the family answers they run on: each
// file wraps the params in its own generation's request.
import { allTools } from "../../lib/catalog/index";
import type { ToolInvoker } from "../../lib/mcp/calling/invoker";
import type { OfferOptions } from "../../lib/mcp/listing/offer";
import { ToolError } from "../../lib/runtime/errors";
import { parseSubset, selectTools } from "../../lib/tool-lists/subset";

export const INVOICE = "00000000-0000-4000-8000-0000000000aa";
export const TENANT = "00000000-0000-4000-8000-000000a00001";
const readOnly = selectTools(allTools, parseSubset("readOnly=true"));

/** What the family function answers, by tool: a result, a file, or a typed error. */
export const familyAnswers: ToolInvoker = async (row, directCall) => {
  if (row.name === "TasksApi.GetUserProjects") return [{ id: "p1", name: "Inbox" }];
  if (row.name === "LedgerApi.RetrieveInvoicePdf")
    return { contentType: "application/pdf", size: 4, encoding: "base64", data: "JVBERg==" };
  if (row.name === "LedgerApi.CreateInvoiceHistory")
    return { HistoryRecords: [{ key: directCall.idempotencyKey, connection: directCall.connection }] };
  throw new ToolError("NotFound", `${row.name}: no such record.`, { details: { tool: row.name } });
};

type Offer = Partial<Omit<OfferOptions, "invoke" | "budget">>;

/** [what it is, the request id, tools/call's params (without the 2026-07-28 envelope), the offer]. */
export const PLAIN_CALL_CASES: readonly (readonly [
  string,
  string | number,
  Record<string, unknown>,
  Offer,
])[] = [
  ["a result, by client name", 1, { name: "TasksApi_GetUserProjects" }, {}],
  [
    "a result, by catalog name, empty arguments",
    "c-1",
    { name: "TasksApi.GetUserProjects", arguments: {} },
    {},
  ],
  [
    "a file",
    2,
    { name: "LedgerApi_RetrieveInvoicePdf", arguments: { invoice_id: INVOICE, tenant_identifier: TENANT } },
    {},
  ],
  [
    "a keyed write, for a connection",
    3,
    {
      name: "LedgerApi_CreateInvoiceHistory",
      arguments: { invoice_identifier: INVOICE, ledger_tenant_id: TENANT },
      _meta: { idempotencyKey: "k-1" },
    },
    { connection: "acme" },
  ],
  [
    "a typed error from the family",
    4,
    { name: "TasksApi_GetAllTasksInProject", arguments: { project_identifier: "p1" } },
    {},
  ],
  ["an unknown tool", 5, { name: "TasksApi_Nothing" }, {}],
  [
    "a tool outside the subset",
    6,
    { name: "LedgerApi_CreateInvoiceHistory", arguments: {} },
    { tools: readOnly },
  ],
  [
    "a write with a read-only token",
    7,
    { name: "LedgerApi_CreateInvoiceHistory", arguments: {} },
    { scopes: ["tools:read"] },
  ],
  [
    "discovery: search_tools",
    8,
    { name: "search_tools", arguments: { query: "unpaid invoices" } },
    { mode: "discover" },
  ],
  [
    "discovery: call_read_tool",
    9,
    { name: "call_read_tool", arguments: { name: "TasksApi_GetUserProjects", arguments: {} } },
    { mode: "discover" },
  ],
  [
    "discovery: a write through call_read_tool",
    10,
    { name: "call_read_tool", arguments: { name: "LedgerApi_CreateInvoiceHistory", arguments: {} } },
    { mode: "discover" },
  ],
];
