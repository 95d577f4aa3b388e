// The words people use for what Xero and TickTick call something else, and the everyday verbs for
// what the tools do: hand-written, small, and the only place search_tools' vocabulary is tuned.
// The tuning sets (test/mcp/search-queries.ts, search-tuning.ts) keep it honest; the held-out set
// (search-heldout.ts) is never tuned on.

/** Words the catalog uses interchangeably: both sides of the search map them to one word. */
export const CANONICAL_WORDS: Readonly<Record<string, string>> = {
  retrieve: "get",
  fetch: "get",
  list: "get",
  show: "get",
  find: "get",
  view: "get",
  read: "get",
  see: "get",
  display: "get",
  lookup: "get",
  locate: "get",
  check: "get",
  add: "create",
  new: "create",
  raise: "create",
  issue: "create",
  enter: "create",
  make: "create",
  record: "create",
  remove: "delete",
  erase: "delete",
  trash: "delete",
  change: "update",
  edit: "update",
  modify: "update",
  rename: "update",
  finish: "complete",
  finished: "complete",
  done: "complete",
  completed: "complete",
  tick: "complete",
  cross: "complete",
  organization: "organisation",
  company: "organisation",
  business: "organisation",
  org: "organisation",
  estimate: "quote",
  quotation: "quote",
  recurring: "repeating",
  recur: "repeating",
  vat: "tax",
  gst: "tax",
  employee: "user",
  staff: "user",
  colleague: "user",
  // Accountants' ageing is Xero's aged (the aged receivables and payables reports).
  ageing: "aged",
  aging: "aged",
};

/**
 * Query words that also mean the upstream's terms (the word itself is always searched too). Looked
 * up as written, then by stem, so one entry serves singular and plural.
 */
export const QUERY_EXPANSIONS: Readonly<Record<string, readonly string[]>> = {
  bill: ["invoice", "accpay"],
  payable: ["accpay", "bill"],
  receivable: ["accrec", "invoice"],
  customer: ["contact", "accrec"],
  client: ["contact"],
  supplier: ["contact", "accpay"],
  vendor: ["contact", "supplier", "accpay"],
  owe: ["aged", "receivable"],
  owes: ["aged", "receivable"],
  owed: ["aged", "receivable"],
  overdue: ["aged", "due"],
  late: ["overdue", "due"],
  unpaid: ["due", "authorised"],
  todo: ["task"],
  lists: ["project"],
  // TickTick's Inbox is a project of its own; a board is a project's kanban view.
  inbox: ["project"],
  kanban: ["board", "view"],
  folder: ["project"],
  file: ["attachment"],
  attached: ["attachment"],
  document: ["attachment"],
  note: ["history"],
  comment: ["history", "note"],
  audit: ["history"],
  expense: ["claim", "receipt"],
  reimburse: ["expense", "claim"],
  refund: ["credit", "overpayment"],
  income: ["profit", "loss", "revenue"],
  earnings: ["profit", "loss"],
  earn: ["profit", "loss"],
  earned: ["profit", "loss"],
  spent: ["spend", "bank", "transaction"],
  spend: ["bank", "transaction"],
  reconcile: ["reconciled", "bank", "transaction"],
  entry: ["journal"],
  accrue: ["manual", "journal", "create"],
  accrual: ["manual", "journal"],
  depreciation: ["manual", "journal"],
  product: ["item"],
  // Ending a record: Xero voids an approved one and deletes a draft (the Update tools' statuses).
  cancel: ["void", "delete"],
  undo: ["delete", "reverse"],
  paid: ["payment"],
  decline: ["declined"],
  accept: ["accepted"],
  remind: ["reminder"],
  postpone: ["due", "date"],
  reschedule: ["due", "date"],
  push: ["due", "date"],
  delay: ["due", "date"],
  cash: ["bank", "balance"],
  outstanding: ["due", "unpaid"],
  returned: ["credit"],
  several: ["batch"],
  apply: ["allocation"],
  allocate: ["allocation"],
  attach: ["upload"],
  billable: ["linked", "transaction", "create"],
  rebill: ["linked", "transaction"],
  tagged: ["tag"],
  category: ["tracking"],
  pdf: ["pdf"],
  print: ["pdf"],
  logo: ["branding", "theme"],
  template: ["branding", "theme"],
  tax: ["rate"],
  // A Xero organisation is a tenant; the ones a connection may use are its connected tenants.
  tenant: ["connected"],
  organisation: ["tenant", "connected"],
};

