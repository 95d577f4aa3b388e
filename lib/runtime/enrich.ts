// Answers completed by further reads (`ToolRow.enrich`), the one exception to "a call is one
// upstream request" (docs/ledger.md, "The organisation's today"). Loaded by the first call of a row
// that names an enrichment, so no other call's start carries it.
import type { ToolRow } from "../catalog/types";
import { profileFor } from "../upstream/index";
import { baseUrlOf, DEADLINE_MARGIN_MS } from "./config";
import { withTenantClocks } from "./tenant-clocks";

/** The executor, handed in by it: this module importing it back would close an import circle. */
type Execute<Token> = (
  row: ToolRow,
  input: Record<string, unknown>,
  token: Token,
  options: { remainingMs: () => number },
) => Promise<unknown>;

export function enrich<Token>(
  row: ToolRow,
  result: unknown,
  execute: Execute<Token>,
  token: Token,
  deadline: number,
): Promise<unknown> {
  // The further reads are calls of their own, with the call's token and what is left of its
  // deadline; the call's log line keeps the first request's upstream fields.
  const run = (readRow: ToolRow, input: Record<string, unknown>) =>
    execute(readRow, input, token, { remainingMs: () => deadline - Date.now() + DEADLINE_MARGIN_MS });
  switch (row.enrich) {
    case "tenantClocks":
      return withTenantClocks(result, { run, upstream: baseUrlOf(profileFor(row.toolkit)) });
    default:
      return Promise.resolve(result);
  }
}
