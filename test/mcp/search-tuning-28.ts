import type { SearchCase } from "./search-queries";
// Tuning set 28: 100 search queries an agent typed while doing everyday jobs written from docs/tools.md by someone who had not seen the search code or the other sets.
export const TUNING_28_CASES: readonly SearchCase[] = [
  // 1. invoice a new customer, approve it, email it
  {
    query: "check if customer Harakeke Design already exists",
    expected: ["LedgerApi.FetchAllLedgerContacts"],
  },
  {
    query: "create new customer contact Tui Street Bakery",
    expected: ["LedgerApi.CreateContacts", "LedgerApi.UpdateOrCreateContacts"],
  },
  {
    query: "sales invoice for a new client with line items",
    expected: ["LedgerApi.CreateInvoices", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query: "draft ACCREC invoice Bellbird Landscaping 12 hours at $95",
    expected: ["LedgerApi.CreateInvoices", "LedgerApi.UpdateOrCreateInvoices"],
  },
  { query: "item code CONSULT-HR unit price", expected: ["LedgerApi.GetItems"] },
  { query: "GST tax type for sales lines", expected: ["LedgerApi.RetrieveTaxRates"] },
  {
    query: "approve draft invoice INV-0317",
    expected: ["LedgerApi.UpdateInvoice", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query: "change invoice status to AUTHORISED",
    expected: ["LedgerApi.UpdateInvoice", "LedgerApi.UpdateOrCreateInvoices"],
  },
  { query: "email invoice to customer", expected: ["LedgerApi.EmailInvoice"] },
  { query: "send INV-0317 to Bellbird Landscaping by email from Xero", expected: ["LedgerApi.EmailInvoice"] },

  // 2. record a part payment on an invoice
  {
    query: "record payment against invoice INV-0042 for $500",
    expected: ["LedgerApi.CreatePayment", "LedgerApi.CreatePayments"],
  },
  {
    query: "customer paid part of an invoice",
    expected: ["LedgerApi.CreatePayment", "LedgerApi.CreatePayments"],
  },
  {
    query: "partial payment 1,250.00 received 14 March from Kowhai Plumbing",
    expected: ["LedgerApi.CreatePayment", "LedgerApi.CreatePayments"],
  },
  { query: "find invoice by number INV-0288", expected: ["LedgerApi.RetrieveInvoices"] },
  { query: "bank account code to receive money into", expected: ["LedgerApi.RetrieveFullChartOfAccounts"] },
  {
    query: "amount still due on invoice after payment",
    expected: ["LedgerApi.GetInvoiceDetails", "LedgerApi.RetrieveInvoices"],
  },
  {
    query: "payments received on an invoice",
    expected: ["LedgerApi.FetchInvoicePayments", "LedgerApi.GetInvoiceDetails"],
  },
  { query: "undo a payment entered with the wrong amount", expected: ["LedgerApi.DeletePayment"] },

  // 3. allocate a credit note to an invoice
  { query: "allocate credit note", expected: ["LedgerApi.CreateCreditNoteAllocation"] },
  { query: "apply CN-0019 to invoice INV-0451 for $180", expected: ["LedgerApi.CreateCreditNoteAllocation"] },
  {
    query: "use a customer's credit to reduce what they owe on an invoice",
    expected: ["LedgerApi.CreateCreditNoteAllocation"],
  },
  { query: "customer credit notes with remaining credit", expected: ["LedgerApi.GetCreditNotes"] },
  { query: "look up credit note CN-0019", expected: ["LedgerApi.GetCreditNotes"] },
  {
    query: "credit note by CreditNoteID remaining credit and allocations",
    expected: ["LedgerApi.RetrieveCreditNote", "LedgerApi.GetCreditNotes"],
  },
  { query: "open invoices for contact Puriri Motors", expected: ["LedgerApi.RetrieveInvoices"] },
  {
    query: "approve draft credit note",
    expected: ["LedgerApi.UpdateCreditNote", "LedgerApi.UpdateOrCreateCreditNotes"],
  },
  {
    query: "remove credit allocation applied to the wrong invoice",
    expected: ["LedgerApi.DeleteCreditNoteAllocation"],
  },

  // 4. compare two months' profit
  { query: "profit and loss report", expected: ["LedgerApi.GetProfitAndLossReport"] },
  { query: "compare net profit March vs April 2026", expected: ["LedgerApi.GetProfitAndLossReport"] },
  { query: "P&L last month with previous month comparison", expected: ["LedgerApi.GetProfitAndLossReport"] },
  { query: "income and expenses for June 2025", expected: ["LedgerApi.GetProfitAndLossReport"] },
  { query: "month on month profit", expected: ["LedgerApi.GetProfitAndLossReport"] },
  { query: "cash basis profit for February", expected: ["LedgerApi.GetProfitAndLossReport"] },
  { query: "net profit from 2026-01-01 to 2026-01-31", expected: ["LedgerApi.GetProfitAndLossReport"] },
  { query: "organisation financial year end date", expected: ["LedgerApi.GetLedgerOrganisationDetails"] },

  // 5. enter a supplier bill and attach its receipt
  {
    query: "enter supplier bill",
    expected: ["LedgerApi.CreateInvoices", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query: "ACCPAY bill from Mitre 10 for timber $842.50 due 20 Dec",
    expected: ["LedgerApi.CreateInvoices", "LedgerApi.UpdateOrCreateInvoices"],
  },
  { query: "supplier Kauri Timber Supplies contact record", expected: ["LedgerApi.FetchAllLedgerContacts"] },
  {
    query: "expense account code for building materials",
    expected: ["LedgerApi.RetrieveFullChartOfAccounts"],
  },
  {
    query: "attach receipt file to supplier bill",
    expected: ["LedgerApi.UploadInvoiceAttachment", "LedgerApi.ReplaceInvoiceAttachment"],
  },
  {
    query: "upload receipt-2026-03.pdf to bill OS-2291",
    expected: ["LedgerApi.UploadInvoiceAttachment", "LedgerApi.ReplaceInvoiceAttachment"],
  },
  { query: "files attached to a bill", expected: ["LedgerApi.RetrieveInvoiceAttachments"] },
  {
    query: "approve bill so it is awaiting payment",
    expected: ["LedgerApi.UpdateInvoice", "LedgerApi.UpdateOrCreateInvoices"],
  },
  { query: "has supplier invoice OS-2291 already been entered", expected: ["LedgerApi.RetrieveInvoices"] },

  // 6. journal reclassifying an amount between accounts
  {
    query: "post a manual journal",
    expected: ["LedgerApi.CreateManualJournals", "LedgerApi.UpdateOrCreateManualJournals"],
  },
  {
    query: "reclassify $300 from account 429 to 453",
    expected: ["LedgerApi.CreateManualJournals", "LedgerApi.UpdateOrCreateManualJournals"],
  },
  {
    query: "move an amount between two accounts with a journal entry",
    expected: ["LedgerApi.CreateManualJournals", "LedgerApi.UpdateOrCreateManualJournals"],
  },
  {
    query: "journal debit 6100 credit 6200 narration miscoded fuel",
    expected: ["LedgerApi.CreateManualJournals", "LedgerApi.UpdateOrCreateManualJournals"],
  },
  { query: "chart of accounts", expected: ["LedgerApi.RetrieveFullChartOfAccounts"] },
  { query: "account code for Office Expenses", expected: ["LedgerApi.RetrieveFullChartOfAccounts"] },
  {
    query: "post draft manual journal",
    expected: ["LedgerApi.UpdateManualJournal", "LedgerApi.UpdateOrCreateManualJournals"],
  },
  {
    query: "check journal lines of a manual journal",
    expected: ["LedgerApi.RetrieveManualJournal", "LedgerApi.RetrieveManualJournals"],
  },
  { query: "trial balance account balances", expected: ["LedgerApi.GetTrialBalanceReport"] },

  // 7. void an unpaid invoice
  { query: "void unpaid invoice", expected: ["LedgerApi.UpdateInvoice", "LedgerApi.UpdateOrCreateInvoices"] },
  {
    query: "void INV-0073 sent by mistake",
    expected: ["LedgerApi.UpdateInvoice", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query: "cancel an approved invoice with no payments",
    expected: ["LedgerApi.UpdateInvoice", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query: "set invoice status VOIDED",
    expected: ["LedgerApi.UpdateInvoice", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query: "delete a draft invoice",
    expected: ["LedgerApi.UpdateInvoice", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query: "does invoice have any payments applied",
    expected: ["LedgerApi.GetInvoiceDetails", "LedgerApi.RetrieveInvoices", "LedgerApi.FetchInvoicePayments"],
  },
  { query: "authorised sales invoices for Tasman Freight", expected: ["LedgerApi.RetrieveInvoices"] },
  { query: "add note to invoice explaining why it was voided", expected: ["LedgerApi.CreateInvoiceHistory"] },

  // 8. add a phone number to a supplier
  {
    query: "add phone number to supplier",
    expected: ["LedgerApi.UpdateContact", "LedgerApi.UpdateOrCreateContacts"],
  },
  {
    query: "update contact phone 09 555 0142 for Kauri Builders",
    expected: ["LedgerApi.UpdateContact", "LedgerApi.UpdateOrCreateContacts"],
  },
  { query: "find contact by name Kauri Builders", expected: ["LedgerApi.FetchAllLedgerContacts"] },
  { query: "search suppliers", expected: ["LedgerApi.FetchAllLedgerContacts"] },
  {
    query: "contact details with existing phones and addresses",
    expected: ["LedgerApi.RetrieveLedgerContact", "LedgerApi.FetchAllLedgerContacts"],
  },
  {
    query: "set mobile number on contact",
    expected: ["LedgerApi.UpdateContact", "LedgerApi.UpdateOrCreateContacts"],
  },
  { query: "contact by contact number SUP-0031", expected: ["LedgerApi.GetLedgerContactByNumber"] },
  {
    query: "edit supplier details",
    expected: ["LedgerApi.UpdateContact", "LedgerApi.UpdateOrCreateContacts"],
  },

  // 9. TickTick: task with checklist, move it, complete it
  { query: "create task with checklist items", expected: ["TasksApi.CreateTaskTasks"] },
  {
    query: "new TickTick task 'Pack for Wellington trip' with subtasks",
    expected: ["TasksApi.CreateTaskTasks"],
  },
  { query: "JSON schema for creating a task", expected: ["TasksApi.CreateTaskTasks"] },
  { query: "create a new list called Renovation", expected: ["TasksApi.CreateProjectInTasks"] },
  { query: "move task to another list", expected: ["TasksApi.MoveTasksBetweenProjects"] },
  { query: "move task from Inbox to Work project", expected: ["TasksApi.MoveTasksBetweenProjects"] },
  { query: "complete task", expected: ["TasksApi.MarkTaskComplete"] },
  { query: "tick off task 'Order skip bin'", expected: ["TasksApi.MarkTaskComplete"] },
  { query: "add checklist item to existing task", expected: ["TasksApi.UpdateTaskProperties"] },
  { query: "task details with its checklist", expected: ["TasksApi.RetrieveTaskDetails"] },
  { query: "tasks completed this week", expected: ["TasksApi.ListCompletedTasks"] },

  // 10. list the overdue tasks
  { query: "tasks past their due date", expected: ["TasksApi.FilterTasks"] },
  { query: "list overdue tasks", expected: ["TasksApi.FilterTasks"] },
  { query: "open tasks not done yet across all lists", expected: ["TasksApi.FilterTasks"] },
  {
    query: "open tasks in the Work list",
    expected: ["TasksApi.RetrieveProjectWithTasks", "TasksApi.FilterTasks"],
  },
  { query: "high priority open tasks", expected: ["TasksApi.FilterTasks"] },
  { query: "uncompleted tasks dated before today", expected: ["TasksApi.FilterTasks"] },
  { query: "tasks tagged urgent still open", expected: ["TasksApi.FilterTasks"] },

  // 11. one follow-up task per overdue invoice, no duplicates on rerun
  { query: "overdue sales invoices", expected: ["LedgerApi.RetrieveInvoices"] },
  { query: "unpaid invoices due before 2026-02-01", expected: ["LedgerApi.RetrieveInvoices"] },
  { query: "organisation today's date", expected: ["LedgerApi.GetConnectedTenants"] },
  { query: "create follow-up task for overdue invoice INV-0219", expected: ["TasksApi.CreateTaskTasks"] },
  {
    query: "create task with idempotency key so rerun makes no duplicate",
    expected: ["TasksApi.CreateTaskTasks"],
  },
  {
    query: "does a 'Chase INV-0219' task already exist in Collections list",
    expected: ["TasksApi.FilterTasks", "TasksApi.RetrieveProjectWithTasks"],
  },
  { query: "create Collections project for invoice follow-ups", expected: ["TasksApi.CreateProjectInTasks"] },
  {
    query: "customer email for an overdue invoice's contact",
    expected: ["LedgerApi.RetrieveLedgerContact", "LedgerApi.FetchAllLedgerContacts"],
  },

  // small reads: tenant, time zone, projects, task ids
  { query: "connected Xero organisations tenant id", expected: ["LedgerApi.GetConnectedTenants"] },
  {
    query: "organisation timezone",
    expected: ["LedgerApi.GetConnectedTenants", "LedgerApi.GetLedgerOrganisationDetails"],
  },
  { query: "organisation base currency and country", expected: ["LedgerApi.GetLedgerOrganisationDetails"] },
  { query: "list my TickTick projects", expected: ["TasksApi.GetUserProjects"] },
  {
    query: "id of task 'Call accountant' in Personal list",
    expected: ["TasksApi.RetrieveProjectWithTasks", "TasksApi.FilterTasks"],
  },
];
