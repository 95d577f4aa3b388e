import type { SearchCase } from "./search-queries";
// Tuning set 7: 120 plain requests written from docs/tools.md by someone who had not seen the search code or the other sets.
export const TUNING_7_CASES: readonly SearchCase[] = [
  {
    query: "hey can you make an invoice for Ridgeway Builders, 12 hours consulting at $95/hr, due in 14 days",
    expected: ["LedgerApi.CreateInvoices"],
  },
  {
    query: "invoice Harbour Cafe $1,250 for the October fitout deposit",
    expected: ["LedgerApi.CreateInvoices"],
  },
  { query: "send INV-0047 to the customer by email", expected: ["LedgerApi.EmailInvoice"] },
  {
    query: "can u email Bayside Dental their invoice, its already approved",
    expected: ["LedgerApi.EmailInvoice"],
  },
  {
    query: "approve invoice INV-0052 so it can go out",
    expected: ["LedgerApi.UpdateInvoice", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query: "void INV-0039, I raised it to the wrong customer",
    expected: ["LedgerApi.UpdateInvoice", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query: "change the due date on INV-0049 to 15 Dec",
    expected: ["LedgerApi.UpdateInvoice", "LedgerApi.UpdateOrCreateInvoices"],
  },
  { query: "find invoice 0061", expected: ["LedgerApi.RetrieveInvoices"] },
  { query: "who owes us money right now?", expected: ["LedgerApi.RetrieveInvoices"] },
  { query: "list all overdue invoices", expected: ["LedgerApi.RetrieveInvoices"] },
  {
    query: "whats on invoice INV-0044, the line items and how much has been paid",
    expected: ["LedgerApi.RetrieveInvoices", "LedgerApi.GetInvoiceDetails"],
  },
  {
    query: "get me the link the customer can use to pay INV-0058 online",
    expected: ["LedgerApi.RetrieveOnlineInvoiceUrl"],
  },
  { query: "download a pdf copy of invoice INV-0050", expected: ["LedgerApi.RetrieveInvoicePdf"] },
  {
    query: "are automatic reminders switched on for overdue invoices?",
    expected: ["LedgerApi.GetInvoiceReminderSettings"],
  },
  {
    query: "enter a bill from Officeworks for $245.60, stationery, due the 30th",
    expected: ["LedgerApi.CreateInvoices"],
  },
  { query: "what bills have we got due this week", expected: ["LedgerApi.RetrieveInvoices"] },
  {
    query: "got a bill from Vodafone for 189.00 incl gst, put it in as a draft for now",
    expected: ["LedgerApi.CreateInvoices"],
  },
  {
    query: "pay the Telstra bill in full out of the business cheque account today",
    expected: ["LedgerApi.CreatePayment", "LedgerApi.CreatePayments"],
  },
  {
    query: "pay the three Bunnings bills together as one batch from the ANZ account",
    expected: ["LedgerApi.CreateBatchPayment"],
  },
  { query: "aged payables Metro Wholesale", expected: ["LedgerApi.GetAgedPayablesReportByContact"] },
  {
    query: "charge the plumbing parts on the Reece bill through to our customer Hendersons",
    expected: ["LedgerApi.CreateLinkedTransaction"],
  },
  {
    query: "record a payment of $500 against INV-0042, received today into the main account",
    expected: ["LedgerApi.CreatePayment", "LedgerApi.CreatePayments"],
  },
  {
    query: "Ridgeway paid half of invoice 0055, $1,100 - can you log that",
    expected: ["LedgerApi.CreatePayment", "LedgerApi.CreatePayments"],
  },
  {
    query: "record payments for INV-0060, INV-0061 and INV-0063, each paid seperately in full on the 3rd",
    expected: ["LedgerApi.CreatePayments"],
  },
  {
    query: "one deposit of $3,400 covered invoices 0070 and 0071, record it as a single bank line",
    expected: ["LedgerApi.CreateBatchPayment"],
  },
  {
    query: "refund the $80 credit note to Sarah Lim, the money went back out of the cheque account",
    expected: ["LedgerApi.CreatePayment", "LedgerApi.CreatePayments"],
  },
  { query: "undo the payment I put on INV-0046 by mistake", expected: ["LedgerApi.DeletePayment"] },
  { query: "what payments did we receive last week", expected: ["LedgerApi.FetchInvoicePayments"] },
  {
    query: "delete the batch payment from Friday, it was wrong",
    expected: ["LedgerApi.DeleteBatchPayment", "LedgerApi.DeleteBatchPaymentByUrlParam"],
  },
  {
    query: "customer overpaid by $50 last time, use that overpayment against INV-0075",
    expected: ["LedgerApi.CreateOverpaymentAllocations"],
  },
  {
    query: "issue a credit note to Bayside Dental for $120, damaged goods",
    expected: ["LedgerApi.CreateCreditNotes"],
  },
  { query: "apply CN-0008 against invoice INV-0059", expected: ["LedgerApi.CreateCreditNoteAllocation"] },
  {
    query: "which customers have credit notes with credit still left on them?",
    expected: ["LedgerApi.GetCreditNotes"],
  },
  {
    query: "take the credit note allocation off INV-0048, it went on the wrong invoice",
    expected: ["LedgerApi.DeleteCreditNoteAllocation"],
  },
  {
    query: "void credit note CN-0011",
    expected: ["LedgerApi.UpdateCreditNote", "LedgerApi.UpdateOrCreateCreditNotes"],
  },
  {
    query: "record $86.40 spent at Caltex on fuel from the business account, there's no invoice",
    expected: ["LedgerApi.CreateBankTransactions"],
  },
  { query: "move $5000 from savings to the cheque account", expected: ["LedgerApi.CreateBankTransfer"] },
  { query: "show me bank transfers over 1000 this month", expected: ["LedgerApi.RetrieveBankTransfers"] },
  {
    query: "delete that transfer to savings, I entered it twice",
    expected: ["LedgerApi.DeleteBankTransfer", "LedgerApi.DeleteBankTransfers"],
  },
  {
    query: "fix the spend money for Uber, wrong account, should be 493 travel",
    expected: ["LedgerApi.UpdateBankTransaction", "LedgerApi.UpdateOrCreateBankTransactions"],
  },
  {
    query: "which bank transactions still arent reconciled?",
    expected: ["LedgerApi.RetrieveBankTransactions"],
  },
  {
    query: "is the transfer from 3 Nov reconciled on both sides",
    expected: ["LedgerApi.RetrieveBankTransfers"],
  },
  {
    query: "opening and closing balance of each bank account for october",
    expected: ["LedgerApi.GetBankSummaryReport"],
  },
  {
    query: "look up the contact details for Greenleaf Landscaping",
    expected: ["LedgerApi.FetchAllLedgerContacts"],
  },
  {
    query: "add a new customer: Pinecrest Motel, accounts@pinecrest.co.nz, 09 555 0192",
    expected: ["LedgerApi.CreateContacts"],
  },
  {
    query: "update the email for Harbour Cafe to billing@harbourcafe.nz",
    expected: ["LedgerApi.UpdateContact", "LedgerApi.UpdateOrCreateContacts"],
  },
  {
    query: "archive the old supplier Kiwi Couriers, we dont use them anymore",
    expected: ["LedgerApi.UpdateContact", "LedgerApi.UpdateOrCreateContacts"],
  },
  { query: "pull up contact CUST-0042", expected: ["LedgerApi.GetLedgerContactByNumber"] },
  { query: "make a contact group called Wholesale customers", expected: ["LedgerApi.CreateContactGroup"] },
  {
    query: "add Bayside Dental and Ridgeway Builders to the VIP group",
    expected: ["LedgerApi.CreateContactGroupContacts"],
  },
  {
    query: "take Coastal Plumbing out of the Wholesale group",
    expected: ["LedgerApi.RemoveContactFromGroup"],
  },
  {
    query: "add a product: Flat White Blend 1kg, code FWB-1KG, sells for $32",
    expected: ["LedgerApi.CreateItems"],
  },
  {
    query: "change the sale price of item WIDGET-A to 19.95",
    expected: ["LedgerApi.UpdateItem", "LedgerApi.UpdateOrCreateItems"],
  },
  { query: "what products and services have we got set up", expected: ["LedgerApi.GetItems"] },
  { query: "P&L last qtr", expected: ["LedgerApi.GetProfitAndLossReport"] },
  { query: "balance sheet as at 30 june", expected: ["LedgerApi.GetBalanceSheetReport"] },
  { query: "trial balence end of september please", expected: ["LedgerApi.GetTrialBalanceReport"] },
  {
    query: "aged receivables coastal plumbing end of march",
    expected: ["LedgerApi.GetAgedReceivablesReportByContact"],
  },
  { query: "how are we tracking against budget this year", expected: ["LedgerApi.GetBudgetSummaryReport"] },
  { query: "executive summary for november", expected: ["LedgerApi.RetrieveExecutiveSummaryReport"] },
  { query: "I need the 1099 report for 2025", expected: ["LedgerApi.Retrieve1099Reports"] },
  {
    query: "what did we actually make last month after expenses",
    expected: ["LedgerApi.GetProfitAndLossReport"],
  },
  {
    query: "post a journal: depreciation $1,200, debit 416 credit 711, dated 31 oct",
    expected: ["LedgerApi.CreateManualJournals"],
  },
  { query: "list the manual journals we've done this year", expected: ["LedgerApi.RetrieveManualJournals"] },
  { query: "show me general ledger journal number 142", expected: ["LedgerApi.RetrieveJournalByNumber"] },
  {
    query: "void the accrual journal from june, it was wrong",
    expected: ["LedgerApi.UpdateManualJournal", "LedgerApi.UpdateOrCreateManualJournals"],
  },
  {
    query: "draft a quote for Pinecrest Motel: repaint 4 rooms, $6,800 + GST, valid 30 days",
    expected: ["LedgerApi.CreateQuotes"],
  },
  { query: "which quotes are we still waiting to hear back on", expected: ["LedgerApi.RetrieveSalesQuotes"] },
  {
    query: "QU-0023 got accepted, mark it",
    expected: ["LedgerApi.UpdateQuote", "LedgerApi.UpdateOrCreateQuotes"],
  },
  {
    query: "raise a purchase order to Acme Timber for 40 sheets of 12mm ply, deliver friday",
    expected: ["LedgerApi.CreatePurchaseOrders"],
  },
  { query: "pull up PO-0012", expected: ["LedgerApi.RetrievePurchaseOrderByNumber"] },
  {
    query: "attach the receipt photo to the Caltex fuel spend money transaction",
    expected: ["LedgerApi.UploadBankTransactionAttachment"],
  },
  { query: "attach the signed contract PDF to INV-0045", expected: ["LedgerApi.UploadInvoiceAttachment"] },
  {
    query: "what files are attached to purchase order PO-0007",
    expected: ["LedgerApi.RetrievePurchaseOrderAttachments"],
  },
  {
    query: "log a $45.50 lunch receipt for Sam so he can claim it back",
    expected: ["LedgerApi.CreateReceipt"],
  },
  { query: "which orgs am I connected to", expected: ["LedgerApi.GetConnectedTenants"] },
  {
    query: "what's our base currency and when is our financial year end?",
    expected: ["LedgerApi.GetLedgerOrganisationDetails"],
  },
  { query: "what tax rates do we have set up", expected: ["LedgerApi.RetrieveTaxRates"] },
  { query: "show chart of accounts", expected: ["LedgerApi.RetrieveFullChartOfAccounts"] },
  {
    query: "add an expense account 'Software subscriptions' code 485",
    expected: ["LedgerApi.CreateAccount"],
  },
  { query: "what tracking categories do we have", expected: ["LedgerApi.GetTrackingCategories"] },
  {
    query: "add Wellington as an option under the Region tracking category",
    expected: ["LedgerApi.CreateTrackingOptions"],
  },
  {
    query: "add a note to INV-0031: customer promised to pay friday",
    expected: ["LedgerApi.CreateInvoiceHistory"],
  },
  { query: "who changed the Officeworks bill and when?", expected: ["LedgerApi.RetrieveInvoiceHistory"] },
  {
    query: "put a note on Greenleaf's contact that they want statements monthly",
    expected: ["LedgerApi.AddContactHistoryRecord"],
  },
  {
    query: "add a note to credit note CN-0008 saying approved by Mike",
    expected: ["LedgerApi.FetchCreditNoteHistory"],
  },
  { query: "who has access to our xero", expected: ["LedgerApi.RetrieveLedgerUsers"] },
  {
    query: "set up a monthly invoice for Harbour Cafe, $800 retainer, starting 1 Jan",
    expected: ["LedgerApi.CreateRepeatingInvoices"],
  },
  {
    query: "what repeating invoices do we have and when do they next run",
    expected: ["LedgerApi.GetRepeatingInvoices"],
  },
  {
    query: "stop the repeating invoice for the Bayside Dental retainer",
    expected: ["LedgerApi.UpdateRepeatingInvoice", "LedgerApi.UpdateOrCreateRepeatingInvoices"],
  },
  { query: "add a task to call the accountant tomorrow at 10", expected: ["TasksApi.CreateTaskTasks"] },
  {
    query: "remind me to renew the van rego on friday, high priority",
    expected: ["TasksApi.CreateTaskTasks"],
  },
  {
    query: "new task in Work: prep BAS figures, with a checklist for sales, purchases, wages",
    expected: ["TasksApi.CreateTaskTasks"],
  },
  {
    query: "add a checklist to my 'End of month close' task: bank rec, payroll, accruals",
    expected: ["TasksApi.UpdateTaskProperties"],
  },
  {
    query: "move the 'order printer toner' task from the Inbox to Office",
    expected: ["TasksApi.MoveTasksBetweenProjects"],
  },
  { query: "mark 'send payroll' as done", expected: ["TasksApi.MarkTaskComplete"] },
  { query: "tick off the pay GST task", expected: ["TasksApi.MarkTaskComplete"] },
  {
    query: "whats overdue on my Work list",
    expected: ["TasksApi.FilterTasks", "TasksApi.RetrieveProjectWithTasks"],
  },
  { query: "show me all my high priority tasks", expected: ["TasksApi.FilterTasks"] },
  { query: "open tasks tagged urgent", expected: ["TasksApi.FilterTasks"] },
  { query: "rename my 'Misc' list to 'Office admin'", expected: ["TasksApi.UpdateProjectProperties"] },
  {
    query: "rename the task 'ring bank' to 'ring ANZ about eftpos'",
    expected: ["TasksApi.UpdateTaskProperties"],
  },
  { query: "delete the 'old website ideas' task", expected: ["TasksApi.DeleteSpecificTask"] },
  {
    query: "delete the Xmas party 2024 list entirely, tasks and all",
    expected: ["TasksApi.DeleteTasksProject"],
  },
  { query: "what did I get done last week", expected: ["TasksApi.ListCompletedTasks"] },
  { query: "what lists do I have in ticktick", expected: ["TasksApi.GetUserProjects"] },
  { query: "whats in my inbox", expected: ["TasksApi.RetrieveProjectWithTasks"] },
  { query: "create a new list called Tax time 2026", expected: ["TasksApi.CreateProjectInTasks"] },
  {
    query: "push the 'quarterly GST return' task out to the 28th",
    expected: ["TasksApi.UpdateTaskProperties"],
  },
  { query: "make the Office list a kanban board", expected: ["TasksApi.UpdateProjectProperties"] },
  {
    query: "show me the checklist on the 'onboard new hire' task",
    expected: ["TasksApi.RetrieveTaskDetails"],
  },
  {
    query: "set 'chase overdue invoices' to repeat every monday",
    expected: ["TasksApi.UpdateTaskProperties"],
  },
  {
    query: "which tasks did I finish in the Work project in december",
    expected: ["TasksApi.ListCompletedTasks"],
  },
  { query: "add to groceries: milk, bread, coffee beans", expected: ["TasksApi.CreateTaskTasks"] },
  { query: "tasks starting this week across all my lists", expected: ["TasksApi.FilterTasks"] },
  { query: "open the Work project and show me its columns", expected: ["TasksApi.RetrieveProjectWithTasks"] },
  { query: "change the colour of my Personal list to green", expected: ["TasksApi.UpdateProjectProperties"] },
  {
    query: "did I already complete the 'file receipts' task? whats its status",
    expected: ["TasksApi.RetrieveTaskDetails"],
  },
  {
    query: "hey can you put 'email Sarah re invoice 0047' on my todo list for thursday",
    expected: ["TasksApi.CreateTaskTasks"],
  },
  { query: "make a notes list for meeting minutes", expected: ["TasksApi.CreateProjectInTasks"] },
];
