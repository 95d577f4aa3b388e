import type { SearchCase } from "./search-queries";
// Tuning set 17: 100 plain requests written from docs/tools.md by someone who had not seen the search code or the other sets.
export const TUNING_17_CASES: readonly SearchCase[] = [
  // To-dos: lists, projects, folders, boards
  { query: "what lists have I got in TickTick?", expected: ["TasksApi.GetUserProjects"] },
  {
    query:
      "I've lost track of how many boards Sam and I set up for the renovation, can you show me every folder on my account?",
    expected: ["TasksApi.GetUserProjects"],
  },
  {
    query: "do I already have a list called Garden or did I never get round to making it?",
    expected: ["TasksApi.GetUserProjects"],
  },
  {
    query: "is the Groceries list set up as a board with columns or just a plain list?",
    expected: ["TasksApi.GetTasksProjectById", "TasksApi.GetUserProjects"],
  },
  {
    query: "found id 5eed00000000000000000a03 scribbled in an old note, which list is that one?",
    expected: ["TasksApi.GetTasksProjectById"],
  },
  {
    query: "what's still left to grab on the Groceries list",
    expected: ["TasksApi.RetrieveProjectWithTasks", "TasksApi.FilterTasks"],
  },
  {
    query: "show me the columns on the Renovation board and what's in each",
    expected: ["TasksApi.RetrieveProjectWithTasks"],
  },
  {
    query: "anything still sitting in my inbox?",
    expected: ["TasksApi.RetrieveProjectWithTasks", "TasksApi.FilterTasks"],
  },
  {
    query:
      "Mum keeps asking what's still to do for the party, read me whatever isn't done yet on the Birthday list",
    expected: ["TasksApi.RetrieveProjectWithTasks", "TasksApi.FilterTasks"],
  },
  { query: "open items Work", expected: ["TasksApi.RetrieveProjectWithTasks", "TasksApi.FilterTasks"] },
  {
    query: "can you make me a new board for the house move, columns style, in a blue-ish colour",
    expected: ["TasksApi.CreateProjectInTasks"],
  },
  {
    query:
      "We just won the Henderson kitchen job, so I need a fresh project to keep all its jobs in one place",
    expected: ["TasksApi.CreateProjectInTasks"],
  },
  {
    query: "start a notes folder for recipe ideas, not a to-do list",
    expected: ["TasksApi.CreateProjectInTasks"],
  },
  { query: "rename the 'Misc' list to 'Odds & ends'", expected: ["TasksApi.UpdateProjectProperties"] },
  { query: "switch Renovation to board view", expected: ["TasksApi.UpdateProjectProperties"] },
  {
    query: "put the Wedding list at the very top of my sidebar",
    expected: ["TasksApi.UpdateProjectProperties"],
  },
  {
    query: "The timeline layout on the Launch project is doing my head in, put it back to a normal list",
    expected: ["TasksApi.UpdateProjectProperties"],
  },
  {
    query: "bin the whole Christmas 2025 list, everything in it too",
    expected: ["TasksApi.DeleteTasksProject"],
  },
  {
    query: "We sold the boat in spring, so the Boat maintenance folder can go, chores and all",
    expected: ["TasksApi.DeleteTasksProject"],
  },
  {
    query: "can you get rid of that Test board I made by accident?",
    expected: ["TasksApi.DeleteTasksProject"],
  },

  // To-dos: adding and changing
  { query: "remind me to call the plumber tomorrow at 9am", expected: ["TasksApi.CreateTaskTasks"] },
  { query: "todo: renew car rego by 14 Mar, high", expected: ["TasksApi.CreateTaskTasks"] },
  {
    query: "add 'pick up dry cleaning' to my Personal list, nothing fancy",
    expected: ["TasksApi.CreateTaskTasks"],
  },
  {
    query: "new job 'Pack for Bali' with sub-items: passport, adapters, sunscreen, phone charger",
    expected: ["TasksApi.CreateTaskTasks"],
  },
  {
    query: "I need a chore that comes back every Monday night to put the recycling out",
    expected: ["TasksApi.CreateTaskTasks"],
  },
  {
    query: "Dentist rang and moved me to Thursday the 20th at 3:15, pop that in with an alert an hour before",
    expected: ["TasksApi.CreateTaskTasks"],
  },
  { query: "push 'file BAS' back to next Friday", expected: ["TasksApi.UpdateTaskProperties"] },
  {
    query: "can you bump 'fix gate latch' up to high priority? it's getting urgent",
    expected: ["TasksApi.UpdateTaskProperties"],
  },
  { query: "tag the quote follow-up job with #waiting", expected: ["TasksApi.UpdateTaskProperties"] },
  {
    query: "add 'buy grout' to the checklist on the bathroom tiling job",
    expected: ["TasksApi.UpdateTaskProperties"],
  },
  {
    query: "tick 'passport' on the Pack for Bali list of bits, but leave the job itself open",
    expected: ["TasksApi.UpdateTaskProperties"],
  },
  {
    query: "The venue moved the cake tasting to 6pm, so the heads-up on that one wants to be 5:30 now",
    expected: ["TasksApi.UpdateTaskProperties"],
  },
  {
    query:
      "We put in drip irrigation, so 'water the plants' doesn't need to keep coming back every day anymore",
    expected: ["TasksApi.UpdateTaskProperties"],
  },

  // To-dos: finishing, reading, deleting, moving
  { query: "done: car service", expected: ["TasksApi.MarkTaskComplete"] },
  { query: "mark 'send invoice to Acme' as finished please", expected: ["TasksApi.MarkTaskComplete"] },
  {
    query: "Finally got the passport renewed this morning! tick that one off for me",
    expected: ["TasksApi.MarkTaskComplete"],
  },
  {
    query: "bins are out for this week, check it off so it rolls on to next Tuesday",
    expected: ["TasksApi.MarkTaskComplete"],
  },
  { query: "could you cross 'book flights' off the Bali list?", expected: ["TasksApi.MarkTaskComplete"] },
  {
    query: "what's on the packing checklist for the Bali trip job?",
    expected: ["TasksApi.RetrieveTaskDetails"],
  },
  { query: "when's the alert set for the dentist thing?", expected: ["TasksApi.RetrieveTaskDetails"] },
  {
    query: "did I already finish 'lodge tax return' or is it still hanging around?",
    expected: ["TasksApi.RetrieveTaskDetails"],
  },
  {
    query: "Sam says he left instructions in the 'feed the cat' to-do before he flew out, what did he write?",
    expected: ["TasksApi.RetrieveTaskDetails"],
  },
  { query: "delete 'buy milk' from groceries", expected: ["TasksApi.DeleteSpecificTask"] },
  {
    query: "I accidentally made 'team lunch' twice in Work, get rid of the second copy",
    expected: ["TasksApi.DeleteSpecificTask"],
  },
  { query: "kill task 'old printer quote'", expected: ["TasksApi.DeleteSpecificTask"] },
  {
    query: "yoga's been cancelled for good, just scrap that to-do completely, don't keep it",
    expected: ["TasksApi.DeleteSpecificTask"],
  },
  {
    query: "move 'fix gate latch' out of the inbox into Home",
    expected: ["TasksApi.MoveTasksBetweenProjects"],
  },
  {
    query:
      "I dumped a pile of stuff into the inbox on the train, shift the three garden ones over to the Garden list",
    expected: ["TasksApi.MoveTasksBetweenProjects"],
  },
  { query: "mv 'book venue' -> Wedding", expected: ["TasksApi.MoveTasksBetweenProjects"] },
  {
    query:
      "Those two Henderson jobs ended up in Work by mistake, can they go in the Henderson kitchen project instead?",
    expected: ["TasksApi.MoveTasksBetweenProjects"],
  },

  // To-dos: done lists and finding things
  { query: "what did I actually get done last week?", expected: ["TasksApi.ListCompletedTasks"] },
  { query: "everything I ticked off in Work during January", expected: ["TasksApi.ListCompletedTasks"] },
  {
    query: "My boss wants a rundown of what I finished between the 1st and the 15th of March for my review",
    expected: ["TasksApi.ListCompletedTasks"],
  },
  { query: "finished inbox items this month", expected: ["TasksApi.ListCompletedTasks"] },
  { query: "did I knock anything off the Garden list yesterday?", expected: ["TasksApi.ListCompletedTasks"] },
  { query: "all the high-priority stuff across every list", expected: ["TasksApi.FilterTasks"] },
  { query: "open jobs tagged #errands", expected: ["TasksApi.FilterTasks"] },
  {
    query: "what's kicking off next week? anything with a start date Mon to Sun",
    expected: ["TasksApi.FilterTasks"],
  },
  {
    query:
      "Before the client call I want every medium and high priority to-do in Work and Henderson kitchen in front of me",
    expected: ["TasksApi.FilterTasks"],
  },
  { query: "which things in the inbox have no priority set at all?", expected: ["TasksApi.FilterTasks"] },

  // Invoices, bills and payments
  {
    query: "invoice Acme Ltd $1,250 + GST for March consulting, due the 20th",
    expected: ["LedgerApi.CreateInvoices", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query: "Jo keyed the Reece Plumbing bill in twice on Monday; the draft copy, RP-5521, needs to go",
    expected: ["LedgerApi.UpdateInvoice", "LedgerApi.UpdateOrCreateInvoices"],
  },
  { query: "which of Reece's bills haven't we paid yet?", expected: ["LedgerApi.RetrieveInvoices"] },
  {
    query: "Coastal swear they never got INV-0057, can you fire it off to them again from Xero?",
    expected: ["LedgerApi.EmailInvoice"],
  },
  {
    query: "rcvd $412.50 from Coastal against INV-0042 today, into ANZ cheque",
    expected: ["LedgerApi.CreatePayment", "LedgerApi.CreatePayments"],
  },
  {
    query: "I put Bayside's $300 on INV-0031 but it was meant for INV-0033, take that payment back off 0031",
    expected: ["LedgerApi.DeletePayment"],
  },
  {
    query:
      "Reece, Timber Traders and Greenleaf all get paid Thursday in one hit from ANZ so it's a single line on the statement",
    expected: ["LedgerApi.CreateBatchPayment"],
  },
  {
    query: "need the pay-online link for INV-0064 to text to Mrs Patel",
    expected: ["LedgerApi.RetrieveOnlineInvoiceUrl"],
  },
  { query: "note on INV-0042: rang Sue, paying Friday", expected: ["LedgerApi.CreateInvoiceHistory"] },
  {
    query: "Client wants the signed timesheet with their invoice, so stick timesheet-wk12.pdf onto INV-0073",
    expected: ["LedgerApi.UploadInvoiceAttachment", "LedgerApi.ReplaceInvoiceAttachment"],
  },
  {
    query:
      "Bayside are going onto a $450 monthly retainer from 1 July, can you set it up so they get billed every month without me doing it?",
    expected: ["LedgerApi.CreateRepeatingInvoices", "LedgerApi.UpdateOrCreateRepeatingInvoices"],
  },
  {
    query: "the $240 skip hire on the Reece bill should be passed on to the Henderson customer",
    expected: ["LedgerApi.CreateLinkedTransaction"],
  },

  // Credit notes, quotes and purchase orders
  {
    query: "Acme got a box of damaged stock, we need to give them $85 back as credit",
    expected: ["LedgerApi.CreateCreditNotes", "LedgerApi.UpdateOrCreateCreditNotes"],
  },
  { query: "use CN-0007 against INV-0061", expected: ["LedgerApi.CreateCreditNoteAllocation"] },
  {
    query: "quote Bayside Cafe $8,400 for the fitout, good for 30 days",
    expected: ["LedgerApi.CreateQuotes", "LedgerApi.UpdateOrCreateQuotes"],
  },
  {
    query: "great news, Bayside said yes to QU-0012! can you update it in Xero?",
    expected: ["LedgerApi.UpdateQuote", "LedgerApi.UpdateOrCreateQuotes"],
  },
  {
    query: "order 40 sheets of 17mm ply from Timber Traders, delivery Friday",
    expected: ["LedgerApi.CreatePurchaseOrders", "LedgerApi.UpdateOrCreatePurchaseOrders"],
  },
  { query: "pull up PO-0019", expected: ["LedgerApi.RetrievePurchaseOrderByNumber"] },

  // Contacts
  {
    query: "do we have Harbour Plumbing set up as a contact?",
    expected: ["LedgerApi.FetchAllLedgerContacts"],
  },
  {
    query: "new supplier: Greenleaf Nursery, accounts@greenleaf.co.nz, 09 555 0182",
    expected: ["LedgerApi.CreateContacts", "LedgerApi.UpdateOrCreateContacts"],
  },
  {
    query: "Zed Media closed down last year, so hide them away from our customers",
    expected: ["LedgerApi.UpdateContact", "LedgerApi.UpdateOrCreateContacts"],
  },

  // Bank
  {
    query: "spent 64.90 fuel, Z Energy, company Visa, Tue",
    expected: ["LedgerApi.CreateBankTransactions", "LedgerApi.UpdateOrCreateBankTransactions"],
  },
  {
    query: "can you shift $5,000 from the savings account across to everyday so the wages clear?",
    expected: ["LedgerApi.CreateBankTransfer"],
  },
  {
    query:
      "The $2,000 to savings on the 3rd never actually went through, the bank bounced it, so undo it in the books",
    expected: ["LedgerApi.DeleteBankTransfer", "LedgerApi.DeleteBankTransfers"],
  },
  {
    query:
      "the $129 Bunnings spend on 14 Feb is coded to office supplies, it should be repairs & maintenance",
    expected: ["LedgerApi.UpdateBankTransaction", "LedgerApi.UpdateOrCreateBankTransactions"],
  },

  // Reports
  {
    query: "did we actually make any money between January and March?",
    expected: ["LedgerApi.GetProfitAndLossReport"],
  },
  { query: "aged debtors Coastal", expected: ["LedgerApi.GetAgedReceivablesReportByContact"] },
  {
    query: "how far behind are we with Timber Traders? like what's 30, 60, 90 days late",
    expected: ["LedgerApi.GetAgedPayablesReportByContact"],
  },
  { query: "BS as at 30 Jun", expected: ["LedgerApi.GetBalanceSheetReport"] },
  { query: "the accountant wants a TB at 31 March", expected: ["LedgerApi.GetTrialBalanceReport"] },

  // Accounts, journals, items, tax and settings
  {
    query: "what code do we use for motor vehicle expenses?",
    expected: ["LedgerApi.RetrieveFullChartOfAccounts"],
  },
  {
    query: "reverse the posted accrual jnl from 30 June",
    expected: ["LedgerApi.UpdateManualJournal", "LedgerApi.UpdateOrCreateManualJournals"],
  },
  {
    query: "GL journal #42 lines",
    expected: ["LedgerApi.RetrieveJournalByNumber", "LedgerApi.GetFinancialJournals"],
  },
  {
    query: "WIDGET-01 goes up to $24.95 from Monday",
    expected: ["LedgerApi.UpdateItem", "LedgerApi.UpdateOrCreateItems"],
  },
  {
    query: "we don't sell the OLD-KIT bundle anymore, wipe that product out entirely",
    expected: ["LedgerApi.DeleteInventoryItem"],
  },
  { query: "what GST rates have we got set up?", expected: ["LedgerApi.RetrieveTaxRates"] },
  {
    query: "add Wellington as a choice under the Region tracking",
    expected: ["LedgerApi.CreateTrackingOptions"],
  },
  {
    query: "we've picked up a client in the States, can you turn on US dollars for us?",
    expected: ["LedgerApi.CreateCurrency"],
  },
  { query: "who's got a login to our Xero?", expected: ["LedgerApi.RetrieveLedgerUsers"] },
  {
    query: "which Xero organisations can you actually get into?",
    expected: ["LedgerApi.GetConnectedTenants"],
  },
];
