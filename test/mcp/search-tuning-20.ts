import type { SearchCase } from "./search-queries";
// Tuning set 20: 100 plain requests written from docs/tools.md by someone who had not seen the search code or the other sets.
export const TUNING_20_CASES: readonly SearchCase[] = [
  // To-dos: adding
  { query: "remind me to call the dentist tmrw 9am", expected: ["TasksApi.CreateTaskTasks"] },
  { query: "add a to-do in groceries w checklist milk eggs bread", expected: ["TasksApi.CreateTaskTasks"] },
  { query: "new task renew rego by fri high priority", expected: ["TasksApi.CreateTaskTasks"] },
  { query: "pls put pick up dry cleaning in my inbox", expected: ["TasksApi.CreateTaskTasks"] },
  {
    query: "job for the house move board: book the truck, due the 14th",
    expected: ["TasksApi.CreateTaskTasks"],
  },
  { query: "todo email sarah re invoice mon 10am", expected: ["TasksApi.CreateTaskTasks"] },
  { query: "add pay water bill, repeats every month on the 20th", expected: ["TasksApi.CreateTaskTasks"] },
  {
    query: "jot down buy bday present for mum, remind me 2 days before sat",
    expected: ["TasksApi.CreateTaskTasks"],
  },
  {
    query: "new item in work prep slides for thurs standup, subtasks outline charts rehearse",
    expected: ["TasksApi.CreateTaskTasks"],
  },
  {
    query: "stick a reminder in personal to cancel the netflix trial before the 3rd",
    expected: ["TasksApi.CreateTaskTasks"],
  },
  { query: "can u add fix gate latch to the garden list asap", expected: ["TasksApi.CreateTaskTasks"] },

  // To-dos: changing
  { query: "push the dentist reminder to next wed", expected: ["TasksApi.UpdateTaskProperties"] },
  { query: "make book truck high priority", expected: ["TasksApi.UpdateTaskProperties"] },
  { query: "rename call mike to call mike re quote", expected: ["TasksApi.UpdateTaskProperties"] },
  { query: "untick pay rent, ticked it by mistake", expected: ["TasksApi.UpdateTaskProperties"] },
  {
    query: "add a checklist to the packing job: passport chargers adapters",
    expected: ["TasksApi.UpdateTaskProperties"],
  },
  { query: "tick chargers on the packing checklist", expected: ["TasksApi.UpdateTaskProperties"] },
  { query: "set a 30 min reminder on the 3pm call task", expected: ["TasksApi.UpdateTaskProperties"] },
  { query: "make the gym one repeat every mon wed fri", expected: ["TasksApi.UpdateTaskProperties"] },
  { query: "add a note to the plumber task - gate code 4412", expected: ["TasksApi.UpdateTaskProperties"] },
  { query: "drop clean garage to low, not urgent anymore", expected: ["TasksApi.UpdateTaskProperties"] },

  // To-dos: ticking off
  { query: "done w the dentist call", expected: ["TasksApi.MarkTaskComplete"] },
  { query: "tick off buy milk", expected: ["TasksApi.MarkTaskComplete"] },
  { query: "mark send invoice to acme as finished", expected: ["TasksApi.MarkTaskComplete"] },
  { query: "slides are done, check that job off", expected: ["TasksApi.MarkTaskComplete"] },
  { query: "paid the water bill, mark this months one done", expected: ["TasksApi.MarkTaskComplete"] },
  { query: "cross off pick up parcel in inbox", expected: ["TasksApi.MarkTaskComplete"] },

  // To-dos: looking at one
  { query: "whats on the checklist for the packing task", expected: ["TasksApi.RetrieveTaskDetails"] },
  { query: "when's the rego renewal due again", expected: ["TasksApi.RetrieveTaskDetails"] },
  { query: "show me the notes on the plumber job", expected: ["TasksApi.RetrieveTaskDetails"] },
  {
    query: "did i actually finish submit tax return? check",
    expected: ["TasksApi.RetrieveTaskDetails", "TasksApi.ListCompletedTasks"],
  },

  // To-dos: deleting
  { query: "delete the dup buy milk in groceries", expected: ["TasksApi.DeleteSpecificTask"] },
  { query: "get rid of call landlord, dont need it", expected: ["TasksApi.DeleteSpecificTask"] },
  { query: "bin the test reminder i made", expected: ["TasksApi.DeleteSpecificTask"] },
  { query: "remove old quote followup from work pls", expected: ["TasksApi.DeleteSpecificTask"] },
  { query: "i added book flights twice, kill the 2nd one", expected: ["TasksApi.DeleteSpecificTask"] },

  // To-dos: moving between lists
  { query: "move fix gate latch from inbox to garden", expected: ["TasksApi.MoveTasksBetweenProjects"] },
  {
    query: "shift all the moving stuff in my inbox onto the house move board",
    expected: ["TasksApi.MoveTasksBetweenProjects"],
  },
  {
    query: "tax return task should be in personal not work",
    expected: ["TasksApi.MoveTasksBetweenProjects"],
  },
  {
    query: "can u move these 3 reminders from personal to side hustle",
    expected: ["TasksApi.MoveTasksBetweenProjects"],
  },
  { query: "wrong list, order business cards goes in work", expected: ["TasksApi.MoveTasksBetweenProjects"] },
  {
    query: "sort my inbox: dentist -> personal, invoice acme -> work",
    expected: ["TasksApi.MoveTasksBetweenProjects"],
  },

  // To-dos: what's done
  { query: "what did i get done last week", expected: ["TasksApi.ListCompletedTasks"] },
  { query: "finished jobs in work this month?", expected: ["TasksApi.ListCompletedTasks"] },
  { query: "what did i tick off yesterday", expected: ["TasksApi.ListCompletedTasks"] },
  { query: "everything completed on house move since the 1st", expected: ["TasksApi.ListCompletedTasks"] },
  { query: "how many tasks did i knock over in jan", expected: ["TasksApi.ListCompletedTasks"] },

  // To-dos: finding by priority, tag, date
  { query: "show my high priority stuff", expected: ["TasksApi.FilterTasks"] },
  { query: "anything tagged urgent still open?", expected: ["TasksApi.FilterTasks"] },
  { query: "whats overdue", expected: ["TasksApi.FilterTasks", "TasksApi.RetrieveProjectWithTasks"] },
  { query: "tasks starting next week in work", expected: ["TasksApi.FilterTasks"] },
  { query: "all my #admin to-dos across every list", expected: ["TasksApi.FilterTasks"] },
  { query: "low priority things in personal i can ignore for now", expected: ["TasksApi.FilterTasks"] },

  // To-dos: lists
  { query: "what lists do i have", expected: ["TasksApi.GetUserProjects"] },
  { query: "show all my projects and folders", expected: ["TasksApi.GetUserProjects"] },
  { query: "is there a list for the garden already?", expected: ["TasksApi.GetUserProjects"] },
  {
    query: "is work set to kanban or list view",
    expected: ["TasksApi.GetTasksProjectById", "TasksApi.GetUserProjects"],
  },
  {
    query: "what colour is my personal list",
    expected: ["TasksApi.GetTasksProjectById", "TasksApi.GetUserProjects"],
  },
  { query: "whats in my inbox", expected: ["TasksApi.RetrieveProjectWithTasks"] },
  { query: "show everything still open on groceries", expected: ["TasksApi.RetrieveProjectWithTasks"] },
  { query: "what columns are on the house move board", expected: ["TasksApi.RetrieveProjectWithTasks"] },
  {
    query: "whats left to do for the house move",
    expected: ["TasksApi.RetrieveProjectWithTasks", "TasksApi.FilterTasks"],
  },
  { query: "new list called wedding", expected: ["TasksApi.CreateProjectInTasks"] },
  { query: "make a kanban board for the reno, green", expected: ["TasksApi.CreateProjectInTasks"] },
  { query: "start a project for uni sem 2", expected: ["TasksApi.CreateProjectInTasks"] },
  { query: "rename side hustle list to etsy shop", expected: ["TasksApi.UpdateProjectProperties"] },
  { query: "switch the reno board to plain list view", expected: ["TasksApi.UpdateProjectProperties"] },
  { query: "change groceries list colour to red", expected: ["TasksApi.UpdateProjectProperties"] },
  { query: "delete the old xmas 2024 list and everything in it", expected: ["TasksApi.DeleteTasksProject"] },
  { query: "we're done w the house move, bin that whole board", expected: ["TasksApi.DeleteTasksProject"] },

  // Ledger: invoices, bills and payments
  {
    query: "has coastal paid inv-0042 yet",
    expected: ["LedgerApi.RetrieveInvoices", "LedgerApi.GetInvoiceDetails"],
  },
  {
    query: "pay the reece bill 412.50 from cheque acct today",
    expected: ["LedgerApi.CreatePayment", "LedgerApi.CreatePayments"],
  },
  {
    query: "jo put the reece bill in twice last wk, still draft, delete the 2nd one",
    expected: ["LedgerApi.UpdateInvoice", "LedgerApi.UpdateOrCreateInvoices"],
  },
  { query: "resend inv-0047 to the client, they lost the email", expected: ["LedgerApi.EmailInvoice"] },
  { query: "need a pdf of inv-0049 to print", expected: ["LedgerApi.RetrieveInvoicePdf"] },
  { query: "who edited inv-0044? the amount changed", expected: ["LedgerApi.RetrieveInvoiceHistory"] },
  {
    query: "set up rent invoice to the tenant 1800 monthly on the 1st",
    expected: ["LedgerApi.CreateRepeatingInvoices", "LedgerApi.UpdateOrCreateRepeatingInvoices"],
  },
  { query: "payment on inv-0040 went on the wrong invoice, undo it", expected: ["LedgerApi.DeletePayment"] },
  {
    query: "delete fri's batch deposit, wrong bank acct",
    expected: ["LedgerApi.DeleteBatchPayment", "LedgerApi.DeleteBatchPaymentByUrlParam"],
  },

  // Ledger: credits, quotes, orders
  {
    query: "credit acme $120 for the damaged stock",
    expected: ["LedgerApi.CreateCreditNotes", "LedgerApi.UpdateOrCreateCreditNotes"],
  },
  { query: "apply cn-0003 against inv-0051", expected: ["LedgerApi.CreateCreditNoteAllocation"] },
  { query: "use harbour's prepayment on inv-0055", expected: ["LedgerApi.CreatePrepaymentAllocations"] },
  {
    query: "quote smith & co 3 days labour @ 680/day, valid till end of month",
    expected: ["LedgerApi.CreateQuotes", "LedgerApi.UpdateOrCreateQuotes"],
  },
  {
    query: "where's po-0012 at, approved yet?",
    expected: ["LedgerApi.RetrievePurchaseOrderByNumber", "LedgerApi.RetrievePurchaseOrders"],
  },

  // Ledger: bank
  {
    query: "spend money 64.90 fuel z energy on the visa",
    expected: ["LedgerApi.CreateBankTransactions", "LedgerApi.UpdateOrCreateBankTransactions"],
  },
  { query: "move 5k from cheque to savings pls", expected: ["LedgerApi.CreateBankTransfer"] },
  {
    query: "the transfer on the 12th was a mistake, remove it",
    expected: ["LedgerApi.DeleteBankTransfer", "LedgerApi.DeleteBankTransfers"],
  },
  {
    query: "attach the docket pic to tues bunnings spend",
    expected: ["LedgerApi.UploadBankTransactionAttachment", "LedgerApi.ReplaceBankTransactionAttachment"],
  },
  {
    query: "reverse the march accrual jnl, posted wrong",
    expected: ["LedgerApi.UpdateManualJournal", "LedgerApi.UpdateOrCreateManualJournals"],
  },

  // Ledger: contacts and settings
  {
    query: "new customer harbour plumbing ltd accounts@harbourplumbing.co.nz",
    expected: ["LedgerApi.CreateContacts", "LedgerApi.UpdateOrCreateContacts"],
  },
  {
    query: "note on dave's contact - prefers calls after 2pm",
    expected: ["LedgerApi.AddContactHistoryRecord"],
  },
  {
    query: "grab contract.pdf off acme's contact",
    expected: [
      "LedgerApi.GetContactAttachment",
      "LedgerApi.GetContactAttachments",
      "LedgerApi.RetrieveContactAttachment",
    ],
  },
  {
    query: "who's in the wholesale group",
    expected: ["LedgerApi.RetrieveContactGroup", "LedgerApi.RetrieveContactGroups"],
  },
  { query: "add acme to wholesale customers group", expected: ["LedgerApi.CreateContactGroupContacts"] },
  {
    query: "new product WIDGET-02 sell 24.95 buy 11",
    expected: ["LedgerApi.CreateItems", "LedgerApi.UpdateOrCreateItems"],
  },
  {
    query: "what % is tax type OUTPUT2",
    expected: ["LedgerApi.GetTaxRateByTaxType", "LedgerApi.RetrieveTaxRates"],
  },
  { query: "add otago as a region option", expected: ["LedgerApi.CreateTrackingOptions"] },
  { query: "which xero orgs am i hooked up to", expected: ["LedgerApi.GetConnectedTenants"] },

  // Ledger: reports
  { query: "p&l for march pls", expected: ["LedgerApi.GetProfitAndLossReport"] },
  { query: "aged ar coastal", expected: ["LedgerApi.GetAgedReceivablesReportByContact"] },
];
