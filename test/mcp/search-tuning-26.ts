import type { SearchCase } from "./search-queries";
// Tuning set 26: 100 fixes and undos written from docs/tools.md by someone who had not seen the search code or the other sets.
export const TUNING_26_CASES: readonly SearchCase[] = [
  // Invoices and bills: wrong amounts, wrong customer, cancelled orders, duplicates
  {
    query:
      "I approved INV-0217 for Harbour Cafe with a unit price of 58 when it should have been 85, fix that line",
    expected: ["LedgerApi.UpdateInvoice", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query: "Harbour Cafe cancelled the catering order, so void INV-0309, nothing has been paid on it",
    expected: ["LedgerApi.UpdateInvoice", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query:
      "INV-0388 is still a draft but I picked Kowhai Landscaping instead of Kowhai Builders, swap the customer over",
    expected: ["LedgerApi.UpdateInvoice", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query: "void INV-0401, INV-0402 and INV-0403 together, all three were raised against the wrong job",
    expected: ["LedgerApi.UpdateOrCreateInvoices", "LedgerApi.UpdateInvoice"],
  },
  {
    query: "somebody changed the total on INV-0275 last week and I want to know who did it and when",
    expected: ["LedgerApi.RetrieveInvoiceHistory"],
  },
  {
    query:
      "leave a note on INV-0312 that we took the early payment discount back off because the customer asked",
    expected: ["LedgerApi.CreateInvoiceHistory"],
  },
  {
    query: "I've corrected Tidewater Yachts' billing email, now send INV-0333 to them again",
    expected: ["LedgerApi.EmailInvoice"],
  },
  {
    query: "the timesheet.pdf on INV-0240 is last month's, put the corrected timesheet.pdf in its place",
    expected: ["LedgerApi.ReplaceInvoiceAttachment", "LedgerApi.UploadInvoiceAttachment"],
  },
  {
    query: "grab me INV-0355 as a PDF after my corrections so I can eyeball it before it goes out",
    expected: ["LedgerApi.RetrieveInvoicePdf"],
  },
  {
    query:
      "customers are getting overdue nag emails we never meant to send, are the automatic reminders turned on?",
    expected: ["LedgerApi.GetInvoiceReminderSettings"],
  },
  {
    query: "I think the $2,340 bill from Pacific Freight got entered twice this week, find both copies",
    expected: ["LedgerApi.RetrieveInvoices"],
  },

  // Payments: wrong invoice, refunds, batch runs
  {
    query: "I put the $1,200 payment on INV-0178 but it belonged to INV-0187, take it off INV-0178",
    expected: ["LedgerApi.DeletePayment"],
  },
  {
    query: "now record that $1,200 against INV-0187 properly, received 3 November into account 090",
    expected: ["LedgerApi.CreatePayment", "LedgerApi.CreatePayments"],
  },
  {
    query: "refund Moana Florists the $300 still sitting on credit note CN-0045 out of the cheque account",
    expected: ["LedgerApi.CreatePayment", "LedgerApi.CreatePayments"],
  },
  {
    query: "Friday's supplier payment run went out with the wrong bills in it, cancel the whole batch",
    expected: ["LedgerApi.DeleteBatchPayment", "LedgerApi.DeleteBatchPaymentByUrlParam"],
  },
  {
    query:
      "the 14 November batch payment has disappeared, show me its change log so I can see who removed it",
    expected: ["LedgerApi.RetrieveBatchPaymentHistory"],
  },
  {
    query:
      "redo the supplier run as a single bank line from the operating account covering bills BILL-101, BILL-104, BILL-107 and BILL-110",
    expected: ["LedgerApi.CreateBatchPayment"],
  },
  {
    query:
      "which bank account did payment 5e2c7b31-9a0d-4c6e-8f14-2b7d9e3a1c58 go through? I think it was posted to the wrong one",
    expected: ["LedgerApi.RetrieveInvoicePayment", "LedgerApi.FetchInvoicePayments"],
  },
  {
    query:
      "open the batch payment from 14 November and show which bills were in it, one looks like it was paid twice",
    expected: ["LedgerApi.GetBatchPaymentDetails", "LedgerApi.RetrieveBatchPayments"],
  },

  // Credit notes
  {
    query: "Tui Apparel sent back 5 damaged jackets from INV-0291, raise a credit for them",
    expected: ["LedgerApi.CreateCreditNotes", "LedgerApi.UpdateOrCreateCreditNotes"],
  },
  {
    query: "CN-0052 was approved for the wrong amount and hasn't been used, void it",
    expected: ["LedgerApi.UpdateCreditNote", "LedgerApi.UpdateOrCreateCreditNotes"],
  },
  {
    query: "the credit from CN-0048 got applied to INV-0300 by mistake, undo that",
    expected: ["LedgerApi.DeleteCreditNoteAllocation"],
  },
  {
    query: "put the credit on CN-0048 against INV-0310 instead",
    expected: ["LedgerApi.CreateCreditNoteAllocation"],
  },
  {
    query: "write a note on CN-0061 saying it replaces the voided CN-0058",
    expected: ["LedgerApi.FetchCreditNoteHistory"],
  },
  {
    query: "export CN-0064 as a PDF now that I've fixed the quantities",
    expected: ["LedgerApi.GetCreditNotePdf"],
  },

  // Overpayments and prepayments
  {
    query:
      "Kauri Dental's overpayment was put against INV-0277 but it should have gone to INV-0281, remove that allocation",
    expected: ["LedgerApi.DeleteOverpaymentAllocation"],
  },
  {
    query: "apply what's left of Kauri Dental's overpayment to INV-0281",
    expected: ["LedgerApi.CreateOverpaymentAllocations"],
  },
  {
    query: "Southern Timber's upfront deposit was applied to the wrong bill, reverse that allocation",
    expected: ["LedgerApi.DeletePrepaymentAllocation"],
  },
  {
    query:
      "Ms Patel paid a deposit in advance that never got applied, use it against her final invoice INV-0344",
    expected: ["LedgerApi.CreatePrepaymentAllocations"],
  },
  {
    query: "record on Kauri Dental's overpayment that the customer agreed we keep the extra as credit",
    expected: ["LedgerApi.RecordOverpaymentHistory"],
  },

  // Contacts and groups
  {
    query:
      "Greenleaf Nursery's email is misspelled, it's accounts@greenleaf.co.nz not accouts@greenleaf.co.nz",
    expected: ["LedgerApi.UpdateContact", "LedgerApi.UpdateOrCreateContacts"],
  },
  {
    query: "search contacts for Ridgeway so I can work out which one is the duplicate",
    expected: ["LedgerApi.FetchAllLedgerContacts"],
  },
  {
    query: "look up customer number CUST-0088, their postal address looks off",
    expected: ["LedgerApi.GetLedgerContactByNumber", "LedgerApi.FetchAllLedgerContacts"],
  },
  {
    query: "who changed the bank account details on Fernhill Electrical's record?",
    expected: ["LedgerApi.GetContactHistory"],
  },
  {
    query: "Oakridge Motors ended up in the Wholesale group by mistake, take them out but keep the contact",
    expected: ["LedgerApi.RemoveContactFromGroup"],
  },
  {
    query: "fix the typo in the contact group called VIP Custmers",
    expected: ["LedgerApi.UpdateContactGroup"],
  },
  {
    query: "empty the Trade group completely, the whole member list was imported wrong",
    expected: ["LedgerApi.RemoveContactsFromGroup"],
  },
  {
    query: "replace the outdated W-9 on Sunrise Staffing's contact with this year's file, same file name",
    expected: ["LedgerApi.ReplaceContactAttachment", "LedgerApi.UploadContactAttachment"],
  },

  // Bank transactions and transfers
  {
    query: "the $86.50 Office Max spend was coded to 400 Advertising, it should be 461 Printing & Stationery",
    expected: ["LedgerApi.UpdateBankTransaction", "LedgerApi.UpdateOrCreateBankTransactions"],
  },
  {
    query:
      "bank transaction 4d7e2a10-6b3c-4f8e-9a21-0c5d7e8f9b34 is a double of the $2,000 deposit on 12 Nov, get rid of it",
    expected: ["LedgerApi.UpdateBankTransaction", "LedgerApi.UpdateOrCreateBankTransactions"],
  },
  {
    query: "show the unreconciled money spent out of the main account so I can spot the entries keyed twice",
    expected: ["LedgerApi.RetrieveBankTransactions"],
  },
  {
    query: "the October fuel spend vanished from the bank account, who deleted it?",
    expected: ["LedgerApi.GetBankTransactionHistory"],
  },
  {
    query: "wrong scan on the Mitre 10 spend money, swap receipt.jpg for the right one",
    expected: ["LedgerApi.ReplaceBankTransactionAttachment", "LedgerApi.UploadBankTransactionAttachment"],
  },
  {
    query: "I moved $5,000 from savings to cheque twice, delete the second transfer",
    expected: ["LedgerApi.DeleteBankTransfer", "LedgerApi.DeleteBankTransfers"],
  },
  {
    query:
      "re-enter the $5,000 move from the savings account into the business cheque account, dated 20 November",
    expected: ["LedgerApi.CreateBankTransfer"],
  },

  // Manual and general ledger journals
  {
    query: "reverse the posted September depreciation journal, it was for the wrong asset",
    expected: ["LedgerApi.UpdateManualJournal", "LedgerApi.UpdateOrCreateManualJournals"],
  },
  {
    query: "post a correcting entry moving $1,340 from 429 General Expenses to 449 Motor Vehicle Expenses",
    expected: ["LedgerApi.CreateManualJournals", "LedgerApi.UpdateOrCreateManualJournals"],
  },
  {
    query: "who posted the October payroll accrual journal? I need its audit trail",
    expected: ["LedgerApi.GetManualJournalHistory"],
  },
  {
    query: "attach the depreciation schedule spreadsheet to the correcting journal I just posted",
    expected: ["LedgerApi.UploadManualJournalAttachment", "LedgerApi.ReplaceManualJournalAttachment"],
  },
  {
    query: "show me general ledger journal number 1042, I think it hit the wrong account",
    expected: ["LedgerApi.RetrieveJournalByNumber", "LedgerApi.GetFinancialJournals"],
  },

  // Chart of accounts, tax rates, tracking, items, currencies and organisation settings
  {
    query: "account 461 is spelled Printing & Stationary, correct the name",
    expected: ["LedgerApi.UpdateAccount"],
  },
  {
    query: "delete Test Account 999 that I made by accident, nothing has ever been posted to it",
    expected: ["LedgerApi.DeleteAccount"],
  },
  {
    query: "our custom Regional Levy was set up at 2.5% but it's meant to be 2.25%, correct its component",
    expected: ["LedgerApi.UpdateTaxRate"],
  },
  {
    query: "what percentage is OUTPUT2 actually set to? the tax on our invoices looks off",
    expected: ["LedgerApi.GetTaxRateByTaxType", "LedgerApi.RetrieveTaxRates"],
  },
  { query: "rename the Region option Aukland to Auckland", expected: ["LedgerApi.UpdateTrackingOptions"] },
  {
    query: "delete the Test option from the Region tracking category",
    expected: ["LedgerApi.DeleteTrackingOption"],
  },
  {
    query:
      "the Departmnet tracking category was set up misspelled and never used, delete it so we can start over",
    expected: ["LedgerApi.RemoveTrackingCategory"],
  },
  {
    query: "product WIDGET-01 is selling at 29.95 but its price should be 24.95",
    expected: ["LedgerApi.UpdateItem", "LedgerApi.UpdateOrCreateItems"],
  },
  {
    query: "get rid of the SAMPLE-X product, it was created by mistake",
    expected: ["LedgerApi.DeleteInventoryItem"],
  },
  {
    query: "AUD was never switched on so we can't bill our Sydney client in Australian dollars, add it",
    expected: ["LedgerApi.CreateCurrency"],
  },
  {
    query: "someone got admin rights in Xero by mistake, show me everyone with access and their roles",
    expected: ["LedgerApi.RetrieveLedgerUsers"],
  },
  {
    query: "I think our financial year end was set to March instead of June, check the organisation's setup",
    expected: ["LedgerApi.GetLedgerOrganisationDetails"],
  },
  {
    query:
      "the opening balance for account 090 was entered wrong when we moved to Xero, redo the conversion balances",
    expected: ["LedgerApi.SetupConversionDetails"],
  },

  // Quotes, purchase orders, repeating invoices, billable expenses, expense claims
  {
    query: "QU-0031 got marked accepted by mistake, the client actually turned it down",
    expected: ["LedgerApi.UpdateQuote", "LedgerApi.UpdateOrCreateQuotes"],
  },
  {
    query: "swap floorplan.pdf on quote QU-0027 for the revised drawing",
    expected: ["LedgerApi.ReplaceQuoteAttachment", "LedgerApi.UploadQuoteAttachment"],
  },
  {
    query: "cancel purchase order PO-0044, the supplier can't deliver",
    expected: ["LedgerApi.UpdatePurchaseOrder", "LedgerApi.UpdateOrCreatePurchaseOrders"],
  },
  {
    query: "pull up PO-0039, the delivery address on it looks wrong",
    expected: ["LedgerApi.RetrievePurchaseOrderByNumber"],
  },
  {
    query: "Bayview Gym's monthly recurring invoice has the wrong fee, change the line to $180",
    expected: ["LedgerApi.UpdateRepeatingInvoice", "LedgerApi.UpdateOrCreateRepeatingInvoices"],
  },
  {
    query: "the courier cost we're recharging went to the wrong client, charge it to Kea Tours instead",
    expected: ["LedgerApi.UpdateLinkedTransaction"],
  },
  {
    query: "Sam's expense claim was submitted twice and both got approved, void the second one",
    expected: ["LedgerApi.UpdateExpenseClaim"],
  },
  {
    query: "Priya's unclaimed receipt is dated 3 November, it should be 3 October",
    expected: ["LedgerApi.UpdateReceipt"],
  },

  // Reports to confirm a fix
  {
    query: "run November's profit and loss again now that the voided invoices are out",
    expected: ["LedgerApi.GetProfitAndLossReport"],
  },
  {
    query: "trial balance at 30 November, I want to confirm suspense is back to zero after the correction",
    expected: ["LedgerApi.GetTrialBalanceReport"],
  },
  {
    query: "check Harbour Cafe's aged receivables to confirm INV-0178 shows as owing again",
    expected: ["LedgerApi.GetAgedReceivablesReportByContact"],
  },
  {
    query: "bank summary for November, is the cheque account right after removing the double transfer?",
    expected: ["LedgerApi.GetBankSummaryReport"],
  },

  // Task manager: wrong list, done by mistake, duplicates, wrong details
  {
    query: "I ticked off Renew car registration by accident, make it open again",
    expected: ["TasksApi.UpdateTaskProperties"],
  },
  {
    query: "Book venue for offsite landed in Personal instead of Work, move it across",
    expected: ["TasksApi.MoveTasksBetweenProjects"],
  },
  {
    query: "I dumped Milk, Bread and Eggs in the Inbox, shift all three into the Groceries list",
    expected: ["TasksApi.MoveTasksBetweenProjects"],
  },
  {
    query: "Submit GST return has the wrong due date, it should be 28 January",
    expected: ["TasksApi.UpdateTaskProperties"],
  },
  { query: "I made Call dentist twice, delete the extra one", expected: ["TasksApi.DeleteSpecificTask"] },
  {
    query: "get rid of the Test project list I made by accident, tasks and all",
    expected: ["TasksApi.DeleteTasksProject"],
  },
  { query: "rename my Hom Reno list to Home Reno", expected: ["TasksApi.UpdateProjectProperties"] },
  {
    query: "I flipped the Sprint board to kanban by mistake, put it back to a plain list",
    expected: ["TasksApi.UpdateProjectProperties"],
  },
  {
    query: "what did I tick off yesterday? I think I finished the wrong thing",
    expected: ["TasksApi.ListCompletedTasks"],
  },
  {
    query: "Quarterly board pack should be high priority, not low",
    expected: ["TasksApi.UpdateTaskProperties"],
  },
  {
    query: "I deleted Pay council rates by accident, add it back to the Bills list due Friday",
    expected: ["TasksApi.CreateTaskTasks"],
  },
  {
    query: "show me everything tagged urgnt, I mistyped the tag and need to fix those tasks",
    expected: ["TasksApi.FilterTasks"],
  },
  {
    query: "I forgot to tick off Send invoice to Acme, mark it done",
    expected: ["TasksApi.MarkTaskComplete"],
  },
  {
    query: "check the reminder on Prepare payroll, I think I set it for the wrong time",
    expected: ["TasksApi.RetrieveTaskDetails"],
  },
  {
    query: "which lists do I have? I suspect I created Marketing twice",
    expected: ["TasksApi.GetUserProjects"],
  },
  {
    query: "the Team standup reminder goes off at 9pm instead of 9am, fix it",
    expected: ["TasksApi.UpdateTaskProperties"],
  },
  {
    query: "show what's open in the Work project so I can see what ended up there by mistake",
    expected: ["TasksApi.RetrieveProjectWithTasks"],
  },
  {
    query: "I wiped out my Garden project by mistake, set it up again",
    expected: ["TasksApi.CreateProjectInTasks"],
  },
  {
    query: "the Clients list got coloured red by mistake, make it blue #4A90E2",
    expected: ["TasksApi.UpdateProjectProperties"],
  },
  {
    query: "typo in the task Recieve parcel, correct it to Receive parcel",
    expected: ["TasksApi.UpdateTaskProperties"],
  },
  {
    query: "find the high priority Work tasks starting this week, some got the wrong start date",
    expected: ["TasksApi.FilterTasks"],
  },
  {
    query: "list what was finished in Personal between 1 and 5 January, one of those shouldn't be done",
    expected: ["TasksApi.ListCompletedTasks"],
  },
  {
    query: "check the settings of project 5eed00000000000000000a02, its view looks wrong",
    expected: ["TasksApi.GetTasksProjectById", "TasksApi.GetUserProjects"],
  },
  {
    query: "was Send contract to Lee really finished? show me that task even though it's done",
    expected: ["TasksApi.RetrieveTaskDetails"],
  },
  {
    query: "Water plants repeats every day but it should only be weekly",
    expected: ["TasksApi.UpdateTaskProperties"],
  },
];
