import type { SearchCase } from "./search-queries";
// Tuning set 16: 100 plain requests written from docs/tools.md by someone who had not seen the search code or the other sets.
export const TUNING_16_CASES: readonly SearchCase[] = [
  // Invoices and bills
  {
    query: "look up Harbour Cafe's contact id before I raise their invoice",
    expected: ["LedgerApi.FetchAllLedgerContacts"],
  },
  {
    query: "raise a draft invoice to Harbour Cafe for 12 hours of consulting at $95, due on the 20th",
    expected: ["LedgerApi.CreateInvoices", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query: "pull every customer invoice that's approved but past its due date so I can build the chase list",
    expected: ["LedgerApi.RetrieveInvoices"],
  },
  {
    query:
      "I've got the InvoiceID for INV-0042 now; fetch it in full so I can see its lines and what's been paid",
    expected: ["LedgerApi.GetInvoiceDetails", "LedgerApi.RetrieveInvoices"],
  },
  {
    query: "INV-0057 has been checked, approve it so it can go out",
    expected: ["LedgerApi.UpdateInvoice", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query: "send INV-0057 off to the customer from Xero now that it's approved",
    expected: ["LedgerApi.EmailInvoice"],
  },
  {
    query: "get the customer-facing web link for INV-0061 so Jenny can settle it by card",
    expected: ["LedgerApi.RetrieveOnlineInvoiceUrl"],
  },
  {
    query: "INV-0039 was raised to the wrong customer and nothing's been paid on it, cancel it",
    expected: ["LedgerApi.UpdateInvoice", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query: "key in the Reece Plumbing supplies bill: $1,284.60 dated 3 March, their ref RP-55120",
    expected: ["LedgerApi.CreateInvoices", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query: "grab INV-0048 as a PDF to attach to the dispute email",
    expected: ["LedgerApi.RetrieveInvoicePdf"],
  },
  {
    query: "find out who moved the due date on INV-0033 and when",
    expected: ["LedgerApi.RetrieveInvoiceHistory"],
  },
  {
    query: "jot on INV-0033 that the client promised payment by the 28th",
    expected: ["LedgerApi.CreateInvoiceHistory"],
  },
  {
    query: "Jo entered the Reece bill twice last week; the second copy is still a draft, so get rid of it",
    expected: ["LedgerApi.UpdateInvoice", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query: "put the signed timesheet PDF on INV-0042 before it gets sent",
    expected: ["LedgerApi.UploadInvoiceAttachment"],
  },

  // Payments
  {
    query: "Coastal Fencing paid $412.50 today on INV-0042; record it into the 090 cheque account",
    expected: ["LedgerApi.CreatePayment", "LedgerApi.CreatePayments"],
  },
  {
    query: "pay the five approved Timber Direct bills as a single line out of the bank",
    expected: ["LedgerApi.CreateBatchPayment"],
  },
  {
    query: "check whether Coastal's money was applied: list customer payments dated since Monday",
    expected: ["LedgerApi.FetchInvoicePayments"],
  },
  {
    query: "$250 landed on INV-0050 by mistake; take that payment off so the invoice shows as owing again",
    expected: ["LedgerApi.DeletePayment"],
  },
  {
    query: "last Tuesday's combined deposit double-counted two invoices, undo the whole batch",
    expected: ["LedgerApi.DeleteBatchPayment", "LedgerApi.DeleteBatchPaymentByUrlParam"],
  },
  {
    query: "add a note to that payment saying it matched line 14 of the ANZ statement",
    expected: ["LedgerApi.CreatePaymentHistoryRecord"],
  },

  // Credit notes
  {
    query: "issue Harbour Cafe a $75 credit for the damaged chairs",
    expected: ["LedgerApi.CreateCreditNotes", "LedgerApi.UpdateOrCreateCreditNotes"],
  },
  {
    query: "use the rest of CN-0012 to bring down what's owed on INV-0042",
    expected: ["LedgerApi.CreateCreditNoteAllocation"],
  },
  {
    query: "the credit was put against the wrong invoice; unapply it from INV-0040 so it's free to use again",
    expected: ["LedgerApi.DeleteCreditNoteAllocation"],
  },
  {
    query: "record on credit note CN-0009 that the returned goods are back in stock",
    expected: ["LedgerApi.FetchCreditNoteHistory"],
  },

  // Quotes
  {
    query: "draft a quote for Summit Builders: 40 m² of decking at $180 a metre, good for 30 days",
    expected: ["LedgerApi.CreateQuotes", "LedgerApi.UpdateOrCreateQuotes"],
  },
  {
    query: "Summit said yes to QU-0021; mark it accepted before I turn it into an invoice",
    expected: ["LedgerApi.UpdateQuote", "LedgerApi.UpdateOrCreateQuotes"],
  },
  {
    query: "which quotes have gone out that customers haven't got back to us on?",
    expected: ["LedgerApi.RetrieveSalesQuotes"],
  },

  // Purchase orders
  {
    query: "order 200 lengths of 90x45 pine from Timber Direct for delivery on 14 April",
    expected: ["LedgerApi.CreatePurchaseOrders", "LedgerApi.UpdateOrCreatePurchaseOrders"],
  },
  {
    query: "pull up PO-0017 so I can check the quantities against the supplier's invoice",
    expected: ["LedgerApi.RetrievePurchaseOrderByNumber", "LedgerApi.RetrievePurchaseOrders"],
  },
  {
    query: "the bill for PO-0017 is in now, flag the order as billed",
    expected: ["LedgerApi.UpdatePurchaseOrder", "LedgerApi.UpdateOrCreatePurchaseOrders"],
  },

  // Contacts
  {
    query: "set up Greenleaf Landscaping as a new supplier, email accounts@greenleaf.co.nz",
    expected: ["LedgerApi.CreateContacts", "LedgerApi.UpdateOrCreateContacts"],
  },
  {
    query: "change Harbour Cafe's email to finance@harbourcafe.nz before I resend the invoice",
    expected: ["LedgerApi.UpdateContact", "LedgerApi.UpdateOrCreateContacts"],
  },
  {
    query: "fetch customer number CUST-0042 to check their payment terms",
    expected: ["LedgerApi.GetLedgerContactByNumber", "LedgerApi.FetchAllLedgerContacts"],
  },
  {
    query: "put Harbour Cafe and Bluebird into the Wholesale customers group",
    expected: ["LedgerApi.CreateContactGroupContacts"],
  },
  {
    query: "take Bayside Motors out of the Wholesale group, but keep them as a contact",
    expected: ["LedgerApi.RemoveContactFromGroup"],
  },
  {
    query: "before I ring Coastal Fencing, see how far overdue their unpaid invoices are, by age",
    expected: ["LedgerApi.GetAgedReceivablesReportByContact"],
  },
  {
    query: "how much do we still owe Reece Plumbing and how old are those bills?",
    expected: ["LedgerApi.GetAgedPayablesReportByContact"],
  },

  // Bank transactions and transfers
  {
    query: "spend money 64.90 fuel at Z Energy from the business account, coded to motor vehicle",
    expected: ["LedgerApi.CreateBankTransactions", "LedgerApi.UpdateOrCreateBankTransactions"],
  },
  {
    query:
      "list the money-out lines on account 090 for March that aren't reconciled yet, so I can match the statement",
    expected: ["LedgerApi.RetrieveBankTransactions"],
  },
  { query: "shift $5,000 from the cheque account into savings", expected: ["LedgerApi.CreateBankTransfer"] },
  {
    query: "the savings transfer got entered twice; remove the second one, I have its id",
    expected: ["LedgerApi.DeleteBankTransfer", "LedgerApi.DeleteBankTransfers"],
  },
  {
    query: "attach the photo of the fuel receipt to the spend-money entry I just made",
    expected: ["LedgerApi.UploadBankTransactionAttachment"],
  },

  // Reports
  {
    query: "get March's income, expenses and net result for the owner's monthly update",
    expected: ["LedgerApi.GetProfitAndLossReport"],
  },
  {
    query: "what we own and owe as at 30 June, for the bank's loan application",
    expected: ["LedgerApi.GetBalanceSheetReport"],
  },
  {
    query: "before closing March, check every account's debit and credit balance agrees at the 31st",
    expected: ["LedgerApi.GetTrialBalanceReport"],
  },
  {
    query: "opening and closing figures for each bank account last month",
    expected: ["LedgerApi.GetBankSummaryReport"],
  },
  {
    query: "October's headline numbers compared with September for the board pack",
    expected: ["LedgerApi.RetrieveExecutiveSummaryReport"],
  },
  {
    query: "what we paid each US contractor in 2025, per form box, for the year-end filings",
    expected: ["LedgerApi.Retrieve1099Reports"],
  },

  // Accounts, items, tax, journals, repeating invoices
  {
    query: "find the account code for motor vehicle expenses before I code the fuel",
    expected: ["LedgerApi.RetrieveFullChartOfAccounts"],
  },
  {
    query: "add expense account 489 Software Subscriptions to the books",
    expected: ["LedgerApi.CreateAccount"],
  },
  {
    query: "look up the sale price on item code WIDGET-01 before I quote it",
    expected: ["LedgerApi.GetItems"],
  },
  {
    query: "bump the SVC-HOUR service item's sell price to $110",
    expected: ["LedgerApi.UpdateItem", "LedgerApi.UpdateOrCreateItems"],
  },
  {
    query: "list our active tax rates so I pick the right code for the GST-free lines",
    expected: ["LedgerApi.RetrieveTaxRates"],
  },
  {
    query: "accrue $2,400 of wages at 31 March: debit wages expense, credit accrued liabilities",
    expected: ["LedgerApi.CreateManualJournals", "LedgerApi.UpdateOrCreateManualJournals"],
  },
  {
    query: "payroll's gone through, so reverse the posted March wages accrual",
    expected: [
      "LedgerApi.UpdateManualJournal",
      "LedgerApi.UpdateOrCreateManualJournals",
      "LedgerApi.CreateManualJournals",
    ],
  },
  {
    query: "open general ledger entry number 88 to see which accounts it hit",
    expected: ["LedgerApi.RetrieveJournalByNumber", "LedgerApi.GetFinancialJournals"],
  },
  {
    query: "set Harbour Cafe's $350 cleaning contract to invoice itself every month from 1 May",
    expected: ["LedgerApi.CreateRepeatingInvoices", "LedgerApi.UpdateOrCreateRepeatingInvoices"],
  },
  {
    query: "when will the next Harbour Cafe invoice come off its schedule?",
    expected: ["LedgerApi.GetRepeatingInvoices", "LedgerApi.GetRepeatingInvoice"],
  },

  // Less common ledger jobs
  {
    query:
      "first step of the job: which Xero organisations can this connection reach, and what's today's date in each?",
    expected: ["LedgerApi.GetConnectedTenants"],
  },
  {
    query:
      "what's this organisation's financial year end and base currency? I need it to set the report range",
    expected: ["LedgerApi.GetLedgerOrganisationDetails"],
  },
  {
    query:
      "Sam paid $86 for the client lunch at Depot out of his own pocket; log it so it can go on his claim",
    expected: ["LedgerApi.CreateReceipt"],
  },
  {
    query: "approve Sam's submitted expense claim so finance can pay him back",
    expected: ["LedgerApi.UpdateExpenseClaim"],
  },
  {
    query: "Bluebird paid a deposit up front; apply it against INV-0064 now that it's been raised",
    expected: ["LedgerApi.CreatePrepaymentAllocations"],
  },
  {
    query: "Bluebird sent too much last month; use the extra against their new invoice INV-0066",
    expected: ["LedgerApi.CreateOverpaymentAllocations"],
  },
  {
    query:
      "the courier charge on the Freightways bill should be passed on to Summit Builders; flag that line as rechargeable to them",
    expected: ["LedgerApi.CreateLinkedTransaction"],
  },
  {
    query: "we're billing a US client for the first time, so turn on US dollars in the books",
    expected: ["LedgerApi.CreateCurrency"],
  },
  {
    query:
      "before I write chase emails by hand, check whether Xero's automatic overdue nudges are switched on",
    expected: ["LedgerApi.GetInvoiceReminderSettings"],
  },
  {
    query: "check this app is permitted to create approved invoices in the org before I try it",
    expected: ["LedgerApi.RetrieveLedgerOrganisationActions"],
  },
  {
    query: "download 'lease agreement.pdf' from Harbour Cafe's contact record",
    expected: ["LedgerApi.GetContactAttachment"],
  },
  {
    query: "find the id of the 'Wholesale' invoice layout to put on the new invoice",
    expected: ["LedgerApi.GetBrandingThemes"],
  },
  {
    query: "add a custom pay-now button that goes to our Stripe checkout page, for online invoices",
    expected: ["LedgerApi.CreatePaymentService"],
  },
  {
    query: "we don't stock OLD-KIT any more; remove that product entirely",
    expected: ["LedgerApi.DeleteInventoryItem"],
  },
  {
    query:
      "before paying Dean's Drylining, check whether they're a CIS subcontractor and their deduction rate",
    expected: ["LedgerApi.GetContactCisSettings"],
  },
  {
    query: "load the opening balances from the old system with a conversion date of 1 April",
    expected: ["LedgerApi.SetupConversionDetails"],
  },
  {
    query: "add 'Waikato' as a new choice under the Region tracking category",
    expected: ["LedgerApi.CreateTrackingOptions"],
  },

  // To-dos, lists and checklists
  {
    query: "list my projects to find the id of the Bookkeeping list before I add the follow-up",
    expected: ["TasksApi.GetUserProjects"],
  },
  {
    query: "add a follow-up in Bookkeeping: chase Coastal Fencing about INV-0042, due Friday, high priority",
    expected: ["TasksApi.CreateTaskTasks"],
  },
  {
    query: "Coastal's invoice is paid, so tick off the follow-up task to chase them",
    expected: ["TasksApi.MarkTaskComplete"],
  },
  {
    query: "what's still open in the Work project?",
    expected: ["TasksApi.RetrieveProjectWithTasks", "TasksApi.FilterTasks"],
  },
  {
    query: "start a new list called 'Year-end close 2026' to hold the closing jobs",
    expected: ["TasksApi.CreateProjectInTasks"],
  },
  {
    query: "push the BAS reminder task's due date back to the 28th",
    expected: ["TasksApi.UpdateTaskProperties"],
  },
  {
    query: "create a 'Month-end close' to-do with sub-steps: reconcile bank, review debtors, post accruals",
    expected: ["TasksApi.CreateTaskTasks"],
  },
  {
    query: "open the 'Month-end close' task to see which of its sub-steps are ticked",
    expected: ["TasksApi.RetrieveTaskDetails"],
  },
  {
    query: "add a to-do for 9am on the 20th to file the GST return, with a reminder",
    expected: ["TasksApi.CreateTaskTasks"],
  },
  { query: "raise the 'Chase Acme' task to high priority", expected: ["TasksApi.UpdateTaskProperties"] },
  {
    query: "add the invoice number INV-0042 to the notes of the 'Chase Acme' task",
    expected: ["TasksApi.UpdateTaskProperties"],
  },
  {
    query: "what's sitting unsorted in my inbox?",
    expected: ["TasksApi.RetrieveProjectWithTasks", "TasksApi.FilterTasks"],
  },
  {
    query: "show the columns on the Sales pipeline board and the cards in each",
    expected: ["TasksApi.RetrieveProjectWithTasks"],
  },
  {
    query: "the weekly 'reconcile bank' to-do is done for this week, check it off so it rolls to next week",
    expected: ["TasksApi.MarkTaskComplete"],
  },
  {
    query: "I created the 'pay Reece' task twice by mistake; delete the extra one",
    expected: ["TasksApi.DeleteSpecificTask"],
  },

  // Completed and filtered tasks
  {
    query: "what did I get done last week? I need it for the weekly summary",
    expected: ["TasksApi.ListCompletedTasks"],
  },
  {
    query: "list what was finished in the Bookkeeping project during March for the timesheet",
    expected: ["TasksApi.ListCompletedTasks"],
  },
  {
    query: "the 'send payroll' task isn't in the open list anymore; check whether it was actually finished",
    expected: ["TasksApi.RetrieveTaskDetails", "TasksApi.ListCompletedTasks"],
  },
  {
    query: "find every open task tagged invoices so I can work through them",
    expected: ["TasksApi.FilterTasks"],
  },
  { query: "get the high-priority tasks across Work and Personal", expected: ["TasksApi.FilterTasks"] },
  { query: "tasks starting in December so I can plan the month", expected: ["TasksApi.FilterTasks"] },

  // Less common to-do jobs
  {
    query: "move the three receipt tasks out of the inbox into Bookkeeping",
    expected: ["TasksApi.MoveTasksBetweenProjects"],
  },
  {
    query: "the 'Xmas party 2025' list is done with; delete it and everything in it",
    expected: ["TasksApi.DeleteTasksProject"],
  },
  {
    query: "rename the Misc list to Admin and switch it to board view",
    expected: ["TasksApi.UpdateProjectProperties"],
  },
  {
    query: "I have the Bookkeeping project's id; check its colour and view setting",
    expected: ["TasksApi.GetTasksProjectById", "TasksApi.GetUserProjects"],
  },
];
