// The everyday tools the bare `/mcp` lists beside the discovery tools (`mode=core`, docs/mcp.md):
// what most bookkeeping and to-do jobs start with, so a client that holds 40 tools or less sees them
// by name; search_tools finds every other tool, and each is still answered when called by name.
// Hand-written, as presets are: which tools are everyday is a judgement, not a fact of the upstreams.
// Held to at most 40 tools and 60,000 characters with the discovery tools (test/mcp/core-mode.test.ts).
export const CORE_TOOLS: readonly string[] = [
  "LedgerApi.GetConnectedTenants",
  "LedgerApi.FetchAllLedgerContacts",
  "LedgerApi.RetrieveInvoices",
  "LedgerApi.GetInvoiceDetails",
  "LedgerApi.CreateInvoices",
  "LedgerApi.UpdateInvoice",
  "LedgerApi.EmailInvoice",
  "LedgerApi.CreatePayment",
  "LedgerApi.GetProfitAndLossReport",
  "TasksApi.GetUserProjects",
  "TasksApi.RetrieveProjectWithTasks",
  "TasksApi.CreateTaskTasks",
  "TasksApi.MarkTaskComplete",
  "TasksApi.FilterTasks",
];
