import type { SearchCase } from "./search-queries";
// Tuning set 21: 100 plain requests written from docs/tools.md by someone who had not seen the search code or the other sets.
export const TUNING_21_CASES: readonly SearchCase[] = [
  // Invoicing customers
  {
    query: "Make up an invoice for Coastal Cafe for 12 hours of design work at $85 an hour, due on the 20th.",
    expected: ["LedgerApi.CreateInvoices", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query: "Acme paid invoice INV-0042 in full this morning, can you put that through?",
    expected: ["LedgerApi.CreatePayment", "LedgerApi.CreatePayments"],
  },
  { query: "Can you email Harbour Dental their invoice INV-0057?", expected: ["LedgerApi.EmailInvoice"] },
  { query: "Which customers haven't paid us yet?", expected: ["LedgerApi.RetrieveInvoices"] },
  {
    query: "Pull up invoice INV-0117 so I can see exactly what we charged Bayview Motors.",
    expected: ["LedgerApi.RetrieveInvoices", "LedgerApi.GetInvoiceDetails"],
  },
  {
    query: "I need a printable copy of the Greenleaf invoice to post out to them.",
    expected: ["LedgerApi.RetrieveInvoicePdf"],
  },
  {
    query: "I sent Acme an invoice for $1,200 but it should have been $1,020, please fix the amount.",
    expected: ["LedgerApi.UpdateInvoice", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query: "I billed Smith & Co by mistake when the job was for Smithfield Plumbing, so cancel that invoice.",
    expected: ["LedgerApi.UpdateInvoice", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query: "Set Riverside Gym up so they get a $350 cleaning invoice on the 1st of every month.",
    expected: ["LedgerApi.CreateRepeatingInvoices", "LedgerApi.UpdateOrCreateRepeatingInvoices"],
  },
  {
    query: "Riverside Gym wants their monthly invoice to come out on the 15th instead of the 1st.",
    expected: ["LedgerApi.UpdateRepeatingInvoice", "LedgerApi.UpdateOrCreateRepeatingInvoices"],
  },
  {
    query: "Which customers do we bill automatically every month?",
    expected: ["LedgerApi.GetRepeatingInvoices"],
  },
  {
    query: "Jot down on invoice INV-0063 that the customer promised to pay by Friday.",
    expected: ["LedgerApi.CreateInvoiceHistory"],
  },
  {
    query: "Someone changed the total on invoice INV-0051, can you find out who did it and when?",
    expected: ["LedgerApi.RetrieveInvoiceHistory"],
  },
  {
    query: "Attach the signed delivery docket to the Northside Builders invoice.",
    expected: ["LedgerApi.UploadInvoiceAttachment"],
  },
  {
    query: "Get me the link I can text to Bayview Motors so they can pay invoice INV-0088 by card.",
    expected: ["LedgerApi.RetrieveOnlineInvoiceUrl"],
  },
  {
    query: "Do customers get an automatic nudge from us when their invoice goes overdue?",
    expected: ["LedgerApi.GetInvoiceReminderSettings"],
  },

  // Bills and paying suppliers
  {
    query: "Put in the Reece plumbing supplies bill for $412.50, due at the end of the month.",
    expected: ["LedgerApi.CreateInvoices", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query: "Jo entered the Telstra phone bill twice last week, so get rid of the second one.",
    expected: ["LedgerApi.UpdateInvoice", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query: "We paid the Bunnings bill today out of the business account, please mark it as paid.",
    expected: ["LedgerApi.CreatePayment", "LedgerApi.CreatePayments"],
  },
  {
    query: "Pay this week's three supplier bills in one lump from the main account.",
    expected: ["LedgerApi.CreateBatchPayment"],
  },
  {
    query: "How much do we still owe Metro Electrical, and how late are we?",
    expected: ["LedgerApi.GetAgedPayablesReportByContact", "LedgerApi.RetrieveInvoices"],
  },
  {
    query:
      "The payment I put against the Officeworks bill was the wrong amount, take it off so I can redo it.",
    expected: ["LedgerApi.DeletePayment"],
  },
  {
    query: "Scrap Monday's group payment to suppliers, it paid the wrong bills.",
    expected: ["LedgerApi.DeleteBatchPayment", "LedgerApi.DeleteBatchPaymentByUrlParam"],
  },

  // Money in and out of the bank
  {
    query: "We spent $64.90 on fuel at the Shell station today on the business card, put that in.",
    expected: ["LedgerApi.CreateBankTransactions", "LedgerApi.UpdateOrCreateBankTransactions"],
  },
  {
    query: "Move $5,000 from the cheque account into the savings account.",
    expected: ["LedgerApi.CreateBankTransfer"],
  },
  {
    query: "I moved the wrong amount over to savings yesterday, please delete that transfer.",
    expected: ["LedgerApi.DeleteBankTransfer", "LedgerApi.DeleteBankTransfers"],
  },
  {
    query: "The $89 Officeworks purchase went under the wrong expense, change it to stationery.",
    expected: ["LedgerApi.UpdateBankTransaction", "LedgerApi.UpdateOrCreateBankTransactions"],
  },
  {
    query: "Attach my photo of the receipt to the Caltex fuel purchase from Tuesday.",
    expected: ["LedgerApi.UploadBankTransactionAttachment"],
  },
  { query: "What money came in from customers last week?", expected: ["LedgerApi.FetchInvoicePayments"] },
  {
    query: "Which of our spending hasn't been ticked off against the bank statement yet?",
    expected: ["LedgerApi.RetrieveBankTransactions"],
  },

  // Refunds and credit notes
  {
    query: "Give Harbour Dental a $150 credit for the appointment we cancelled.",
    expected: ["LedgerApi.CreateCreditNotes", "LedgerApi.UpdateOrCreateCreditNotes"],
  },
  {
    query: "Use the credit we gave Acme to knock down what they owe on INV-0042.",
    expected: ["LedgerApi.CreateCreditNoteAllocation"],
  },
  {
    query: "We refunded Lisa Tran $80 back to her card for her credit, please record the refund.",
    expected: ["LedgerApi.CreatePayment", "LedgerApi.CreatePayments"],
  },
  {
    query: "Which customers still have credit with us that hasn't been used up?",
    expected: ["LedgerApi.GetCreditNotes"],
  },
  {
    query: "The credit for Bayview Motors should be $95, not $59, please correct it.",
    expected: ["LedgerApi.UpdateCreditNote", "LedgerApi.UpdateOrCreateCreditNotes"],
  },
  {
    query: "I put the Greenleaf credit against the wrong invoice, undo that.",
    expected: ["LedgerApi.DeleteCreditNoteAllocation"],
  },
  {
    query: "Metro Cafe paid us $50 too much last month, put the extra towards their new invoice.",
    expected: ["LedgerApi.CreateOverpaymentAllocations"],
  },
  {
    query: "Sunrise Bakery paid a $500 deposit before we'd invoiced them, now take it off their invoice.",
    expected: ["LedgerApi.CreatePrepaymentAllocations"],
  },

  // Quotes and orders
  {
    query: "Write up a quote for Hilltop School for 20 chairs at $45 each, good for 30 days.",
    expected: ["LedgerApi.CreateQuotes", "LedgerApi.UpdateOrCreateQuotes"],
  },
  {
    query: "Hilltop School said yes to the chairs, mark their quote as accepted.",
    expected: ["LedgerApi.UpdateQuote", "LedgerApi.UpdateOrCreateQuotes"],
  },
  {
    query: "Which quotes have we sent out that nobody has got back to us on?",
    expected: ["LedgerApi.RetrieveSalesQuotes"],
  },
  {
    query: "Download quote QU-0008 as a PDF so I can send it myself.",
    expected: ["LedgerApi.RetrieveQuotePdf"],
  },
  {
    query: "Order 50 bags of cement from Boral for delivery next Thursday.",
    expected: ["LedgerApi.CreatePurchaseOrders", "LedgerApi.UpdateOrCreatePurchaseOrders"],
  },
  { query: "What did we order on PO-0012?", expected: ["LedgerApi.RetrievePurchaseOrderByNumber"] },
  {
    query: "Change the delivery date on our cement order from Boral to the 28th.",
    expected: ["LedgerApi.UpdatePurchaseOrder", "LedgerApi.UpdateOrCreatePurchaseOrders"],
  },

  // Customers and suppliers
  {
    query: "Add a new customer, Sunrise Bakery, email orders@sunrisebakery.com.au.",
    expected: ["LedgerApi.CreateContacts", "LedgerApi.UpdateOrCreateContacts"],
  },
  {
    query: "Lakeside Florist has a new phone number, 0412 555 019, please update it.",
    expected: ["LedgerApi.UpdateContact", "LedgerApi.UpdateOrCreateContacts"],
  },
  {
    query: "Do we already have Peter Nguyen saved as a customer?",
    expected: ["LedgerApi.FetchAllLedgerContacts"],
  },
  {
    query: "We don't deal with Quickprint any more, hide them so nobody bills them by accident.",
    expected: ["LedgerApi.UpdateContact", "LedgerApi.UpdateOrCreateContacts"],
  },
  {
    query: "Make a note on Metro Electrical's record that they want their bills emailed to accounts.",
    expected: ["LedgerApi.AddContactHistoryRecord"],
  },
  {
    query: "Put Sunrise Bakery in with our wholesale customers.",
    expected: ["LedgerApi.CreateContactGroupContacts"],
  },
  {
    query: "Keep a copy of Sunrise Bakery's signed credit application with their details.",
    expected: ["LedgerApi.UploadContactAttachment"],
  },

  // Reports for the accountant
  { query: "How much profit did we make in March?", expected: ["LedgerApi.GetProfitAndLossReport"] },
  {
    query: "The accountant wants our balance sheet as at 30 June.",
    expected: ["LedgerApi.GetBalanceSheetReport"],
  },
  {
    query: "Can you run the trial balance for the end of the financial year?",
    expected: ["LedgerApi.GetTrialBalanceReport"],
  },
  {
    query: "How much went in and out of each of our bank accounts last quarter?",
    expected: ["LedgerApi.GetBankSummaryReport"],
  },
  {
    query: "How far behind is Coastal Cafe on paying us?",
    expected: ["LedgerApi.GetAgedReceivablesReportByContact", "LedgerApi.RetrieveInvoices"],
  },
  {
    query: "Give me a quick snapshot of how the business did last month compared with the month before.",
    expected: ["LedgerApi.RetrieveExecutiveSummaryReport"],
  },
  {
    query: "Are we over or under what we budgeted to spend this year?",
    expected: ["LedgerApi.GetBudgetSummaryReport"],
  },
  {
    query: "Our accountant needs the 1099 totals for the contractors we paid in 2025.",
    expected: ["LedgerApi.Retrieve1099Reports"],
  },

  // Products, accounts, tax and setup
  {
    query: "Put the price of the large coffee bag up to $24.50.",
    expected: ["LedgerApi.UpdateItem", "LedgerApi.UpdateOrCreateItems"],
  },
  {
    query: "Add a new product, Gift hamper, that we sell for $65.",
    expected: ["LedgerApi.CreateItems", "LedgerApi.UpdateOrCreateItems"],
  },
  {
    query: "We've stopped selling the old mug range, delete it from the product list.",
    expected: ["LedgerApi.DeleteInventoryItem"],
  },
  { query: "What GST rates have we got set up?", expected: ["LedgerApi.RetrieveTaxRates"] },
  {
    query: "Add a new expense category for vehicle repairs so I can put costs against it.",
    expected: ["LedgerApi.CreateAccount"],
  },
  {
    query: "We don't use the old petty cash account any more, put it away so nobody posts to it.",
    expected: ["LedgerApi.UpdateAccount"],
  },
  {
    query: "We've started selling to customers in America, can we start invoicing in US dollars?",
    expected: ["LedgerApi.CreateCurrency"],
  },
  {
    query: "Add Hobart as a new choice for the location we tag sales with.",
    expected: ["LedgerApi.CreateTrackingOptions"],
  },
  { query: "Who else can log in and see our books?", expected: ["LedgerApi.RetrieveLedgerUsers"] },
  { query: "When does our financial year end?", expected: ["LedgerApi.GetLedgerOrganisationDetails"] },
  {
    query: "Put in an adjustment so the $2,400 insurance is spread over the twelve months.",
    expected: ["LedgerApi.CreateManualJournals", "LedgerApi.UpdateOrCreateManualJournals"],
  },

  // Costs to pass on and out-of-pocket expenses
  {
    query: "The $120 courier charge on the Allied Timber bill needs to be passed on to Hilltop School.",
    expected: ["LedgerApi.CreateLinkedTransaction"],
  },
  {
    query: "What costs have we said we'd charge on to customers but haven't invoiced yet?",
    expected: ["LedgerApi.RetrieveLinkedTransactions"],
  },
  {
    query: "I paid $38 for parking out of my own pocket, write it down so I can claim it back.",
    expected: ["LedgerApi.CreateReceipt"],
  },
  {
    query: "Bundle up my parking and fuel receipts into one claim so the business pays me back.",
    expected: ["LedgerApi.CreateExpenseClaims"],
  },

  // To-dos
  { query: "Remind me to chase the Acme payment on Friday.", expected: ["TasksApi.CreateTaskTasks"] },
  {
    query: "Add a to-do to order receipt rolls, with a checklist of paper, ink and labels.",
    expected: ["TasksApi.CreateTaskTasks"],
  },
  {
    query: "Add renew the van rego to my Personal list, due on the 30th.",
    expected: ["TasksApi.CreateTaskTasks"],
  },
  { query: "I've rung the accountant back, tick that off my list.", expected: ["TasksApi.MarkTaskComplete"] },
  {
    query: "I finished the stocktake this afternoon, mark it done.",
    expected: ["TasksApi.MarkTaskComplete"],
  },
  { query: "What did I get done last week?", expected: ["TasksApi.ListCompletedTasks"] },
  { query: "Which of my Work jobs did I finish in March?", expected: ["TasksApi.ListCompletedTasks"] },
  {
    query: "What's still left to do on my Work list?",
    expected: ["TasksApi.RetrieveProjectWithTasks", "TasksApi.FilterTasks"],
  },
  {
    query: "What's sitting in my inbox that I haven't sorted yet?",
    expected: ["TasksApi.RetrieveProjectWithTasks", "TasksApi.FilterTasks"],
  },
  {
    query: "Show me everything I've marked as high priority that isn't done yet.",
    expected: ["TasksApi.FilterTasks"],
  },
  { query: "Which jobs have I tagged urgent?", expected: ["TasksApi.FilterTasks"] },
  {
    query: "Which to-dos in the Shop list are meant to start this week?",
    expected: ["TasksApi.FilterTasks"],
  },
  { query: "Start a new list for the shop fit-out.", expected: ["TasksApi.CreateProjectInTasks"] },
  { query: "Rename my Misc list to Admin.", expected: ["TasksApi.UpdateProjectProperties"] },
  { query: "Push the pay the rent to-do back to next Tuesday.", expected: ["TasksApi.UpdateTaskProperties"] },
  { query: "Make the call Boral to-do top priority.", expected: ["TasksApi.UpdateTaskProperties"] },
  {
    query: "Delete the book the Christmas party to-do, we've called it off.",
    expected: ["TasksApi.DeleteSpecificTask"],
  },
  {
    query: "Move everything in my inbox over to the Work list.",
    expected: ["TasksApi.MoveTasksBetweenProjects"],
  },
  {
    query: "Shift the quote for Hilltop to-do from Personal across to Work.",
    expected: ["TasksApi.MoveTasksBetweenProjects"],
  },
  {
    query: "What's still unticked on the checklist for the end of month to-do?",
    expected: ["TasksApi.RetrieveTaskDetails"],
  },
  { query: "What to-do lists have I got?", expected: ["TasksApi.GetUserProjects"] },
  {
    query: "Did I actually finish the renew insurance to-do, and when?",
    expected: ["TasksApi.RetrieveTaskDetails", "TasksApi.ListCompletedTasks"],
  },
  {
    query: "Get rid of the old House move list and everything in it.",
    expected: ["TasksApi.DeleteTasksProject"],
  },
  {
    query: "Show the shop fit-out list as columns, like a board.",
    expected: ["TasksApi.UpdateProjectProperties"],
  },
  {
    query: "What colour did I give the Work list?",
    expected: ["TasksApi.GetTasksProjectById", "TasksApi.GetUserProjects"],
  },
];
