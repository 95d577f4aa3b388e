import type { SearchCase } from "./search-queries";
// Tuning set 12: 100 plain requests written from docs/tools.md by someone who had not seen the search code or the other sets.
export const TUNING_12_CASES: readonly SearchCase[] = [
  // Invoices and bills
  {
    query:
      "Coastal Cafe rang to say they're really happy with the coffee machine install we did on Tuesday. Can you put an invoice together for them for $1,850 plus GST for the install labour, due in 14 days? They want it today so it lands in this month.",
    expected: ["LedgerApi.CreateInvoices", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query:
      "Reece Plumbing's statement turned up in the post this morning and there's a bill on it we never entered: $412.50 for copper fittings, dated the 3rd and due the 20th. Please get it into the system so it shows in what we owe them.",
    expected: ["LedgerApi.CreateInvoices", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query:
      "Jo keyed in the Harvey Norman bill for the office fridge twice last week, and both copies are still sitting there as drafts for $1,299. Get rid of the second one so we don't end up paying it twice.",
    expected: ["LedgerApi.UpdateInvoice", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query:
      "INV-0042 went to Acme Builders but the work was actually for Acme Landscaping, a completely different company. It's already been approved and nobody has paid anything on it, so cancel it out properly and I'll redo it for the right people.",
    expected: ["LedgerApi.UpdateInvoice", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query:
      "Sarah at Bluewater Marine swears she never got INV-0051 and now her boss is asking about it. Could you send it to her again straight out of Xero, so we have a record that it went?",
    expected: ["LedgerApi.EmailInvoice"],
  },
  {
    query:
      "The payables team at Greenfield Council need a proper printable copy of INV-0037 for their files; their portal won't accept a screenshot. Grab me the PDF of it and I'll upload it for them.",
    expected: ["LedgerApi.RetrieveInvoicePdf"],
  },
  {
    query:
      "I'm working out who still owes us money before I start chasing people on Monday. Can you pull up all the customer invoices that are approved but still unpaid, oldest first?",
    expected: ["LedgerApi.RetrieveInvoices"],
  },
  {
    query:
      "Mr Dawson is disputing INV-0063, he says he was charged for three call-outs when we only came out twice. Open it up and tell me exactly which lines and quantities are on it.",
    expected: ["LedgerApi.RetrieveInvoices", "LedgerApi.GetInvoiceDetails"],
  },
  {
    query:
      "The due date on INV-0029 has somehow moved from the 5th to the 30th and nobody in the office admits to touching it. Can you check the trail of changes on that invoice and tell me who did it and when?",
    expected: ["LedgerApi.RetrieveInvoiceHistory"],
  },
  {
    query:
      "Tony from Westside Motors just called and promised he'll pay INV-0048 in full this Friday. Jot that down against the invoice so whoever chases it next knows about the promise.",
    expected: ["LedgerApi.CreateInvoiceHistory"],
  },
  {
    query:
      "Hillcrest School won't pay until they see the signed timesheet, which I've scanned as timesheet-march.pdf. Stick the scan onto INV-0055 so it travels with the invoice.",
    expected: ["LedgerApi.UploadInvoiceAttachment"],
  },
  {
    query:
      "I drafted the invoice for Bluewater Marine's hull clean yesterday and had another look at it this morning, the numbers are right. Go ahead and finalise it so it's live and they can pay it.",
    expected: ["LedgerApi.UpdateInvoice", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query:
      "A customer says the email she got for INV-0066 has no button to pay by card, and she'd rather pay online tonight. Can you get me the web link to that invoice so I can text it to her?",
    expected: ["LedgerApi.RetrieveOnlineInvoiceUrl"],
  },
  {
    query:
      "One of our oldest clients is upset that Xero keeps sending him automatic chaser emails when he's a few days late. Before I apologise, is that overdue nudge thing actually switched on for us?",
    expected: ["LedgerApi.GetInvoiceReminderSettings"],
  },

  // Payments
  {
    query:
      "Acme Builders have just paid $1,200 off INV-0046; it hit the business cheque account this morning. Put that money against the invoice so their balance comes down.",
    expected: ["LedgerApi.CreatePayment", "LedgerApi.CreatePayments"],
  },
  {
    query:
      "The bank rang: the cheque Patel Holdings gave us for INV-0058 has bounced. We'd already recorded it as received, so undo that so the invoice shows as owing again.",
    expected: ["LedgerApi.DeletePayment"],
  },
  {
    query:
      "The accountant is reconciling the debtors and wants a list of every amount customers paid us between 1 and 31 March. Can you get that for her?",
    expected: ["LedgerApi.FetchInvoicePayments"],
  },
  {
    query:
      "It's supplier run day and I want to clear the Reece, Bunnings and Mitre 10 bills together. Pay them all out of the ANZ account as one line on the statement, dated Friday the 14th.",
    expected: ["LedgerApi.CreateBatchPayment"],
  },
  {
    query:
      "The supplier run we put through on the 14th was meant to come out of the Westpac account, not ANZ. Wipe out that whole run so all those bills show as unpaid again, and I'll redo it.",
    expected: ["LedgerApi.DeleteBatchPayment", "LedgerApi.DeleteBatchPaymentByUrlParam"],
  },
  {
    query:
      "There's a single deposit of $8,420 on the statement from the 22nd and I can't tell which invoices it covers. We entered it as one combined deposit, so show me what's inside it.",
    expected: ["LedgerApi.RetrieveBatchPayments", "LedgerApi.GetBatchPaymentDetails"],
  },
  {
    query:
      "Patel Holdings paid $150 more than they owed last month and we left the extra sitting on their account. Their new invoice INV-0083 has gone out, so use that $150 to knock it down.",
    expected: ["LedgerApi.CreateOverpaymentAllocations"],
  },
  {
    query:
      "Mrs Chen paid us a $1,000 deposit up front before we'd invoiced her for anything. Now the fence invoice INV-0085 is done, put her deposit against it.",
    expected: ["LedgerApi.CreatePrepaymentAllocations"],
  },

  // Credit notes
  {
    query:
      "Linda from Coastal Cafe sent back two of the bar stools from INV-0071 because they arrived scratched. We've agreed to take $380 off what they owe, so put a credit through for them.",
    expected: ["LedgerApi.CreateCreditNotes", "LedgerApi.UpdateOrCreateCreditNotes"],
  },
  {
    query:
      "Coastal Cafe still has $380 on CN-0012 that nobody has used yet. Their new invoice INV-0080 just went out, so use the credit to bring that one down.",
    expected: ["LedgerApi.CreateCreditNoteAllocation"],
  },
  {
    query:
      "Our customer's auditor wants a copy of the credit we gave them back in February, CN-0009. Can you get it out as a PDF so I can email it across?",
    expected: ["LedgerApi.GetCreditNotePdf"],
  },
  {
    query:
      "We used Bright Spark Electrical's credit against INV-0074, but it should have gone against INV-0077. Take the credit off INV-0074 first so it's free to use again.",
    expected: ["LedgerApi.DeleteCreditNoteAllocation"],
  },
  {
    query:
      "Just so there's a paper trail: the manager okayed the $380 credit on CN-0012 over the phone yesterday. Write that down as a note on the credit itself.",
    expected: ["LedgerApi.FetchCreditNoteHistory"],
  },

  // Quotes
  {
    query:
      "A homeowner in Riverside, Mrs Chen, wants a price for 40 metres of timber fencing before she commits. Put together a formal price of $4,300 including GST that's good for 30 days; don't invoice her yet.",
    expected: ["LedgerApi.CreateQuotes", "LedgerApi.UpdateOrCreateQuotes"],
  },
  {
    query:
      "Great news, Mr Patel rang back and he's going ahead with the bathroom reno we priced on QU-0015. Flag it as accepted so we can book the job in.",
    expected: ["LedgerApi.UpdateQuote", "LedgerApi.UpdateOrCreateQuotes"],
  },
  {
    query:
      "We sent a pile of prices out last month and I've heard nothing from half of them. Which quotes are still out there with no answer, and when do they run out?",
    expected: ["LedgerApi.RetrieveSalesQuotes"],
  },

  // Purchase orders
  {
    query:
      "We need 60 lengths of treated pine from Bunnings delivered to the Oak Street site by the 12th. Raise an order to them for it so the yard has something official to pick from.",
    expected: ["LedgerApi.CreatePurchaseOrders", "LedgerApi.UpdateOrCreatePurchaseOrders"],
  },
  {
    query:
      "Someone from Mitre 10 is on the phone about PO-0031; they reckon the quantities don't match what they were sent. Can you bring that order up so I can read it out to them?",
    expected: ["LedgerApi.RetrievePurchaseOrderByNumber"],
  },
  {
    query:
      "Steel & Tube won't start cutting until they have our order on paper. Get me PO-0027 as a PDF I can attach to an email.",
    expected: ["LedgerApi.GetPurchaseOrderPdf"],
  },
  {
    query:
      "Before I sign off this month's bills I want to see what we've ordered from suppliers that they haven't billed us for yet. Pull up the approved orders still waiting on a bill.",
    expected: ["LedgerApi.RetrievePurchaseOrders"],
  },

  // Contacts
  {
    query:
      "We've picked up a new customer, Harbour View Dental; the contact is Priya Singh, accounts@harbourviewdental.co.nz. Add them to the books before I invoice them next week.",
    expected: ["LedgerApi.CreateContacts", "LedgerApi.UpdateOrCreateContacts"],
  },
  {
    query:
      "A guy from Kiwi Scaffolding called saying we owe them money, but I don't remember ever using them. Do we even have them set up as a supplier?",
    expected: ["LedgerApi.FetchAllLedgerContacts"],
  },
  {
    query:
      "Greenfield Council have moved their accounts team and all invoices now need to go to ap@greenfield.govt.nz instead of the old address. Update their email so the next one goes to the right place.",
    expected: ["LedgerApi.UpdateContact", "LedgerApi.UpdateOrCreateContacts"],
  },
  {
    query:
      "Northern Signs closed down at Christmas and they keep popping up whenever I type 'North' on a new bill. Tuck them away so they stop appearing, but keep all their old transactions.",
    expected: ["LedgerApi.UpdateContact", "LedgerApi.UpdateOrCreateContacts"],
  },
  {
    query:
      "I just got off a long call with Dave at Westside Motors; he's unhappy about the late fees and wants them waived. Log a note on his record summarising that so the rest of the team knows.",
    expected: ["LedgerApi.AddContactHistoryRecord"],
  },
  {
    query:
      "The debt collector's letter only quotes our customer number CUST-0107, no name at all. Who is that, and what details do we hold for them?",
    expected: ["LedgerApi.GetLedgerContactByNumber", "LedgerApi.FetchAllLedgerContacts"],
  },
  {
    query:
      "We're going to start offering trade pricing to builders and send them their own newsletter. Make a new grouping called Trade Customers that I can put them into.",
    expected: ["LedgerApi.CreateContactGroup"],
  },
  {
    query:
      "Kiwi Roofing shouldn't be in our Preferred Suppliers group any more after the last job went badly. Take them out of that group, but leave their contact itself alone.",
    expected: ["LedgerApi.RemoveContactFromGroup"],
  },

  // Bank transactions and transfers
  {
    query:
      "Filled up the ute at Z Energy this morning, $64.90 on the business debit card. There's no bill for it, so just put it through as fuel out of the business account.",
    expected: ["LedgerApi.CreateBankTransactions", "LedgerApi.UpdateOrCreateBankTransactions"],
  },
  {
    query:
      "A neighbour gave me $250 cash for our old extension ladder and I've banked it. Record it as money in with no invoice, under other income.",
    expected: ["LedgerApi.CreateBankTransactions", "LedgerApi.UpdateOrCreateBankTransactions"],
  },
  {
    query:
      "The $189 Spark payment on the 8th got coded to Office Supplies, but it's actually our phone bill. Change it over to Telephone & Internet.",
    expected: ["LedgerApi.UpdateBankTransaction", "LedgerApi.UpdateOrCreateBankTransactions"],
  },
  {
    query:
      "I'm doing the bank rec tonight and want a head start. Show me all the money-out items that haven't been matched to the statement yet.",
    expected: ["LedgerApi.RetrieveBankTransactions"],
  },
  {
    query:
      "I shifted $5,000 from the cheque account into business savings on Monday to cover the tax bill later. Get that into the books so both balances line up with the bank.",
    expected: ["LedgerApi.CreateBankTransfer"],
  },
  {
    query:
      "The $2,000 move into savings on the 3rd got entered twice, once by me and once by our bookkeeper. Remove the duplicate.",
    expected: ["LedgerApi.DeleteBankTransfer", "LedgerApi.DeleteBankTransfers"],
  },
  {
    query:
      "Here's the photo of the OfficeMax receipt for that $86.40 spend on the 11th; the accountant always asks for backup. Can you attach it to that transaction?",
    expected: ["LedgerApi.UploadBankTransactionAttachment"],
  },

  // Reports
  {
    query:
      "The bank manager wants to see how we traded over July to September before she renews the overdraft. Run me income against expenses for those three months.",
    expected: ["LedgerApi.GetProfitAndLossReport"],
  },
  {
    query:
      "Our accountant is finalising the year and asked for a statement of everything we own and owe as at 31 March. Can you pull that?",
    expected: ["LedgerApi.GetBalanceSheetReport"],
  },
  {
    query:
      "Before I send everything off to the accountant I want to be sure the debits and credits agree across every account. Print off the TB as at 30 June for me.",
    expected: ["LedgerApi.GetTrialBalanceReport"],
  },
  {
    query:
      "Coastal Cafe keep telling me they're up to date, but I'm sure some of their invoices are months old. Show me what they owe us, broken down by how overdue it is.",
    expected: ["LedgerApi.GetAgedReceivablesReportByContact"],
  },
  {
    query:
      "Bunnings' credit team emailed saying our account is on stop. I need to see which of their bills we haven't paid and how late each one is.",
    expected: ["LedgerApi.GetAgedPayablesReportByContact"],
  },
  {
    query:
      "For the board pack I need, for each of our bank accounts, what we started October with, what came in, what went out and where we ended up.",
    expected: ["LedgerApi.GetBankSummaryReport"],
  },
  {
    query:
      "At the planning meeting the partners want to see what we budgeted for each account, month by month, over the coming quarter. Can you get those budget figures out?",
    expected: ["LedgerApi.GetBudgetSummaryReport", "LedgerApi.RetrieveBudgetDetails"],
  },
  {
    query:
      "My business partner wants a one-page snapshot of how October went compared with September: cash, margins, that kind of thing. Pull the monthly overview for him.",
    expected: ["LedgerApi.RetrieveExecutiveSummaryReport"],
  },
  {
    query:
      "Our US company's contractors need their year-end tax forms, and the accountant wants the amounts paid to each by box for 2025. Can you get those contractor reports for that year?",
    expected: ["LedgerApi.Retrieve1099Reports"],
  },

  // Accounts, items, tax and tracking
  {
    query:
      "We've started paying for a software subscription every month and there's nowhere sensible to code it. Set up a new expense account called Software Subscriptions, code 489.",
    expected: ["LedgerApi.CreateAccount"],
  },
  {
    query:
      "The new bookkeeper asked which account codes we use for what. Can you get her the full list of our accounts, bank ones included?",
    expected: ["LedgerApi.RetrieveFullChartOfAccounts"],
  },
  {
    query:
      "We've started selling a gutter guard kit, code GG-10, at $89 each. Set it up as a product so the team can just pick it when they invoice.",
    expected: ["LedgerApi.CreateItems", "LedgerApi.UpdateOrCreateItems"],
  },
  {
    query:
      "Our costs went up, so from today we charge $135 instead of $120 for the standard call-out, code CALLOUT. Change the default selling price on it.",
    expected: ["LedgerApi.UpdateItem", "LedgerApi.UpdateOrCreateItems"],
  },
  {
    query:
      "We stopped stocking the old 20L paint tins years ago and PAINT-20L just clutters the list when I'm invoicing. Remove that product completely.",
    expected: ["LedgerApi.DeleteInventoryItem"],
  },
  {
    query:
      "I'm entering a bill from an overseas supplier and I'm not sure which GST option to pick. What tax codes have we actually got set up, and at what percentages?",
    expected: ["LedgerApi.RetrieveTaxRates"],
  },
  {
    query:
      "We've opened a second branch in Hamilton and the accountant wants its sales split out. Add Hamilton as a choice under our Region tag so we can mark transactions with it.",
    expected: ["LedgerApi.CreateTrackingOptions"],
  },
  {
    query:
      "We've started buying stock from a supplier in Sydney who bills in Aussie dollars. Turn on AUD for us so I can enter their bills in their own currency.",
    expected: ["LedgerApi.CreateCurrency"],
  },

  // Repeating invoices and journals
  {
    query:
      "Harbour View Dental have signed up for our maintenance plan at $450 a month, starting on the 1st. I don't want to have to remember it every month, so set it up to go out on its own.",
    expected: ["LedgerApi.CreateRepeatingInvoices", "LedgerApi.UpdateOrCreateRepeatingInvoices"],
  },
  {
    query:
      "Westside Motors cancelled their cleaning contract from next month. Stop the monthly one we've been sending them automatically so no more get generated.",
    expected: ["LedgerApi.UpdateRepeatingInvoice", "LedgerApi.UpdateOrCreateRepeatingInvoices"],
  },
  {
    query:
      "The accountant sent through the year-end depreciation figure, $3,240 on the vehicles. Post it debiting depreciation expense and crediting accumulated depreciation, dated 31 March.",
    expected: ["LedgerApi.CreateManualJournals", "LedgerApi.UpdateOrCreateManualJournals"],
  },
  {
    query:
      "The accrual we posted by hand on 30 June for the Spark bill was wrong; the real bill came in a week later anyway. Reverse that entry so it drops out of the numbers.",
    expected: ["LedgerApi.UpdateManualJournal", "LedgerApi.UpdateOrCreateManualJournals"],
  },
  {
    query:
      "The accountant's query list says 'please explain journal 88'. Pull up that general ledger entry so I can see what it was for.",
    expected: ["LedgerApi.RetrieveJournalByNumber", "LedgerApi.GetFinancialJournals"],
  },

  // Organisation, expenses and billable costs
  {
    query:
      "The bank's loan application asks for our legal name, registered address and when our financial year ends. Look those up for me from the company's own details in Xero.",
    expected: ["LedgerApi.GetLedgerOrganisationDetails"],
  },
  {
    query:
      "I've just hooked the assistant up to my Xero login, and I run two companies, the trading one and the property one. Which organisations can it actually get at?",
    expected: ["LedgerApi.GetConnectedTenants"],
  },
  {
    query:
      "We bought $220 of special-order tiles on the Tile Depot bill for the Dawson job. Flag that bill line as a cost to pass on to Mr Dawson so we remember to charge him for it.",
    expected: ["LedgerApi.CreateLinkedTransaction"],
  },
  {
    query:
      "Mike paid the $45 parking at the client's site out of his own pocket and handed me the docket. Record it as his out-of-pocket expense so it can go on his next claim.",
    expected: ["LedgerApi.CreateReceipt"],
  },

  // To-dos and lists
  {
    query:
      "My accountant just rang to say she needs the signed GST return back by Thursday. Pop a reminder in my inbox to sign and send it, due Thursday at 9am.",
    expected: ["TasksApi.CreateTaskTasks"],
  },
  {
    query:
      "We're doing the Home Show at the convention centre on the 18th and I keep forgetting things. Make me a to-do for the stand setup with a tick-list: banner, brochures, card machine, extension cord.",
    expected: ["TasksApi.CreateTaskTasks"],
  },
  {
    query:
      "A customer rang about a leaky tap at 22 Bay Road and wants someone there Thursday afternoon. Add it to the Jobs list, due Thursday 2pm, with a note of her number, 021 555 0192.",
    expected: ["TasksApi.CreateTaskTasks"],
  },
  {
    query:
      "Rent on the workshop is due on the 1st of every month and I've missed it twice now. Set me a to-do that comes back every month, with a reminder the day before.",
    expected: ["TasksApi.CreateTaskTasks"],
  },
  {
    query:
      "The supplier meeting got pushed back a week. Move the 'prep pricing sheet' to-do to next Wednesday instead of this one.",
    expected: ["TasksApi.UpdateTaskProperties"],
  },
  {
    query:
      "The landlord has emailed again about the lease renewal and it's getting urgent. Bump the 'review lease' to-do up to high priority and tag it urgent.",
    expected: ["TasksApi.UpdateTaskProperties"],
  },
  {
    query:
      "The accountant wants more done at month end now. Add 'export aged debtors' and 'file receipts' to the steps on my 'end of month close' to-do.",
    expected: ["TasksApi.UpdateTaskProperties"],
  },
  {
    query:
      "Done! I finally lodged the BAS this afternoon after weeks of putting it off. Tick that one off my Work list.",
    expected: ["TasksApi.MarkTaskComplete"],
  },
  {
    query:
      "I've paid this month's workshop rent a day early for once. Tick it off so it rolls on to next month.",
    expected: ["TasksApi.MarkTaskComplete"],
  },
  {
    query:
      "I've been away for a fortnight and have no idea where things are up to. What's still outstanding on the Work list?",
    expected: ["TasksApi.RetrieveProjectWithTasks", "TasksApi.FilterTasks"],
  },
  {
    query:
      "I throw everything into my inbox on the go and never sort it. Show me what's sitting in there that isn't done yet.",
    expected: ["TasksApi.RetrieveProjectWithTasks", "TasksApi.FilterTasks"],
  },
  {
    query:
      "Sam says he's been flat out all week, but I'd like to see for myself. What got ticked off in the Jobs list between Monday and Friday?",
    expected: ["TasksApi.ListCompletedTasks"],
  },
  {
    query:
      "The mechanic says the van hasn't been serviced since last year, but I'm sure Sam did it in January. Did anything like that get finished in the Vehicles list during January?",
    expected: ["TasksApi.ListCompletedTasks"],
  },
  {
    query:
      "The insurer wants to know the exact day I sorted the public liability renewal. When did I tick off that to-do?",
    expected: ["TasksApi.RetrieveTaskDetails", "TasksApi.ListCompletedTasks"],
  },
  {
    query:
      "A client is visiting tomorrow and I only want to deal with the fires today. Find everything marked high priority and tagged urgent that's still open.",
    expected: ["TasksApi.FilterTasks"],
  },
  {
    query:
      "I'm planning next week's jobs and want to see what's down to start between Monday the 9th and Friday the 13th in the Jobs list.",
    expected: ["TasksApi.FilterTasks"],
  },
  {
    query:
      "Jess is doing the van service today and wants to know what's on the checklist. Open that to-do and read me the items on it.",
    expected: ["TasksApi.RetrieveTaskDetails"],
  },
  {
    query:
      "I accidentally added 'order business cards' twice this morning. Get rid of the spare one; it's in the Office list.",
    expected: ["TasksApi.DeleteSpecificTask"],
  },
  {
    query:
      "Everything I jotted down on my phone this week landed in the Inbox. Shift the three invoicing ones into the Admin list where they belong.",
    expected: ["TasksApi.MoveTasksBetweenProjects"],
  },
  {
    query:
      "We've just won the kitchen renovation at 14 Oak Street and there's going to be heaps to keep track of. Start a fresh list just for that job.",
    expected: ["TasksApi.CreateProjectInTasks"],
  },
  {
    query:
      "I've made so many lists over the years that I've lost track of them. Which ones have I actually got?",
    expected: ["TasksApi.GetUserProjects"],
  },
  {
    query:
      "We've renamed the business, so the list called 'Smith Plumbing Admin' looks silly now. Call it 'Smith & Co Admin' instead.",
    expected: ["TasksApi.UpdateProjectProperties"],
  },
  {
    query:
      "The jobs list is getting messy as one long column; I'd rather see it as a board with quoted, booked and done. Switch its layout over.",
    expected: ["TasksApi.UpdateProjectProperties"],
  },
  {
    query:
      "My new assistant says the Marketing list looks different on her screen. Check how that list is set up: its colour, and whether it's a board or a plain list.",
    expected: ["TasksApi.GetTasksProjectById", "TasksApi.GetUserProjects"],
  },
  {
    query:
      "The Christmas party is over and done with, and I never want to see that planning list again. Delete the whole thing, tasks and all.",
    expected: ["TasksApi.DeleteTasksProject"],
  },
];
