// Plain-language queries a person would type, each with the tool that should come back in the top
// five (any one of `expected`, where two tools answer it equally well). Written as a person would
// put it, not in Xero's or TickTick's words; used by test/mcp/search-tools.test.ts and by
// `npm run bench:search`, which prints the top-1 and top-5 rates.
export interface SearchCase {
  query: string;
  expected: readonly string[];
}

/**
 * Requests to write the books (issue 24): each must find its write among the top three, not five
 * (test/mcp/search-confidence.test.ts). Written so far: the invoices.
 */
export const WRITE_CASES: readonly SearchCase[] = [
  { query: "invoice Acme for 3 hours of consulting", expected: ["LedgerApi.CreateInvoices"] },
  { query: "create an invoice", expected: ["LedgerApi.CreateInvoices"] },
  { query: "raise a sales invoice", expected: ["LedgerApi.CreateInvoices"] },
  { query: "enter a supplier bill", expected: ["LedgerApi.CreateInvoices"] },
  { query: "new invoice for a customer", expected: ["LedgerApi.CreateInvoices"] },
  { query: "bill Acme for the repairs", expected: ["LedgerApi.CreateInvoices"] },
  { query: "approve a draft invoice", expected: ["LedgerApi.UpdateInvoice"] },
  { query: "void an invoice", expected: ["LedgerApi.UpdateInvoice"] },
  { query: "change the due date of an invoice", expected: ["LedgerApi.UpdateInvoice"] },
];

