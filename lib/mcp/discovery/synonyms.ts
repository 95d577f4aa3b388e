// The words people use for what Xero and TickTick call something else: hand-written, small, and
// the only place search_tools' vocabulary is tuned. test/mcp/search-queries.ts holds the queries
// that keep it honest.

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
};

/**
 * Query words that also mean the upstream's terms (the word itself is always searched too). Looked
 * up as written, then by stem, so one entry serves singular and plural.
 */
export const QUERY_EXPANSIONS: Readonly<Record<string, readonly string[]>> = {
  bill: ["invoice", "accpay", "purchase"],
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
  unpaid: ["due", "authorised"],
  todo: ["task"],
  lists: ["project"],
  folder: ["project"],
  file: ["attachment"],
  attached: ["attachment"],
  document: ["attachment"],
  note: ["history"],
  comment: ["history", "note"],
  audit: ["history"],
  expense: ["claim", "receipt"],
  refund: ["credit", "overpayment"],
  income: ["profit", "loss", "revenue"],
  earnings: ["profit", "loss"],
  spent: ["spend", "bank", "transaction"],
  spend: ["bank", "transaction"],
  reconcile: ["reconciled", "bank", "transaction"],
  entry: ["journal"],
  accrue: ["manual", "journal", "create"],
  accrual: ["manual", "journal"],
  depreciation: ["manual", "journal"],
  product: ["item"],
  paid: ["payment"],
  pay: ["payment"],
  several: ["batch"],
  apply: ["allocation", "create"],
  allocate: ["allocation", "create"],
  // Verbs of the trade that ask for a new record, on the query side only ("posts to the ledger"
  // in a description is not a request).
  post: ["create"],
  submit: ["create"],
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
export const QUERY_PHRASES: readonly (readonly [string, string])[] = [
  [" to-do ", " task "],
  [" to-dos ", " task "],
  [" to do ", " task "],
  [" accounts payable ", " payable "],
  [" accounts receivable ", " receivable "],
  [" p&l ", " profit loss "],
  [" p & l ", " profit loss "],
  [" income statement ", " profit loss "],
  [" po ", " purchase order "],
  [" pos ", " purchase order "],
  [" chart of accounts ", " chart account "],
  [" who owes ", " aged receivable "],
  [" at once ", " batch "],
  [" journal entry ", " manual journal "],
  [" accrue expenses ", " accrual "],
  [" accrued expenses ", " accrual "],
];

/**
 * Parts of a record some tools act on rather than the record itself: a tool named for one (Create
 * Invoice History) ranks lower unless the query names it, so "create an invoice" finds the invoice.
 */
export const RECORD_PARTS: Readonly<Record<string, readonly string[]>> = {
  history: ["history", "note", "notes", "comment", "audit", "log"],
  attachment: ["attachment", "attachments", "file", "files", "attach", "attached", "document", "upload"],
  allocation: ["allocation", "allocate", "allocated", "apply", "applied"],
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
    "there their them want need " +
    // When, not what: a time is a value of a tool's date filter, never the tool ("last week").
    "last next week weeks month months quarter year years today yesterday tomorrow"
  ).split(" "),
);
