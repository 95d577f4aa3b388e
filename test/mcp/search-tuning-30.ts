import type { SearchCase } from "./search-queries";
// Tuning set 30: 100 everyday words of a new bookkeeper who does not know Xero's terms written from docs/tools.md by someone who had not seen the search code or the other sets.
export const TUNING_30_CASES: readonly SearchCase[] = [
  // 1. invoice a new customer, approve it, email it
  {
    query: "I need to set up a new customer, Harbourside Dental in Wellington, before I can bill them",
    expected: ["LedgerApi.CreateContacts", "LedgerApi.UpdateOrCreateContacts"],
  },
  {
    query: "add Maple & Finch Catering as a new person we sell to, their email is accounts@maplefinch.co.nz",
    expected: ["LedgerApi.CreateContacts", "LedgerApi.UpdateOrCreateContacts"],
  },
  {
    query:
      "what's the way to make a bill to send a brand new customer, Kowhai Landscaping, for 6 hours of garden design at $85?",
    expected: ["LedgerApi.CreateInvoices", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query:
      "I think I need to write up an invoice for a first-time client, Greenlane Physio, 3 sessions at $120 each",
    expected: ["LedgerApi.CreateInvoices", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query:
      "the Kowhai Landscaping invoice is still sitting there as a draft, can I make it final so it can go out?",
    expected: ["LedgerApi.UpdateInvoice", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query:
      "my manager says the Greenlane Physio invoice has to be okayed before it's sent, where do I do that?",
    expected: ["LedgerApi.UpdateInvoice", "LedgerApi.UpdateOrCreateInvoices"],
  },
  { query: "send the Kowhai Landscaping invoice to their email", expected: ["LedgerApi.EmailInvoice"] },
  {
    query: "can INV-0217 be emailed straight to the customer from the system?",
    expected: ["LedgerApi.EmailInvoice"],
  },

  // 2. record a part payment on an invoice
  {
    query:
      "Bayview Motors sent part of what they owe, $500 of the $1,200 on INV-0341, where do I put that in?",
    expected: ["LedgerApi.CreatePayment", "LedgerApi.CreatePayments"],
  },
  {
    query: "money came in from Rosie's Florist, $250 towards their March invoice, into the business account",
    expected: ["LedgerApi.CreatePayment", "LedgerApi.CreatePayments"],
  },
  {
    query: "the customer only paid half of INV-0198, I need to show the $430 they sent",
    expected: ["LedgerApi.CreatePayment", "LedgerApi.CreatePayments"],
  },
  {
    query: "is there a way to mark that some of an invoice has been paid but not all of it?",
    expected: ["LedgerApi.CreatePayment", "LedgerApi.CreatePayments"],
  },
  {
    query: "put down $75 from Otago Bike Hire against their invoice, they paid by bank transfer on 14 May",
    expected: ["LedgerApi.CreatePayment", "LedgerApi.CreatePayments"],
  },
  {
    query: "how much is still owing on that invoice now that they've paid some of it?",
    expected: ["LedgerApi.GetInvoiceDetails", "LedgerApi.RetrieveInvoices"],
  },
  {
    query: "did the $250 from Rosie's Florist actually get saved? I want to see the list of money received",
    expected: ["LedgerApi.FetchInvoicePayments"],
  },
  {
    query: "which bank account do I pick when customer money comes in, and what's its code?",
    expected: ["LedgerApi.RetrieveFullChartOfAccounts"],
  },

  // 3. apply a customer's credit note to an invoice
  {
    query: "we gave Coastal Cafe a credit of $150 last month, can I use it to pay down their new invoice?",
    expected: ["LedgerApi.CreateCreditNoteAllocation"],
  },
  {
    query: "I'm not sure how to put the credit Summit Electrical has with us against invoice INV-0402",
    expected: ["LedgerApi.CreateCreditNoteAllocation"],
  },
  {
    query: "take the leftover credit on CN-0019 and knock it off what Pukeko Preschool owes",
    expected: ["LedgerApi.CreateCreditNoteAllocation"],
  },
  {
    query: "I think I need to use up a customer's refund note on their unpaid invoice, what do I click?",
    expected: ["LedgerApi.CreateCreditNoteAllocation"],
  },
  {
    query: "use the $80 credit for the broken chairs to reduce the Riverside Hall invoice",
    expected: ["LedgerApi.CreateCreditNoteAllocation"],
  },
  {
    query: "does Coastal Cafe have any credit sitting with us that hasn't been used yet?",
    expected: ["LedgerApi.GetCreditNotes"],
  },
  {
    query: "show me all the customer credits that still have money left on them",
    expected: ["LedgerApi.GetCreditNotes"],
  },
  {
    query: "how much is left on that credit after I used some of it?",
    expected: ["LedgerApi.GetCreditNotes", "LedgerApi.RetrieveCreditNote"],
  },

  // 4. compare two months' profit
  { query: "did we make more money in March or April?", expected: ["LedgerApi.GetProfitAndLossReport"] },
  {
    query: "compare how much profit we made in June against July",
    expected: ["LedgerApi.GetProfitAndLossReport"],
  },
  {
    query: "can I see last month's profit next to the month before?",
    expected: ["LedgerApi.GetProfitAndLossReport"],
  },
  {
    query: "I need income minus expenses for October and November side by side",
    expected: ["LedgerApi.GetProfitAndLossReport"],
  },
  {
    query: "was February better than January for the business, money-wise?",
    expected: ["LedgerApi.GetProfitAndLossReport"],
  },
  {
    query: "my boss wants to know if we earned more this month than last month after costs",
    expected: ["LedgerApi.GetProfitAndLossReport"],
  },
  {
    query: "pull up the profit numbers for August 2025 and September 2025 so I can compare them",
    expected: ["LedgerApi.GetProfitAndLossReport"],
  },
  {
    query: "which month was more profitable this year, May or June?",
    expected: ["LedgerApi.GetProfitAndLossReport"],
  },

  // 5. enter a supplier bill and attach its receipt
  {
    query: "Mitre 10 Trade gave us a bill for $386.50 for timber, where do I put it in so we pay it later?",
    expected: ["LedgerApi.CreateInvoices", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query: "I need to enter what we owe Bunnings for paint, $212, due on the 20th",
    expected: ["LedgerApi.CreateInvoices", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query: "our cleaner, Sparkle Cleaning, sent us an invoice for $540, how do I record that we owe it?",
    expected: ["LedgerApi.CreateInvoices", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query: "attach the shop receipt photo to the Mitre 10 bill",
    expected: ["LedgerApi.UploadInvoiceAttachment", "LedgerApi.ReplaceInvoiceAttachment"],
  },
  {
    query: "I've got a scanned PDF of the Bunnings receipt, can I stick it onto the bill I just made?",
    expected: ["LedgerApi.UploadInvoiceAttachment", "LedgerApi.ReplaceInvoiceAttachment"],
  },
  {
    query: "is there somewhere to add a picture of the paper receipt to a supplier's bill?",
    expected: ["LedgerApi.UploadInvoiceAttachment", "LedgerApi.ReplaceInvoiceAttachment"],
  },
  {
    query: "upload receipt_bunnings_0412.jpg to that bill so the accountant can see it",
    expected: ["LedgerApi.UploadInvoiceAttachment", "LedgerApi.ReplaceInvoiceAttachment"],
  },
  {
    query: "can I check the receipt photo actually got saved on the Mitre 10 bill?",
    expected: ["LedgerApi.RetrieveInvoiceAttachments"],
  },

  // 6. journal that moves an amount from one account to another
  {
    query: "take $300 out of repairs and put it under maintenance",
    expected: ["LedgerApi.CreateManualJournals", "LedgerApi.UpdateOrCreateManualJournals"],
  },
  {
    query:
      "I put $1,150 under office supplies by mistake, it should have been computer equipment, how do I shift it?",
    expected: ["LedgerApi.CreateManualJournals", "LedgerApi.UpdateOrCreateManualJournals"],
  },
  {
    query: "what's the way to move an amount from one account to another without touching the bank?",
    expected: ["LedgerApi.CreateManualJournals", "LedgerApi.UpdateOrCreateManualJournals"],
  },
  {
    query: "my accountant says to do an adjustment moving $420 from general expenses to travel",
    expected: ["LedgerApi.CreateManualJournals", "LedgerApi.UpdateOrCreateManualJournals"],
  },
  {
    query:
      "I think I need one of those entries that takes from one account and adds to another, $600 from rent to storage, dated 31 March",
    expected: ["LedgerApi.CreateManualJournals", "LedgerApi.UpdateOrCreateManualJournals"],
  },
  {
    query: "what number does the repairs account have, and the maintenance one?",
    expected: ["LedgerApi.RetrieveFullChartOfAccounts"],
  },
  {
    query: "I saved the adjustment as a draft, how do I make it actually count now?",
    expected: ["LedgerApi.UpdateManualJournal", "LedgerApi.UpdateOrCreateManualJournals"],
  },
  {
    query: "show me the adjustments that were typed in by hand this month",
    expected: ["LedgerApi.RetrieveManualJournals"],
  },

  // 7. void an unpaid invoice
  {
    query: "cancel invoice INV-0288, the customer never ordered it",
    expected: ["LedgerApi.UpdateInvoice", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query: "how do I scrap an invoice that nobody has paid yet?",
    expected: ["LedgerApi.UpdateInvoice", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query: "we sent Harbour Bakery an invoice by mistake and I need to get rid of it properly",
    expected: ["LedgerApi.UpdateInvoice", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query: "the Wilson Builders invoice was a double-up, can I cancel it so it doesn't count?",
    expected: ["LedgerApi.UpdateInvoice", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query: "make INV-0301 show as cancelled rather than deleting it",
    expected: ["LedgerApi.UpdateInvoice", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query: "before I cancel the Harbour Bakery invoice, how can I be sure no money has come in on it?",
    expected: ["LedgerApi.GetInvoiceDetails", "LedgerApi.RetrieveInvoices"],
  },
  { query: "find invoice INV-0288 so I can scrap it", expected: ["LedgerApi.RetrieveInvoices"] },
  {
    query:
      "the invoice I want to cancel has a payment on it that went in wrong, how do I take the payment off first?",
    expected: ["LedgerApi.DeletePayment"],
  },

  // 8. add a phone number to a supplier
  {
    query: "add a phone number for our supplier Kiwi Packaging: 09 555 0142",
    expected: ["LedgerApi.UpdateContact", "LedgerApi.UpdateOrCreateContacts"],
  },
  {
    query: "where do I put a mobile number on Southern Cross Fasteners' details?",
    expected: ["LedgerApi.UpdateContact", "LedgerApi.UpdateOrCreateContacts"],
  },
  {
    query: "our fruit supplier Orchard Fresh has a new phone, 03 477 2290, where do I save it?",
    expected: ["LedgerApi.UpdateContact", "LedgerApi.UpdateOrCreateContacts"],
  },
  {
    query: "I need to write the phone number for the guy at Ace Plumbing Supplies into their record",
    expected: ["LedgerApi.UpdateContact", "LedgerApi.UpdateOrCreateContacts"],
  },
  {
    query: "update Dunedin Print Co so it has their office number, +64 3 455 8812",
    expected: ["LedgerApi.UpdateContact", "LedgerApi.UpdateOrCreateContacts"],
  },
  { query: "look for the supplier called Kiwi Packaging", expected: ["LedgerApi.FetchAllLedgerContacts"] },
  {
    query: "is Orchard Fresh already in the system as someone we buy from?",
    expected: ["LedgerApi.FetchAllLedgerContacts"],
  },
  {
    query: "what phone numbers do we already have saved for Ace Plumbing Supplies?",
    expected: ["LedgerApi.RetrieveLedgerContact", "LedgerApi.FetchAllLedgerContacts"],
  },

  // 9. to-do with a checklist, move it to another list, complete it
  {
    query:
      "make a to-do called 'Set up new client file' with little tick boxes for ID, engagement letter and bank details",
    expected: ["TasksApi.CreateTaskTasks"],
  },
  {
    query: "can I create a to-do that has a list of steps inside it?",
    expected: ["TasksApi.CreateTaskTasks"],
  },
  {
    query: "add a to-do for Friday to order stationery, with sub-items pens, paper and toner",
    expected: ["TasksApi.CreateTaskTasks"],
  },
  { query: "switch the to-do over to the Work list", expected: ["TasksApi.MoveTasksBetweenProjects"] },
  {
    query: "the 'Set up new client file' to-do landed in my Inbox, I want it in the Clients list instead",
    expected: ["TasksApi.MoveTasksBetweenProjects"],
  },
  {
    query: "shift this to-do from Personal into Office Admin",
    expected: ["TasksApi.MoveTasksBetweenProjects"],
  },
  { query: "tick it off, the stationery order is done", expected: ["TasksApi.MarkTaskComplete"] },
  { query: "how do I mark the client file to-do as finished?", expected: ["TasksApi.MarkTaskComplete"] },
  {
    query: "add two more tick boxes to my existing 'Month end' to-do",
    expected: ["TasksApi.UpdateTaskProperties"],
  },

  // 10. list the overdue tasks
  { query: "which jobs are late?", expected: ["TasksApi.FilterTasks"] },
  { query: "show me the to-dos I've missed the date on", expected: ["TasksApi.FilterTasks"] },
  { query: "what haven't I finished that should have been done by now?", expected: ["TasksApi.FilterTasks"] },
  {
    query: "are there any late to-dos in the Work list?",
    expected: ["TasksApi.FilterTasks", "TasksApi.RetrieveProjectWithTasks"],
  },
  {
    query: "list everything still open from before today across all my lists",
    expected: ["TasksApi.FilterTasks"],
  },
  {
    query: "some of my high-priority to-dos are probably behind, can I see just those?",
    expected: ["TasksApi.FilterTasks"],
  },
  {
    query: "what's still not done in my Inbox that's past its date?",
    expected: ["TasksApi.FilterTasks", "TasksApi.RetrieveProjectWithTasks"],
  },
  {
    query: "I don't know where to see the overdue stuff in the to-do app",
    expected: ["TasksApi.FilterTasks"],
  },

  // 11. one follow-up to-do per overdue invoice, no doubles on a second run
  {
    query: "which customers haven't paid and are past the due date?",
    expected: ["LedgerApi.RetrieveInvoices"],
  },
  {
    query: "list the invoices that are late being paid as of today",
    expected: ["LedgerApi.RetrieveInvoices"],
  },
  { query: "help me find every sales invoice that's overdue", expected: ["LedgerApi.RetrieveInvoices"] },
  { query: "make a to-do for each customer who hasn't paid", expected: ["TasksApi.CreateTaskTasks"] },
  {
    query: "create a chase-up to-do 'Follow up INV-0277 - Bayview Motors $640' in the Collections list",
    expected: ["TasksApi.CreateTaskTasks"],
  },
  {
    query: "I want one reminder to-do per late invoice, and if I run it again it shouldn't make doubles",
    expected: ["TasksApi.CreateTaskTasks"],
  },
  {
    query:
      "add a to-do to ring Rosie's Florist about their late invoice, but only once even if I press it twice",
    expected: ["TasksApi.CreateTaskTasks"],
  },
  {
    query: "before making the chase-up to-dos, check which ones are already in the Collections list",
    expected: ["TasksApi.FilterTasks", "TasksApi.RetrieveProjectWithTasks"],
  },
  {
    query: "is there already a to-do for chasing INV-0277 so I don't make another one?",
    expected: ["TasksApi.FilterTasks", "TasksApi.RetrieveProjectWithTasks"],
  },

  // small reads: organisation, contacts, accounts, invoice by number, date and zone, lists, task ids
  {
    query: "which business am I working in? I need its id first",
    expected: ["LedgerApi.GetConnectedTenants"],
  },
  {
    query: "show me which companies this login is hooked up to",
    expected: ["LedgerApi.GetConnectedTenants"],
  },
  {
    query: "what's today's date for the business, in their own time?",
    expected: ["LedgerApi.GetConnectedTenants"],
  },
  {
    query: "what time zone is the company set to?",
    expected: ["LedgerApi.GetConnectedTenants", "LedgerApi.GetLedgerOrganisationDetails"],
  },
  {
    query: "look up whoever 'Greenlane' is in our customer list",
    expected: ["LedgerApi.FetchAllLedgerContacts"],
  },
  { query: "what's the code for the sales account?", expected: ["LedgerApi.RetrieveFullChartOfAccounts"] },
  { query: "pull up invoice INV-0156", expected: ["LedgerApi.RetrieveInvoices"] },
  { query: "what are all my to-do lists called?", expected: ["TasksApi.GetUserProjects"] },
  { query: "I need the id of the Work list, where is it?", expected: ["TasksApi.GetUserProjects"] },
  {
    query: "where can I get the id for the 'Order stationery' to-do?",
    expected: ["TasksApi.FilterTasks", "TasksApi.RetrieveProjectWithTasks"],
  },
];