export const SEARCH_CASES: readonly SearchCase[] = [
  // TickTick
  { query: "add a to-do", expected: ["TasksApi.CreateTaskTasks"] },
  { query: "create a new task for tomorrow", expected: ["TasksApi.CreateTaskTasks"] },
  { query: "mark task as done", expected: ["TasksApi.MarkTaskComplete"] },
  { query: "tick off a todo", expected: ["TasksApi.MarkTaskComplete"] },
  { query: "show my lists", expected: ["TasksApi.GetUserProjects"] },
  { query: "all my projects", expected: ["TasksApi.GetUserProjects"] },
  { query: "what tasks are in a project", expected: ["TasksApi.RetrieveProjectWithTasks"] },
  { query: "rename a project", expected: ["TasksApi.UpdateProjectProperties"] },
  { query: "delete a task", expected: ["TasksApi.DeleteSpecificTask"] },
  { query: "change the due date of a task", expected: ["TasksApi.UpdateTaskProperties"] },
  { query: "new project", expected: ["TasksApi.CreateProjectInTasks"] },
  { query: "details of one task", expected: ["TasksApi.RetrieveTaskDetails"] },
  // Xero: where every session starts
  { query: "which organisations can I use", expected: ["LedgerApi.GetConnectedTenants"] },
  { query: "find my tenant id", expected: ["LedgerApi.GetConnectedTenants"] },
  ...WRITE_CASES,
  // Xero: selling
  { query: "unpaid invoices", expected: ["LedgerApi.RetrieveInvoices"] },
  { query: "list my bills", expected: ["LedgerApi.RetrieveInvoices"] },
  {
    query: "accounts payable",
    expected: ["LedgerApi.RetrieveInvoices", "LedgerApi.GetAgedPayablesReportByContact"],
  },
  { query: "who owes us money", expected: ["LedgerApi.GetAgedReceivablesReportByContact"] },
  { query: "invoice pdf", expected: ["LedgerApi.RetrieveInvoicePdf"] },
  {
    query: "link for a customer to view an invoice online",
    expected: ["LedgerApi.RetrieveOnlineInvoiceUrl"],
  },
  { query: "credit notes", expected: ["LedgerApi.GetCreditNotes"] },
  { query: "sales quotes", expected: ["LedgerApi.RetrieveSalesQuotes"] },
  { query: "estimates sent to customers", expected: ["LedgerApi.RetrieveSalesQuotes"] },
  { query: "recurring invoices", expected: ["LedgerApi.GetRepeatingInvoices"] },
  { query: "payments received", expected: ["LedgerApi.FetchInvoicePayments"] },
  { query: "invoice reminder settings", expected: ["LedgerApi.GetInvoiceReminderSettings"] },
  // Xero: buying and banking
  { query: "purchase orders", expected: ["LedgerApi.RetrievePurchaseOrders"] },
  { query: "find PO by number", expected: ["LedgerApi.RetrievePurchaseOrderByNumber"] },
  { query: "expense claims", expected: ["LedgerApi.RetrieveExpenseClaims"] },
  { query: "money spent from the bank account", expected: ["LedgerApi.RetrieveBankTransactions"] },
  { query: "bank transfers between accounts", expected: ["LedgerApi.RetrieveBankTransfers"] },
  { query: "batch payments", expected: ["LedgerApi.RetrieveBatchPayments"] },
  { query: "prepayments", expected: ["LedgerApi.RetrievePrepayments"] },
  { query: "overpayments refunds", expected: ["LedgerApi.RetrieveOverpayments"] },
  // Xero: contacts
  { query: "customer list", expected: ["LedgerApi.FetchAllLedgerContacts"] },
  {
    query: "look up a supplier",
    expected: ["LedgerApi.FetchAllLedgerContacts", "LedgerApi.RetrieveLedgerContact"],
  },
  { query: "contact groups", expected: ["LedgerApi.RetrieveContactGroups"] },
  { query: "remove a contact from a group", expected: ["LedgerApi.RemoveContactFromGroup"] },
  // Xero: reports and books
  { query: "profit and loss last quarter", expected: ["LedgerApi.GetProfitAndLossReport"] },
  { query: "income statement", expected: ["LedgerApi.GetProfitAndLossReport"] },
  { query: "balance sheet", expected: ["LedgerApi.GetBalanceSheetReport"] },
  { query: "trial balance", expected: ["LedgerApi.GetTrialBalanceReport"] },
  { query: "chart of accounts", expected: ["LedgerApi.RetrieveFullChartOfAccounts"] },
  {
    query: "journal entries",
    expected: ["LedgerApi.GetFinancialJournals", "LedgerApi.RetrieveManualJournals"],
  },
  { query: "manual journals", expected: ["LedgerApi.RetrieveManualJournals"] },
  { query: "budget", expected: ["LedgerApi.RetrieveBudgets"] },
  { query: "1099 report", expected: ["LedgerApi.Retrieve1099Reports"] },
  { query: "executive summary", expected: ["LedgerApi.RetrieveExecutiveSummaryReport"] },
  { query: "bank summary", expected: ["LedgerApi.GetBankSummaryReport"] },
  // Xero: settings, files, history
  { query: "VAT rates", expected: ["LedgerApi.RetrieveTaxRates"] },
  { query: "company details", expected: ["LedgerApi.GetLedgerOrganisationDetails"] },
  { query: "currencies", expected: ["LedgerApi.GetLedgerCurrencies"] },
  { query: "tracking categories", expected: ["LedgerApi.GetTrackingCategories"] },
  { query: "who are the users of the organisation", expected: ["LedgerApi.RetrieveLedgerUsers"] },
  { query: "products and services we sell", expected: ["LedgerApi.GetItems"] },
  { query: "invoice templates and logos", expected: ["LedgerApi.GetBrandingThemes"] },
  { query: "files attached to an invoice", expected: ["LedgerApi.RetrieveInvoiceAttachments"] },
  { query: "add a note to an invoice", expected: ["LedgerApi.CreateInvoiceHistory"] },
  { query: "history of changes to a contact", expected: ["LedgerApi.GetContactHistory"] },
  { query: "delete an account", expected: ["LedgerApi.DeleteAccount"] },
  { query: "opening balances conversion", expected: ["LedgerApi.SetupConversionDetails"] },
];
