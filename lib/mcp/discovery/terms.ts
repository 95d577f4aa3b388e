// How tool rows and plain-language queries become search terms, shared by the index generator
// (scripts/search-index.ts, at build time) and the search at run time, so both sides agree.
//
// Names and descriptions are split into words (camelCase and snake_case too); each word is
// lower-cased, stripped of stop words and mapped to one canonical word where the catalog uses
// several for one idea (Get/Retrieve/Fetch). Descriptions and parameters are reduced to a crude
// stem (plurals); tool names are not, so "invoices" ranks the list tool (RetrieveInvoices) above
// the one-record tool (GetInvoiceDetails) and "invoice" the other way round. A query word is
// searched as written and as its stem, and may expand into the words Xero or TickTick use for what
// a person calls it (synonyms.ts).
import type { Options } from "minisearch";
import { clientNameOf } from "../../catalog/name-forms";
import type { ToolRow } from "../../catalog/types";
import { lemma } from "./concepts";
import {
  ACTION_VERBS,
  CANONICAL_WORDS,
  LEADING_VERBS,
  QUERY_EXPANSIONS,
  QUERY_PHRASES,
  STOP_WORDS,
} from "./synonyms";

/** One searchable document per tool. */
export interface ToolDocument {
  /** Canonical tool name. */
  id: string;
  /** The tool name's words, without the toolkit. */
  name: string;
  description: string;
  /** Parameter names. */
  params: string;
  /** What the toolkit is, in words a person uses. */
  toolkit: string;
  /** How people ask for the tool's jobs (everyday-phrases.ts). */
  everyday: string;
  /**
   * Requests people wrote for the tool's jobs, without their names and numbers (the labelled
   * training requests, test/mcp/search-sets.ts): the words people really use for it.
   */
  asked: string;
}

const TOOLKIT_WORDS: Record<ToolRow["toolkit"], string> = {
  TasksApi: "TickTick tasks task manager projects",
  LedgerApi: "Xero accounting ledger books",
};

/**
 * `everyday` and `asked`: the tool's everyday phrasings and the requests written for it, passed in
 * so only the index generator reads them.
 */
export function documentOf(
  row: ToolRow,
  everyday: readonly string[] = [],
  asked: readonly string[] = [],
): ToolDocument {
  return {
    id: row.name,
    name: clientNameOf(row).slice(row.toolkit.length + 1),
    description: row.description,
    params: row.params.map((param) => param.name).join(" "),
    toolkit: TOOLKIT_WORDS[row.toolkit],
    everyday: everyday.join(". "),
    asked: asked.join(". "),
  };
}

export function tokenize(text: string): string[] {
  return text
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .split(/[^A-Za-z0-9]+/)
    .filter((word) => word !== "");
}

export function stem(word: string): string {
  if (word.length > 4 && word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(ss|x|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith("s") && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

export function canonical(word: string): string {
  return CANONICAL_WORDS[word] ?? CANONICAL_WORDS[stem(word)] ?? word;
}

/** A word written in the plural ("invoices"): the person wants a list. */
export function isPlural(word: string): boolean {
  const lower = word.toLowerCase();
  return !STOP_WORDS.has(lower) && stem(lower) !== lower;
}

/** The index side: one canonical word (stemmed outside names), or nothing for a stop word. */
export function indexTerm(term: string, field?: string): string | null {
  const word = term.toLowerCase();
  if (STOP_WORDS.has(word)) return null;
  return field === "name" ? canonical(word) : stem(canonical(word));
}

/** The query side: a word as written and stemmed, and what it also means upstream. */
export function queryTerm(term: string): string[] | null {
  const terms = termsOfWord(term);
  return terms && [...terms.own, ...terms.expanded];
}

/**
 * A query word's search terms: its own (canonical, as written and stemmed) and the ones it expands
 * into (synonyms.ts), which the search weighs less; null for a stop word.
 */
export function termsOfWord(term: string): { own: string[]; expanded: string[] } | null {
  const word = term.toLowerCase();
  if (STOP_WORDS.has(word)) return null;
  const withStem = (words: string[]) => [...new Set([...words, ...words.map(stem)])];
  // "pay" is searched as "payment" too, as much as "pay" itself (ACTION_VERBS).
  const [, record] = (ACTION_VERBS[word] ?? "").split(" ");
  const own = withStem(record ? [canonical(word), record] : [canonical(word)]);
  const expansions = QUERY_EXPANSIONS[word] ?? QUERY_EXPANSIONS[stem(word)] ?? [];
  const expanded = withStem(expansions.map(canonical)).filter((expansion) => !own.includes(expansion));
  return { own, expanded };
}

/** Multi-word phrases a person uses, rewritten before the query is split into words. */
export function rewritePhrases(query: string): string {
  let text = ` ${query.toLowerCase()} `;
  const first = /^ (\w+) /.exec(text)?.[1] ?? "";
  // "invoice Acme for 3 hours" asks for an invoice; "invoice pdf" names one.
  // Misspelt too ("invocie Acme for ...").
  const verb = text.includes(" for ") ? (LEADING_VERBS[first] ?? LEADING_VERBS[lemma(first)]) : undefined;
  if (verb) text = ` ${verb}${text.slice(first.length + 1)}`;
  for (const [phrase, replacement] of QUERY_PHRASES) {
    // One space between words again, so the next phrase matches across a replaced one.
    text = (
      typeof phrase === "string"
        ? text.replaceAll(phrase, ` ${replacement} `)
        : // A pattern's first group, if it has one, is kept after the replacement (without one,
          // the second argument is the match's offset).
          text.replace(
            phrase,
            (_match, kept: unknown) => ` ${replacement} ${typeof kept === "string" ? kept : ""} `,
          )
    ).replace(/ {2,}/g, " ");
  }
  return text.trim();
}

/**
 * Field weights: a word in a tool's name says most about what it does; the everyday phrasings
 * (everyday-phrases.ts) say it in the words people use, and the requests written for it in the
 * words they really used. `asked` was chosen by leaving each labelled set out of the index in turn
 * and measuring it (`npm run bench:search`, docs/performance.md).
 */
export const FIELD_BOOST = { name: 2, description: 1.5, params: 0.25, toolkit: 0.5, everyday: 3, asked: 2 };

/**
 * How a request's words match an index's terms, for the tool index and the request index alike:
 * misspellings of longer words, prefixes so "invoic" finds invoices, any word enough.
 */
export const QUERY_MATCHING = {
  processTerm: queryTerm,
  fuzzy: (term: string) => (term.length > 4 ? 0.2 : false),
  maxFuzzy: 1,
  prefix: (term: string) => term.length > 3,
  combineWith: "OR",
} as const;

/** The options the index is built and loaded with; a loaded index must use the same ones. */
export const INDEX_OPTIONS: Options<ToolDocument> = {
  fields: ["name", "description", "params", "toolkit", "everyday", "asked"],
  storeFields: [],
  tokenize,
  processTerm: indexTerm,
};
