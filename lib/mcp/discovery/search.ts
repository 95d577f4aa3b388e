// Ranks tools for a plain-language query with MiniSearch (full text, BM25-style scoring, fuzzy and
// prefix matching, field boosts), raised by the votes of the labelled requests most like it
// (neighbours.ts). Both indexes are built at build time (scripts/search-index.ts) and loaded on
// the first search, so neither a cold start nor tools/list pays for them.
import MiniSearch from "minisearch";
import { REQUEST_INDEX_JSON, SEARCH_INDEX_JSON } from "../../../generated/search-index.generated";
import { neighbourVotes, REQUEST_INDEX_OPTIONS, type RequestDocument } from "./neighbours";
import { type ParsedQuery, parseQuery, type QueryWord } from "./query";
import { FIELD_BOOST, INDEX_OPTIONS, QUERY_MATCHING, type ToolDocument } from "./terms";
import { coverageFactor, fitFactor, intentFactor, namesRecord, unaskedPart } from "./tool-fit";

/** The fields whose words a tool knows: what confidence and unknownWords go by. */
const KNOWN_FIELDS = ["name", "description", "params", "toolkit", "everyday"];

/** What a synonym of a query word weighs against the word itself ("bill" also searches "invoice"). */
const EXPANSION_WEIGHT = 0.3;

/** The tool index and the index of labelled requests (neighbours.ts). */
export interface SearchIndexes {
  tools: MiniSearch<ToolDocument>;
  requests: MiniSearch<RequestDocument>;
}

let built: SearchIndexes | undefined;

function loaded(): SearchIndexes {
  built ??= {
    tools: MiniSearch.loadJSON<ToolDocument>(SEARCH_INDEX_JSON, INDEX_OPTIONS),
    requests: MiniSearch.loadJSON<RequestDocument>(REQUEST_INDEX_JSON, REQUEST_INDEX_OPTIONS),
  };
  return built;
}

/** How much the votes of the most alike labelled requests raise a tool's score. */
const NEIGHBOUR_WEIGHT = 1;

/**
 * A hit at least this score, on the request's words and the tool's own fields (KNOWN_FIELDS), is a
 * confident match whatever it matched. Chosen from the scores of the first tuning sets
 * (test/mcp/search-queries.ts, search-tuning.ts); held by test/mcp/search-confidence.test.ts:
 * requests about what no tool does that share a word with a tool ("order a pizza", "stock price
 * of apple") stay below it, and a vague one ("something about money") finds only weak matches.
 */
export const CONFIDENT_SCORE = 45;

/** One match: its canonical name, its score (MiniSearch's BM25 with boosts, per word), how far to trust it. */
export interface ScoredTool {
  name: string;
  score: number;
  /**
   * The score reaches CONFIDENT_SCORE, or a word of the query is in the tool's name and every word
   * of the query matched the tool ("budget" -> RetrieveBudgets, 43); and the request names what
   * the tool acts on. "send an email to my boss" is not EmailInvoice (120: the verb alone), "book
   * a flight to Paris" shares only a toolkit word ("books").
   */
  confident: boolean;
}

/**
 * Ranked matches among `candidates`, best first, with their scores and confidence. `indexes` are
 * the built ones unless given (bench/search.ts measures each labelled set against indexes built
 * without it).
 */
