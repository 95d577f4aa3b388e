// The everyday words for what a request does and what it does it to: each word maps to one action
// concept (pay, void, delete, ...) or one record concept (invoice, contact, task, ...), so a request
// nobody wrote yet ("scrap the Office Max bill") reads as an action on a record (delete an invoice)
// and intent.ts can find the tools that do that. Words, not whole requests: a word names its concept
// wherever it appears. Looked up after lemmatising (paid, paying, pays -> pay).

/** What a request does to a record; intent.ts says which tools do each on which record. */
export type Action =
  | "read"
  | "create"
  | "update"
  | "status"
  | "delete"
  | "pay"
  | "refund"
  | "send"
  | "allocate"
  | "unallocate"
  | "attach"
  | "note"
  | "move"
  | "complete";

/** A record a request can name. `invoice` covers bills (Xero's ACCPAY invoices). */
export type RecordConcept = string;

/** One action on one record the request may ask for, with how sure the reading is (0 to 1). */
export interface Asked {
  action: Action;
  record: RecordConcept | undefined;
  weight: number;
  /** The record is named in the plural ("mark those three invoices as paid"). */
  plural: boolean;
}

export interface Intent {
  asked: readonly Asked[];
  /** Records named as where the action happens ("in the Wholesale group"). */
  places: ReadonlySet<RecordConcept>;
  /** The part of a record the request names, if any ("history", "attachment"). */
  part: string | undefined;
  /** Every record the request names, acted on or a place. */
  named: ReadonlySet<RecordConcept>;
  /** The request points at one record: a name, a number, "this", "that". */
  pointsAtOne: boolean;
  /** "read" or "write" when the request's strongest action says which. */
  side: "read" | "write" | undefined;
  /** The request asks a question and nothing to be done ("did Coastal ever accept QU-0031?"). */
  asksOnly: boolean;
}

/** Everyday verbs (lemmas) and the action each asks for. */
export const ACTION_WORDS: Readonly<Record<string, Action>> = words({
  read: "show get list find view see look check display pull fetch retrieve search lookup run open browse review print tell export download grab",
  create:
    "add create new raise enter record log make issue draft write start register input key jot setup book schedule remind put do post submit lodge link generate prepare capture insert onboard stick pop",
  update:
    "change edit update fix correct amend rename modify adjust set bump alter tweak revise switch increase decrease reduce lower extend push postpone reschedule delay defer snooze",
  status:
    "void cancel approve authorise authorize finalise finalize accept decline reject archive unarchive reverse stop confirm withdraw retract revoke restore reopen pause suspend",
  delete: "delete remove discard scrap bin trash erase drop ditch wipe purge nuke kill",
  pay: "pay settle receive collect",
  refund: "refund",
  send: "send email resend chase forward",
  allocate: "allocate apply offset",
  unallocate: "unallocate unapply deallocate",
  attach: "attach upload scan save",
  note: "note comment annotate",
  move: "move shift",
  complete: "complete finish tick wrap",
});

/**
 * Two-word verbs, the second word within a few words of the first ("take the deposit off"), read
 * as one action. Checked before single words, so "tick off" completes and "take off" unallocates.
 */
export const PHRASAL_ACTIONS: readonly (readonly [string, string, Action, RecordConcept?])[] = [
  ["get", "rid", "delete"],
  ["throw", "away", "delete"],
  ["take", "out", "delete"],
  ["take", "off", "unallocate"],
  ["sign", "off", "status"],
  ["say", "yes", "status"],
  ["say", "no", "status"],
  ["go", "ahead", "status"],
  ["tick", "off", "complete"],
  ["check", "off", "complete"],
  ["cross", "off", "complete"],
  ["knock", "off", "allocate"],
  ["use", "against", "allocate"],
  ["put", "against", "allocate"],
  ["save", "against", "attach"],
  ["mark", "paid", "pay"],
  ["mark", "done", "complete"],
  ["mark", "complete", "complete"],
  ["mark", "as", "status"],
  ["get", "back", "refund"],
  ["pay", "back", "create", "receipt"],
  ["get", "into", "create"],
  ["put", "into", "create"],
  ["set", "up", "create"],
  ["turn", "on", "create"],
  ["make", "up", "create"],
  ["put", "towards", "allocate"],
  ["put", "toward", "allocate"],
  ["use", "on", "allocate"],
  ["use", "towards", "allocate"],
  ["turn", "into", "create"],
  ["convert", "into", "create"],
  ["pay", "off", "pay"],
  ["turn", "down", "status"],
  ["sign", "up", "create"],
  ["wrap", "up", "complete"],
  ["pull", "up", "read"],
  ["bring", "up", "read"],
  ["put", "up", "update"],
  ["come", "off", "delete"],
  ["back", "out", "delete"],
];

