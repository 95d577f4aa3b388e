// More plain requests in everyday words, for tuning the search vocabulary (synonyms.ts, terms.ts)
// with test/mcp/search-queries.ts: paying and being paid, voiding, cancelling and approving, finding
// and looking up, what is overdue or owed, bills, receipts and refunds, to-dos. The first six are
// requests agents missed with the search before it knew these words. Each expects its tool in the top
// three (test/mcp/search-confidence.test.ts); `npm run bench:search` prints the rates. The held-out
// set (search-heldout.ts) is never tuned on.
import type { SearchCase } from "./search-queries";

const PAY = ["LedgerApi.CreatePayment", "LedgerApi.CreatePayments"];

export const TUNING_CASES: readonly SearchCase[] = [
  // Requests agents missed.
  { query: "record a customer payment against an invoice", expected: PAY },
  { query: "customer paid an invoice", expected: PAY },
  { query: "find contact by name", expected: ["LedgerApi.FetchAllLedgerContacts"] },
  { query: "pay a supplier bill", expected: PAY },
  { query: "void a sales invoice", expected: ["LedgerApi.UpdateInvoice"] },
  { query: "cancel an invoice", expected: ["LedgerApi.UpdateInvoice"] },
  // Paying and being paid.
  { query: "mark the bill as paid", expected: PAY },
  { query: "we received money for invoice INV-0007", expected: PAY },
  { query: "pay out a refund on a credit note", expected: PAY },
  { query: "which payments came in this month", expected: ["LedgerApi.FetchInvoicePayments"] },
  { query: "undo a payment I recorded by mistake", expected: ["LedgerApi.DeletePayment"] },
  { query: "pay a bunch of supplier bills in one go", expected: ["LedgerApi.CreateBatchPayment"] },
  { query: "settle an invoice", expected: PAY },
  // Voiding, cancelling, approving.
  { query: "approve a bill", expected: ["LedgerApi.UpdateInvoice"] },
  { query: "cancel a purchase order", expected: ["LedgerApi.UpdatePurchaseOrder"] },
  { query: "void a credit note", expected: ["LedgerApi.UpdateCreditNote"] },
  { query: "approve an expense claim", expected: ["LedgerApi.UpdateExpenseClaim"] },
  { query: "the customer declined the quote", expected: ["LedgerApi.UpdateQuote"] },
  { query: "reverse a posted manual journal", expected: ["LedgerApi.UpdateManualJournal"] },
  { query: "stop a repeating invoice", expected: ["LedgerApi.UpdateRepeatingInvoice"] },
  { query: "approve the draft bill from the supplier", expected: ["LedgerApi.UpdateInvoice"] },
  { query: "void a bill", expected: ["LedgerApi.UpdateInvoice"] },
  { query: "delete a draft invoice", expected: ["LedgerApi.UpdateInvoice"] },
  { query: "cancel a task", expected: ["TasksApi.DeleteSpecificTask"] },
  // Finding and looking up.
  { query: "look up an invoice by its number", expected: ["LedgerApi.RetrieveInvoices"] },
  {
    query: "look up a customer's phone number",
    expected: ["LedgerApi.RetrieveLedgerContact", "LedgerApi.FetchAllLedgerContacts"],
  },
  { query: "find an item by its code", expected: ["LedgerApi.GetItems", "LedgerApi.RetrieveLedgerItem"] },
  { query: "search for a supplier called Acme", expected: ["LedgerApi.FetchAllLedgerContacts"] },
  {
    query: "look up the details of invoice INV-0001",
    expected: ["LedgerApi.GetInvoiceDetails", "LedgerApi.RetrieveInvoices"],
  },
  { query: "find all invoices for Acme", expected: ["LedgerApi.RetrieveInvoices"] },
  { query: "look up a bill", expected: ["LedgerApi.RetrieveInvoices", "LedgerApi.GetInvoiceDetails"] },
  // What is overdue or owed.
  {
    query: "overdue invoices",
    expected: ["LedgerApi.RetrieveInvoices", "LedgerApi.GetAgedReceivablesReportByContact"],
  },
  { query: "how much does Acme owe us", expected: ["LedgerApi.GetAgedReceivablesReportByContact"] },
  {
    query: "what do we owe our suppliers",
    expected: ["LedgerApi.GetAgedPayablesReportByContact", "LedgerApi.RetrieveInvoices"],
  },
  { query: "bills due this week", expected: ["LedgerApi.RetrieveInvoices"] },
  { query: "show overdue bills", expected: ["LedgerApi.RetrieveInvoices"] },
  {
    query: "list unpaid supplier bills",
    expected: ["LedgerApi.RetrieveInvoices", "LedgerApi.GetAgedPayablesReportByContact"],
  },
  {
    query: "which customers owe money",
    expected: ["LedgerApi.GetAgedReceivablesReportByContact", "LedgerApi.RetrieveInvoices"],
  },
  { query: "how much do we owe Acme", expected: ["LedgerApi.GetAgedPayablesReportByContact"] },
  {
    query: "customers who haven't paid",
    expected: ["LedgerApi.GetAgedReceivablesReportByContact", "LedgerApi.RetrieveInvoices"],
  },
  // Bills, receipts, refunds.
  { query: "record a bill we got from the plumber", expected: ["LedgerApi.CreateInvoices"] },
  { query: "add an expense receipt for a taxi", expected: ["LedgerApi.CreateReceipt"] },
  {
    query: "attach a scanned receipt to a bank transaction",
    expected: ["LedgerApi.UploadBankTransactionAttachment"],
  },
  { query: "credit a customer for returned goods", expected: ["LedgerApi.CreateCreditNotes"] },
  { query: "receipts not yet claimed", expected: ["LedgerApi.GetDraftExpenseReceipts"] },
  { query: "how much cash is in the bank", expected: ["LedgerApi.GetBankSummaryReport"] },
  { query: "send the invoice to the client by email", expected: ["LedgerApi.EmailInvoice"] },
  // To-dos.
  { query: "tick off the groceries to-do", expected: ["TasksApi.MarkTaskComplete"] },
  { query: "cross a task off", expected: ["TasksApi.MarkTaskComplete"] },
  { query: "check off the laundry task", expected: ["TasksApi.MarkTaskComplete"] },
  { query: "add a to-do to buy milk", expected: ["TasksApi.CreateTaskTasks"] },
  { query: "remind me to call the accountant on Friday", expected: ["TasksApi.CreateTaskTasks"] },
  { query: "remove a to-do", expected: ["TasksApi.DeleteSpecificTask"] },
  { query: "push a task back to next week", expected: ["TasksApi.UpdateTaskProperties"] },
  { query: "high priority tasks", expected: ["TasksApi.FilterTasks"] },
  {
    query: "what's on my to-do list",
    expected: ["TasksApi.RetrieveProjectWithTasks", "TasksApi.FilterTasks"],
  },
];
