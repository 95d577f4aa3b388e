// Xero's record writes, for every kind of record: PUT /<Records> (create), POST /<Records> (update
// or create) and POST /<Records>/{id} (update one). A kind says how one element is written; this
// file is the rest, the same for all of them:
// - the body is {"<Records>": [...]}; a lone record object is taken as a batch of one;
// - elements are written in order, so a later one sees what an earlier one wrote;
// - summarizeErrors=true (the default, as Xero behaves) makes the batch all or nothing: any
//   element's problem answers 400 with the failed elements and undoes the rest; summarizeErrors=false
//   answers 200 with every element, the failed ones marked HasErrors/StatusAttributeString ERROR;
// - a create may not name an existing id; an upsert element with an id must name an existing record.
// Idempotency-Key replays are answered by the server before a handler runs (server.ts).
import { LedgerApiError, validationError } from "../errors";
import { sameId } from "../ids";
import type { ResourceSpec } from "../resources";
import { recordsOf } from "../store";
import type { LedgerOrganisation, XeroRecord } from "../types";
import { data, type Handler, type HandlerContext, param } from "./context";
import { findRecord } from "./lookup";

export type WriteMode = "create" | "upsert";

/** What writing one element came to: the stored record, or the problems that refused it. */
export interface Written {
  record?: XeroRecord;
  problems: string[];
}

export interface RecordKind {
  /** The collection, its wrapper key in bodies and answers, and its id field. */
  resource: ResourceSpec;
  /** The record in words, for messages: "invoice". */
  noun: string;
  /** Other collections an element's write may change (an invoice may add a contact): undone with it. */
  touches?: readonly string[];
  /** Whether a write changes the ledger, so the journals are derived again. */
  posts?: boolean;
  /** An upsert element's existing record when it has no id (an invoice by its number). */
  existingByOther?: (org: LedgerOrganisation, input: XeroRecord) => XeroRecord | undefined;
  /**
   * Checks and stores one element (a new record when `existing` is undefined), returning the stored
   * record, or the problems and nothing stored.
   */
  write: (ctx: HandlerContext, input: XeroRecord, existing: XeroRecord | undefined) => Written;
}

interface ElementResult {
  input: XeroRecord;
  written?: XeroRecord;
  problems: string[];
}

export const isObject = (value: unknown): value is XeroRecord =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/** Stores a record by replacing its array entry (never editing in place), so a snapshot can undo it. */
export function storeRecord(
  org: LedgerOrganisation,
  collection: string,
  existing: XeroRecord | undefined,
  record: XeroRecord,
): void {
  const records = recordsOf(org, collection);
  const index = existing ? records.indexOf(existing) : -1;
  if (index >= 0) records[index] = record;
  else records.push(record);
}

/** Remembers the record lists of `collections`; the function returned puts them back (an undo). */
export function snapshotCollections(org: LedgerOrganisation, collections: readonly string[]): () => void {
  const before = new Map(collections.map((name) => [name, [...recordsOf(org, name)]]));
  return () => {
    for (const [name, records] of before) org.collections[name] = records;
  };
}

/** The elements of a `{"<Records>": [...]}` body. */
export function elementsOf(kind: RecordKind, body: unknown): unknown[] {
  const key = kind.resource.collection;
  if (isObject(body) && Array.isArray(body[key])) return body[key] as unknown[];
  if (isObject(body) && body[key] === undefined && Object.keys(body).length > 0) return [body];
  throw validationError(`The request body must be {"${key}": [ ... ]} with at least one ${kind.noun}`);
}

/** The record an element names by its id (an upsert), or refuses one (a create). */
function existingFor(
  kind: RecordKind,
  org: LedgerOrganisation,
  input: XeroRecord,
  mode: WriteMode,
  problems: string[],
) {
  const { collection, idField } = kind.resource;
  const noun = kind.noun.replace(/^\w/, (first) => first.toUpperCase());
  if (input[idField] !== undefined) {
    if (mode === "create") {
      problems.push(
        `A ${idField} cannot be given when creating ${collection}; use POST to update a ${kind.noun}`,
      );
      return undefined;
    }
    const found = recordsOf(org, collection).find((record) => sameId(record[idField], input[idField]));
    if (!found) problems.push(`An existing ${noun} with the specified ${idField} could not be found`);
    return found;
  }
  return mode === "upsert" ? kind.existingByOther?.(org, input) : undefined;
}

