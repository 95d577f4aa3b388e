import type { SearchCase } from "./search-queries";
// Tuning set 5: plain requests written from docs/tools.md by someone who had not seen the search code or the other sets.
export const TUNING_5_CASES: readonly SearchCase[] = [
  // ---- Invoices, bills, payments, credit notes, contacts (70) ----

  // Sales invoices
  { query: "void INV-0204", expected: ["LedgerApi.UpdateInvoice", "LedgerApi.UpdateOrCreateInvoices"] },
  {
    query: "Acme rang, they paid the March invoice of $1,200 yesterday into the ANZ account, record it",
    expected: ["LedgerApi.CreatePayment", "LedgerApi.CreatePayments"],
  },
  {
    query: "bill Bluebird Cafe for 3 hours of consulting at $150 an hour, due in 14 days",
    expected: ["LedgerApi.CreateInvoices", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query: "who owes us the most? list the unpaid sales invoices, biggest balance first",
    expected: ["LedgerApi.RetrieveInvoices"],
  },
  {
    query: "which customer invoices are past their due date and still not paid?",
    expected: ["LedgerApi.RetrieveInvoices"],
  },
  { query: "send INV-0311 to the client by email from Xero please", expected: ["LedgerApi.EmailInvoice"] },
  { query: "can I get a printable PDF of invoice INV-0042", expected: ["LedgerApi.RetrieveInvoicePdf"] },
  {
    query:
      "the customer lost the email, I need the web link where they can view invoice INV-0099 and pay it by card",
    expected: ["LedgerApi.RetrieveOnlineInvoiceUrl"],
  },
  {
    query:
      "somebody changed invoice INV-0150 after I sent it, the total looks different. who touched it and when?",
    expected: ["LedgerApi.RetrieveInvoiceHistory"],
  },
  {
    query: "put a note on INV-0150: customer promised to pay by Friday 14th",
    expected: ["LedgerApi.CreateInvoiceHistory"],
  },
  {
    query: "the draft invoice for Harbour Plumbing looks right now, approve it so it can go out",
    expected: ["LedgerApi.UpdateInvoice", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query: "client asked for more time - push the due date on INV-0188 out to 30 June",
    expected: ["LedgerApi.UpdateInvoice", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query:
      "show me everything on invoice 8d1e4c2a-7b3f-4e9a-a1c2-5d6e7f8a9b0c, every line, the tax and what has been paid against it",
    expected: ["LedgerApi.GetInvoiceDetails"],
  },
  {
    query:
      "does Xero automatically chase customers with reminder emails when they're late? is that switched on for us",
    expected: ["LedgerApi.GetInvoiceReminderSettings"],
  },
  {
    query: "attach the signed timesheet (timesheet-march.pdf) to invoice INV-0220",
    expected: ["LedgerApi.UploadInvoiceAttachment"],
  },
  { query: "what documents are attatched to INV-0220?", expected: ["LedgerApi.RetrieveInvoiceAttachments"] },
  {
    query: "download timesheet-march.pdf from invoice INV-0220 for me",
    expected: ["LedgerApi.GetInvoiceAttachment", "LedgerApi.RetrieveInvoiceAttachmentById"],
  },
  {
    query:
      "I uploaded the wrong version of timesheet-march.pdf on INV-0220, overwrite it with this corrected one, same file name",
    expected: ["LedgerApi.ReplaceInvoiceAttachment", "LedgerApi.UploadInvoiceAttachment"],
  },
  {
    query:
      "invoice The Old Pub for 5 cases of item WINE-RED and approve it straight away, don't leave it as a draft",
    expected: ["LedgerApi.CreateInvoices", "LedgerApi.UpdateOrCreateInvoices"],
  },

  // Bills (purchases)
  {
    query: "enter the Telstra phone bill, $89.95, due on the 20th",
    expected: ["LedgerApi.CreateInvoices", "LedgerApi.UpdateOrCreateInvoices"],
  },
  { query: "what supplier bills do we have to pay this week?", expected: ["LedgerApi.RetrieveInvoices"] },
  {
    query: "paid the Officeworks bill of $342.10 today out of the business cheque account",
    expected: ["LedgerApi.CreatePayment", "LedgerApi.CreatePayments"],
  },
  {
    query: "I wrote cheque no. 1043 last Tuesday for the electricity bill, mark that bill as paid",
    expected: ["LedgerApi.CreatePayment", "LedgerApi.CreatePayments"],
  },
  {
    query:
      "pay these five supplier bills together from the Westpac account so it's one single line on the bank statement",
    expected: ["LedgerApi.CreateBatchPayment"],
  },
  {
    query: "the plumber's bill got keyed in twice, bin the duplicate draft",
    expected: ["LedgerApi.UpdateInvoice", "LedgerApi.UpdateOrCreateInvoices"],
  },

  // Payments
  {
    query: "list every payment customers made to us in January",
    expected: ["LedgerApi.FetchInvoicePayments"],
  },
  {
    query:
      "that $500 payment I put against INV-0177 was wrong, it was a different customer. undo the payment",
    expected: ["LedgerApi.DeletePayment"],
  },
  {
    query:
      "for payment 2c9d6b1e-3f4a-4b5c-8d7e-9f0a1b2c3d4e, which bank account did the money land in and which invoice did it settle?",
    expected: ["LedgerApi.RetrieveInvoicePayment"],
  },
  {
    query: "add a comment to that payment saying it came through PayPal, ref 8812",
    expected: ["LedgerApi.CreatePaymentHistoryRecord"],
  },
  {
    query: "show me the supplier payment runs we did last month, the ones paid as a batch",
    expected: ["LedgerApi.RetrieveBatchPayments"],
  },
  {
    query: "which bills were in batch payment 7e1f2a3b-4c5d-4e6f-9a8b-7c6d5e4f3a2b?",
    expected: ["LedgerApi.GetBatchPaymentDetails"],
  },
  {
    query: "Friday's supplier pay run went out of the wrong account. reverse the whole batch",
    expected: ["LedgerApi.DeleteBatchPayment", "LedgerApi.DeleteBatchPaymentByUrlParam"],
  },
  {
    query:
      "I banked three customer cheques together as one deposit of $4,350 - they cover INV-0301, INV-0302 and INV-0305",
    expected: ["LedgerApi.CreateBatchPayment"],
  },
  {
    query:
      "here's the remittance list: 20 different invoices, each paid on its own date. record all those payments in one call",
    expected: ["LedgerApi.CreatePayments"],
  },

  // Overpayments and prepayments
  {
    query: "a few customers paid more than they owed - which overpayments still have credit sitting on them?",
    expected: ["LedgerApi.RetrieveOverpayments"],
  },
  {
    query: "Jenny overpaid last month; use that extra money to cover her new invoice INV-0340",
    expected: ["LedgerApi.CreateOverpaymentAllocations"],
  },
  {
    query:
      "Bright Spark Electrical paid us a deposit before we'd invoiced them. now put that prepayment against INV-0356",
    expected: ["LedgerApi.CreatePrepaymentAllocations"],
  },
  {
    query: "list the upfront deposits customers have paid that haven't been used on an invoice yet",
    expected: ["LedgerApi.RetrievePrepayments"],
  },
  {
    query: "I applied the prepayment to the wrong invoice, take it back off INV-0356",
    expected: ["LedgerApi.DeletePrepaymentAllocation"],
  },
  {
    query: "remove the overpayment allocation from INV-0340, it shouldn't have gone there",
    expected: ["LedgerApi.DeleteOverpaymentAllocation"],
  },

  // Credit notes
  {
    query: "give Acme a $150 credit for the damaged goods they sent back",
    expected: ["LedgerApi.CreateCreditNotes", "LedgerApi.UpdateOrCreateCreditNotes"],
  },
  {
    query: "apply credit note CN-0012 against invoice INV-0210",
    expected: ["LedgerApi.CreateCreditNoteAllocation"],
  },
  {
    query: "which credit notes still have some credit left that we haven't used?",
    expected: ["LedgerApi.GetCreditNotes"],
  },
  {
    query:
      "customer wants the remaining $80 on CN-0015 back as cash rather than credit - record the refund paid from our cheque account",
    expected: ["LedgerApi.CreatePayment", "LedgerApi.CreatePayments"],
  },
  {
    query: "void credit note CN-0009, it was raised against the wrong customer",
    expected: ["LedgerApi.UpdateCreditNote", "LedgerApi.UpdateOrCreateCreditNotes"],
  },
  { query: "I need CN-0012 as a PDF to send the customer", expected: ["LedgerApi.GetCreditNotePdf"] },
  {
    query: "Bunnings gave us a supplier credit of $64 for the timber we returned, get it into the books",
    expected: ["LedgerApi.CreateCreditNotes", "LedgerApi.UpdateOrCreateCreditNotes"],
  },
  {
    query: "the credit from CN-0012 went on the wrong invoice. unallocate it so the credit is free again",
    expected: ["LedgerApi.DeleteCreditNoteAllocation"],
  },
  {
    query: "write a note on credit note CN-0012: approved by Mark over the phone",
    expected: ["LedgerApi.FetchCreditNoteHistory"],
  },

  // Contacts and contact groups
  {
    query: "new customer: Kiwi Coffee Roasters, orders@kiwicoffee.co.nz, phone 09 555 1234",
    expected: ["LedgerApi.CreateContacts", "LedgerApi.UpdateOrCreateContacts"],
  },
  {
    query: "what's the email address we've got for Harbour Plumbing?",
    expected: ["LedgerApi.FetchAllLedgerContacts"],
  },
  {
    query: "Pete's Bakery has moved, their new address is 12 High St, Petone",
    expected: ["LedgerApi.UpdateContact", "LedgerApi.UpdateOrCreateContacts"],
  },
  {
    query: "we don't use QuickPrint anymore, archive them so nobody bills against them",
    expected: ["LedgerApi.UpdateContact", "LedgerApi.UpdateOrCreateContacts"],
  },
  { query: "look up customer number CUST-0042", expected: ["LedgerApi.GetLedgerContactByNumber"] },
  { query: "give me a list of all our suppliers", expected: ["LedgerApi.FetchAllLedgerContacts"] },
  {
    query:
      "pull the full record for contact 4f3c2b1a-9e8d-4c7b-a6f5-e4d3c2b1a098 - payment terms, tax number, balances",
    expected: ["LedgerApi.RetrieveLedgerContact"],
  },
  {
    query: "put Acme and Bluebird Cafe into the Wholesale group",
    expected: ["LedgerApi.CreateContactGroupContacts"],
  },
  { query: "set up a new contact group called VIP clients", expected: ["LedgerApi.CreateContactGroup"] },
  { query: "who's in the Wholesale customers group?", expected: ["LedgerApi.RetrieveContactGroup"] },
  {
    query: "take Pete's Bakery out of the VIP group, but keep the contact",
    expected: ["LedgerApi.RemoveContactFromGroup"],
  },
  {
    query: "rename the 'Trade' contact group to 'Trade accounts'",
    expected: ["LedgerApi.UpdateContactGroup"],
  },
  { query: "what contact groups have we got set up?", expected: ["LedgerApi.RetrieveContactGroups"] },
  {
    query: "log on Acme's contact record: spoke to Sarah today, agreed a $5k credit limit",
    expected: ["LedgerApi.AddContactHistoryRecord"],
  },
  {
    query: "save the contractor's signed W-9 form onto his contact in Xero",
    expected: ["LedgerApi.UploadContactAttachment"],
  },
  {
    query: "is our subbie Dave Jones registered under CIS and what deduction rate do we take off him?",
    expected: ["LedgerApi.GetContactCisSettings"],
  },
  {
    query: "someone changed the bank details on the Greenleaf Landscaping contact, can you see who did it",
    expected: ["LedgerApi.GetContactHistory"],
  },

  // Repeating invoices and billable expenses
  {
    query: "set up Sunrise Gym's rent to invoice automatically every month, $450, starting 1 August",
    expected: ["LedgerApi.CreateRepeatingInvoices", "LedgerApi.UpdateOrCreateRepeatingInvoices"],
  },
  {
    query: "which invoices go out on a schedule, and when is the next one due to be made?",
    expected: ["LedgerApi.GetRepeatingInvoices"],
  },
  {
    query: "Sunrise Gym has ended their lease, stop the recurring monthly invoice",
    expected: ["LedgerApi.UpdateRepeatingInvoice", "LedgerApi.UpdateOrCreateRepeatingInvoices"],
  },
  {
    query: "which costs that we marked as rechargeable haven't been on-charged to the customer yet?",
    expected: ["LedgerApi.RetrieveLinkedTransactions"],
  },

  // ---- Reports (31) ----
  { query: "how did we go last month? P&L please", expected: ["LedgerApi.GetProfitAndLossReport"] },
  {
    query: "profit and loss for the year to 31 March 2026 side by side with the previous year",
    expected: ["LedgerApi.GetProfitAndLossReport"],
  },
  {
    query: "are we actually making money? income minus expenses for Jan to Mar",
    expected: ["LedgerApi.GetProfitAndLossReport"],
  },
  {
    query: "income statement for Q1 split out by our Region tracking category",
    expected: ["LedgerApi.GetProfitAndLossReport"],
  },
  { query: "P and L on a cash basis for June only", expected: ["LedgerApi.GetProfitAndLossReport"] },
  { query: "balance sheet as at 30 June", expected: ["LedgerApi.GetBalanceSheetReport"] },
  {
    query: "what are our total assets and liabilities right now?",
    expected: ["LedgerApi.GetBalanceSheetReport"],
  },
  {
    query:
      "the accountant wants the statement of financial position at 31 March, compared with the last 3 quarters",
    expected: ["LedgerApi.GetBalanceSheetReport"],
  },
  {
    query: "what's the owner's equity in the business at year end?",
    expected: ["LedgerApi.GetBalanceSheetReport"],
  },
  {
    query: "how far behind is Acme on paying us? break down what they owe by 30, 60, 90 days",
    expected: ["LedgerApi.GetAgedReceivablesReportByContact"],
  },
  { query: "aged recievables for Bluebird Cafe", expected: ["LedgerApi.GetAgedReceivablesReportByContact"] },
  {
    query: "debtor ageing for Harbour Plumbing as at the end of May",
    expected: ["LedgerApi.GetAgedReceivablesReportByContact"],
  },
  {
    query:
      "how old are the unpaid invoices Greenleaf Landscaping has with us? I want the ageing report for just them",
    expected: ["LedgerApi.GetAgedReceivablesReportByContact"],
  },
  {
    query: "how much do we owe Telstra and how much of it is overdue, aged by period",
    expected: ["LedgerApi.GetAgedPayablesReportByContact"],
  },
  {
    query: "aged payables for our supplier Officeworks",
    expected: ["LedgerApi.GetAgedPayablesReportByContact"],
  },
  {
    query: "creditor ageing for Bunnings as at 30 April",
    expected: ["LedgerApi.GetAgedPayablesReportByContact"],
  },
  { query: "run a trial balance as at 31 December", expected: ["LedgerApi.GetTrialBalanceReport"] },
  {
    query: "I want to check debits equal credits across every account for year end",
    expected: ["LedgerApi.GetTrialBalanceReport"],
  },
  { query: "TB as of today please", expected: ["LedgerApi.GetTrialBalanceReport"] },
  {
    query: "how much cash came in and went out of each of our bank accounts in May?",
    expected: ["LedgerApi.GetBankSummaryReport"],
  },
  {
    query: "opening and closing balances for all our bank accounts last month",
    expected: ["LedgerApi.GetBankSummaryReport"],
  },
  { query: "bank summary for the quarter", expected: ["LedgerApi.GetBankSummaryReport"] },
  {
    query: "give me the executive summary for October",
    expected: ["LedgerApi.RetrieveExecutiveSummaryReport"],
  },
  {
    query:
      "quick one-page snapshot for the month: cash position, profitability and performance vs the month before",
    expected: ["LedgerApi.RetrieveExecutiveSummaryReport"],
  },
  {
    query: "board meeting tomorrow, I need the headline monthly KPIs Xero puts together for September",
    expected: ["LedgerApi.RetrieveExecutiveSummaryReport"],
  },
  {
    query: "budget summary report by month for the next 12 months",
    expected: ["LedgerApi.GetBudgetSummaryReport"],
  },
  {
    query: "what did we budget for each account, quarter by quarter, this year?",
    expected: ["LedgerApi.GetBudgetSummaryReport", "LedgerApi.RetrieveBudgetDetails"],
  },
  {
    query: "1099s for 2025 - which contractors do we have to file for and how much did we pay each?",
    expected: ["LedgerApi.Retrieve1099Reports"],
  },
  {
    query: "US contractor tax forms, amounts per box, for last year",
    expected: ["LedgerApi.Retrieve1099Reports"],
  },
  {
    query: "what published reports do we have saved in Xero?",
    expected: ["LedgerApi.RetrieveUniqueReportsList"],
  },
  {
    query: "open the published report with id 9b7c5d3e-1f2a-4b6c-8d0e-2f4a6b8c0d1e",
    expected: ["LedgerApi.RetrieveSpecificReport"],
  },

  // ---- TickTick tasks (32) ----
  { query: "what lists have I got in TickTick?", expected: ["TasksApi.GetUserProjects"] },
  { query: "add 'buy milk' to my Groceries list", expected: ["TasksApi.CreateTaskTasks"] },
  { query: "remind me to call the accountant tomorrow at 10am", expected: ["TasksApi.CreateTaskTasks"] },
  { query: "mark 'renew passport' as done", expected: ["TasksApi.MarkTaskComplete"] },
  { query: "i finishd the grocery shopping, tick it off", expected: ["TasksApi.MarkTaskComplete"] },
  { query: "what's sitting in my inbox?", expected: ["TasksApi.RetrieveProjectWithTasks"] },
  {
    query: "move the dentist task out of the inbox into Personal",
    expected: ["TasksApi.MoveTasksBetweenProjects"],
  },
  {
    query: "those three tasks I jotted in the Inbox this morning all belong in Work - shift them over",
    expected: ["TasksApi.MoveTasksBetweenProjects"],
  },
  { query: "what did I get done last week?", expected: ["TasksApi.ListCompletedTasks"] },
  {
    query: "which tasks did I finish in the Work project during March?",
    expected: ["TasksApi.ListCompletedTasks"],
  },
  { query: "show me all my high priority tasks across every list", expected: ["TasksApi.FilterTasks"] },
  { query: "what's on for today?", expected: ["TasksApi.FilterTasks"] },
  { query: "anything overdue that I haven't done yet?", expected: ["TasksApi.FilterTasks"] },
  { query: "open tasks tagged admin", expected: ["TasksApi.FilterTasks"] },
  { query: "what's starting next week in my Personal and Work lists?", expected: ["TasksApi.FilterTasks"] },
  {
    query: "create a new project called House Move, as a kanban board",
    expected: ["TasksApi.CreateProjectInTasks"],
  },
  { query: "make me a notes list for recipes", expected: ["TasksApi.CreateProjectInTasks"] },
  { query: "rename my Work project to 'Work (Q3)'", expected: ["TasksApi.UpdateProjectProperties"] },
  { query: "change the Personal list's colour to red", expected: ["TasksApi.UpdateProjectProperties"] },
  { query: "switch the Work project over to a kanban view", expected: ["TasksApi.UpdateProjectProperties"] },
  { query: "delete the Groceries list completely, tasks and all", expected: ["TasksApi.DeleteTasksProject"] },
  { query: "get rid of the 'call plumber' task, I don't need it", expected: ["TasksApi.DeleteSpecificTask"] },
  {
    query: "push the 'quarterly report' task back to next Monday",
    expected: ["TasksApi.UpdateTaskProperties"],
  },
  {
    query: "add a checklist to my 'pack for trip' task: passport, charger, sunscreen",
    expected: ["TasksApi.UpdateTaskProperties"],
  },
  {
    query: "tick off the 'charger' item inside the pack for trip task",
    expected: ["TasksApi.UpdateTaskProperties"],
  },
  { query: "bump 'lodge BAS' up to high priority", expected: ["TasksApi.UpdateTaskProperties"] },
  {
    query: "add a reminder 30 minutes before my dentist appointment task",
    expected: ["TasksApi.UpdateTaskProperties"],
  },
  {
    query: "what are the subtasks on my 'plan party' task and which are ticked?",
    expected: ["TasksApi.RetrieveTaskDetails"],
  },
  {
    query: "new task 'Plan party' with sub-items: invitations, cake, venue",
    expected: ["TasksApi.CreateTaskTasks"],
  },
  {
    query: "set up a task to take my vitamins that repeats every day",
    expected: ["TasksApi.CreateTaskTasks"],
  },
  { query: "what tasks are still open in my Work project?", expected: ["TasksApi.RetrieveProjectWithTasks"] },
  {
    query: "just the project itself for 5eed00000000000000000a02 - its name, colour and view, not the tasks",
    expected: ["TasksApi.GetTasksProjectById"],
  },

  // ---- Everything else (27) ----
  {
    query: "draft a quote for Bluebird Cafe: kitchen fit-out, $8,500, valid for 30 days",
    expected: ["LedgerApi.CreateQuotes", "LedgerApi.UpdateOrCreateQuotes"],
  },
  {
    query: "great news, they said yes to QU-0017 - mark the quote accepted",
    expected: ["LedgerApi.UpdateQuote", "LedgerApi.UpdateOrCreateQuotes"],
  },
  {
    query: "which quotes have we sent that we're still waiting to hear back on?",
    expected: ["LedgerApi.RetrieveSalesQuotes"],
  },
  { query: "PDF of quote QU-0017 please", expected: ["LedgerApi.RetrieveQuotePdf"] },
  {
    query:
      "raise a purchase order to Bunnings for 40 sheets of plasterboard, delivery Thursday to the Smith St site",
    expected: ["LedgerApi.CreatePurchaseOrders", "LedgerApi.UpdateOrCreatePurchaseOrders"],
  },
  { query: "pull up PO-0031", expected: ["LedgerApi.RetrievePurchaseOrderByNumber"] },
  {
    query:
      "I spent $45 on parking with the business debit card, there's no bill for it, just record the spend",
    expected: ["LedgerApi.CreateBankTransactions", "LedgerApi.UpdateOrCreateBankTransactions"],
  },
  {
    query: "move $5,000 from the savings account into the cheque account",
    expected: ["LedgerApi.CreateBankTransfer"],
  },
  {
    query: "show me money we've spent out of the bank that hasn't been reconciled yet",
    expected: ["LedgerApi.RetrieveBankTransactions"],
  },
  {
    query:
      "post a journal to accrue $2,000 of wages at month end, debit wages expense, credit accrued liabilities",
    expected: ["LedgerApi.CreateManualJournals", "LedgerApi.UpdateOrCreateManualJournals"],
  },
  {
    query: "the depreciation journal I posted in March was wrong, void it",
    expected: ["LedgerApi.UpdateManualJournal", "LedgerApi.UpdateOrCreateManualJournals"],
  },
  {
    query: "add a new product: Blue Widget, code WID-BLU, we sell it for $12.50",
    expected: ["LedgerApi.CreateItems", "LedgerApi.UpdateOrCreateItems"],
  },
  { query: "how many WID-BLU have we got in stock?", expected: ["LedgerApi.GetItems"] },
  { query: "what GST rates are set up in our books?", expected: ["LedgerApi.RetrieveTaxRates"] },
  {
    query: "add a 'North' option to our Region tracking category",
    expected: ["LedgerApi.CreateTrackingOptions"],
  },
  { query: "what budgets have we got in Xero?", expected: ["LedgerApi.RetrieveBudgets"] },
  {
    query: "we've landed a client in Germany, switch on euros so I can invoice in EUR",
    expected: ["LedgerApi.CreateCurrency"],
  },
  { query: "who has a login to our Xero?", expected: ["LedgerApi.RetrieveLedgerUsers"] },
  {
    query: "when does our financial year end, and what's our base currency?",
    expected: ["LedgerApi.GetLedgerOrganisationDetails"],
  },
  {
    query: "what invoice templates with our logo and terms have we got to choose from?",
    expected: ["LedgerApi.GetBrandingThemes"],
  },
  {
    query: "set up a custom Pay Now button on online invoices that goes to our Stripe payment page",
    expected: ["LedgerApi.CreatePaymentService"],
  },
  {
    query:
      "Sarah's got four receipts from the conference trip sitting in draft, submit them as her expense claim",
    expected: ["LedgerApi.CreateExpenseClaims"],
  },
  {
    query: "log Tom's reciept for a $38 taxi he paid for himself, he'll claim it back later",
    expected: ["LedgerApi.CreateReceipt"],
  },
  {
    query: "add a new account to the chart, code 485, called Software Subscriptions, expense type",
    expected: ["LedgerApi.CreateAccount"],
  },
  {
    query: "list our bank accounts and their account codes",
    expected: ["LedgerApi.RetrieveFullChartOfAccounts"],
  },
  { query: "which Xero organisations am I hooked up to?", expected: ["LedgerApi.GetConnectedTenants"] },
  { query: "what currencies is the company set up to use?", expected: ["LedgerApi.GetLedgerCurrencies"] },
];
