// What a call that can ask targets, as the confirmation shows it: the ids it names and the record as
// it is now, read by id through the table written from the catalog
// (generated/confirmation/record-reads.generated.ts, npm run generate): the first such call loads
// that read's row alone, not the catalog's reads. The read itself is a call of the caller's
// (confirmation-read.ts).
import { recordReads } from "../../generated/confirmation/record-reads.generated";
import type { ToolCall } from "../call/types";
import { bindingsOf } from "../catalog/bindings";
import type { ToolRow } from "../catalog/types";
import type { ExecuteOptions } from "../runtime/execute";
import type { TokenSource } from "../upstream-tokens/index";
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

/** Which record to read: the call's own (its path ids), or a body record's by its id or its number. */
export interface RecordKey {
  id?: string;
  number?: string;
}

type Read = (key?: RecordKey) => Promise<{ result?: unknown; unavailable?: string }>;

/** A `where` on a number holds it in double quotes: a number with a quote or a backslash is not looked up. */
const QUOTABLE = /^[^"\\]{1,255}$/;

/** The read of the call's record, as the caller's own call, or undefined when the tool has none. */
export async function recordReader(
  row: ToolRow,
  call: ToolCall,
  token: TokenSource,
  options: ExecuteOptions,
): Promise<{ readRow: ToolRow; read: Read } | undefined> {
  const entry = Object.hasOwn(recordReads, row.name) ? recordReads[row.name] : undefined;
  if (!entry) return undefined;
  const readRow = (await entry.row()).row as ToolRow;
  const argumentsOf = (pairs: readonly (readonly [string, string])[]) =>
    Object.fromEntries(
      pairs.filter(([, from]) => call.input[from] !== undefined).map(([to, from]) => [to, call.input[from]]),
    );
  const run = async (on: ToolRow, input: Record<string, unknown>) => {
    const outcome = await readForConfirmation(call, on, input, token, options);
    return "result" in outcome ? { result: outcome.result } : { unavailable: outcome.unavailable };
  };
  const byNumber = async (number: string) => {
    const found = entry.byNumber;
    if (!found) return { unavailable: "no read by number" };
    if (found.form === "where" && !QUOTABLE.test(number))
      return { unavailable: "a number the read cannot look up" };
    const numberRow = (await found.row()).row as ToolRow;
    const numberField = row.confirm?.numberField ?? "";
    const value =
      found.form === "list" ? [number] : found.form === "where" ? `${numberField}=="${number}"` : number;
    return run(numberRow, { ...argumentsOf(found.input), [found.param]: value });
  };
  return {
    readRow,
    read: async (key) => {
      if (key?.number !== undefined && key.id === undefined) return byNumber(key.number);
      // An update-or-create's record read needs its id: without one there is nothing to read.
      if (entry.byRecordId && key?.id === undefined) return { unavailable: "no id to read the record by" };
      const input = entry.byRecordId
        ? { ...argumentsOf(entry.input), [entry.byRecordId]: key?.id }
        : argumentsOf(entry.input);
      return run(readRow, input);
    },
  };
}

/** As ReadRecord: the record itself; `absent` when a read by number finds none (the record is new). */
export function asRecordRead(read: Read): ReadRecord {
  return async (key) => {
    const { result, unavailable } = await read(key);
    if (unavailable) return { unavailable };
    const record = recordOf(result);
    if (record) return { record };
    return key?.number !== undefined ? { absent: true } : { unavailable: "NotFound" };
  };
}
