// A request's words as the intent reads them: lower-cased, multi-word record names joined
// ("credit note" -> creditnote), quoted titles dropped, amounts marked as money, each word with its
// lemma and whether it starts a clause. Shared by the reading of requests (intent.ts) and of tool
// names (intent-tools.ts), so both sides agree.
import { lemma, PAST_FORMS, RECORD_PHRASES, REQUEST_WORDS } from "./concepts";

export interface Token {
  word: string;
  lemma: string;
  /** First word of a clause: at the start, after punctuation or after "you", "please", "to", "and". */
  clauseStart: boolean;
  /** After a colon: what a request writes ("put a note on INV-0150: customer promised to pay"). */
  afterColon: boolean;
  /**
   * Capitalised inside a sentence: a word of a name ("Dunedin Print Co", the "Bills" list), which
   * names no record and no part of one.
   */
  name: boolean;
}

/**
 * The request without its quoted titles: a title is a value, never words of the job ("jot down
 * 'order paint'" orders nothing; "set 'chase overdue invoices' to repeat" changes a task).
 */
export function withoutQuotedTitles(query: string): string {
  return query.replace(/(^|\s)['"‘“][^'"‘’“”]+['"’”](?=[\s,.!?]|$)/g, " ");
}

export function tokensOf(query: string): Token[] {
  let text = ` ${withoutQuotedTitles(query)
    // An amount is money ("move $1000").
    .replace(/\$(?=\d)/g, " money ")
    .replace(/[’']/g, " ")} `.replace(/(\w)-(?=\w)/g, "$1 ");
  for (const [pattern, word] of phrasePatterns()) {
    text = text.replace(pattern, (_whole, plural = "") => `${word}${plural}`);
  }
  const tokens: Token[] = [];
  let clauseStart = true;
  let afterColon = false;
  let sentenceStart = true;
  for (const piece of text.split(/\s+|(?=[,.;:!?])|(?<=[,.;:!?])/)) {
    if (/^[,.;:!?-]$/.test(piece)) {
      clauseStart = true;
      afterColon ||= piece === ":";
      sentenceStart ||= /[.!?:]/.test(piece);
      continue;
    }
    for (const written of piece.split(/[^A-Za-z0-9]+/).filter(Boolean)) {
      const word = written.toLowerCase();
      const name = !sentenceStart && /^[A-Z][a-z]/.test(written);
      tokens.push({ word, lemma: lemma(word), clauseStart, afterColon, name });
      clauseStart = REQUEST_WORDS.has(word);
      sentenceStart = false;
    }
  }
  return tokens;
}

/** RECORD_PHRASES as patterns, plural or not, compiled once. */
let patterns: (readonly [RegExp, string])[] | undefined;
function phrasePatterns(): readonly (readonly [RegExp, string])[] {
  patterns ??= RECORD_PHRASES.map(
    ([phrase, word]) => [new RegExp(`\\b${phrase}(s|es)?\\b`, "gi"), word] as const,
  );
  return patterns;
}

export const isPast = (token: Token) =>
  token.word !== token.lemma && (token.word.endsWith("ed") || PAST_FORMS.has(token.word));
