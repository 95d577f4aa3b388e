import type { SearchCase } from "./search-queries";
// Tuning set 10: 100 plain requests written from docs/tools.md by someone who had not seen the search code or the other sets.
export const TUNING_10_CASES: readonly SearchCase[] = [
  // Invoices and bills
  {
    query: "inv Acme Ltd - 10 hrs consulting @ $150/hr, rev a/c 200, GST excl, due the 20th",
    expected: ["LedgerApi.CreateInvoices", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query: "key in Reece Plumbing bill $1,240.80 incl GST, their ref 88213, 30 day terms",
    expected: ["LedgerApi.CreateInvoices", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query: "Jo entered the Reece bill twice last wk, both still draft - bin the 2nd one",
    expected: ["LedgerApi.UpdateInvoice", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query: "o/s debtors past due at 31/3 - approved sales invs with a bal still owing",
    expected: ["LedgerApi.RetrieveInvoices"],
  },
  {
    query: "fire INV-0051 off to the client from Xero so it shows as sent",
    expected: ["LedgerApi.EmailInvoice"],
  },
  { query: "need INV-0042 printed to PDF for the debtor file", expected: ["LedgerApi.RetrieveInvoicePdf"] },
  {
    query: "client says they never got it - grab the pay-by-card web link for INV-0060",
    expected: ["LedgerApi.RetrieveOnlineInvoiceUrl"],
  },
  {
    query: "audit trail on INV-0029 pls, who moved the due date?",
    expected: ["LedgerApi.RetrieveInvoiceHistory"],
  },
  {
    query: "memo on INV-0042: cust promised pmt Fri per phone call w/ their AP clerk",
    expected: ["LedgerApi.CreateInvoiceHistory"],
  },

  // Payments
  {
    query: "rec pmt $412.50 vs INV-0042, ANZ cheque a/c, dated 14/05",
    expected: ["LedgerApi.CreatePayment", "LedgerApi.CreatePayments"],
  },
  {
    query: "post the 12 debtor receipts off this week's remittance file in one hit",
    expected: ["LedgerApi.CreatePayments"],
  },
  {
    query: "Fri pay run: Telstra, Origin & AGL bills out of 090 as one line on the stmt",
    expected: ["LedgerApi.CreateBatchPayment"],
  },
  {
    query: "receipt on INV-0033 should've gone to INV-0034 - reverse the pmt so it's owing again",
    expected: ["LedgerApi.DeletePayment"],
  },
  { query: "all customer receipts since 1 Jul, any bank a/c", expected: ["LedgerApi.FetchInvoicePayments"] },
  {
    query: "bulk supplier pmt dated 15/6 is wrong, unwind the whole lot",
    expected: ["LedgerApi.DeleteBatchPayment", "LedgerApi.DeleteBatchPaymentByUrlParam"],
  },

  // Credit notes
  {
    query: "CN Acme $86.40 to w/o the short-pay on INV-0038, code to bad debts",
    expected: ["LedgerApi.CreateCreditNotes", "LedgerApi.UpdateOrCreateCreditNotes"],
  },
  { query: "knock CN-0003 off against INV-0040", expected: ["LedgerApi.CreateCreditNoteAllocation"] },
  { query: "any cust credits still sitting unapplied?", expected: ["LedgerApi.GetCreditNotes"] },
  {
    query: "CN-0005 went against the wrong inv - unpick it so the credit's free again",
    expected: ["LedgerApi.DeleteCreditNoteAllocation"],
  },

  // Quotes
  {
    query: "quote Harbour Cafe fit-out £8,500 ex VAT, valid 30 days",
    expected: ["LedgerApi.CreateQuotes", "LedgerApi.UpdateOrCreateQuotes"],
  },
  {
    query: "QU-0012 came back signed - flag it won",
    expected: ["LedgerApi.UpdateQuote", "LedgerApi.UpdateOrCreateQuotes"],
  },
  {
    query: "estimates out with no reply yet that lapse before 30/9?",
    expected: ["LedgerApi.RetrieveSalesQuotes"],
  },

  // Purchase orders
  {
    query: "PO to Coastal Timber: 40 x 90x45 H3 @ $12.40, deliver to site Mon",
    expected: ["LedgerApi.CreatePurchaseOrders", "LedgerApi.UpdateOrCreatePurchaseOrders"],
  },
  { query: "what's on PO-0017?", expected: ["LedgerApi.RetrievePurchaseOrderByNumber"] },
  {
    query: "approved POs not yet matched to a supplier bill",
    expected: ["LedgerApi.RetrievePurchaseOrders"],
  },

  // Contacts and groups
  {
    query: "new supplier Kiwi Couriers Ltd, GST no 123-456-789, accounts@kiwicouriers.co.nz",
    expected: ["LedgerApi.CreateContacts", "LedgerApi.UpdateOrCreateContacts"],
  },
  { query: "do we have Coastal Joinery on file already?", expected: ["LedgerApi.FetchAllLedgerContacts"] },
  {
    query: "Smith & Sons ceased trading - hide them, keep the history",
    expected: ["LedgerApi.UpdateContact", "LedgerApi.UpdateOrCreateContacts"],
  },
  {
    query: "pull up cust no. CUST-0042",
    expected: ["LedgerApi.GetLedgerContactByNumber", "LedgerApi.FetchAllLedgerContacts"],
  },
  {
    query: "put Acme, Beta & Coastal in the Wholesale group",
    expected: ["LedgerApi.CreateContactGroupContacts"],
  },
  { query: "who's in Wholesale at the mo?", expected: ["LedgerApi.RetrieveContactGroup"] },

  // Bank transactions and transfers
  {
    query: "spend money 64.90 fuel Caltex, Amex, code 449 MV",
    expected: ["LedgerApi.CreateBankTransactions", "LedgerApi.UpdateOrCreateBankTransactions"],
  },
  {
    query: "unreconciled spends on 090 - what's outstanding for the recon?",
    expected: ["LedgerApi.RetrieveBankTransactions"],
  },
  {
    query: "recode the Officeworks spend money from 429 to 461",
    expected: ["LedgerApi.UpdateBankTransaction", "LedgerApi.UpdateOrCreateBankTransactions"],
  },
  { query: "xfer $5k checking -> savings 7/1", expected: ["LedgerApi.CreateBankTransfer"] },
  {
    query: "the clearing a/c move last Tue went in twice - delete the dupe",
    expected: ["LedgerApi.DeleteBankTransfer", "LedgerApi.DeleteBankTransfers"],
  },
  {
    query: "remittance PDF onto the Westpac receive txn of 3 Mar",
    expected: ["LedgerApi.UploadBankTransactionAttachment", "LedgerApi.ReplaceBankTransactionAttachment"],
  },

  // Journals
  {
    query: "jnl: accrue Jun power $860, Dr 445 Cr 825 accruals",
    expected: ["LedgerApi.CreateManualJournals", "LedgerApi.UpdateOrCreateManualJournals"],
  },
  {
    query: "reverse posted MJ 'Q2 depn' - used the wrong rate",
    expected: ["LedgerApi.UpdateManualJournal", "LedgerApi.UpdateOrCreateManualJournals"],
  },
  {
    query: "GL jnl #88 - lines?",
    expected: ["LedgerApi.RetrieveJournalByNumber", "LedgerApi.GetFinancialJournals"],
  },

  // Reports
  { query: "TB @ 30 Jun", expected: ["LedgerApi.GetTrialBalanceReport"] },
  { query: "BS 31/12 vs PY", expected: ["LedgerApi.GetBalanceSheetReport"] },
  {
    query: "how much did we blow on fuel in March? cash basis is fine",
    expected: ["LedgerApi.GetProfitAndLossReport"],
  },
  { query: "aged AR Coastal Joinery", expected: ["LedgerApi.GetAgedReceivablesReportByContact"] },
  { query: "aged AP Reece as at 30/6", expected: ["LedgerApi.GetAgedPayablesReportByContact"] },
  { query: "opening/closing bals every bank a/c for June", expected: ["LedgerApi.GetBankSummaryReport"] },

  // Chart of accounts, tax, items
  { query: "new a/c 689 Subscriptions, expense, GST on exp", expected: ["LedgerApi.CreateAccount"] },
  { query: "CoA - which bank a/cs have we got?", expected: ["LedgerApi.RetrieveFullChartOfAccounts"] },
  { query: "what's the code for GST-free exp in this file?", expected: ["LedgerApi.RetrieveTaxRates"] },
  {
    query: "new SKU WIDGET-02, sell $24.95, rev 200",
    expected: ["LedgerApi.CreateItems", "LedgerApi.UpdateOrCreateItems"],
  },
  {
    query: "CONSULT-HR rate up to $165 from 1 Jul",
    expected: ["LedgerApi.UpdateItem", "LedgerApi.UpdateOrCreateItems"],
  },
  { query: "sell price on WIDGET-01?", expected: ["LedgerApi.GetItems", "LedgerApi.RetrieveLedgerItem"] },

  // Repeating invoices
  {
    query: "set up recurring inv Acme $1,500 retainer monthly from the 1st",
    expected: ["LedgerApi.CreateRepeatingInvoices", "LedgerApi.UpdateOrCreateRepeatingInvoices"],
  },
  {
    query: "when does Acme's retainer next auto-generate?",
    expected: ["LedgerApi.GetRepeatingInvoices", "LedgerApi.GetRepeatingInvoice"],
  },

  // Less common: organisation, users, settings
  { query: "org's FYE + base ccy?", expected: ["LedgerApi.GetLedgerOrganisationDetails"] },
  {
    query: "which files am I linked to, and what's today's date on the NZ one?",
    expected: ["LedgerApi.GetConnectedTenants"],
  },
  { query: "who's got admin access to the file?", expected: ["LedgerApi.RetrieveLedgerUsers"] },
  { query: "CIS deduction rate for subbie J Bloggs Ltd", expected: ["LedgerApi.GetContactCisSettings"] },
  { query: "are we registered as a CIS contractor on this org?", expected: ["LedgerApi.GetCisSettings"] },
  {
    query: "can this plan do foreign ccy at all?",
    expected: ["LedgerApi.RetrieveLedgerOrganisationActions"],
  },
  { query: "switch on USD for the US supplier", expected: ["LedgerApi.CreateCurrency"] },
  { query: "load opening TB from MYOB as at changeover 1/7", expected: ["LedgerApi.SetupConversionDetails"] },

  // Less common: budgets, 1099, tracking
  { query: "FY26 overall budget - amounts by a/c by month", expected: ["LedgerApi.RetrieveBudgetDetails"] },
  { query: "1099-NEC figures for 2025", expected: ["LedgerApi.Retrieve1099Reports"] },
  { query: "tracking: add 'Wellington' under Region", expected: ["LedgerApi.CreateTrackingOptions"] },

  // Less common: prepayments, overpayments, billable expenses, expense claims
  {
    query: "allocate Coastal's deposit (prepaid before inv) to INV-0070",
    expected: ["LedgerApi.CreatePrepaymentAllocations"],
  },
  {
    query: "Acme o/p'd $50 last month - apply it to INV-0081",
    expected: ["LedgerApi.CreateOverpaymentAllocations"],
  },
  {
    query: "on-charge the materials line on the Reece bill to Harbour Cafe",
    expected: ["LedgerApi.CreateLinkedTransaction"],
  },
  {
    query: "rechargeable costs not yet put on a cust inv?",
    expected: ["LedgerApi.RetrieveLinkedTransactions"],
  },
  {
    query: "staff exp: Sam paid $38 parking on own card, needs reimbursing",
    expected: ["LedgerApi.CreateReceipt"],
  },
  { query: "sign off Sam's June exp claim", expected: ["LedgerApi.UpdateExpenseClaim"] },

  // Less common: layouts, online payment, files
  { query: "which invoice layouts / logos are set up?", expected: ["LedgerApi.GetBrandingThemes"] },
  { query: "add our Stripe checkout as a pay button on invs", expected: ["LedgerApi.CreatePaymentService"] },
  {
    query: "download signed T&Cs.pdf off Acme's card",
    expected: ["LedgerApi.GetContactAttachment", "LedgerApi.RetrieveContactAttachment"],
  },
  {
    query: "anything attached to INV-0042? looking for the timesheet",
    expected: ["LedgerApi.RetrieveInvoiceAttachments"],
  },

  // To-dos: tasks
  { query: "todo: chase Acme remittance Thu, high prio", expected: ["TasksApi.CreateTaskTasks"] },
  {
    query: "month-end close task w/ sub-steps: bank recs, AP cut-off, accruals, TB review",
    expected: ["TasksApi.CreateTaskTasks"],
  },
  {
    query: "recurring todo: super guarantee pmt, 28th after each qtr",
    expected: ["TasksApi.CreateTaskTasks"],
  },
  { query: "tick off 'lodge BAS Q3'", expected: ["TasksApi.MarkTaskComplete"] },
  { query: "done: Amex recon Jun", expected: ["TasksApi.MarkTaskComplete"] },
  { query: "push 'STP finalisation' out to 14 Jul", expected: ["TasksApi.UpdateTaskProperties"] },
  { query: "reopen 'Reece stmt recon' - ticked too early", expected: ["TasksApi.UpdateTaskProperties"] },
  { query: "bump 'payroll tax return' to high prio", expected: ["TasksApi.UpdateTaskProperties"] },
  { query: "del the dupe 'chase Reece credit' todo", expected: ["TasksApi.DeleteSpecificTask"] },
  { query: "VAT return todo - how far thru the sub-steps am I?", expected: ["TasksApi.RetrieveTaskDetails"] },

  // To-dos: lists
  { query: "new list 'EOFY 2026'", expected: ["TasksApi.CreateProjectInTasks"] },
  { query: "rename list 'Clients - Acme' to 'Acme Pty Ltd'", expected: ["TasksApi.UpdateProjectProperties"] },
  { query: "all my lists pls", expected: ["TasksApi.GetUserProjects"] },
  {
    query: "what's still open on the Month-end list?",
    expected: ["TasksApi.RetrieveProjectWithTasks", "TasksApi.FilterTasks"],
  },
  { query: "what's sitting in the Inbox?", expected: ["TasksApi.RetrieveProjectWithTasks"] },

  // To-dos: completed and filtered
  { query: "what did I knock off last wk?", expected: ["TasksApi.ListCompletedTasks"] },
  { query: "what got done on the Payroll list in March?", expected: ["TasksApi.ListCompletedTasks"] },
  { query: "open high-prio todos tagged gst", expected: ["TasksApi.FilterTasks"] },
  { query: "todos kicking off this wk, all lists", expected: ["TasksApi.FilterTasks"] },
  { query: "closed todos tagged audit", expected: ["TasksApi.FilterTasks"] },

  // To-dos: less common
  {
    query: "shift the 3 Coastal recon todos out of Inbox into Clients",
    expected: ["TasksApi.MoveTasksBetweenProjects"],
  },
  { query: "Month-end list to board/columns view", expected: ["TasksApi.UpdateProjectProperties"] },
  { query: "kill the 'Old Payroll' list and everything in it", expected: ["TasksApi.DeleteTasksProject"] },
  {
    query: "colour + view setting of list 5eed00000000000000000a02?",
    expected: ["TasksApi.GetTasksProjectById", "TasksApi.GetUserProjects"],
  },
  { query: "new notes-only list for client call logs", expected: ["TasksApi.CreateProjectInTasks"] },
];
