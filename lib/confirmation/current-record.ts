// What a destructive call targets, as the confirmation answer shows it: the ids it names and, where
// the toolkit has a read for the record, a short summary of the record as it is now. The read comes
// from a table written from the catalog (generated/confirmation/record-reads.generated.ts, npm run generate): the first destructive call
// loads that read's row alone, not the catalog's reads.

import { recordReads } from "../../generated/confirmation/record-reads.generated";
import type { TokenSource } from "../auth/index";
import { bindingsOf } from "../catalog/bindings";
import type { ToolRow } from "../catalog/types";
import { asToolError } from "../runtime/errors";
import type { ExecuteOptions } from "../runtime/execute";
import { executeTool } from "../runtime/execute";

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

/** The first record of a read's answer, its plain fields only, strings cut short. */
export function summaryOf(result: unknown): Record<string, unknown> | undefined {
  let record: unknown = result;
  // Xero wraps records: {Invoices: [{...}]}; TickTick answers the object.
  if (record && typeof record === "object" && !Array.isArray(record)) {
    const lists = Object.values(record).filter(Array.isArray);
    if (lists.length === 1) record = (lists[0] as unknown[])[0];
  }
  if (Array.isArray(record)) record = record[0];
  if (!record || typeof record !== "object" || Array.isArray(record)) return undefined;
  const fields = Object.entries(record)
    .filter(([, value]) => ["string", "number", "boolean"].includes(typeof value) && value !== "")
    .slice(0, MAX_FIELDS)
    .map(([name, value]) => [
      name,
      typeof value === "string" && value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}…` : value,
    ]);
  return fields.length > 0 ? Object.fromEntries(fields) : undefined;
}

/** The record now, or why it could not be read (the confirmation is offered either way). */
export async function currentRecord(
  row: ToolRow,
  input: Record<string, unknown>,
  token: TokenSource,
  options: ExecuteOptions,
): Promise<{ readWith?: string; current?: Record<string, unknown>; currentUnavailable?: string }> {
  const read = Object.hasOwn(recordReads, row.name) ? recordReads[row.name] : undefined;
  if (!read) return {};
  const readRow = (await read.row()).row as ToolRow;
  const readInput = Object.fromEntries(
    read.input.filter(([, from]) => input[from] !== undefined).map(([to, from]) => [to, input[from]]),
  );
  try {
    const current = summaryOf(await executeTool(readRow, readInput, token, options));
    return { readWith: readRow.name, ...(current ? { current } : {}) };
  } catch (error) {
    const failure = asToolError(error);
    // The type only: an upstream message is not for this answer.
    return { readWith: readRow.name, currentUnavailable: failure.type };
  }
}
