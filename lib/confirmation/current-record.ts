// What a call that can ask targets, as the confirmation shows it: the ids it names and the record as
// it is now, read by id through the table written from the catalog
// (generated/confirmation/record-reads.generated.ts, npm run generate): the first such call loads
// that read's row alone, not the catalog's reads. The read itself is a call of the caller's
// (confirmation-read.ts).
import { recordReads } from "../../generated/confirmation/record-reads.generated";
import type { TokenSource } from "../auth/index";
import { bindingsOf } from "../catalog/bindings";
import type { ToolRow } from "../catalog/types";
import type { ToolCall } from "../middleware/types";
import type { ExecuteOptions } from "../runtime/execute";
import type { ReadRecord } from "./asks";
import { readForConfirmation } from "./confirmation-read";

/** The path parameters (record ids) and the tenant of the call, by parameter name. */
export function targetsOf(row: ToolRow, input: Record<string, unknown>): Record<string, unknown> {
  const tenant = bindingsOf(row).tenant;
  const named = row.params.filter((param) => param.in === "path" || param === tenant);
  return Object.fromEntries(
    named.filter((param) => input[param.name] !== undefined).map((param) => [param.name, input[param.name]]),
  );
}

const MAX_FIELDS = 12;
const MAX_TEXT = 80;

/** The record of a read's answer: Xero wraps one in its collection ({Invoices: [{...}]}); TickTick does not. */
export function recordOf(result: unknown): Record<string, unknown> | undefined {
  let record: unknown = result;
  if (record && typeof record === "object" && !Array.isArray(record)) {
    const lists = Object.values(record).filter(Array.isArray);
    if (lists.length === 1) record = (lists[0] as unknown[])[0];
  }
  if (Array.isArray(record)) record = record[0];
  if (!record || typeof record !== "object" || Array.isArray(record)) return undefined;
  return record as Record<string, unknown>;
}

/** The first record of a read's answer, its plain fields only, strings cut short. */
export function summaryOf(result: unknown): Record<string, unknown> | undefined {
  const record = recordOf(result);
  if (!record) return undefined;
  const fields = Object.entries(record)
    .filter(([, value]) => ["string", "number", "boolean"].includes(typeof value) && value !== "")
    .slice(0, MAX_FIELDS)
    .map(([name, value]) => [
      name,
      typeof value === "string" && value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}…` : value,
    ]);
  return fields.length > 0 ? Object.fromEntries(fields) : undefined;
}

/** The read of the call's record, as the caller's own call, or undefined when the tool has none. */
export async function recordReader(
  row: ToolRow,
  call: ToolCall,
  token: TokenSource,
  options: ExecuteOptions,
): Promise<
  | { readRow: ToolRow; read: (recordId?: string) => Promise<{ result?: unknown; unavailable?: string }> }
  | undefined
> {
  const entry = Object.hasOwn(recordReads, row.name) ? recordReads[row.name] : undefined;
  if (!entry) return undefined;
  const readRow = (await entry.row()).row as ToolRow;
  const base = Object.fromEntries(
    entry.input
      .filter(([, from]) => call.input[from] !== undefined)
      .map(([to, from]) => [to, call.input[from]]),
  );
  return {
    readRow,
    read: async (recordId) => {
      const input =
        entry.byRecordId && recordId !== undefined ? { ...base, [entry.byRecordId]: recordId } : base;
      // An update-or-create's record read needs its id: without one there is nothing to read.
      if (entry.byRecordId && recordId === undefined) return { unavailable: "no id to read the record by" };
      const outcome = await readForConfirmation(call, readRow, input, token, options);
      return "result" in outcome ? { result: outcome.result } : { unavailable: outcome.unavailable };
    },
  };
}

/** As ReadRecord: the record itself. */
export function asRecordRead(
  read: (recordId?: string) => Promise<{ result?: unknown; unavailable?: string }>,
): ReadRecord {
  return async (recordId) => {
    const { result, unavailable } = await read(recordId);
    if (unavailable) return { unavailable };
    const record = recordOf(result);
    return record ? { record } : { unavailable: "NotFound" };
  };
}
