// The labelled requests most like a new one, and the tools they were written for: a request
// nobody wrote yet ("the bank bounced the supplier run, take the batch back out") often says its
// job the way one already labelled did, in words no tool's description uses. Each training request
// (test/mcp/search-sets.ts) is a document of its own, its words of the job only (query.ts, jobText),
// so a close match on one request counts, where the same words spread over a tool's whole `asked`
// field would weigh little. Built at build time with the tool index (scripts/search-index.ts).
import type MiniSearch from "minisearch";
import type { Options } from "minisearch";
import { allTools } from "../../catalog/index";
import type { ParsedQuery } from "./query";
import { indexTerm, QUERY_MATCHING, tokenize } from "./terms";

/**
 * One labelled request: its words of the job and the tools it expects, as their places in the
 * catalog (`allTools`), space-separated: the index stores them for each of two thousand requests.
 */
export interface RequestDocument {
  id: number;
  text: string;
  tools: string;
}

/** The stored form of a request's tools. */
export function storedTools(names: readonly string[]): string {
  return names.map((name) => allTools.findIndex((row) => row.name === name)).join(" ");
}

export const REQUEST_INDEX_OPTIONS: Options<RequestDocument> = {
  fields: ["text"],
  storeFields: ["tools"],
  tokenize,
  processTerm: (term) => indexTerm(term),
};

/** How many of the most alike requests vote. */
const NEIGHBOURS = 10;

/**
 * Each tool's share of the votes of the requests most like this one (0 to 1, the best-voted tool
 * 1): a request votes for its tools with its score against the closest one's.
 */
export function neighbourVotes(parsed: ParsedQuery, index: MiniSearch<RequestDocument>): Map<string, number> {
  const ownTerms = new Set(parsed.words.flatMap((word) => word.own));
  const results = index
    .search(parsed.text, {
      ...QUERY_MATCHING,
      // A synonym weighs half the word itself here: the requests are in people's words already.
      boostTerm: (term) => (ownTerms.has(term) ? 1 : 0.5),
    })
    .slice(0, NEIGHBOURS);
  const votes = new Map<string, number>();
  const closest = results[0]?.score ?? 0;
  if (closest <= 0) return votes;
  for (const result of results) {
    // A request naming only one toolkit's records takes no vote for the other's tools.
    for (const place of String(result.tools).split(" ")) {
      const tool = allTools[Number(place)]?.name ?? "";
      if (parsed.toolkit && !tool.startsWith(`${parsed.toolkit}.`)) continue;
      votes.set(tool, (votes.get(tool) ?? 0) + result.score / closest);
    }
  }
  const most = Math.max(...votes.values());
  for (const [tool, vote] of votes) votes.set(tool, vote / most);
  return votes;
}
