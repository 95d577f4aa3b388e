import type { SearchCase } from "./search-queries";
// Tuning set 31: 100 chat messages typed on a phone for everyday jobs written from docs/tools.md by someone who had not seen the search code or the other sets.
export const TUNING_31_CASES: readonly SearchCase[] = [
  // 1. invoice a new customer, approve it, email it
  {
    query: "new cust harbourview dental, add them pls email reception@hvdental.co.nz",
    expected: ["LedgerApi.CreateContacts", "LedgerApi.UpdateOrCreateContacts"],
  },
  {
    query: "set up contact for kiwi crate co b4 i bill them",
    expected: ["LedgerApi.CreateContacts", "LedgerApi.UpdateOrCreateContacts"],
  },
  {
    query: "invoice harbourview dental 3x cleaning 180 ea acct 200",
    expected: ["LedgerApi.CreateInvoices", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query: "bill new client tamsin reid 2 hrs design @ 95/hr due 20th",
    expected: ["LedgerApi.CreateInvoices", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query: "raise inv for pukeko plumbing 1 callout 250 + gst",
    expected: ["LedgerApi.CreateInvoices", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query: "approve draft inv-0412 pls",
    expected: ["LedgerApi.UpdateInvoice", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query: "mark the harbourview invoice authorised so i can send it",
    expected: ["LedgerApi.UpdateInvoice", "LedgerApi.UpdateOrCreateInvoices"],
  },
  { query: "email inv-0412 to the customer", expected: ["LedgerApi.EmailInvoice"] },
  { query: "send tamsin her invoice from xero now its approved", expected: ["LedgerApi.EmailInvoice"] },
  { query: "can u email the new pukeko inv to their accounts addr", expected: ["LedgerApi.EmailInvoice"] },

  // 2. record a part payment on an invoice
  { query: "bayview paid 500 of inv 341", expected: ["LedgerApi.CreatePayment", "LedgerApi.CreatePayments"] },
  {
    query: "record part paymt 1200 on inv-0087 from marlow joinery, went into bus acct 090",
    expected: ["LedgerApi.CreatePayment", "LedgerApi.CreatePayments"],
  },
  {
    query: "ridgeline cafe only paid half of 880, log 440 against INV-0233",
    expected: ["LedgerApi.CreatePayment", "LedgerApi.CreatePayments"],
  },
  {
    query: "got 75 cash twds inv 119 pls enter it",
    expected: ["LedgerApi.CreatePayment", "LedgerApi.CreatePayments"],
  },
  {
    query: "partial pay recvd 2k on inv-0550 yesterday ref DC8812",
    expected: ["LedgerApi.CreatePayment", "LedgerApi.CreatePayments"],
  },
  {
    query: "how much left owing on that invoice now",
    expected: ["LedgerApi.RetrieveInvoices", "LedgerApi.GetInvoiceDetails"],
  },
  {
    query: "whats the code of our business bank acct, need it for the payment",
    expected: ["LedgerApi.RetrieveFullChartOfAccounts"],
  },
  { query: "show customer payments recorded this wk", expected: ["LedgerApi.FetchInvoicePayments"] },

  // 3. apply a credit note to an invoice
  { query: "apply cn-0031 to inv-0418 for greenleaf", expected: ["LedgerApi.CreateCreditNoteAllocation"] },
  {
    query: "use greenleaf's credit of 150 against their open inv",
    expected: ["LedgerApi.CreateCreditNoteAllocation"],
  },
  {
    query: "allocate credit note to invoice 0520 pls, 320 left on it",
    expected: ["LedgerApi.CreateCreditNoteAllocation"],
  },
  { query: "offset bayview credit nt vs inv 341", expected: ["LedgerApi.CreateCreditNoteAllocation"] },
  { query: "which credit notes still have credit left", expected: ["LedgerApi.GetCreditNotes"] },
  { query: "find credit notes for otago freight", expected: ["LedgerApi.GetCreditNotes"] },
  { query: "how much remaining on cn-0031?", expected: ["LedgerApi.GetCreditNotes"] },
  {
    query: "show that credit note in full w/ allocations",
    expected: ["LedgerApi.RetrieveCreditNote", "LedgerApi.GetCreditNotes"],
  },

  // 4. compare two months' profit
  {
    query: "profit oct vs nov?",
    expected: ["LedgerApi.GetProfitAndLossReport", "LedgerApi.RetrieveExecutiveSummaryReport"],
  },
  { query: "compare march and july net profit", expected: ["LedgerApi.GetProfitAndLossReport"] },
  {
    query: "p&l this month vs last month pls",
    expected: ["LedgerApi.GetProfitAndLossReport", "LedgerApi.RetrieveExecutiveSummaryReport"],
  },
  {
    query: "did we make more $ in jan or feb",
    expected: ["LedgerApi.GetProfitAndLossReport", "LedgerApi.RetrieveExecutiveSummaryReport"],
  },
  { query: "pnl aug 2025 next to aug 2024", expected: ["LedgerApi.GetProfitAndLossReport"] },
  {
    query: "income minus expenses for june, then same for april",
    expected: ["LedgerApi.GetProfitAndLossReport"],
  },
  { query: "net profit sept compared w/ dec", expected: ["LedgerApi.GetProfitAndLossReport"] },
  {
    query: "month on month profit, last 2 months",
    expected: ["LedgerApi.GetProfitAndLossReport", "LedgerApi.RetrieveExecutiveSummaryReport"],
  },

  // 5. enter a supplier bill and attach its receipt
  {
    query: "enter bill from kauri timber 1,340 inv KT-5521 due 30th",
    expected: ["LedgerApi.CreateInvoices", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query: "new supplier bill bunnings 86.40 materials acct 429",
    expected: ["LedgerApi.CreateInvoices", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query: "add a bill for office max, ref OM-77812, 212.50 inc gst",
    expected: ["LedgerApi.CreateInvoices", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query: "log power bill from meridian 318 due 14 june",
    expected: ["LedgerApi.CreateInvoices", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query: "attach receipt pdf to the kauri bill",
    expected: ["LedgerApi.UploadInvoiceAttachment", "LedgerApi.ReplaceInvoiceAttachment"],
  },
  {
    query: "upload photo of reciept onto bill OM-77812",
    expected: ["LedgerApi.UploadInvoiceAttachment", "LedgerApi.ReplaceInvoiceAttachment"],
  },
  {
    query: "stick the scanned recpt on that bunnings bill pls",
    expected: ["LedgerApi.UploadInvoiceAttachment", "LedgerApi.ReplaceInvoiceAttachment"],
  },
  { query: "acct code for repairs n maintenance?", expected: ["LedgerApi.RetrieveFullChartOfAccounts"] },

  // 6. post a journal that reclassifies an amount
  {
    query: "journal move 450 from general exp to office supplies",
    expected: ["LedgerApi.CreateManualJournals", "LedgerApi.UpdateOrCreateManualJournals"],
  },
  {
    query: "reclass 1200 from 400 to 461 pls, posted wrong acct",
    expected: ["LedgerApi.CreateManualJournals", "LedgerApi.UpdateOrCreateManualJournals"],
  },
  {
    query: "post manual jnl: shift $89.99 software sub from 429 to 485",
    expected: ["LedgerApi.CreateManualJournals", "LedgerApi.UpdateOrCreateManualJournals"],
  },
  {
    query: "fix miscoding - 300 advertising shd be entertainment, do a journal",
    expected: ["LedgerApi.CreateManualJournals", "LedgerApi.UpdateOrCreateManualJournals"],
  },
  {
    query: "post the draft reclass journal now",
    expected: ["LedgerApi.UpdateManualJournal", "LedgerApi.UpdateOrCreateManualJournals"],
  },
  { query: "what acct code is subscriptions", expected: ["LedgerApi.RetrieveFullChartOfAccounts"] },
  { query: "show manual journals from this month", expected: ["LedgerApi.RetrieveManualJournals"] },
  {
    query: "check that reclass jnl went thru, lines n all",
    expected: ["LedgerApi.RetrieveManualJournal", "LedgerApi.RetrieveManualJournals"],
  },

  // 7. void an unpaid invoice
  {
    query: "void inv-0077 pls never did job",
    expected: ["LedgerApi.UpdateInvoice", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query: "cancel invoice 0203 for lakeside motel, wrong customer",
    expected: ["LedgerApi.UpdateInvoice", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query: "void the 560 inv to brightwater, they never ordered",
    expected: ["LedgerApi.UpdateInvoice", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query: "kill off inv-0391 its unpaid & not needed",
    expected: ["LedgerApi.UpdateInvoice", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query: "set inv 148 to voided",
    expected: ["LedgerApi.UpdateInvoice", "LedgerApi.UpdateOrCreateInvoices"],
  },
  {
    query: "scrap approved inv for hillcrest gym 95, sent by mistake",
    expected: ["LedgerApi.UpdateInvoice", "LedgerApi.UpdateOrCreateInvoices"],
  },
  { query: "is inv-0077 paid at all? want to void it", expected: ["LedgerApi.RetrieveInvoices"] },
  {
    query: "check no payments on that invoice b4 voiding",
    expected: ["LedgerApi.RetrieveInvoices", "LedgerApi.GetInvoiceDetails"],
  },

  // 8. add a phone number to a supplier
  {
    query: "add ph 09 555 2231 to kauri timber",
    expected: ["LedgerApi.UpdateContact", "LedgerApi.UpdateOrCreateContacts"],
  },
  {
    query: "supplier otago freight new mobile 027 441 9902 pls update",
    expected: ["LedgerApi.UpdateContact", "LedgerApi.UpdateOrCreateContacts"],
  },
  {
    query: "put phone number on bunnings contact: 0800 425 288",
    expected: ["LedgerApi.UpdateContact", "LedgerApi.UpdateOrCreateContacts"],
  },
  {
    query: "meridian energy ph is 0800 496 777 add it",
    expected: ["LedgerApi.UpdateContact", "LedgerApi.UpdateOrCreateContacts"],
  },
  {
    query: "update ph for acme packaging (supplier) to +61 2 9555 0101",
    expected: ["LedgerApi.UpdateContact", "LedgerApi.UpdateOrCreateContacts"],
  },
  {
    query: "office max ddi 04 555 8800 pls save on their record",
    expected: ["LedgerApi.UpdateContact", "LedgerApi.UpdateOrCreateContacts"],
  },
  { query: "find supplier 'southern cross print' in xero", expected: ["LedgerApi.FetchAllLedgerContacts"] },
  {
    query: "check phones on that contact now",
    expected: ["LedgerApi.RetrieveLedgerContact", "LedgerApi.FetchAllLedgerContacts"],
  },

  // 9. TickTick: task with checklist, move it, complete it
  { query: "todo pack for expo w/ checklist banner flyers eftpos", expected: ["TasksApi.CreateTaskTasks"] },
  {
    query: "new task stocktake fri, checklist: count shelf A, B, freezer",
    expected: ["TasksApi.CreateTaskTasks"],
  },
  {
    query: "make task 'prep bas' w/ subtasks receipts, wages, gst calc",
    expected: ["TasksApi.CreateTaskTasks"],
  },
  { query: "add to ticktick: van service checklist oil tyres rego", expected: ["TasksApi.CreateTaskTasks"] },
  { query: "move expo task to work list", expected: ["TasksApi.MoveTasksBetweenProjects"] },
  {
    query: "shift stocktake task from inbox into shop list",
    expected: ["TasksApi.MoveTasksBetweenProjects"],
  },
  { query: "put the van service one in personal pls", expected: ["TasksApi.MoveTasksBetweenProjects"] },
  { query: "done w/ expo packing, tick it off", expected: ["TasksApi.MarkTaskComplete"] },
  { query: "mark prep bas complete", expected: ["TasksApi.MarkTaskComplete"] },
  { query: "check the expo task checklist items", expected: ["TasksApi.RetrieveTaskDetails"] },

  // 10. list the overdue tasks
  { query: "whats overdue in ticktick", expected: ["TasksApi.FilterTasks"] },
  { query: "list overdue tasks pls", expected: ["TasksApi.FilterTasks"] },
  { query: "anything i missed? late tasks", expected: ["TasksApi.FilterTasks"] },
  {
    query: "overdue stuff in work list",
    expected: ["TasksApi.FilterTasks", "TasksApi.RetrieveProjectWithTasks"],
  },
  {
    query: "open tasks in shop list that r past due",
    expected: ["TasksApi.FilterTasks", "TasksApi.RetrieveProjectWithTasks"],
  },
  { query: "which high priority tasks r overdue", expected: ["TasksApi.FilterTasks"] },
  { query: "tasks tagged admin still not done n late", expected: ["TasksApi.FilterTasks"] },

  // 11. one follow-up task per overdue invoice, no duplicates
  { query: "list overdue invoices", expected: ["LedgerApi.RetrieveInvoices"] },
  { query: "which customers r late paying, unpaid past due invs", expected: ["LedgerApi.RetrieveInvoices"] },
  { query: "for each overdue inv make a follow up task", expected: ["TasksApi.CreateTaskTasks"] },
  {
    query: "create chase-up task for inv-0233 overdue, dont dup if exists",
    expected: ["TasksApi.CreateTaskTasks"],
  },
  {
    query: "followup task per late invoice in collections list, run again tmrw w/o doubles",
    expected: ["TasksApi.CreateTaskTasks"],
  },
  {
    query: "do i already have a chase task for inv-0512?",
    expected: ["TasksApi.FilterTasks", "TasksApi.RetrieveProjectWithTasks"],
  },
  {
    query: "todays date for the org so i can work out whats overdue",
    expected: ["LedgerApi.GetConnectedTenants"],
  },
  {
    query: "which of bayview's invs are overdue",
    expected: ["LedgerApi.RetrieveInvoices", "LedgerApi.GetAgedReceivablesReportByContact"],
  },

  // small reads: tenant, contact, account code, invoice by number, org date/time zone, lists, task id
  { query: "which xero orgs r connected", expected: ["LedgerApi.GetConnectedTenants"] },
  { query: "tenant id for harbour co pls", expected: ["LedgerApi.GetConnectedTenants"] },
  { query: "find contact called tamsin reid", expected: ["LedgerApi.FetchAllLedgerContacts"] },
  { query: "look up inv-0341", expected: ["LedgerApi.RetrieveInvoices"] },
  {
    query: "what time zone is the org in",
    expected: ["LedgerApi.GetConnectedTenants", "LedgerApi.GetLedgerOrganisationDetails"],
  },
  { query: "whats the date rn where the org is, nz or au?", expected: ["LedgerApi.GetConnectedTenants"] },
  { query: "list my ticktick lists", expected: ["TasksApi.GetUserProjects"] },
  {
    query: "id of 'call accountant' task?",
    expected: ["TasksApi.FilterTasks", "TasksApi.RetrieveProjectWithTasks"],
  },
  { query: "sales acct code thx", expected: ["LedgerApi.RetrieveFullChartOfAccounts"] },
];
