import type { SearchCase } from "./search-queries";
// Tuning set 25: 100 to-do list requests written from docs/tools.md by someone who had not seen the search code or the other sets.
export const TUNING_25_CASES: readonly SearchCase[] = [
  // adding to-dos
  { query: "add 'return library books' to my to-do list for Friday", expected: ["TasksApi.CreateTaskTasks"] },
  {
    query: "new task in Chemistry 101: lab report on titration, due Thursday 9am",
    expected: ["TasksApi.CreateTaskTasks"],
  },
  { query: "remind me at 7:30 tonight to put the bins out", expected: ["TasksApi.CreateTaskTasks"] },
  {
    query: "put 'pack for camp' on the Kids list with sub-items: sleeping bag, torch, swimsuit, sunscreen",
    expected: ["TasksApi.CreateTaskTasks"],
  },
  {
    query: "I need a to-do that comes back every Sunday morning to water the plants",
    expected: ["TasksApi.CreateTaskTasks"],
  },
  {
    query: "for the Q3 launch project add an urgent one: sign off the press release by 14 June",
    expected: ["TasksApi.CreateTaskTasks"],
  },
  {
    query: "jot this in my inbox quick: call the landlord about the leaking tap",
    expected: ["TasksApi.CreateTaskTasks"],
  },
  {
    query: "before Monday's early shift I have to swap my uniform at the laundry desk by 6am, add that",
    expected: ["TasksApi.CreateTaskTasks"],
  },
  {
    query:
      "add 'send invoice to Harbour Films' to my Freelance list, due the 30th, and ping me the day before",
    expected: ["TasksApi.CreateTaskTasks"],
  },
  {
    query: "new to-do: book the dentist for Mia sometime next week, low priority",
    expected: ["TasksApi.CreateTaskTasks"],
  },
  {
    query: "make a task 'Prep sprint demo' under Team Alpha from 10am tomorrow until noon",
    expected: ["TasksApi.CreateTaskTasks"],
  },

  // changing a to-do
  { query: "push 'finish essay draft' back to next Wednesday", expected: ["TasksApi.UpdateTaskProperties"] },
  { query: "bump 'renew car rego' up to high priority", expected: ["TasksApi.UpdateTaskProperties"] },
  { query: "rename my 'gym' task to 'leg day at the gym'", expected: ["TasksApi.UpdateTaskProperties"] },
  {
    query: "add two more steps to the 'Move house' checklist: cancel internet, redirect mail",
    expected: ["TasksApi.UpdateTaskProperties"],
  },
  {
    query: "untick 'order birthday cake', it isn't actually done yet",
    expected: ["TasksApi.UpdateTaskProperties"],
  },
  {
    query: "reopen the 'fix login bug' ticket I closed by mistake yesterday",
    expected: ["TasksApi.UpdateTaskProperties"],
  },
  {
    query: "nudge me 15 minutes before tomorrow's parent-teacher meeting task",
    expected: ["TasksApi.UpdateTaskProperties"],
  },
  {
    query: "check off just the 'passport photos' step inside my Visa application task",
    expected: ["TasksApi.UpdateTaskProperties"],
  },
  {
    query: "tag the quarterly roadmap review with #leadership and #q3",
    expected: ["TasksApi.UpdateTaskProperties"],
  },
  {
    query: "add a note on 'call plumber': quoted $180, ask if Saturday works",
    expected: ["TasksApi.UpdateTaskProperties"],
  },
  {
    query: "my night shift got moved, change 'handover notes' from 7pm to 11pm Thursday",
    expected: ["TasksApi.UpdateTaskProperties"],
  },

  // ticking things off
  { query: "done with 'submit history assignment', tick it off", expected: ["TasksApi.MarkTaskComplete"] },
  { query: "mark 'pick up dry cleaning' as finished", expected: ["TasksApi.MarkTaskComplete"] },
  {
    query: "I paid the electricity bill, check that one off my Home list",
    expected: ["TasksApi.MarkTaskComplete"],
  },
  {
    query: "cross off tonight's 'restock the drinks fridge' on the Cafe Closing list",
    expected: ["TasksApi.MarkTaskComplete"],
  },
  {
    query: "standup notes are done for this week, complete it so next week's comes round",
    expected: ["TasksApi.MarkTaskComplete"],
  },
  {
    query: "client approved the logo, close out 'logo revisions round 2'",
    expected: ["TasksApi.MarkTaskComplete"],
  },

  // looking at one to-do
  {
    query: "what's left on the checklist for 'Plan Sam's birthday party'?",
    expected: ["TasksApi.RetrieveTaskDetails"],
  },
  {
    query: "show me everything on the grant application task: due date, reminders, notes",
    expected: ["TasksApi.RetrieveTaskDetails"],
  },
  { query: "when exactly is 'submit lab report' due?", expected: ["TasksApi.RetrieveTaskDetails"] },
  {
    query: "did I already finish 'renew gym membership'? check whether it's done",
    expected: ["TasksApi.RetrieveTaskDetails"],
  },

  // deleting to-dos
  { query: "delete 'buy concert tickets', the gig got cancelled", expected: ["TasksApi.DeleteSpecificTask"] },
  { query: "get rid of the duplicate 'email Jenna' task in Work", expected: ["TasksApi.DeleteSpecificTask"] },
  { query: "bin the 'old onboarding checklist' task for good", expected: ["TasksApi.DeleteSpecificTask"] },

  // moving between lists
  {
    query: "move 'book flights' out of my inbox into the Japan Trip list",
    expected: ["TasksApi.MoveTasksBetweenProjects"],
  },
  {
    query: "shift the three design tasks from Backlog into Sprint 14",
    expected: ["TasksApi.MoveTasksBetweenProjects"],
  },
  {
    query: "'dentist check-up' belongs in Personal, not Work",
    expected: ["TasksApi.MoveTasksBetweenProjects"],
  },
  {
    query: "sort my inbox: 'pay rent' goes to Home and 'update CV' goes to Career",
    expected: ["TasksApi.MoveTasksBetweenProjects"],
  },
  {
    query: "transfer 'order lab goggles' from Biology over to the Shared Class Supplies list",
    expected: ["TasksApi.MoveTasksBetweenProjects"],
  },

  // what got done
  { query: "what did I actually get done last week?", expected: ["TasksApi.ListCompletedTasks"] },
  {
    query: "list everything I finished in the Thesis project during March",
    expected: ["TasksApi.ListCompletedTasks"],
  },
  {
    query: "show what the team wrapped up between 1 and 15 May on Website Relaunch",
    expected: ["TasksApi.ListCompletedTasks"],
  },
  {
    query: "how many chores did the kids finish yesterday on the Family list?",
    expected: ["TasksApi.ListCompletedTasks"],
  },

  // finding what is due, by priority or tag
  { query: "anything overdue across all my lists?", expected: ["TasksApi.FilterTasks"] },
  { query: "show me only my high-priority to-dos", expected: ["TasksApi.FilterTasks"] },
  { query: "what's coming up for me in the next 7 days?", expected: ["TasksApi.FilterTasks"] },
  { query: "pull up every open task tagged errands", expected: ["TasksApi.FilterTasks"] },
  {
    query: "which medium and high priority jobs in Work and Side Gig are still open?",
    expected: ["TasksApi.FilterTasks"],
  },
  { query: "which of my #urgent tasks have I already closed?", expected: ["TasksApi.FilterTasks"] },

  // seeing a list's to-dos
  {
    query: "what's still on my Groceries list?",
    expected: ["TasksApi.RetrieveProjectWithTasks", "TasksApi.FilterTasks"],
  },
  {
    query: "show the open tasks in the Kitchen Renovation project",
    expected: ["TasksApi.RetrieveProjectWithTasks", "TasksApi.FilterTasks"],
  },
  {
    query: "what's sitting in my inbox right now?",
    expected: ["TasksApi.RetrieveProjectWithTasks", "TasksApi.FilterTasks"],
  },
  {
    query: "show me the Sprint 14 board with its columns and cards",
    expected: ["TasksApi.RetrieveProjectWithTasks"],
  },
  {
    query: "what's left to do in Year 10 Marking?",
    expected: ["TasksApi.RetrieveProjectWithTasks", "TasksApi.FilterTasks"],
  },

  // the lists themselves
  { query: "what lists have I got?", expected: ["TasksApi.GetUserProjects"] },
  {
    query: "which of my projects are shared with me by other people?",
    expected: ["TasksApi.GetUserProjects"],
  },
  { query: "find the id of my Garden list", expected: ["TasksApi.GetUserProjects"] },
  {
    query: "is the Sprint 14 project showing as kanban or timeline?",
    expected: ["TasksApi.GetTasksProjectById", "TasksApi.GetUserProjects"],
  },
  {
    query: "what colour did I give my Health list?",
    expected: ["TasksApi.GetTasksProjectById", "TasksApi.GetUserProjects"],
  },
  { query: "start a new list called Wedding planning", expected: ["TasksApi.CreateProjectInTasks"] },
  {
    query: "set up a kanban board for the Riverside client rebrand",
    expected: ["TasksApi.CreateProjectInTasks"],
  },
  {
    query: "I want a separate green list for my Semester 2 readings",
    expected: ["TasksApi.CreateProjectInTasks"],
  },
  { query: "rename my 'Misc' list to 'Someday / Maybe'", expected: ["TasksApi.UpdateProjectProperties"] },
  {
    query: "switch the Kitchen Renovation project over to board view",
    expected: ["TasksApi.UpdateProjectProperties"],
  },
  { query: "make my Work list red", expected: ["TasksApi.UpdateProjectProperties"] },
  {
    query: "turn the Recipes list into a notes list instead of tasks",
    expected: ["TasksApi.UpdateProjectProperties"],
  },
  {
    query: "delete the 'Summer 2024 holiday' list altogether, tasks and all",
    expected: ["TasksApi.DeleteTasksProject"],
  },
  { query: "the hackathon is over, remove that whole project", expected: ["TasksApi.DeleteTasksProject"] },

  // the books, from a to-do-minded person
  {
    query:
      "on my list today: log that Henderson Plumbing paid invoice INV-0117, $450 into the business account",
    expected: ["LedgerApi.CreatePayment", "LedgerApi.CreatePayments"],
  },
  {
    query: "pay this week's three Rapid Freight bills from the operations account as one single bank line",
    expected: ["LedgerApi.CreateBatchPayment"],
  },
  {
    query: "to do: invoice Maple Street Dental $1,200 for March website upkeep",
    expected: ["LedgerApi.CreateInvoices", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query: "approve the draft invoice INV-0150 so it's ready to go out",
    expected: ["LedgerApi.UpdateInvoice", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query: "which customers still owe me money past the due date?",
    expected: ["LedgerApi.RetrieveInvoices"],
  },
  {
    query: "add Priya Raman Design to my clients in the books, email priya@ramandesign.co",
    expected: ["LedgerApi.CreateContacts", "LedgerApi.UpdateOrCreateContacts"],
  },
  {
    query: "give Oakfield Bakery an $80 credit for the squashed delivery",
    expected: ["LedgerApi.CreateCreditNotes", "LedgerApi.UpdateOrCreateCreditNotes"],
  },
  {
    query: "how much profit did the business make from January to March?",
    expected: ["LedgerApi.GetProfitAndLossReport"],
  },
  {
    query: "leave a note on the Rapid Freight bill: disputed, waiting on their callback",
    expected: ["LedgerApi.CreateInvoiceHistory"],
  },
  {
    query: "set up a Department category in the accounts so I can split spending by team",
    expected: ["LedgerApi.CreateTrackingCategory"],
  },
  {
    query: "what percentage is tax code OUTPUT2?",
    expected: ["LedgerApi.GetTaxRateByTaxType", "LedgerApi.RetrieveTaxRates"],
  },
  {
    query: "bump the selling price of our WIDGET-BLUE product to $14.50",
    expected: ["LedgerApi.UpdateItem", "LedgerApi.UpdateOrCreateItems"],
  },
  {
    query: "write up a quote for Lakeside Events: three days of catering at $2,400",
    expected: ["LedgerApi.CreateQuotes", "LedgerApi.UpdateOrCreateQuotes"],
  },
  {
    query: "order 40 reams of A4 from Office Hub, raise the purchase order",
    expected: ["LedgerApi.CreatePurchaseOrders", "LedgerApi.UpdateOrCreatePurchaseOrders"],
  },
  {
    query: "month-end chore: book $350 of van depreciation as a journal entry",
    expected: ["LedgerApi.CreateManualJournals", "LedgerApi.UpdateOrCreateManualJournals"],
  },
  {
    query: "attach the scanned timesheet-april.pdf to invoice INV-0093",
    expected: ["LedgerApi.UploadInvoiceAttachment", "LedgerApi.ReplaceInvoiceAttachment"],
  },
  {
    query: "set Greenleaf Yoga up to be billed $99 every month starting 1 May",
    expected: ["LedgerApi.CreateRepeatingInvoices", "LedgerApi.UpdateOrCreateRepeatingInvoices"],
  },
  {
    query: "Greenleaf Yoga's automatic monthly invoice should only go out every two months from now on",
    expected: ["LedgerApi.UpdateRepeatingInvoice", "LedgerApi.UpdateOrCreateRepeatingInvoices"],
  },
  { query: "who else has a login to our Xero?", expected: ["LedgerApi.RetrieveLedgerUsers"] },
  {
    query: "log the $64 I spent at Bunnings on the business debit card today, there's no bill for it",
    expected: ["LedgerApi.CreateBankTransactions", "LedgerApi.UpdateOrCreateBankTransactions"],
  },
  {
    query: "who changed invoice INV-0088 last week? I want its change log",
    expected: ["LedgerApi.RetrieveInvoiceHistory"],
  },
  {
    query: "pull up the full record for customer number CUST-0042",
    expected: ["LedgerApi.GetLedgerContactByNumber", "LedgerApi.FetchAllLedgerContacts"],
  },
  {
    query: "stick the fuel receipt photo onto that spend-money entry from 3 June",
    expected: ["LedgerApi.UploadBankTransactionAttachment", "LedgerApi.ReplaceBankTransactionAttachment"],
  },
  {
    query: "shift $2,000 from the savings account into everyday banking",
    expected: ["LedgerApi.CreateBankTransfer"],
  },
  { query: "which currencies can we invoice in at the moment?", expected: ["LedgerApi.GetLedgerCurrencies"] },
  {
    query: "when does our financial year end, according to Xero?",
    expected: ["LedgerApi.GetLedgerOrganisationDetails"],
  },
  {
    query: "file the signed contract PDF on Bramble & Co's contact card",
    expected: ["LedgerApi.UploadContactAttachment", "LedgerApi.ReplaceContactAttachment"],
  },
  {
    query: "check bank transaction 5c1e9a72-3b4d-4e8f-9a01-2b3c4d5e6f70: did it get reconciled?",
    expected: ["LedgerApi.RetrieveBankTransaction", "LedgerApi.RetrieveBankTransactions"],
  },
  { query: "send invoice INV-0131 to the client straight from Xero", expected: ["LedgerApi.EmailInvoice"] },
  {
    query: "tick off quote QU-0021 as accepted, they signed today",
    expected: ["LedgerApi.UpdateQuote", "LedgerApi.UpdateOrCreateQuotes"],
  },
  {
    query: "need the balance sheet as at 30 June for the accountant",
    expected: ["LedgerApi.GetBalanceSheetReport"],
  },
];