function writeElement(
  kind: RecordKind,
  ctx: HandlerContext,
  element: unknown,
  mode: WriteMode,
  target?: XeroRecord,
): ElementResult {
  if (!isObject(element)) return { input: {}, problems: [`Each ${kind.noun} must be an object`] };
  const problems: string[] = [];
  const existing = target ?? existingFor(kind, ctx.org, element, mode, problems);
  if (problems.length > 0) return { input: element, problems };
  const idField = kind.resource.idField;
  const input = existing ? { ...element, [idField]: existing[idField] } : element;
  const written = kind.write(ctx, element, existing);
  return written.record
    ? { input: element, written: written.record, problems: [] }
    : { input, problems: written.problems };
}

function failedElement(result: ElementResult): XeroRecord {
  return {
    ...result.input,
    HasErrors: true,
    StatusAttributeString: "ERROR",
    ValidationErrors: result.problems.map((Message) => ({ Message })),
  };
}

/** Writes a batch; all or nothing when `summarize`. */
export function writeBatch(
  kind: RecordKind,
  ctx: HandlerContext,
  elements: unknown[],
  mode: WriteMode,
  summarize: boolean,
  target?: XeroRecord,
) {
  const undo = snapshotCollections(ctx.org, [kind.resource.collection, ...(kind.touches ?? [])]);
  const results = elements.map((element) => writeElement(kind, ctx, element, mode, target));
  const failed = results.filter((result) => result.problems.length > 0);
  if (summarize && failed.length > 0) {
    undo();
    throw new LedgerApiError(
      400,
      "validation",
      failed.flatMap((result) => result.problems),
      failed.map(failedElement),
    );
  }
  if (kind.posts && results.some((result) => result.written)) ctx.store.refreshJournals(ctx.org);
  return data({
    [kind.resource.collection]: results.map((result) =>
      result.written ? { ...result.written, StatusAttributeString: "OK" } : failedElement(result),
    ),
  });
}

/** Xero's spec gives summarizeErrors a default of false, but Xero answers as if true; so does the sandbox. */
export function summarizeErrors(ctx: HandlerContext): boolean {
  return ctx.query.get("summarizeErrors")?.toLowerCase() !== "false";
}

/** The `unitdp` query: 4 decimal places for unit amounts, else 2. */
export function unitDecimals(ctx: HandlerContext): number {
  return ctx.query.get("unitdp") === "4" ? 4 : 2;
}

/** PUT /<Records>: creates each element. */
export const createHandler =
  (kind: RecordKind): Handler =>
  (ctx) =>
    writeBatch(kind, ctx, elementsOf(kind, ctx.body), "create", summarizeErrors(ctx));

/** POST /<Records>: updates each element that names an existing record, creates the others. */
export const upsertHandler =
  (kind: RecordKind): Handler =>
  (ctx) =>
    writeBatch(kind, ctx, elementsOf(kind, ctx.body), "upsert", summarizeErrors(ctx));

/** POST /<Records>/{id}: the one record the path names (404 when none); the body's one element says what changes. */
export const updateHandler =
  (kind: RecordKind): Handler =>
  (ctx) => {
    const target = findRecord(ctx.org, kind.resource, param(ctx, "id"));
    const elements = elementsOf(kind, ctx.body);
    if (elements.length !== 1)
      throw validationError(`Send exactly one ${kind.noun} to update a ${kind.noun} by its id`);
    return writeBatch(kind, ctx, elements, "upsert", true, target);
  };

/** The three routes of a record kind: PUT and POST on the collection, POST on one record. */
export function recordWriteRoutes(kind: RecordKind) {
  const base = kind.resource.collection;
  return [
    { method: "PUT" as const, template: base, handler: createHandler(kind) },
    { method: "POST" as const, template: base, handler: upsertHandler(kind) },
    { method: "POST" as const, template: `${base}/:id`, handler: updateHandler(kind) },
  ];
}
