// Which tools do each action on each record, derived from the tools' names and flags rather than
// listed: a tool's verb (Create, Update, Delete, Upload...), the record its name is about (its last
// record word before a preposition: RetrieveInvoicePayment is about a payment, RemoveContactFromGroup
// a contact) and the part of it (history, attachment, allocation); a short table says what each
// action asks of a tool. intentFit says how well a tool does what a request asks (intent.ts reads
// it); tool-fit.ts turns that into a factor of the tool's score.
import { allTools } from "../../catalog/index";
import {
  type Action,
  type Asked,
  CHILD_RECORD,
  type Intent,
  PART_WORDS,
  RECORD_WORDS,
  type RecordConcept,
  recordNameWords,
  TASK_RECORDS,
} from "./concepts";
import { type Token, tokensOf } from "./request-words";

/** An action no tool does on a record reads it instead ("change the logo": list the branding themes). */
export function withFallbacks(asked: readonly Asked[], part: string | undefined): Asked[] {
  const done = (ask: Asked) => {
    const key = `${ask.action} ${ask.record} ${part}`;
    let any = someToolDoes.get(key);
    if (any === undefined) {
      any = [...shapesOfTools().values()].some((shape) => does(shape, ask, part));
      someToolDoes.set(key, any);
    }
    return any;
  };
  return asked.map((ask) => {
    if (!ask.record || done(ask)) return ask;
    // Voiding a record with no status (a payment) deletes it.
    const deleted: Asked = { ...ask, action: "delete" };
    return ask.action === "status" && done(deleted) ? deleted : { ...ask, action: "read" };
  });
}

/** Whether any tool does an action on a record with a part, worked out once each (a bounded set). */
const someToolDoes = new Map<string, boolean>();

/** A tool as the intent sees it: its verb, the record it is about, the others its name names, its part. */
interface ToolShape {
  verb: string;
  readOnly: boolean;
  head: RecordConcept | undefined;
  plural: boolean;
  others: ReadonlySet<RecordConcept>;
  part: string | undefined;
}

/** Words of a name that end what it is about ("ContactFromGroup" is about a contact). */
const NAME_PREPOSITIONS = new Set(["from", "for", "by", "with", "in", "between"]);
/** Names whose words mislead: a Journal alone is the general ledger's, not a manual journal. */
const HEAD_OF_NAME: Readonly<Record<string, RecordConcept>> = {
  "LedgerApi.RetrieveJournalByNumber": "financialjournal",
  "LedgerApi.RetrieveSpecificJournal": "financialjournal",
};

function shapeOf(name: string, toolkit: string, readOnly: boolean): ToolShape {
  const [verb, ...rest] = tokensOf(
    name
      .slice(name.indexOf(".") + 1)
      .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
      .replace(/ Tasks Project/, " Project")
      .replace(/ In Tasks$/, "")
      .replace(/Task Tasks$/, "Task"),
  );
  const records: Token[] = [];
  let part: string | undefined;
  for (const token of rest) {
    if (NAME_PREPOSITIONS.has(token.word)) break;
    const record = RECORD_WORDS[token.lemma];
    if (record && TASK_RECORDS.has(record) === (toolkit === "TasksApi")) records.push(token);
    part ??= records.length > 0 ? PART_WORDS[token.lemma] : undefined;
  }
  const all = rest.map((token) => RECORD_WORDS[token.lemma]).filter((record): record is string => !!record);
  const last = records.at(-1);
  const head = HEAD_OF_NAME[name] ?? (last && RECORD_WORDS[last.lemma]);
  return {
    verb: verb?.lemma ?? "",
    readOnly,
    head,
    plural: !!last && last.word !== last.lemma,
    others: new Set(all.filter((record) => record !== head)),
    part,
  };
}

let shapes: Map<string, ToolShape> | undefined;
function shapesOfTools(): Map<string, ToolShape> {
  shapes ??= new Map(allTools.map((row) => [row.name, shapeOf(row.name, row.toolkit, !!row.flags.readOnly)]));
  return shapes;
}

/**
 * What each action asks of a tool: its verbs, the part of a record it acts on, and the records it
 * is about when the action names them ("pay" makes a payment, whatever was paid).
 */
export const ACTION_TOOLS: Readonly<
  Record<
    Action,
    {
      verbs: readonly string[];
      part?: string;
      records?: readonly string[];
      alone?: boolean;
      anyRecord?: boolean;
    }
  >