/** Phrases rewritten before the query is split (each padded with spaces to match whole words). */
export const QUERY_PHRASES: readonly (readonly [string | RegExp, string])[] = [
  // A TickTick list is a project: "my to-do list" is the tasks in one.
  [" to-do list ", " tasks in project "],
  [" todo list ", " tasks in project "],
  [" to-do ", " task "],
  [" to-dos ", " task "],
  [" to do ", " task "],
  [" accounts payable ", " payable "],
  [" accounts receivable ", " receivable "],
  [" p&l ", " profit loss "],
  [" p & l ", " profit loss "],
  // What a business "made" is what it earned: "what did we make last month".
  [/ (?:did|do) (?:we|i|you) (?:actually |really )?make /, "did we earn"],
  [/ (?:we|i) (?:actually |really )?made /, "we earned"],
  // The reports by the names and abbreviations accountants use for them.
  [" p and l ", " profit loss "],
  [" statement of financial position ", " balance sheet "],
  [" financial position ", " balance sheet "],
  [" kpis ", " key numbers executive summary "],
  [" kpi ", " key numbers executive summary "],
  // Who changed a record is in its history.
  [
    / (?:who|someone|somebody) (?:changed|touched|edited|updated|amended|altered|modified) /g,
    " who changed history ",
  ],
  [" who and when ", " history "],
  [" web link ", " online link "],
  // GL: the general ledger (Xero's journals), but a GL code is an account's.
  [/ gl (?!codes? )/g, " general ledger "],
  [" income statement ", " profit loss "],
  [" chart of accounts ", " chart account "],
  [" who owes ", " aged receivable "],
  // Who owes whom: what we owe is payable, what is owed to us receivable.
  [" we owe ", " aged payable "],
  [" owe us ", " aged receivable "],
  [" owes us ", " aged receivable "],
  [" owed to us ", " aged receivable "],
  [" at once ", " batch "],
  [" journal entry ", " manual journal "],
  [" journal entries ", " manual journals "],
  [" accrue expenses ", " accrual "],
  [" accrued expenses ", " accrual "],
  [" look up ", " lookup "],
  [" look for ", " lookup "],
  [" search for ", " search "],
  // A search by name is a text search (the search_term of the tools that have one).
  [" by name ", " search "],
  [" called ", " search "],
  [" named ", " search "],
  [" task list ", " tasks in project "],
  [" tick off ", " complete "],
  [" check off ", " complete "],
  [" cross off ", " complete "],
  [" in one go ", " batch "],
  [" in bulk ", " batch "],
  [" not paid ", " unpaid "],
  [" not yet paid ", " unpaid "],
  [" haven't paid ", " unpaid "],
  [" hasn't paid ", " unpaid "],
  [" have not paid ", " unpaid "],
  [" has not paid ", " unpaid "],
  // "paid" before what was paid, or "as paid", is a verb: record a payment. Before a plural it
  // describes records ("paid invoices").
  [/ (?:as|got|get) paid /g, "create payment"],
  [/ paid (a|an|the|us|me|for|in|off|our|my|his|her|their|this|that|it|invoice|bill) /g, "create payment"],
];

/** Names of records whose words also name a part of a record (RECORD_PARTS): "credit note". */
export const RECORD_NAMES: readonly string[] = ["credit note"];

/**
 * Words in tool names that say nothing of what the tool acts on (FetchAllLedgerContacts lists
 * contacts): a request need not match them to cover the name.
 */
export const NAME_FILLERS: ReadonlySet<string> = new Set(
  "ledger all full specific unique details properties".split(" "),
);

/**
 * Parts of a record some tools act on rather than the record itself: a tool named for one (Create
 * Invoice History) ranks lower unless the query names it, so "create an invoice" finds the invoice.
 */
export const RECORD_PARTS: Readonly<Record<string, readonly string[]>> = {
  history: ["history", "note", "notes", "memo", "comment", "audit", "log"],
  attachment: ["attachment", "attachments", "file", "files", "attach", "attached", "document", "upload"],
  allocation: ["allocation", "allocate", "allocated", "apply", "applied"],
};

/**
 * Everyday verbs for what a tool's leading verb does ("void an invoice" is an Update): the request
 * asks for that verb, as it asks for "create" when it says "add". A verb that names the record it
 * makes ("pay" makes a payment) asks for that verb on that record only, and searches the record as
 * the word itself.
 */
export const ACTION_VERBS: Readonly<Record<string, string>> = {
  void: "update",
  cancel: "update",
  approve: "update",
  decline: "update",
  accept: "update",
  archive: "update",
  reverse: "update",
  reschedule: "update",
  postpone: "update",
  push: "update",
  delay: "update",
  pay: "create payment",
  settle: "create payment",
  // Verbs of the trade that ask for a new record, read on the query side only ("posts to the
  // ledger" in a description is not a request).
  post: "create",
  submit: "create",
  apply: "create",
  allocate: "create",
  attach: "upload",
  remind: "create task",
  undo: "delete",
};

/**
 * A request that starts with one of these nouns used as a verb, with a "for", asks to create one
 * ("invoice Acme for 3 hours"; "invoice pdf" does not).
 */
export const LEADING_VERBS: Readonly<Record<string, string>> = {
  invoice: "create invoice",
  bill: "create bill",
};

export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    "a an the of for to in on at by with from and or my our me us we i you your it its this that " +
    "these those is are be do does did can could would should please all any some what which who how " +
    "there their them want need much many have has had been was were " +
    // What is left of a contraction once split ("what's", "haven't").
    "s t ll ve re d " +
    // When, not what: a time is a value of a tool's date filter, never the tool ("last week").
    "last next week weeks month months quarter year years today yesterday tomorrow"
  ).split(" "),
);
