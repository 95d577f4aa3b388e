// The result budget of an agent surface: how many estimated tokens a tool answer may cost the model
// (lib/results/tokens.ts turns it into characters). The deployment sets its default
// (MCP_RESULT_BUDGET_TOKENS), a request may set its own with `?budget=` on /mcp, like the presets.
// Files have their own ceiling (MCP_INLINE_FILE_BYTES): below it a file travels as an embedded
// resource, above it as a link (docs/results.md).
import { charsForTokens } from "../../results/tokens";
import { SubsetError } from "../../tool-lists/subset-core";

export const DEFAULT_BUDGET_TOKENS = 20_000;
export const MIN_BUDGET_TOKENS = 1_000;
/** 200,000 tokens is 500,000 characters in the text and as much again structured: far under 6 MB. */
export const MAX_BUDGET_TOKENS = 200_000;
export const DEFAULT_INLINE_FILE_BYTES = 1024 * 1024;
/** Base64 makes 4 bytes of 3: 4 MiB of file is about 5.6 MB of answer, under Lambda's 6 MB. */
export const MAX_INLINE_FILE_BYTES = 4 * 1024 * 1024;

export interface ResultBudget {
  /** Characters of JSON an answer may hold (text and structuredContent each). */
  chars: number;
  /** Files up to this size are embedded; larger ones are linked. */
  inlineFileBytes: number;
}

function wholeNumberIn(text: string, min: number, max: number): number | undefined {
  if (!/^\d+$/.test(text)) return undefined;
  const value = Number(text);
  return value >= min && value <= max ? value : undefined;
}

const tokensRule = `a whole number of tokens from ${MIN_BUDGET_TOKENS} to ${MAX_BUDGET_TOKENS}`;

/** The deployment's budget from the environment; a bad value fails the cold start loudly. */
export function deploymentBudget(env: NodeJS.ProcessEnv = process.env): ResultBudget {
  const tokensText = env.MCP_RESULT_BUDGET_TOKENS;
  const tokens =
    tokensText === undefined || tokensText === ""
      ? DEFAULT_BUDGET_TOKENS
      : wholeNumberIn(tokensText, MIN_BUDGET_TOKENS, MAX_BUDGET_TOKENS);
  if (tokens === undefined) throw new Error(`MCP_RESULT_BUDGET_TOKENS must be ${tokensRule}`);
  const fileText = env.MCP_INLINE_FILE_BYTES;
  const inlineFileBytes =
    fileText === undefined || fileText === ""
      ? DEFAULT_INLINE_FILE_BYTES
      : wholeNumberIn(fileText, 0, MAX_INLINE_FILE_BYTES);
  if (inlineFileBytes === undefined) {
    throw new Error(
      `MCP_INLINE_FILE_BYTES must be a whole number of bytes from 0 to ${MAX_INLINE_FILE_BYTES}`,
    );
  }
  return { chars: charsForTokens(tokens), inlineFileBytes };
}

/** The request's `budget` query parameter (tokens), taken out of the query; else the deployment's. */
export function requestBudget(query: URLSearchParams, deployment: ResultBudget): ResultBudget {
  const values = query.getAll("budget");
  query.delete("budget");
  if (values.length === 0) return deployment;
  const tokens =
    values.length === 1 ? wholeNumberIn(values[0] ?? "", MIN_BUDGET_TOKENS, MAX_BUDGET_TOKENS) : undefined;
  if (tokens === undefined) throw new SubsetError(`"budget" is ${tokensRule}, e.g. budget=20000.`, "budget");
  return { ...deployment, chars: charsForTokens(tokens) };
}