> = {
  read: { verbs: ["read"] },
  create: { verbs: ["create", "add", "record", "setup"] },
  update: { verbs: ["update"] },
  status: { verbs: ["update"] },
  delete: { verbs: ["delete", "remove"] },
  pay: { verbs: ["create"], records: ["payment", "batchpayment"] },
  refund: { verbs: ["create"], records: ["creditnote", "payment"] },
  send: { verbs: ["email"], alone: true },
  allocate: { verbs: ["create"], part: "allocation" },
  unallocate: { verbs: ["delete"], part: "allocation" },
  attach: { verbs: ["upload", "replace"], part: "attachment" },
  note: { verbs: ["create", "add", "record"], part: "history" },
  move: { verbs: ["move"], records: ["task"] },
  complete: { verbs: ["mark"], records: ["task"] },
};

/** Records with no Delete tool: Xero deletes (and voids) them by updating their status. */
function deletedByUpdate(record: RecordConcept): boolean {
  let byUpdate = deletedByUpdateOf.get(record);
  if (byUpdate === undefined) {
    byUpdate = ![...shapesOfTools().values()].some(
      (shape) => shape.head === record && shape.verb === "delete" && !shape.part,
    );
    deletedByUpdateOf.set(record, byUpdate);
  }
  return byUpdate;
}
/** Worked out once per record (the catalog is fixed). */
const deletedByUpdateOf = new Map<RecordConcept, boolean>();

/** Whether the tool does the action on the record (any record, when none is named). */
function does(
  shape: ToolShape,
  { action, record }: Pick<Asked, "action" | "record">,
  part: string | undefined,
): boolean {
  const rule = ACTION_TOOLS[action];
  const verbs = action === "delete" && record && deletedByUpdate(record) ? ["update"] : rule.verbs;
  const verbOk = verbs.includes("read") ? shape.readOnly : !shape.readOnly && verbs.includes(shape.verb);
  if (!verbOk || (rule.part ?? (action === "read" ? part : undefined)) !== shape.part) return false;
  if (rule.records) return rule.records.includes(shape.head ?? "");
  if (record === undefined || rule.anyRecord) return !!rule.alone;
  return shape.head === record;
}

/** What a tool keeps of its fit when the place is not its, or its name names a record the request does not. */
const NEAR_MISS = 0.9;
/** What a tool keeps when the request wants a list and it gets one record, or the other way round. */
const OTHER_NUMBER = 0.75;

/** How well the tool does what the request asks, 0 to 1 (1: its action on its record). */
export function intentFit(name: string, intent: Intent): number {
  const shape = shapesOfTools().get(name);
  if (!shape) return 0;
  let best = 0;
  for (const ask of intent.asked) {
    // Reading what is in a place reads the place with its contents ("what tasks are in a project").
    const contents =
      ask.action === "read" &&
      !!ask.record &&
      (shape.others.has(ask.record) || CHILD_RECORD[shape.head ?? ""] === ask.record) &&
      intent.places.has(shape.head ?? "");
    if (
      !does(shape, ask, intent.part) &&
      !(contents && does(shape, { ...ask, record: shape.head }, intent.part))
    )
      continue;
    const place =
      intent.places.size === 0 || [...intent.places].some((p) => shape.others.has(p) || shape.head === p);
    // Reading with nothing to point at one record is a search of the list ("find a contact by name").
    const plural = ask.plural || (ask.action === "read" && !intent.pointsAtOne);
    // A tool about another record too ("CreateContactGroupContacts") fits less when that one goes unnamed.
    const unnamed = [...shape.others].some((other) => !intent.named.has(other));
    const fit =
      ask.weight *
      (plural === shape.plural || !ask.record ? 1 : OTHER_NUMBER) *
      (place ? 1 : NEAR_MISS) *
      (unnamed ? NEAR_MISS : 1);
    best = Math.max(best, fit);
  }
  return best;
}

/** What an action on a record must weigh for its words to be searched too. */
const SEARCHED_WEIGHT = 0.8;

/**
 * The catalog's words for what the request asks ("approve QU-0031": update quote), searched with the
 * request so the tools that do it are found even when the request shares no word with them.
 */
export function intentTerms(intent: Intent): string[] {
  const terms = intent.asked
    .filter((ask) => ask.weight >= SEARCHED_WEIGHT && (ask.record || ACTION_TOOLS[ask.action].alone))
    .flatMap(({ action, record }) => {
      const rule = ACTION_TOOLS[action];
      const verb = action === "delete" && record && deletedByUpdate(record) ? "update" : rule.verbs[0];
      const what = rule.records ? rule.records[0] : record;
      return [verb === "read" ? "" : verb, what ? recordNameWords(what) : "", rule.part ?? ""];
    });
  // The part the request asks for in other words ("who moved the date": its history; "print it": its pdf).
  const part = terms.length > 0 && intent.part ? [intent.part] : [];
  return [...new Set([...terms, ...part].join(" ").split(" ").filter(Boolean))];
}
