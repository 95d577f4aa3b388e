import type { SearchCase } from "./search-queries";
// Tuning set 33: 100 an agent's next steps in the middle of everyday jobs written from docs/tools.md by someone who had not seen the search code or the other sets.
export const TUNING_33_CASES: readonly SearchCase[] = [
  // 1. invoice a new customer, approve it, email it
  {
    query: "before I invoice Tui Street Bakery I should see whether they're already a contact in Xero",
    expected: ["LedgerApi.FetchAllLedgerContacts"],
  },
  {
    query:
      "no match for Tui Street Bakery, so my next move is adding them as a new customer with their accounts email",
    expected: ["LedgerApi.CreateContacts", "LedgerApi.UpdateOrCreateContacts"],
  },
  {
    query:
      "got the new ContactID back; next I'll raise a sales invoice to them for 12 hours of bookkeeping at $85",
    expected: ["LedgerApi.CreateInvoices", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query: "the invoice went in as a draft, so I have to switch INV-0217 to AUTHORISED before it can go out",
    expected: ["LedgerApi.UpdateInvoice", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query: "invoice is approved, last thing is to email it to the customer straight from Xero",
    expected: ["LedgerApi.EmailInvoice"],
  },
  {
    query:
      "which revenue account code should the consulting lines use? I'll pull the chart of accounts to pick one",
    expected: ["LedgerApi.RetrieveFullChartOfAccounts"],
  },
  {
    query:
      "let me confirm the invoice I just emailed shows SentToContact and status AUTHORISED, I have its InvoiceID",
    expected: ["LedgerApi.GetInvoiceDetails", "LedgerApi.RetrieveInvoices"],
  },
  {
    query: "plan is to create the Kowhai Landscaping invoice already approved in one call, due on the 20th",
    expected: ["LedgerApi.CreateInvoices", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query: "the email step wants an InvoiceID and all I've got is the number INV-0388, so look that up first",
    expected: ["LedgerApi.RetrieveInvoices"],
  },
  {
    query:
      "customer record for Brightwater Physio has to exist first: set up the contact with phone and postal address",
    expected: ["LedgerApi.CreateContacts", "LedgerApi.UpdateOrCreateContacts"],
  },

  // 2. record a part payment on an invoice
  {
    query: "Harbour Dental paid $400 of the $1,150 on INV-0193; first I need to pull up that invoice",
    expected: ["LedgerApi.RetrieveInvoices"],
  },
  {
    query: "record the $400 part payment against INV-0193 into the business cheque account, dated 14 March",
    expected: ["LedgerApi.CreatePayment", "LedgerApi.CreatePayments"],
  },
  {
    query: "the payment needs a bank account code, so I'll list the accounts of type BANK",
    expected: ["LedgerApi.RetrieveFullChartOfAccounts"],
  },
  {
    query: "with the invoice id in hand I'll post a partial receipt of 250 pounds from Pennine Joinery",
    expected: ["LedgerApi.CreatePayment", "LedgerApi.CreatePayments"],
  },
  {
    query: "after the payment, check the amount still owing on that invoice dropped to $750",
    expected: ["LedgerApi.GetInvoiceDetails", "LedgerApi.RetrieveInvoices"],
  },
  {
    query: "don't want to double-record it: what payments are already sitting on invoice INV-0193?",
    expected: ["LedgerApi.FetchInvoicePayments", "LedgerApi.GetInvoiceDetails"],
  },
  {
    query:
      "Gumtree Cafe transferred half their balance, so log a payment on their invoice with reference EFT 20/05",
    expected: ["LedgerApi.CreatePayment", "LedgerApi.CreatePayments"],
  },
  {
    query:
      "I have the PaymentID from the last step; read that payment back to confirm the amount and bank account",
    expected: ["LedgerApi.RetrieveInvoicePayment", "LedgerApi.FetchInvoicePayments"],
  },
  {
    query:
      "got Coastal Kayaks' ContactID, now list their unpaid invoices so I know which one the $600 belongs to",
    expected: ["LedgerApi.RetrieveInvoices"],
  },

  // 3. apply a credit note to an invoice
  {
    query: "next I need the Fernhill Nursery credit notes that still have credit remaining",
    expected: ["LedgerApi.GetCreditNotes"],
  },
  {
    query: "apply $180 of CN-0012 to INV-0240, same customer",
    expected: ["LedgerApi.CreateCreditNoteAllocation"],
  },
  {
    query: "CN-0012 is still a draft, so it needs approving before I can allocate anything from it",
    expected: ["LedgerApi.UpdateCreditNote", "LedgerApi.UpdateOrCreateCreditNotes"],
  },
  {
    query:
      "I have the CreditNoteID; pull the whole note to see how much is left and what it's already allocated to",
    expected: ["LedgerApi.RetrieveCreditNote"],
  },
  {
    query: "find invoice INV-0240 for Fernhill Nursery so I can point the credit at it",
    expected: ["LedgerApi.RetrieveInvoices"],
  },
  {
    query: "put all the remaining credit from the supplier's credit note against their March bill",
    expected: ["LedgerApi.CreateCreditNoteAllocation"],
  },
  {
    query: "once allocated, verify INV-0240 lists the credit note and a lower amount due",
    expected: ["LedgerApi.GetInvoiceDetails", "LedgerApi.RetrieveInvoices"],
  },
  {
    query: "all I know is the credit note number CN-0031, so search the credit notes for its id",
    expected: ["LedgerApi.GetCreditNotes"],
  },

  // 4. compare two months' profit
  {
    query: "pull the profit and loss for April 2026 and compare it against March",
    expected: ["LedgerApi.GetProfitAndLossReport"],
  },
  {
    query: "want February and January net profit side by side: a P&L with one monthly comparison period",
    expected: ["LedgerApi.GetProfitAndLossReport"],
  },
  {
    query: "to work out which month 'last month' is I first need the organisation's local date today",
    expected: ["LedgerApi.GetConnectedTenants"],
  },
  {
    query: "next get income and expenses for 1-30 September on an accrual basis",
    expected: ["LedgerApi.GetProfitAndLossReport"],
  },
  {
    query: "run the same profit report for October so I can work out the month-on-month change",
    expected: ["LedgerApi.GetProfitAndLossReport"],
  },
  {
    query: "the owner asked for cash-basis profit, this month versus last month",
    expected: ["LedgerApi.GetProfitAndLossReport"],
  },
  {
    query: "can't run any report until I have the tenant id for Ridgeway Plumbing Ltd",
    expected: ["LedgerApi.GetConnectedTenants"],
  },

  // 5. enter a supplier bill and attach its receipt
  {
    query: "enter the Placemakers bill PM-55812 for $2,340 of timber as an accounts payable invoice",
    expected: ["LedgerApi.CreateInvoices", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query: "bill is saved, so the scanned receipt PDF goes on it next",
    expected: ["LedgerApi.UploadInvoiceAttachment", "LedgerApi.ReplaceInvoiceAttachment"],
  },
  {
    query: "is Placemakers already a supplier in Xero? search the contacts by name",
    expected: ["LedgerApi.FetchAllLedgerContacts"],
  },
  {
    query: "I still need the expense account code for building materials before I write the bill lines",
    expected: ["LedgerApi.RetrieveFullChartOfAccounts"],
  },
  {
    query: "upload receipt-0412.jpg as image/jpeg onto the Bunnings Trade bill I just created",
    expected: ["LedgerApi.UploadInvoiceAttachment", "LedgerApi.ReplaceInvoiceAttachment"],
  },
  {
    query: "see which files are already on that bill so I don't attach the receipt twice",
    expected: ["LedgerApi.RetrieveInvoiceAttachments"],
  },
  {
    query: "the supplier isn't in Xero yet, add Southern Cross Fuels as a contact first",
    expected: ["LedgerApi.CreateContacts", "LedgerApi.UpdateOrCreateContacts"],
  },
  {
    query: "confirm bill PM-55812 was saved with the right total and due date",
    expected: ["LedgerApi.RetrieveInvoices"],
  },
  {
    query:
      "wrong scan got attached; swap the file on the bill for the corrected receipt under the same file name",
    expected: ["LedgerApi.ReplaceInvoiceAttachment", "LedgerApi.UploadInvoiceAttachment"],
  },

  // 6. post a reclassification journal
  {
    query: "move $1,200 out of General Expenses into Office Equipment with a manual journal dated 31 May",
    expected: ["LedgerApi.CreateManualJournals", "LedgerApi.UpdateOrCreateManualJournals"],
  },
  {
    query: "I need the codes for Motor Vehicle Expenses and Travel before writing the reclass lines",
    expected: ["LedgerApi.RetrieveFullChartOfAccounts"],
  },
  {
    query: "the journal saved as a draft; post it to the ledger now",
    expected: ["LedgerApi.UpdateManualJournal", "LedgerApi.UpdateOrCreateManualJournals"],
  },
  {
    query: "journal: debit 478, credit 429 for 350, narration 'Reclass stationery wrongly coded to rent'",
    expected: ["LedgerApi.CreateManualJournals", "LedgerApi.UpdateOrCreateManualJournals"],
  },
  {
    query: "check the journal I just made has both lines and shows POSTED, using its ManualJournalID",
    expected: ["LedgerApi.RetrieveManualJournal", "LedgerApi.RetrieveManualJournals"],
  },
  {
    query: "has someone already done the June reclass? go through the manual journals and their narrations",
    expected: ["LedgerApi.RetrieveManualJournals"],
  },
  {
    query: "I've only got the AccountID but the journal line wants the account code, so fetch that account",
    expected: ["LedgerApi.RetrieveAccountDetails", "LedgerApi.RetrieveFullChartOfAccounts"],
  },
  {
    query: "want to see each account's debit and credit balance year to date before I move money out of 453",
    expected: ["LedgerApi.GetTrialBalanceReport"],
  },

  // 7. void an unpaid invoice
  {
    query: "INV-0156 to Kea Motors was raised in error; find it to get the InvoiceID",
    expected: ["LedgerApi.RetrieveInvoices"],
  },
  {
    query: "before voiding, make sure nothing has been paid on that invoice yet",
    expected: ["LedgerApi.GetInvoiceDetails", "LedgerApi.RetrieveInvoices"],
  },
  {
    query: "set INV-0156 to VOIDED",
    expected: ["LedgerApi.UpdateInvoice", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query: "have the Hapuku Lodge InvoiceID now, void the unpaid invoice",
    expected: ["LedgerApi.UpdateInvoice", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query: "read the invoice back to confirm the void went through",
    expected: ["LedgerApi.GetInvoiceDetails", "LedgerApi.RetrieveInvoices"],
  },
  {
    query: "leave a note in the voided invoice's history saying it was a duplicate",
    expected: ["LedgerApi.CreateInvoiceHistory"],
  },
  {
    query: "list Kea Motors' approved invoices with nothing paid so I cancel the right one",
    expected: ["LedgerApi.RetrieveInvoices"],
  },
  {
    query: "the customer never went ahead with the job, so cancel their approved $880 invoice",
    expected: ["LedgerApi.UpdateInvoice", "LedgerApi.UpdateOrCreateInvoices"],
  },

  // 8. add a phone number to a supplier
  {
    query: "look up supplier Wakefield Electrical by name to get its ContactID",
    expected: ["LedgerApi.FetchAllLedgerContacts"],
  },
  {
    query: "add mobile 021 555 8841 to Wakefield Electrical's contact record",
    expected: ["LedgerApi.UpdateContact", "LedgerApi.UpdateOrCreateContacts"],
  },
  {
    query:
      "sending phones replaces the whole list, so first read the supplier's current numbers by ContactID",
    expected: ["LedgerApi.RetrieveLedgerContact", "LedgerApi.FetchAllLedgerContacts"],
  },
  {
    query: "the supplier's contact number is SUP-0087, fetch that record",
    expected: ["LedgerApi.GetLedgerContactByNumber"],
  },
  {
    query: "save the office landline +61 2 9555 0142 on the Harbour Freight supplier",
    expected: ["LedgerApi.UpdateContact", "LedgerApi.UpdateOrCreateContacts"],
  },
  {
    query: "verify the new phone number now shows on that supplier",
    expected: ["LedgerApi.RetrieveLedgerContact", "LedgerApi.FetchAllLedgerContacts"],
  },
  {
    query: "give Otago Steel a default phone number while keeping the mobile it already has",
    expected: ["LedgerApi.UpdateContact", "LedgerApi.UpdateOrCreateContacts"],
  },
  {
    query: "which suppliers have 'Cartage' in the name? I need the right one before adding its phone",
    expected: ["LedgerApi.FetchAllLedgerContacts"],
  },

  // 9. TickTick: task with checklist, move it, complete it
  {
    query: "create a task 'Pack for Wellington trip' with checklist items charger, passport and rain jacket",
    expected: ["TasksApi.CreateTaskTasks"],
  },
  {
    query: "first I need the JSON schema of a new task body to see how checklist items are shaped",
    expected: ["TasksApi.CreateTaskTasks"],
  },
  {
    query: "the task landed in the Inbox; move it across to the Travel list",
    expected: ["TasksApi.MoveTasksBetweenProjects"],
  },
  {
    query: "need the Travel list's project id before I can move anything into it",
    expected: ["TasksApi.GetUserProjects"],
  },
  { query: "everything's packed, tick the whole task off as done", expected: ["TasksApi.MarkTaskComplete"] },
  {
    query: "make sure the task came through with all three checklist items",
    expected: ["TasksApi.RetrieveTaskDetails"],
  },
  {
    query: "add two more checklist items to that existing task",
    expected: ["TasksApi.UpdateTaskProperties"],
  },
  {
    query: "did the move work? look at the Work project's open tasks",
    expected: ["TasksApi.RetrieveProjectWithTasks"],
  },
  {
    query: "confirm the task is completed and see when it was finished",
    expected: ["TasksApi.RetrieveTaskDetails", "TasksApi.ListCompletedTasks"],
  },
  { query: "there's no Travel list yet, so make one", expected: ["TasksApi.CreateProjectInTasks"] },

  // 10. list the overdue tasks
  {
    query: "pull every open task so I can pick out the ones past their due date",
    expected: ["TasksApi.FilterTasks"],
  },
  {
    query: "next I'm listing the overdue tasks in the Work project only",
    expected: ["TasksApi.FilterTasks", "TasksApi.RetrieveProjectWithTasks"],
  },
  { query: "what's overdue across all my TickTick lists right now?", expected: ["TasksApi.FilterTasks"] },
  {
    query: "narrow it to high-priority open tasks that should have been done before today",
    expected: ["TasksApi.FilterTasks"],
  },
  {
    query: "to go list by list for overdue tasks I need all the project ids",
    expected: ["TasksApi.GetUserProjects"],
  },
  {
    query: "read this one task's due date to confirm it really is late",
    expected: ["TasksApi.RetrieveTaskDetails"],
  },

  // 11. one follow-up task per overdue invoice, no duplicates on a rerun
  {
    query: "find every sales invoice still AUTHORISED with a due date before today",
    expected: ["LedgerApi.RetrieveInvoices"],
  },
  {
    query: "what counts as overdue depends on today's date in the organisation's own time zone",
    expected: ["LedgerApi.GetConnectedTenants"],
  },
  {
    query:
      "for each overdue invoice make a TickTick task 'Chase INV-0042 Totara Homes', keyed so a rerun creates nothing twice",
    expected: ["TasksApi.CreateTaskTasks"],
  },
  {
    query: "check whether a follow-up task already exists for INV-0042 before creating one",
    expected: ["TasksApi.FilterTasks", "TasksApi.RetrieveProjectWithTasks"],
  },
  {
    query: "second run: look through the Collections list's open tasks for chase tasks I made last time",
    expected: ["TasksApi.RetrieveProjectWithTasks", "TasksApi.FilterTasks"],
  },
  {
    query: "maybe some chase tasks were already finished last week; list the completed ones in Collections",
    expected: ["TasksApi.ListCompletedTasks"],
  },
  {
    query: "make a Collections project to hold the invoice follow-ups",
    expected: ["TasksApi.CreateProjectInTasks"],
  },
  {
    query: "open tasks tagged invoice-chase, so I skip the invoices that already have one",
    expected: ["TasksApi.FilterTasks"],
  },
  {
    query: "overdue receivable invoices sorted by due date, oldest first",
    expected: ["LedgerApi.RetrieveInvoices"],
  },

  // small reads and checks
  {
    query: "first thing: which Xero organisations can I act on, and what is the tenant id",
    expected: ["LedgerApi.GetConnectedTenants"],
  },
  {
    query: "what time zone is the organisation set to?",
    expected: ["LedgerApi.GetConnectedTenants", "LedgerApi.GetLedgerOrganisationDetails"],
  },
  {
    query: "need the contact id for Kauri Builders before creating the invoice",
    expected: ["LedgerApi.FetchAllLedgerContacts"],
  },
  {
    query: "what's the account code for Sales in this chart of accounts?",
    expected: ["LedgerApi.RetrieveFullChartOfAccounts"],
  },
  { query: "look up invoice INV-0042 by its number", expected: ["LedgerApi.RetrieveInvoices"] },
  {
    query: "list all my TickTick projects so I know where tasks can go",
    expected: ["TasksApi.GetUserProjects"],
  },
  {
    query: "I need the id of the 'Renew car rego' task in the Personal list",
    expected: ["TasksApi.RetrieveProjectWithTasks", "TasksApi.FilterTasks"],
  },
  {
    query: "what date is it right now for the Auckland organisation?",
    expected: ["LedgerApi.GetConnectedTenants"],
  },
];
