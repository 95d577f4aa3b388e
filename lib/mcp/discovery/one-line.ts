// The one line a search_tools match says about its tool: the first sentence of its description,
// which names what the tool does ("Change an invoice or bill: approve it, ..., void it or delete
// it."), without its asides in brackets (Xero's codes and statuses, examples). The rest of the
// description (what the tool returns, how to filter) is for the agent about to call it: searched by
// its exact name, a tool comes with all of it.

/** A period that ends an abbreviation, not a sentence ("(e.g. 1099)"). */
const ABBREVIATION = /\b(?:e\.g|i\.e|etc|vs|incl|approx)$/i;

/** An aside in brackets, innermost first, with the space before it. */
const ASIDE = /\s*\([^()]*\)/g;

/** The description's first sentence; the whole description when it has one sentence. */
export function firstSentence(description: string): string {
  for (const end of description.matchAll(/[.!?](?=\s|$)/g)) {
    if (!ABBREVIATION.test(description.slice(0, end.index))) return description.slice(0, end.index + 1);
  }
  return description;
}

/** The first sentence without its asides: one line on what the tool does. */
export function oneLine(description: string): string {
  let line = firstSentence(description);
  for (let bare = line.replace(ASIDE, ""); bare !== line; bare = line.replace(ASIDE, "")) line = bare;
  return line;
}
