// The request read as actions on records ("scrap the Office Max bill": delete an invoice; "Kauri
// Builders said yes to QU-0031": accept a quote), from the words of concepts.ts and a few rules of
// plain English: which verb is the request (not a question's, not the story's), what it acts on
// (not the place, not the subject), and how sure each reading is. intent-tools.ts says which tools
// do each action on each record.
import {
  ACTION_WORDS,
  type Action,
  AMBIGUOUS_RECORD_WORDS,
  type Asked,
  ATTRIBUTE_WORDS,
  BE_WORDS,
  CHILD_RECORD,
  DEFINITE_WORDS,
  EVERY_WORDS,
  type Intent,
  LATE_WORDS,
  LIGHT_VERBS,
  MODAL_WORDS,
  NEGATED_RECORD,
  NEGATIONS,
  NEW_ONE_WORDS,
  NOT_AFTER_RECORD_VERB,
  NOTE_VERBS,
  OBJECT_STARTS,
  PART_WORDS,
  PAST_BE_WORDS,
  PHRASAL_ACTIONS,
  PLACE_WORDS,
  PRONOUNS,
  QUESTION_WORDS,
  RECORD_WORDS,
  RECURRENCE_WORDS,
  REDIRECTS,
  RELATIVE_WORDS,
  REPEATING_RECORD,
  REQUEST_WORDS,
  type RecordConcept,
  SUBORDINATE_WORDS,
  TASK_RECORDS,
  TASK_TOOLKIT_WORDS,
  TIME_NAMES,
  TITLE_ADDERS,
  TITLE_VERBS,
  UNDONE_WORDS,
  VERB_NAMES_RECORD,
  VERB_ONLY_RECORDS,
  VERB_RECORDS,
  WANT_WORDS,
  WAY_WORDS,
  WEAK_ACTION_WORDS,
} from "./concepts";
import { ACTION_TOOLS, withFallbacks } from "./intent-tools";
import { isPast, type Token, tokensOf } from "./request-words";

/** What a narrative verb weighs against the request's own ("Greenleaf paid a deposit ... use it against INV-0305"). */
const NARRATIVE_WEIGHT = 0.4;
/** What each later action or record weighs against the one before it. */
const LATER_WEIGHT = 0.8;
/** What a record named as a place weighs when it stands in for the record acted on. */
const PLACE_WEIGHT = 0.8;
/** What a record named before the main verb weighs: its subject, or what "it" stands for. */
const SUBJECT_WEIGHT = 0.7;
/** What a record word naming another ("supplier" of "supplier bill") weighs. */
const MODIFIER_WEIGHT = 0.5;
/** What a record word that often means something else weighs (AMBIGUOUS_RECORD_WORDS). */
const AMBIGUOUS_WEIGHT = 0.6;
/** How far (in words) before a record a word can make it a place or ask for all ("for the Q3 launch project"). */
const PLACE_REACH = 4;
/** How far (in words) a two-word verb's second word may follow its first. */
const PHRASAL_REACH = 6;

interface Found {
  action: Action;
  at: number;
  weight: number;
  /** The record a record word used as a verb makes ("order stock": a purchase order). */
  record?: RecordConcept;
}