/**
 * Action words that are nouns or adjectives as often as verbs ("the draft bill", "new address",
 * "the power bill"): they ask for their action only at the start of a clause, as record words do.
 */
export const WEAK_ACTION_WORDS: ReadonlySet<string> = new Set(
  "new draft open book post issue check print link".split(" "),
);

// The words of a few rules of intent.ts: to-do titles, notes, wanting one, asking how.

/** Verbs of writing something down: on a record, what they write is a note. */
export const NOTE_VERBS: ReadonlySet<string> = new Set(["log", "jot", "record", "write"]);

/** Words that ask for something to be there, and the words after them that mean a new one. */
export const WANT_WORDS: ReadonlySet<string> = new Set(["need", "want"]);
export const NEW_ONE_WORDS: ReadonlySet<string> = new Set(["a", "an", "another"]);

/** Verbs that put a to-do on a list when its title follows: "add call Mike". */
export const TITLE_ADDERS: ReadonlySet<string> = new Set(["add", "pop", "stick", "put"]);

/** Verbs a to-do's title starts with that are no action of the catalog. */
export const TITLE_VERBS: ReadonlySet<string> = new Set(
  "call ring phone buy pick book renew collect drop text meet visit ask tell clean fill grab".split(" "),
);

/** Words that open a ticked-off to-do again. */
export const UNDONE_WORDS: ReadonlySet<string> = new Set([
  "untick",
  "uncheck",
  "unmark",
  "unticked",
  "unchecked",
]);

/** Words that ask whether a way to do something exists: "is there somewhere to add a photo". */
export const WAY_WORDS: ReadonlySet<string> = new Set(["way", "somewhere", "anywhere", "place"]);
export const MODAL_WORDS: ReadonlySet<string> = new Set("do can could should would shall".split(" "));

/**
 * Verbs that take their meaning from the noun after them: "put a note on", "give a refund", "make
 * a payment". Followed closely by an action word, they give way to it.
 */
export const LIGHT_VERBS: ReadonlySet<string> = new Set("put make do give get stick pop".split(" "));

/**
 * Record words people use as verbs for making the record: starting a clause ("invoice Acme for the
 * repairs", "order stock", "transfer money", "credit a customer") or in the past ("we'd invoiced
 * them"), they ask to create it, unless what follows says it is a noun ("invoice pdf", "bills I
 * still have to pay": NOT_AFTER_RECORD_VERB).
 */
export const VERB_RECORDS: ReadonlySet<string> = new Set(
  "invoice bill order transfer credit recharge accrue reimburse spend buy budget quote estimate journal".split(
    " ",
  ),
);
/** Of those, the ones that name a record only as verbs ("add buy milk to my list" buys nothing). */
export const VERB_ONLY_RECORDS: ReadonlySet<string> = new Set(["buy", "accrue"]);
export const NOT_AFTER_RECORD_VERB: ReadonlySet<string> = new Set(
  "i we you they he she it is are was were that which who to from for of in on by with and or s".split(" "),
);

/** Words that can start the object of a verb: after a record word, a past form with none describes it ("payments received"). */
export const OBJECT_STARTS: ReadonlySet<string> = new Set(
  "a an the us me them him her our my their his this that these those it some all".split(" "),
);

/**
 * Words that open a clause saying why or what was said, not what to do: its verbs are context
 * ("put a note on INV-0362 that the client promised to pay", "because they won't be paid").
 */
export const SUBORDINATE_WORDS: ReadonlySet<string> = new Set(
  "that because since until before after if which who".split(" "),
);

/** Words after a record that open a clause about it: "bills I still have to pay" lists bills. */
export const RELATIVE_WORDS: ReadonlySet<string> = new Set("i we they you who that which".split(" "));

/** Words that negate the verb after them ("haven't paid": "haven", "t"). */
export const NEGATIONS: ReadonlySet<string> = new Set("not never t no".split(" "));

/** What a negated action names instead: what has not been paid is an unpaid invoice. */
export const NEGATED_RECORD: Readonly<Partial<Record<Action, RecordConcept>>> = { pay: "invoice" };

