// How well a tool fits a request beyond the words they share, from the tool's name and flags: the
// factors search.ts multiplies a match's score by, and the checks of whether a match is about the
// request at all.
import { findTool } from "../../catalog/index";
import { TASK_RECORDS } from "./concepts";
import { intentFit } from "./intent-tools";
import type { ParsedQuery } from "./query";
import { NAME_FILLERS, RECORD_PARTS } from "./synonyms";
import { indexTerm, stem, tokenize } from "./terms";

/** How much a list tool gains when the query asks in the plural ("unpaid invoices"). */
const LIST_BOOST = 1.5;
/** How much a tool gains when its leading verb is the request's ("create", "delete"). */
const VERB_BOOST = 1.4;
/** What a read tool keeps when the request asks to change something, and a write when it asks to read. */
const INTENT_FACTOR = 0.6;
/** What a write keeps when the request only asks a question. */
const QUESTION_FACTOR = 0.25;
/** What a tool of the other toolkit keeps when the request names only one toolkit's records. */
const OTHER_TOOLKIT_FACTOR = 0.5;
/** What a tool named for a part of a record (its history) keeps when the query does not name the part. */
const PART_FACTOR = 0.8;
/** What a tool about a part of a record (its history, its files) keeps when the request names no record to hold it. */
const NO_RECORD_FACTOR = 0.3;
/** What a batch tool keeps when the request names nothing in the plural: a batch pays several bills. */
const SINGLE_FACTOR = 0.6;
/** How much a tool gains when it does the request's action on the request's record (intent.ts). */
const INTENT_BOOST = 1.5;
/** What a tool keeps when the request matches none of the words of its name after the verb. */
const COVERAGE_FLOOR = 0.6;

/**
 * A tool's name as the index has its words: its leading verb and what it acts on, without the
 * toolkit, stop words and fillers (NAME_FILLERS): "get" and ["invoices"] for RetrieveInvoices,
 * "get" and ["contacts"] for FetchAllLedgerContacts.
 */
function nameTerms(name: string): { verb: string; record: string[] } {
  let terms = nameTermsOf.get(name);
  if (!terms) {
    const [verb, ...rest] = tokenize(name.slice(name.indexOf(".") + 1)).map((word) =>
      indexTerm(word, "name"),
    );
    const record = rest.filter((term): term is string => term !== null && !NAME_FILLERS.has(term));
    terms = { verb: verb ?? "", record };
    nameTermsOf.set(name, terms);
  }
  return terms;
}

/** Each tool's name terms, worked out once: the ranking asks for them per matched term. */
const nameTermsOf = new Map<string, { verb: string; record: string[] }>();

/** What a tool's score is multiplied by for what the request asks, whatever words it matched. */
export function fitFactor(name: string, parsed: ParsedQuery): number {
  const readOnly = !!findTool(name)?.flags.readOnly;
  const otherSide = parsed.intent !== undefined && (parsed.intent === "read") !== readOnly;
  return (
    (parsed.wantsList && readOnly && isListName(name) ? LIST_BOOST : 1) *
    (unaskedPart(name, parsed) ? PART_FACTOR : 1) *
    // The request's own verbs ("raise" is create): among tools about the same record, the one that
    // does what was asked comes first ("enter a supplier bill" creates one, it does not list them).
    (doesWhatWasAsked(name, parsed.verbs) ? VERB_BOOST : 1) *
    // "void an invoice" changes one: the tools that only read invoices come after those that write.
    (otherSide ? (parsed.asks.asksOnly ? QUESTION_FACTOR : INTENT_FACTOR) : 1) *
    (parsed.toolkit && !name.startsWith(`${parsed.toolkit}.`) ? OTHER_TOOLKIT_FACTOR : 1) *
    // "jot down 'call Mike' for tomorrow": a note with nothing to put it on is a to-do; a to-do
    // keeps no history and no files ("add a note to my 'Call the bank' task").
    (!namesLedgerRecord(parsed) && partsOf(name).length > 0 ? NO_RECORD_FACTOR : 1) *
    // "pay a supplier bill" pays one; a batch payment pays several.
    (!parsed.wantsList && isBatch(name) ? SINGLE_FACTOR : 1) *
    intentFactor(name, parsed)
  );
}

/**
 * "scrap the Office Max bill" deletes an invoice: the tools that do that come first. Apart from the
 * other factors, because it says what the request asks, not whether a tool is about its words.
 */
export function intentFactor(name: string, parsed: ParsedQuery): number {
  return 1 + (INTENT_BOOST - 1) * intentFit(name, parsed.asks);
}

/**
 * How much of what the tool's name says after its verb the request matched (`match`: MiniSearch's
 * matched terms and their fields): "add a new customer" covers CreateContacts, not
 * CreateContactGroup; "update a customer's email" is not EmailInvoice.
 */
export function coverageFactor(name: string, match: Readonly<Record<string, string[]>>): number {
  const { record } = nameTerms(name);
  if (record.length === 0) return 1;
  const covered = record.filter((term) => match[term]?.includes("name")).length;
  return COVERAGE_FLOOR + ((1 - COVERAGE_FLOOR) * covered) / record.length;
}

/**
 * Whether the query names what the tool acts on: a word of its name after the leading verb. A
 * request that shares only the verb is not about the tool ("send an email to my boss" and
 * EmailInvoice), however rare the verb makes the score.
 */
export function namesRecord(name: string, matched: ReadonlySet<string>): boolean {
  return nameTerms(name).record.some((term) => matched.has(term) || matched.has(stem(term)));
}

/**
 * The record parts (RECORD_PARTS) a tool's name is about and the query neither mentions nor asks
 * for ("who moved the delivery date on PO-0012" asks for its history, intent.ts).
 */
export function unaskedPart(name: string, parsed: Pick<ParsedQuery, "lowerWords" | "asks">): boolean {
  return partsOf(name).some(
    (part) =>
      parsed.asks.part !== part && !(RECORD_PARTS[part] ?? []).some((word) => parsed.lowerWords.has(word)),
  );
}

/** The record parts (RECORD_PARTS) a tool's name is about: "history" for CreateInvoiceHistory. */
function partsOf(name: string): string[] {
  const words = nameTerms(name).record.map(stem);
  return Object.keys(RECORD_PARTS).filter((part) => words.includes(part));
}

/** Whether the request names a ledger record: only those keep history notes and files. */
function namesLedgerRecord(parsed: ParsedQuery): boolean {
  return [...parsed.asks.named].some((record) => !TASK_RECORDS.has(record));
}

/** A tool that makes or changes a batch of payments at once. */
function isBatch(name: string): boolean {
  return nameTerms(name).record.some((term) => stem(term).startsWith("batch"));
}

/** A name ending in a plural ("RetrieveInvoices"): with a read tool, it lists records. */
function isListName(name: string): boolean {
  const last = nameTerms(name).record.at(-1) ?? "";
  return stem(last) !== last;
}

/** Whether the tool's leading verb is one the request asks for, on the record it names if any. */
function doesWhatWasAsked(name: string, verbs: ReadonlySet<string>): boolean {
  const { verb, record } = nameTerms(name);
  return verbs.has(verb) || record.some((word) => verbs.has(`${verb} ${word}`));
}
