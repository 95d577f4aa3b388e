import type { SearchCase } from "./search-queries";
// Tuning set 18: 100 plain requests written from docs/tools.md by someone who had not seen the search code or the other sets.
export const TUNING_18_CASES: readonly SearchCase[] = [
  // Invoices and bills
  {
    query: "raise an invoice to Harbourside Cafe for 3 hrs labour at $95/hr plus GST, due the 20th",
    expected: ["LedgerApi.CreateInvoices", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query:
      "Jo keyed the Reece Plumbing bill in twice last week and it's still sitting in draft, so get rid of the second one",
    expected: ["LedgerApi.UpdateInvoice", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query: "which debtors are overdue right now? I want a list to ring round this arvo",
    expected: ["LedgerApi.RetrieveInvoices"],
  },
  {
    query: "can you pull up INV-0042 for me, the Acme one",
    expected: ["LedgerApi.RetrieveInvoices", "LedgerApi.GetInvoiceDetails"],
  },
  {
    query: "Kowhai Landscaping reckon they never got INV-0318, can you send it through to them again?",
    expected: ["LedgerApi.EmailInvoice"],
  },
  { query: "pdf of inv 1187 pls, client wants a hard copy", expected: ["LedgerApi.RetrieveInvoicePdf"] },
  {
    query:
      "Mrs Patel wants to pay by card, is there a link to her invoice I can text her so she can pay it herself?",
    expected: ["LedgerApi.RetrieveOnlineInvoiceUrl"],
  },
  {
    query: "someone's changed the amount on INV-0390, who did it and when?",
    expected: ["LedgerApi.RetrieveInvoiceHistory"],
  },
  {
    query: "stick a note on the Fletcher bill: disputed, don't pay until their credit comes through",
    expected: ["LedgerApi.CreateInvoiceHistory"],
  },
  {
    query: "does Xero chase overdue customers for us automatically, or is that switched off?",
    expected: ["LedgerApi.GetInvoiceReminderSettings"],
  },
  { query: "attach the signed job sheet to INV-0512", expected: ["LedgerApi.UploadInvoiceAttachment"] },

  // Payments
  {
    query: "Coastal Joinery paid INV-0233 in full today, $1,840 into the ANZ cheque account",
    expected: ["LedgerApi.CreatePayment", "LedgerApi.CreatePayments"],
  },
  {
    query:
      "Friday's creditor run: pay the Reece, Placemakers and Carters bills out of the business account as one lump on the statement",
    expected: ["LedgerApi.CreateBatchPayment"],
  },
  {
    query:
      "I put Downer's $600 remittance against the wrong invoice, can you take that payment off so I can redo it?",
    expected: ["LedgerApi.DeletePayment"],
  },
  {
    query: "what money has come in from customers since the 1st of March?",
    expected: ["LedgerApi.FetchInvoicePayments"],
  },
  {
    query: "undo last Friday's supplier batch, the bank bounced the file",
    expected: ["LedgerApi.DeleteBatchPayment", "LedgerApi.DeleteBatchPaymentByUrlParam"],
  },

  // Credit notes
  {
    query: "credit note Tui Motors $150 + GST, returned parts",
    expected: ["LedgerApi.CreateCreditNotes", "LedgerApi.UpdateOrCreateCreditNotes"],
  },
  { query: "use CN-0014 to knock off their INV-0299", expected: ["LedgerApi.CreateCreditNoteAllocation"] },
  {
    query: "have any customers still got unused credit sitting there from credit notes?",
    expected: ["LedgerApi.GetCreditNotes"],
  },
  {
    query: "pop a note on the Kiwi Fuels credit note: agreed with Dave over the phone on the 12th",
    expected: ["LedgerApi.FetchCreditNoteHistory"],
  },

  // Quotes
  {
    query: "quote Smith & Sons: supply and lay 40 sq m of pavers, $4,800 + GST, valid 30 days",
    expected: ["LedgerApi.CreateQuotes", "LedgerApi.UpdateOrCreateQuotes"],
  },
  {
    query: "Mrs Henderson rang and said yes to the kitchen reno quote, mark it as won",
    expected: ["LedgerApi.UpdateQuote", "LedgerApi.UpdateOrCreateQuotes"],
  },
  {
    query: "what quotes have we sent out that nobody's got back to us on?",
    expected: ["LedgerApi.RetrieveSalesQuotes"],
  },
  {
    query: "I put the wrong version of floorplan.pdf on the Wilson quote, swap it for the new one",
    expected: ["LedgerApi.ReplaceQuoteAttachment", "LedgerApi.UploadQuoteAttachment"],
  },

  // Purchase orders
  {
    query: "raise a PO to Carters for 20 sheets of 12mm ply, deliver to site Tuesday",
    expected: ["LedgerApi.CreatePurchaseOrders", "LedgerApi.UpdateOrCreatePurchaseOrders"],
  },
  { query: "find PO-0093", expected: ["LedgerApi.RetrievePurchaseOrderByNumber"] },
  {
    query: "which orders to suppliers are approved but we haven't had the bill for yet?",
    expected: ["LedgerApi.RetrievePurchaseOrders"],
  },
  {
    query: "the supplier's lost our order PO-0088, can you get me a PDF of it to send them",
    expected: ["LedgerApi.GetPurchaseOrderPdf"],
  },

  // Contacts
  {
    query: "do we have Pukeko Electrical set up as a contact?",
    expected: ["LedgerApi.FetchAllLedgerContacts"],
  },
  {
    query: "new supplier: Bayline Hire Ltd, accounts@baylinehire.co.nz, ph 09 555 1234",
    expected: ["LedgerApi.CreateContacts", "LedgerApi.UpdateOrCreateContacts"],
  },
  {
    query: "Harbourside Cafe have shifted to 14 Quay St, Tauranga, update their postal address",
    expected: ["LedgerApi.UpdateContact", "LedgerApi.UpdateOrCreateContacts"],
  },
  {
    query: "look up customer no. CUST-0042",
    expected: ["LedgerApi.GetLedgerContactByNumber", "LedgerApi.FetchAllLedgerContacts"],
  },
  {
    query: "put a note on Greenway's card: director's changed, ring Sarah now, not Bob",
    expected: ["LedgerApi.AddContactHistoryRecord"],
  },
  {
    query: "add Tui Motors and Kiwi Fuels to our Trade Accounts group",
    expected: ["LedgerApi.CreateContactGroupContacts"],
  },

  // Bank
  {
    query: "spend money 64.90 fuel Z Energy, ute",
    expected: ["LedgerApi.CreateBankTransactions", "LedgerApi.UpdateOrCreateBankTransactions"],
  },
  {
    query: "move $5,000 from the business cheque account into the GST savings account",
    expected: ["LedgerApi.CreateBankTransfer"],
  },
  {
    query: "I shifted $2k across to the ATO tax account twice by accident on Monday, delete one of them",
    expected: ["LedgerApi.DeleteBankTransfer", "LedgerApi.DeleteBankTransfers"],
  },
  {
    query: "any spend money on the Westpac account that hasn't been reconciled yet?",
    expected: ["LedgerApi.RetrieveBankTransactions"],
  },
  {
    query: "attach the petty cash docket photo to the $38.50 sundry stationery spend",
    expected: ["LedgerApi.UploadBankTransactionAttachment"],
  },
  {
    query: "the Spark direct debit got coded to General Expenses, change it to Telephone & Internet",
    expected: ["LedgerApi.UpdateBankTransaction", "LedgerApi.UpdateOrCreateBankTransactions"],
  },
  {
    query: "note on the transfer to savings: set aside for IRD provisional tax",
    expected: ["LedgerApi.CreateBankTransferHistory"],
  },

  // Accounts, tax, items and tracking
  {
    query: "add an expense account Tools & Small Equipment, code 463",
    expected: ["LedgerApi.CreateAccount"],
  },
  {
    query: "what's the code for motor vehicle expenses again? I always forget",
    expected: ["LedgerApi.RetrieveFullChartOfAccounts"],
  },
  {
    query: "what VAT rates have we got set up, is the 5% reduced rate in there?",
    expected: ["LedgerApi.RetrieveTaxRates"],
  },
  {
    query: "new product code HIRE-SCAF, scaffold hire, $85 a day",
    expected: ["LedgerApi.CreateItems", "LedgerApi.UpdateOrCreateItems"],
  },
  {
    query: "put the call-out fee up to $120 on our price list",
    expected: ["LedgerApi.UpdateItem", "LedgerApi.UpdateOrCreateItems"],
  },
  {
    query: "add Hamilton as an option under Region so we can tag jobs there",
    expected: ["LedgerApi.CreateTrackingOptions"],
  },

  // Repeating invoices
  {
    query: "set up a monthly invoice to Greenway Property for cleaning, $650 + GST on the 1st of every month",
    expected: ["LedgerApi.CreateRepeatingInvoices", "LedgerApi.UpdateOrCreateRepeatingInvoices"],
  },
  {
    query:
      "Harbourside have cancelled their maintenance contract, so take them out of the monthly invoice run for good",
    expected: ["LedgerApi.UpdateRepeatingInvoice", "LedgerApi.UpdateOrCreateRepeatingInvoices"],
  },

  // Reports and journals
  { query: "P&L for the March quarter", expected: ["LedgerApi.GetProfitAndLossReport"] },
  {
    query: "the accountant wants a balance sheet as at 31 March",
    expected: ["LedgerApi.GetBalanceSheetReport"],
  },
  { query: "TB at 30 June", expected: ["LedgerApi.GetTrialBalanceReport"] },
  {
    query: "Coastal Joinery want a statement of what they owe us and how old it all is",
    expected: ["LedgerApi.GetAgedReceivablesReportByContact"],
  },
  {
    query: "I think we still owe Carters for a couple of months, how much and how far behind are we?",
    expected: ["LedgerApi.GetAgedPayablesReportByContact"],
  },
  {
    query: "bank summary for October, what went in and out of each account",
    expected: ["LedgerApi.GetBankSummaryReport"],
  },
  {
    query: "jnl: accrue $1,200 accountancy fees at 31 March",
    expected: ["LedgerApi.CreateManualJournals", "LedgerApi.UpdateOrCreateManualJournals"],
  },
  {
    query: "the depreciation journal I posted last month was wrong, reverse it",
    expected: ["LedgerApi.UpdateManualJournal", "LedgerApi.UpdateOrCreateManualJournals"],
  },

  // Less common ledger jobs
  {
    query: "which organisations can you get into? I've got the cafe and the family trust on the one login",
    expected: ["LedgerApi.GetConnectedTenants"],
  },
  {
    query: "when is our financial year end set to, and does it show we're registered for GST?",
    expected: ["LedgerApi.GetLedgerOrganisationDetails"],
  },
  {
    query: "we've got a supplier in the States now, switch on US dollars for us",
    expected: ["LedgerApi.CreateCurrency"],
  },
  {
    query: "what did we budget for wages each month this year?",
    expected: ["LedgerApi.GetBudgetSummaryReport", "LedgerApi.RetrieveBudgetDetails"],
  },
  {
    query: "quick snapshot of October against September: cash, profit, debtors, the lot",
    expected: ["LedgerApi.RetrieveExecutiveSummaryReport"],
  },
  {
    query: "who's got a login to our Xero? want to check the old bookkeeper's been taken off",
    expected: ["LedgerApi.RetrieveLedgerUsers"],
  },
  {
    query: "what rate of CIS are we meant to be taking off Dave's Groundworks?",
    expected: ["LedgerApi.GetContactCisSettings"],
  },
  {
    query: "any staff expense claims signed off and waiting to be paid back?",
    expected: ["LedgerApi.RetrieveExpenseClaims"],
  },
  {
    query: "log Mike's receipt: $42 parking in town, paid on his own card, he'll claim it with the rest",
    expected: ["LedgerApi.CreateReceipt"],
  },
  {
    query:
      "the Nguyens paid a $2,000 deposit up front before we'd invoiced, put it against their final invoice INV-0620",
    expected: ["LedgerApi.CreatePrepaymentAllocations"],
  },
  {
    query: "Tui Motors overpaid us $45 last month, use that up against their new invoice",
    expected: ["LedgerApi.CreateOverpaymentAllocations"],
  },
  {
    query: "the skip hire on the Reece bill needs on-charging to the Wilsons",
    expected: ["LedgerApi.CreateLinkedTransaction"],
  },
  {
    query: "we're moving across from MYOB, need to load our opening balances as at 1 April",
    expected: ["LedgerApi.SetupConversionDetails"],
  },
  { query: "delete item DISC-OLD, set it up by mistake", expected: ["LedgerApi.DeleteInventoryItem"] },
  { query: "show me GL journal 1042", expected: ["LedgerApi.RetrieveJournalByNumber"] },
  {
    query: "can we get a Pay Now button on invoices that go out with the Standard theme?",
    expected: ["LedgerApi.CreateBrandingThemePaymentServices"],
  },
  {
    query: "what reports has our accountant published to us in Xero?",
    expected: ["LedgerApi.RetrieveUniqueReportsList"],
  },
  {
    query: "the old 'Van' tracking category's not needed any more, remove it altogether",
    expected: ["LedgerApi.RemoveTrackingCategory"],
  },

  // To-dos
  { query: "remind me to file the GST return on the 28th", expected: ["TasksApi.CreateTaskTasks"] },
  {
    query: "add 'chase Coastal for remittance' to my Work list for Monday",
    expected: ["TasksApi.CreateTaskTasks"],
  },
  {
    query: "new to-do: get the ute's rego renewed before the end of the month, make it high priority",
    expected: ["TasksApi.CreateTaskTasks"],
  },
  {
    query: "make me an end-of-month task with a checklist: bank rec, payroll, GST, send out statements",
    expected: ["TasksApi.CreateTaskTasks"],
  },
  {
    query: "every month on the 1st I need a nudge to send customer statements",
    expected: ["TasksApi.CreateTaskTasks"],
  },
  { query: "done the BAS, tick it off", expected: ["TasksApi.MarkTaskComplete"] },
  {
    query: "what's on my Work list at the moment?",
    expected: ["TasksApi.RetrieveProjectWithTasks", "TasksApi.FilterTasks"],
  },
  {
    query: "what's sitting in my inbox that I haven't sorted yet?",
    expected: ["TasksApi.RetrieveProjectWithTasks", "TasksApi.FilterTasks"],
  },
  { query: "what did I actually get done last week?", expected: ["TasksApi.ListCompletedTasks"] },
  {
    query: "did I ever finish the HMRC VAT return to-do in January, and when?",
    expected: ["TasksApi.ListCompletedTasks", "TasksApi.RetrieveTaskDetails"],
  },
  { query: "show me everything high priority that's still open", expected: ["TasksApi.FilterTasks"] },
  { query: "anything tagged 'urgent' for the shop?", expected: ["TasksApi.FilterTasks"] },
  { query: "push the 'order stock' task back to Friday", expected: ["TasksApi.UpdateTaskProperties"] },
  {
    query: "rename 'ring accountant' to 'ring Fiona re year-end accounts'",
    expected: ["TasksApi.UpdateTaskProperties"],
  },
  {
    query: "add 'buy a new receipt book' to the checklist on the stationery task",
    expected: ["TasksApi.UpdateTaskProperties"],
  },
  {
    query: "scrap the 'book the Christmas do' task, we're not having one this year",
    expected: ["TasksApi.DeleteSpecificTask"],
  },
  { query: "what lists have I got in TickTick?", expected: ["TasksApi.GetUserProjects"] },
  { query: "start a new list for the shop fit-out", expected: ["TasksApi.CreateProjectInTasks"] },
  {
    query: "what's left on the checklist for the 'new starter set-up' task?",
    expected: ["TasksApi.RetrieveTaskDetails"],
  },
  { query: "what have I got starting this week across all my lists?", expected: ["TasksApi.FilterTasks"] },
  {
    query: "what got ticked off on the Van Maintenance list in March?",
    expected: ["TasksApi.ListCompletedTasks"],
  },

  // Less common to-do jobs
  {
    query: "shift the three invoicing to-dos out of my Inbox into the Admin list",
    expected: ["TasksApi.MoveTasksBetweenProjects"],
  },
  {
    query: "change the Shop Fit-out list to a board with columns, and make it green",
    expected: ["TasksApi.UpdateProjectProperties"],
  },
  { query: "delete the old 2023 Christmas list, tasks and all", expected: ["TasksApi.DeleteTasksProject"] },
  {
    query: "what colour and layout is the Admin list set to?",
    expected: ["TasksApi.GetTasksProjectById", "TasksApi.GetUserProjects"],
  },
];
