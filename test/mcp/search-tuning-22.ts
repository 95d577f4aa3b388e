import type { SearchCase } from "./search-queries";
// Tuning set 22: 100 hurried chat messages written from docs/tools.md by someone who had not seen the search code or the other sets.
export const TUNING_22_CASES: readonly SearchCase[] = [
  // invoices and bills
  {
    query: "need to bill acme ltd 1500 for the consulting work in october can u make the invocie",
    expected: ["LedgerApi.CreateInvoices", "LedgerApi.UpdateOrCreateInvoices"],
  },
  { query: "which invoices are still unpayed and past due", expected: ["LedgerApi.RetrieveInvoices"] },
  {
    query: "pull up INV-0087 need to see teh lines and what was paid on it",
    expected: ["LedgerApi.RetrieveInvoices", "LedgerApi.GetInvoiceDetails"],
  },
  {
    query: "aprove the draft invoice INV-0102 for harbour cafe its good to go",
    expected: ["LedgerApi.UpdateInvoice", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query: "void INV-0033 we sent it to the wrong cusotmer",
    expected: ["LedgerApi.UpdateInvoice", "LedgerApi.UpdateOrCreateInvoices"],
  },
  { query: "emial invoice INV-0120 to ridgeway motors from xero", expected: ["LedgerApi.EmailInvoice"] },
  {
    query: "get me a pdf copy of invoice 0045 so i can print it",
    expected: ["LedgerApi.RetrieveInvoicePdf"],
  },
  {
    query: "whats the online link for INV-0098 so the client can pay by card",
    expected: ["LedgerApi.RetrieveOnlineInvoiceUrl"],
  },
  {
    query: "who edited invoice INV-0050 and when, show me the change log",
    expected: ["LedgerApi.RetrieveInvoiceHistory"],
  },
  {
    query: "put a note on INV-0061 that the customer promised to pay on friday",
    expected: ["LedgerApi.CreateInvoiceHistory"],
  },
  {
    query: "are the automatic overdue reminders swtiched on or not",
    expected: ["LedgerApi.GetInvoiceReminderSettings"],
  },
  {
    query: "enter the supplier bill from bolt electircal 430 plus gst due end of month",
    expected: ["LedgerApi.CreateInvoices", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query: "attatch the signed timesheet pdf to invoice INV-0077",
    expected: ["LedgerApi.UploadInvoiceAttachment", "LedgerApi.ReplaceInvoiceAttachment"],
  },
  {
    query: "what files are on invoice INV-0064 someone said there was a contract attached",
    expected: ["LedgerApi.RetrieveInvoiceAttachments"],
  },

  // payments
  {
    query: "record 500 recieved from ridgeway motors against INV-0090 paid into the main account yesterday",
    expected: ["LedgerApi.CreatePayment", "LedgerApi.CreatePayments"],
  },
  { query: "list all the paymnets that came in last month", expected: ["LedgerApi.FetchInvoicePayments"] },
  {
    query: "the payment on the bolt electrical bill got entered twice, delete the duplicte",
    expected: ["LedgerApi.DeletePayment"],
  },
  {
    query: "pay these 4 supplier bills together as one line on the bank statement from the business account",
    expected: ["LedgerApi.CreateBatchPayment"],
  },
  {
    query: "undo that batch payment from 3 march its wrong, all of it",
    expected: ["LedgerApi.DeleteBatchPayment", "LedgerApi.DeleteBatchPaymentByUrlParam"],
  },
  {
    query: "add a note on the payment from kiwi kayaks saying it was a bank cheque",
    expected: ["LedgerApi.CreatePaymentHistoryRecord"],
  },

  // credit notes, prepayments, overpayments
  {
    query: "do a credti note for harbour cafe for 2 damaged chairs 180 each",
    expected: ["LedgerApi.CreateCreditNotes", "LedgerApi.UpdateOrCreateCreditNotes"],
  },
  {
    query: "apply credit note CN-0012 against invoice INV-0099",
    expected: ["LedgerApi.CreateCreditNoteAllocation"],
  },
  { query: "which credit notes still have credit left to use", expected: ["LedgerApi.GetCreditNotes"] },
  {
    query: "need the credit note as a pdf to send to the supplier",
    expected: ["LedgerApi.GetCreditNotePdf"],
  },
  {
    query: "take the credit note off INV-0071 it was allocated to the wrong invoice",
    expected: ["LedgerApi.DeleteCreditNoteAllocation"],
  },
  { query: "list any prepayments customers have paid up front", expected: ["LedgerApi.RetrievePrepayments"] },
  {
    query: "use the overpayment from lumen studio to pay off their invoice INV-0110",
    expected: ["LedgerApi.CreateOverpaymentAllocations"],
  },

  // contacts and groups
  {
    query: "add pinecrest dental as a new cusomter email accounts@pinecrest.co.nz",
    expected: ["LedgerApi.CreateContacts", "LedgerApi.UpdateOrCreateContacts"],
  },
  {
    query: "update the phone nubmer for lumen studio to 09 555 0142",
    expected: ["LedgerApi.UpdateContact", "LedgerApi.UpdateOrCreateContacts"],
  },
  {
    query: "find the contact with email jo@marlowbuilders.com",
    expected: ["LedgerApi.FetchAllLedgerContacts"],
  },
  {
    query: "archive old mill timber we dont buy from them any more",
    expected: ["LedgerApi.UpdateContact", "LedgerApi.UpdateOrCreateContacts"],
  },
  {
    query: "look up contact number CUST-0042",
    expected: ["LedgerApi.GetLedgerContactByNumber", "LedgerApi.FetchAllLedgerContacts"],
  },
  { query: "what contact groups have we got set up", expected: ["LedgerApi.RetrieveContactGroups"] },
  { query: "make a new group called vip clients", expected: ["LedgerApi.CreateContactGroup"] },
  {
    query: "add bluebird bakery to the wholesale custmers group",
    expected: ["LedgerApi.CreateContactGroupContacts"],
  },
  {
    query: "take kiwi kayaks out of the wholesale group but keep the contact",
    expected: ["LedgerApi.RemoveContactFromGroup"],
  },
  {
    query: "note on marlow builders record: prefers invoices by post",
    expected: ["LedgerApi.AddContactHistoryRecord"],
  },

  // reports
  {
    query: "how much does ridgeway motors owe us and how overdue is it",
    expected: ["LedgerApi.GetAgedReceivablesReportByContact"],
  },
  {
    query: "aged payables for bolt electrical whats outstanding to them",
    expected: ["LedgerApi.GetAgedPayablesReportByContact"],
  },
  {
    query: "profit and loss for last quater compared with the one before",
    expected: ["LedgerApi.GetProfitAndLossReport"],
  },
  { query: "balance sheet as at 30 june pls", expected: ["LedgerApi.GetBalanceSheetReport"] },
  {
    query: "run the trial balance for end of march the accountant wants it",
    expected: ["LedgerApi.GetTrialBalanceReport"],
  },
  {
    query: "opening and closing balances on all our bank accounts for september",
    expected: ["LedgerApi.GetBankSummaryReport"],
  },
  { query: "show the budget summary for the next 6 months", expected: ["LedgerApi.GetBudgetSummaryReport"] },
  {
    query: "quick exectuive summary for october cash and profit vs september",
    expected: ["LedgerApi.RetrieveExecutiveSummaryReport"],
  },
  {
    query: "need the 1099 figures for our contractors for 2025",
    expected: ["LedgerApi.Retrieve1099Reports"],
  },

  // bank
  {
    query: "record 85 spent on parking from the main account no invoice",
    expected: ["LedgerApi.CreateBankTransactions", "LedgerApi.UpdateOrCreateBankTransactions"],
  },
  {
    query: "show bank transactions that arent reconciled yet",
    expected: ["LedgerApi.RetrieveBankTransactions"],
  },
  { query: "transfer 2000 from the cheque acount to savings", expected: ["LedgerApi.CreateBankTransfer"] },
  {
    query: "attach this reciept photo to the spend money for the hardware store",
    expected: ["LedgerApi.UploadBankTransactionAttachment", "LedgerApi.ReplaceBankTransactionAttachment"],
  },
  {
    query: "cancel the bank transfer i did on tuesday the amount was wrong",
    expected: ["LedgerApi.DeleteBankTransfer", "LedgerApi.DeleteBankTransfers"],
  },

  // quotes and purchase orders
  {
    query: "write up a qoute for marlow builders deck materials 3200 valid 30 days",
    expected: ["LedgerApi.CreateQuotes", "LedgerApi.UpdateOrCreateQuotes"],
  },
  {
    query: "QU-0008 got accepted mark it",
    expected: ["LedgerApi.UpdateQuote", "LedgerApi.UpdateOrCreateQuotes"],
  },
  {
    query: "which quotes have we sent that nobody replied to yet",
    expected: ["LedgerApi.RetrieveSalesQuotes"],
  },
  {
    query: "raise a purchase order to southern paper for 20 boxes of a4",
    expected: ["LedgerApi.CreatePurchaseOrders", "LedgerApi.UpdateOrCreatePurchaseOrders"],
  },
  {
    query: "whats on PO-0014 and when is it being deliverd",
    expected: ["LedgerApi.RetrievePurchaseOrderByNumber"],
  },
  {
    query: "pdf of the purchase order for southern paper to email them",
    expected: ["LedgerApi.GetPurchaseOrderPdf"],
  },

  // journals and accounts
  {
    query: "post a journal for depreciation 1200 on the van this month",
    expected: ["LedgerApi.CreateManualJournals", "LedgerApi.UpdateOrCreateManualJournals"],
  },
  {
    query: "list the manual jounrals we did for year end adjustments",
    expected: ["LedgerApi.RetrieveManualJournals"],
  },
  { query: "give me the chart of accouts with codes", expected: ["LedgerApi.RetrieveFullChartOfAccounts"] },
  { query: "new expense account software subscriptions code 489", expected: ["LedgerApi.CreateAccount"] },
  { query: "archive account 420 we dont use it anymore", expected: ["LedgerApi.UpdateAccount"] },

  // items, tracking, tax, currency, budgets, repeating
  {
    query: "add a product widget code WID-01 sells for 25",
    expected: ["LedgerApi.CreateItems", "LedgerApi.UpdateOrCreateItems"],
  },
  {
    query: "change the sale price of item WID-01 to 27.50",
    expected: ["LedgerApi.UpdateItem", "LedgerApi.UpdateOrCreateItems"],
  },
  {
    query: "add wellington as an option under the region tracking",
    expected: ["LedgerApi.CreateTrackingOptions"],
  },
  { query: "what tax rates are set up, need the gst codes", expected: ["LedgerApi.RetrieveTaxRates"] },
  { query: "turn on us dollars so we can invoice in USD", expected: ["LedgerApi.CreateCurrency"] },
  {
    query: "set up a monthly repeating invoice for the kiwi kayaks retainer 800 starting 1st",
    expected: ["LedgerApi.CreateRepeatingInvoices", "LedgerApi.UpdateOrCreateRepeatingInvoices"],
  },

  // organisation and users
  { query: "who has login access to our xero and whos admin", expected: ["LedgerApi.RetrieveLedgerUsers"] },
  {
    query: "when is our financial year end and whats the base currency",
    expected: ["LedgerApi.GetLedgerOrganisationDetails"],
  },

  // tasks: projects
  { query: "what projects do i have in ticktick", expected: ["TasksApi.GetUserProjects"] },
  { query: "make a new list called kitchen reno", expected: ["TasksApi.CreateProjectInTasks"] },
  { query: "rename the side hustle porject to etsy shop", expected: ["TasksApi.UpdateProjectProperties"] },
  { query: "switch the work project to kanban board view", expected: ["TasksApi.UpdateProjectProperties"] },
  { query: "change the personal project colour to green", expected: ["TasksApi.UpdateProjectProperties"] },
  {
    query: "delete the old stuff project compleatly tasks and all",
    expected: ["TasksApi.DeleteTasksProject"],
  },
  {
    query: "what colour and view is the work project set to",
    expected: ["TasksApi.GetTasksProjectById", "TasksApi.GetUserProjects"],
  },
  {
    query: "whats left to do on the grocerys list",
    expected: ["TasksApi.RetrieveProjectWithTasks", "TasksApi.FilterTasks"],
  },
  {
    query: "show me everything still sitting in my inbox",
    expected: ["TasksApi.RetrieveProjectWithTasks", "TasksApi.FilterTasks"],
  },

  // tasks: create and change
  { query: "add task call the plumber tommorow 9am", expected: ["TasksApi.CreateTaskTasks"] },
  { query: "jot down buy milk and eggs in my inbox", expected: ["TasksApi.CreateTaskTasks"] },
  {
    query: "new task in work finish the slides by thursday high priorty",
    expected: ["TasksApi.CreateTaskTasks"],
  },
  {
    query: "remind me to water the plants every 3 days, make it a recurring task",
    expected: ["TasksApi.CreateTaskTasks"],
  },
  { query: "push the renew pasport task back to next monday", expected: ["TasksApi.UpdateTaskProperties"] },
  { query: "bump the tax return task up to high priority", expected: ["TasksApi.UpdateTaskProperties"] },
  {
    query: "add a checklist to the packing task charger passport socks",
    expected: ["TasksApi.UpdateTaskProperties"],
  },
  { query: "set a remider 30 min before on the standup task", expected: ["TasksApi.UpdateTaskProperties"] },
  { query: "mark send invoice to landlord as done", expected: ["TasksApi.MarkTaskComplete"] },
  { query: "tick off the dentist appointmnet task i went today", expected: ["TasksApi.MarkTaskComplete"] },
  { query: "get rid of the task old gym membership for good", expected: ["TasksApi.DeleteSpecificTask"] },
  {
    query: "move book flights from the inbox to the travel project",
    expected: ["TasksApi.MoveTasksBetweenProjects"],
  },
  {
    query: "shift all 5 reno tasks out of inbox into kitchen reno",
    expected: ["TasksApi.MoveTasksBetweenProjects"],
  },

  // tasks: look up and find
  { query: "what did i actually get done last week", expected: ["TasksApi.ListCompletedTasks"] },
  {
    query: "tasks i completed in the work project during january",
    expected: ["TasksApi.ListCompletedTasks"],
  },
  { query: "show all my high priority stuff accross every project", expected: ["TasksApi.FilterTasks"] },
  { query: "anything tagged urgent thats still open", expected: ["TasksApi.FilterTasks"] },
  { query: "which tasks start betwen 1 and 15 march", expected: ["TasksApi.FilterTasks"] },
  { query: "is the pay rent task done or not, check it", expected: ["TasksApi.RetrieveTaskDetails"] },
  {
    query: "open up the quarterly review task i want to see its checklist and reminders",
    expected: ["TasksApi.RetrieveTaskDetails"],
  },
  { query: "low priority tasks in the home project tagged weekend", expected: ["TasksApi.FilterTasks"] },
];
