// What a plain-language request asks, read before it is searched: its words (each with the terms it
// is searched as), whether it wants a list, which catalog verbs it asks for ("void" is an Update),
// and whether it reads or changes something.
import { ACTION_VERBS, NOUN_VERBS, READ_WORDS, RECORD_NAMES, STOP_WORDS, WRITE_VERBS } from "./synonyms";
import { canonical, isPlural, rewritePhrases, termsOfWord, tokenize } from "./terms";

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
  /** The request with its phrases rewritten ("to-do" -> "task"): what MiniSearch searches. */
  text: string;
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
}

export function parseQuery(query: string): ParsedQuery {
  const text = rewritePhrases(query);
  const all = tokenize(text).map((word) => word.toLowerCase());
  const values = valuesOf(query);
  const words = all.flatMap((word) => {
    const terms = termsOfWord(word);
    return terms ? [{ text: word, ...terms, value: values.has(word) }] : [];
  });
  const verbs = new Set(all.map((word) => ACTION_VERBS[word] ?? canonical(word)));
  return {
    text,
    lowerWords: new Set(tokenize(RECORD_NAMES.reduce((rest, name) => rest.replaceAll(name, " "), text))),
    words,
    wantsList: all.some(isPlural),
    verbs,
    intent: intentOf(all),
  };
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

function intentOf(words: readonly string[]): ParsedQuery["intent"] {
  const first = words.find((word) => !STOP_WORDS.has(word));
  const reads = words.some((word) => READ_WORDS.has(word) || canonical(word) === "get");
  const writes = words.some((word) => WRITE_VERBS.has(word) || (word === first && NOUN_VERBS.has(word)));
  if (reads === writes) return undefined;
  return reads ? "read" : "write";
}
