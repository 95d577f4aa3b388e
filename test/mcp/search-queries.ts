// Plain-language queries a person would type, each with the tool that should come back in the top
// three (any one of `expected`, where two tools answer it equally well). Written as a person would
// put it, not in Xero's or TickTick's words; with search-tuning.ts, the tuning set of the search
// vocabulary: test/mcp/search-confidence.test.ts and discovery.test.ts hold the search to them, and
// `npm run bench:search` prints the top-1 and top-3 rates.
export interface SearchCase {
  query: string;
  expected: readonly string[];
}

/**
 * Requests to write the books (issue 24) and to move or find tasks (issue 25): each must find its
 * write among the top three, not five (test/mcp/search-confidence.test.ts).
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
  { query: "email the invoice to the customer", expected: ["LedgerApi.EmailInvoice"] },
  {
    query: "record a payment on INV-0042",
    expected: ["LedgerApi.CreatePayment", "LedgerApi.CreatePayments"],
  },
  {
    query: "the customer paid the invoice in full",
    expected: ["LedgerApi.CreatePayment", "LedgerApi.CreatePayments"],
  },
  { query: "pay several bills at once from the bank account", expected: ["LedgerApi.CreateBatchPayment"] },
  { query: "delete a payment", expected: ["LedgerApi.DeletePayment"] },
  {
    query: "upload this receipt",
    expected: ["LedgerApi.UploadReceiptAttachment", "LedgerApi.ReplaceReceiptAttachment"],
  },
  { query: "attach a PDF to an invoice", expected: ["LedgerApi.UploadInvoiceAttachment"] },
  { query: "attach a signed contract to a contact", expected: ["LedgerApi.UploadContactAttachment"] },
  { query: "add a new customer", expected: ["LedgerApi.CreateContacts", "LedgerApi.UpdateOrCreateContacts"] },
  {
    query: "create a supplier contact",
    expected: ["LedgerApi.CreateContacts", "LedgerApi.UpdateOrCreateContacts"],
  },
  { query: "update a customer's email address", expected: ["LedgerApi.UpdateContact"] },
  { query: "archive a contact", expected: ["LedgerApi.UpdateContact"] },
  { query: "create a contact group", expected: ["LedgerApi.CreateContactGroup"] },
  { query: "add contacts to a group", expected: ["LedgerApi.CreateContactGroupContacts"] },
  { query: "issue a credit note to a customer", expected: ["LedgerApi.CreateCreditNotes"] },
  { query: "apply a credit note to an invoice", expected: ["LedgerApi.CreateCreditNoteAllocation"] },
  { query: "create a quote for a customer", expected: ["LedgerApi.CreateQuotes"] },
  { query: "mark a quote as accepted", expected: ["LedgerApi.UpdateQuote"] },
  { query: "raise a purchase order", expected: ["LedgerApi.CreatePurchaseOrders"] },
  { query: "approve a purchase order", expected: ["LedgerApi.UpdatePurchaseOrder"] },
  { query: "set up a monthly repeating invoice", expected: ["LedgerApi.CreateRepeatingInvoices"] },
  {
    query: "record money spent from the bank account",
    expected: ["LedgerApi.CreateBankTransactions", "LedgerApi.UpdateOrCreateBankTransactions"],
  },
  {
    query: "record a deposit received in the bank",
    expected: ["LedgerApi.CreateBankTransactions", "LedgerApi.UpdateOrCreateBankTransactions"],
  },
  { query: "transfer money between bank accounts", expected: ["LedgerApi.CreateBankTransfer"] },
  {
    query: "delete a bank transfer",
    expected: ["LedgerApi.DeleteBankTransfer", "LedgerApi.DeleteBankTransfers"],
  },
  {
    query: "post a manual journal",
    expected: ["LedgerApi.CreateManualJournals", "LedgerApi.UpdateOrCreateManualJournals"],
  },
  {
    query: "make a journal entry to accrue expenses",
    expected: ["LedgerApi.CreateManualJournals", "LedgerApi.UpdateOrCreateManualJournals"],
  },
  {
    query: "add a new product to sell",
    expected: ["LedgerApi.CreateItems", "LedgerApi.UpdateOrCreateItems"],
  },
  { query: "change the price of an item", expected: ["LedgerApi.UpdateItem"] },
  { query: "add an account to the chart of accounts", expected: ["LedgerApi.CreateAccount"] },
  { query: "add a tax rate", expected: ["LedgerApi.CreateTaxRates"] },
  { query: "create a tracking category for regions", expected: ["LedgerApi.CreateTrackingCategory"] },
  { query: "add an option to a tracking category", expected: ["LedgerApi.CreateTrackingOptions"] },
  { query: "start using a new currency", expected: ["LedgerApi.CreateCurrency"] },
  { query: "allocate an overpayment to an invoice", expected: ["LedgerApi.CreateOverpaymentAllocations"] },
  { query: "apply a prepayment to a bill", expected: ["LedgerApi.CreatePrepaymentAllocations"] },
  { query: "submit an expense claim", expected: ["LedgerApi.CreateExpenseClaims"] },
  { query: "create an expense receipt", expected: ["LedgerApi.CreateReceipt"] },
  {
    query: "link a billable expense to a customer's invoice",
    expected: ["LedgerApi.CreateLinkedTransaction"],
  },
  { query: "move this task to Work", expected: ["TasksApi.MoveTasksBetweenProjects"] },
  { query: "what did I finish last week", expected: ["TasksApi.ListCompletedTasks"] },
  { query: "tasks tagged urgent", expected: ["TasksApi.FilterTasks"] },
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
