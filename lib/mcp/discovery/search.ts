// Ranks tools for a plain-language query with MiniSearch (full text, BM25-style scoring, fuzzy and
// prefix matching, field boosts). The index is built at build time (scripts/search-index.ts) and
// loaded on the first search, so neither a cold start nor tools/list pays for it.
import MiniSearch from "minisearch";
import { findTool } from "../../catalog/index";
import { SEARCH_INDEX_JSON } from "./search-index.generated";
import {
  FIELD_BOOST,
  INDEX_OPTIONS,
  isPlural,
  queryTerm,
  rewritePhrases,
  stem,
  type ToolDocument,
  tokenize,
} from "./terms";

/** How much a list tool gains when the query asks in the plural ("unpaid invoices"). */
const LIST_BOOST = 1.5;

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

/** Canonical names of the best matches among `candidates`, best first. */
export function rankTools(query: string, candidates: ReadonlySet<string>, limit: number): string[] {
  const text = rewritePhrases(query);
  const wantsList = tokenize(text).some(isPlural);
  return loaded()
    .search(text, {
      boost: FIELD_BOOST,
      processTerm: queryTerm,
      // Misspellings of longer words; prefixes so "invoic" finds invoices.
      fuzzy: (term) => (term.length > 4 ? 0.2 : false),
      prefix: (term) => term.length > 3,
      combineWith: "OR",
      filter: (result) => candidates.has(result.id as string),
      boostDocument: (id) => (wantsList && isListTool(id as string) ? LIST_BOOST : 1),
    })
    .slice(0, limit)
    .map((result) => result.id as string);
}
