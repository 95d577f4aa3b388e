// Bookkeepers' and to-do writers' shorthand, written out before a request is read ("pmt note on
// INV-0042", "d/l the remittance off it", "rename proj Home"), so the intent (intent.ts) and the
// words searched (query.ts) both see the words the catalog and the vocabulary know. An id is not
// shorthand: "PO-0031" and "CN-0009" stay as they are.
// Someone's record, file or card is written out as their contact here too (SOMEONES_RECORD).

/** Each abbreviation, lower-cased, and what it stands for. */
const SHORTHAND: Readonly<Record<string, string>> = {
  "a/c": "account",
  "a/cs": "accounts",
  acct: "account",
  accts: "accounts",
  amt: "amount",
  addr: "address",
  "b/s": "balance sheet",
  bs: "balance sheet",
  cn: "credit note",
  cns: "credit notes",
  coa: "chart of accounts",
  cust: "customer",
  custs: "customers",
  "d/l": "download",
  dl: "download",
  eom: "end of month",
  exp: "expense",
  inv: "invoice",
  invs: "invoices",
  jnl: "journal",
  jnls: "journals",
  mj: "manual journal",
  "o/p": "overpayment",
  "o/s": "outstanding",
  overpmt: "overpayment",
  overpmts: "overpayments",
  pls: "please",
  plz: "please",
  pmt: "payment",
  pmts: "payments",
  pymt: "payment",
  pymts: "payments",
  pnl: "profit and loss",
  po: "purchase order",
  pos: "purchase orders",
  prepmt: "prepayment",
  proj: "project",
  projs: "projects",
  qty: "quantity",
  rcpt: "receipt",
  rcpts: "receipts",
  recon: "reconciliation",
  supp: "supplier",
  supps: "suppliers",
  tb: "trial balance",
  tmrw: "tomorrow",
  twds: "towards",
  txn: "transaction",
  txns: "transactions",
  "u/l": "upload",
  "w/": "with",
  "w/o": "write off",
  xfer: "transfer",
  xfers: "transfers",
  xfr: "transfer",
  ytd: "year to date",
};

/** Any abbreviation, as a whole word: not part of a longer word, an id ("PO-0031") or a path. */
const PATTERN = new RegExp(
  `(?<![\\w/&-])(${Object.keys(SHORTHAND)
    .sort((a, b) => b.length - a.length)
    .map((word) => word.replace("/", "\\/"))
    .join("|")})(?![\\w/&]|-\\w)`,
  "gi",
);

/**
 * Someone's record, file or card is their contact ("a note on Greenway's card", "jot down on Bolt
 * Supplies' file", "log it on his record"), not a bank card or an attached file.
 */
const SOMEONES_RECORD = /(\b[A-Z][\w&.-]*(?:'s|s'|’s|s’)|\b(?:his|her|their))\s+(?:record|file|card)\b/g;

/** The request with its shorthand written out. */
export function withoutShorthand(query: string): string {
  return query
    .replace(PATTERN, (word) => SHORTHAND[word.toLowerCase()] ?? word)
    .replace(SOMEONES_RECORD, "$1 contact");
}
