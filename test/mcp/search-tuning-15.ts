import type { SearchCase } from "./search-queries";
// Tuning set 15: 100 plain requests written from docs/tools.md by someone who had not seen the search code or the other sets.
export const TUNING_15_CASES: readonly SearchCase[] = [
  // Invoices and bills
  {
    query: "raise invoice for Acme $412.50",
    expected: ["LedgerApi.CreateInvoices", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query: "enter bill from Reece Plumbing",
    expected: ["LedgerApi.CreateInvoices", "LedgerApi.UpdateOrCreateInvoices"],
  },
  { query: "unpaid sales invoices", expected: ["LedgerApi.RetrieveInvoices"] },
  { query: "find invoice INV-0042", expected: ["LedgerApi.RetrieveInvoices"] },
  {
    query: "void invoice INV-0117",
    expected: ["LedgerApi.UpdateInvoice", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query: "approve a draft supplier bill",
    expected: ["LedgerApi.UpdateInvoice", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query: "delete duplicate draft bill",
    expected: ["LedgerApi.UpdateInvoice", "LedgerApi.UpdateOrCreateInvoices"],
  },
  { query: "email invoice to the customer", expected: ["LedgerApi.EmailInvoice"] },
  { query: "invoice PDF for Coastal Cafe", expected: ["LedgerApi.RetrieveInvoicePdf"] },
  { query: "who edited invoice INV-0088", expected: ["LedgerApi.RetrieveInvoiceHistory"] },
  { query: "note on invoice: customer promised to pay Friday", expected: ["LedgerApi.CreateInvoiceHistory"] },
  // Payments
  {
    query: "record customer payment against an invoice",
    expected: ["LedgerApi.CreatePayment", "LedgerApi.CreatePayments"],
  },
  {
    query: "pay Reece bill $1,280 from cheque account",
    expected: ["LedgerApi.CreatePayment", "LedgerApi.CreatePayments"],
  },
  { query: "customer payments received since 1 March", expected: ["LedgerApi.FetchInvoicePayments"] },
  { query: "undo a payment entered by mistake", expected: ["LedgerApi.DeletePayment"] },
  { query: "pay five supplier bills as one batch", expected: ["LedgerApi.CreateBatchPayment"] },
  // Credit notes
  {
    query: "credit note for Acme returned goods",
    expected: ["LedgerApi.CreateCreditNotes", "LedgerApi.UpdateOrCreateCreditNotes"],
  },
  { query: "apply credit CN-0003 to INV-0042", expected: ["LedgerApi.CreateCreditNoteAllocation"] },
  { query: "credit notes with credit still left", expected: ["LedgerApi.GetCreditNotes"] },
  {
    query: "void credit note CN-0009",
    expected: ["LedgerApi.UpdateCreditNote", "LedgerApi.UpdateOrCreateCreditNotes"],
  },
  // Quotes
  {
    query: "quote Bayside Builders for deck repair",
    expected: ["LedgerApi.CreateQuotes", "LedgerApi.UpdateOrCreateQuotes"],
  },
  {
    query: "mark quote accepted by the client",
    expected: ["LedgerApi.UpdateQuote", "LedgerApi.UpdateOrCreateQuotes"],
  },
  { query: "quotes still waiting on an answer", expected: ["LedgerApi.RetrieveSalesQuotes"] },
  // Purchase orders
  {
    query: "new purchase order to Fletcher Supplies",
    expected: ["LedgerApi.CreatePurchaseOrders", "LedgerApi.UpdateOrCreatePurchaseOrders"],
  },
  { query: "look up PO-0031", expected: ["LedgerApi.RetrievePurchaseOrderByNumber"] },
  { query: "purchase orders not billed yet", expected: ["LedgerApi.RetrievePurchaseOrders"] },
  // Contacts
  { query: "do we have a contact for Acme", expected: ["LedgerApi.FetchAllLedgerContacts"] },
  {
    query: "add new customer Harbour Dental",
    expected: ["LedgerApi.CreateContacts", "LedgerApi.UpdateOrCreateContacts"],
  },
  {
    query: "change a supplier's email address",
    expected: ["LedgerApi.UpdateContact", "LedgerApi.UpdateOrCreateContacts"],
  },
  {
    query: "archive an old supplier",
    expected: ["LedgerApi.UpdateContact", "LedgerApi.UpdateOrCreateContacts"],
  },
  {
    query: "contact number CUST-0042",
    expected: ["LedgerApi.GetLedgerContactByNumber", "LedgerApi.FetchAllLedgerContacts"],
  },
  { query: "put Acme in the Wholesale group", expected: ["LedgerApi.CreateContactGroupContacts"] },
  { query: "note on Acme contact: prefers phone calls", expected: ["LedgerApi.AddContactHistoryRecord"] },
  // Bank transactions and transfers
  {
    query: "record $64.90 fuel paid from cheque account",
    expected: ["LedgerApi.CreateBankTransactions", "LedgerApi.UpdateOrCreateBankTransactions"],
  },
  { query: "bank transactions not reconciled yet", expected: ["LedgerApi.RetrieveBankTransactions"] },
  { query: "move $5,000 from cheque to savings", expected: ["LedgerApi.CreateBankTransfer"] },
  {
    query: "attach receipt photo to a spend money",
    expected: ["LedgerApi.UploadBankTransactionAttachment", "LedgerApi.ReplaceBankTransactionAttachment"],
  },
  // Reports
  { query: "profit for March 2026", expected: ["LedgerApi.GetProfitAndLossReport"] },
  { query: "balance sheet at 30 June", expected: ["LedgerApi.GetBalanceSheetReport"] },
  { query: "trial balance at month end", expected: ["LedgerApi.GetTrialBalanceReport"] },
  { query: "aged debtors Coastal Cafe", expected: ["LedgerApi.GetAgedReceivablesReportByContact"] },
  { query: "aged creditors Reece Plumbing", expected: ["LedgerApi.GetAgedPayablesReportByContact"] },
  { query: "cash in and out per bank account last quarter", expected: ["LedgerApi.GetBankSummaryReport"] },
  // Accounts, items and tax
  { query: "show the chart of accounts", expected: ["LedgerApi.RetrieveFullChartOfAccounts"] },
  { query: "add expense account 429 Subscriptions", expected: ["LedgerApi.CreateAccount"] },
  {
    query: "new product WIDGET-02 selling at $19.95",
    expected: ["LedgerApi.CreateItems", "LedgerApi.UpdateOrCreateItems"],
  },
  {
    query: "change the selling price of an item",
    expected: ["LedgerApi.UpdateItem", "LedgerApi.UpdateOrCreateItems"],
  },
  { query: "what tax rates are set up", expected: ["LedgerApi.RetrieveTaxRates"] },
  // Repeating invoices and journals
  {
    query: "invoice Acme rent monthly, automatically",
    expected: ["LedgerApi.CreateRepeatingInvoices", "LedgerApi.UpdateOrCreateRepeatingInvoices"],
  },
  {
    query: "stop the repeating invoice for Coastal",
    expected: ["LedgerApi.UpdateRepeatingInvoice", "LedgerApi.UpdateOrCreateRepeatingInvoices"],
  },
  {
    query: "accrual journal $2,400 wages",
    expected: ["LedgerApi.CreateManualJournals", "LedgerApi.UpdateOrCreateManualJournals"],
  },
  {
    query: "reverse a posted manual journal",
    expected: ["LedgerApi.UpdateManualJournal", "LedgerApi.UpdateOrCreateManualJournals"],
  },
  // Less common ledger jobs
  { query: "which Xero organisations am I connected to", expected: ["LedgerApi.GetConnectedTenants"] },
  { query: "our financial year end and base currency", expected: ["LedgerApi.GetLedgerOrganisationDetails"] },
  { query: "add a Department tracking category", expected: ["LedgerApi.CreateTrackingCategory"] },
  { query: "add option North to Region tracking", expected: ["LedgerApi.CreateTrackingOptions"] },
  { query: "enable Australian dollars in Xero", expected: ["LedgerApi.CreateCurrency"] },
  { query: "who has a login to our Xero", expected: ["LedgerApi.RetrieveLedgerUsers"] },
  {
    query: "budgeted amounts per account for 2026",
    expected: ["LedgerApi.RetrieveBudgetDetails", "LedgerApi.GetBudgetSummaryReport"],
  },
  { query: "expense claims waiting to be paid back", expected: ["LedgerApi.RetrieveExpenseClaims"] },
  { query: "staff receipt $38.50 parking for Sam", expected: ["LedgerApi.CreateReceipt"] },
  { query: "approve a staff expense claim", expected: ["LedgerApi.UpdateExpenseClaim"] },
  { query: "customer prepayments still unallocated", expected: ["LedgerApi.RetrievePrepayments"] },
  { query: "use Acme's overpayment against INV-0093", expected: ["LedgerApi.CreateOverpaymentAllocations"] },
  { query: "rebillable costs not yet invoiced", expected: ["LedgerApi.RetrieveLinkedTransactions"] },
  { query: "on-charge a Fletcher bill line to Acme", expected: ["LedgerApi.CreateLinkedTransaction"] },
  { query: "CIS deduction rate for subcontractor Dave", expected: ["LedgerApi.GetContactCisSettings"] },
  { query: "published reports in Xero", expected: ["LedgerApi.RetrieveUniqueReportsList"] },
  { query: "conversion balances as at April 2025", expected: ["LedgerApi.SetupConversionDetails"] },
  { query: "delete item OLD-SKU-7 for good", expected: ["LedgerApi.DeleteInventoryItem"] },
  {
    query: "download contract.pdf attached to INV-0042",
    expected: ["LedgerApi.GetInvoiceAttachment", "LedgerApi.RetrieveInvoiceAttachmentById"],
  },
  { query: "what files are on PO-0031", expected: ["LedgerApi.RetrievePurchaseOrderAttachments"] },
  {
    query: "set up a Stripe pay button for invoices",
    expected: ["LedgerApi.CreatePaymentService", "LedgerApi.CreateBrandingThemePaymentServices"],
  },
  {
    query: "can we use multicurrency on our plan",
    expected: ["LedgerApi.RetrieveLedgerOrganisationActions"],
  },
  { query: "unapply credit note from invoice INV-0071", expected: ["LedgerApi.DeleteCreditNoteAllocation"] },
  // To-dos
  { query: "add task call accountant on Friday", expected: ["TasksApi.CreateTaskTasks"] },
  { query: "new to-do renew passport, high priority", expected: ["TasksApi.CreateTaskTasks"] },
  { query: "task with a checklist for stocktake", expected: ["TasksApi.CreateTaskTasks"] },
  { query: "tick off the send BAS task", expected: ["TasksApi.MarkTaskComplete"] },
  { query: "mark dentist reminder done", expected: ["TasksApi.MarkTaskComplete"] },
  { query: "what did I finish last week", expected: ["TasksApi.ListCompletedTasks"] },
  {
    query: "completed tasks in the Work list",
    expected: ["TasksApi.ListCompletedTasks", "TasksApi.FilterTasks"],
  },
  { query: "high priority tasks still open", expected: ["TasksApi.FilterTasks"] },
  { query: "tasks tagged admin", expected: ["TasksApi.FilterTasks"] },
  { query: "tasks starting next week", expected: ["TasksApi.FilterTasks"] },
  { query: "show all my lists", expected: ["TasksApi.GetUserProjects"] },
  { query: "what's in my inbox", expected: ["TasksApi.RetrieveProjectWithTasks", "TasksApi.FilterTasks"] },
  {
    query: "open tasks in Groceries list",
    expected: ["TasksApi.RetrieveProjectWithTasks", "TasksApi.FilterTasks"],
  },
  { query: "new list for the office move", expected: ["TasksApi.CreateProjectInTasks"] },
  { query: "push task due date to Monday", expected: ["TasksApi.UpdateTaskProperties"] },
  { query: "rename task to Draft Q3 plan", expected: ["TasksApi.UpdateTaskProperties"] },
  { query: "add checklist items to packing task", expected: ["TasksApi.UpdateTaskProperties"] },
  { query: "add 30-minute reminder to dentist task", expected: ["TasksApi.UpdateTaskProperties"] },
  { query: "remove cancelled task from Work", expected: ["TasksApi.DeleteSpecificTask"] },
  { query: "one task with its checklist and reminders", expected: ["TasksApi.RetrieveTaskDetails"] },
  // Less common to-do jobs
  { query: "move inbox tasks into Personal", expected: ["TasksApi.MoveTasksBetweenProjects"] },
  { query: "delete the Groceries list and everything in it", expected: ["TasksApi.DeleteTasksProject"] },
  { query: "switch Work list to kanban view", expected: ["TasksApi.UpdateProjectProperties"] },
  {
    query: "colour and view of the Work list",
    expected: ["TasksApi.GetTasksProjectById", "TasksApi.GetUserProjects"],
  },
  { query: "kanban columns of the Renovation board", expected: ["TasksApi.RetrieveProjectWithTasks"] },
];
