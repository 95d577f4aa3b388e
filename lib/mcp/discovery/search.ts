// Ranks tools for a plain-language query with MiniSearch (full text, BM25-style scoring, fuzzy and
// prefix matching, field boosts). The index is built at build time (scripts/search-index.ts) and
// loaded on the first search, so neither a cold start nor tools/list pays for it.
import MiniSearch from "minisearch";
import { SEARCH_INDEX_JSON } from "../../../generated/search-index.generated";
import { findTool } from "../../catalog/index";
import { RECORD_PARTS } from "./synonyms";
import {
  FIELD_BOOST,
  INDEX_OPTIONS,
  indexTerm,
  isPlural,
  queryTerm,
  rewritePhrases,
  stem,
  type ToolDocument,
  tokenize,
} from "./terms";

/** How much a list tool gains when the query asks in the plural ("unpaid invoices"). */
const LIST_BOOST = 1.5;
/** How much a tool gains when its leading verb is the request's ("create", "delete"). */
const VERB_BOOST = 1.4;
/** What a tool named for a part of a record (its history) keeps when the query does not name the part. */
const PART_FACTOR = 0.6;

let index: MiniSearch<ToolDocument> | undefined;

function loaded(): MiniSearch<ToolDocument> {
  index ??= MiniSearch.loadJSON<ToolDocument>(SEARCH_INDEX_JSON, INDEX_OPTIONS);
  return index;
}

/** A read tool whose name ends in a plural ("RetrieveInvoices"): it lists records. */
function isListTool(name: string): boolean {
  const row = findTool(name);
  const last = tokenize(name).at(-1) ?? "";
  return !!row?.flags.readOnly && stem(last.toLowerCase()) !== last.toLowerCase();
}

/**
 * A hit at least this score is a confident match whatever it matched. Chosen from the scores of the
 * query set (test/mcp/search-queries.ts): every expected tool matched by description alone scores
 * above 100, while off-topic queries that share a word with a description ("send an email",
 * "stock price of apple", "order a pizza") score below 30.
 */
export const CONFIDENT_SCORE = 50;

/** One match: its canonical name, MiniSearch's score (BM25 with boosts), and how far to trust it. */
export interface ScoredTool {
  name: string;
  score: number;
  /**
   * The score reaches CONFIDENT_SCORE, or a word of the query is in the tool's name and every word
   * of the query matched the tool ("budget" -> RetrieveBudgets, 23.5). Each expected tool of the
   * query set passes; queries about what no tool does fail both: "book a flight to Paris" (0.1:
   * "book" is only in the toolkit's words), "send an email to my boss" (25.8, by description),
   * "order a pizza" (26.1: "order" names purchase orders, "pizza" nothing).
   */
  confident: boolean;
}

/** Ranked matches among `candidates`, best first, with their scores and confidence. */
export function scoreTools(query: string, candidates: ReadonlySet<string>, limit: number): ScoredTool[] {
  const text = rewritePhrases(query);
  // The query's words that can match (not stop words), each with the terms it is searched as.
  const words = tokenize(text)
    .map((word) => queryTerm(word))
    .filter((terms) => terms !== null);
  const queryWords = new Set(tokenize(text).map((word) => word.toLowerCase()));
  return search(text, candidates)
    .slice(0, limit)
    .map((result) => {
      const matched = new Set(result.queryTerms);
      const everyWord = words.every((terms) => terms.some((term) => matched.has(term)));
      const byName = Object.values(result.match).some((fields) => fields.includes("name"));
      // Not confident when the query leaves out what the tool is about: the part of a record it
      // acts on ("invoice pdf" is not a request to upload an invoice's attachment), or its record
      // while other words go unmatched ("send an email to my boss" is not EmailInvoice).
      const id = result.id as string;
      const aboutIt = (everyWord || namesRecord(id, matched)) && !unaskedPart(id, queryWords);
      const confident = aboutIt && (result.score >= CONFIDENT_SCORE || (byName && everyWord));
      return { name: result.id as string, score: Math.round(result.score * 10) / 10, confident };
    });
}

/** Canonical names of the best matches among `candidates`, best first. */
export function rankTools(query: string, candidates: ReadonlySet<string>, limit: number): string[] {
  return search(rewritePhrases(query), candidates)
    .slice(0, limit)
    .map((result) => result.id as string);
}

/**
 * Whether the query names what the tool acts on: a word of its name after the leading verb. A
 * request that shares only the verb is not about the tool ("send an email to my boss" and
 * EmailInvoice), however rare the verb makes the score.
 */
function namesRecord(name: string, matched: ReadonlySet<string>): boolean {
  const [, ...record] = tokenize(name.slice(name.indexOf(".") + 1));
  return record.some(
    (word) => matched.has(indexTerm(word, "name") ?? "") || matched.has(stem(word.toLowerCase())),
  );
}

/** The record parts (RECORD_PARTS) a tool's name is about and the query does not mention. */
function unaskedPart(name: string, queryWords: ReadonlySet<string>): boolean {
  const nameWords = tokenize(name).map((word) => stem(word.toLowerCase()));
  return Object.entries(RECORD_PARTS).some(
    ([part, words]) => nameWords.includes(part) && !words.some((word) => queryWords.has(word)),
  );
}

/** The tool's leading verb in the index's words: "create" for CreateInvoices, "get" for RetrieveInvoices. */
function verbOf(name: string): string {
  const [verb = ""] = tokenize(name.slice(name.indexOf(".") + 1));
  return indexTerm(verb, "name") ?? "";
}

function search(text: string, candidates: ReadonlySet<string>) {
  const wantsList = tokenize(text).some(isPlural);
  const queryWords = new Set(tokenize(text).map((word) => word.toLowerCase()));
  // The request's own verbs ("raise" is create): among tools about the same record, the one that
  // does what was asked comes first ("enter a supplier bill" creates one, it does not list them).
  const asked = new Set([...queryWords].map((word) => indexTerm(word, "name")));
  const boost = (id: string) =>
    (wantsList && isListTool(id) ? LIST_BOOST : 1) *
    (unaskedPart(id, queryWords) ? PART_FACTOR : 1) *
    (asked.has(verbOf(id)) ? VERB_BOOST : 1);
  return loaded().search(text, {
    boost: FIELD_BOOST,
    processTerm: queryTerm,
    // Misspellings of longer words; prefixes so "invoic" finds invoices.
    fuzzy: (term) => (term.length > 4 ? 0.2 : false),
    prefix: (term) => term.length > 3,
    combineWith: "OR",
    filter: (result) => candidates.has(result.id as string),
    boostDocument: (id) => boost(id as string),
  });
}