/** The request's actions, in order, each with its weight before normalising. */
function actionsOf(
  tokens: readonly Token[],
  consumed: Set<number>,
  negatedRecords: { record: RecordConcept; at: number }[],
): Found[] {
  const found: Found[] = [];
  const question = QUESTION_WORDS.has(tokens[0]?.word ?? "");
  // Where a question asks for something to be done ("can you pull it"), its verbs count from there.
  const from = question
    ? (howTo(tokens, 0) ?? tokens.findIndex((token) => token.word === "you" || token.word === "please"))
    : 0;
  if (from < 0) return found;
  let subordinate = false;
  tokens.forEach((token, i) => {
    if (token.clauseStart && !REQUEST_WORDS.has(tokens[i - 1]?.word ?? "")) subordinate = false;
    if (SUBORDINATE_WORDS.has(token.word) && i > 0) subordinate = true;
    if (consumed.has(i) || i < from || askedAbout(tokens, i) || token.name) return;
    // What comes after a colon is what the request writes, once it has said what to do.
    if (token.afterColon && found.length > 0) return;
    const next = tokens[i + 1];
    const previous = tokens[i - 1];
    const weight = isPast(token) || subordinate ? NARRATIVE_WEIGHT : 1;
    // "haven't paid": nothing to do, but it names what is owed.
    if (NEGATIONS.has(previous?.word ?? "") && (ACTION_WORDS[token.lemma] || token.lemma === "pay")) {
      const owed = NEGATED_RECORD[ACTION_WORDS[token.lemma] as Action];
      if (owed) negatedRecords.push({ record: owed, at: i });
      consumed.add(i);
      return;
    }
    // "waiting to be paid back" is said of a record; "the quote was rejected" reports what to record.
    const passive = isPast(token) && BE_WORDS.has(previous?.word ?? "");
    if (passive && !(PAST_BE_WORDS.has(previous?.word ?? "") && ACTION_WORDS[token.lemma] && !question))
      return;
    // "Acme has a new phone number": a detail to change.
    if (token.lemma === "new" && ATTRIBUTE_WORDS[next?.lemma ?? ""] !== undefined) {
      found.push({ action: "update", at: i, weight: 1 });
      return;
    }
    // "tasks starting this week", "bills falling due": a verb's -ing form after a record describes it.
    if (token.word.endsWith("ing") && recordWord(previous)) return;
    // "make the Office list a kanban board": making what exists into something else changes it.
    if (
      token.lemma === "make" &&
      DEFINITE_WORDS.has(next?.word ?? "") &&
      tokens.slice(i + 2, i + 2 + PHRASAL_REACH).some((later) => later.word === "a" || later.word === "an")
    ) {
      found.push({ action: "update", at: i, weight });
      return;
    }
    const phrasal = PHRASAL_ACTIONS.find(
      ([first, second]) =>
        token.lemma === first &&
        tokens
          .slice(i + 1, i + 1 + PHRASAL_REACH)
          .some((later, j) => later.lemma === second && consumed.add(i + 1 + j)),
    );
    if (phrasal) {
      consumed.add(i);
      // "tick off pay the rent", "mark call the bank done": what is ticked off is a to-do, by its title.
      if (phrasal[2] === "complete") consumeTitle(tokens, i, consumed);
      const record = phrasal[2] === "complete" ? "task" : phrasal[3];
      found.push({ action: phrasal[2], at: i, weight, record });
      return;
    }
    // "tag the fence job with #waiting", "price the planter at $45": a detail used as a verb sets it.
    if (
      token.clauseStart &&
      ATTRIBUTE_WORDS[token.lemma] !== undefined &&
      OBJECT_STARTS.has(next?.word ?? "")
    ) {
      found.push({ action: "update", at: i, weight });
      return;
    }
    // "I need a packing to-do with a checklist", "we want a new list": asking for one makes it;
    // "I need a list of unpaid bills", "a copy of INV-0042" asks to see what there is.
    if (
      WANT_WORDS.has(token.word) &&
      NEW_ONE_WORDS.has(next?.word ?? "") &&
      !tokens.slice(i + 2, i + 4).some((later) => later.word === "of")
    ) {
      found.push({ action: "create", at: i, weight });
      return;
    }
    // "need the contact id for Kauri Builders": what is wanted is there to be read.
    if (WANT_WORDS.has(token.word) && DEFINITE_WORDS.has(next?.word ?? "")) {
      found.push({ action: "read", at: i, weight });
      return;
    }
    // "add pay water bill", "pop call Mike on my list": a title that starts with a verb is a to-do's.
    if (
      token.clauseStart &&
      TITLE_ADDERS.has(token.word) &&
      next &&
      next.word === next.lemma &&
      // "add invoice ..." adds the record; "add buy ..." a to-do.
      (TITLE_VERBS.has(next.word) || (ACTION_WORDS[next.lemma] !== undefined && !RECORD_WORDS[next.lemma]))
    ) {
      consumeTitle(tokens, i, consumed);
      consumed.add(i);
      found.push({ action: "create", at: i, weight, record: "task" });
      return;
    }
    // "untick pay rent": a to-do opened again, changed.
    if (token.clauseStart && UNDONE_WORDS.has(token.word)) {
      consumeTitle(tokens, i, consumed);
      found.push({ action: "update", at: i, weight, record: "task" });
      return;
    }
    const record = RECORD_WORDS[token.lemma];
    const action = ACTION_WORDS[token.lemma];
    // "order stock", "invoice Acme for the repairs", "we'd invoiced them": make one.
    if (
      record &&
      VERB_RECORDS.has(token.lemma) &&
      // A misspelt verb ("invocie": two letters swapped) has its lemma's length; an inflected one has not.
      (token.word.length === token.lemma.length ? token.clauseStart : isPast(token))
    ) {
      const asked = i > 0 && REQUEST_WORDS.has(previous?.word ?? "");
      // "journal entries" and "invoice pdf" are nouns.
      const noun = !!PART_WORDS[next?.lemma ?? ""] || (!!recordWord(next) && next?.word !== next?.lemma);
      if (next && (asked || !NOT_AFTER_RECORD_VERB.has(next.word)) && !noun) {
        consumed.add(i);
        found.push({ action: action ?? "create", at: i, weight, record });
        return;
      }
    }
    // "list all contacts": a verb that is also a record word, where a verb goes.
    const verbFirst = token.clauseStart && !!next && (OBJECT_STARTS.has(next.word) || !!recordWord(next));
    // "the draft bill", "draft receipts": adjectives.
    const adjective =
      WEAK_ACTION_WORDS.has(token.lemma) &&
      (!token.clauseStart || (!!recordWord(next) && next?.word !== next?.lemma));
    if (!action || (record && !verbFirst) || adjective) return;
    // "put a note on", "give them a refund": the noun says what is done.
    const nounAfter = tokens
      .slice(i + 1, i + 5)
      .some(
        (later) =>
          ACTION_WORDS[later.lemma] && !LIGHT_VERBS.has(later.lemma) && !WEAK_ACTION_WORDS.has(later.lemma),
      );
    if (LIGHT_VERBS.has(token.lemma) && nounAfter) return;
    // A noun in the plural ("overpayments refunds"), or a past form that describes ("paid invoices",
    // "has been paid", "payments received", "files attached to an invoice").
    if (token.word === `${token.lemma}s` && !["he", "she", "it", "who"].includes(previous?.word ?? ""))
      return;
    // Before a record with no subject before it ("the accepted quote", "paid invoices"), a past form is an adjective.
    const describes =
      (recordWord(next) &&
        (!previous || OBJECT_STARTS.has(previous.word) || !!ACTION_WORDS[previous.lemma])) ||
      (BE_WORDS.has(previous?.word ?? "") && !passive) ||
      ((recordWord(previous) || PART_WORDS[previous?.lemma ?? ""]) &&
        !OBJECT_STARTS.has(next?.word ?? "") &&
        !/\d/.test(next?.word ?? ""));
    if (isPast(token) && describes) return;
    consumed.add(i);
    found.push({ action, at: i, weight });
  });
  // "bills I still have to pay", "customers who haven't paid": a list of records, described.
  const first = tokens[0];
  if (first && RECORD_WORDS[first.lemma] && !consumed.has(0) && RELATIVE_WORDS.has(tokens[1]?.word ?? "")) {
    return [
      { action: "read", at: 0, weight: 1 },
      ...found.map((one) => ({ ...one, weight: one.weight * NARRATIVE_WEIGHT })),
    ];
  }
  return found;
}

