// The one estimate of how many tokens a text costs a model. JSON from Xero is dense with UUIDs,
// digits and punctuation, which tokenise at about 2.5 to 3.5 characters a token; 3 keeps a budget
// of 20,000 estimated tokens under the 25,000 that Claude Code refuses (docs/results.md).
export const CHARS_PER_TOKEN = 3;

export function estimateTokens(text: string): number {
  return Math.ceil(text.length / CHARS_PER_TOKEN);
}

export function charsForTokens(tokens: number): number {
  return tokens * CHARS_PER_TOKEN;
}