/** Words that make an invoice a repeating one ("invoice them every month", "a monthly invoice"). */
export const RECURRENCE_WORDS: ReadonlySet<string> = new Set(
  "monthly weekly fortnightly yearly annually quarterly every automatically regularly".split(" "),
);

/** Records a word of RECURRENCE_WORDS turns into their repeating kind. */
export const REPEATING_RECORD: Readonly<Record<RecordConcept, RecordConcept>> = {
  invoice: "repeatinginvoice",
};

/** Words that make a past form descriptive, not the request's action: "has been paid", "files attached to". */
export const PAST_BE_WORDS: ReadonlySet<string> = new Set("was were been got".split(" "));
export const BE_WORDS: ReadonlySet<string> = new Set(
  "be been being is are was were get got has have had".split(" "),
);

/** Words after which the next word starts a clause: "can you pull it", "need to pay", "and send it". */
export const REQUEST_WORDS: ReadonlySet<string> = new Set(
  "you please to and then so just lets let ll i we can could ok also now should will must need want".split(
    " ",
  ),
);

/** Everyday nouns (singular lemmas) and the record each names. */
export const RECORD_WORDS: Readonly<Record<string, RecordConcept>> = words({
  invoice: "invoice inv bill unpaid overdue outstanding owing",
  creditnote: "creditnote cn credit",
  payment: "payment",
  batchpayment: "batchpayment",
  overpayment: "overpayment overpaid",
  prepayment: "prepayment deposit upfront retainer",
  contact: "contact customer client supplier vendor debtor creditor contractor payee",
  money: "money cash",
  contactgroup: "group contactgroup",
  banktransaction:
    "banktransaction transaction txn spendmoney receivemoney purchase charge card bank spend buy",
  banktransfer: "transfer banktransfer",
  manualjournal: "journal manualjournal accrual accrue entry adjustment depreciation writeoff reclass",
  financialjournal: "generalledger financialjournal",
  item: "item product stock inventory sku",
  account: "account chart coa savings cheque checking",
  quote: "quote estimate quotation qu proposal",
  purchaseorder: "purchaseorder po order",
  expenseclaim: "expenseclaim claim expense",
  receipt: "receipt reimburse reimbursement",
  repeatinginvoice: "repeatinginvoice recurring repeating",
  trackingcategory: "tracking trackingcategory department region costcentre",
  taxrate: "taxrate",
  trackingoption: "option",
  paymentservice: "paymentservice",
  currency: "currency usd eur gbp aud nzd cad jpy",
  budget: "budget",
  organisation: "organisation organization org tenant",
  linkedtransaction: "linkedtransaction billable recharge",
  brandingtheme: "logo template branding theme",
  user: "user staff access login",
  task: "task todo reminder chore errand job",
  project: "list project folder inbox board",
});

/**
 * Record words that as often mean something else ("Kauri Builders' account" is their balance, "the
 * business account" a bank account, "an entry" anything): they weigh less than a plain name.
 */
export const AMBIGUOUS_RECORD_WORDS: ReadonlySet<string> = new Set(
  "account credit entry order charge purchase transaction group bank savings cheque checking cash money spend expense tracking".split(
    " ",
  ),
);

/**
 * Actions that mean another action on some records: a task has no status to void, so cancelling
 * it deletes it; paying for a purchase on the card is spending money, not paying an invoice; moving
 * money is a bank transfer.
 */
export const REDIRECTS: Readonly<Record<string, readonly [Action, RecordConcept]>> = {
  "status task": ["delete", "task"],
  "status project": ["delete", "project"],
  // A task keeps no history: a note on it is its own text, a change to the task.
  "note task": ["update", "task"],
  // Putting an amount against a bill pays it; a credit or a deposit against it is allocated.
  "allocate invoice": ["pay", "invoice"],
  // Refunding a credit note that exists pays its money out: a payment against the credit note.
  "refund creditnote": ["pay", "creditnote"],
  "pay banktransaction": ["create", "banktransaction"],
  "pay receipt": ["create", "receipt"],
  "pay expenseclaim": ["create", "expenseclaim"],
  "pay prepayment": ["read", "prepayment"],
  "pay overpayment": ["read", "overpayment"],
  "move money": ["create", "banktransfer"],
  "move account": ["create", "banktransfer"],
};

/** The catalog's words for a record whose concept is not one word of it ("creditnote": credit note). */
export function recordNameWords(record: RecordConcept): string {
  return RECORD_PHRASES.find(([, word]) => word === record)?.[0] ?? record;
}

