import type { SearchCase } from "./search-queries";
// Tuning set 6: plain requests written from docs/tools.md by someone who had not seen the search code or the other sets.
export const TUNING_6_CASES: readonly SearchCase[] = [
  {
    query: "which xero orgs is this thing connected to? I've got two companies",
    expected: ["LedgerApi.GetConnectedTenants"],
  },
  {
    query: "did Acme Plumbing ever pay INV-0187?",
    expected: ["LedgerApi.RetrieveInvoices", "LedgerApi.FetchInvoicePayments"],
  },
  {
    query: "who owes us money right now? need the AR list of unpaid customer invoices",
    expected: ["LedgerApi.RetrieveInvoices"],
  },
  {
    query:
      "give me the full detail of invoice id 6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b, including tax and any payments or credits applied",
    expected: ["LedgerApi.GetInvoiceDetails"],
  },
  {
    query: "someone changed the due date on INV-0312 and I want to know who and when",
    expected: ["LedgerApi.RetrieveInvoiceHistory"],
  },
  {
    query: "The client says they never got the invoice. Can you email INV-0451 to them again from Xero?",
    expected: ["LedgerApi.EmailInvoice"],
  },
  {
    query: "get me the online link for INV-0290 so the customer can pay it by card",
    expected: ["LedgerApi.RetrieveOnlineInvoiceUrl"],
  },
  {
    query: "are automatic overdue reminder emails switched on for our org?",
    expected: ["LedgerApi.GetInvoiceReminderSettings"],
  },
  {
    query: "invocie Bright Spark Electrical for 12 hours of consulting at $150 an hour, due in 14 days",
    expected: ["LedgerApi.CreateInvoices", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query: "enter a bill from Officeworks for $342.50 of stationery, due 15 March",
    expected: ["LedgerApi.CreateInvoices", "LedgerApi.UpdateOrCreateInvoices"],
  },
  { query: "void INV-0204", expected: ["LedgerApi.UpdateInvoice", "LedgerApi.UpdateOrCreateInvoices"] },
  { query: "pdf of INV-0099 pls", expected: ["LedgerApi.RetrieveInvoicePdf"] },
  {
    query: "what documents are attached to invoice INV-0150?",
    expected: ["LedgerApi.RetrieveInvoiceAttachments"],
  },
  {
    query:
      "attach the signed timesheet (timesheet-march.pdf) to invoice INV-0233 and show it online to the customer",
    expected: ["LedgerApi.UploadInvoiceAttachment"],
  },
  {
    query: "overwrite timesheet.csv on INV-0233 with the corrected file, keep the same attachment",
    expected: ["LedgerApi.ReplaceInvoiceAttachment"],
  },
  {
    query: "download delivery-docket.pdf that's attached to invoice INV-0402",
    expected: ["LedgerApi.GetInvoiceAttachment"],
  },
  {
    query: "leave a note on INV-0388: customer promised to pay Friday 14th",
    expected: ["LedgerApi.CreateInvoiceHistory"],
  },
  {
    query: "any customer credit notes that still have credit left to allocate?",
    expected: ["LedgerApi.GetCreditNotes"],
  },
  {
    query: "issue a credit note to Harbour Cafe for $80, the catering order was short two platters",
    expected: ["LedgerApi.CreateCreditNotes", "LedgerApi.UpdateOrCreateCreditNotes"],
  },
  {
    query: "apply the $200 left on CN-0021 against invoice INV-0310",
    expected: ["LedgerApi.CreateCreditNoteAllocation"],
  },
  {
    query: "I put the credit from CN-0021 on the wrong invoice, take the allocation off INV-0310",
    expected: ["LedgerApi.DeleteCreditNoteAllocation"],
  },
  {
    query: "void credit note CN-0009, it was raised in error",
    expected: ["LedgerApi.UpdateCreditNote", "LedgerApi.UpdateOrCreateCreditNotes"],
  },
  {
    query:
      "the customer wants the $120 on CN-0030 back as cash rather than credit, record the refund paid from the business account today",
    expected: ["LedgerApi.CreatePayment", "LedgerApi.CreatePayments"],
  },
  {
    query: "who approved credit note CN-0015? show its history",
    expected: ["LedgerApi.GetCreditNoteHistory"],
  },
  {
    query: "add a note to credit note CN-0015 saying Sarah approved it after the phone call",
    expected: ["LedgerApi.FetchCreditNoteHistory"],
  },
  {
    query: "attach the signed returns form to credit note CN-0019",
    expected: ["LedgerApi.UploadCreditNoteAttachment"],
  },
  {
    query: "which quotes have we sent that the customer hasn't answered yet?",
    expected: ["LedgerApi.RetrieveSalesQuotes"],
  },
  {
    query: "draft a quote for Greenway Landscaping: 3 days of garden design at $800/day, valid 30 days",
    expected: ["LedgerApi.CreateQuotes", "LedgerApi.UpdateOrCreateQuotes"],
  },
  {
    query: "Greenway said yes to QU-0042 — mark it as accepted",
    expected: ["LedgerApi.UpdateQuote", "LedgerApi.UpdateOrCreateQuotes"],
  },
  { query: "send me a PDF of quote QU-0038", expected: ["LedgerApi.RetrieveQuotePdf"] },
  {
    query: "show the full terms and line items on quote QU-0041",
    expected: ["LedgerApi.RetrieveQuote", "LedgerApi.RetrieveSalesQuotes"],
  },
  {
    query: "jot a note on QU-0040 that the client wants revised pricing on the decking",
    expected: ["LedgerApi.AddQuoteHistory"],
  },
  { query: "what recurring invoices have we got scheduled?", expected: ["LedgerApi.GetRepeatingInvoices"] },
  {
    query: "set up a monthly invoice for Northside Gym, $450 retainer, starting 1 July, ongoing",
    expected: ["LedgerApi.CreateRepeatingInvoices", "LedgerApi.UpdateOrCreateRepeatingInvoices"],
  },
  {
    query: "we cancelled the cleaning contract, stop the repeating bill for Sparkle Cleaners",
    expected: ["LedgerApi.UpdateRepeatingInvoice", "LedgerApi.UpdateOrCreateRepeatingInvoices"],
  },
  {
    query: "list all customer payments recieved since 1 January 2026",
    expected: ["LedgerApi.FetchInvoicePayments"],
  },
  {
    query: "Bayside Dental paid INV-0277 in full, $1,320 on 3 March into the cheque account — record it",
    expected: ["LedgerApi.CreatePayment", "LedgerApi.CreatePayments"],
  },
  {
    query:
      "ugh, looks like we paid the Telstra bill twice by mistake last week — the second $189.95 payment shouldn't be there, can you delete it? we'll chase Telstra for the money",
    expected: ["LedgerApi.DeletePayment"],
  },
  {
    query: "who deleted the payment on INV-0150? show me that payment's history",
    expected: ["LedgerApi.RetrievePaymentHistory"],
  },
  {
    query: "pay the Bunnings, Repco and Harvey Norman bills together as one batch from the ops account",
    expected: ["LedgerApi.CreateBatchPayment"],
  },
  { query: "list the batch payments we've made this month", expected: ["LedgerApi.RetrieveBatchPayments"] },
  {
    query: "which bills were included in batch payment 7e2b9c40-1a3d-4e5f-9b6c-8d7e6f5a4b3c?",
    expected: ["LedgerApi.GetBatchPaymentDetails"],
  },
  {
    query: "reverse the whole batch payment from Friday, it went out of the wrong account",
    expected: ["LedgerApi.DeleteBatchPayment", "LedgerApi.DeleteBatchPaymentByUrlParam"],
  },
  {
    query: "customers who paid deposits before we invoiced them — any prepayments not yet allocated?",
    expected: ["LedgerApi.RetrievePrepayments"],
  },
  {
    query: "apply the Jensen deposit (prepayment) to their invoice INV-0345",
    expected: ["LedgerApi.CreatePrepaymentAllocations"],
  },
  {
    query: "take the prepayment allocation back off INV-0345, wrong job",
    expected: ["LedgerApi.DeletePrepaymentAllocation"],
  },
  {
    query:
      "Redwood Joinery rang to say they paid $150 more than they owed last month and want to know what happened to it — is it sitting in Xero as an overpayment?",
    expected: ["LedgerApi.RetrieveOverpayments"],
  },
  {
    query: "use Redwood's overpaymnet credit to knock down their new invoice INV-0360",
    expected: ["LedgerApi.CreateOverpaymentAllocations"],
  },
  {
    query:
      "I'm doing month end and want to make sure we haven't forgotten to on-charge anything — which billable expenses are still waiting to go on a client invoice?",
    expected: ["LedgerApi.RetrieveLinkedTransactions"],
  },
  {
    query: "mark the freight line on the Toll bill as billable to Coastal Builders",
    expected: ["LedgerApi.CreateLinkedTransaction"],
  },
  {
    query: "that billable courier cost should go to Hilltop Homes instead of Coastal Builders",
    expected: ["LedgerApi.UpdateLinkedTransaction"],
  },
  {
    query: "remove the billable expense link on the courier charge, we're absorbing it",
    expected: ["LedgerApi.DeleteLinkedTransaction"],
  },
  {
    query: "purchase orders that are approved but not billed yet",
    expected: ["LedgerApi.RetrievePurchaseOrders"],
  },
  { query: "pull up PO-0057", expected: ["LedgerApi.RetrievePurchaseOrderByNumber"] },
  {
    query: "raise a PO to Reece Plumbing Supplies for 20 copper elbows, deliver to 14 Wharf St by the 20th",
    expected: ["LedgerApi.CreatePurchaseOrders", "LedgerApi.UpdateOrCreatePurchaseOrders"],
  },
  {
    query: "the supplier billed us for PO-0052, mark it as billed",
    expected: ["LedgerApi.UpdatePurchaseOrder", "LedgerApi.UpdateOrCreatePurchaseOrders"],
  },
  { query: "PDF of PO-0049 so I can send it to the supplier", expected: ["LedgerApi.GetPurchaseOrderPdf"] },
  {
    query: "what happened on PO-0050? show history and notes",
    expected: ["LedgerApi.RetrievePurchaseOrderHistory"],
  },
  {
    query: "unreconcilled spend money transactions in the business cheque account",
    expected: ["LedgerApi.RetrieveBankTransactions"],
  },
  {
    query: "record $65 parking paid on the company card, no invoice for it",
    expected: ["LedgerApi.CreateBankTransactions", "LedgerApi.UpdateOrCreateBankTransactions"],
  },
  {
    query: "delete the spend money entry for the duplicate Uber charge on 2 May",
    expected: ["LedgerApi.UpdateBankTransaction", "LedgerApi.UpdateOrCreateBankTransactions"],
  },
  {
    query: "attach the receipt photo to the $48.90 Bunnings spend money transaction",
    expected: ["LedgerApi.UploadBankTransactionAttachment"],
  },
  {
    query: "what receipts are attached to the receive money entry from the market stall?",
    expected: ["LedgerApi.RetrieveBankTransactionAttachments"],
  },
  {
    query: "move $5,000 from the savings account to the everyday cheque account",
    expected: ["LedgerApi.CreateBankTransfer"],
  },
  {
    query: "list the transfers between our own accounts over $1,000 this quarter",
    expected: ["LedgerApi.RetrieveBankTransfers"],
  },
  {
    query: "that $2,000 transfer got entered twice, delete one",
    expected: ["LedgerApi.DeleteBankTransfer", "LedgerApi.DeleteBankTransfers"],
  },
  {
    query: "post an accrual journal at EOFY: Dr wages expense $3,200, Cr accrued wages",
    expected: ["LedgerApi.CreateManualJournals", "LedgerApi.UpdateOrCreateManualJournals"],
  },
  { query: "list the manual journals that have been posted", expected: ["LedgerApi.RetrieveManualJournals"] },
  {
    query: "reverse the March depreciation journal, the asset was sold in February",
    expected: ["LedgerApi.UpdateManualJournal", "LedgerApi.UpdateOrCreateManualJournals"],
  },
  {
    query: "export all GL journals from journal number 500 onwards",
    expected: ["LedgerApi.GetFinancialJournals"],
  },
  {
    query: "list our bank accounts from the chart of accounts",
    expected: ["LedgerApi.RetrieveFullChartOfAccounts"],
  },
  {
    query: 'add a new expense account "Software Subscriptions", code 485',
    expected: ["LedgerApi.CreateAccount"],
  },
  {
    query: "archive account 470, we don't use it anymore but it has history",
    expected: ["LedgerApi.UpdateAccount"],
  },
  {
    query: "delete account 499 — I created it by mistake and nothing's been posted to it",
    expected: ["LedgerApi.DeleteAccount"],
  },
  { query: "find the email address for Jo at Acme", expected: ["LedgerApi.FetchAllLedgerContacts"] },
  {
    query: "add a new customer: Pinnacle Physio, accounts@pinnaclephysio.com.au, ph 07 3344 5566",
    expected: ["LedgerApi.CreateContacts", "LedgerApi.UpdateOrCreateContacts"],
  },
  {
    query: "archive supplier Old Mate Couriers, we don't use them anymore",
    expected: ["LedgerApi.UpdateContact", "LedgerApi.UpdateOrCreateContacts"],
  },
  {
    query: "look up contact number CUST-0042",
    expected: ["LedgerApi.GetLedgerContactByNumber", "LedgerApi.FetchAllLedgerContacts"],
  },
  {
    query: "add a note on Harbour Cafe's contact record: prefers invoices by post",
    expected: ["LedgerApi.AddContactHistoryRecord"],
  },
  {
    query: "is Dave's Roofing set up as a CIS subcontractor and at what deduction rate?",
    expected: ["LedgerApi.GetContactCisSettings"],
  },
  {
    query: "who's in the VIP customers group?",
    expected: ["LedgerApi.RetrieveContactGroup", "LedgerApi.RetrieveContactGroups"],
  },
  { query: "create a contact group called Wholesale Customers", expected: ["LedgerApi.CreateContactGroup"] },
  {
    query: "add Pinnacle Physio and Bayside Dental to the Healthcare group",
    expected: ["LedgerApi.CreateContactGroupContacts"],
  },
  { query: "take Redwood Joinery out of the VIP group", expected: ["LedgerApi.RemoveContactFromGroup"] },
  {
    query: "what do we charge for item WIDGET-01 and how many are on hand?",
    expected: ["LedgerApi.GetItems"],
  },
  {
    query: "add a new product: CONSULT-HR, consulting hour, sells for $180 plus GST",
    expected: ["LedgerApi.CreateItems", "LedgerApi.UpdateOrCreateItems"],
  },
  {
    query: "put the price of CONSULT-HR up to $195 from next month",
    expected: ["LedgerApi.UpdateItem", "LedgerApi.UpdateOrCreateItems"],
  },
  { query: "delete inventory item OLD-CABLE-3M", expected: ["LedgerApi.DeleteInventoryItem"] },
  { query: "list our tracking categories and their options", expected: ["LedgerApi.GetTrackingCategories"] },
  { query: 'add a tracking option "Brisbane" under Region', expected: ["LedgerApi.CreateTrackingOptions"] },
  { query: "what GST rates are set up in the file?", expected: ["LedgerApi.RetrieveTaxRates"] },
  { query: "we've started selling to the US, add USD as a currency", expected: ["LedgerApi.CreateCurrency"] },
  {
    query: "what budgets have we got set up — the overall one and any by department?",
    expected: ["LedgerApi.RetrieveBudgets"],
  },
  {
    query:
      "get the lines of budget 3e5a7c9e-1b3d-4f5a-8c7e-9a1b3c5d7e9f for July to December, per account per month",
    expected: ["LedgerApi.RetrieveBudgetDetails"],
  },
  { query: "budget summary for the next 12 months", expected: ["LedgerApi.GetBudgetSummaryReport"] },
  {
    query: "set up a Pay Now link to our Stripe page for online invoices",
    expected: ["LedgerApi.CreatePaymentService"],
  },
  {
    query: "who has access to our Xero and which ones are admins?",
    expected: ["LedgerApi.RetrieveLedgerUsers"],
  },
  {
    query: "when is our financial year end and what's the base currency?",
    expected: ["LedgerApi.GetLedgerOrganisationDetails"],
  },
  {
    query: "P&L for last quarter compared with the same quarter last year",
    expected: ["LedgerApi.GetProfitAndLossReport"],
  },
  { query: "balance sheet as at 30 June 2026 for EOFY", expected: ["LedgerApi.GetBalanceSheetReport"] },
  { query: "TB at 31 March pls", expected: ["LedgerApi.GetTrialBalanceReport"] },
  {
    query: "bank summary for May: opening, money in, money out, closing for each account",
    expected: ["LedgerApi.GetBankSummaryReport"],
  },
  { query: "executive summary for last month", expected: ["LedgerApi.RetrieveExecutiveSummaryReport"] },
  {
    query: "aged debtors for Bayside Dental as at today",
    expected: ["LedgerApi.GetAgedReceivablesReportByContact"],
  },
  {
    query: "how much do we owe Reece Plumbing and how overdue is it? aged payables for them",
    expected: ["LedgerApi.GetAgedPayablesReportByContact"],
  },
  {
    query: "1099 amounts for our contractors for tax year 2025",
    expected: ["LedgerApi.Retrieve1099Reports"],
  },
  {
    query: "find the BAS report we published for the March quarter",
    expected: ["LedgerApi.RetrieveUniqueReportsList"],
  },
  {
    query: "expense claims approved and waiting to be paid out",
    expected: ["LedgerApi.RetrieveExpenseClaims"],
  },
  {
    query: "approve Tom's expense claim for the conference trip",
    expected: ["LedgerApi.UpdateExpenseClaim"],
  },
  { query: "submit Priya's draft receipts as an expense claim", expected: ["LedgerApi.CreateExpenseClaims"] },
  {
    query: "Tom paid $38 for client lunch out of his own pocket, record it as a receipt for him",
    expected: ["LedgerApi.CreateReceipt"],
  },
  {
    query: "list the receipts staff recorded that haven't been claimed yet",
    expected: ["LedgerApi.GetDraftExpenseReceipts"],
  },
  {
    query: "we're converting from MYOB — set the conversion date to 1 July 2025 and load opening balances",
    expected: ["LedgerApi.SetupConversionDetails"],
  },
  {
    query:
      "can this app create approved invoices and use multicurrency in our org, or does our plan block it?",
    expected: ["LedgerApi.RetrieveLedgerOrganisationActions"],
  },
  {
    query: "retire the old 'Luxury Car Tax' rate we created, nothing uses it any more",
    expected: ["LedgerApi.UpdateTaxRate"],
  },
  { query: "what lists do I have in TickTick?", expected: ["TasksApi.GetUserProjects"] },
  { query: "show all my projects", expected: ["TasksApi.GetUserProjects"] },
  {
    query: "what's the project id of my Groceries list? I need it for something else",
    expected: ["TasksApi.GetUserProjects"],
  },
  {
    query: "get project 5eed00000000000000000a02 — is it set to list or kanban view?",
    expected: ["TasksApi.GetTasksProjectById"],
  },
  {
    query: "details of project 64ab12cd34ef56: name, colour, what kind it is",
    expected: ["TasksApi.GetTasksProjectById"],
  },
  { query: "what's still open in my Work project?", expected: ["TasksApi.RetrieveProjectWithTasks"] },
  { query: "show my inbox", expected: ["TasksApi.RetrieveProjectWithTasks"] },
  {
    query: "what cards are in the columns of the Kitchen Reno kanban board?",
    expected: ["TasksApi.RetrieveProjectWithTasks"],
  },
  {
    query: "list everything left to do on the Wedding list, we're six weeks out and I'm panicking a bit",
    expected: ["TasksApi.RetrieveProjectWithTasks"],
  },
  { query: "make a new list called Tax Time 2026", expected: ["TasksApi.CreateProjectInTasks"] },
  { query: "create a kanban project for the website relaunch", expected: ["TasksApi.CreateProjectInTasks"] },
  { query: "rename my 'Misc' list to 'Someday'", expected: ["TasksApi.UpdateProjectProperties"] },
  {
    query: "change the Work project colour to red and switch it to kanban view",
    expected: ["TasksApi.UpdateProjectProperties"],
  },
  {
    query: "delete the Christmas 2025 list entirely, tasks and all",
    expected: ["TasksApi.DeleteTasksProject"],
  },
  { query: "remind me to call the accountant tomorrow at 10am", expected: ["TasksApi.CreateTaskTasks"] },
  { query: "add 'buy milk' to my inbox", expected: ["TasksApi.CreateTaskTasks"] },
  {
    query: "new task in Work: prepare Q3 board deck, high priority, due Friday",
    expected: ["TasksApi.CreateTaskTasks"],
  },
  {
    query: "create a task 'Pack for Bali' with a chcklist: passport, adapters, sunscreen, charger",
    expected: ["TasksApi.CreateTaskTasks"],
  },
  {
    query: "add a repeating task every Monday morning to water the plants",
    expected: ["TasksApi.CreateTaskTasks"],
  },
  {
    query: "put 'renew car rego' in Personal due 30 June with a reminder a week before",
    expected: ["TasksApi.CreateTaskTasks"],
  },
  {
    query:
      "so the dentist rang and moved me — can you push the dentist appointment task to next Thursday 3pm instead?",
    expected: ["TasksApi.UpdateTaskProperties"],
  },
  { query: "bump 'Draft Q3 plan' to high priority", expected: ["TasksApi.UpdateTaskProperties"] },
  {
    query: "add a couple of items to the checklist on my 'Move house' task: book removalist, redirect mail",
    expected: ["TasksApi.UpdateTaskProperties"],
  },
  {
    query: "tick off 'passport' on the Pack for Bali checklist, the rest is still to do",
    expected: ["TasksApi.UpdateTaskProperties"],
  },
  {
    query: "add a note to the 'Quarterly BAS' task: waiting on bank statements from Westpac",
    expected: ["TasksApi.UpdateTaskProperties"],
  },
  { query: "tag the 'Fix gutter' task with weekend", expected: ["TasksApi.UpdateTaskProperties"] },
  { query: "done with 'submit timesheet' — mark it complete", expected: ["TasksApi.MarkTaskComplete"] },
  { query: "I finished the grocery run, tick it off", expected: ["TasksApi.MarkTaskComplete"] },
  {
    query: "complete this week's occurrence of the weekly review task, it should roll to next week",
    expected: ["TasksApi.MarkTaskComplete"],
  },
  {
    query: "mark task 5eed00000000000000000b04 in Personal as done",
    expected: ["TasksApi.MarkTaskComplete"],
  },
  { query: "what's on the checklist for 'Pack for Bali'?", expected: ["TasksApi.RetrieveTaskDetails"] },
  {
    query: "when is the 'Pay rent' task due and does it have a reminder set?",
    expected: ["TasksApi.RetrieveTaskDetails"],
  },
  {
    query: "pull up completed task 5eed00000000000000000b09 in Work — when exactly did I finish it?",
    expected: ["TasksApi.RetrieveTaskDetails"],
  },
  { query: "delete the 'old idea' task from my inbox", expected: ["TasksApi.DeleteSpecificTask"] },
  { query: "remove the duplicate 'call mum' task, permanently", expected: ["TasksApi.DeleteSpecificTask"] },
  {
    query: "move the three renovation tasks out of my inbox into the Kitchen Reno project",
    expected: ["TasksApi.MoveTasksBetweenProjects"],
  },
  {
    query: "shift 'book flights' from Personal over to the Travel list",
    expected: ["TasksApi.MoveTasksBetweenProjects"],
  },
  { query: "what did I get done last week?", expected: ["TasksApi.ListCompletedTasks"] },
  { query: "show completed tasks in the Work project for March", expected: ["TasksApi.ListCompletedTasks"] },
  {
    query:
      "my manager wants to know what I wrapped up in January, can you list everything I ticked off that month?",
    expected: ["TasksApi.ListCompletedTasks"],
  },
  { query: "all my high pririty tasks across every list", expected: ["TasksApi.FilterTasks"] },
  { query: "open tasks tagged urgent", expected: ["TasksApi.FilterTasks"] },
  { query: "which tasks start in December 2026?", expected: ["TasksApi.FilterTasks"] },
  {
    query: "medium and high priority tasks in Work and Personal that are still open",
    expected: ["TasksApi.FilterTasks"],
  },
  { query: "anything tagged errands I haven't done yet?", expected: ["TasksApi.FilterTasks"] },
];
