// search_tools' answer, loaded with the search on the first search_tools call. Compact, because an
// agent reads all of it: each match is its name, one line on what it does, its annotations and score
// (`weak` when it only shares words with the request); only the first carries its inputSchema, the
// one the agent most likely calls. A query that is exactly a tool's name answers that tool first,
// with its whole description and schema: how an agent gets any other match's schema.
import type { ToolAnnotations } from "@modelcontextprotocol/server";
import { clientNameOf } from "../../catalog/name-forms";
import type { ToolRow } from "../../catalog/types";
import { mcpToolOf, parametersForAgents } from "../listing/render-tools";
import { oneLine } from "./one-line";
import { type ScoredTool, scoreTools, unknownWords } from "./search";
import { tokenize } from "./terms";

/** What the toolkits cover, for the answer to a request no tool is about. */
const COVERED = "These tools read and change TickTick tasks and projects and Xero accounting records";

/** When every match is weak: they may still do the job, the agent judges by their descriptions. */
export const WEAK_HINT =
  "No confident match: these tools share words with the request; check their descriptions before calling one.";

/** The answer to a request no tool is about, naming the words no tool knows when there are some. */
export function noToolHint(unknown: readonly string[]): string {
  const why = unknown.length > 0 ? ` (no tool knows ${unknown.map((word) => `"${word}"`).join(", ")})` : "";
  return `No tool matches: none of these tools does that${why}. ${COVERED}; if the job is one of those, try other words, or fewer of them.`;
}

export interface SearchRequest {
  query: string;
  limit: number;
  toolkit?: string;
}

export function searchAnswer(offered: readonly ToolRow[], request: SearchRequest): Record<string, unknown> {
  const { query, limit, toolkit } = request;
  const candidates = offered.filter((row) => toolkit === undefined || row.toolkit === toolkit);
  const rows = new Map(candidates.map((row) => [row.name, row]));
  const named = namedTool(candidates, query);
  // A tool asked for by name comes first, then the tools its name's words find ("Create Payment").
  const searched = named ? tokenize(named.name.slice(named.toolkit.length + 1)).join(" ") : query;
  const hits = withNamed(scoreTools(searched, new Set(rows.keys()), limit), named, limit);
  if (!hits.some((hit) => hit.confident)) {
    const unknown = hits.length > 0 ? unknownWords(query) : [];
    if (hits.length === 0 || unknown.length > 0) return { tools: [], hint: noToolHint(unknown) };
  }
  // Scores as a share of the best (100): a raw score says nothing to an agent, how far a match
  // trails the first does.
  const best = Math.max(1, ...hits.map((hit) => hit.score));
  const tools = hits.map((hit, i) =>
    matchOf(
      rows.get(hit.name) as ToolRow,
      { ...hit, score: Math.round((100 * hit.score) / best) },
      i === 0,
      named !== undefined,
    ),
  );
  // The request is not echoed: the agent sent it, and every character here is read.
  return hits.some((hit) => hit.confident) ? { tools } : { tools, hint: WEAK_HINT };
}

/** The offered tool the query names exactly, in either form, in any case ("ledgerapi_createpayment"). */
function namedTool(candidates: readonly ToolRow[], query: string): ToolRow | undefined {
  const wanted = query.trim().toLowerCase();
  return candidates.find(
    (row) => row.name.toLowerCase() === wanted || clientNameOf(row).toLowerCase() === wanted,
  );
}

/** The named tool first, as a confident match with the best score of the answer; then the rest. */
function withNamed(hits: ScoredTool[], named: ToolRow | undefined, limit: number): ScoredTool[] {
  if (!named) return hits;
  const best = Math.max(0, ...hits.map((hit) => hit.score));
  const rest = hits.filter((hit) => hit.name !== named.name);
  return [{ name: named.name, score: best, confident: true }, ...rest].slice(0, limit);
}

/**
 * One match. A tool the query names comes as tools/list lists it; any other in one line with the
 * hints that tell it apart, and the first with its inputSchema.
 */
function matchOf(row: ToolRow, hit: ScoredTool, first: boolean, named: boolean): Record<string, unknown> {
  const { name, description = "", annotations = {} } = mcpToolOf(row);
  const inputSchema = parametersForAgents(row);
  const weak = hit.confident ? {} : { weak: true };
  if (first && named) return { name, description, inputSchema, annotations, score: hit.score };
  return {
    name,
    description: oneLine(description),
    ...(first ? { inputSchema } : {}),
    annotations: distinguishingHints(annotations),
    score: hit.score,
    ...weak,
  };
}

/**
 * The hints that tell matches apart: readOnlyHint, and for a tool that writes whether it destroys
 * and, when it is, that a repeat is harmless (MCP gives those meaning only when readOnlyHint is
 * false; an absent idempotentHint is false). openWorldHint is true for every catalog tool, so it is
 * left out.
 */
function distinguishingHints({ readOnlyHint, destructiveHint, idempotentHint }: ToolAnnotations) {
  if (readOnlyHint) return { readOnlyHint };
  return idempotentHint
    ? { readOnlyHint, destructiveHint, idempotentHint }
    : { readOnlyHint, destructiveHint };
}