export function scoreTools(
  query: string,
  candidates: ReadonlySet<string>,
  limit: number,
  indexes: SearchIndexes = loaded(),
): ScoredTool[] {
  const parsed = parseQuery(query);
  const index = indexes.tools;
  const votes = neighbourVotes(parsed, indexes.requests);
  const hits = search(parsed, candidates, index)
    .map((hit) => ({ ...hit, score: hit.score * (1 + NEIGHBOUR_WEIGHT * (votes.get(hit.id) ?? 0)) }))
    .sort((a, b) => b.score - a.score);
  // Confidence is judged on the request's own words: the intent's words and boost say what it
  // asks, not that a tool is about it ("order a pizza" asks for a purchase order of nothing known).
  // And on the tool's own words: a request written for it may have told a story ("my boss wants
  // ..."), which makes no later request about the tool.
  const own = search({ ...parsed, text: parsed.said }, candidates, index, KNOWN_FIELDS);
  const ownScores = new Map(
    own.map((hit) => [hit.id, { score: hit.score, matched: hit.matched, byName: hit.byName }]),
  );
  return hits.slice(0, limit).map(({ id, score }) => {
    const { score: ownScore = 0, matched = new Set<string>(), byName = false } = ownScores.get(id) ?? {};
    // Every word of the job matched (names and numbers need not: "bill Acme for the repairs").
    const everyWord = parsed.words.every((word) => word.value || matchesWord(word, matched));
    // Not confident when the query leaves out what the tool is about: the part of a record it
    // acts on ("invoice pdf" is not a request to upload an invoice's attachment), or its record
    // while other words go unmatched ("send an email to my boss" is not EmailInvoice).
    const aboutIt = (everyWord || namesRecord(id, matched)) && !unaskedPart(id, parsed);
    const lexical = ownScore / intentFactor(id, parsed);
    const confident = aboutIt && (lexical >= CONFIDENT_SCORE || (byName && everyWord));
    // Whole numbers: scores run into the hundreds, and a tenth tells an agent nothing.
    return { name: id, score: Math.round(score), confident };
  });
}

function matchesWord(word: QueryWord, matched: ReadonlySet<string>): boolean {
  return word.own.some((term) => matched.has(term)) || word.expanded.some((term) => matched.has(term));
}

interface Hit {
  id: string;
  score: number;
  /** The query terms the tool matched. */
  matched: ReadonlySet<string>;
  /** Whether a term matched the tool's name. */
  byName: boolean;
}

/**
 * MiniSearch's matches, scored per word of the request: MiniSearch multiplies a match's score by
 * how many query terms it matched, so a word with three synonyms would count four times; here it
 * counts once, and a synonym weighs EXPANSION_WEIGHT of the word itself.
 */
function search(
  parsed: ParsedQuery,
  candidates: ReadonlySet<string>,
  index: MiniSearch<ToolDocument>,
  fields?: string[],
): Hit[] {
  const ownTerms = new Set(parsed.words.flatMap((word) => word.own));
  // MiniSearch asks for a document's boost once per matched term: work each out once.
  const fits = new Map<string, number>();
  const fitOf = (id: string) => fits.get(id) ?? fits.set(id, fitFactor(id, parsed)).get(id) ?? 1;
  const results = index.search(parsed.text, {
    fields,
    boost: FIELD_BOOST,
    ...QUERY_MATCHING,
    filter: (result) => candidates.has(result.id as string),
    boostTerm: (term) => (ownTerms.has(term) ? 1 : EXPANSION_WEIGHT),
    boostDocument: (id) => fitOf(id as string),
  });
  return results
    .map((result) => {
      const matched = new Set(result.queryTerms);
      const words = parsed.words.filter((word) => matchesWord(word, matched));
      const id = result.id as string;
      return {
        id,
        score:
          (result.score / Math.max(1, result.queryTerms.length)) *
          Math.max(1, words.length) *
          coverageFactor(id, result.match),
        matched,
        byName: Object.values(result.match).some((fields) => fields.includes("name")),
      };
    })
    .sort((a, b) => b.score - a.score);
}

/**
 * The words of the request (names and numbers aside) that no tool knows: in no tool's name,
 * description or parameters, as written, stemmed, as a synonym or misspelt (a letter off in a word
 * of six letters, two in a longer one: "invocies"). A request with one is about something else ("order a pizza": Xero has
 * purchase orders, but nothing knows pizza).
 */
export function unknownWords(query: string, indexes: SearchIndexes = loaded()): string[] {
  const index = indexes.tools;
  return parseQuery(query)
    .words.filter((word) => !word.value)
    .filter((word) => {
      const terms = [...word.own, ...word.expanded].join(" ");
      const known = index.search(terms, {
        // The tools' own words and their everyday phrasings: the requests written for them bring
        // their stories' words too ("the client signed the contract"), which no tool is about.
        fields: KNOWN_FIELDS,
        processTerm: (term) => term,
        fuzzy: (term) => (term.length > 6 ? 2 : term.length > 5 ? 1 : false),
        combineWith: "OR",
      });
      return known.length === 0;
    })
    .map((word) => word.text);
}
