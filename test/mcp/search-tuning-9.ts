import type { SearchCase } from "./search-queries";
// Tuning set 9: 100 plain requests written from docs/tools.md by someone who had not seen the search code or the other sets.
export const TUNING_9_CASES: readonly SearchCase[] = [
  // Invoices and bills
  {
    query: "inv Acme Ltd 3 hrs consulting @ $150, due the 20th",
    expected: ["LedgerApi.CreateInvoices", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query: "Sam keyed the Bunnings bill in twice on Monday. The second copy is still a draft, so bin it",
    expected: ["LedgerApi.UpdateInvoice", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query: "hey, can you sign off INV-0107 so it's ready to go out to the client?",
    expected: ["LedgerApi.UpdateInvoice", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query:
      "Lakeside Dental says INV-0088 should have been due on the 30th, not the 15th, so could you fix that",
    expected: ["LedgerApi.UpdateInvoice", "LedgerApi.UpdateOrCreateInvoices"],
  },
  { query: "Which customers are late paying us right now?", expected: ["LedgerApi.RetrieveInvoices"] },
  {
    query: "can you look up INV-0042 and tell me what's on it?",
    expected: ["LedgerApi.RetrieveInvoices", "LedgerApi.GetInvoiceDetails"],
  },
  {
    query: "Could you send Harbour Cafe their invoice by email? It's INV-0115, already approved",
    expected: ["LedgerApi.EmailInvoice"],
  },
  {
    query: "what's the web link where the customer can pay INV-0120? they lost the email",
    expected: ["LedgerApi.RetrieveOnlineInvoiceUrl"],
  },

  // History and notes
  {
    query: "pop a note on the Greenway invoice that Tom promised to pay by Friday",
    expected: ["LedgerApi.CreateInvoiceHistory"],
  },
  {
    query: "Who approved INV-0061, and when did that happen?",
    expected: ["LedgerApi.RetrieveInvoiceHistory"],
  },
  {
    query: "jot down on Bolt Supplies' file that they agreed to 60-day terms on the phone today",
    expected: ["LedgerApi.AddContactHistoryRecord"],
  },

  // Payments
  {
    query: "pmt rcvd INV-0042 $412.50 today into ANZ business acct",
    expected: ["LedgerApi.CreatePayment", "LedgerApi.CreatePayments"],
  },
  {
    query:
      "We paid the Officeworks bill on the card yesterday but it still shows $86.40 owing, so mark it paid",
    expected: ["LedgerApi.CreatePayment", "LedgerApi.CreatePayments"],
  },
  {
    query:
      "I put the Smith & Co payment against the wrong invoice this morning. Take that payment off so I can redo it",
    expected: ["LedgerApi.DeletePayment"],
  },
  { query: "What money have customers paid us since 1 March?", expected: ["LedgerApi.FetchInvoicePayments"] },
  {
    query:
      "for Friday's supplier run can you pay the Acme, Bolt and Kiwi Print bills together as one lump out of the business account?",
    expected: ["LedgerApi.CreateBatchPayment", "LedgerApi.CreatePayments"],
  },
  {
    query: "undo 14 Nov batch pmt, bank bounced it",
    expected: ["LedgerApi.DeleteBatchPayment", "LedgerApi.DeleteBatchPaymentByUrlParam"],
  },

  // Credit notes
  {
    query: "CN Acme $50 damaged stock",
    expected: ["LedgerApi.CreateCreditNotes", "LedgerApi.UpdateOrCreateCreditNotes"],
  },
  {
    query:
      "Bayview sent back two chairs and we credited them with CN-0012; knock that off their open invoice INV-0130",
    expected: ["LedgerApi.CreateCreditNoteAllocation"],
  },
  {
    query: "Which of our credit notes still have money left on them?",
    expected: ["LedgerApi.GetCreditNotes"],
  },
  {
    query: "ugh, I put CN-0009 against the wrong invoice, can you undo that?",
    expected: ["LedgerApi.DeleteCreditNoteAllocation"],
  },
  { query: "CN-0004 as a pdf pls", expected: ["LedgerApi.GetCreditNotePdf"] },

  // Quotes
  {
    query:
      "Could you put together a quote for Lakeside Dental? 40 hrs fit-out at $95/hr, good until the end of the month",
    expected: ["LedgerApi.CreateQuotes", "LedgerApi.UpdateOrCreateQuotes"],
  },
  {
    query: "Marco rang back and he's happy to go ahead with the kitchen job, QU-0021, so mark it as a yes",
    expected: ["LedgerApi.UpdateQuote", "LedgerApi.UpdateOrCreateQuotes"],
  },
  {
    query: "which quotes are we still waiting to hear back on?",
    expected: ["LedgerApi.RetrieveSalesQuotes"],
  },
  { query: "QU-0015 pdf for Marco", expected: ["LedgerApi.RetrieveQuotePdf"] },

  // Purchase orders
  {
    query: "PO Timber Co: 20 sheets 18mm ply, deliver Tue",
    expected: ["LedgerApi.CreatePurchaseOrders", "LedgerApi.UpdateOrCreatePurchaseOrders"],
  },
  { query: "What did we order on PO-0033?", expected: ["LedgerApi.RetrievePurchaseOrderByNumber"] },
  {
    query: "the supplier has sent their invoice for PO-0029 now, can you flag the order as billed?",
    expected: ["LedgerApi.UpdatePurchaseOrder", "LedgerApi.UpdateOrCreatePurchaseOrders"],
  },

  // Contacts
  { query: "Do we have a contact for Pinnacle Roofing?", expected: ["LedgerApi.FetchAllLedgerContacts"] },
  {
    query: "new supplier Kauri Freight Ltd, accounts@kaurifreight.co.nz",
    expected: ["LedgerApi.CreateContacts", "LedgerApi.UpdateOrCreateContacts"],
  },
  {
    query:
      "Greenleaf moved to 14 Dock Rd last month and their post still goes to the old place, so fix their address",
    expected: ["LedgerApi.UpdateContact", "LedgerApi.UpdateOrCreateContacts"],
  },
  {
    query:
      "we don't work with Old Mill Joinery anymore, can you tuck them away so nobody bills them by mistake?",
    expected: ["LedgerApi.UpdateContact", "LedgerApi.UpdateOrCreateContacts"],
  },
  {
    query: "cust CUST-0042 details",
    expected: ["LedgerApi.GetLedgerContactByNumber", "LedgerApi.FetchAllLedgerContacts"],
  },
  {
    query: "put Harbour Cafe + Bayview in the Wholesale group",
    expected: ["LedgerApi.CreateContactGroupContacts"],
  },
  { query: "who's in our VIP customers group?", expected: ["LedgerApi.RetrieveContactGroup"] },

  // Bank transactions and transfers
  {
    query: "spent 58.20 at Z petrol, business card acct",
    expected: ["LedgerApi.CreateBankTransactions", "LedgerApi.UpdateOrCreateBankTransactions"],
  },
  {
    query: "we took $300 cash at Saturday's market stall, no invoice. Can you put that through as money in?",
    expected: ["LedgerApi.CreateBankTransactions", "LedgerApi.UpdateOrCreateBankTransactions"],
  },
  {
    query:
      "The $120 coffee machine on the 9th got coded to entertainment but it's really office equipment, change the line",
    expected: ["LedgerApi.UpdateBankTransaction", "LedgerApi.UpdateOrCreateBankTransactions"],
  },
  { query: "xfer $5,000 cheque -> savings", expected: ["LedgerApi.CreateBankTransfer"] },
  {
    query:
      "I moved money to the tax account on the 3rd and typed $20,000 instead of $2,000. Delete that transfer so I can redo it",
    expected: ["LedgerApi.DeleteBankTransfer", "LedgerApi.DeleteBankTransfers"],
  },
  {
    query: "can you stick the receipt photo on the petrol spend from this morning?",
    expected: ["LedgerApi.UploadBankTransactionAttachment", "LedgerApi.ReplaceBankTransactionAttachment"],
  },

  // Reports
  { query: "aged debtors Harbour Cafe", expected: ["LedgerApi.GetAgedReceivablesReportByContact"] },
  {
    query: "How much do we owe Kauri Freight, and how late are we with it?",
    expected: ["LedgerApi.GetAgedPayablesReportByContact"],
  },
  {
    query: "how did we do last quarter profit-wise? can you pull the numbers for me",
    expected: ["LedgerApi.GetProfitAndLossReport"],
  },
  { query: "BS @ 30 June", expected: ["LedgerApi.GetBalanceSheetReport"] },
  { query: "How much did we spend on advertising in March?", expected: ["LedgerApi.GetProfitAndLossReport"] },
  {
    query: "what went in and out of each bank account last month? just the totals",
    expected: ["LedgerApi.GetBankSummaryReport"],
  },
  { query: "exec summary Oct", expected: ["LedgerApi.RetrieveExecutiveSummaryReport"] },
  {
    query: "What did we pay each contractor for the 2025 1099s?",
    expected: ["LedgerApi.Retrieve1099Reports"],
  },

  // Accounts, items and tax
  { query: "new acct 6150 Software subscriptions (expense)", expected: ["LedgerApi.CreateAccount"] },
  {
    query: "what's the code for the bank fees account?",
    expected: ["LedgerApi.RetrieveFullChartOfAccounts"],
  },
  {
    query: "we closed the old Westpac savings account, can you retire it in the books so no one posts to it?",
    expected: ["LedgerApi.UpdateAccount"],
  },
  {
    query: "The supplier put their prices up, so WIDGET-01 needs to sell at $24.50 from now on",
    expected: ["LedgerApi.UpdateItem", "LedgerApi.UpdateOrCreateItems"],
  },
  {
    query: "What do we charge for the large planter box?",
    expected: ["LedgerApi.GetItems", "LedgerApi.RetrieveLedgerItem"],
  },
  { query: "What GST codes have we got to pick from?", expected: ["LedgerApi.RetrieveTaxRates"] },
  {
    query: "The council's new 2.5% levy kicks in next month, so we'll need a new rate for it on our sales",
    expected: ["LedgerApi.CreateTaxRates"],
  },

  // Repeating invoices
  {
    query: "Set up a monthly invoice for Lakeside Dental, $450 retainer, starting on the 1st",
    expected: ["LedgerApi.CreateRepeatingInvoices", "LedgerApi.UpdateOrCreateRepeatingInvoices"],
  },
  {
    query:
      "Harbour Cafe cancelled their cleaning contract from next month, so stop the invoice that goes out to them automatically",
    expected: ["LedgerApi.UpdateRepeatingInvoice", "LedgerApi.UpdateOrCreateRepeatingInvoices"],
  },
  {
    query: "When does the next Lakeside retainer invoice get made?",
    expected: ["LedgerApi.GetRepeatingInvoices", "LedgerApi.GetRepeatingInvoice"],
  },

  // Journals
  {
    query: "can you put through the month-end accrual? $1,200 wages, debit wages, credit accrued liabilities",
    expected: ["LedgerApi.CreateManualJournals", "LedgerApi.UpdateOrCreateManualJournals"],
  },
  {
    query: "Dev posted the October depreciation journal twice, so reverse the extra one",
    expected: ["LedgerApi.UpdateManualJournal", "LedgerApi.UpdateOrCreateManualJournals"],
  },
  {
    query: "GL journal #312",
    expected: ["LedgerApi.RetrieveJournalByNumber", "LedgerApi.GetFinancialJournals"],
  },

  // Less common ledger jobs
  { query: "Which Xero companies can you get into from here?", expected: ["LedgerApi.GetConnectedTenants"] },
  { query: "When is our financial year end set to?", expected: ["LedgerApi.GetLedgerOrganisationDetails"] },
  { query: "Who has admin access to our Xero?", expected: ["LedgerApi.RetrieveLedgerUsers"] },
  {
    query: "we've started selling to the States, can you switch on US dollars for us?",
    expected: ["LedgerApi.CreateCurrency"],
  },
  { query: "Region: add Wellington as an option", expected: ["LedgerApi.CreateTrackingOptions"] },
  {
    query:
      "The Hire Hub bill for the scissor lift was for the Bayview job, so put that line on Bayview's tab to charge them later",
    expected: ["LedgerApi.CreateLinkedTransaction"],
  },
  {
    query:
      "Priya paid $42 for parking out of her own pocket at yesterday's client visit; log it so she can get it back",
    expected: ["LedgerApi.CreateReceipt"],
  },
  {
    query:
      "Coastal paid us a $1,000 deposit before we'd invoiced anything. Now INV-0140 is out, use the deposit against it",
    expected: ["LedgerApi.CreatePrepaymentAllocations"],
  },
  {
    query: "Bayview paid $100 more than INV-0099 was for, can you put the extra towards INV-0112?",
    expected: ["LedgerApi.CreateOverpaymentAllocations"],
  },
  {
    query: "Is Brickworks Ltd down as a CIS subbie, and what's their deduction rate?",
    expected: ["LedgerApi.GetContactCisSettings"],
  },
  {
    query:
      "We're moving off MYOB, so get our starting balances into Xero as at 1 July along with the account list",
    expected: ["LedgerApi.SetupConversionDetails"],
  },
  {
    query:
      "The scan on INV-0051 came out blurry. I've got a clearer copy with the same file name, swap it in",
    expected: ["LedgerApi.ReplaceInvoiceAttachment", "LedgerApi.UploadInvoiceAttachment"],
  },

  // To-dos
  { query: "todo: call Reece re quote, fri", expected: ["TasksApi.CreateTaskTasks"] },
  {
    query: "can you add 'renew van rego' to my Personal list, due the 20th, high priority?",
    expected: ["TasksApi.CreateTaskTasks"],
  },
  {
    query:
      "I keep forgetting bits of the BAS, so make me a 'Quarterly BAS' to-do with steps: reconcile bank, check GST, lodge",
    expected: ["TasksApi.CreateTaskTasks"],
  },
  { query: "done: order business cards", expected: ["TasksApi.MarkTaskComplete"] },
  { query: "I finally rang the landlord, tick that one off for me", expected: ["TasksApi.MarkTaskComplete"] },
  { query: "What did I get done last week?", expected: ["TasksApi.ListCompletedTasks"] },
  { query: "finished Work tasks Jan", expected: ["TasksApi.ListCompletedTasks"] },
  {
    query: "What's still open on my Work list?",
    expected: ["TasksApi.RetrieveProjectWithTasks", "TasksApi.FilterTasks"],
  },
  { query: "open tasks tagged payroll", expected: ["TasksApi.FilterTasks"] },
  { query: "Which high-priority things are on my plate?", expected: ["TasksApi.FilterTasks"] },
  { query: "what's lined up to start next week across all my lists?", expected: ["TasksApi.FilterTasks"] },
  {
    query: "The client meeting moved to Thursday, so push the 'prep slides' to-do out to Thursday too",
    expected: ["TasksApi.UpdateTaskProperties"],
  },
  {
    query: "can you add 'bring charger' and 'print agenda' to the checklist on my conference packing task?",
    expected: ["TasksApi.UpdateTaskProperties"],
  },
  { query: "rename task 'misc' -> 'Office supplies run'", expected: ["TasksApi.UpdateTaskProperties"] },
  {
    query: "What's left to tick on the 'Move office' checklist?",
    expected: ["TasksApi.RetrieveTaskDetails"],
  },
  {
    query: "I dumped a bunch of stuff in the Inbox on the train; shift the three work ones over to Work",
    expected: ["TasksApi.MoveTasksBetweenProjects"],
  },
  { query: "new list: Xmas party", expected: ["TasksApi.CreateProjectInTasks"] },
  { query: "What lists have I got?", expected: ["TasksApi.GetUserProjects"] },
  {
    query: "could you rename my 'Stuff' list to 'Home admin'?",
    expected: ["TasksApi.UpdateProjectProperties"],
  },
  {
    query: "The wedding's done and dusted, so get rid of the whole Wedding list and everything in it",
    expected: ["TasksApi.DeleteTasksProject"],
  },
  { query: "del task 'test 123' from Inbox", expected: ["TasksApi.DeleteSpecificTask"] },
  {
    query: "could you switch the Renovation list to a board with columns?",
    expected: ["TasksApi.UpdateProjectProperties"],
  },
  {
    query: "Is the Garden list a board or a plain list, and what colour is it?",
    expected: ["TasksApi.GetTasksProjectById", "TasksApi.GetUserProjects"],
  },
  {
    query: "Mum's birthday comes round every 12 March, so give me a to-do for it that comes back each year",
    expected: ["TasksApi.CreateTaskTasks"],
  },
  {
    query: "I told the accountant I'd done the 'tax return' task weeks ago; when did I actually tick it off?",
    expected: ["TasksApi.RetrieveTaskDetails", "TasksApi.ListCompletedTasks"],
  },
];
