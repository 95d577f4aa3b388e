import type { SearchCase } from "./search-queries";
// Tuning set 29: 100 requests of an owner to their assistant for everyday jobs written from docs/tools.md by someone who had not seen the search code or the other sets.
export const TUNING_29_CASES: readonly SearchCase[] = [
  // 1. invoice a new customer, approve it, email it
  {
    query:
      "Please add Harbourside Dental as a new customer, their email is accounts@harboursidedental.co.nz.",
    expected: ["LedgerApi.CreateContacts", "LedgerApi.UpdateOrCreateContacts"],
  },
  {
    query:
      "Can you raise an invoice to Tui Street Bakery for 12 hours of electrical work at $95 an hour? They're a new customer.",
    expected: ["LedgerApi.CreateInvoices", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query:
      "Moana Fisheries is our first job for them, so bill them two days of boat detailing at $650 a day, due in 14 days.",
    expected: ["LedgerApi.CreateInvoices", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query: "Create a new contact for Oliver Brandt Photography so I can invoice him next week.",
    expected: ["LedgerApi.CreateContacts", "LedgerApi.UpdateOrCreateContacts"],
  },
  {
    query: "The draft invoice for Tui Street Bakery looks right, please approve it.",
    expected: ["LedgerApi.UpdateInvoice", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query: "Go ahead and finalise INV-0214 so it's ready to go out.",
    expected: ["LedgerApi.UpdateInvoice", "LedgerApi.UpdateOrCreateInvoices"],
  },
  { query: "Email INV-0214 to Tui Street Bakery for me.", expected: ["LedgerApi.EmailInvoice"] },
  {
    query: "Now that it's approved, send the Moana Fisheries invoice to them by email.",
    expected: ["LedgerApi.EmailInvoice"],
  },

  // 2. record a part payment on an invoice
  {
    query:
      "Paddock to Plate Catering paid $800 toward INV-0187 this morning, please record it against the invoice.",
    expected: ["LedgerApi.CreatePayment", "LedgerApi.CreatePayments"],
  },
  {
    query:
      "Record a part payment of £350 from Hollis & Vane on invoice INV-0452, it went into the business cheque account.",
    expected: ["LedgerApi.CreatePayment", "LedgerApi.CreatePayments"],
  },
  {
    query: "Westgate Motors only paid $2,000 of the $5,500 they owe on INV-0339, can you log what they paid?",
    expected: ["LedgerApi.CreatePayment", "LedgerApi.CreatePayments"],
  },
  {
    query:
      "Brightwater School put down a $450 deposit on their invoice INV-0401 on 3 March, please enter it.",
    expected: ["LedgerApi.CreatePayment", "LedgerApi.CreatePayments"],
  },
  {
    query:
      "A cheque for $275 came from Rosewood Florist for part of their March invoice, put it through with reference CHQ 004512.",
    expected: ["LedgerApi.CreatePayment", "LedgerApi.CreatePayments"],
  },
  {
    query: "Which bank account should the Westgate money go into? Show me our bank accounts.",
    expected: ["LedgerApi.RetrieveFullChartOfAccounts"],
  },
  {
    query: "How much is still owing on INV-0339 now that they've paid some of it?",
    expected: ["LedgerApi.RetrieveInvoices"],
  },
  {
    query: "Show me the customer payments that have come in against invoices since the 1st of this month.",
    expected: ["LedgerApi.FetchInvoicePayments"],
  },

  // 3. apply a credit note to an invoice
  {
    query:
      "We gave Sunnyside Kindergarten a $300 credit note for the cancelled session, please use it against their invoice INV-0276.",
    expected: ["LedgerApi.CreateCreditNoteAllocation"],
  },
  {
    query: "Apply credit note CN-0031 to INV-0298 for Lakeview Physio.",
    expected: ["LedgerApi.CreateCreditNoteAllocation"],
  },
  {
    query: "Can you take the $150 credit we owe Marlow Electrical off their latest invoice?",
    expected: ["LedgerApi.CreateCreditNoteAllocation"],
  },
  {
    query: "Use the credit left on Fernhill Café's credit note to reduce what they owe on INV-0310.",
    expected: ["LedgerApi.CreateCreditNoteAllocation"],
  },
  {
    query:
      "Tasman Tiling has a $480 credit with us; offset the whole lot against their outstanding invoice INV-0322.",
    expected: ["LedgerApi.CreateCreditNoteAllocation"],
  },
  {
    query: "Does Sunnyside Kindergarten have any credit notes with money still left on them?",
    expected: ["LedgerApi.GetCreditNotes"],
  },
  {
    query: "Find credit note CN-0031 so I can see how much credit is left on it.",
    expected: ["LedgerApi.GetCreditNotes"],
  },
  {
    query: "Open up the credit note you just applied and show me which invoices it's now against.",
    expected: ["LedgerApi.RetrieveCreditNote", "LedgerApi.GetCreditNotes"],
  },

  // 4. compare two months' profit
  {
    query: "How did our profit in March compare to February?",
    expected: ["LedgerApi.GetProfitAndLossReport", "LedgerApi.RetrieveExecutiveSummaryReport"],
  },
  {
    query: "Pull up the profit and loss for October and November so I can compare them.",
    expected: ["LedgerApi.GetProfitAndLossReport"],
  },
  {
    query: "Were we more profitable this July than last July?",
    expected: ["LedgerApi.GetProfitAndLossReport"],
  },
  {
    query: "I need to see what we made in January versus April, income and expenses both.",
    expected: ["LedgerApi.GetProfitAndLossReport"],
  },
  {
    query: "Show me last month's net profit next to the month before's.",
    expected: ["LedgerApi.GetProfitAndLossReport", "LedgerApi.RetrieveExecutiveSummaryReport"],
  },
  { query: "What was our profit for September 2025?", expected: ["LedgerApi.GetProfitAndLossReport"] },
  {
    query: "Can you run the P&L for August and December side by side?",
    expected: ["LedgerApi.GetProfitAndLossReport"],
  },
  {
    query: "Our accountant wants income and expenses for May and June on a cash basis, can you get those?",
    expected: ["LedgerApi.GetProfitAndLossReport"],
  },

  // 5. enter a supplier bill and attach its receipt
  {
    query:
      "We got a bill from Coastal Timber Supplies for $2,315 of decking boards, due 20 June, please enter it.",
    expected: ["LedgerApi.CreateInvoices", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query: "Enter the power bill from Meridian, $412.60, due on the 15th.",
    expected: ["LedgerApi.CreateInvoices", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query: "Bunnings Trade sent us an invoice for $689 of fixings, record it as a bill we need to pay.",
    expected: ["LedgerApi.CreateInvoices", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query: "Here's the receipt for the Coastal Timber bill, please attach the PDF to it.",
    expected: ["LedgerApi.UploadInvoiceAttachment", "LedgerApi.ReplaceInvoiceAttachment"],
  },
  {
    query: "Attach this photo of the Caltex fuel docket to the bill we just entered.",
    expected: ["LedgerApi.UploadInvoiceAttachment", "LedgerApi.ReplaceInvoiceAttachment"],
  },
  {
    query: "Pop the scanned receipt onto the Meridian bill so it's kept on file.",
    expected: ["LedgerApi.UploadInvoiceAttachment", "LedgerApi.ReplaceInvoiceAttachment"],
  },
  {
    query: "Is Coastal Timber Supplies already in our contacts, or do they need adding?",
    expected: ["LedgerApi.FetchAllLedgerContacts"],
  },
  {
    query: "Which account code should building materials go to, so the bill lands in the right place?",
    expected: ["LedgerApi.RetrieveFullChartOfAccounts"],
  },

  // 6. journal that moves an amount from one account to another
  {
    query:
      "I coded $640 of fuel to office expenses by mistake, please move it across to motor vehicle expenses with a journal.",
    expected: ["LedgerApi.CreateManualJournals", "LedgerApi.UpdateOrCreateManualJournals"],
  },
  {
    query:
      "Can you do a journal moving $1,200 from general expenses to advertising? It was the Facebook ads.",
    expected: ["LedgerApi.CreateManualJournals", "LedgerApi.UpdateOrCreateManualJournals"],
  },
  {
    query: "Shift $85 out of bank fees and into interest expense, it was put in the wrong place.",
    expected: ["LedgerApi.CreateManualJournals", "LedgerApi.UpdateOrCreateManualJournals"],
  },
  {
    query:
      "The $3,500 laptop went to office supplies, but it should sit under computer equipment. Fix that for me.",
    expected: ["LedgerApi.CreateManualJournals", "LedgerApi.UpdateOrCreateManualJournals"],
  },
  {
    query:
      "Our accountant says $900 of consulting income belongs in sales, please make the adjustment as at 31 March.",
    expected: ["LedgerApi.CreateManualJournals", "LedgerApi.UpdateOrCreateManualJournals"],
  },
  {
    query: "The fuel correction journal is still sitting as a draft, please post it.",
    expected: ["LedgerApi.UpdateManualJournal", "LedgerApi.UpdateOrCreateManualJournals"],
  },
  {
    query: "What's the code for the motor vehicle expenses account?",
    expected: ["LedgerApi.RetrieveFullChartOfAccounts"],
  },
  {
    query: "Show me the journals we've entered this year so I can check the fuel one went through.",
    expected: ["LedgerApi.RetrieveManualJournals"],
  },

  // 7. void an unpaid invoice
  {
    query: "Please cancel INV-0265, the Harcourt job fell through.",
    expected: ["LedgerApi.UpdateInvoice", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query: "Void the invoice to Bellbird Events, we never ended up doing that job.",
    expected: ["LedgerApi.UpdateInvoice", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query: "INV-0190 went to the wrong customer and nobody's paid it, so please void it.",
    expected: ["LedgerApi.UpdateInvoice", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query: "We sent Pukeko Plumbing the $780 invoice twice; scrap the second one.",
    expected: ["LedgerApi.UpdateInvoice", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query: "Before I void INV-0265, can you check whether any money has been paid on it?",
    expected: ["LedgerApi.RetrieveInvoices"],
  },
  {
    query: "Find INV-0190 for me, I want to see what status it's in.",
    expected: ["LedgerApi.RetrieveInvoices"],
  },
  {
    query: "Show me Bellbird Events' unpaid invoices so I know which one to void.",
    expected: ["LedgerApi.RetrieveInvoices"],
  },
  {
    query:
      "That approved invoice for Ashby Removals shouldn't exist, nothing's been paid, mark it void please.",
    expected: ["LedgerApi.UpdateInvoice", "LedgerApi.UpdateOrCreateInvoices"],
  },

  // 8. add a phone number to a supplier
  {
    query: "Add the mobile 021 555 3478 to our supplier Kiwi Scaffolding.",
    expected: ["LedgerApi.UpdateContact", "LedgerApi.UpdateOrCreateContacts"],
  },
  {
    query: "Mitre 10's accounts team has a new number, 09 377 4120, please put it on their contact.",
    expected: ["LedgerApi.UpdateContact", "LedgerApi.UpdateOrCreateContacts"],
  },
  {
    query: "Save the phone number 0412 889 301 for Harris Farm Supplies.",
    expected: ["LedgerApi.UpdateContact", "LedgerApi.UpdateOrCreateContacts"],
  },
  {
    query: "Can you update the phone for Pacific Packaging to +64 9 444 2871?",
    expected: ["LedgerApi.UpdateContact", "LedgerApi.UpdateOrCreateContacts"],
  },
  {
    query: "Jack at Southern Steel gave me his direct line, 03 366 9812, could you add it to their details?",
    expected: ["LedgerApi.UpdateContact", "LedgerApi.UpdateOrCreateContacts"],
  },
  {
    query: "Look up Kiwi Scaffolding in our contacts for me.",
    expected: ["LedgerApi.FetchAllLedgerContacts"],
  },
  {
    query: "What phone numbers do we have on file for Pacific Packaging at the moment?",
    expected: ["LedgerApi.FetchAllLedgerContacts"],
  },
  {
    query: "Pull up the supplier with contact number SUP-0042.",
    expected: ["LedgerApi.GetLedgerContactByNumber", "LedgerApi.FetchAllLedgerContacts"],
  },

  // 9. TickTick: create a task with a checklist, move it, complete it
  {
    query:
      "Make me a task to get the van serviced, with a checklist: book the garage, clear out the tools, drop off the keys.",
    expected: ["TasksApi.CreateTaskTasks"],
  },
  {
    query: "Create a to-do for Friday's stocktake with items for the shed, the shop floor and the back room.",
    expected: ["TasksApi.CreateTaskTasks"],
  },
  {
    query:
      "Set up a task called 'Prepare for the Home Show' with a checklist: banner, brochures, EFTPOS machine, extension leads.",
    expected: ["TasksApi.CreateTaskTasks"],
  },
  {
    query:
      "I've got a new apprentice starting, add a task with tick boxes for PPE, site induction and timesheet login.",
    expected: ["TasksApi.CreateTaskTasks"],
  },
  {
    query: "Move the van service task into the Vehicles list.",
    expected: ["TasksApi.MoveTasksBetweenProjects"],
  },
  {
    query: "Shift the stocktake task out of the Inbox and into the Shop list.",
    expected: ["TasksApi.MoveTasksBetweenProjects"],
  },
  {
    query: "The Home Show task belongs in Marketing, please put it there.",
    expected: ["TasksApi.MoveTasksBetweenProjects"],
  },
  { query: "The van's been serviced, tick that task off.", expected: ["TasksApi.MarkTaskComplete"] },
  { query: "Mark the stocktake task as done.", expected: ["TasksApi.MarkTaskComplete"] },
  {
    query: "Add 'order new uniforms' to the checklist on the apprentice task.",
    expected: ["TasksApi.UpdateTaskProperties"],
  },

  // 10. list the overdue tasks
  { query: "What tasks have I let slip past their due date?", expected: ["TasksApi.FilterTasks"] },
  { query: "Show me everything that's overdue on my to-do list.", expected: ["TasksApi.FilterTasks"] },
  {
    query: "Which jobs in the Work list are overdue?",
    expected: ["TasksApi.FilterTasks", "TasksApi.RetrieveProjectWithTasks"],
  },
  { query: "List my overdue tasks, with the high priority ones first.", expected: ["TasksApi.FilterTasks"] },
  {
    query: "Is there anything still open from last week that I should have finished by now?",
    expected: ["TasksApi.FilterTasks"],
  },
  {
    query: "Are there any overdue tasks sitting in the Inbox?",
    expected: ["TasksApi.FilterTasks", "TasksApi.RetrieveProjectWithTasks"],
  },
  {
    query: "Give me the tasks that were due before today and still aren't done.",
    expected: ["TasksApi.FilterTasks"],
  },
  { query: "Which of my open tasks tagged admin are running late?", expected: ["TasksApi.FilterTasks"] },

  // 11. one follow-up task per overdue invoice, without duplicates
  {
    query: "Find all the customer invoices that are past their due date so I can chase them.",
    expected: ["LedgerApi.RetrieveInvoices"],
  },
  { query: "Which of our invoices are overdue as of today?", expected: ["LedgerApi.RetrieveInvoices"] },
  {
    query: "List the unpaid sales invoices that were due before 1 May.",
    expected: ["LedgerApi.RetrieveInvoices"],
  },
  {
    query: "For each overdue invoice, make me a follow-up task to ring the customer.",
    expected: ["TasksApi.CreateTaskTasks"],
  },
  {
    query: "Create a task called 'Chase INV-0233 – Seaview Motel' in the Collections list.",
    expected: ["TasksApi.CreateTaskTasks"],
  },
  {
    query:
      "Add a reminder to follow up INV-0248 with Kowhai Kitchens, but don't make it a second time if you run this again.",
    expected: ["TasksApi.CreateTaskTasks"],
  },
  {
    query:
      "Before you add the chase-up tasks, check what's already in my Collections list so we don't double up.",
    expected: ["TasksApi.RetrieveProjectWithTasks", "TasksApi.FilterTasks"],
  },
  {
    query: "What's today's date for the business, so I know which invoices count as overdue?",
    expected: ["LedgerApi.GetConnectedTenants"],
  },

  // small reads: organisation, contacts, accounts, invoices, lists, task ids
  { query: "Which Xero organisations are you connected to?", expected: ["LedgerApi.GetConnectedTenants"] },
  {
    query: "Make sure you're working in the Ridgeline Electrical books and not the family trust.",
    expected: ["LedgerApi.GetConnectedTenants"],
  },
  {
    query: "What time zone is our Xero organisation set to?",
    expected: ["LedgerApi.GetConnectedTenants", "LedgerApi.GetLedgerOrganisationDetails"],
  },
  {
    query: "What's the business's legal name and country in Xero?",
    expected: ["LedgerApi.GetLedgerOrganisationDetails"],
  },
  { query: "Find Harbourside Dental in our contacts.", expected: ["LedgerApi.FetchAllLedgerContacts"] },
  { query: "What's the account code we use for sales?", expected: ["LedgerApi.RetrieveFullChartOfAccounts"] },
  { query: "Pull up invoice INV-0302 for me.", expected: ["LedgerApi.RetrieveInvoices"] },
  { query: "What lists do I have in TickTick?", expected: ["TasksApi.GetUserProjects"] },
  {
    query: "Show me all my projects so you can pick the right one for this task.",
    expected: ["TasksApi.GetUserProjects"],
  },
  {
    query: "What's the id of the 'Renew WOF' task in my Personal list?",
    expected: ["TasksApi.RetrieveProjectWithTasks", "TasksApi.FilterTasks"],
  },
];
