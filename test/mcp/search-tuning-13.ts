import type { SearchCase } from "./search-queries";
// Tuning set 13: 100 plain requests written from docs/tools.md by someone who had not seen the search code or the other sets.
export const TUNING_13_CASES: readonly SearchCase[] = [
  // Invoices and bills
  {
    query: "which of Acme's invoices are still unpaid?",
    expected: ["LedgerApi.RetrieveInvoices", "LedgerApi.GetAgedReceivablesReportByContact"],
  },
  { query: "what's on INV-0042?", expected: ["LedgerApi.RetrieveInvoices", "LedgerApi.GetInvoiceDetails"] },
  {
    query: "Bluebird swears they paid INV-0117 last Tuesday, does it show as paid on our side?",
    expected: ["LedgerApi.RetrieveInvoices", "LedgerApi.GetInvoiceDetails", "LedgerApi.FetchInvoicePayments"],
  },
  { query: "bills falling due this week?", expected: ["LedgerApi.RetrieveInvoices"] },
  {
    query: "Jo reckons someone changed the amount on the Reece bill after it was approved, who was it?",
    expected: ["LedgerApi.RetrieveInvoiceHistory"],
  },
  {
    query: "what's the link Harbour Cafe can click to view and pay INV-0231?",
    expected: ["LedgerApi.RetrieveOnlineInvoiceUrl"],
  },
  {
    query: "are those automatic chaser emails for late payers turned on or off?",
    expected: ["LedgerApi.GetInvoiceReminderSettings"],
  },
  { query: "can I get INV-0042 as a PDF?", expected: ["LedgerApi.RetrieveInvoicePdf"] },
  {
    query: "what's attached to the Reece bill from the 14th?",
    expected: ["LedgerApi.RetrieveInvoiceAttachments"],
  },

  // Payments and batches
  {
    query: "what customer payments have come in since the 1st?",
    expected: ["LedgerApi.FetchInvoicePayments"],
  },
  {
    query: "the $412.50 payment on INV-0098 has vanished, who deleted it?",
    expected: ["LedgerApi.RetrievePaymentHistory"],
  },
  {
    query: "which bank account did the $1,280 from Harbour Cafe land in?",
    expected: ["LedgerApi.FetchInvoicePayments", "LedgerApi.RetrieveInvoicePayment"],
  },
  {
    query: "which supplier bills were in the batch we paid on the 20th?",
    expected: ["LedgerApi.GetBatchPaymentDetails", "LedgerApi.RetrieveBatchPayments"],
  },
  {
    query: "who put through the $8,430 batch payment on Friday?",
    expected: ["LedgerApi.RetrieveBatchPaymentHistory"],
  },

  // Credit notes
  { query: "have we got any supplier credits we haven't used up?", expected: ["LedgerApi.GetCreditNotes"] },
  {
    query: "how much credit is left on CN-0019?",
    expected: ["LedgerApi.GetCreditNotes", "LedgerApi.RetrieveCreditNote"],
  },
  { query: "who voided CN-0007 and when?", expected: ["LedgerApi.GetCreditNoteHistory"] },
  { query: "PDF of CN-0012 please", expected: ["LedgerApi.GetCreditNotePdf"] },

  // Quotes
  {
    query: "which quotes are we still waiting to hear back on?",
    expected: ["LedgerApi.RetrieveSalesQuotes"],
  },
  {
    query: "what did we quote Pacific Builders for the deck job?",
    expected: ["LedgerApi.RetrieveSalesQuotes", "LedgerApi.RetrieveQuote"],
  },
  { query: "any quotes running out before the 30th?", expected: ["LedgerApi.RetrieveSalesQuotes"] },
  { query: "who marked QU-0031 as accepted, and on what day?", expected: ["LedgerApi.RetrieveQuoteHistory"] },
  { query: "quote QU-0015 as a pdf?", expected: ["LedgerApi.RetrieveQuotePdf"] },
  {
    query: "where's the siteplan.png we stuck on quote QU-0020?",
    expected: ["LedgerApi.RetrieveQuoteAttachmentByFilename", "LedgerApi.GetQuoteAttachment"],
  },

  // Purchase orders
  { query: "what's on PO-0007?", expected: ["LedgerApi.RetrievePurchaseOrderByNumber"] },
  {
    query: "which POs have been signed off but the supplier hasn't billed us yet?",
    expected: ["LedgerApi.RetrievePurchaseOrders"],
  },
  { query: "who moved the delivery date on PO-0012?", expected: ["LedgerApi.RetrievePurchaseOrderHistory"] },
  { query: "can I have PO-0009 as a PDF to send Timberland?", expected: ["LedgerApi.GetPurchaseOrderPdf"] },

  // Contacts
  { query: "do we have a contact for Reece Plumbing?", expected: ["LedgerApi.FetchAllLedgerContacts"] },
  { query: "email address for customer CUST-0042?", expected: ["LedgerApi.GetLedgerContactByNumber"] },
  {
    query: "who changed Bluebird's bank account number last month?",
    expected: ["LedgerApi.GetContactHistory"],
  },
  {
    query: "who's in the Wholesale customers group?",
    expected: ["LedgerApi.RetrieveContactGroup", "LedgerApi.RetrieveContactGroups"],
  },
  {
    query: "is Kowhai Builders down as a CIS subbie, and at what deduction rate?",
    expected: ["LedgerApi.GetContactCisSettings"],
  },
  {
    query: "have we got Tui Logistics' signed credit application on file against their card?",
    expected: ["LedgerApi.GetContactAttachments"],
  },

  // Bank transactions and transfers
  {
    query: "unreconciled spend money on the cheque account?",
    expected: ["LedgerApi.RetrieveBankTransactions"],
  },
  {
    query: "that $64.90 fuel spend on the 3rd, who keyed it in?",
    expected: ["LedgerApi.GetBankTransactionHistory"],
  },
  {
    query: "is there a receipt on the $230 Bunnings spend?",
    expected: ["LedgerApi.RetrieveBankTransactionAttachments"],
  },
  {
    query: "did the $5,000 actually go from savings into the cheque account on the 15th?",
    expected: ["LedgerApi.RetrieveBankTransfers"],
  },
  {
    query: "who deleted the $2,000 we moved to the tax account?",
    expected: ["LedgerApi.GetBankTransferHistory"],
  },
  {
    query: "opening and closing balance of each bank account for June?",
    expected: ["LedgerApi.GetBankSummaryReport"],
  },

  // Reports
  { query: "P&L March", expected: ["LedgerApi.GetProfitAndLossReport"] },
  { query: "how much did we spend on advertising in Q1?", expected: ["LedgerApi.GetProfitAndLossReport"] },
  { query: "balance sheet as at 30 June", expected: ["LedgerApi.GetBalanceSheetReport"] },
  { query: "TB end of last month", expected: ["LedgerApi.GetTrialBalanceReport"] },
  {
    query: "I think we still owe Reece a fair bit, how much and how late are we?",
    expected: ["LedgerApi.GetAgedPayablesReportByContact", "LedgerApi.RetrieveInvoices"],
  },
  { query: "aged AR Coastal", expected: ["LedgerApi.GetAgedReceivablesReportByContact"] },
  { query: "how are we going against budget this quarter?", expected: ["LedgerApi.GetBudgetSummaryReport"] },
  { query: "exec summary Oct", expected: ["LedgerApi.RetrieveExecutiveSummaryReport"] },
  {
    query: "what did we pay each contractor for the 1099s in 2025?",
    expected: ["LedgerApi.Retrieve1099Reports"],
  },
  {
    query: "which reports has the accountant published for us?",
    expected: ["LedgerApi.RetrieveUniqueReportsList"],
  },

  // Accounts and setup
  {
    query: "what's the code for motor vehicle expenses?",
    expected: ["LedgerApi.RetrieveFullChartOfAccounts"],
  },
  { query: "what GST and tax rates have we got set up?", expected: ["LedgerApi.RetrieveTaxRates"] },
  {
    query: "what do we sell WIDGET-01 for?",
    expected: ["LedgerApi.GetItems", "LedgerApi.RetrieveLedgerItem"],
  },
  { query: "who bumped up the price on the 20m garden hose?", expected: ["LedgerApi.GetItemHistory"] },
  {
    query: "what options are under Region for tagging sales?",
    expected: ["LedgerApi.GetTrackingCategories", "LedgerApi.GetTrackingCategory"],
  },
  { query: "which currencies are switched on?", expected: ["LedgerApi.GetLedgerCurrencies"] },
  {
    query: "what invoice looks have we got, logo and terms wise?",
    expected: ["LedgerApi.GetBrandingThemes"],
  },
  {
    query: "which Pay Now link shows up on invoices sent with the Standard theme?",
    expected: ["LedgerApi.GetPaymentServicesForBrandingTheme"],
  },
  { query: "who can log into our Xero, and who's admin?", expected: ["LedgerApi.RetrieveLedgerUsers"] },
  { query: "when does our financial year end?", expected: ["LedgerApi.GetLedgerOrganisationDetails"] },
  {
    query: "which Xero orgs can I get into, and what's today's date in each?",
    expected: ["LedgerApi.GetConnectedTenants"],
  },
  {
    query: "does our plan even let us bill in other currencies?",
    expected: ["LedgerApi.RetrieveLedgerOrganisationActions"],
  },
  { query: "are we registered as a CIS contractor?", expected: ["LedgerApi.GetCisSettings"] },
  {
    query: "is the loan agreement attached to the ANZ loan account?",
    expected: ["LedgerApi.RetrieveAccountAttachments"],
  },

  // Journals
  { query: "jnl 88?", expected: ["LedgerApi.RetrieveJournalByNumber", "LedgerApi.GetFinancialJournals"] },
  { query: "what adjustments did we post by hand in June?", expected: ["LedgerApi.RetrieveManualJournals"] },
  { query: "who posted the accrual journal on the 31st?", expected: ["LedgerApi.GetManualJournalHistory"] },

  // Repeating invoices
  {
    query: "when does Harbour Cafe's monthly invoice go out next?",
    expected: ["LedgerApi.GetRepeatingInvoices", "LedgerApi.GetRepeatingInvoice"],
  },
  {
    query: "the rent bill used to come through every month, who paused it?",
    expected: ["LedgerApi.GetRepeatingInvoiceHistory"],
  },

  // Prepayments, overpayments, billable expenses
  {
    query: "any customer deposits we haven't matched to an invoice yet?",
    expected: ["LedgerApi.RetrievePrepayments"],
  },
  {
    query: "Tui paid us $150 too much in May, is that still sitting there as credit?",
    expected: ["LedgerApi.RetrieveOverpayments", "LedgerApi.RetrieveSpecificOverpayment"],
  },
  {
    query: "what expenses did we mark to recharge Acme that haven't gone on an invoice?",
    expected: ["LedgerApi.RetrieveLinkedTransactions"],
  },

  // Expense claims and budgets
  {
    query: "which staff expense claims are approved but not paid out?",
    expected: ["LedgerApi.RetrieveExpenseClaims"],
  },
  {
    query: "what receipts has Sam got that haven't been claimed yet?",
    expected: ["LedgerApi.GetDraftExpenseReceipts"],
  },
  {
    query: "what's budgeted for wages each month in the 2026 budget?",
    expected: ["LedgerApi.RetrieveBudgetDetails", "LedgerApi.GetBudgetSummaryReport"],
  },

  // To-dos: lists
  { query: "what lists have I got in TickTick?", expected: ["TasksApi.GetUserProjects"] },
  { query: "is there already a Groceries list?", expected: ["TasksApi.GetUserProjects"] },
  {
    query: "what's still open on my Work list?",
    expected: ["TasksApi.RetrieveProjectWithTasks", "TasksApi.FilterTasks"],
  },
  {
    query: "anything sitting in my inbox I haven't dealt with?",
    expected: ["TasksApi.RetrieveProjectWithTasks", "TasksApi.FilterTasks"],
  },
  { query: "what's on the Groceries list right now?", expected: ["TasksApi.RetrieveProjectWithTasks"] },
  { query: "what columns are on the House move board?", expected: ["TasksApi.RetrieveProjectWithTasks"] },
  {
    query: "is House move showing as a board or a plain list?",
    expected: ["TasksApi.GetTasksProjectById", "TasksApi.GetUserProjects"],
  },
  {
    query: "what colour did I give the Work list?",
    expected: ["TasksApi.GetTasksProjectById", "TasksApi.GetUserProjects"],
  },
  {
    query: "is the shared Team list one I can edit, or can I only look at it?",
    expected: ["TasksApi.GetUserProjects"],
  },

  // To-dos: what's done
  { query: "what did I get done last week?", expected: ["TasksApi.ListCompletedTasks"] },
  {
    query: "show me what I ticked off in Personal during January",
    expected: ["TasksApi.ListCompletedTasks"],
  },
  {
    query: "how many to-dos did I close off between 2 and 6 Jan?",
    expected: ["TasksApi.ListCompletedTasks"],
  },
  { query: "has anything in Backlog been finished this year?", expected: ["TasksApi.ListCompletedTasks"] },
  {
    query: "when exactly did I finish 'File GST return'?",
    expected: ["TasksApi.RetrieveTaskDetails", "TasksApi.ListCompletedTasks"],
  },
  {
    query: "did I ever do 'call the plumber' or is it still hanging around?",
    expected: ["TasksApi.RetrieveTaskDetails"],
  },

  // To-dos: what's due, filtered
  { query: "any high priority to-dos still open?", expected: ["TasksApi.FilterTasks"] },
  { query: "which tasks are tagged admin?", expected: ["TasksApi.FilterTasks"] },
  { query: "what's kicking off in December?", expected: ["TasksApi.FilterTasks"] },
  { query: "medium and high priority stuff across Personal and Work?", expected: ["TasksApi.FilterTasks"] },
  { query: "which of my urgent-tagged ones are already done?", expected: ["TasksApi.FilterTasks"] },
  { query: "what's on my plate this week?", expected: ["TasksApi.FilterTasks"] },
  { query: "any low-priority errands I could knock over this arvo?", expected: ["TasksApi.FilterTasks"] },

  // To-dos: one task
  {
    query: "what's left on the checklist for 'Pack the kitchen'?",
    expected: ["TasksApi.RetrieveTaskDetails"],
  },
  { query: "what reminders have I got on 'Renew passport'?", expected: ["TasksApi.RetrieveTaskDetails"] },
  { query: "what notes did I jot on the Q3 plan task?", expected: ["TasksApi.RetrieveTaskDetails"] },
];