/** Multi-word names of one record, joined into one word before the words are looked up. */
export const RECORD_PHRASES: readonly (readonly [string, string])[] = [
  ["credit note", "creditnote"],
  ["credit card", "card"],
  ["email address", "emailaddress"],
  // An email with a determiner is an address to change, not one to send ("update the email for Acme").
  ["the email", "emailaddress"],
  ["their email", "emailaddress"],
  ["his email", "emailaddress"],
  ["her email", "emailaddress"],
  ["billing email", "emailaddress"],
  ["contact group", "contactgroup"],
  ["expense category", "account"],
  ["income category", "account"],
  ["batch payment", "batchpayment"],
  ["bulk payment", "batchpayment"],
  ["bank transaction", "banktransaction"],
  ["bank transfer", "banktransfer"],
  ["spend money", "spendmoney"],
  ["receive money", "receivemoney"],
  ["manual journal", "manualjournal"],
  ["general ledger", "generalledger"],
  ["financial journal", "financialjournal"],
  ["linked transaction", "linkedtransaction"],
  ["payment service", "paymentservice"],
  ["purchase order", "purchaseorder"],
  ["expense claim", "expenseclaim"],
  ["repeating invoice", "repeatinginvoice"],
  ["tracking category", "trackingcategory"],
  ["tax rate", "taxrate"],
  ["to do", "todo"],
  ["write off", "writeoff"],
  ["cost centre", "costcentre"],
  ["cost center", "costcentre"],
  ["vat rate", "taxrate"],
  ["gst rate", "taxrate"],
  ["sales tax", "taxrate"],
  ["account code", "account"],
  ["gl code", "account"],
  ["a/c", "account"],
  ["paid too much", "overpaid"],
  ["paid twice", "overpaid"],
  ["paid double", "overpaid"],
  ["up front", "upfront"],
  // A to-do's checklist items ("sub-items: passport, adapters"), not the ledger's items.
  ["sub item", "subtask"],
  ["sub step", "subtask"],
  ["sub task", "subtask"],
];

/**
 * Parts of a record a tool can act on rather than the record itself (its history, its files): a
 * tool named for one fits a request that names the part (or an action on it: note, attach).
 */
export const PART_WORDS: Readonly<Record<string, string>> = {
  history: "history",
  audit: "history",
  note: "history",
  memo: "history",
  comment: "history",
  attachment: "attachment",
  file: "attachment",
  document: "attachment",
  photo: "attachment",
  // The papers people keep on a record ("the Caltex docket on the fuel spend").
  paperwork: "attachment",
  docket: "attachment",
  drawing: "attachment",
  letter: "attachment",
  agreement: "attachment",
  timesheet: "attachment",
  pdf: "pdf",
  print: "pdf",
  url: "url",
  setting: "settings",
  settings: "settings",
  allocation: "allocation",
};

/**
 * Details of a record: a new one ("new address", "add his mobile") changes the record it belongs
 * to, so it asks for an update, on that record if the detail says which ("" when it does not).
 */
export const ATTRIBUTE_WORDS: Readonly<Record<string, RecordConcept>> = {
  address: "contact",
  emailaddress: "contact",
  phone: "contact",
  mobile: "contact",
  price: "item",
  colour: "project",
  color: "project",
  checklist: "task",
  subtask: "task",
  priority: "task",
  tag: "task",

  reference: "",
  quantity: "",
  description: "",
};

/** Record words that only say a record is late: of invoices, unless the request names to-dos ("what's overdue on my Work list"). */
export const LATE_WORDS: ReadonlySet<string> = new Set(["overdue"]);

/** Records only the to-do toolkit has: a Ledger tool's "reminder" is no task. */
export const TASK_RECORDS: ReadonlySet<RecordConcept> = new Set(["task", "project"]);

/**
 * A record that holds another: adding to a list adds a task to it. A container named after a
 * preposition with nothing else named is read as its child ("add milk to my shopping list").
 */
export const CHILD_RECORD: Readonly<Record<RecordConcept, RecordConcept>> = {
  project: "task",
  contactgroup: "contact",
};

/** Words before a record that make it where the action happens, not what it acts on ("add milk to my list"). */
export const PLACE_WORDS: ReadonlySet<string> = new Set(
  "to into in on onto from against for off out towards toward".split(" "),
);

/** Words before a record that ask for all of them ("every spend money transaction"). */
export const EVERY_WORDS: ReadonlySet<string> = new Set("all every each".split(" "));

