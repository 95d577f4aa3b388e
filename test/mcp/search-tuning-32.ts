import type { SearchCase } from "./search-queries";
// Tuning set 32: 100 an accountant's instructions for everyday jobs written from docs/tools.md by someone who had not seen the search code or the other sets.
export const TUNING_32_CASES: readonly SearchCase[] = [
  // 1. invoice a new customer, approve it, email it
  {
    query:
      "Set up Harbour Lights Cafe as a new customer contact, billing email accounts@harbourlights.co.nz, before we raise their first invoice.",
    expected: ["LedgerApi.CreateContacts", "LedgerApi.UpdateOrCreateContacts"],
  },
  {
    query:
      "Create the contact Whitfield & Sons Plumbing with their postal address, PO Box 218, Christchurch 8140.",
    expected: ["LedgerApi.CreateContacts", "LedgerApi.UpdateOrCreateContacts"],
  },
  {
    query:
      "Raise a sales invoice to Tamaki Joinery Ltd for 12 hours of bookkeeping at $85 per hour, coded to revenue account 200.",
    expected: ["LedgerApi.CreateInvoices", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query:
      "Issue an authorised invoice to our new client Ngaio Dental dated 3 March 2026, due 20 March, for the quarterly retainer of $1,650 plus GST.",
    expected: ["LedgerApi.CreateInvoices", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query:
      "The partner has reviewed draft invoice INV-0457; authorise it so it posts to accounts receivable.",
    expected: ["LedgerApi.UpdateInvoice", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query: "Approve the draft sales invoice for Kowhai Landscaping. The client has confirmed the line items.",
    expected: ["LedgerApi.UpdateInvoice", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query: "Email the approved invoice INV-0457 to the customer directly from Xero and mark it as sent.",
    expected: ["LedgerApi.EmailInvoice"],
  },
  {
    query:
      "Pemberton Architects have asked for a copy of their invoice; send it to the email address on their contact record.",
    expected: ["LedgerApi.EmailInvoice"],
  },
  {
    query:
      "Obtain the online invoice link for the authorised invoice to Ngaio Dental so they can pay by card.",
    expected: ["LedgerApi.RetrieveOnlineInvoiceUrl"],
  },

  // 2. record a part payment on an invoice
  {
    query:
      "Oakridge Veterinary has paid $1,200 of INV-0341 by direct credit; record the receipt against the invoice and leave the balance outstanding.",
    expected: ["LedgerApi.CreatePayment", "LedgerApi.CreatePayments"],
  },
  {
    query:
      "Apply a part payment of £450 received on 14 May against invoice INV-2210, banked to the business cheque account 090.",
    expected: ["LedgerApi.CreatePayment", "LedgerApi.CreatePayments"],
  },
  {
    query:
      "Receipt an instalment of $2,000 from Marlow Engineering towards their February invoice; they will pay the remainder next month.",
    expected: ["LedgerApi.CreatePayment", "LedgerApi.CreatePayments"],
  },
  {
    query: "Before recording the instalment, confirm the amount still due on invoice INV-0388.",
    expected: ["LedgerApi.RetrieveInvoices"],
  },
  {
    query: "Find the account code of the ANZ business current account that the customer deposit went into.",
    expected: ["LedgerApi.RetrieveFullChartOfAccounts"],
  },
  {
    query:
      "List the customer payments received since 1 April 2026 so I can check the instalment has been posted.",
    expected: ["LedgerApi.FetchInvoicePayments"],
  },
  {
    query:
      "Pull up the payment with PaymentID 3c1e9a52-7b44-4d0e-9f1a-2b6c8d0e4f71 and confirm the amount and bank account.",
    expected: ["LedgerApi.RetrieveInvoicePayment", "LedgerApi.FetchInvoicePayments"],
  },
  {
    query:
      "The $300 receipt was recorded against the wrong invoice. Delete that payment so the amount is owed again.",
    expected: ["LedgerApi.DeletePayment"],
  },

  // 3. allocate a credit note to an invoice
  {
    query: "Allocate credit note CN-0078 against Bayview Motors' invoice INV-0512.",
    expected: ["LedgerApi.CreateCreditNoteAllocation"],
  },
  {
    query: "Apply $230 of the remaining credit on Kereru Books' credit note to their March invoice.",
    expected: ["LedgerApi.CreateCreditNoteAllocation"],
  },
  {
    query:
      "The customer's credit note is authorised and in the same currency; offset it against their outstanding invoice.",
    expected: ["LedgerApi.CreateCreditNoteAllocation"],
  },
  {
    query: "Find the customer credit notes that still have unallocated credit remaining.",
    expected: ["LedgerApi.GetCreditNotes"],
  },
  {
    query: "Credit note CN-0081 is still in draft. Authorise it so the credit can be allocated.",
    expected: ["LedgerApi.UpdateCreditNote", "LedgerApi.UpdateOrCreateCreditNotes"],
  },
  {
    query:
      "Check the remaining credit on the credit note with CreditNoteID 8d2f4a61-0c3b-4e9a-b7d5-1f6e2a9c3b40.",
    expected: ["LedgerApi.RetrieveCreditNote", "LedgerApi.GetCreditNotes"],
  },
  {
    query:
      "The credit was allocated to the wrong invoice; reverse the allocation so the credit becomes available again.",
    expected: ["LedgerApi.DeleteCreditNoteAllocation"],
  },
  {
    query:
      "Once the credit is applied, re-read the invoice by its InvoiceID to confirm it shows the allocation and a nil balance.",
    expected: ["LedgerApi.GetInvoiceDetails", "LedgerApi.RetrieveInvoices"],
  },

  // 4. compare two months' profit
  {
    query: "Compare net profit for February and March 2026 side by side.",
    expected: ["LedgerApi.GetProfitAndLossReport", "LedgerApi.RetrieveExecutiveSummaryReport"],
  },
  {
    query:
      "How did October's profit compare with September's? I need the month-on-month movement for the management pack.",
    expected: ["LedgerApi.GetProfitAndLossReport", "LedgerApi.RetrieveExecutiveSummaryReport"],
  },
  {
    query: "Run the profit and loss for May 2026 with one prior monthly comparison period.",
    expected: ["LedgerApi.GetProfitAndLossReport"],
  },
  {
    query:
      "Produce the income statement for January and for July of this year so the two months can be compared.",
    expected: ["LedgerApi.GetProfitAndLossReport"],
  },
  {
    query: "Show income and expenses for August 2026 against August 2025.",
    expected: ["LedgerApi.GetProfitAndLossReport"],
  },
  {
    query: "The client reports on a cash basis; prepare the P&L for the last two months on payments only.",
    expected: ["LedgerApi.GetProfitAndLossReport"],
  },
  {
    query: "Break down last month's and the previous month's profit by the Region tracking category.",
    expected: ["LedgerApi.GetProfitAndLossReport"],
  },
  {
    query: "Find the TrackingCategoryID of the Region tracking category so the P&L can be split by it.",
    expected: ["LedgerApi.GetTrackingCategories"],
  },

  // 5. enter a supplier bill and attach its receipt
  {
    query:
      "Enter the bill from Kauri Timber Supplies, their invoice KTS-8812 for $2,340 including GST, due 20 June, into accounts payable.",
    expected: ["LedgerApi.CreateInvoices", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query:
      "Record a purchase bill (ACCPAY) from Metro Couriers for March courier charges of $186.50, coded to 425 Freight & Courier.",
    expected: ["LedgerApi.CreateInvoices", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query: "Attach the scanned receipt PDF to the Office Direct bill we have just entered.",
    expected: ["LedgerApi.UploadInvoiceAttachment", "LedgerApi.ReplaceInvoiceAttachment"],
  },
  {
    query: "Upload receipt-0419.jpg as supporting documentation on the Bunnings bill.",
    expected: ["LedgerApi.UploadInvoiceAttachment", "LedgerApi.ReplaceInvoiceAttachment"],
  },
  {
    query:
      "The supplier has sent a corrected copy of their invoice. Replace the attached file of the same name on the bill.",
    expected: ["LedgerApi.ReplaceInvoiceAttachment", "LedgerApi.UploadInvoiceAttachment"],
  },
  {
    query: "Confirm which files are now attached to the Bunnings bill.",
    expected: ["LedgerApi.RetrieveInvoiceAttachments"],
  },
  {
    query:
      "Find the expense account code for Repairs and Maintenance so the supplier bill is coded correctly.",
    expected: ["LedgerApi.RetrieveFullChartOfAccounts"],
  },
  {
    query: "Look up the supplier Pacific Fuel Ltd in contacts before keying their bill.",
    expected: ["LedgerApi.FetchAllLedgerContacts"],
  },
  {
    query: "Approve the draft supplier bill from Metro Couriers so it appears in aged payables.",
    expected: ["LedgerApi.UpdateInvoice", "LedgerApi.UpdateOrCreateInvoices"],
  },

  // 6. post a journal that reclassifies an amount between accounts
  {
    query:
      "Post a manual journal dated 31 March reclassifying $480 from General Expenses (429) to Office Expenses (453).",
    expected: ["LedgerApi.CreateManualJournals", "LedgerApi.UpdateOrCreateManualJournals"],
  },
  {
    query:
      "The $1,150 software subscription was coded to Computer Equipment in error; reclassify it to Subscriptions by journal.",
    expected: ["LedgerApi.CreateManualJournals", "LedgerApi.UpdateOrCreateManualJournals"],
  },
  {
    query: "Enter a draft journal moving $2,000 out of Suspense into Rent, and leave it unposted for review.",
    expected: ["LedgerApi.CreateManualJournals", "LedgerApi.UpdateOrCreateManualJournals"],
  },
  {
    query: "Find the account codes for Advertising and for Marketing Consulting in the chart of accounts.",
    expected: ["LedgerApi.RetrieveFullChartOfAccounts"],
  },
  {
    query: "The partner has signed off the draft reclassification journal; post it.",
    expected: ["LedgerApi.UpdateManualJournal", "LedgerApi.UpdateOrCreateManualJournals"],
  },
  {
    query: "The reclass journal went into the wrong period. Void the posted manual journal.",
    expected: ["LedgerApi.UpdateManualJournal", "LedgerApi.UpdateOrCreateManualJournals"],
  },
  {
    query: "List the manual journals posted in March so I can check the reclass is there.",
    expected: ["LedgerApi.RetrieveManualJournals"],
  },
  {
    query: "Attach the partner's approval email to the reclassification journal as support.",
    expected: ["LedgerApi.UploadManualJournalAttachment", "LedgerApi.ReplaceManualJournalAttachment"],
  },

  // 7. void an unpaid invoice
  {
    query: "Void INV-0398; the customer cancelled the order and nothing has been paid.",
    expected: ["LedgerApi.UpdateInvoice", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query: "The authorised invoice to Te Aro Florist was raised in error. Change its status to VOIDED.",
    expected: ["LedgerApi.UpdateInvoice", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query: "Delete the draft invoice for Sandringham Bakery; it was never sent.",
    expected: ["LedgerApi.UpdateInvoice", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query: "Void the two unpaid invoices INV-0401 and INV-0402 together in a single batch.",
    expected: ["LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query: "Check the status and amount paid on INV-0398 before it is voided.",
    expected: ["LedgerApi.RetrieveInvoices"],
  },
  {
    query: "Add a note to the invoice's history explaining that it was voided at the customer's request.",
    expected: ["LedgerApi.CreateInvoiceHistory"],
  },
  {
    query: "Review the invoice's audit trail to confirm who voided it and when.",
    expected: ["LedgerApi.RetrieveInvoiceHistory"],
  },
  {
    query: "List all voided sales invoices for the quarter ended 30 June.",
    expected: ["LedgerApi.RetrieveInvoices"],
  },

  // 8. add a phone number to a supplier
  {
    query: "Add the mobile number 021 555 0148 to the supplier contact Southern Electrical Ltd.",
    expected: ["LedgerApi.UpdateContact", "LedgerApi.UpdateOrCreateContacts"],
  },
  {
    query: "Kauri Timber Supplies have a new office line; update their contact with (09) 555 0172.",
    expected: ["LedgerApi.UpdateContact", "LedgerApi.UpdateOrCreateContacts"],
  },
  {
    query:
      "Record a DDI phone number for the accounts payable officer at Alpine Freight on their supplier record.",
    expected: ["LedgerApi.UpdateContact", "LedgerApi.UpdateOrCreateContacts"],
  },
  {
    query: "Find the supplier Greenfield Packaging in contacts and note its ContactID.",
    expected: ["LedgerApi.FetchAllLedgerContacts"],
  },
  {
    query:
      "Phones sent replace the existing ones, so first read the supplier's current phone numbers using its ContactID.",
    expected: ["LedgerApi.RetrieveLedgerContact", "LedgerApi.FetchAllLedgerContacts"],
  },
  {
    query: "Look up the supplier with contact number SUP-0031.",
    expected: ["LedgerApi.GetLedgerContactByNumber", "LedgerApi.FetchAllLedgerContacts"],
  },
  {
    query: "List every active supplier contact in the organisation.",
    expected: ["LedgerApi.FetchAllLedgerContacts"],
  },
  {
    query: "Note on the supplier's contact history that the phone number was changed at their request.",
    expected: ["LedgerApi.AddContactHistoryRecord"],
  },

  // 9. TickTick: create a task with a checklist, move it, complete it
  {
    query:
      "In TickTick, create a task 'Month-end close March' with a checklist: bank reconciliation, accruals, payroll journal.",
    expected: ["TasksApi.CreateTaskTasks"],
  },
  {
    query: "Create a high-priority task in the Audit list with a checklist item for each lead schedule.",
    expected: ["TasksApi.CreateTaskTasks"],
  },
  {
    query: "Fetch the request schema for a new TickTick task so the checklist items are formatted correctly.",
    expected: ["TasksApi.CreateTaskTasks"],
  },
  {
    query: "Add two more checklist items to the existing 'Year-end pack' task.",
    expected: ["TasksApi.UpdateTaskProperties"],
  },
  {
    query: "Move the task 'Prepare GST return' from the Inbox to the Compliance list.",
    expected: ["TasksApi.MoveTasksBetweenProjects"],
  },
  {
    query: "Transfer the payroll review task into the Clients project.",
    expected: ["TasksApi.MoveTasksBetweenProjects"],
  },
  { query: "Mark the 'Month-end close March' task as complete.", expected: ["TasksApi.MarkTaskComplete"] },
  { query: "The FBT return has been lodged; tick off that task.", expected: ["TasksApi.MarkTaskComplete"] },
  {
    query: "Open the task to confirm its checklist items and its status.",
    expected: ["TasksApi.RetrieveTaskDetails"],
  },

  // 10. list the overdue tasks
  {
    query: "List every open TickTick task that is past its date as at today.",
    expected: ["TasksApi.FilterTasks"],
  },
  {
    query: "Show the overdue tasks in the Compliance list.",
    expected: ["TasksApi.FilterTasks", "TasksApi.RetrieveProjectWithTasks"],
  },
  { query: "Which high-priority tasks are overdue?", expected: ["TasksApi.FilterTasks"] },
  {
    query: "Find all incomplete tasks tagged 'clients' dated before today.",
    expected: ["TasksApi.FilterTasks"],
  },
  {
    query: "Show the open tasks in the Inbox so I can see which have slipped.",
    expected: ["TasksApi.RetrieveProjectWithTasks", "TasksApi.FilterTasks"],
  },
  {
    query: "Pull a list of tasks dated last week that are still not done.",
    expected: ["TasksApi.FilterTasks"],
  },
  {
    query: "Across all my lists, what tasks remain unfinished past their date?",
    expected: ["TasksApi.FilterTasks"],
  },

  // 11. one follow-up task per overdue invoice, without duplicates
  {
    query: "Find all authorised sales invoices that are past their due date.",
    expected: ["LedgerApi.RetrieveInvoices"],
  },
  {
    query: "List the overdue receivables with the amount due, oldest due date first.",
    expected: ["LedgerApi.RetrieveInvoices"],
  },
  {
    query: "Fetch unpaid ACCREC invoices with a due date before 1 June 2026.",
    expected: ["LedgerApi.RetrieveInvoices"],
  },
  {
    query:
      "For each overdue invoice, create a TickTick follow-up task 'Chase INV-0322', keyed on the invoice number so a rerun makes no duplicate.",
    expected: ["TasksApi.CreateTaskTasks"],
  },
  {
    query:
      "Create a follow-up task to chase Harbour Lights for $640 overdue since 5 May; use an idempotency key so it is only created once.",
    expected: ["TasksApi.CreateTaskTasks"],
  },
  {
    query: "Before creating follow-ups, check the Collections list for chase tasks that already exist.",
    expected: ["TasksApi.RetrieveProjectWithTasks", "TasksApi.FilterTasks"],
  },
  {
    query: "Check whether the 'Chase INV-0322' task has already been completed, so it is not recreated.",
    expected: ["TasksApi.ListCompletedTasks", "TasksApi.FilterTasks"],
  },
  {
    query: "Set up a Collections project in TickTick to hold the debtor follow-ups.",
    expected: ["TasksApi.CreateProjectInTasks"],
  },

  // small reads: tenant, dates, contacts, accounts, invoices, lists, task ids
  {
    query: "Identify the Xero tenant ID for Harbour Accounting Ltd.",
    expected: ["LedgerApi.GetConnectedTenants"],
  },
  {
    query: "Which organisations is this connection authorised to act on?",
    expected: ["LedgerApi.GetConnectedTenants"],
  },
  {
    query: "What is today's date in the organisation's own time zone? Overdue status depends on it.",
    expected: ["LedgerApi.GetConnectedTenants"],
  },
  {
    query: "Confirm the organisation's time zone.",
    expected: ["LedgerApi.GetConnectedTenants", "LedgerApi.GetLedgerOrganisationDetails"],
  },
  {
    query: "Confirm the organisation's base currency and financial year end.",
    expected: ["LedgerApi.GetLedgerOrganisationDetails"],
  },
  { query: "Find the contact Mereana Holdings by name.", expected: ["LedgerApi.FetchAllLedgerContacts"] },
  { query: "Look up invoice INV-0419 by its number.", expected: ["LedgerApi.RetrieveInvoices"] },
  { query: "List all of my TickTick lists.", expected: ["TasksApi.GetUserProjects"] },
  {
    query: "Find the id of the task 'Reconcile Amex' in the Admin list.",
    expected: ["TasksApi.RetrieveProjectWithTasks", "TasksApi.FilterTasks"],
  },
  {
    query: "Retrieve the TickTick project 64f1a2b3c4d5e6f7a8b9c0d1 to confirm its name.",
    expected: ["TasksApi.GetTasksProjectById", "TasksApi.GetUserProjects"],
  },
];
