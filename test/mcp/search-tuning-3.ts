// A fourth tuning set of plain requests, written blind (from docs/tools.md only, without the search code
// or the other sets) to tune search_tools on: everyday owner, bookkeeper and to-do wording across
// payments, invoices, bills, credit notes, banking, journals, contacts, items, settings, reports and
// TickTick. Each expects its tool in the top three; `npm run bench:search` prints the rates and the misses.
import type { SearchCase } from "./search-queries";

export const TUNING_3_CASES: readonly SearchCase[] = [
  // Getting paid and recording payments
  {
    query:
      "Harbour Cafe paid half of what they owe on INV-0231, $1,150 went into the business account this morning",
    expected: ["LedgerApi.CreatePayment", "LedgerApi.CreatePayments"],
  },
  {
    query: "payment recieved from Bluegum Landscaping for invoice 0418, all of it",
    expected: ["LedgerApi.CreatePayment", "LedgerApi.CreatePayments"],
  },
  {
    query: "customer paid $260 by card towards INV-0412, tick it off as reconciled too",
    expected: ["LedgerApi.CreatePayment", "LedgerApi.CreatePayments"],
  },
  {
    query: "we paid Coastal Freight $500 of the $840 we owe them, the rest next month",
    expected: ["LedgerApi.CreatePayment", "LedgerApi.CreatePayments"],
  },
  {
    query:
      "ok so the Marlowe Estate money, the Fenwick one and the Tidewater one all landed on Friday, can you mark those three invoices as paid",
    expected: ["LedgerApi.CreatePayments", "LedgerApi.CreateBatchPayment"],
  },
  {
    query: "Mark INV-0097, INV-0102 and INV-0110 as paid - they came in as one lump deposit on the 12th",
    expected: ["LedgerApi.CreateBatchPayment", "LedgerApi.CreatePayments"],
  },
  {
    query:
      "pay all five of this week's supplier bills in one go from the main account so it's a single line on the bank statement",
    expected: ["LedgerApi.CreateBatchPayment"],
  },
  {
    query: "oops I put the Marlowe payment against the wrong invoice, can you undo that payment",
    expected: ["LedgerApi.DeletePayment"],
  },
  {
    query: "the cheque from Kowhai Joinery bounced so their payment needs to come off",
    expected: ["LedgerApi.DeletePayment"],
  },
  {
    query: "remove the batch deposit from the 14th, it got entered twice",
    expected: ["LedgerApi.DeleteBatchPayment", "LedgerApi.DeleteBatchPaymentByUrlParam"],
  },
  {
    query: "did Fenwick & Sons actually pay us anything this month? check the payments that came in",
    expected: ["LedgerApi.FetchInvoicePayments"],
  },
  {
    query: "show me the payment that was recorded for INV-0150, which account did it go into",
    expected: [
      "LedgerApi.FetchInvoicePayments",
      "LedgerApi.RetrieveInvoicePayment",
      "LedgerApi.GetInvoiceDetails",
    ],
  },
  {
    query:
      "Greenleaf paid a $500 deposit last month before we'd even invoiced them - use it against their new invoice INV-0305",
    expected: ["LedgerApi.CreatePrepaymentAllocations"],
  },
  {
    query: "Tidewater overpaid us by $45 a while back, put that extra money towards their latest invoice",
    expected: ["LedgerApi.CreateOverpaymentAllocations"],
  },
  {
    query: "which customers have overpaid and still have money sitting with us",
    expected: ["LedgerApi.RetrieveOverpayments"],
  },
  {
    query: "any deposits people paid upfront that we haven't used up yet?",
    expected: ["LedgerApi.RetrievePrepayments"],
  },
  {
    query: "take the deposit off INV-0288, I applied it to the wrong job",
    expected: ["LedgerApi.DeletePrepaymentAllocation"],
  },
  // Sales invoices
  {
    query: "bill Acme Plumbing for 6 hours labour at $95 an hour",
    expected: ["LedgerApi.CreateInvoices", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query: "make up an invoice for the Henderson job: 3 pallets of pavers at 420 each, due in 14 days",
    expected: ["LedgerApi.CreateInvoices", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query: "sign off Tuesday's invoices so they can go out",
    expected: ["LedgerApi.UpdateInvoice", "LedgerApi.UpdateOrCreateInvoices"],
  },
  { query: "approve INV-0522", expected: ["LedgerApi.UpdateInvoice", "LedgerApi.UpdateOrCreateInvoices"] },
  {
    query: "void INV-0340, the customer cancelled the whole order",
    expected: ["LedgerApi.UpdateInvoice", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query: "get rid of that duplicate draft invocie for Pohutukawa Motors",
    expected: ["LedgerApi.UpdateInvoice", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query: "change the due date on INV-0455 to the end of the month",
    expected: ["LedgerApi.UpdateInvoice", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query: "fix the draft invoice for Blue Door Bakery - quantity should be 12 not 21",
    expected: ["LedgerApi.UpdateInvoice", "LedgerApi.UpdateOrCreateInvoices"],
  },
  { query: "send invoice 0477 to the customer by email", expected: ["LedgerApi.EmailInvoice"] },
  {
    query: "can you email the Ridgeway invoice to them again, they reckon they never got it",
    expected: ["LedgerApi.EmailInvoice"],
  },
  {
    query: "I need a link I can text the customer so they can pay INV-0390 online",
    expected: ["LedgerApi.RetrieveOnlineInvoiceUrl"],
  },
  { query: "which invoices are overdue?", expected: ["LedgerApi.RetrieveInvoices"] },
  { query: "who still owes us money", expected: ["LedgerApi.RetrieveInvoices"] },
  {
    query: "what's on INV-0301 line by line, and has anything been paid on it",
    expected: ["LedgerApi.GetInvoiceDetails", "LedgerApi.RetrieveInvoices"],
  },
  {
    query: "download a PDF of INV-0219 so I can print it for the file",
    expected: ["LedgerApi.RetrieveInvoicePdf"],
  },
  {
    query: "put a note on INV-0362 that the client promised to pay by Friday",
    expected: ["LedgerApi.CreateInvoiceHistory"],
  },
  // Bills from suppliers
  {
    query: "enter the bill from Coastal Freight, $840 plus GST, due on the 20th",
    expected: ["LedgerApi.CreateInvoices", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query:
      "Meridian power bill came in the post today, it's 312.40 incl GST and due on the 28th, can you get it into the system",
    expected: ["LedgerApi.CreateInvoices", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query: "approve the Bunnings bill so it can be paid",
    expected: ["LedgerApi.UpdateInvoice", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query: "delete the draft bill from Office Max, it's a duplicate",
    expected: ["LedgerApi.UpdateInvoice", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query: "attach this receipt to the fuel bill",
    expected: ["LedgerApi.UploadInvoiceAttachment", "LedgerApi.ReplaceInvoiceAttachment"],
  },
  { query: "what bills are due this week?", expected: ["LedgerApi.RetrieveInvoices"] },
  {
    query: "what do we still owe Fulton Hogan",
    expected: [
      "LedgerApi.RetrieveInvoices",
      "LedgerApi.GetAgedPayablesReportByContact",
      "LedgerApi.RetrieveLedgerContact",
    ],
  },
  {
    query:
      "the courier bill has $60 of freight we should recharge to the Wilsons, flag it so it goes on their next invoice",
    expected: ["LedgerApi.CreateLinkedTransaction"],
  },
  {
    query: "I need the scanned copy of the invoice we attached to the Coastal Freight bill",
    expected: [
      "LedgerApi.RetrieveInvoiceAttachments",
      "LedgerApi.RetrieveInvoiceAttachmentById",
      "LedgerApi.GetInvoiceAttachment",
    ],
  },
  // Credit notes
  {
    query: "knock the Ridgeway credit off their next invoice",
    expected: ["LedgerApi.CreateCreditNoteAllocation"],
  },
  {
    query: "Blue Door Bakery rang, half the order turned up squashed - give them a $50 credit for it",
    expected: ["LedgerApi.CreateCreditNotes", "LedgerApi.UpdateOrCreateCreditNotes"],
  },
  {
    query: "supplier sent us a credit note for the returned pallets, $210, enter it",
    expected: ["LedgerApi.CreateCreditNotes", "LedgerApi.UpdateOrCreateCreditNotes"],
  },
  {
    query: "approve credit note CN-0014",
    expected: ["LedgerApi.UpdateCreditNote", "LedgerApi.UpdateOrCreateCreditNotes"],
  },
  {
    query: "void CN-0009, it was raised against the wrong customer",
    expected: ["LedgerApi.UpdateCreditNote", "LedgerApi.UpdateOrCreateCreditNotes"],
  },
  {
    query:
      "customer wants their credit back as money rather than off the next bill - refund CN-0021 to their bank account",
    expected: ["LedgerApi.CreatePayment", "LedgerApi.CreatePayments"],
  },
  { query: "which credit notes still have credit left to use up", expected: ["LedgerApi.GetCreditNotes"] },
  {
    query: "undo the credit I applied to INV-0333, it was meant for a different invoice",
    expected: ["LedgerApi.DeleteCreditNoteAllocation"],
  },
  // Bank transactions, transfers, spend and receive money
  {
    query:
      "so I paid $45 for parking at the airport on the business card on Tuesday, can you record that against travel",
    expected: ["LedgerApi.CreateBankTransactions", "LedgerApi.UpdateOrCreateBankTransactions"],
  },
  {
    query: "we got a $1,200 grant from the council, no invoice, just put it in the bank as income",
    expected: ["LedgerApi.CreateBankTransactions", "LedgerApi.UpdateOrCreateBankTransactions"],
  },
  { query: "move 5k from savings into the cheque account", expected: ["LedgerApi.CreateBankTransfer"] },
  {
    query: "delete the transfer on the 3rd, I did it by mistake",
    expected: ["LedgerApi.DeleteBankTransfer", "LedgerApi.DeleteBankTransfers"],
  },
  {
    query: "fix the reference on that $230 spend money entry so it says Stationery Nov",
    expected: ["LedgerApi.UpdateBankTransaction", "LedgerApi.UpdateOrCreateBankTransactions"],
  },
  {
    query: "the coffee machine purchase got entered twice in spend money, delete one",
    expected: ["LedgerApi.UpdateBankTransaction", "LedgerApi.UpdateOrCreateBankTransactions"],
  },
  {
    query: "attach the parking reciept photo to that card transaction",
    expected: ["LedgerApi.UploadBankTransactionAttachment", "LedgerApi.ReplaceBankTransactionAttachment"],
  },
  {
    query: "list everything we spent out of the business account this month that didn't have a bill",
    expected: ["LedgerApi.RetrieveBankTransactions"],
  },
  { query: "what's still not reconciled in the bank", expected: ["LedgerApi.RetrieveBankTransactions"] },
  // Manual journals
  {
    query: "reclassify $600 from office expenses to repairs and maintenance",
    expected: ["LedgerApi.CreateManualJournals", "LedgerApi.UpdateOrCreateManualJournals"],
  },
  {
    query:
      "our accountant says we need to accrue about $3,500 of December wages because they won't be paid until January, can you do the entry",
    expected: ["LedgerApi.CreateManualJournals", "LedgerApi.UpdateOrCreateManualJournals"],
  },
  {
    query: "post the draft depreciation journal",
    expected: ["LedgerApi.UpdateManualJournal", "LedgerApi.UpdateOrCreateManualJournals"],
  },
  {
    query: "reverse the accrual journal from last month, the invoice has come in now",
    expected: [
      "LedgerApi.UpdateManualJournal",
      "LedgerApi.UpdateOrCreateManualJournals",
      "LedgerApi.CreateManualJournals",
    ],
  },
  {
    query: "show me the manual journals we posted this year",
    expected: ["LedgerApi.RetrieveManualJournals"],
  },
  // Contacts
  {
    query: "Dave at Acme Plumbing gave me his new mobile, 021 555 0192, can you add it to their contact",
    expected: ["LedgerApi.UpdateContact", "LedgerApi.UpdateOrCreateContacts"],
  },
  {
    query: "new customer: Rosa Lim Design, rosa@rosalim.co.nz",
    expected: ["LedgerApi.CreateContacts", "LedgerApi.UpdateOrCreateContacts"],
  },
  {
    query: "Kowhai Joinery have moved, new address is 14 Mill Road, Hamilton",
    expected: ["LedgerApi.UpdateContact", "LedgerApi.UpdateOrCreateContacts"],
  },
  {
    query: "we don't deal with Pacific Signs anymore, hide them from the list",
    expected: ["LedgerApi.UpdateContact", "LedgerApi.UpdateOrCreateContacts"],
  },
  {
    query: "what's the phone number for Greenleaf Nurseries",
    expected: ["LedgerApi.FetchAllLedgerContacts", "LedgerApi.RetrieveLedgerContact"],
  },
  {
    query: "look up customer CUST-0042",
    expected: ["LedgerApi.GetLedgerContactByNumber", "LedgerApi.FetchAllLedgerContacts"],
  },
  {
    query: "put Harbour Cafe and Blue Door Bakery in the Wholesale group",
    expected: ["LedgerApi.CreateContactGroupContacts"],
  },
  { query: "make a new contact group called VIP clients", expected: ["LedgerApi.CreateContactGroup"] },
  { query: "take Tidewater out of the wholesale group", expected: ["LedgerApi.RemoveContactFromGroup"] },
  {
    query: "make a note on Fenwick's contact that they like to be rung after 2pm",
    expected: ["LedgerApi.AddContactHistoryRecord"],
  },
  {
    query: "save the signed credit application form against Kauri Builders' contact",
    expected: ["LedgerApi.UploadContactAttachment", "LedgerApi.ReplaceContactAttachment"],
  },
  // Items, tax rates, tracking and accounts
  {
    query: "add a new product: Large planter box, code PLT-L, sells for $89",
    expected: ["LedgerApi.CreateItems", "LedgerApi.UpdateOrCreateItems"],
  },
  {
    query: "put the price of the 20kg compost bag up to $24.50",
    expected: ["LedgerApi.UpdateItem", "LedgerApi.UpdateOrCreateItems"],
  },
  {
    query: "how many oak chairs have we got in stock",
    expected: ["LedgerApi.GetItems", "LedgerApi.RetrieveLedgerItem"],
  },
  { query: "delete the discontinued item WIDGET-09", expected: ["LedgerApi.DeleteInventoryItem"] },
  { query: "what GST rates are set up", expected: ["LedgerApi.RetrieveTaxRates"] },
  { query: "set up a new 2.25% state tax rate", expected: ["LedgerApi.CreateTaxRates"] },
  { query: "add Waikato as a new region in our tracking", expected: ["LedgerApi.CreateTrackingOptions"] },
  {
    query: "set up a tracking category so we can split things by department",
    expected: ["LedgerApi.CreateTrackingCategory"],
  },
  {
    query: "set up a new expense account for software subscriptions, code 485",
    expected: ["LedgerApi.CreateAccount"],
  },
  {
    query: "what's the account code for motor vehicle expenses",
    expected: ["LedgerApi.RetrieveFullChartOfAccounts"],
  },
  { query: "archive the old entertainment account, we never use it", expected: ["LedgerApi.UpdateAccount"] },
  // Repeating invoices, purchase orders, quotes
  {
    query: "set up a monthly invoice for Harbour Cafe, $350 retainer on the 1st of each month",
    expected: ["LedgerApi.CreateRepeatingInvoices", "LedgerApi.UpdateOrCreateRepeatingInvoices"],
  },
  {
    query: "rent is $2,400 a month to Lakeside Properties, set the bill up so it makes itself",
    expected: ["LedgerApi.CreateRepeatingInvoices", "LedgerApi.UpdateOrCreateRepeatingInvoices"],
  },
  {
    query: "stop the repeating invoice for Marlowe, they've cancelled their contract",
    expected: ["LedgerApi.UpdateRepeatingInvoice", "LedgerApi.UpdateOrCreateRepeatingInvoices"],
  },
  {
    query: "order 40 bags of cement from Placemakers, delivery next Tuesday",
    expected: ["LedgerApi.CreatePurchaseOrders", "LedgerApi.UpdateOrCreatePurchaseOrders"],
  },
  {
    query: "approve PO-0012",
    expected: ["LedgerApi.UpdatePurchaseOrder", "LedgerApi.UpdateOrCreatePurchaseOrders"],
  },
  { query: "pull up purchase order PO-0007", expected: ["LedgerApi.RetrievePurchaseOrderByNumber"] },
  {
    query: "which orders to suppliers haven't been billed yet",
    expected: ["LedgerApi.RetrievePurchaseOrders"],
  },
  {
    query: "write up a quote for Rosa Lim, logo design $1,800, valid for 30 days",
    expected: ["LedgerApi.CreateQuotes", "LedgerApi.UpdateOrCreateQuotes"],
  },
  {
    query: "Kauri Builders said yes to QU-0031",
    expected: ["LedgerApi.UpdateQuote", "LedgerApi.UpdateOrCreateQuotes"],
  },
  { query: "which quotes are we still waiting to hear back on", expected: ["LedgerApi.RetrieveSalesQuotes"] },
  // Expense claims, users, organisation
  {
    query: "Jess spent $62 on a client lunch on her own card, log it so we can pay her back later",
    expected: ["LedgerApi.CreateReceipt"],
  },
  { query: "submit my draft receipts as a claim", expected: ["LedgerApi.CreateExpenseClaims"] },
  { query: "approve Tom's expense claim", expected: ["LedgerApi.UpdateExpenseClaim"] },
  { query: "who has access to our Xero", expected: ["LedgerApi.RetrieveLedgerUsers"] },
  {
    query: "what's our financial year end and GST number",
    expected: ["LedgerApi.GetLedgerOrganisationDetails"],
  },
  { query: "we've started selling to Australia, enable AUD", expected: ["LedgerApi.CreateCurrency"] },
  { query: "which companies can you see in my Xero", expected: ["LedgerApi.GetConnectedTenants"] },
  {
    query: "are automatic payment reminder emails switched on",
    expected: ["LedgerApi.GetInvoiceReminderSettings"],
  },
  // Reports and reads
  {
    query: "what did we make in October vs September",
    expected: ["LedgerApi.GetProfitAndLossReport", "LedgerApi.RetrieveExecutiveSummaryReport"],
  },
  { query: "proft and loss for the year so far", expected: ["LedgerApi.GetProfitAndLossReport"] },
  {
    query: "how's the business tracking this quarter, are we actually making a profit",
    expected: ["LedgerApi.GetProfitAndLossReport"],
  },
  { query: "P&L split by region for last month", expected: ["LedgerApi.GetProfitAndLossReport"] },
  {
    query: "the bank wants our balance sheet as at 31 March for the loan application, can you pull it",
    expected: ["LedgerApi.GetBalanceSheetReport"],
  },
  {
    query: "what are we worth - assets minus liabilities right now",
    expected: ["LedgerApi.GetBalanceSheetReport"],
  },
  { query: "run a trial balance for the accountant", expected: ["LedgerApi.GetTrialBalanceReport"] },
  {
    query: "debit and credit balances for every account at 30 June",
    expected: ["LedgerApi.GetTrialBalanceReport"],
  },
  {
    query: "how overdue is Kauri Builders' account, break it down by age",
    expected: ["LedgerApi.GetAgedReceivablesReportByContact"],
  },
  { query: "aged payables for Coastal Freight", expected: ["LedgerApi.GetAgedPayablesReportByContact"] },
  {
    query: "what have we budgeted for each month next year",
    expected: ["LedgerApi.GetBudgetSummaryReport", "LedgerApi.RetrieveBudgetDetails"],
  },
  {
    query: "how much did we budget for marketing in the overall budget",
    expected: ["LedgerApi.RetrieveBudgetDetails", "LedgerApi.GetBudgetSummaryReport"],
  },
  { query: "executive summary for November", expected: ["LedgerApi.RetrieveExecutiveSummaryReport"] },
  {
    query: "quick snapshot of the month - cash, profit, compared with last month",
    expected: ["LedgerApi.RetrieveExecutiveSummaryReport"],
  },
  { query: "1099 totals for our contractors for 2025", expected: ["LedgerApi.Retrieve1099Reports"] },
  {
    query: "how much came in and went out of each bank account last month",
    expected: ["LedgerApi.GetBankSummaryReport"],
  },
  {
    query: "what was the closing balance of the business account at the end of October",
    expected: [
      "LedgerApi.GetBankSummaryReport",
      "LedgerApi.GetBalanceSheetReport",
      "LedgerApi.GetTrialBalanceReport",
    ],
  },
  { query: "show the reports that have been published", expected: ["LedgerApi.RetrieveUniqueReportsList"] },
  { query: "pull the general ledger entries for last month", expected: ["LedgerApi.GetFinancialJournals"] },
  { query: "what did journal number 1042 post", expected: ["LedgerApi.RetrieveJournalByNumber"] },
  { query: "list all supplier bills from October", expected: ["LedgerApi.RetrieveInvoices"] },
  { query: "list all our customers", expected: ["LedgerApi.FetchAllLedgerContacts"] },
  { query: "what credit notes did we issue last quarter", expected: ["LedgerApi.GetCreditNotes"] },
  {
    query: "costs we've flagged to recharge to customers that haven't been invoiced yet",
    expected: ["LedgerApi.RetrieveLinkedTransactions"],
  },
  { query: "what batch payments went out this month", expected: ["LedgerApi.RetrieveBatchPayments"] },
  { query: "list receipts that haven't been claimed yet", expected: ["LedgerApi.GetDraftExpenseReceipts"] },
  { query: "which invoice templates and logos do we have", expected: ["LedgerApi.GetBrandingThemes"] },
  {
    query: "show me the history on the bank transfer from the 3rd",
    expected: ["LedgerApi.GetBankTransferHistory"],
  },
  {
    query: "any transfers between our accounts last month over a grand?",
    expected: ["LedgerApi.RetrieveBankTransfers"],
  },
  {
    query: "what's in the chart of accounts under revenue",
    expected: ["LedgerApi.RetrieveFullChartOfAccounts"],
  },
  {
    query: "check the details on the $1,980 receive money entry from the 9th",
    expected: ["LedgerApi.RetrieveBankTransaction", "LedgerApi.RetrieveBankTransactions"],
  },
  { query: "what tracking categories do we have set up", expected: ["LedgerApi.GetTrackingCategories"] },
  // TickTick
  {
    query: "I keep forgetting the ute rego - add renew ute rego to my list for Friday",
    expected: ["TasksApi.CreateTaskTasks"],
  },
  {
    query: "remind me to call the accountant tomorow at 10, high priority",
    expected: ["TasksApi.CreateTaskTasks"],
  },
  {
    query: "new to-do: prep for trade show, with a checklist - banners, price list, card reader",
    expected: ["TasksApi.CreateTaskTasks"],
  },
  {
    query: "add a task in the Work list to chase the Henderson payment",
    expected: ["TasksApi.CreateTaskTasks"],
  },
  {
    query: "which of my to-dos are late",
    expected: ["TasksApi.FilterTasks", "TasksApi.RetrieveProjectWithTasks"],
  },
  {
    query: "what's on my to-do list for today",
    expected: ["TasksApi.FilterTasks", "TasksApi.RetrieveProjectWithTasks"],
  },
  { query: "show me just the high priority tasks", expected: ["TasksApi.FilterTasks"] },
  { query: "anything tagged urgent still open?", expected: ["TasksApi.FilterTasks"] },
  { query: "tick off order business cards", expected: ["TasksApi.MarkTaskComplete"] },
  { query: "done with the GST return prep task", expected: ["TasksApi.MarkTaskComplete"] },
  { query: "what did I get done last week", expected: ["TasksApi.ListCompletedTasks"] },
  { query: "delete the buy balloons task", expected: ["TasksApi.DeleteSpecificTask"] },
  { query: "move the dentist task from Work to Personal", expected: ["TasksApi.MoveTasksBetweenProjects"] },
  { query: "push the quarterly GST task out to next Monday", expected: ["TasksApi.UpdateTaskProperties"] },
  {
    query: "add check tyres to the checklist on my van service task",
    expected: ["TasksApi.UpdateTaskProperties"],
  },
  { query: "make a new list called Renovation", expected: ["TasksApi.CreateProjectInTasks"] },
  { query: "rename my Misc project to Admin", expected: ["TasksApi.UpdateProjectProperties"] },
  {
    query: "delete the Christmas Party 2025 list and everything in it",
    expected: ["TasksApi.DeleteTasksProject"],
  },
  { query: "what lists do I have in TickTick", expected: ["TasksApi.GetUserProjects"] },
  { query: "show me everything in the Work project", expected: ["TasksApi.RetrieveProjectWithTasks"] },
  {
    query: "what's sitting in my to-do inbox that I haven't sorted yet",
    expected: ["TasksApi.RetrieveProjectWithTasks"],
  },
  { query: "show the checklist on the trade show task", expected: ["TasksApi.RetrieveTaskDetails"] },
  {
    query: "change the colour of the Personal list to green",
    expected: ["TasksApi.UpdateProjectProperties"],
  },
  {
    query: "shift the three shop tasks out of my inbox into the Shop list",
    expected: ["TasksApi.MoveTasksBetweenProjects"],
  },
];