/** Words that name the to-do app: a request with one is about tasks and lists only. */
export const TASK_TOOLKIT_WORDS: ReadonlySet<string> = new Set(["ticktick"]);

/** Words that point at a record that exists: "make the Office list a board" changes that list. */
export const DEFINITE_WORDS: ReadonlySet<string> = new Set(
  "the my our your this that it them his her their".split(" "),
);

/** Words that stand for a record named before: "use it against their invoice". */
export const PRONOUNS: ReadonlySet<string> = new Set("it them that this those these".split(" "));

/** Capitalised words that name a time, not a record ("due on Friday", "in October"). */
export const TIME_NAMES: ReadonlySet<string> = new Set(
  (
    "monday tuesday wednesday thursday friday saturday sunday january february march april may june " +
    "july august september october november december"
  ).split(" "),
);

/** Question words: a request that opens with one reads, whatever verbs follow ("what did we make"). */
export const QUESTION_WORDS: ReadonlySet<string> = new Set(
  "what which who whose how when where is are was were do does did has have any".split(" "),
);

/** Past forms that do not end in -ed: a verb in the past tells what happened, not what to do. */
export const PAST_FORMS: ReadonlySet<string> = new Set(
  "paid sent made spent said gave took got bought sold wrote put set ran done".split(" "),
);

/** Actions whose verb, in a question, asks about a record ("when did Acme last pay": its payments). */
export const VERB_NAMES_RECORD: Readonly<Partial<Record<Action, RecordConcept>>> = { pay: "payment" };

/** Irregular forms and the lemma each is looked up as. */
const IRREGULAR: Readonly<Record<string, string>> = {
  paid: "pay",
  sent: "send",
  made: "make",
  spent: "spend",
  got: "get",
  bought: "buy",
  sold: "sell",
  gave: "give",
  took: "take",
  said: "say",
  says: "say",
  done: "complete",
  wrote: "write",
  put: "put",
  set: "set",
  ran: "run",
  shown: "show",
  seen: "see",
  todos: "todo",
};

/**
 * The word a form is looked up as: paid -> pay, approving -> approve, voided -> void, invoices ->
 * invoice. A suffix is stripped only when what is left is a word of the vocabulary, so "business"
 * stays itself.
 */
export function lemma(word: string, known: (word: string) => boolean = isKnown): string {
  const found = inflected(word, known);
  if (found) return found;
  // A misspelt word of the vocabulary ("invocie", "reciept"): two letters swapped.
  for (let i = 0; word.length >= 6 && i + 1 < word.length; i++) {
    const swapped = `${word.slice(0, i)}${word[i + 1]}${word[i]}${word.slice(i + 2)}`;
    const fixed = swapped !== word && inflected(swapped, known);
    if (fixed) return fixed;
  }
  return word;
}

/** The vocabulary word a form is of, if any. */
function inflected(word: string, known: (word: string) => boolean): string | undefined {
  if (IRREGULAR[word]) return IRREGULAR[word];
  if (known(word)) return word;
  const candidates = [
    word.replace(/ies$/, "y"),
    word.replace(/ied$/, "y"),
    word.replace(/es$/, ""),
    word.replace(/s$/, ""),
    word.replace(/ed$/, ""),
    word.replace(/ed$/, "e"),
    word.replace(/(.)\1ed$/, "$1"),
    word.replace(/ing$/, ""),
    word.replace(/ing$/, "e"),
    word.replace(/(.)\1ing$/, "$1"),
  ];
  return candidates.find((candidate) => candidate !== word && known(candidate));
}

function isKnown(word: string): boolean {
  vocabulary ??= new Set([
    ...Object.keys(ACTION_WORDS),
    ...Object.keys(RECORD_WORDS),
    ...Object.keys(PART_WORDS),
    ...Object.keys(ATTRIBUTE_WORDS),
    ...PHRASAL_ACTIONS.map(([first]) => first),
    ...PHRASAL_ACTIONS.map(([, second]) => second),
  ]);
  return vocabulary.has(word);
}

/** Every word the lemmas are found among, gathered on first use. */
let vocabulary: Set<string> | undefined;

/** `{concept: "word word"}` -> `{word: concept}`. */
function words<T extends string>(byConcept: Readonly<Record<T, string>>): Readonly<Record<string, T>> {
  const byWord: Record<string, T> = {};
  for (const [concept, list] of Object.entries(byConcept) as [T, string][]) {
    for (const word of list.split(" ")) byWord[word] ??= concept;
  }
  return byWord;
}