/**
 * The record a word names: none for a word of a name ("the Bills list", "Dunedin Print Co"), but a
 * to-do list's own name ("move it to Inbox").
 */
function recordWord(token: Token | undefined): RecordConcept | undefined {
  const record = RECORD_WORDS[token?.lemma ?? ""];
  return token?.name && !TASK_RECORDS.has(record as RecordConcept) ? undefined : record;
}

/**
 * Takes the words after a to-do verb, to the end of its clause, as the to-do's title: "pay" in
 * "tick off pay the rent" pays nothing, and "rent" names no record.
 */
function consumeTitle(tokens: readonly Token[], at: number, consumed: Set<number>): void {
  for (let j = at + 1; j < tokens.length; j += 1) {
    const token = tokens[j] as Token;
    const clauseEnds = token.clauseStart && !REQUEST_WORDS.has(tokens[j - 1]?.word ?? "");
    if (clauseEnds || token.word === "and" || token.word === "then") return;
    consumed.add(j);
  }
}

/** Question words that open a later clause ("..., which invoice did it settle?"). */
const WH_WORDS: ReadonlySet<string> = new Set("what which who whose how when where".split(" "));

/**
 * Whether the word at `at` is in a question after the request's first clause ("for payment X,
 * which invoice did it settle?", "... and how much did we pay each?"): its verb is asked about, not
 * asked for, unless the question asks for something to be done ("could you", "please").
 */
