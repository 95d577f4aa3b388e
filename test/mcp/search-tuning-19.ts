import type { SearchCase } from "./search-queries";
// Tuning set 19: 100 plain requests written from docs/tools.md by someone who had not seen the search code or the other sets.
export const TUNING_19_CASES: readonly SearchCase[] = [
  // Invoices and bills
  {
    query: "has INV-0042 been paid yet?",
    expected: ["LedgerApi.RetrieveInvoices", "LedgerApi.GetInvoiceDetails"],
  },
  {
    query: "Jo reckons she keyed the Reece bill in twice last week, are there really two of them for $860?",
    expected: ["LedgerApi.RetrieveInvoices"],
  },
  {
    query: "who signed off on the Officeworks bill for $1,240?",
    expected: ["LedgerApi.RetrieveInvoiceHistory"],
  },
  {
    query: "any paperwork saved against the Bunnings bill from 14 March?",
    expected: ["LedgerApi.RetrieveInvoiceAttachments"],
  },
  {
    query: "the client wants the timesheet again, can you pull timesheet-feb.pdf off INV-0061?",
    expected: ["LedgerApi.GetInvoiceAttachment", "LedgerApi.RetrieveInvoiceAttachmentById"],
  },
  {
    query: "is there a printable copy of INV-0088 I can forward to Dave?",
    expected: ["LedgerApi.RetrieveInvoicePdf"],
  },

  // Payments
  {
    query: "how much did customers pay us in the first week of April?",
    expected: ["LedgerApi.FetchInvoicePayments"],
  },
  {
    query: "did the $412.50 from Harbour Cafe actually land against INV-0042?",
    expected: ["LedgerApi.FetchInvoicePayments", "LedgerApi.GetInvoiceDetails"],
  },
  {
    query: "the Acme payment we put through on the 3rd, which bank account did it go into?",
    expected: ["LedgerApi.FetchInvoicePayments", "LedgerApi.RetrieveInvoicePayment"],
  },
  {
    query: "someone removed the payment off the Coastal invoice, who was it and when?",
    expected: ["LedgerApi.RetrievePaymentHistory"],
  },
  {
    query: "what bills went out in last Friday's supplier pay run?",
    expected: ["LedgerApi.RetrieveBatchPayments", "LedgerApi.GetBatchPaymentDetails"],
  },

  // Credit notes
  {
    query: "how much is left on Acme's credit notes that we haven't used yet?",
    expected: ["LedgerApi.GetCreditNotes"],
  },
  {
    query: "CN-0014 - which invoices has it been put against?",
    expected: ["LedgerApi.GetCreditNotes", "LedgerApi.RetrieveCreditNote"],
  },
  { query: "who voided credit note CN-0009?", expected: ["LedgerApi.GetCreditNoteHistory"] },
  {
    query: "did we keep the supplier's letter on CN-0021? what's saved on it?",
    expected: ["LedgerApi.GetCreditNoteAttachments"],
  },

  // Quotes
  {
    query: "which quotes are still out there waiting on the customer to say yes or no?",
    expected: ["LedgerApi.RetrieveSalesQuotes"],
  },
  {
    query: "did Coastal ever accept QU-0031?",
    expected: ["LedgerApi.RetrieveSalesQuotes", "LedgerApi.RetrieveQuote"],
  },
  { query: "when did QU-0027 go out, and who sent it?", expected: ["LedgerApi.RetrieveQuoteHistory"] },
  {
    query: "are the site drawings on QU-0040 or did nobody upload them?",
    expected: ["LedgerApi.RetrieveQuoteAttachments"],
  },
  {
    query: "can I get QU-0038 as a PDF for tomorrow's site meeting?",
    expected: ["LedgerApi.RetrieveQuotePdf"],
  },

  // Purchase orders
  {
    query: "PO-0019, billed yet?",
    expected: ["LedgerApi.RetrievePurchaseOrderByNumber", "LedgerApi.RetrievePurchaseOrders"],
  },
  {
    query: "which supplier orders are approved but we haven't had the bill for?",
    expected: ["LedgerApi.RetrievePurchaseOrders"],
  },
  {
    query: "the delivery date on PO-0023 moved, who changed it?",
    expected: ["LedgerApi.RetrievePurchaseOrderHistory"],
  },
  {
    query: "did we attach the spec sheet to PO-0012?",
    expected: ["LedgerApi.RetrievePurchaseOrderAttachments"],
  },

  // Contacts and groups
  { query: "do we have Harbour Cafe set up as a customer?", expected: ["LedgerApi.FetchAllLedgerContacts"] },
  {
    query: "what email have we got for CUST-0042?",
    expected: ["LedgerApi.GetLedgerContactByNumber", "LedgerApi.FetchAllLedgerContacts"],
  },
  {
    query: "how long do we give Acme to pay, what terms are they on?",
    expected: ["LedgerApi.FetchAllLedgerContacts", "LedgerApi.RetrieveLedgerContact"],
  },
  {
    query: "Coastal's postal address is wrong now, who updated it last month?",
    expected: ["LedgerApi.GetContactHistory"],
  },
  {
    query: "is the signed trade agreement saved on Reece Plumbing's card?",
    expected: ["LedgerApi.GetContactAttachments"],
  },
  { query: "who's in the Wholesale customers group?", expected: ["LedgerApi.RetrieveContactGroup"] },

  // Bank transactions and transfers
  {
    query: "which spends out of the business account still aren't reconciled?",
    expected: ["LedgerApi.RetrieveBankTransactions"],
  },
  {
    query: "spend money 64.90 fuel on the 12th - reconciled?",
    expected: ["LedgerApi.RetrieveBankTransactions", "LedgerApi.RetrieveBankTransaction"],
  },
  {
    query: "who keyed in the $1,500 cash deposit on the 5th?",
    expected: ["LedgerApi.GetBankTransactionHistory"],
  },
  {
    query: "is the Caltex docket on the fuel spend from Tuesday, or is it missing?",
    expected: ["LedgerApi.RetrieveBankTransactionAttachments"],
  },
  {
    query: "did the $10k from savings to the cheque account go through last week?",
    expected: ["LedgerApi.RetrieveBankTransfers"],
  },
  {
    query: "the transfer on the 18th has vanished, who deleted it?",
    expected: ["LedgerApi.GetBankTransferHistory"],
  },
  {
    query: "bank summary Feb - what came in and went out of each account?",
    expected: ["LedgerApi.GetBankSummaryReport"],
  },

  // Reports
  {
    query: "how much does Coastal owe us and how late is it?",
    expected: ["LedgerApi.GetAgedReceivablesReportByContact", "LedgerApi.RetrieveInvoices"],
  },
  { query: "aged AP Reece at 31 Jan?", expected: ["LedgerApi.GetAgedPayablesReportByContact"] },
  { query: "how much did we spend on advertising in March?", expected: ["LedgerApi.GetProfitAndLossReport"] },
  {
    query: "did the Wellington region actually make money this year?",
    expected: ["LedgerApi.GetProfitAndLossReport"],
  },
  {
    query: "what did we have in assets and loans at 30 June?",
    expected: ["LedgerApi.GetBalanceSheetReport"],
  },
  { query: "TB at 31 March - does it balance?", expected: ["LedgerApi.GetTrialBalanceReport"] },

  // Accounts, tax, items, tracking, currencies, users, organisation
  { query: "which bank accounts do we have in Xero?", expected: ["LedgerApi.RetrieveFullChartOfAccounts"] },
  {
    query: "what's account 420 called and which GST code does it default to?",
    expected: ["LedgerApi.RetrieveFullChartOfAccounts", "LedgerApi.RetrieveAccountDetails"],
  },
  {
    query: "what percentage does the OUTPUT2 code actually charge?",
    expected: ["LedgerApi.GetTaxRateByTaxType", "LedgerApi.RetrieveTaxRates"],
  },
  {
    query: "what do we sell WIDGET-01 for these days?",
    expected: ["LedgerApi.GetItems", "LedgerApi.RetrieveLedgerItem"],
  },
  { query: "the hourly rate on CONS-HR went up, who changed it?", expected: ["LedgerApi.GetItemHistory"] },
  {
    query: "what options are there under Region for tagging sales?",
    expected: ["LedgerApi.GetTrackingCategories", "LedgerApi.GetTrackingCategory"],
  },
  {
    query: "can we bill in US dollars, or only NZD at the moment?",
    expected: ["LedgerApi.GetLedgerCurrencies"],
  },
  {
    query: "who's got a login to our books, and which of them are admins?",
    expected: ["LedgerApi.RetrieveLedgerUsers"],
  },
  {
    query: "when does our financial year end, what's it set to?",
    expected: ["LedgerApi.GetLedgerOrganisationDetails"],
  },

  // Repeating invoices
  {
    query: "when does the monthly Acme retainer next get raised?",
    expected: ["LedgerApi.GetRepeatingInvoices", "LedgerApi.GetRepeatingInvoice"],
  },
  {
    query: "somebody changed the amount on our recurring rent bill, who did that?",
    expected: ["LedgerApi.GetRepeatingInvoiceHistory"],
  },
  {
    query: "is the contract PDF on the Acme retainer schedule?",
    expected: ["LedgerApi.RetrieveRepeatingInvoiceAttachments"],
  },

  // Less common: prepayments, overpayments, billable expenses
  {
    query: "have we got deposits from customers that still aren't applied to an invoice?",
    expected: ["LedgerApi.RetrievePrepayments"],
  },
  {
    query: "who put the Coastal upfront payment against INV-0071?",
    expected: ["LedgerApi.GetPrepaymentHistory"],
  },
  {
    query: "Reece paid us $200 too much in May - was it refunded or used on a later bill?",
    expected: ["LedgerApi.RetrieveOverpayments", "LedgerApi.RetrieveSpecificOverpayment"],
  },
  {
    query: "which rechargeable costs haven't been passed on to the customer yet?",
    expected: ["LedgerApi.RetrieveLinkedTransactions"],
  },

  // Less common: expense claims and receipts
  {
    query: "where's Sam's claim for the Sydney trip at, has it been paid out?",
    expected: ["LedgerApi.RetrieveExpenseClaims", "LedgerApi.RetrieveExpenseClaim"],
  },
  {
    query: "has Priya got out-of-pocket receipts she hasn't claimed yet?",
    expected: ["LedgerApi.GetDraftExpenseReceipts"],
  },
  { query: "is there a photo on Sam's taxi receipt?", expected: ["LedgerApi.GetReceiptAttachments"] },

  // Less common: journals
  {
    query: "which adjusting entries did we post by hand in June?",
    expected: ["LedgerApi.RetrieveManualJournals"],
  },
  { query: "the June depreciation entry - who posted it?", expected: ["LedgerApi.GetManualJournalHistory"] },
  {
    query: "what accounts did GL journal #88 hit?",
    expected: ["LedgerApi.RetrieveJournalByNumber", "LedgerApi.GetFinancialJournals"],
  },
  {
    query: "is the workings spreadsheet on the year-end accrual entry?",
    expected: ["LedgerApi.RetrieveJournalAttachments"],
  },

  // Less common: reports
  {
    query: "quick one: how did May's cash and profitability look next to April?",
    expected: ["LedgerApi.RetrieveExecutiveSummaryReport"],
  },
  {
    query: "how much did we pay each contractor for this year's 1099s?",
    expected: ["LedgerApi.Retrieve1099Reports"],
  },
  {
    query: "what have we budgeted per account over the next six months?",
    expected: ["LedgerApi.GetBudgetSummaryReport", "LedgerApi.RetrieveBudgetDetails"],
  },

  // Less common: settings
  {
    query: "is there a Pay now button on invoices sent with the Standard theme?",
    expected: ["LedgerApi.GetPaymentServicesForBrandingTheme"],
  },
  {
    query: "does our plan let us use foreign currencies, are we allowed?",
    expected: ["LedgerApi.RetrieveLedgerOrganisationActions"],
  },
  {
    query: "is Reece down as a CIS subcontractor, and what rate do we deduct?",
    expected: ["LedgerApi.GetContactCisSettings"],
  },
  {
    query: "which Xero companies can you get into, and what's today's date for each?",
    expected: ["LedgerApi.GetConnectedTenants"],
  },
  {
    query: "what's the web link Harbour Cafe can use to pay INV-0093?",
    expected: ["LedgerApi.RetrieveOnlineInvoiceUrl"],
  },
  {
    query: "does Xero chase overdue customers automatically for us, is that turned on?",
    expected: ["LedgerApi.GetInvoiceReminderSettings"],
  },

  // To-dos: due, open, filtered
  { query: "what's due today across all my lists?", expected: ["TasksApi.FilterTasks"] },
  { query: "anything high priority still open?", expected: ["TasksApi.FilterTasks"] },
  { query: "which open tasks are tagged urgent?", expected: ["TasksApi.FilterTasks"] },
  {
    query: "what's kicking off in Work next week?",
    expected: ["TasksApi.FilterTasks", "TasksApi.RetrieveProjectWithTasks"],
  },
  {
    query: "which things am I waiting on clients for? I tag them waiting-on-client",
    expected: ["TasksApi.FilterTasks"],
  },
  { query: "which of my errands are low priority and can wait?", expected: ["TasksApi.FilterTasks"] },
  {
    query: "of the medium-priority Work tasks, which have I already finished?",
    expected: ["TasksApi.FilterTasks"],
  },

  // To-dos: what's in a list
  { query: "what's left to do in my Work list?", expected: ["TasksApi.RetrieveProjectWithTasks"] },
  {
    query: "anything sitting in my inbox I haven't sorted into a list?",
    expected: ["TasksApi.RetrieveProjectWithTasks"],
  },
  { query: "what lists have I got?", expected: ["TasksApi.GetUserProjects"] },
  { query: "do I already have a list for the Smith wedding?", expected: ["TasksApi.GetUserProjects"] },

  // To-dos: what's done
  { query: "what did I get done last week?", expected: ["TasksApi.ListCompletedTasks"] },
  {
    query: "how many things did I tick off in Personal in January?",
    expected: ["TasksApi.ListCompletedTasks"],
  },
  {
    query: "what did the team finish in the Backlog between 1 and 15 March?",
    expected: ["TasksApi.ListCompletedTasks"],
  },
  {
    query: "did I actually finish the BAS prep on Monday?",
    expected: ["TasksApi.RetrieveTaskDetails", "TasksApi.ListCompletedTasks"],
  },
  {
    query: "has 'Send statements to Acme' been ticked off yet?",
    expected: ["TasksApi.RetrieveTaskDetails", "TasksApi.ListCompletedTasks"],
  },

  // To-dos: one task
  {
    query: "which checklist items are still unticked on the Year-end close task?",
    expected: ["TasksApi.RetrieveTaskDetails"],
  },
  {
    query: "when's 'Renew car rego' due?",
    expected: ["TasksApi.RetrieveTaskDetails", "TasksApi.RetrieveProjectWithTasks"],
  },
  { query: "what reminders did I set on the dentist task?", expected: ["TasksApi.RetrieveTaskDetails"] },
  {
    query: "I ticked off Quarterly BAS - did it roll on to its next date?",
    expected: ["TasksApi.RetrieveTaskDetails"],
  },

  // To-dos: less common, about the lists themselves
  {
    query: "is the House move project a board with columns or a plain list?",
    expected: ["TasksApi.GetTasksProjectById", "TasksApi.GetUserProjects"],
  },
  {
    query: "what columns has the Kitchen reno board got, and what's in each?",
    expected: ["TasksApi.RetrieveProjectWithTasks"],
  },
  {
    query: "is the Groceries list still there, or did someone get rid of it?",
    expected: ["TasksApi.GetUserProjects", "TasksApi.GetTasksProjectById"],
  },
  {
    query: "is Recipes set up as a notes list or a to-do list?",
    expected: ["TasksApi.GetTasksProjectById", "TasksApi.GetUserProjects"],
  },
  {
    query: "can I edit the shared Family list, or is it read-only for me?",
    expected: ["TasksApi.GetUserProjects"],
  },
];
