// A fifth tuning set of plain requests, written blind (from the catalog's tool names and
// docs/tools.md, before the search was run on it) for a search that weighs meaning as well as words:
// everyday owner, bookkeeper, agent and to-do wording, varied phrasing. Each expects one of its tools
// in the top three. Tuned on its even half only; the odd half is reported apart, to show whether
// the tuning generalises (`npx tsx bench/search-tuning.ts`, `npm run bench:search`).
import type { SearchCase } from "./search-queries";

const L = (...names: string[]) => names.map((name) => `LedgerApi.${name}`);
const T = (...names: string[]) => names.map((name) => `TasksApi.${name}`);

const PAYMENT = L("CreatePayment", "CreatePayments");

const CASES: readonly (readonly [string, readonly string[]])[] = [
  // Getting paid, paying out
  ["the plumber's invoice is settled, log the money against it", PAYMENT],
  ["Riverside Dental just transferred what they owed for INV-0520", PAYMENT],
  ["put through a payment of $75 on invoice 0333", PAYMENT],
  ["I paid the electricity bill yesterday from the cheque account", PAYMENT],
  ["settle up three supplier invoices together as one bank line", L("CreateBatchPayment", "CreatePayments")],
  ["which payments came in this month", L("FetchInvoicePayments")],
  ["show me the details of one payment", L("RetrieveInvoicePayment")],
  ["that payment was entered twice, take one out", L("DeletePayment")],
  ["undo the batch payment from Tuesday", L("DeleteBatchPayment", "DeleteBatchPaymentByUrlParam")],
  ["list the grouped payments we made to suppliers", L("RetrieveBatchPayments")],
  ["client overpaid by $40, what do we have on file for overpayments", L("RetrieveOverpayments")],
  ["use the extra money Acme sent on their next invoice", L("CreateOverpaymentAllocations")],
  ["customer paid upfront before we invoiced, show those advance payments", L("RetrievePrepayments")],
  ["apply the deposit to the final invoice", L("CreatePrepaymentAllocations")],
  ["take the deposit back off that invoice, it went on the wrong one", L("DeletePrepaymentAllocation")],
  // Invoices and bills
  ["bill the Hendersons $900 for the fence repairs", L("CreateInvoices", "UpdateOrCreateInvoices")],
  [
    "make out an invoice to Kowhai Kids for three hours of tutoring",
    L("CreateInvoices", "UpdateOrCreateInvoices"),
  ],
  ["who hasn't paid me yet", L("RetrieveInvoices", "GetAgedReceivablesReportByContact")],
  ["show every invoice that is past its due date", L("RetrieveInvoices")],
  ["open invoice INV-0411", L("GetInvoiceDetails")],
  ["what's on the Spark invoice we got last week", L("GetInvoiceDetails", "RetrieveInvoices")],
  ["cancel invoice 0290, the job fell through", L("UpdateInvoice")],
  ["approve the draft invoices so they can go out", L("UpdateInvoice", "UpdateOrCreateInvoices")],
  ["change the due date on INV-0377 to the end of the month", L("UpdateInvoice")],
  ["email the invoice to the customer", L("EmailInvoice")],
  ["resend invoice 0402 to Pete, he lost it", L("EmailInvoice")],
  ["get me a link the customer can pay online from", L("RetrieveOnlineInvoiceUrl")],
  ["download a PDF copy of INV-0199", L("RetrieveInvoicePdf")],
  ["who edited this invoice and when", L("RetrieveInvoiceHistory")],
  ["add a note to the invoice saying the client asked for extra time", L("CreateInvoiceHistory")],
  ["attach the signed job sheet to invoice 0450", L("UploadInvoiceAttachment")],
  ["what files are stuck on that invoice", L("RetrieveInvoiceAttachments")],
  ["enter a bill from the stationery supplier for $120", L("CreateInvoices", "UpdateOrCreateInvoices")],
  ["bills I need to pay this week", L("RetrieveInvoices", "GetAgedPayablesReportByContact")],
  ["how are our automatic reminders for late invoices set up", L("GetInvoiceReminderSettings")],
  // Repeating invoices
  [
    "invoice the gym membership every month automatically",
    L("CreateRepeatingInvoices", "UpdateOrCreateRepeatingInvoices"),
  ],
  ["which invoices go out on a schedule", L("GetRepeatingInvoices")],
  ["change the amount on the monthly retainer invoice", L("UpdateRepeatingInvoice")],
  // Credit notes and refunds
  ["give Acme a credit of $50 for the damaged goods", L("CreateCreditNotes", "UpdateOrCreateCreditNotes")],
  ["apply the credit note to their open invoice", L("CreateCreditNoteAllocation")],
  ["show all credit notes", L("GetCreditNotes")],
  ["print the credit note as a pdf", L("GetCreditNotePdf")],
  ["void that credit note, it was a mistake", L("UpdateCreditNote")],
  ["customer wants their money back for a returned heater", L("CreateCreditNotes", "CreatePayment")],
  // Quotes
  ["send a price estimate to the Wongs for a new deck", L("CreateQuotes", "UpdateOrCreateQuotes")],
  ["list the quotes still waiting on an answer", L("RetrieveSalesQuotes")],
  ["the client accepted quote QU-0044", L("UpdateQuote")],
  ["look up quote QU-0051", L("RetrieveQuote")],
  ["pdf of the quote for the customer", L("RetrieveQuotePdf")],
  // Purchase orders
  [
    "order 40 bags of potting mix from the wholesaler",
    L("CreatePurchaseOrders", "UpdateOrCreatePurchaseOrders"),
  ],
  ["what have we ordered from suppliers that hasn't arrived", L("RetrievePurchaseOrders")],
  ["find purchase order PO-0012", L("RetrievePurchaseOrderByNumber", "RetrievePurchaseOrder")],
  ["the supplier confirmed, mark the PO as approved", L("UpdatePurchaseOrder")],
  // Bank
  ["what went through the bank account last week", L("RetrieveBankTransactions")],
  ["record $35 cash spent on parking", L("CreateBankTransactions", "UpdateOrCreateBankTransactions")],
  [
    "money we received that isn't for an invoice, like a grant, enter it",
    L("CreateBankTransactions", "UpdateOrCreateBankTransactions"),
  ],
  ["move $2,000 from savings to the cheque account", L("CreateBankTransfer")],
  ["list transfers between our accounts", L("RetrieveBankTransfers")],
  ["delete the transfer I did by mistake", L("DeleteBankTransfer", "DeleteBankTransfers")],
  ["fix the account code on that spend money transaction", L("UpdateBankTransaction")],
  ["attach the receipt photo to the bank transaction", L("UploadBankTransactionAttachment")],
  ["how much is in each bank account", L("GetBankSummaryReport")],
  // Expenses
  ["I bought lunch for a client with my own card, claim it back", L("CreateReceipt", "CreateExpenseClaims")],
  ["staff expense claims waiting for approval", L("RetrieveExpenseClaims")],
  ["approve Sam's expense claim", L("UpdateExpenseClaim")],
  ["receipts that haven't been submitted yet", L("GetDraftExpenseReceipts")],
  ["upload the fuel receipt image", L("UploadReceiptAttachment")],
  // Journals
  [
    "post a journal moving $300 from office supplies to equipment",
    L("CreateManualJournals", "UpdateOrCreateManualJournals"),
  ],
  ["show the manual journals from last quarter", L("RetrieveManualJournals")],
  [
    "record depreciation for the year as an adjusting entry",
    L("CreateManualJournals", "UpdateOrCreateManualJournals"),
  ],
  ["every posting to the general ledger since March", L("GetFinancialJournals")],
  // Contacts
  ["add a new customer called Tui Hair Studio", L("CreateContacts", "UpdateOrCreateContacts")],
  ["find the contact details for Jenny Moore", L("FetchAllLedgerContacts", "RetrieveLedgerContact")],
  ["Bluegum moved, update their postal address", L("UpdateContact")],
  ["new mobile number for our courier", L("UpdateContact")],
  ["archive the supplier we don't use any more", L("UpdateContact")],
  ["list all my suppliers", L("FetchAllLedgerContacts")],
  ["put these five clients into the VIP group", L("CreateContactGroupContacts")],
  ["take Harbour Cafe out of the wholesale group", L("RemoveContactFromGroup")],
  ["make a group for trade customers", L("CreateContactGroup")],
  ["what groups of contacts exist", L("RetrieveContactGroups")],
  ["who changed Acme's contact record", L("GetContactHistory")],
  ["save the signed contract on the customer's file", L("UploadContactAttachment")],
  // Items and inventory
  ["add a product: large terracotta pot, sells for $45", L("CreateItems", "UpdateOrCreateItems")],
  ["what do we sell, show the item list", L("GetItems")],
  ["raise the price of the small pot to $20", L("UpdateItem", "UpdateOrCreateItems")],
  ["we stopped selling candles, remove that item", L("DeleteInventoryItem")],
  // Accounts, tax, settings
  ["show the chart of accounts", L("RetrieveFullChartOfAccounts")],
  ["set up a new expense account for software subscriptions", L("CreateAccount")],
  ["rename the Motor Vehicle account", L("UpdateAccount")],
  ["what tax rates are set up", L("RetrieveTaxRates")],
  ["add a zero-rated tax rate for exports", L("CreateTaxRates")],
  ["which currencies can we invoice in", L("GetLedgerCurrencies")],
  ["start billing in Australian dollars too", L("CreateCurrency")],
  ["tag transactions by region, set up a tracking category", L("CreateTrackingCategory")],
  ["add an 'Auckland' option to the region tracking", L("CreateTrackingOptions")],
  ["which Xero organisations am I connected to", L("GetConnectedTenants")],
  ["what's our company's registered name and base currency", L("GetLedgerOrganisationDetails")],
  ["who has access to our books", L("RetrieveLedgerUsers")],
  ["the invoice templates and logos we have", L("GetBrandingThemes")],
  ["set the opening balances for when we moved to Xero", L("SetupConversionDetails")],
  // Reports
  ["how much profit did we make last month", L("GetProfitAndLossReport")],
  ["compare revenue this quarter against last", L("GetProfitAndLossReport")],
  ["what do we own and owe right now", L("GetBalanceSheetReport")],
  ["run a trial balance at 30 June", L("GetTrialBalanceReport")],
  ["how much do customers owe us, oldest first", L("GetAgedReceivablesReportByContact")],
  ["what do we owe suppliers and how late is it", L("GetAgedPayablesReportByContact")],
  ["how are we tracking against budget", L("GetBudgetSummaryReport", "RetrieveBudgets")],
  ["a quick summary of cash and business performance", L("RetrieveExecutiveSummaryReport")],
  ["1099 forms for contractors", L("Retrieve1099Reports")],
  // TickTick
  ["remind me to call the accountant on Friday", T("CreateTaskTasks")],
  ["add 'buy printer ink' to my shopping list", T("CreateTaskTasks")],
  ["what's on my to-do list today", T("FilterTasks", "RetrieveProjectWithTasks")],
  ["which tasks are overdue", T("FilterTasks")],
  ["tick off 'send BAS' as done", T("MarkTaskComplete")],
  ["I finished the quarterly filing task", T("MarkTaskComplete")],
  ["push the dentist reminder to next week", T("UpdateTaskProperties")],
  ["make the rent reminder high priority", T("UpdateTaskProperties")],
  ["move the 'order stock' task into the Shop list", T("MoveTasksBetweenProjects")],
  ["delete the task about the old van", T("DeleteSpecificTask")],
  ["what did I get done last week", T("ListCompletedTasks")],
  ["show all my lists", T("GetUserProjects")],
  ["create a new list for the office move", T("CreateProjectInTasks")],
  ["everything left to do in the Renovation list", T("RetrieveProjectWithTasks")],
  ["rename my Errands list to Weekend", T("UpdateProjectProperties")],
  ["get rid of the Christmas list", T("DeleteTasksProject")],
  ["show the subtasks on the payroll task", T("RetrieveTaskDetails")],
  ["make a follow-up to-do for each overdue invoice", T("CreateTaskTasks")],
];

export const TUNING_4_CASES: readonly SearchCase[] = CASES.map(([query, expected]) => ({
  query,
  expected: [...expected],
}));
