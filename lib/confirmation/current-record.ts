// What a destructive call targets, as the confirmation answer shows it: the ids it names and, where
// the toolkit has a read for the record, a short summary of the record as it is now. Loaded with the
// first unconfirmed destructive call only (it imports the catalog's reads to find the record's).

import type { TokenSource } from "../auth/index";
import { bindingsOf } from "../catalog/bindings";
import { readTools } from "../catalog/reads";
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

interface RecordRead {
  row: ToolRow;
  /** The read's arguments from the destructive call's. */
  input: (input: Record<string, unknown>) => Record<string, unknown>;
}

const readCache = new WeakMap<ToolRow, RecordRead | null>();

/**
 * The GET of the record: the same path (a by-id read), else the path without its last segments
 * (an attachment's list, a tracking option's category). Only a read whose parameters this call
 * already gives, by upstream name: it must not need anything the agent did not send.
 */
function readToolOf(row: ToolRow): RecordRead | null {
  const cached = readCache.get(row);
  if (cached !== undefined) return cached;
  const mine = bindingsOf(row).byUpstreamName;
  let found: RecordRead | null = null;
  const segments = row.path.split("/");
  for (let end = segments.length; end > 1 && !found; end--) {
    const path = segments.slice(0, end).join("/");
    const read = readTools.find(
      (candidate) =>
        candidate.method === "GET" &&
        candidate.toolkit === row.toolkit &&
        candidate.path === path &&
        candidate.result !== "file" &&
        candidate.params.every((param) => !param.required || (param.as !== undefined && mine.has(param.as))),
    );
    if (read) {
      const pairs = read.params
        .filter((param) => param.as !== undefined && (param.in === "path" || param.in === "header"))
        .map((param) => [param.name, mine.get(param.as as string)?.name] as const)
        .filter((pair): pair is readonly [string, string] => pair[1] !== undefined);
      found = {
        row: read,
        input: (input) =>
          Object.fromEntries(
            pairs.filter(([, from]) => input[from] !== undefined).map(([to, from]) => [to, input[from]]),
          ),
      };
    }
  }
  readCache.set(row, found);
  return found;
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
  const read = readToolOf(row);
  if (!read) return {};
  try {
    const current = summaryOf(await executeTool(read.row, read.input(input), token, options));
    return { readWith: read.row.name, ...(current ? { current } : {}) };
  } catch (error) {
    const failure = asToolError(error);
    // The type only: an upstream message is not for this answer.
    return { readWith: read.row.name, currentUnavailable: failure.type };
  }
}
