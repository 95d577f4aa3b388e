// What a plain-language request asks, read before it is searched: its words (each with the terms it
// is searched as), whether it wants a list, which catalog verbs it asks for ("void" is an Update),
// and what it asks done to which record (intent.ts), which also says whether it reads or changes
// something.
import { type Intent, TASK_RECORDS } from "./concepts";
import { readIntent } from "./intent";
import { intentTerms } from "./intent-tools";
import { withoutQuotedTitles } from "./request-words";
import { withoutShorthand } from "./shorthand";
import { ACTION_VERBS, RECORD_NAMES } from "./synonyms";
import { canonical, isPlural, queryTerm, rewritePhrases, termsOfWord, tokenize } from "./terms";

/** A word of the request that can match, with its own terms and the ones it expands into. */
export interface QueryWord {
  /** The word as the request has it, lower-cased. */
  text: string;
  own: readonly string[];
  expanded: readonly string[];
  /**
   * A value rather than a word of the job: a name or a number ("Acme", "INV-0042", "Paris"). It is
   * searched, but a tool need not match it to be about the request.
   */
  value: boolean;
}

export interface ParsedQuery {
  /**
   * What MiniSearch searches: the request with its phrases rewritten ("to-do" -> "task") and the
   * catalog's words for what it asks (intent.ts: "said yes to QU-0031" also searches "update quote").
   */
  text: string;
  /** The request with its phrases rewritten, without the intent's words: what confidence is judged on. */
  said: string;
  /**
   * Every word of `text`, lower-cased, stop words included, but the words of a record's name that
   * also name a part of a record: the "note" of "credit note" asks for no history note.
   */
  lowerWords: ReadonlySet<string>;
  /** The words that can match (not stop words). */
  words: readonly QueryWord[];
  /** A word in the plural ("unpaid invoices"): the person wants a list. */
  wantsList: boolean;
  /**
   * The catalog verbs the request asks for: "create" for "add", "update" for "void"; with the record
   * when the verb names one ("create payment" for "pay").
   */
  verbs: ReadonlySet<string>;
  /** "read" or "write" when the request says one and not the other ("void an invoice" writes). */
  intent: "read" | "write" | undefined;
  /** The request read as actions on records (intent.ts): "scrap the Office Max bill" deletes an invoice. */
  asks: Intent;
  /**
   * The toolkit whose records are the only ones the request names: "a notes list for meeting
   * minutes" names a list (TickTick's), "the Reece bill" an invoice (Xero's); undefined when it
   * names both ("put invoice 0047 on my to-do list") or none.
   */
  toolkit: "TasksApi" | "LedgerApi" | undefined;
}

export function parseQuery(request: string): ParsedQuery {
  const query = withoutShorthand(request);
  const text = rewritePhrases(withoutQuotedTitles(withoutWrittenText(query)));
  const all = tokenize(text).map((word) => word.toLowerCase());
  const values = valuesOf(query);
  const words = all.flatMap((word) => {
    const terms = termsOfWord(word);
    return terms ? [{ text: word, ...terms, value: values.has(word) }] : [];
  });
  const verbs = new Set(all.map((word) => ACTION_VERBS[word] ?? canonical(word)));
  const asks = readIntent(query);
  // The catalog's words for what the request asks, searched as one more word that need not match.
  const said = new Set(words.flatMap((word) => [...word.own, ...word.expanded]));
  const asked = intentTerms(asks).filter((term) => !(queryTerm(term) ?? []).some((one) => said.has(one)));
  return {
    text: asked.length > 0 ? `${text} ${asked.join(" ")}` : text,
    said: text,
    lowerWords: new Set(tokenize(RECORD_NAMES.reduce((rest, name) => rest.replaceAll(name, " "), text))),
    words,
    wantsList: all.some(isPlural),
    verbs,
    intent: asks.side,
    asks,
    toolkit: toolkitOf(asks),
  };
}

function toolkitOf(asks: Intent): ParsedQuery["toolkit"] {
  const named = [...asks.named];
  if (named.length === 0) return undefined;
  const toDo = named.filter((record) => TASK_RECORDS.has(record)).length;
  return toDo === named.length ? "TasksApi" : toDo === 0 ? "LedgerApi" : undefined;
}

/**
 * The request without what it writes: after a colon that follows a request with a verb of its own
 * ("put a note on INV-0150: customer promised to pay by Friday") or a note named ("memo on
 * INV-0107: client will pay"), the rest is the note's text, and its words ("pay") name no tool.
 * A colon after a heading ("Reports: the balance sheet") stays.
 */
function withoutWrittenText(query: string): string {
  const colon = query.search(/:\s/);
  if (colon < 0) return query;
  const before = query.slice(0, colon);
  const said = readIntent(before);
  return said.part === "history" || said.asked.some((ask) => ask.action !== "read") ? before : query;
}

/**
 * The words of the job, as the search reads them: the request with its phrases rewritten and
 * without its quoted titles, names and numbers ("pay the Reece bill of $412" -> "pay the bill of").
 * What the index keeps of a labelled request (scripts/search-index.ts).
 */
export function jobText(request: string): string {
  const query = withoutShorthand(request);
  const values = valuesOf(query);
  return tokenize(parseQuery(query).said)
    .filter((word) => !values.has(word.toLowerCase()))
    .join(" ");
}

/** The request's names and numbers: words with a digit, or capitalised after the first word. */
function valuesOf(query: string): ReadonlySet<string> {
  const words = tokenize(query);
  return new Set(
    words
      .filter((word, i) => /\d/.test(word) || (i > 0 && /^[A-Z][a-z]/.test(word)))
      .map((word) => word.toLowerCase()),
  );
}
