import type { SearchCase } from "./search-queries";
// Tuning set 24: 100 questions an owner asks written from docs/tools.md by someone who had not seen the search code or the other sets.
export const TUNING_24_CASES: readonly SearchCase[] = [
  // Sales invoices and bills
  {
    query: "Which of our customer invoices are overdue right now?",
    expected: ["LedgerApi.RetrieveInvoices"],
  },
  {
    query: "What line items did we charge on invoice INV-0417?",
    expected: ["LedgerApi.RetrieveInvoices", "LedgerApi.GetInvoiceDetails"],
  },
  {
    query: "Who approved invoice INV-0388, and has anyone edited it since?",
    expected: ["LedgerApi.RetrieveInvoiceHistory"],
  },
  {
    query: "What's the link Bluegum Events can click to pay invoice INV-0502 online?",
    expected: ["LedgerApi.RetrieveOnlineInvoiceUrl"],
  },
  {
    query: "Is Xero chasing late payers automatically for us, or are the reminder emails off?",
    expected: ["LedgerApi.GetInvoiceReminderSettings"],
  },
  {
    query: "Have we got any bills from Coastal Timber falling due next week?",
    expected: ["LedgerApi.RetrieveInvoices"],
  },
  {
    query: "Can I get invoice INV-0290 as a PDF so I can forward it to the client?",
    expected: ["LedgerApi.RetrieveInvoicePdf"],
  },
  {
    query: "What files are attached to the Northwind invoice INV-0333?",
    expected: ["LedgerApi.RetrieveInvoiceAttachments"],
  },
  {
    query: "Can you approve the draft invoice we made for Pinecrest Dental?",
    expected: ["LedgerApi.UpdateInvoice", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query: "Could you send invoice INV-0455 to Sunrise Bakery by email?",
    expected: ["LedgerApi.EmailInvoice"],
  },
  {
    query: "Can you put a note on the Riverside Motel invoice that they promised to pay on Friday?",
    expected: ["LedgerApi.CreateInvoiceHistory"],
  },

  // Payments and batch payments
  {
    query: "Which customer payments came in between 1 and 15 March?",
    expected: ["LedgerApi.FetchInvoicePayments"],
  },
  {
    query: "Can you mark the Acme invoice INV-0520 paid? They transferred the $3,200 yesterday.",
    expected: ["LedgerApi.CreatePayment", "LedgerApi.CreatePayments"],
  },
  {
    query: "What happened to the payment on INV-0198, who took it off and when?",
    expected: ["LedgerApi.RetrievePaymentHistory"],
  },
  {
    query: "Can you undo the payment we wrongly recorded against INV-0244?",
    expected: ["LedgerApi.DeletePayment"],
  },
  {
    query: "Which supplier bills were in last Friday's batch payment?",
    expected: ["LedgerApi.RetrieveBatchPayments", "LedgerApi.GetBatchPaymentDetails"],
  },

  // Credit notes
  {
    query: "Which customer credit notes still have money left on them to use?",
    expected: ["LedgerApi.GetCreditNotes"],
  },
  {
    query: "How much is still unused on credit note CN-0012?",
    expected: ["LedgerApi.GetCreditNotes", "LedgerApi.RetrieveCreditNote"],
  },
  { query: "Could I have a PDF copy of credit note CN-0019?", expected: ["LedgerApi.GetCreditNotePdf"] },
  {
    query: "Has anybody written comments on credit note CN-0007?",
    expected: ["LedgerApi.GetCreditNoteHistory"],
  },
  {
    query: "Can you use Tasman Traders' credit note to knock down their open invoice INV-0480?",
    expected: ["LedgerApi.CreateCreditNoteAllocation"],
  },

  // Quotes
  {
    query: "Which quotes have we sent that the customer hasn't replied to yet?",
    expected: ["LedgerApi.RetrieveSalesQuotes"],
  },
  {
    query: "What price did we give Hillside School for the playground job on QU-0031?",
    expected: ["LedgerApi.RetrieveSalesQuotes", "LedgerApi.RetrieveQuote"],
  },
  {
    query: "Can you mark quote QU-0027 as accepted? Bayview Motors said yes.",
    expected: ["LedgerApi.UpdateQuote", "LedgerApi.UpdateOrCreateQuotes"],
  },

  // Repeating invoices
  {
    query: "When does the monthly retainer invoice for Clearwater Legal next go out?",
    expected: ["LedgerApi.GetRepeatingInvoices", "LedgerApi.GetRepeatingInvoice"],
  },
  {
    query: "Can you stop the recurring invoice for Summit Gym? They've cancelled their membership.",
    expected: ["LedgerApi.UpdateRepeatingInvoice", "LedgerApi.UpdateOrCreateRepeatingInvoices"],
  },

  // Prepayments, overpayments, billable expenses
  {
    query: "Have any customers paid deposits up front that we haven't matched to an invoice?",
    expected: ["LedgerApi.RetrievePrepayments"],
  },
  { query: "Did anyone pay us more than they actually owed?", expected: ["LedgerApi.RetrieveOverpayments"] },
  {
    query: "Which costs we flagged to recharge to clients still haven't gone on an invoice?",
    expected: ["LedgerApi.RetrieveLinkedTransactions"],
  },

  // Purchase orders
  {
    query: "Which purchase orders are approved but we haven't had the supplier's bill for yet?",
    expected: ["LedgerApi.RetrievePurchaseOrders"],
  },
  {
    query: "What did we order on PO-0045 and when is it meant to be delivered?",
    expected: ["LedgerApi.RetrievePurchaseOrderByNumber", "LedgerApi.RetrievePurchaseOrder"],
  },
  {
    query: "Can I get PO-0052 as a PDF to send over to Ironbark Supplies?",
    expected: ["LedgerApi.GetPurchaseOrderPdf"],
  },

  // Bank
  {
    query: "Which bank transactions still haven't been reconciled?",
    expected: ["LedgerApi.RetrieveBankTransactions"],
  },
  {
    query: "How much did we move from the savings account into the cheque account this quarter?",
    expected: ["LedgerApi.RetrieveBankTransfers"],
  },
  {
    query: "Is there a receipt attached to the $640 Officeworks spend from the business account?",
    expected: ["LedgerApi.RetrieveBankTransactionAttachments"],
  },
  {
    query: "Can you shift $5,000 from the cheque account to the tax savings account?",
    expected: ["LedgerApi.CreateBankTransfer"],
  },

  // Expense claims and receipts
  {
    query: "Which staff expense claims have been approved but not paid back yet?",
    expected: ["LedgerApi.RetrieveExpenseClaims"],
  },
  {
    query: "What receipts has Priya entered that she hasn't claimed yet?",
    expected: ["LedgerApi.GetDraftExpenseReceipts"],
  },

  // Journals
  {
    query: "Did the accountant post any manual adjustments at year end?",
    expected: ["LedgerApi.RetrieveManualJournals"],
  },
  {
    query: "What general ledger entries have been posted since journal 500?",
    expected: ["LedgerApi.GetFinancialJournals"],
  },
  {
    query: "Is the depreciation schedule attached to the June depreciation journal?",
    expected: ["LedgerApi.RetrieveJournalAttachments"],
  },

  // Chart of accounts
  {
    query: "What bank accounts do we have set up in Xero?",
    expected: ["LedgerApi.RetrieveFullChartOfAccounts"],
  },
  {
    query: "Can you archive the old Entertainment account so nobody codes to it any more?",
    expected: ["LedgerApi.UpdateAccount"],
  },

  // Contacts
  {
    query: "What email address do we have on file for Kauri Builders?",
    expected: ["LedgerApi.FetchAllLedgerContacts", "LedgerApi.RetrieveLedgerContact"],
  },
  {
    query: "Who is customer number CUST-0107?",
    expected: [
      "LedgerApi.GetLedgerContactByNumber",
      "LedgerApi.FetchAllLedgerContacts",
      "LedgerApi.RetrieveLedgerContact",
    ],
  },
  { query: "Who's in our Wholesale customers group?", expected: ["LedgerApi.RetrieveContactGroup"] },
  {
    query: "Who changed the bank details on the Apex Couriers contact?",
    expected: ["LedgerApi.GetContactHistory"],
  },

  // Items, tracking, tax, currencies
  {
    query: "What do we sell the WIDGET-01 product for?",
    expected: ["LedgerApi.GetItems", "LedgerApi.RetrieveLedgerItem"],
  },
  {
    query: "What regions can I tag our sales with for reporting?",
    expected: ["LedgerApi.GetTrackingCategories", "LedgerApi.GetTrackingCategory"],
  },
  {
    query: "Can you add Wellington as a choice under our Region tracking?",
    expected: ["LedgerApi.CreateTrackingOptions"],
  },
  {
    query: "What percentage does tax type OUTPUT2 actually work out to?",
    expected: ["LedgerApi.GetTaxRateByTaxType", "LedgerApi.RetrieveTaxRates"],
  },
  { query: "Which currencies are we able to invoice in?", expected: ["LedgerApi.GetLedgerCurrencies"] },

  // Budgets
  { query: "What budgets have we got set up in Xero?", expected: ["LedgerApi.RetrieveBudgets"] },
  {
    query: "How much did we budget for marketing each month this year?",
    expected: ["LedgerApi.RetrieveBudgetDetails", "LedgerApi.GetBudgetSummaryReport"],
  },

  // Branding, payment services, users, organisation
  {
    query: "Which invoice layouts with our logo do we have to choose from?",
    expected: ["LedgerApi.GetBrandingThemes"],
  },
  {
    query: "What pay-now buttons show up on invoices sent with the Standard theme?",
    expected: ["LedgerApi.GetPaymentServicesForBrandingTheme"],
  },
  { query: "Who has admin access to our Xero?", expected: ["LedgerApi.RetrieveLedgerUsers"] },
  {
    query: "When does our financial year end, according to Xero?",
    expected: ["LedgerApi.GetLedgerOrganisationDetails"],
  },
  {
    query: "Does our Xero plan let us use multiple currencies?",
    expected: ["LedgerApi.RetrieveLedgerOrganisationActions"],
  },
  {
    query: "Which of my companies' books are you able to get into?",
    expected: ["LedgerApi.GetConnectedTenants"],
  },
  {
    query: "Is our company registered as a CIS contractor, and what rate is deducted?",
    expected: ["LedgerApi.GetCisSettings"],
  },

  // Reports
  { query: "Did we make a profit last quarter?", expected: ["LedgerApi.GetProfitAndLossReport"] },
  {
    query: "What do our assets and liabilities look like as at 30 June?",
    expected: ["LedgerApi.GetBalanceSheetReport"],
  },
  {
    query: "How much cash came into and went out of each bank account in February?",
    expected: ["LedgerApi.GetBankSummaryReport"],
  },
  {
    query: "Do debits and credits across all accounts still balance at the end of the month?",
    expected: ["LedgerApi.GetTrialBalanceReport"],
  },
  {
    query: "How much of what Acme Ltd owes us is more than 60 days late?",
    expected: ["LedgerApi.GetAgedReceivablesReportByContact"],
  },
  {
    query: "How much do we owe Coastal Timber, broken down by how late each bill is?",
    expected: ["LedgerApi.GetAgedPayablesReportByContact"],
  },
  {
    query: "How much did we pay our US contractors for the 2025 1099 forms?",
    expected: ["LedgerApi.Retrieve1099Reports"],
  },
  {
    query:
      "Can I see the one-page summary of cash, profit and performance for last month against the month before?",
    expected: ["LedgerApi.RetrieveExecutiveSummaryReport"],
  },
  {
    query: "What reports has our accountant published for us in Xero?",
    expected: ["LedgerApi.RetrieveUniqueReportsList"],
  },

  // TickTick projects
  { query: "What projects have I got in TickTick?", expected: ["TasksApi.GetUserProjects"] },
  {
    query: "Which of my lists are set up for notes rather than tasks?",
    expected: ["TasksApi.GetUserProjects"],
  },
  {
    query: "Is project 64f1a2b3c4d5e6f708192a3b shown as a kanban board or a plain list?",
    expected: ["TasksApi.GetTasksProjectById", "TasksApi.GetUserProjects"],
  },
  { query: "What columns are on the Hiring board?", expected: ["TasksApi.RetrieveProjectWithTasks"] },

  // Open tasks in a project
  {
    query: "What's still left to do on the Website Relaunch list?",
    expected: ["TasksApi.RetrieveProjectWithTasks"],
  },
  {
    query: "What's sitting in my inbox that I haven't dealt with?",
    expected: ["TasksApi.RetrieveProjectWithTasks", "TasksApi.FilterTasks"],
  },
  {
    query: "Does the Q3 Planning project have any open tasks left?",
    expected: ["TasksApi.RetrieveProjectWithTasks", "TasksApi.FilterTasks"],
  },
  { query: "What's on my Groceries list at the moment?", expected: ["TasksApi.RetrieveProjectWithTasks"] },

  // Completed tasks
  { query: "What did I get finished last week?", expected: ["TasksApi.ListCompletedTasks"] },
  {
    query: "How many tasks did we knock off in the Office Move project during March?",
    expected: ["TasksApi.ListCompletedTasks"],
  },
  {
    query: "What did the team wrap up in the Sales Pipeline project yesterday?",
    expected: ["TasksApi.ListCompletedTasks"],
  },
  {
    query: "What did I manage to get done between Christmas and New Year?",
    expected: ["TasksApi.ListCompletedTasks"],
  },
  {
    query: "Did Sam ever finish the 'Renew public liability insurance' task, and when?",
    expected: ["TasksApi.RetrieveTaskDetails", "TasksApi.ListCompletedTasks"],
  },

  // Filtering tasks
  { query: "Which high-priority tasks are still open?", expected: ["TasksApi.FilterTasks"] },
  { query: "What have I got tagged 'errand'?", expected: ["TasksApi.FilterTasks"] },
  { query: "Which tasks are due to start between 1 and 7 April?", expected: ["TasksApi.FilterTasks"] },
  {
    query: "Which medium-priority jobs in the Admin project kick off this week?",
    expected: ["TasksApi.FilterTasks"],
  },
  { query: "Is anything tagged 'waiting-on-client' still not done?", expected: ["TasksApi.FilterTasks"] },
  {
    query: "Which tasks in my Personal project were marked high priority and are already done?",
    expected: ["TasksApi.FilterTasks"],
  },
  {
    query: "Which of my open tasks carry both the 'client' and 'urgent' tags?",
    expected: ["TasksApi.FilterTasks"],
  },
  { query: "What's starting tomorrow across all my projects?", expected: ["TasksApi.FilterTasks"] },
  { query: "Which open tasks in my Inbox have no priority set at all?", expected: ["TasksApi.FilterTasks"] },

  // One task in detail
  {
    query: "What's on the checklist for the 'Prepare BAS return' task?",
    expected: ["TasksApi.RetrieveTaskDetails"],
  },
  {
    query: "Is 'Order new business cards' set to repeat, and has it got reminders?",
    expected: ["TasksApi.RetrieveTaskDetails"],
  },
  {
    query: "What notes did I write on the 'Draft supplier contract' task?",
    expected: ["TasksApi.RetrieveTaskDetails"],
  },
  {
    query: "When is the reminder for the 'Pay GST' task set to go off?",
    expected: ["TasksApi.RetrieveTaskDetails"],
  },

  // Task changes
  { query: "Can you tick off 'Send Q2 invoices' in my Admin list?", expected: ["TasksApi.MarkTaskComplete"] },
  {
    query: "Could you move 'Book venue' out of the Inbox and into the Events project?",
    expected: ["TasksApi.MoveTasksBetweenProjects"],
  },
  {
    query: "Can you add a to-do to chase Acme about their overdue bill on Monday?",
    expected: ["TasksApi.CreateTaskTasks"],
  },
  {
    query: "Can you push the due date on 'Renew domain name' out to next Friday?",
    expected: ["TasksApi.UpdateTaskProperties"],
  },
];
