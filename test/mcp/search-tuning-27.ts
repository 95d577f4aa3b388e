import type { SearchCase } from "./search-queries";
// Tuning set 27: 100 bookkeeper shorthand written from docs/tools.md by someone who had not seen the search code or the other sets.
export const TUNING_27_CASES: readonly SearchCase[] = [
  // sales invoices and supplier bills: reads
  { query: "o/s AR invs - authorised, unpaid", expected: ["LedgerApi.RetrieveInvoices"] },
  {
    query: "pull INV-0187 w/ lines + pmts applied",
    expected: ["LedgerApi.RetrieveInvoices", "LedgerApi.GetInvoiceDetails"],
  },
  { query: "inv INV-0233 audit trail - who edited amt", expected: ["LedgerApi.RetrieveInvoiceHistory"] },
  { query: "cust wants pay-online link for INV-0301", expected: ["LedgerApi.RetrieveOnlineInvoiceUrl"] },
  { query: "overdue inv reminder emails - on or off?", expected: ["LedgerApi.GetInvoiceReminderSettings"] },
  { query: "INV-0377 as PDF for cust dispute", expected: ["LedgerApi.RetrieveInvoicePdf"] },
  { query: "files attached to Fonterra bill?", expected: ["LedgerApi.RetrieveInvoiceAttachments"] },
  { query: "d/l remittance.pdf off INV-0266", expected: ["LedgerApi.GetInvoiceAttachment"] },
  // invoices and bills: writes
  {
    query: "raise inv Kowhai Cafe 3x catering @ 450 + GST, acct 200",
    expected: ["LedgerApi.CreateInvoices", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query: "enter supp bill Spark $189.50 phone, due 20th",
    expected: ["LedgerApi.CreateInvoices", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query: "approve draft INV-0412",
    expected: ["LedgerApi.UpdateInvoice", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query: "void INV-0398 raised in error, no pmt",
    expected: ["LedgerApi.UpdateInvoice", "LedgerApi.UpdateOrCreateInvoices"],
  },
  { query: "send INV-0420 to cust by email from Xero", expected: ["LedgerApi.EmailInvoice"] },
  { query: "inv note INV-0355: cust promised pmt Fri", expected: ["LedgerApi.CreateInvoiceHistory"] },
  { query: "attach signed delivery docket to INV-0290", expected: ["LedgerApi.UploadInvoiceAttachment"] },
  // payments, batch payments, allocations
  {
    query: "pmt rec'd INV-0349 $2,300 into 090 today",
    expected: ["LedgerApi.CreatePayment", "LedgerApi.CreatePayments"],
  },
  { query: "cust pmts rec'd since 1 Oct", expected: ["LedgerApi.FetchInvoicePayments"] },
  {
    query: "pmt 7c1e9a20-4b6d-4f1e-9a3c-2d5e8f0b1a44 - which inv + bank acct",
    expected: ["LedgerApi.RetrieveInvoicePayment", "LedgerApi.FetchInvoicePayments"],
  },
  { query: "reverse pmt on INV-0311, posted to wrong inv", expected: ["LedgerApi.DeletePayment"] },
  { query: "supp pmt run: 6 bills as one bank line from 090", expected: ["LedgerApi.CreateBatchPayment"] },
  { query: "PAYBATCH runs Oct", expected: ["LedgerApi.RetrieveBatchPayments"] },
  {
    query: "unwind 14 Nov supp batch pmt",
    expected: ["LedgerApi.DeleteBatchPayment", "LedgerApi.DeleteBatchPaymentByUrlParam"],
  },
  { query: "pmt note: bank confirmed cleared 18/11", expected: ["LedgerApi.CreatePaymentHistoryRecord"] },
  // credit notes
  {
    query: "CN Kowhai Cafe $120 short delivery",
    expected: ["LedgerApi.CreateCreditNotes", "LedgerApi.UpdateOrCreateCreditNotes"],
  },
  { query: "CNs w/ credit still unallocated", expected: ["LedgerApi.GetCreditNotes"] },
  { query: "apply CN-0014 against INV-0402", expected: ["LedgerApi.CreateCreditNoteAllocation"] },
  {
    query: "refund CN-0009 cash back to cust from 090",
    expected: ["LedgerApi.CreatePayment", "LedgerApi.CreatePayments"],
  },
  { query: "CN-0011 PDF", expected: ["LedgerApi.GetCreditNotePdf"] },
  { query: "void CN-0017", expected: ["LedgerApi.UpdateCreditNote", "LedgerApi.UpdateOrCreateCreditNotes"] },
  { query: "undo CN alloc on INV-0388, applied wrong", expected: ["LedgerApi.DeleteCreditNoteAllocation"] },
  // prepayments and overpayments
  { query: "allocate Ridgeway overpmt to INV-0415", expected: ["LedgerApi.CreateOverpaymentAllocations"] },
  { query: "cust prepmts not yet allocated", expected: ["LedgerApi.RetrievePrepayments"] },
  // contacts and groups
  {
    query: "new cust Tui Brewing Ltd, accts@tuibrewing.co.nz",
    expected: ["LedgerApi.CreateContacts", "LedgerApi.UpdateOrCreateContacts"],
  },
  {
    query: "supp Hirepool new postal addr + ph",
    expected: ["LedgerApi.UpdateContact", "LedgerApi.UpdateOrCreateContacts"],
  },
  { query: "cust lookup 'acme' - email?", expected: ["LedgerApi.FetchAllLedgerContacts"] },
  {
    query: "cust acct CUST-0042 full details",
    expected: ["LedgerApi.GetLedgerContactByNumber", "LedgerApi.FetchAllLedgerContacts"],
  },
  { query: "cust note Ridgeway: on stop til o/s cleared", expected: ["LedgerApi.AddContactHistoryRecord"] },
  { query: "who changed Hirepool bank dets - contact hist", expected: ["LedgerApi.GetContactHistory"] },
  { query: "add Tui Brewing to Wholesale cust group", expected: ["LedgerApi.CreateContactGroupContacts"] },
  { query: "take Dataworx out of Preferred Supps group", expected: ["LedgerApi.RemoveContactFromGroup"] },
  { query: "subbie J Smith Builders - CIS deduction rate?", expected: ["LedgerApi.GetContactCisSettings"] },
  {
    query: "file signed credit app on Tui Brewing cust record",
    expected: ["LedgerApi.UploadContactAttachment"],
  },
  // reports
  { query: "P&L YTD", expected: ["LedgerApi.GetProfitAndLossReport"] },
  { query: "BS as at 31/3 vs prior 2 yrs", expected: ["LedgerApi.GetBalanceSheetReport"] },
  { query: "TB EOM Oct", expected: ["LedgerApi.GetTrialBalanceReport"] },
  { query: "AR aged - Ridgeway only", expected: ["LedgerApi.GetAgedReceivablesReportByContact"] },
  { query: "AP aging Power Direct as at EOM", expected: ["LedgerApi.GetAgedPayablesReportByContact"] },
  { query: "bank summ Oct - open/close bal per acct", expected: ["LedgerApi.GetBankSummaryReport"] },
  { query: "exec summary Sept for directors", expected: ["LedgerApi.RetrieveExecutiveSummaryReport"] },
  { query: "1099s 2025 - contractor amts", expected: ["LedgerApi.Retrieve1099Reports"] },
  { query: "published rpts list - last FY set", expected: ["LedgerApi.RetrieveUniqueReportsList"] },
  // bank transactions and transfers
  { query: "unrec'd spend money ANZ chq", expected: ["LedgerApi.RetrieveBankTransactions"] },
  {
    query: "spend money $64.90 parking, 090, acct 493 GST incl",
    expected: ["LedgerApi.CreateBankTransactions", "LedgerApi.UpdateOrCreateBankTransactions"],
  },
  {
    query: "delete dup'd Z Energy spend txn 12 Nov",
    expected: ["LedgerApi.UpdateBankTransaction", "LedgerApi.UpdateOrCreateBankTransactions"],
  },
  { query: "fuel rcpt img onto spend money txn", expected: ["LedgerApi.UploadBankTransactionAttachment"] },
  { query: "who coded bank txn to 429 - hist", expected: ["LedgerApi.GetBankTransactionHistory"] },
  { query: "xfer $5k ANZ chq -> online saver", expected: ["LedgerApi.CreateBankTransfer"] },
  { query: "inter-acct xfers > $10k this yr", expected: ["LedgerApi.RetrieveBankTransfers"] },
  {
    query: "reverse 15 Nov xfer, wrong acct",
    expected: ["LedgerApi.DeleteBankTransfer", "LedgerApi.DeleteBankTransfers"],
  },
  // chart of accounts
  { query: "CoA - bank accts only", expected: ["LedgerApi.RetrieveFullChartOfAccounts"] },
  { query: "new GL acct 478 Staff amenities, expense", expected: ["LedgerApi.CreateAccount"] },
  { query: "archive acct 455, not used anymore", expected: ["LedgerApi.UpdateAccount"] },
  // manual journals and the general ledger
  {
    query: "MJ accrue Nov audit fee $3,500 Dr 405 Cr 820",
    expected: ["LedgerApi.CreateManualJournals", "LedgerApi.UpdateOrCreateManualJournals"],
  },
  {
    query: "post draft depn MJ Oct",
    expected: ["LedgerApi.UpdateManualJournal", "LedgerApi.UpdateOrCreateManualJournals"],
  },
  { query: "posted MJs this FY", expected: ["LedgerApi.RetrieveManualJournals"] },
  // tax, tracking, items
  { query: "GST rates set up - list", expected: ["LedgerApi.RetrieveTaxRates"] },
  { query: "new VAT rate 5% reduced", expected: ["LedgerApi.CreateTaxRates"] },
  { query: "add opt Wellington to Region tracking", expected: ["LedgerApi.CreateTrackingOptions"] },
  { query: "tracking cats + opts", expected: ["LedgerApi.GetTrackingCategories"] },
  {
    query: "item CONSULT-HR $180/hr, sales acct 200",
    expected: ["LedgerApi.CreateItems", "LedgerApi.UpdateOrCreateItems"],
  },
  {
    query: "bump sell price BOLT-M8 to 0.45",
    expected: ["LedgerApi.UpdateItem", "LedgerApi.UpdateOrCreateItems"],
  },
  // quotes, purchase orders, repeating invoices
  {
    query: "quote Tui Brewing fitout $14,200, exp 30 days",
    expected: ["LedgerApi.CreateQuotes", "LedgerApi.UpdateOrCreateQuotes"],
  },
  { query: "mark QU-0021 accepted", expected: ["LedgerApi.UpdateQuote", "LedgerApi.UpdateOrCreateQuotes"] },
  {
    query: "raise PO Placemakers timber, deliver Fri",
    expected: ["LedgerApi.CreatePurchaseOrders", "LedgerApi.UpdateOrCreatePurchaseOrders"],
  },
  { query: "PO-0033 dets", expected: ["LedgerApi.RetrievePurchaseOrderByNumber"] },
  {
    query: "monthly rent inv Kowhai Cafe $2,400 from 1 Dec, ongoing",
    expected: ["LedgerApi.CreateRepeatingInvoices", "LedgerApi.UpdateOrCreateRepeatingInvoices"],
  },
  // budgets, currencies, organisation, users
  { query: "budgets list incl tracking ones", expected: ["LedgerApi.RetrieveBudgets"] },
  { query: "FX: enable AUD", expected: ["LedgerApi.CreateCurrency"] },
  { query: "org FYE + base ccy", expected: ["LedgerApi.GetLedgerOrganisationDetails"] },
  { query: "Xero logins - who's admin", expected: ["LedgerApi.RetrieveLedgerUsers"] },
  // task manager
  { query: "todo: chase Ridgeway o/s, due Fri", expected: ["TasksApi.CreateTaskTasks"] },
  { query: "open tasks EOM close proj", expected: ["TasksApi.RetrieveProjectWithTasks"] },
  { query: "new proj FY26 year-end", expected: ["TasksApi.CreateProjectInTasks"] },
  { query: "tick off GST return Oct task", expected: ["TasksApi.MarkTaskComplete"] },
  { query: "what got done last wk - closed tasks", expected: ["TasksApi.ListCompletedTasks"] },
  { query: "high prio open tasks tagged recon", expected: ["TasksApi.FilterTasks"] },
  {
    query: "shift bank recon tasks Inbox -> Month-end proj",
    expected: ["TasksApi.MoveTasksBetweenProjects"],
  },
  { query: "push payroll run task due date to Tue", expected: ["TasksApi.UpdateTaskProperties"] },
  { query: "bin dup task BAS lodge", expected: ["TasksApi.DeleteSpecificTask"] },
  { query: "all my task projs", expected: ["TasksApi.GetUserProjects"] },
  { query: "rename proj Clients 2025 -> Clients 2026", expected: ["TasksApi.UpdateProjectProperties"] },
  { query: "kill proj Xmas party 2024 + all its tasks", expected: ["TasksApi.DeleteTasksProject"] },
  { query: "checklist on Accrue audit fee task", expected: ["TasksApi.RetrieveTaskDetails"] },
  { query: "Inbox - what's still open", expected: ["TasksApi.RetrieveProjectWithTasks"] },
  {
    query: "Work proj settings - view mode + colour",
    expected: ["TasksApi.GetTasksProjectById", "TasksApi.GetUserProjects"],
  },
  { query: "recurring todo PAYE filing 20th monthly", expected: ["TasksApi.CreateTaskTasks"] },
  { query: "Month-end proj to kanban view", expected: ["TasksApi.UpdateProjectProperties"] },
  { query: "tasks starting this wk, Clients proj", expected: ["TasksApi.FilterTasks"] },
  { query: "done list Oct close proj, 1-31 Oct", expected: ["TasksApi.ListCompletedTasks"] },
  { query: "prio high on supp stmt recon task", expected: ["TasksApi.UpdateTaskProperties"] },
];
