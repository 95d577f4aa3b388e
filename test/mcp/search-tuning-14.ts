import type { SearchCase } from "./search-queries";
// Tuning set 14: 100 plain requests written from docs/tools.md by someone who had not seen the search code or the other sets.
export const TUNING_14_CASES: readonly SearchCase[] = [
  // Invoices and bills
  {
    query: "inv Acme Ltd 3 hrs consulting @ $150 + GST, due the 20th",
    expected: ["LedgerApi.CreateInvoices", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query:
      "Jo entered the Reece plumbing bill twice last week, so get rid of the second one, it's still a draft",
    expected: ["LedgerApi.UpdateInvoice", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query: "has Coastal Cafe paid INV-0042 yet?",
    expected: ["LedgerApi.RetrieveInvoices", "LedgerApi.GetInvoiceDetails"],
  },
  {
    query: "hey, Bayview reckon they never got INV-0057, can you fire it off to them again by email?",
    expected: ["LedgerApi.EmailInvoice"],
  },
  {
    query: "what's the pay-online link for INV-0049? I want to text it to the client",
    expected: ["LedgerApi.RetrieveOnlineInvoiceUrl"],
  },
  {
    query: "Acme's accounts team wants a printable copy of INV-0042, could you grab me the PDF",
    expected: ["LedgerApi.RetrieveInvoicePdf"],
  },
  {
    query: "does Xero chase our late payers by email automatically, or is that switched off?",
    expected: ["LedgerApi.GetInvoiceReminderSettings"],
  },
  { query: "note on INV-0044: client promised to pay Fri", expected: ["LedgerApi.CreateInvoiceHistory"] },
  {
    query:
      "The signed timesheet for the Acme job finally turned up this morning, so put the scan on INV-0042 where they can see it",
    expected: ["LedgerApi.UploadInvoiceAttachment", "LedgerApi.ReplaceInvoiceAttachment"],
  },

  // Payments and batch payments
  {
    query: "rcvd $412.50 Coastal Cafe for INV-0042, cheque acct, today",
    expected: ["LedgerApi.CreatePayment", "LedgerApi.CreatePayments"],
  },
  {
    query:
      "I put Dunn & Co's $980 against the wrong invoice yesterday, so take that payment off and I'll redo it",
    expected: ["LedgerApi.DeletePayment"],
  },
  { query: "what money have customers sent us since 1 March?", expected: ["LedgerApi.FetchInvoicePayments"] },
  {
    query:
      "can you pay the Bunnings, Reece and Mitre 10 bills together out of the business account on Thursday, so it's one line on the statement",
    expected: ["LedgerApi.CreateBatchPayment"],
  },
  {
    query:
      "The bank bounced the whole supplier run we did on the 3rd, so cancel that lot and let the bills show as owing again",
    expected: ["LedgerApi.DeleteBatchPayment", "LedgerApi.DeleteBatchPaymentByUrlParam"],
  },

  // Credit notes
  {
    query: "Acme sent back two faulty chairs, can you raise a $240 credit for them?",
    expected: ["LedgerApi.CreateCreditNotes", "LedgerApi.UpdateOrCreateCreditNotes"],
  },
  { query: "apply CN-0012 against INV-0050", expected: ["LedgerApi.CreateCreditNoteAllocation"] },
  {
    query:
      "Mitchell's credit got knocked off the wrong invoice last week; unpick it so the credit is free to use again",
    expected: ["LedgerApi.DeleteCreditNoteAllocation"],
  },
  {
    query: "could you jot on CN-0007 that Sam agreed it over the phone",
    expected: ["LedgerApi.FetchCreditNoteHistory"],
  },

  // Quotes
  {
    query: "quote Bayview Motel exterior repaint $6,800, valid 30 days",
    expected: ["LedgerApi.CreateQuotes", "LedgerApi.UpdateOrCreateQuotes"],
  },
  {
    query: "Bayview rang this morning and said yes to the repaint, so mark QU-0023 as won",
    expected: ["LedgerApi.UpdateQuote", "LedgerApi.UpdateOrCreateQuotes"],
  },
  {
    query: "could you stick the site plan PDF on the Bayview quote before it goes out?",
    expected: ["LedgerApi.UploadQuoteAttachment", "LedgerApi.ReplaceQuoteAttachment"],
  },
  { query: "memo QU-0023: client wants to start after Easter", expected: ["LedgerApi.AddQuoteHistory"] },

  // Purchase orders
  {
    query: "please order 40 bags of cement from Firth, delivered to the yard by the 12th",
    expected: ["LedgerApi.CreatePurchaseOrders", "LedgerApi.UpdateOrCreatePurchaseOrders"],
  },
  {
    query: "Firth only had 35 bags in the end, so bring PO-0031 down from 40 before their bill arrives",
    expected: ["LedgerApi.UpdatePurchaseOrder", "LedgerApi.UpdateOrCreatePurchaseOrders"],
  },
  {
    query: "download delivery-docket.pdf off PO-0027",
    expected: [
      "LedgerApi.RetrievePoAttachmentByFilename",
      "LedgerApi.FetchPurchaseOrderAttachment",
      "LedgerApi.RetrievePurchaseOrderAttachments",
    ],
  },
  {
    query: "Firth just phoned to confirm Tuesday delivery, log that on PO-0031 so the team knows",
    expected: ["LedgerApi.CreatePurchaseOrderHistory"],
  },

  // Contacts and contact groups
  {
    query: "new supplier Greenway Landscaping, accounts@greenway.co.nz, 03 455 0192",
    expected: ["LedgerApi.CreateContacts", "LedgerApi.UpdateOrCreateContacts"],
  },
  {
    query: "do we have Dunedin Print Co in the system already?",
    expected: ["LedgerApi.FetchAllLedgerContacts"],
  },
  {
    query: "we don't use Kiwi Couriers anymore, can you hide them so nobody bills them by accident",
    expected: ["LedgerApi.UpdateContact", "LedgerApi.UpdateOrCreateContacts"],
  },
  {
    query: "Greenway sent back their signed credit application, keep a copy on their card",
    expected: ["LedgerApi.UploadContactAttachment", "LedgerApi.ReplaceContactAttachment"],
  },
  {
    query: "can you make a Wholesale group for our trade customers?",
    expected: ["LedgerApi.CreateContactGroup"],
  },
  {
    query:
      "Coastal Cafe stopped buying at trade prices, so take them out of Wholesale but keep them as a customer",
    expected: ["LedgerApi.RemoveContactFromGroup"],
  },
  {
    query: "who's in the VIP customers group?",
    expected: ["LedgerApi.RetrieveContactGroup", "LedgerApi.RetrieveContactGroups"],
  },

  // Bank transactions and transfers
  {
    query: "spend money 64.90 fuel Z Energy, business Visa",
    expected: ["LedgerApi.CreateBankTransactions", "LedgerApi.UpdateOrCreateBankTransactions"],
  },
  {
    query:
      "The $85 Countdown one I keyed in on the 4th was really $58, it's not reconciled yet so fix the amount",
    expected: ["LedgerApi.UpdateBankTransaction", "LedgerApi.UpdateOrCreateBankTransactions"],
  },
  {
    query: "here's a photo of the parking ticket, can you pin it to that $12 Wilson Parking spend",
    expected: ["LedgerApi.UploadBankTransactionAttachment", "LedgerApi.ReplaceBankTransactionAttachment"],
  },
  { query: "xfer $5,000 cheque -> savings", expected: ["LedgerApi.CreateBankTransfer"] },
  {
    query: "I moved $2,000 into savings twice on Monday by mistake, kill the duplicate",
    expected: ["LedgerApi.DeleteBankTransfer", "LedgerApi.DeleteBankTransfers"],
  },

  // Reports
  { query: "aged AR Coastal Cafe", expected: ["LedgerApi.GetAgedReceivablesReportByContact"] },
  {
    query: "how did we go last quarter profit-wise, compared with the one before?",
    expected: ["LedgerApi.GetProfitAndLossReport"],
  },
  { query: "BS as at 31 Mar", expected: ["LedgerApi.GetBalanceSheetReport"] },
  {
    query: "how much came in and went out of each bank account between January and March?",
    expected: ["LedgerApi.GetBankSummaryReport"],
  },
  {
    query: "I need the 1099 numbers for our contractors for 2025 before the deadline",
    expected: ["LedgerApi.Retrieve1099Reports"],
  },
  {
    query: "give me a one-page snapshot of October, cash, margins, debtors, side by side with September",
    expected: ["LedgerApi.RetrieveExecutiveSummaryReport"],
  },
  {
    query: "what have we budgeted per account for the next six months?",
    expected: ["LedgerApi.GetBudgetSummaryReport", "LedgerApi.RetrieveBudgetDetails"],
  },

  // Chart of accounts, items, tax, tracking, currencies
  { query: "new expense acct 429 Software subscriptions", expected: ["LedgerApi.CreateAccount"] },
  {
    query:
      "We closed the old ANZ account in May, so retire it from the chart but keep everything that went through it",
    expected: ["LedgerApi.UpdateAccount"],
  },
  {
    query: "put GARDEN-MIX up to $21.50 from Monday, would you",
    expected: ["LedgerApi.UpdateItem", "LedgerApi.UpdateOrCreateItems"],
  },
  {
    query: "We stopped stocking the old hose reels last year, so delete that product for good",
    expected: ["LedgerApi.DeleteInventoryItem"],
  },
  {
    query: "what rate of GST are we charging on sales?",
    expected: ["LedgerApi.RetrieveTaxRates", "LedgerApi.GetTaxRateByTaxType"],
  },
  { query: "add an 8.5% city sales tax for our Denver orders", expected: ["LedgerApi.CreateTaxRates"] },
  { query: "add Otago under Region", expected: ["LedgerApi.CreateTrackingOptions"] },
  {
    query: "The Temp option under Department was only ever a test, so delete it",
    expected: ["LedgerApi.DeleteTrackingOption"],
  },
  {
    query: "we're starting to invoice in Aussie dollars next month, can you turn AUD on?",
    expected: ["LedgerApi.CreateCurrency"],
  },

  // Organisation, users, themes and payment services
  {
    query: "can you add a Stripe 'Pay now' link so customers can pay our invoices by card?",
    expected: ["LedgerApi.CreatePaymentService"],
  },
  {
    query: "Stripe pay button on the Trade template",
    expected: ["LedgerApi.CreateBrandingThemePaymentServices"],
  },
  { query: "who's got admin rights to our Xero?", expected: ["LedgerApi.RetrieveLedgerUsers"] },
  {
    query: "what's our financial year end and base currency again?",
    expected: ["LedgerApi.GetLedgerOrganisationDetails"],
  },
  {
    query:
      "before I set this up, is the app even allowed to approve invoices or use multi-currency on our plan?",
    expected: ["LedgerApi.RetrieveLedgerOrganisationActions"],
  },

  // Billable expenses and journals
  {
    query: "on-charge the $320 scaffold hire on the Kennards bill to Bayview",
    expected: ["LedgerApi.CreateLinkedTransaction"],
  },
  {
    query: "what costs have we flagged to rebill to customers that haven't gone on an invoice yet?",
    expected: ["LedgerApi.RetrieveLinkedTransactions"],
  },
  {
    query:
      "Turns out the Kennards hire was for Acme's job, not Bayview's, so switch which customer it gets charged to",
    expected: ["LedgerApi.UpdateLinkedTransaction"],
  },
  {
    query: "accrue $1,500 audit fee at 30 June, Dr audit fees Cr accruals",
    expected: ["LedgerApi.CreateManualJournals", "LedgerApi.UpdateOrCreateManualJournals"],
  },
  {
    query: "The March depreciation entry double-counted the van, so reverse the whole journal",
    expected: ["LedgerApi.UpdateManualJournal", "LedgerApi.UpdateOrCreateManualJournals"],
  },
  {
    query: "what's in GL journal 142?",
    expected: ["LedgerApi.RetrieveJournalByNumber", "LedgerApi.GetFinancialJournals"],
  },

  // Overpayments and prepayments
  {
    query: "Acme paid $50 too much on INV-0042, use the extra against INV-0058 please",
    expected: ["LedgerApi.CreateOverpaymentAllocations"],
  },
  {
    query:
      "Bayview's $2,000 deposit came in before we'd invoiced them; now INV-0066 is out, set the deposit against it",
    expected: ["LedgerApi.CreatePrepaymentAllocations"],
  },
  {
    query: "any customer overpayments still sitting there unused?",
    expected: ["LedgerApi.RetrieveOverpayments"],
  },

  // Expense claims and receipts
  {
    query: "Sam paid $45 for the team lunch on his own card, so log it and we'll pay him back",
    expected: ["LedgerApi.CreateReceipt"],
  },
  { query: "lodge Sam's March receipts as a claim", expected: ["LedgerApi.CreateExpenseClaims"] },
  {
    query: "which staff claims are signed off but not paid back yet?",
    expected: ["LedgerApi.RetrieveExpenseClaims"],
  },
  {
    query: "attach lunch docket photo to Sam's receipt",
    expected: ["LedgerApi.UploadReceiptAttachment", "LedgerApi.ReplaceReceiptAttachment"],
  },

  // Repeating invoices
  {
    query: "can you bill Harbour Gym $120 + GST every month from the 1st without me having to remember?",
    expected: ["LedgerApi.CreateRepeatingInvoices", "LedgerApi.UpdateOrCreateRepeatingInvoices"],
  },
  {
    query: "Harbour Gym cancelled their contract, so stop their monthly invoice from going out",
    expected: ["LedgerApi.UpdateRepeatingInvoice", "LedgerApi.UpdateOrCreateRepeatingInvoices"],
  },
  {
    query: "when does the next Harbour Gym invoice go out automatically?",
    expected: ["LedgerApi.GetRepeatingInvoices", "LedgerApi.GetRepeatingInvoice"],
  },

  // To-dos: tasks and checklists
  { query: "todo: call accountant re GST tmrw 9am, high priority", expected: ["TasksApi.CreateTaskTasks"] },
  { query: "can you pop 'buy printer ink' on my Work list for me?", expected: ["TasksApi.CreateTaskTasks"] },
  {
    query:
      "We've got the market stall on Saturday, so I need a packing to-do with a checklist: float, banner, card reader, trestle tables",
    expected: ["TasksApi.CreateTaskTasks"],
  },
  {
    query: "oh, and add 'extension cord' to the packing checklist for the stall",
    expected: ["TasksApi.UpdateTaskProperties"],
  },
  {
    query: "what's still unticked on the van service checklist?",
    expected: ["TasksApi.RetrieveTaskDetails"],
  },
  {
    query: "Finally got the van rego renewed at the post shop this morning, tick that one off",
    expected: ["TasksApi.MarkTaskComplete"],
  },
  {
    query: "can you push the dentist task out to next Wednesday?",
    expected: ["TasksApi.UpdateTaskProperties"],
  },
  { query: "'order stock' -> repeat every Mon", expected: ["TasksApi.UpdateTaskProperties"] },
  {
    query: "I made a 'test' task in Personal while trying the app out, delete it",
    expected: ["TasksApi.DeleteSpecificTask"],
  },

  // To-dos: moving, filtering and completed tasks
  {
    query: "I dumped everything into the Inbox this week; shift the three supplier follow-ups over to Work",
    expected: ["TasksApi.MoveTasksBetweenProjects"],
  },
  { query: "mv 'Bayview quote' Inbox -> Jobs", expected: ["TasksApi.MoveTasksBetweenProjects"] },
  { query: "what did I actually get through last week?", expected: ["TasksApi.ListCompletedTasks"] },
  { query: "finished tasks, Work, January", expected: ["TasksApi.ListCompletedTasks"] },
  { query: "which high-priority things are still open?", expected: ["TasksApi.FilterTasks"] },
  { query: "open tasks tagged invoice", expected: ["TasksApi.FilterTasks"] },
  {
    query: "what have I got kicking off in the first week of December across Personal and Work?",
    expected: ["TasksApi.FilterTasks"],
  },
  {
    query: "did I ever finish the 'file GST return' task, and when?",
    expected: ["TasksApi.RetrieveTaskDetails", "TasksApi.ListCompletedTasks"],
  },

  // To-dos: lists and boards
  { query: "show all my lists", expected: ["TasksApi.GetUserProjects"] },
  {
    query:
      "We do the groceries online now, so the Groceries list is pointless; bin the whole list and everything in it",
    expected: ["TasksApi.DeleteTasksProject"],
  },
  {
    query: "rename the 'Misc' list to 'Admin' and make it blue, would you",
    expected: ["TasksApi.UpdateProjectProperties"],
  },
  { query: "Jobs list -> board view", expected: ["TasksApi.UpdateProjectProperties"] },
  {
    query: "what columns are on the Jobs board, and which cards sit in each?",
    expected: ["TasksApi.RetrieveProjectWithTasks"],
  },
  {
    query: "could you start a new list for the house move, laid out as a board?",
    expected: ["TasksApi.CreateProjectInTasks"],
  },
  {
    query: "what's sitting in my Inbox right now?",
    expected: ["TasksApi.RetrieveProjectWithTasks", "TasksApi.FilterTasks"],
  },
  {
    query: "is the Work list showing as a list or a board, and what colour is it?",
    expected: ["TasksApi.GetTasksProjectById", "TasksApi.GetUserProjects"],
  },
];
