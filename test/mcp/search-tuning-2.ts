// A third tuning set of plain requests, written before the everyday phrasings of
// lib/mcp/discovery/everyday-phrases.ts were indexed, to tune them on: every area of both
// toolkits, phrased as a busy owner, a bookkeeper or someone keeping a to-do list would put it,
// with a few less obvious jobs (attachments, tracking, conversion balances, 1099s). Each expects
// its tool in the top three; `npm run bench:search` prints the rates and the misses.
import type { SearchCase } from "./search-queries";

const PAY = ["LedgerApi.CreatePayment", "LedgerApi.CreatePayments"];
const CONTACTS = ["LedgerApi.FetchAllLedgerContacts", "LedgerApi.RetrieveLedgerContact"];
const NEW_CONTACT = ["LedgerApi.CreateContacts", "LedgerApi.UpdateOrCreateContacts"];

export const TUNING_2_CASES: readonly SearchCase[] = [
  // To-dos.
  { query: "add milk to my shopping list", expected: ["TasksApi.CreateTaskTasks"] },
  { query: "remind me to call the accountant on friday", expected: ["TasksApi.CreateTaskTasks"] },
  { query: "tick off the dentist to-do", expected: ["TasksApi.MarkTaskComplete"] },
  { query: "what's on my plate today", expected: ["TasksApi.FilterTasks"] },
  { query: "show the high priority to-dos", expected: ["TasksApi.FilterTasks"] },
  { query: "rename my groceries list", expected: ["TasksApi.UpdateProjectProperties"] },
  { query: "start a new list for the house move", expected: ["TasksApi.CreateProjectInTasks"] },
  { query: "throw away the old holiday list", expected: ["TasksApi.DeleteTasksProject"] },
  { query: "shift these to-dos into the work list", expected: ["TasksApi.MoveTasksBetweenProjects"] },
  { query: "what have I got done this month", expected: ["TasksApi.ListCompletedTasks"] },
  { query: "change the due date of a to-do", expected: ["TasksApi.UpdateTaskProperties"] },
  { query: "get rid of a to-do", expected: ["TasksApi.DeleteSpecificTask"] },
  { query: "everything in my work list", expected: ["TasksApi.RetrieveProjectWithTasks"] },
  { query: "see the checklist of a to-do", expected: ["TasksApi.RetrieveTaskDetails"] },
  // Selling and getting paid.
  { query: "bill a client for last month's work", expected: ["LedgerApi.CreateInvoices"] },
  {
    query: "who owes me money",
    expected: ["LedgerApi.RetrieveInvoices", "LedgerApi.GetAgedReceivablesReportByContact"],
  },
  {
    query: "chase a client who hasn't paid",
    expected: ["LedgerApi.EmailInvoice", "LedgerApi.RetrieveInvoices"],
  },
  { query: "send the invoice to the customer by email", expected: ["LedgerApi.EmailInvoice"] },
  { query: "get a link the client can pay online", expected: ["LedgerApi.RetrieveOnlineInvoiceUrl"] },
  { query: "the client paid in cash", expected: PAY },
  { query: "client paid too much", expected: ["LedgerApi.RetrieveOverpayments"] },
  { query: "customer paid a deposit up front", expected: ["LedgerApi.RetrievePrepayments"] },
  { query: "give a customer a refund", expected: ["LedgerApi.CreateCreditNotes", ...PAY] },
  {
    query: "use a customer's credit against their next invoice",
    expected: ["LedgerApi.CreateCreditNoteAllocation"],
  },
  {
    query: "write off an invoice that will never be paid",
    expected: ["LedgerApi.UpdateInvoice", "LedgerApi.CreateCreditNotes"],
  },
  { query: "send a price estimate to a prospect", expected: ["LedgerApi.CreateQuotes"] },
  { query: "the client accepted our estimate", expected: ["LedgerApi.UpdateQuote"] },
  {
    query: "invoice the same customer every month automatically",
    expected: ["LedgerApi.CreateRepeatingInvoices"],
  },
  {
    query: "are automatic payment reminders switched on",
    expected: ["LedgerApi.GetInvoiceReminderSettings"],
  },
  { query: "print an invoice as a pdf", expected: ["LedgerApi.RetrieveInvoicePdf"] },
  { query: "who changed this invoice and when", expected: ["LedgerApi.RetrieveInvoiceHistory"] },
  // Buying and paying out.
  { query: "order stock from a supplier", expected: ["LedgerApi.CreatePurchaseOrders"] },
  { query: "bills I still have to pay", expected: ["LedgerApi.RetrieveInvoices"] },
  { query: "how much do we owe each supplier", expected: ["LedgerApi.GetAgedPayablesReportByContact"] },
  { query: "pay several suppliers in one bank payment", expected: ["LedgerApi.CreateBatchPayment"] },
  {
    query: "reimburse an employee for a taxi",
    expected: ["LedgerApi.CreateReceipt", "LedgerApi.CreateExpenseClaims"],
  },
  { query: "staff expenses waiting to be paid back", expected: ["LedgerApi.RetrieveExpenseClaims"] },
  { query: "recharge a supplier cost to the client", expected: ["LedgerApi.CreateLinkedTransaction"] },
  {
    query: "snap a photo of a receipt and attach it to the bill",
    expected: ["LedgerApi.UploadInvoiceAttachment"],
  },
  { query: "a supplier credited us for damaged goods", expected: ["LedgerApi.CreateCreditNotes"] },
  // Bank and cash.
  { query: "record a petty cash purchase", expected: ["LedgerApi.CreateBankTransactions"] },
  { query: "money came into the bank that isn't an invoice", expected: ["LedgerApi.CreateBankTransactions"] },
  { query: "move money from checking to savings", expected: ["LedgerApi.CreateBankTransfer"] },
  { query: "how much cash came in and went out", expected: ["LedgerApi.GetBankSummaryReport"] },
  { query: "what did we spend on the card last month", expected: ["LedgerApi.RetrieveBankTransactions"] },
  { query: "attach the receipt to a card purchase", expected: ["LedgerApi.UploadBankTransactionAttachment"] },
  // Books, reports and tax.
  {
    query: "are we making money",
    expected: ["LedgerApi.GetProfitAndLossReport", "LedgerApi.RetrieveExecutiveSummaryReport"],
  },
  { query: "what we own and what we owe", expected: ["LedgerApi.GetBalanceSheetReport"] },
  { query: "check the books balance", expected: ["LedgerApi.GetTrialBalanceReport"] },
  { query: "book depreciation for the year", expected: ["LedgerApi.CreateManualJournals"] },
  { query: "set up a new expense category", expected: ["LedgerApi.CreateAccount"] },
  { query: "what VAT rates do we charge", expected: ["LedgerApi.RetrieveTaxRates"] },
  { query: "add a sales tax rate for the state", expected: ["LedgerApi.CreateTaxRates"] },
  { query: "contractor tax forms for the year", expected: ["LedgerApi.Retrieve1099Reports"] },
  {
    query: "are we over budget",
    expected: ["LedgerApi.GetBudgetSummaryReport", "LedgerApi.RetrieveBudgets"],
  },
  { query: "enter opening balances from the old system", expected: ["LedgerApi.SetupConversionDetails"] },
  {
    query: "split costs by department",
    expected: ["LedgerApi.CreateTrackingCategory", "LedgerApi.GetTrackingCategories"],
  },
  { query: "start invoicing in euros", expected: ["LedgerApi.CreateCurrency"] },
  // People, products and setup.
  { query: "a client's email address", expected: CONTACTS },
  { query: "add a new supplier", expected: NEW_CONTACT },
  {
    query: "a customer moved office, change their address",
    expected: ["LedgerApi.UpdateContact", "LedgerApi.UpdateOrCreateContacts"],
  },
  { query: "put these clients in the VIP group", expected: ["LedgerApi.CreateContactGroupContacts"] },
  {
    query: "raise the price of a product",
    expected: ["LedgerApi.UpdateItem", "LedgerApi.UpdateOrCreateItems"],
  },
  { query: "what products do we sell", expected: ["LedgerApi.GetItems"] },
  { query: "who has access to our accounts", expected: ["LedgerApi.RetrieveLedgerUsers"] },
  {
    query: "change the logo on our invoices",
    expected: ["LedgerApi.GetBrandingThemes", "LedgerApi.RetrieveBrandingTheme"],
  },
  {
    query: "which company am I connected to",
    expected: ["LedgerApi.GetConnectedTenants", "LedgerApi.GetLedgerOrganisationDetails"],
  },
  {
    query: "our company's registered name and tax number",
    expected: ["LedgerApi.GetLedgerOrganisationDetails"],
  },
];
