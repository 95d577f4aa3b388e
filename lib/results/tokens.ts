// The one estimate of how many tokens a text costs a model. JSON from Xero and TickTick is dense with
// UUIDs, hex ids, digits and punctuation: o200k counts 2.7 to 3.5 characters a token on it
// (`npm run bench:results`), and Claude's tokenizer counts more. 2.5 keeps a budget of 20,000
// estimated tokens under the 25,000 Claude Code refuses (docs/results.md).
export const CHARS_PER_TOKEN = 2.5;

export function estimateTokens(text: string): number {
  return Math.ceil(text.length / CHARS_PER_TOKEN);
}

export function charsForTokens(tokens: number): number {
  return Math.floor(tokens * CHARS_PER_TOKEN);
}