function askedAbout(tokens: readonly Token[], at: number): boolean {
  for (let i = at; i > 0; i -= 1) {
    const token = tokens[i] as Token;
    if (token.word === "you" || token.word === "please") return false;
    if (token.clauseStart && WH_WORDS.has(token.word)) return howTo(tokens, i) === undefined;
    if (token.clauseStart && !REQUEST_WORDS.has(tokens[i - 1]?.word ?? "")) return false;
  }
  return false;
}

/**
 * Where the doing starts in a question that asks how to do it ("how do I scrap an invoice", "where
 * do I put a mobile number", "is there a way to move an amount"): such a question asks for it to
 * be done, from there. Undefined for a question that asks what is so.
 */
function howTo(tokens: readonly Token[], at: number): number | undefined {
  const [first, second, third] = tokens.slice(at, at + 3).map((token) => token.word);
  if (first === "how" || first === "where") {
    if (second === "to") return at + 2;
    if (MODAL_WORDS.has(second ?? "") && (third === "i" || third === "we")) return at + 3;
  }
  const way = tokens
    .slice(at, at + 6)
    .findIndex((token, j) => WAY_WORDS.has(token.word) && tokens[at + j + 1]?.word === "to");
  return way >= 0 ? at + way + 2 : undefined;
}

/** The request asks a question: it starts with one, or a later clause does. */
function isQuestion(tokens: readonly Token[]): boolean {
  return (
    QUESTION_WORDS.has(tokens[0]?.word ?? "") ||
    tokens.some((token, i) => i > 0 && token.clauseStart && WH_WORDS.has(token.word))
  );
}

interface Named {
  record: RecordConcept;
  weight: number;
  plural: boolean;
  place: boolean;
  at: number;
}

/** The records the request names, in order, each marked as acted on or as a place. */
function recordsOf(
  tokens: readonly Token[],
  consumed: ReadonlySet<number>,
  mainAt: number,
): { named: Named[]; attributeFirst: boolean } {
  const named: Named[] = [];
  let attributeFirst = false;
  // "invoice them every month", "a monthly invoice": the record next to a word of recurrence repeats.
  const recurringAt = (i: number) =>
    tokens.slice(Math.max(0, i - 3), i + 5).some((token) => RECURRENCE_WORDS.has(token.word));
  // "what's overdue in TickTick": only the to-do records.
  const toDos = tokens.some((token) => TASK_TOOLKIT_WORDS.has(token.word));
  const namesToDos = tokens.some((token) => TASK_RECORDS.has(RECORD_WORDS[token.lemma] as RecordConcept));
  tokens.forEach((token, i) => {
    const attributeOf = ATTRIBUTE_WORDS[token.lemma];
    if (attributeOf !== undefined) {
      if (!named.some((record) => !record.place)) attributeFirst = true;
      if (attributeOf) named.push({ record: attributeOf, weight: 1, plural: false, place: false, at: i });
      return;
    }
    const found =
      consumed.has(i) || VERB_ONLY_RECORDS.has(token.lemma) || (namesToDos && LATE_WORDS.has(token.lemma))
        ? undefined
        : recordWord(token);
    if (!found) return;
    const kind = recurringAt(i) ? (REPEATING_RECORD[found] ?? found) : found;
    const record = toDos && !TASK_RECORDS.has(kind) ? "task" : kind;
    const previous = tokens[i - 1];
    const nextRecord = recordWord(tokens[i + 1]);
    // "customer list" is a list of customers, not a TickTick list.
    const listOf = recordWord(previous);
    if (token.lemma === "list" && listOf && !TASK_RECORDS.has(listOf)) {
      const listed = named.at(-1);
      if (listed) listed.plural = true;
      return;
    }
    const before = tokens.slice(Math.max(0, i - PLACE_REACH), i);
    const stop = before.findLastIndex((other) => recordWord(other));
    named.push({
      record,
      // A record word before another ("supplier bill") says which; the last names the record.
      weight:
        (AMBIGUOUS_RECORD_WORDS.has(token.lemma) ? AMBIGUOUS_WEIGHT : 1) *
        (nextRecord &&
        nextRecord !== found &&
        tokens[i + 1]?.lemma !== "list" &&
        !AMBIGUOUS_RECORD_WORDS.has(tokens[i + 1]?.lemma ?? "")
          ? MODIFIER_WEIGHT
          : 1),
      plural:
        (token.word !== token.lemma && token.word.endsWith("s")) ||
        before.some((other) => EVERY_WORDS.has(other.word)),
      // The head of "my inbox list" is where its modifier is.
      place:
        previous && recordWord(previous) && named.at(-1)?.at === i - 1
          ? !!named.at(-1)?.place
          : before
              .slice(stop + 1)
              // "need to write up an invoice": a "to" before a verb is no place.
              .some(
                (other, j, rest) => PLACE_WORDS.has(other.word) && !ACTION_WORDS[rest[j + 1]?.lemma ?? ""],
              ),
      at: i,
    });
  });
  // What the main verb acts on follows it; a record before it is its subject ("customer paid a deposit").
  // What the main verb acts on follows it; of the records before it, the nearest is what "it" means
  // ("supplier sent us a credit note, enter it") and the rest its subject ("customer paid a
  // deposit"). With no verb, the last record is what a noun phrase is about ("client paid too much").
  // "use it against ...": "it" is the record named last before the verb, in full.
  const pronoun = PRONOUNS.has(tokens[mainAt + 1]?.word ?? "");
  const referent = pronoun
    ? named.filter((record) => record.at < mainAt && record.record !== "money").at(-1)
    : undefined;
  for (const record of named) {
    if (mainAt > 0 && record.at < mainAt && record !== referent) record.weight *= SUBJECT_WEIGHT;
  }
  const after = (record: Named) => mainAt >= 0 && record.at > mainAt;
  named.sort((a, b) => Number(after(b)) - Number(after(a)) || (after(a) ? a.at - b.at : b.at - a.at));
  return { named, attributeFirst };
}

