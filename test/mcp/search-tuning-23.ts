import type { SearchCase } from "./search-queries";
// Tuning set 23: 100 instructions from an accountant to an assistant written from docs/tools.md by someone who had not seen the search code or the other sets.
export const TUNING_23_CASES: readonly SearchCase[] = [
  // Getting started: which organisation
  {
    query:
      "Before we begin the month-end work, please confirm which Xero organisations our connection is permitted to work in.",
    expected: ["LedgerApi.GetConnectedTenants"],
  },

  // Accounts receivable: sales invoices
  {
    query:
      "Please prepare a list of every approved sales invoice that is still unpaid, so that I can review our accounts receivable position.",
    expected: ["LedgerApi.RetrieveInvoices"],
  },
  {
    query:
      "Would you look up invoice INV-0417 for Harbour Freight and let me know how much is still outstanding on it?",
    expected: ["LedgerApi.RetrieveInvoices", "LedgerApi.GetInvoiceDetails"],
  },
  {
    query:
      "Kindly raise a sales invoice to Pinecrest Dental for March bookkeeping services of $1,850, payable within fourteen days.",
    expected: ["LedgerApi.CreateInvoices", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query:
      "I have reviewed draft invoice INV-0452 for Tui Valley Orchards; would you please approve it so that it is posted to the debtors ledger?",
    expected: ["LedgerApi.UpdateInvoice", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query: "Invoice INV-0398 was raised in error and nothing has been received against it; please void it.",
    expected: ["LedgerApi.UpdateInvoice", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query: "Please send invoice INV-0460 to Greenleaf Catering by email directly from Xero today.",
    expected: ["LedgerApi.EmailInvoice"],
  },
  {
    query:
      "Could you obtain the web link for invoice INV-0433 so the debtor can view and settle it online? I shall forward it to them.",
    expected: ["LedgerApi.RetrieveOnlineInvoiceUrl"],
  },
  {
    query: "Please save a printable PDF of invoice INV-0421 for the client's correspondence file.",
    expected: ["LedgerApi.RetrieveInvoicePdf"],
  },
  {
    query:
      "Please review the audit trail on invoice INV-0388 and tell me who amended it and on what date it was approved.",
    expected: ["LedgerApi.RetrieveInvoiceHistory"],
  },
  {
    query:
      "Please record a note on invoice INV-0405 that the debtor's accounts clerk has promised settlement by Friday.",
    expected: ["LedgerApi.CreateInvoiceHistory"],
  },
  {
    query: "Please attach the signed proof of delivery, a scanned PDF, to invoice INV-0412.",
    expected: ["LedgerApi.UploadInvoiceAttachment", "LedgerApi.ReplaceInvoiceAttachment"],
  },
  {
    query:
      "Please check whether Xero's automatic overdue reminder emails to our debtors are currently enabled.",
    expected: ["LedgerApi.GetInvoiceReminderSettings"],
  },

  // Accounts payable: bills
  {
    query:
      "For Thursday's payment run, please list all approved supplier bills falling due on or before 30 June.",
    expected: ["LedgerApi.RetrieveInvoices"],
  },
  {
    query:
      "Please enter the bill we have received from Coastal Print Co. for $640 of brochures, dated 2 May, into accounts payable.",
    expected: ["LedgerApi.CreateInvoices", "LedgerApi.UpdateOrCreateInvoices"],
  },

  // Payments and remittances
  {
    query:
      "Lakeside Motors has paid invoice INV-0440 in full, $1,275, into the main cheque account on 12 May; please record the receipt.",
    expected: ["LedgerApi.CreatePayment", "LedgerApi.CreatePayments"],
  },
  {
    query:
      "Please record our payment of $2,300 to Southern Timber against their bill ST-5521 from the operating account, dated today.",
    expected: ["LedgerApi.CreatePayment", "LedgerApi.CreatePayments"],
  },
  {
    query:
      "Per the remittance advice from Alder & Finch, they settled INV-0444 and INV-0447 with a single deposit of $3,100; please record it as one banking so that it matches the statement line.",
    expected: ["LedgerApi.CreateBatchPayment"],
  },
  {
    query: "Please list all the receipts from customers that were recorded on or after 1 April.",
    expected: ["LedgerApi.FetchInvoicePayments"],
  },
  {
    query:
      "The payment with reference CHQ 10442 was applied to the wrong invoice; please delete it so that the invoice shows as owing again.",
    expected: ["LedgerApi.DeletePayment"],
  },
  {
    query: "Please show me the grouped supplier payment runs we processed during February.",
    expected: ["LedgerApi.RetrieveBatchPayments"],
  },
  {
    query:
      "Would you show me which creditors' bills were settled within the batch payment referenced 'Run 14 June'?",
    expected: ["LedgerApi.RetrieveBatchPayments", "LedgerApi.GetBatchPaymentDetails"],
  },
  {
    query:
      "The batch payment dated 28 February was entered twice; please delete the duplicate together with all the payments inside it.",
    expected: ["LedgerApi.DeleteBatchPayment", "LedgerApi.DeleteBatchPaymentByUrlParam"],
  },
  {
    query:
      "Please check the change log of the payment we received from Brightwater Ltd to see who recorded it.",
    expected: ["LedgerApi.RetrievePaymentHistory"],
  },

  // Credit notes, write-offs and contras
  {
    query:
      "Please issue a credit note to Harbour Freight for $150 in respect of the damaged goods they returned.",
    expected: ["LedgerApi.CreateCreditNotes", "LedgerApi.UpdateOrCreateCreditNotes"],
  },
  {
    query:
      "Please write off the residual $42.50 on INV-0366 by raising a customer credit note for that amount coded to bad debts.",
    expected: ["LedgerApi.CreateCreditNotes", "LedgerApi.UpdateOrCreateCreditNotes"],
  },
  {
    query:
      "Please apply the unused balance of credit note CN-0012 against Harbour Freight's open invoice INV-0417.",
    expected: ["LedgerApi.CreateCreditNoteAllocation"],
  },
  {
    query:
      "We have agreed a contra with Oakfield Builders: please offset their supplier credit note CN-0021 against our bill from them, BILL-7702.",
    expected: ["LedgerApi.CreateCreditNoteAllocation"],
  },
  {
    query: "Please list all customer credit notes that still carry credit not yet allocated to an invoice.",
    expected: ["LedgerApi.GetCreditNotes"],
  },
  {
    query: "Please produce a PDF of credit note CN-0009 so that I can send it on to the customer.",
    expected: ["LedgerApi.GetCreditNotePdf"],
  },
  {
    query:
      "Credit note CN-0007 was allocated to the wrong invoice, INV-0390; please undo that allocation so the credit is free again.",
    expected: ["LedgerApi.DeleteCreditNoteAllocation"],
  },

  // Prepayments and overpayments
  {
    query: "Please list the customer deposits paid in advance that have not yet been applied to any invoice.",
    expected: ["LedgerApi.RetrievePrepayments"],
  },
  {
    query:
      "Please apply the advance payment we received from Alder & Finch in April to their new invoice INV-0470.",
    expected: ["LedgerApi.CreatePrepaymentAllocations"],
  },
  {
    query:
      "Greenleaf Catering overpaid last month by $85; please set that surplus against their next invoice, INV-0475.",
    expected: ["LedgerApi.CreateOverpaymentAllocations"],
  },

  // Contacts: debtors and creditors
  {
    query:
      "Please set up Kestrel Cleaning Services as a new supplier, with the email address accounts@kestrelclean.co.nz.",
    expected: ["LedgerApi.CreateContacts", "LedgerApi.UpdateOrCreateContacts"],
  },
  {
    query: "Pinecrest Dental has moved; please change their postal address to 14 Rata Street, Hamilton 3204.",
    expected: ["LedgerApi.UpdateContact", "LedgerApi.UpdateOrCreateContacts"],
  },
  {
    query: "We no longer trade with the creditor Bluegum Couriers; please archive their record.",
    expected: ["LedgerApi.UpdateContact", "LedgerApi.UpdateOrCreateContacts"],
  },
  {
    query: "Please find Marine Systems among our contacts and confirm their email address and phone number.",
    expected: ["LedgerApi.FetchAllLedgerContacts", "LedgerApi.RetrieveLedgerContact"],
  },
  {
    query: "Please prepare the debtor ageing for Ridgeway Plumbing so I can chase their overdue balances.",
    expected: ["LedgerApi.GetAgedReceivablesReportByContact"],
  },
  {
    query: "Please run the creditor ageing for Southern Timber as at 30 June.",
    expected: ["LedgerApi.GetAgedPayablesReportByContact"],
  },
  {
    query: "Please create a new contact group named 'Retainer clients'.",
    expected: ["LedgerApi.CreateContactGroup"],
  },
  {
    query: "Please add Greenleaf Catering and Pinecrest Dental to our 'Retainer clients' contact group.",
    expected: ["LedgerApi.CreateContactGroupContacts"],
  },
  {
    query: "Please let me know which customers currently belong to the Wholesale customers group.",
    expected: ["LedgerApi.RetrieveContactGroup"],
  },
  {
    query:
      "Please log a note on the Alder & Finch contact recording that their account has been placed on stop.",
    expected: ["LedgerApi.AddContactHistoryRecord"],
  },

  // Bank: transactions, transfers and reconciliation
  {
    query:
      "Please list the spend money transactions on the business account that have not yet been reconciled.",
    expected: ["LedgerApi.RetrieveBankTransactions"],
  },
  {
    query:
      "Please record $320 of bank interest received into the savings account on 31 May, coded to interest income.",
    expected: ["LedgerApi.CreateBankTransactions", "LedgerApi.UpdateOrCreateBankTransactions"],
  },
  {
    query:
      "The $96 fuel purchase on 4 June was coded to general expenses; please recode that spend money line to motor vehicle expenses.",
    expected: ["LedgerApi.UpdateBankTransaction", "LedgerApi.UpdateOrCreateBankTransactions"],
  },
  {
    query: "Please attach the scanned parking receipt to the $18 spend money entry of 9 June.",
    expected: ["LedgerApi.UploadBankTransactionAttachment", "LedgerApi.ReplaceBankTransactionAttachment"],
  },
  {
    query: "Please move $5,000 from the operating account into the tax savings account, dated today.",
    expected: ["LedgerApi.CreateBankTransfer"],
  },
  {
    query: "The $1,200 inter-account transfer dated 3 March was keyed twice; please delete the duplicate.",
    expected: ["LedgerApi.DeleteBankTransfer", "LedgerApi.DeleteBankTransfers"],
  },
  {
    query:
      "Please give me the opening and closing balances, with cash in and out, for each bank account for the quarter ended 30 September.",
    expected: ["LedgerApi.GetBankSummaryReport"],
  },

  // Financial reports
  {
    query: "Please run the profit and loss statement for the year ended 31 March on an accrual basis.",
    expected: ["LedgerApi.GetProfitAndLossReport"],
  },
  {
    query:
      "Please produce the statement of financial position as at 30 June, compared with the same date last year.",
    expected: ["LedgerApi.GetBalanceSheetReport"],
  },
  {
    query: "Please extract the trial balance as at 31 March so that I can begin the year-end file.",
    expected: ["LedgerApi.GetTrialBalanceReport"],
  },
  {
    query:
      "Please prepare the one-page executive summary of cash and profitability for October for the directors.",
    expected: ["LedgerApi.RetrieveExecutiveSummaryReport"],
  },
  {
    query:
      "Please show me the budgeted figures by account for the next twelve months so I can compare them with actuals.",
    expected: ["LedgerApi.GetBudgetSummaryReport", "LedgerApi.RetrieveBudgetDetails"],
  },

  // Journals
  {
    query:
      "Please post an accrual journal for $4,200 of audit fees at 31 March: debit audit fees expense and credit accruals.",
    expected: ["LedgerApi.CreateManualJournals", "LedgerApi.UpdateOrCreateManualJournals"],
  },
  {
    query: "The October depreciation journal was posted twice; please void the posted duplicate.",
    expected: ["LedgerApi.UpdateManualJournal", "LedgerApi.UpdateOrCreateManualJournals"],
  },
  {
    query: "Please list the manual journals that are still in draft and awaiting my review.",
    expected: ["LedgerApi.RetrieveManualJournals"],
  },
  {
    query:
      "Please export the system-generated general ledger entries for every posted transaction, so the auditors can test them.",
    expected: ["LedgerApi.GetFinancialJournals"],
  },
  {
    query:
      "Please attach my prepayment amortisation schedule spreadsheet to the insurance adjustment journal for June.",
    expected: ["LedgerApi.UploadManualJournalAttachment", "LedgerApi.ReplaceManualJournalAttachment"],
  },

  // Chart of accounts
  {
    query: "Please send me the full chart of accounts with codes and account types.",
    expected: ["LedgerApi.RetrieveFullChartOfAccounts"],
  },
  {
    query: "Please add a new current asset account, code 620, called 'Prepaid Insurance'.",
    expected: ["LedgerApi.CreateAccount"],
  },
  {
    query:
      "Account 455 'Entertainment - old' should no longer be used; please archive it while keeping its history.",
    expected: ["LedgerApi.UpdateAccount"],
  },

  // Tax, tracking, currencies, users, organisation
  {
    query: "Please list the GST and other tax codes currently set up in the ledger.",
    expected: ["LedgerApi.RetrieveTaxRates"],
  },
  {
    query: "Please set up a new tracking category called 'Branch' so that we can analyse results by office.",
    expected: ["LedgerApi.CreateTrackingCategory"],
  },
  {
    query: "Please add 'Tauranga' as a new option under the Region tracking category.",
    expected: ["LedgerApi.CreateTrackingOptions"],
  },
  {
    query: "Please enable Australian dollars in the organisation so we can invoice our Sydney client in AUD.",
    expected: ["LedgerApi.CreateCurrency"],
  },
  {
    query: "Please tell me which staff members have access to our Xero file and what role each holds.",
    expected: ["LedgerApi.RetrieveLedgerUsers"],
  },
  {
    query: "Please confirm the organisation's financial year end date and its base currency.",
    expected: ["LedgerApi.GetLedgerOrganisationDetails"],
  },

  // Items, quotes, purchase orders, repeating invoices, expense claims, billable costs
  {
    query: "Please increase the selling price of item code CONS-HR, our hourly consulting service, to $195.",
    expected: ["LedgerApi.UpdateItem", "LedgerApi.UpdateOrCreateItems"],
  },
  {
    query:
      "Please prepare a quotation for Tui Valley Orchards for a $3,400 systems review, valid for thirty days.",
    expected: ["LedgerApi.CreateQuotes", "LedgerApi.UpdateOrCreateQuotes"],
  },
  {
    query: "Tui Valley Orchards has accepted quote QU-0027; please mark it as accepted.",
    expected: ["LedgerApi.UpdateQuote", "LedgerApi.UpdateOrCreateQuotes"],
  },
  {
    query: "Please list the quotations we have sent that are still awaiting the customer's decision.",
    expected: ["LedgerApi.RetrieveSalesQuotes"],
  },
  {
    query:
      "Please raise a purchase order to Coastal Print Co. for 500 letterheads, to be delivered by 20 August.",
    expected: ["LedgerApi.CreatePurchaseOrders", "LedgerApi.UpdateOrCreatePurchaseOrders"],
  },
  {
    query: "Please look up purchase order PO-0031 and confirm its delivery date and total.",
    expected: ["LedgerApi.RetrievePurchaseOrderByNumber"],
  },
  {
    query:
      "Please set up a monthly recurring invoice to Pinecrest Dental for their $650 retainer, beginning on 1 August.",
    expected: ["LedgerApi.CreateRepeatingInvoices", "LedgerApi.UpdateOrCreateRepeatingInvoices"],
  },
  {
    query:
      "Please list all of the scheduled recurring invoices and bills, with the next date each will be generated.",
    expected: ["LedgerApi.GetRepeatingInvoices"],
  },
  {
    query: "Please list the staff expense claims that have been approved but not yet reimbursed.",
    expected: ["LedgerApi.RetrieveExpenseClaims"],
  },
  {
    query:
      "The $210 courier line on the Coastal Print bill should be recharged to Pinecrest Dental; please flag it as a billable expense for that customer.",
    expected: ["LedgerApi.CreateLinkedTransaction"],
  },

  // Task manager: practice to-do list
  {
    query:
      "Please add a task to my Inbox to chase Harbour Freight about overdue invoice INV-0417, due this Friday.",
    expected: ["TasksApi.CreateTaskTasks"],
  },
  {
    query:
      "Please create a 'Month-end close' task with a checklist: bank reconciliation, accruals, debtor ageing review and payroll journal.",
    expected: ["TasksApi.CreateTaskTasks"],
  },
  {
    query: "Please add a task to prepare the GST return that repeats on the 28th of every second month.",
    expected: ["TasksApi.CreateTaskTasks"],
  },
  {
    query: "Please list all the projects I have in the task manager.",
    expected: ["TasksApi.GetUserProjects"],
  },
  {
    query: "Please set up a new project in the task manager called 'FY2026 Year-end audit'.",
    expected: ["TasksApi.CreateProjectInTasks"],
  },
  {
    query: "Please rename the 'Audit prep' project to 'Audit fieldwork 2026'.",
    expected: ["TasksApi.UpdateProjectProperties"],
  },
  {
    query: "Please switch the Payroll project to a kanban board layout.",
    expected: ["TasksApi.UpdateProjectProperties"],
  },
  {
    query:
      "The 'Old client onboarding' project is finished with; please delete it along with everything in it.",
    expected: ["TasksApi.DeleteTasksProject"],
  },
  {
    query: "Could you tell me what the colour and view settings are on my Client Billing project?",
    expected: ["TasksApi.GetTasksProjectById", "TasksApi.GetUserProjects"],
  },
  {
    query: "Please show me everything that is still open in the Month-end close project.",
    expected: ["TasksApi.RetrieveProjectWithTasks", "TasksApi.FilterTasks"],
  },
  {
    query: "I have reconciled the ANZ cheque account for October; please tick that task off as done.",
    expected: ["TasksApi.MarkTaskComplete"],
  },
  {
    query: "Please push the due date on the 'Send remittance advices to creditors' task out to next Tuesday.",
    expected: ["TasksApi.UpdateTaskProperties"],
  },
  {
    query: "Please raise the 'Prepare VAT reconciliation' task to high priority.",
    expected: ["TasksApi.UpdateTaskProperties"],
  },
  {
    query:
      "Please move the three supplier statement tasks out of my Inbox into the Accounts Payable project.",
    expected: ["TasksApi.MoveTasksBetweenProjects"],
  },
  {
    query: "Please give me a list of the tasks I finished last week, for my timesheet.",
    expected: ["TasksApi.ListCompletedTasks"],
  },
  {
    query: "Please list my open tasks that are marked high priority, across all projects.",
    expected: ["TasksApi.FilterTasks"],
  },
  {
    query: "Please find every task tagged 'payroll' that has not yet been completed.",
    expected: ["TasksApi.FilterTasks"],
  },
  {
    query: "Please delete the 'Call bank re overdraft' task in the Work project; it is no longer required.",
    expected: ["TasksApi.DeleteSpecificTask"],
  },
  {
    query:
      "Please open the 'Debtor follow-ups' task in the Work project and tell me which checklist items are still unticked.",
    expected: ["TasksApi.RetrieveTaskDetails"],
  },
  {
    query:
      "Could you check whether the 'File payroll returns' task in the Payroll project was actually completed, and when?",
    expected: ["TasksApi.RetrieveTaskDetails", "TasksApi.ListCompletedTasks"],
  },
];
