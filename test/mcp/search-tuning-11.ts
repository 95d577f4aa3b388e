import type { SearchCase } from "./search-queries";
// Tuning set 11: 100 plain requests written from docs/tools.md by someone who had not seen the search code or the other sets.
export const TUNING_11_CASES: readonly SearchCase[] = [
  // Invoices and bills
  {
    query:
      "hey can u just whip up an invoice for Mike at Coastal Plumbing for the bathroom job, 3 hrs labour at 95 an hour plus the $412.50 in parts",
    expected: ["LedgerApi.CreateInvoices", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query:
      "so the bill from Bunnings came today um $238.40 for the timber, its due on the 20th, can you pop that in",
    expected: ["LedgerApi.CreateInvoices", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query: "basically who still owes us money right now like which of our invoices havent been paid yet",
    expected: ["LedgerApi.RetrieveInvoices"],
  },
  {
    query: "whats actually on INV-0042 again i cant remember what we charged them for",
    expected: ["LedgerApi.RetrieveInvoices", "LedgerApi.GetInvoiceDetails"],
  },
  {
    query:
      "that invoice i sent Mike last week is totally wrong, INV-0057, can you just cancel it out, he hasnt paid anything on it",
    expected: ["LedgerApi.UpdateInvoice", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query:
      "Jo entered the Reece bill twice last week so get rid of the second one, its still just a draft i think",
    expected: ["LedgerApi.UpdateInvoice", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query: "ok the draft for Greenfield Cafe looks good now can you make it official so its ready to go out",
    expected: ["LedgerApi.UpdateInvoice", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query: "can you fire off INV-0061 to the customer straight from xero, their email should be on file",
    expected: ["LedgerApi.EmailInvoice"],
  },
  {
    query:
      "i need a printable copy of the Harbourside invoice for their accounts lady, she wants it as a pdf",
    expected: ["LedgerApi.RetrieveInvoicePdf"],
  },
  {
    query:
      "who changed the amount on INV-0039?? it was 1200 and now it says 1020, i wanna see what happend to it",
    expected: ["LedgerApi.RetrieveInvoiceHistory"],
  },
  {
    query: "um make a note on the Patterson invoice that he rang and promised to pay by friday",
    expected: ["LedgerApi.CreateInvoiceHistory"],
  },
  {
    query:
      "Sarah asked for a bit more time so push her invoice due date out to the end of the month would ya",
    expected: ["LedgerApi.UpdateInvoice", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query:
      "the guy at Acme reckons he cant find where to pay, can u grab me that web link for his invoice where he can pay by card, ill text it to him",
    expected: ["LedgerApi.RetrieveOnlineInvoiceUrl"],
  },
  {
    query:
      "are the automatic nag emails for late payers even turned on?? customers keep saying they never got a reminder",
    expected: ["LedgerApi.GetInvoiceReminderSettings"],
  },
  {
    query:
      "the Reece bill, theres meant to be a delivery docket scanned onto it somewhere, what files has it got on it",
    expected: ["LedgerApi.RetrieveInvoiceAttachments"],
  },

  // Payments
  {
    query: "Coastal paid INV-0042 in full this morning, $1,250 into the main account, mark it as paid pls",
    expected: ["LedgerApi.CreatePayment", "LedgerApi.CreatePayments"],
  },
  {
    query: "i paid the power bill yesterday out of the business account $318.77 can you put that against it",
    expected: ["LedgerApi.CreatePayment", "LedgerApi.CreatePayments"],
  },
  {
    query: "oops i put Davo's $500 on the wrong invoice, can u undo that payment so i can redo it properly",
    expected: ["LedgerApi.DeletePayment"],
  },
  {
    query: "how much money have customers actually paid us since the 1st of the month",
    expected: ["LedgerApi.FetchInvoicePayments"],
  },
  {
    query:
      "pay the Reece, Bunnings, Mitre 10 and the sparky bills all together out of the ANZ account on friday, as one lump so its just one line on the statement",
    expected: ["LedgerApi.CreateBatchPayment"],
  },
  {
    query:
      "the payment run from tuesday got bounced by the bank, scrap the whole lot so those bills show as owing again",
    expected: ["LedgerApi.DeleteBatchPayment", "LedgerApi.DeleteBatchPaymentByUrlParam"],
  },

  // Credits
  {
    query: "give Acme a credit for the 2 broken pavers, $86 plus gst",
    expected: ["LedgerApi.CreateCreditNotes", "LedgerApi.UpdateOrCreateCreditNotes"],
  },
  {
    query: "use the credit we gave Harbourside to knock down what they owe on INV-0048",
    expected: ["LedgerApi.CreateCreditNoteAllocation"],
  },
  {
    query: "have we got any credit notes we issued that still havent been used up, just sitting there",
    expected: ["LedgerApi.GetCreditNotes"],
  },
  {
    query: "jot down on CN-0012 that it was for the damaged delivery back in may",
    expected: ["LedgerApi.FetchCreditNoteHistory"],
  },
  {
    query:
      "the credit for Bayside got stuck on the wrong invoice, take it off again so its free to use on the right one",
    expected: ["LedgerApi.DeleteCreditNoteAllocation"],
  },

  // Quotes
  {
    query: "can you put together a price for the Hendersons deck, $4,800 all up, good for 30 days",
    expected: ["LedgerApi.CreateQuotes", "LedgerApi.UpdateOrCreateQuotes"],
  },
  {
    query: "the Hendersons said yes to the deck!! mark their quote as a goer",
    expected: ["LedgerApi.UpdateQuote", "LedgerApi.UpdateOrCreateQuotes"],
  },
  {
    query: "which quotes have we sent out that we still havent heard back on",
    expected: ["LedgerApi.RetrieveSalesQuotes"],
  },

  // Purchase orders
  {
    query:
      "need to order 20 bags of cement from Holcim, do up an order for them, delivered to the yard by thursday",
    expected: ["LedgerApi.CreatePurchaseOrders", "LedgerApi.UpdateOrCreatePurchaseOrders"],
  },
  {
    query: "whats going on with PO-0031, did that one ever get approved or what",
    expected: ["LedgerApi.RetrievePurchaseOrderByNumber"],
  },
  {
    query: "the timber order came thru and we got the invoice for it so mark that PO off as billed",
    expected: ["LedgerApi.UpdatePurchaseOrder", "LedgerApi.UpdateOrCreatePurchaseOrders"],
  },
  {
    query: "can i get PO-0027 as a pdf, need to forward it to the supplier they lost theirs",
    expected: ["LedgerApi.GetPurchaseOrderPdf"],
  },

  // Contacts
  {
    query: "do we have Bayview Electrical in the system already or do i need to add them",
    expected: ["LedgerApi.FetchAllLedgerContacts"],
  },
  {
    query: "add a new customer pls, Tom Nguyen, tom@nguyenbuilds.co.nz, 021 555 0192",
    expected: ["LedgerApi.CreateContacts", "LedgerApi.UpdateOrCreateContacts"],
  },
  {
    query: "Greenfield Cafe changed there email to accounts@greenfield.nz can u update it",
    expected: ["LedgerApi.UpdateContact", "LedgerApi.UpdateOrCreateContacts"],
  },
  {
    query: "we dont deal with Sparkies R Us anymore, hide them away so nobody bills them by mistake",
    expected: ["LedgerApi.UpdateContact", "LedgerApi.UpdateOrCreateContacts"],
  },
  {
    query: "pull up customer CUST-0042 for me, i need their phone number and address",
    expected: ["LedgerApi.GetLedgerContactByNumber", "LedgerApi.FetchAllLedgerContacts"],
  },
  {
    query: "stick the Hendersons and the Millers in the Wholesale group",
    expected: ["LedgerApi.CreateContactGroupContacts"],
  },
  {
    query: "take Bayside out of the VIP group, theyre def not VIP anymore lol",
    expected: ["LedgerApi.RemoveContactFromGroup"],
  },
  {
    query:
      "the signed contract we saved on Coastal Plumbing's card in xero, its called contract-2025.pdf, can i get a copy of it",
    expected: ["LedgerApi.GetContactAttachment", "LedgerApi.RetrieveContactAttachment"],
  },

  // Bank
  {
    query: "spent 64.90 on fuel at Z this morning on the business card, chuck it in",
    expected: ["LedgerApi.CreateBankTransactions", "LedgerApi.UpdateOrCreateBankTransactions"],
  },
  {
    query:
      "got $200 cash from a walk-in for a garden tidy, no invoice or anything, just put it in as money in",
    expected: ["LedgerApi.CreateBankTransactions", "LedgerApi.UpdateOrCreateBankTransactions"],
  },
  {
    query: "move 5k from savings into the cheque account would ya",
    expected: ["LedgerApi.CreateBankTransfer"],
  },
  {
    query: "what stuff in the bank still hasnt been reconciled, the spending side",
    expected: ["LedgerApi.RetrieveBankTransactions"],
  },
  {
    query:
      "the coffee machine thing i put thru last week should be under equipment not general expenses can you fix it",
    expected: ["LedgerApi.UpdateBankTransaction", "LedgerApi.UpdateOrCreateBankTransactions"],
  },
  {
    query: "i did the $1,000 transfer to savings twice on the 3rd, delete one of them",
    expected: ["LedgerApi.DeleteBankTransfer", "LedgerApi.DeleteBankTransfers"],
  },
  {
    query: "heres the receipt for the Bunnings thing from saturday, can you stick it on that card spend",
    expected: ["LedgerApi.UploadBankTransactionAttachment"],
  },

  // Reports
  {
    query: "how are we doing this year, like profit wise, are we actually making money",
    expected: ["LedgerApi.GetProfitAndLossReport"],
  },
  { query: "how much did we spend on fuel in March", expected: ["LedgerApi.GetProfitAndLossReport"] },
  {
    query: "bank wants a balance sheet as at 30 june for the loan application",
    expected: ["LedgerApi.GetBalanceSheetReport"],
  },
  {
    query: "how overdue is Coastal's stuff, like whats 30 60 90 days for them",
    expected: ["LedgerApi.GetAgedReceivablesReportByContact"],
  },
  {
    query: "accountant wants a trial balance at end of march, can u get that for her",
    expected: ["LedgerApi.GetTrialBalanceReport"],
  },
  {
    query: "give me the quick monthly snapshot thing, cash, profit, how we're going compared to last month",
    expected: ["LedgerApi.RetrieveExecutiveSummaryReport"],
  },
  {
    query: "the accountant said she published some reports in xero for us, can you find them",
    expected: ["LedgerApi.RetrieveUniqueReportsList", "LedgerApi.RetrieveSpecificReport"],
  },

  // Accounts, items and tax
  {
    query: "whats the account code for advertising again, i can never remember",
    expected: ["LedgerApi.RetrieveFullChartOfAccounts"],
  },
  {
    query: "bump the lawn mowing service up to $65",
    expected: ["LedgerApi.UpdateItem", "LedgerApi.UpdateOrCreateItems"],
  },
  {
    query: "add a new product, 10L potting mix, we sell it for 18.50, code PM10",
    expected: ["LedgerApi.CreateItems", "LedgerApi.UpdateOrCreateItems"],
  },
  { query: "what gst rates have we got set up in there", expected: ["LedgerApi.RetrieveTaxRates"] },

  // Invoices that go out on their own
  {
    query: "set up Greenfield's maintenance invoice to go out automatically, $450 on the 1st of every month",
    expected: ["LedgerApi.CreateRepeatingInvoices", "LedgerApi.UpdateOrCreateRepeatingInvoices"],
  },
  {
    query: "the Millers cancelled their contract so stop the monthly invoice that keeps going out to them",
    expected: ["LedgerApi.UpdateRepeatingInvoice", "LedgerApi.UpdateOrCreateRepeatingInvoices"],
  },

  // Journals
  {
    query: "reverse jnl from last month for the accrual, the one for the audit fees",
    expected: ["LedgerApi.UpdateManualJournal", "LedgerApi.UpdateOrCreateManualJournals"],
  },
  {
    query: "do a journal to shift $1,200 from general expenses over to repairs and maintenance",
    expected: ["LedgerApi.CreateManualJournals", "LedgerApi.UpdateOrCreateManualJournals"],
  },
  {
    query: "can u pull up journal number 88, the accountant's asking about it",
    expected: ["LedgerApi.RetrieveJournalByNumber", "LedgerApi.GetFinancialJournals"],
  },

  // Deposits, overpaid, on-charged costs, staff expenses
  {
    query: "Harbourside paid us 2k upfront before we'd even invoiced, use that deposit against INV-0070 now",
    expected: ["LedgerApi.CreatePrepaymentAllocations"],
  },
  {
    query: "are there any customers who paid us too much that we still need to refund or sort out",
    expected: ["LedgerApi.RetrieveOverpayments"],
  },
  {
    query:
      "the Bunnings bill had some stuff on it for the Henderson job, flag that line so we charge it on to the Hendersons",
    expected: ["LedgerApi.CreateLinkedTransaction"],
  },
  {
    query:
      "i paid for the staff lunch on my own card, $87.40 at the thai place, put it in so i get paid back",
    expected: ["LedgerApi.CreateReceipt"],
  },
  {
    query: "Jo's expenses from last month, the claim with all the mileage, go ahead and approve it",
    expected: ["LedgerApi.UpdateExpenseClaim"],
  },

  // Settings and less common bits
  {
    query: "add Waikato as a new region in our tracking so we can tag jobs down there",
    expected: ["LedgerApi.CreateTrackingOptions"],
  },
  {
    query: "we're starting to buy from a supplier in aussie, can we get AUD turned on",
    expected: ["LedgerApi.CreateCurrency"],
  },
  {
    query: "who all has login access to our xero, i think the old bookkeeper still does",
    expected: ["LedgerApi.RetrieveLedgerUsers"],
  },
  {
    query: "whats our financial year end set to and whats the gst number on file",
    expected: ["LedgerApi.GetLedgerOrganisationDetails"],
  },
  {
    query: "which companies is this thing hooked up to, i've got the two businesses",
    expected: ["LedgerApi.GetConnectedTenants"],
  },
  {
    query: "we're moving over from MYOB so need to load all the opening balances in as at 1 april",
    expected: ["LedgerApi.SetupConversionDetails"],
  },

  // To-dos
  { query: "remind me to ring the Bunnings rep tomorow at 9", expected: ["TasksApi.CreateTaskTasks"] },
  {
    query: "make me a todo for the van service with a lil checklist, oil, tyres, wof",
    expected: ["TasksApi.CreateTaskTasks"],
  },
  { query: "add chase Mike about the money to my work list", expected: ["TasksApi.CreateTaskTasks"] },
  { query: "done with the gst return finally, tick it off", expected: ["TasksApi.MarkTaskComplete"] },
  {
    query: "i finished calling the insurance guy so you can mark that one done",
    expected: ["TasksApi.MarkTaskComplete"],
  },
  { query: "whats on my work list at the moment", expected: ["TasksApi.RetrieveProjectWithTasks"] },
  {
    query: "whats sitting in my inbox in ticktick that i havent dealt with yet",
    expected: ["TasksApi.RetrieveProjectWithTasks"],
  },
  {
    query: "what did i actually get done last week, feels like nothing lol",
    expected: ["TasksApi.ListCompletedTasks"],
  },
  {
    query: "how many things have i knocked off in the Work list this month",
    expected: ["TasksApi.ListCompletedTasks"],
  },
  { query: "show me all the high priority stuff thats still open", expected: ["TasksApi.FilterTasks"] },
  { query: "anything tagged waiting on client in the Jobs list?", expected: ["TasksApi.FilterTasks"] },
  {
    query: "what have i got starting this week on the to do side of things",
    expected: ["TasksApi.FilterTasks"],
  },
  {
    query: "push the order business cards thing to next monday",
    expected: ["TasksApi.UpdateTaskProperties"],
  },
  {
    query: "the task about the Hendersons quote, bump it up to high priority",
    expected: ["TasksApi.UpdateTaskProperties"],
  },
  {
    query: "delete the xmas party planning task, its not happening this year",
    expected: ["TasksApi.DeleteSpecificTask"],
  },
  {
    query: "move all the van stuff out of my inbox into the Vehicles list",
    expected: ["TasksApi.MoveTasksBetweenProjects"],
  },
  {
    query: "the call accountant one ended up in Personal by mistake, shift it over to Work",
    expected: ["TasksApi.MoveTasksBetweenProjects"],
  },
  { query: "what lists have i even got in ticktick", expected: ["TasksApi.GetUserProjects"] },
  { query: "make a new list for the Henderson deck job", expected: ["TasksApi.CreateProjectInTasks"] },
  { query: "rename the Misc list to Admin", expected: ["TasksApi.UpdateProjectProperties"] },
  {
    query: "can we make the Jobs list one of those board views with the columns",
    expected: ["TasksApi.UpdateProjectProperties"],
  },
  {
    query: "get rid of the old 2024 EOFY list and everything in it, dont need it",
    expected: ["TasksApi.DeleteTasksProject"],
  },
  {
    query: "whats left on the checklist for the van service task",
    expected: ["TasksApi.RetrieveTaskDetails"],
  },
  {
    query: "did i ever finish the stocktake task or not",
    expected: ["TasksApi.RetrieveTaskDetails", "TasksApi.ListCompletedTasks"],
  },
  {
    query: "is the Jobs list set up as a board or a normal list? and what colour is it",
    expected: ["TasksApi.GetTasksProjectById", "TasksApi.GetUserProjects"],
  },
];
