// Which calls become tasks, when the client declared the extension (the server decides; the client
// sends no preference): the calls that take long enough for a client's request to give up on them.
// - every report (ledger-reports): a large organisation's report takes seconds to build upstream;
// - a file download (a row whose answer is a file: a PDF rendered upstream, an attachment's bytes);
// - a bulk write: a write given BULK_RECORDS or more records in one list (50 invoices in one call).
// Never a destructive tool: its first answer is a confirmation, asked in the call, and a task would
// only delay it. Everything else answers in the call, as without tasks.
// The arguments are read under the row's own names, as the family function will run them
// (lib/runtime/own-names.ts): the decision is made on the call that will run.
import type { ToolRow } from "../../catalog/types";
import { withOwnNames } from "../../runtime/own-names";

/** Records in one list from which a write becomes a task. */
export const BULK_RECORDS = 10;

/** The longest list of records the arguments give a write (0 for none). */
function recordsGiven(row: ToolRow, args: Record<string, unknown>): number {
  let most = 0;
  for (const param of row.params) {
    const value = args[param.name];
    if (param.type === "array" && param.fields && Array.isArray(value)) most = Math.max(most, value.length);
  }
  return most;
}

export function runsAsTask(row: ToolRow, args: Record<string, unknown>): boolean {
  if (row.flags.destructive) return false;
  if (row.family === "ledger-reports" || row.result === "file") return true;
  return !row.flags.readOnly && recordsGiven(row, withOwnNames(row, args).input) >= BULK_RECORDS;
}