/** Reads the request as actions on records. */
export function readIntent(query: string): Intent {
  const tokens = tokensOf(query);
  const consumed = new Set<number>();
  const negated: { record: RecordConcept; at: number }[] = [];
  const found = actionsOf(tokens, consumed, negated);
  const main = found.find((one) => one.weight === 1) ?? found[0];
  const { named, attributeFirst } = recordsOf(tokens, consumed, main?.at ?? -1);
  const question = isQuestion(tokens);
  // "who changed this invoice", "that fuel spend, who keyed it in?", "who signed off on it",
  // "someone removed the payment, who was it?": asked of its history.
  const changed = (token: Token | undefined) =>
    !!token &&
    isPast(token) &&
    ((!!ACTION_WORDS[token.lemma] && ACTION_WORDS[token.lemma] !== "read") ||
      PHRASAL_ACTIONS.some(([first, , action]) => first === token.lemma && action !== "read"));
  const whoDid =
    (tokens.some((token) => token.word === "who" && token.clauseStart) && tokens.some(changed)) ||
    (tokens[0]?.word === "what" && changed(tokens[1]));
  const part =
    tokens.map((token) => (token.name ? undefined : PART_WORDS[token.lemma])).find(Boolean) ??
    (whoDid ? "history" : undefined);
  const owed: Named[] = negated.map(({ record, at }) => ({
    record,
    weight: 1,
    plural: true,
    place: false,
    at,
  }));
  // "how much have customers paid us", "when did Acme last pay": a question about payments.
  if (question && found.length === 0) {
    tokens.forEach((token, i) => {
      const record = VERB_NAMES_RECORD[ACTION_WORDS[token.lemma] ?? "read"];
      if (record && i > 0) named.push({ record, weight: 1, plural: true, place: false, at: i });
    });
    named.sort((a, b) => b.at - a.at);
  }
  // An amount says how much, not of what ("paid $45 on the card" is on the card): it comes last.
  const amounts = named.filter((record) => record.record === "money");
  const objects = [...owed, ...named.filter((record) => !record.place && record.record !== "money")];
  const places = named.filter((record) => record.place);
  // With no verb, a request reads what it names, but one to-do with its details is one to write
  // down ("recurring todo PAYE filing 20th monthly"; "overdue tasks" lists them).
  const first = objects[0];
  const jotted =
    !question &&
    first?.record === "task" &&
    !first.plural &&
    // "the 'call the bank' task" is one there is.
    !tokens
      .slice(Math.max(0, first.at - PLACE_REACH), first.at)
      .some((token) => DEFINITE_WORDS.has(token.word));
  const actions =
    found.length > 0
      ? normalised(found)
      : [{ action: jotted ? ("create" as const) : ("read" as const), weight: question ? 1 : 0.8, at: 0 }];
  const asked: Asked[] = [];
  for (const { action: said, weight, record: own, at } of actions) {
    // "someone removed the payment, who was it?": what was done is what its history shows.
    const action = whoDid && part === "history" && isPast(tokens[at] as Token) ? "read" : said;
    // A record word used as a verb makes that record ("order stock", "invoice them every month").
    if (own) {
      const repeats = tokens.slice(at, at + 6).some((token) => RECURRENCE_WORDS.has(token.word));
      const record = repeats ? (REPEATING_RECORD[own] ?? own) : own;
      asked.push({ action, record, weight, plural: false });
      continue;
    }
    // Adding a new phone number to a contact changes the contact; adding a file or a note to a
    // record attaches it or notes it.
    // A record's PDF is only ever read: one put on a record is a file attached to it.
    // "log that on PO-0031", "record on CN-0009 that ...": written on a record with nothing
    // else named, it is a note on the record.
    const notedOn =
      objects.length === 0 &&
      places.some((place) => !CHILD_RECORD[place.record]) &&
      NOTE_VERBS.has(tokens[at]?.lemma ?? "");
    const done =
      action !== "create"
        ? action
        : part === "attachment" || part === "pdf"
          ? "attach"
          : part === "history" || notedOn
            ? "note"
            : attributeFirst
              ? "update"
              : action;
    // A note or a file goes on the record named as its place ("put a note on INV-0362").
    const onPlace = done === "note" || done === "attach";
    const records = [
      ...(onPlace
        ? [...places.map((place) => ({ ...place, place: false })), ...objects]
        : objects.length > 0
          ? objects
          : places.map((place) => ({
              ...place,
              record: CHILD_RECORD[place.record] ?? place.record,
              weight: place.weight * PLACE_WEIGHT,
            }))),
      ...amounts,
    ];
    if (records.length === 0) asked.push({ action: done, record: undefined, weight, plural: false });
    let order = 1;
    const seen = new Set<string>();
    for (const record of records) {
      if (seen.has(record.record)) continue;
      seen.add(record.record);
      const [action, target] = REDIRECTS[`${done} ${record.record}`] ?? [done, record.record];
      // An action that names its own record ("pay" makes a payment) is as sure as its verb, and
      // the first record it is on says all there is to say of it.
      if (ACTION_TOOLS[action].records) {
        asked.push({ action, record: target, weight: weight * order, plural: record.plural });
        break;
      }
      asked.push({ action, record: target, weight: weight * record.weight * order, plural: record.plural });
      order *= LATER_WEIGHT;
    }
  }
  const readWeight = Math.max(0, ...asked.filter((ask) => ask.action === "read").map((ask) => ask.weight));
  const writeWeight = Math.max(0, ...asked.filter((ask) => ask.action !== "read").map((ask) => ask.weight));
  return {
    asked: withFallbacks(asked, part),
    places: new Set(places.map((place) => place.record)),
    named: new Set([...objects, ...places].map((record) => record.record)),
    pointsAtOne: pointsAtOne(query),
    part,
    asksOnly: question && found.length === 0,
    side:
      found.length === 0 && !question
        ? undefined
        : readWeight > writeWeight
          ? "read"
          : writeWeight > readWeight
            ? "write"
            : undefined,
  };
}

/** A name, a number or "this": the request is about one record ("Acme's invoice", "INV-0042"). */
function pointsAtOne(query: string): boolean {
  const names = query.match(/(?<=\s)[A-Z][a-z]+/g) ?? [];
  return /\d|\b(this|that|one)\b/i.test(query) || names.some((name) => !TIME_NAMES.has(name.toLowerCase()));
}

/** Each action weighs its own weight, each later one LATER_WEIGHT less; the strongest weighs 1. */
function normalised(found: readonly Found[]): Found[] {
  const best = new Map<string, Found>();
  // Later verbs weigh less than earlier ones of their kind: an imperative after a story is the request.
  const earlier = new Map<number, number>();
  for (const one of found) {
    const key = `${one.action} ${one.record ?? ""}`;
    if (best.has(key)) continue;
    const before = earlier.get(one.weight) ?? 0;
    earlier.set(one.weight, before + 1);
    best.set(key, { ...one, weight: one.weight * LATER_WEIGHT ** before });
  }
  const top = Math.max(...[...best.values()].map((one) => one.weight));
  return [...best.values()].map((one) => ({ ...one, weight: one.weight / top }));
}
