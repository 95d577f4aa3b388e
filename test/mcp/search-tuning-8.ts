import type { SearchCase } from "./search-queries";
// Tuning set 8: 100 plain requests written from docs/tools.md by someone who had not seen the search code or the other sets.
export const TUNING_8_CASES: readonly SearchCase[] = [
  // Invoices and bills
  { query: "raise an invoice to Harbour Cafe for 20 hrs at $85", expected: ["LedgerApi.CreateInvoices"] },
  {
    query: "Mike from Coastal rang, says he never got the invoice, can you resend it",
    expected: ["LedgerApi.EmailInvoice"],
  },
  { query: "void INV-0107, duplicate", expected: ["LedgerApi.UpdateInvoice"] },
  {
    query: "got the Bunnings bill here, $412.50, due on the 20th, pop it in so we don't forget to pay it",
    expected: ["LedgerApi.CreateInvoices"],
  },
  {
    query:
      "I already sent Greenleaf their invoice last week but the due date on it is wrong, so push it out to the end of next month",
    expected: ["LedgerApi.UpdateInvoice"],
  },
  { query: "which sales invoices are overdue?", expected: ["LedgerApi.RetrieveInvoices"] },
  {
    query: "can you grab me a PDF copy of invoice 0093, I need to forward it to their accounts lady",
    expected: ["LedgerApi.RetrieveInvoicePdf"],
  },
  {
    query: "the customer wants to pay by card, so send me the online link for INV-0120 they can click",
    expected: ["LedgerApi.RetrieveOnlineInvoiceUrl"],
  },
  {
    query: "set up a monthly invoice for the Jacksons' retainer, $1,200 starting 1 March",
    expected: ["LedgerApi.CreateRepeatingInvoices"],
  },
  {
    query:
      "the gym's moved out of our unit, so we won't be billing them rent any more, stop the repeating invoice",
    expected: ["LedgerApi.UpdateRepeatingInvoice"],
  },
  {
    query: "approve the draft bills from Origin and AGL",
    expected: ["LedgerApi.UpdateOrCreateInvoices", "LedgerApi.UpdateInvoice"],
  },
  {
    query: "show me INV-0042 in full, lines, payments, the lot",
    expected: ["LedgerApi.RetrieveInvoices", "LedgerApi.GetInvoiceDetails"],
  },

  // Payments and refunds
  {
    query:
      "Sarah transferred $550 this morning for INV-0078, can you mark it as paid into the business account",
    expected: ["LedgerApi.CreatePayment", "LedgerApi.CreatePayments"],
  },
  {
    query: "batch pay the Origin, AGL and Telstra bills from ops account",
    expected: ["LedgerApi.CreateBatchPayment"],
  },
  {
    query: "I think Jo put the Dockside payment against the wrong invoice, take the payment off INV-0066",
    expected: ["LedgerApi.DeletePayment"],
  },
  {
    query: "refund CN-0012 to the customer",
    expected: ["LedgerApi.CreatePayment", "LedgerApi.CreatePayments"],
  },
  { query: "customer receipts received last week", expected: ["LedgerApi.FetchInvoicePayments"] },
  {
    query:
      "Acme paid us twice by mistake back in May, and they've got a new invoice now, so use that extra money against it",
    expected: ["LedgerApi.CreateOverpaymentAllocations"],
  },
  {
    query:
      "Jenny paid a deposit up front before we'd even invoiced her, now invoice 0140 is out, apply the deposit to it",
    expected: ["LedgerApi.CreatePrepaymentAllocations"],
  },
  {
    query: "the bank bounced Tuesday's supplier payment run, so the whole batch needs to come out",
    expected: ["LedgerApi.DeleteBatchPayment", "LedgerApi.DeleteBatchPaymentByUrlParam"],
  },

  // Credit notes
  { query: "CN to Harbour Cafe $120, damaged goods", expected: ["LedgerApi.CreateCreditNotes"] },
  { query: "apply CN-0019 against INV-0150", expected: ["LedgerApi.CreateCreditNoteAllocation"] },
  {
    query:
      "we put the Dockside credit against the wrong invoice, so take that allocation off and free the credit up again",
    expected: ["LedgerApi.DeleteCreditNoteAllocation"],
  },
  {
    query: "we reissued it with the right amount, so void the old credit note CN-0021",
    expected: ["LedgerApi.UpdateCreditNote"],
  },

  // Bank transactions and transfers
  {
    query: "spend money $64.90 Officeworks stationery from cheque a/c",
    expected: ["LedgerApi.CreateBankTransactions"],
  },
  { query: "recode the Bunnings spend to repairs", expected: ["LedgerApi.UpdateBankTransaction"] },
  {
    query: "can you move five grand from the savings account over to everyday, we're a bit short for payroll",
    expected: ["LedgerApi.CreateBankTransfer"],
  },
  {
    query:
      "I did a transfer yesterday between the two accounts, turns out it was the wrong amount, so just delete it and I'll redo it",
    expected: ["LedgerApi.DeleteBankTransfer", "LedgerApi.DeleteBankTransfers"],
  },
  { query: "unreconciled txns on the Westpac account", expected: ["LedgerApi.RetrieveBankTransactions"] },
  {
    query: "a bloke paid $300 cash for a one-off job, no invoice or anything, just put it through as income",
    expected: ["LedgerApi.CreateBankTransactions"],
  },

  // Contacts
  {
    query: "I know we already have a contact for them, but the address changed, so update it",
    expected: ["LedgerApi.UpdateContact", "LedgerApi.UpdateOrCreateContacts"],
  },
  {
    query: "new supplier Pacific Print Co, accounts@pacificprint.co.nz",
    expected: ["LedgerApi.CreateContacts"],
  },
  {
    query: "what email have we got for Greenleaf Landscaping? my invoice keeps bouncing",
    expected: ["LedgerApi.FetchAllLedgerContacts"],
  },
  {
    query: "we switched phone providers ages ago, so the old Telstra contact can be archived",
    expected: ["LedgerApi.UpdateContact", "LedgerApi.UpdateOrCreateContacts"],
  },
  {
    query: "put Harbour Cafe and Dockside Deli in the Wholesale group",
    expected: ["LedgerApi.CreateContactGroupContacts"],
  },
  {
    query:
      "Bob's Plumbing has gone downhill, so he's not a preferred supplier anymore, take him out of that group",
    expected: ["LedgerApi.RemoveContactFromGroup"],
  },
  {
    query: "is Dave the subbie set up for CIS deductions and at what rate",
    expected: ["LedgerApi.GetContactCisSettings"],
  },

  // Items
  { query: "new product WIDG-10, sells at $24.95", expected: ["LedgerApi.CreateItems"] },
  {
    query: "we're putting our rates up in July so bump the 1 hour consult item to $150",
    expected: ["LedgerApi.UpdateItem", "LedgerApi.UpdateOrCreateItems"],
  },
  {
    query: "we stopped selling the old t-shirts, get rid of the OLD-TEE item completely",
    expected: ["LedgerApi.DeleteInventoryItem"],
  },
  { query: "price list of everything we sell", expected: ["LedgerApi.GetItems"] },

  // Reports
  {
    query: "aged AP for Origin Energy as at 30 Sept",
    expected: ["LedgerApi.GetAgedPayablesReportByContact"],
  },
  {
    query: "Coastal Builders always pay late, how much do they owe us and how old is it",
    expected: ["LedgerApi.GetAgedReceivablesReportByContact"],
  },
  { query: "P&L last quarter vs same qtr last year", expected: ["LedgerApi.GetProfitAndLossReport"] },
  { query: "TB at 31 March", expected: ["LedgerApi.GetTrialBalanceReport"] },
  {
    query: "the bank wants our assets and liabilities for the loan application, as at the end of June",
    expected: ["LedgerApi.GetBalanceSheetReport"],
  },
  {
    query: "my accountant asked for the executive summary for October, could you pull it",
    expected: ["LedgerApi.RetrieveExecutiveSummaryReport"],
  },
  { query: "cash in and out of each bank account for March", expected: ["LedgerApi.GetBankSummaryReport"] },

  // Journals
  {
    query: "reverse the accrual from June",
    expected: ["LedgerApi.UpdateManualJournal", "LedgerApi.CreateManualJournals"],
  },
  {
    query: "depn journal $1,250 Dr depreciation Cr accum depn, post it",
    expected: ["LedgerApi.CreateManualJournals"],
  },
  { query: "GL journal no. 342", expected: ["LedgerApi.RetrieveJournalByNumber"] },
  {
    query: "I'm reconciling the ledger export so I need every journal Xero generated since the 1st",
    expected: ["LedgerApi.GetFinancialJournals"],
  },

  // Quotes and purchase orders
  {
    query: "quote the Hendersons for the deck, $8,400 incl GST, valid 30 days",
    expected: ["LedgerApi.CreateQuotes"],
  },
  {
    query: "great news, the Hendersons said yes to the deck, so mark their quote accepted",
    expected: ["LedgerApi.UpdateQuote"],
  },
  { query: "PO to Timber Direct, 40 lengths 90x45", expected: ["LedgerApi.CreatePurchaseOrders"] },
  { query: "pull up PO-0017", expected: ["LedgerApi.RetrievePurchaseOrderByNumber"] },
  {
    query: "which quotes have we sent out that nobody has answered yet",
    expected: ["LedgerApi.RetrieveSalesQuotes"],
  },
  {
    query:
      "Timber Direct want a copy of our order on letterhead, so email-ready PDF of the purchase order please",
    expected: ["LedgerApi.GetPurchaseOrderPdf"],
  },

  // Attachments
  {
    query: "attach the receipt photo to the Officeworks spend",
    expected: ["LedgerApi.UploadBankTransactionAttachment"],
  },
  {
    query: "the client signed the contract, so stick the PDF on INV-0133 so it's all in one place",
    expected: ["LedgerApi.UploadInvoiceAttachment"],
  },
  {
    query: "files attached to the Timber Direct PO",
    expected: ["LedgerApi.RetrievePurchaseOrderAttachments"],
  },
  {
    query: "I scanned the wrong page onto the depreciation journal, swap the file for this one",
    expected: ["LedgerApi.ReplaceManualJournalAttachment"],
  },
  {
    query: "download accepted.pdf off quote QU-0009",
    expected: ["LedgerApi.RetrieveQuoteAttachmentByFilename"],
  },

  // Organisation and settings
  { query: "which Xero orgs am I connected to", expected: ["LedgerApi.GetConnectedTenants"] },
  {
    query: "what's our financial year end and base currency again",
    expected: ["LedgerApi.GetLedgerOrganisationDetails"],
  },
  {
    query: "we've landed our first American client, so before I invoice them I need USD turned on",
    expected: ["LedgerApi.CreateCurrency"],
  },
  { query: "new expense a/c 6150 Software subscriptions", expected: ["LedgerApi.CreateAccount"] },
  { query: "CoA", expected: ["LedgerApi.RetrieveFullChartOfAccounts"] },
  {
    query: "we've opened a Wellington branch, so add it as an option under the Region tracking",
    expected: ["LedgerApi.CreateTrackingOptions"],
  },
  {
    query: "nobody uses the Entertainment account any more, archive it",
    expected: ["LedgerApi.UpdateAccount"],
  },

  // History and notes
  { query: "note on INV-0088: client promised payment Fri", expected: ["LedgerApi.CreateInvoiceHistory"] },
  {
    query: "someone changed Greenleaf's bank details and I want to know who and when",
    expected: ["LedgerApi.GetContactHistory"],
  },
  {
    query: "we gave the Hendersons 10% off, so jot that down on their quote for the record",
    expected: ["LedgerApi.AddQuoteHistory"],
  },

  // Expense claims and billable expenses
  {
    query: "Tom paid $18 parking out of his own pocket, log it so we can pay him back",
    expected: ["LedgerApi.CreateReceipt"],
  },
  {
    query: "that courier bill was for the Henderson job, so make it billable to them",
    expected: ["LedgerApi.CreateLinkedTransaction"],
  },

  // TickTick tasks and lists
  { query: "add task: call accountant re GST, due Fri", expected: ["TasksApi.CreateTaskTasks"] },
  {
    query: "remind me tomorrow at 9 to chase Mike about the Coastal invoice",
    expected: ["TasksApi.CreateTaskTasks"],
  },
  {
    query:
      "the Coastal invoice is sorted now, so just put a follow-up on my to-do list to check they've paid by the 15th",
    expected: ["TasksApi.CreateTaskTasks"],
  },
  { query: "tick off renew insurance", expected: ["TasksApi.MarkTaskComplete"] },
  {
    query: "Jess finished the stocktake yesterday so you can mark that one done",
    expected: ["TasksApi.MarkTaskComplete"],
  },
  { query: "what's still open on my Work list", expected: ["TasksApi.RetrieveProjectWithTasks"] },
  { query: "new list Renovation", expected: ["TasksApi.CreateProjectInTasks"] },
  {
    query: "what did I actually get done last week? feels like nothing",
    expected: ["TasksApi.ListCompletedTasks"],
  },
  { query: "high priority tasks tagged urgent", expected: ["TasksApi.FilterTasks"] },
  {
    query: "those three invoice-chasing tasks are sitting in my Inbox, they belong in Admin, move them over",
    expected: ["TasksApi.MoveTasksBetweenProjects"],
  },
  {
    query: "I already bought the printer ink, so that task can go, delete it",
    expected: ["TasksApi.DeleteSpecificTask"],
  },
  { query: "rename list Misc to Home admin", expected: ["TasksApi.UpdateProjectProperties"] },
  {
    query: "the BAS is going to be late anyway, so push that task back to next Tuesday",
    expected: ["TasksApi.UpdateTaskProperties"],
  },
  {
    query: "the Christmas party's done and dusted, get rid of that whole list and everything in it",
    expected: ["TasksApi.DeleteTasksProject"],
  },
  { query: "what lists do I have", expected: ["TasksApi.GetUserProjects"] },
  {
    query: "does the order stock task have a checklist on it, and when's it due",
    expected: ["TasksApi.RetrieveTaskDetails"],
  },
  { query: "whats in my inbox", expected: ["TasksApi.RetrieveProjectWithTasks"] },
  { query: "set quarterly review task to high priority", expected: ["TasksApi.UpdateTaskProperties"] },
  { query: "tasks starting this week in Work", expected: ["TasksApi.FilterTasks"] },
  {
    query: "the Renovation list is getting messy, I'd rather see it as a kanban board",
    expected: ["TasksApi.UpdateProjectProperties"],
  },
  { query: "anything finished in Personal during January", expected: ["TasksApi.ListCompletedTasks"] },
  { query: "move fix gate to the Home list", expected: ["TasksApi.MoveTasksBetweenProjects"] },
  {
    query: "start a Month-end list, I'll fill in bank rec, payroll and GST after",
    expected: ["TasksApi.CreateProjectInTasks"],
  },
  {
    query: "what colour and view is my Work project set to",
    expected: ["TasksApi.GetTasksProjectById", "TasksApi.GetUserProjects"],
  },
  {
    query: "I'm pretty sure I did pay rego sometime last month, can you check it shows as completed",
    expected: ["TasksApi.ListCompletedTasks"],
  },
];
