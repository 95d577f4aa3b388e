// A JSON answer held to a result budget (characters of its compact JSON): whole records only, never
// a cut string. An answer that does not fit keeps the records that do, says it is partial in a
// `_partial` member (how many it shows, of how many when known) and gives the exact next call: the
// tool's own page parameters, Xero's journal offset, or the filters that narrow it. A record too
// large on its own is summarised to its top-level fields, with the tool that returns it whole.
// Both structuredContent and the text are built from what this returns, so a client that shows the
// model either (Claude Code and VS Code forward structuredContent) stays within the budget.

import { type PagingFacts, pagingOf } from "../catalog/paging";
import type { ToolRow } from "../catalog/types";
import { grouped } from "./grouped";
import { collectionOf } from "./records";

export interface FitRequest {
  row: ToolRow;
  /** The tool's name as the caller used it, for the next call. */
  calledAs: string;
  /** The arguments the tool ran with, including a page the surface added. */
  input: Record<string, unknown>;
  /** The surface added the page parameter: the caller gave none (docs/results.md). */
  addedPage?: boolean;
  budgetChars: number;
  /** The tool that returns one record whole, for summarised answers. */
  recordTool?: RecordTool;
}

export interface RecordTool {
  /** Client name of the tool. */
  name: string;
  /** Its parameter that takes the record's id, and the record field that holds it. */
  param: string;
  idField: string;
  /** Its arguments besides the id (the tenant), by its name: the list call's parameter that has the value. */
  fromList: Readonly<Record<string, string>>;
}

export interface NextCall {
  tool: string;
  arguments: Record<string, unknown>;
}

/** The `_partial` member of an answer that is not the whole of what the caller asked for. */
export interface PartialAnswer {
  note: string;
  shown: number;
  of?: number;
  next?: NextCall;
  /** Parameters that narrow the answer, by the tool's own names. */
  narrowWith?: string[];
  /** The records are summaries: top-level fields only. */
  summarised?: true;
}

export interface Fitted {
  structured: Record<string, unknown>;
  partial?: PartialAnswer;
  /** Records were left out or summarised to fit the budget (the BudgetTruncated metric). */
  truncated?: true;
}

type Json = Record<string, unknown>;
const XERO_PAGE_SIZE = 100;
/** Xero's Journals answer at most 100 journals after the offset. */
const JOURNALS_PER_CALL = 100;

const isObject = (value: unknown): value is Json =>
  !!value && typeof value === "object" && !Array.isArray(value);

/** structuredContent must be an object: arrays, strings and null (an empty upstream body) are wrapped. */
export function asStructured(result: unknown): Json {
  return isObject(result) ? result : { result };
}

interface PageState {
  /** The tool's page parameter. */
  pageParam: string;
  page: number;
  size: number;
  /** Records before this page. */
  before: number;
  more: boolean;
  itemCount?: number;
}

function pageStateOf(
  facts: PagingFacts,
  input: Json,
  structured: Json,
  count: number,
): PageState | undefined {
  const pageParam = facts.page;
  if (!pageParam || typeof input[pageParam.name] !== "number") return undefined;
  const page = input[pageParam.name] as number;
  const pagination = isObject(structured.pagination) ? structured.pagination : undefined;
  const askedSize = facts.pageSize ? input[facts.pageSize.name] : undefined;
  const size =
    typeof askedSize === "number"
      ? askedSize
      : typeof pagination?.pageSize === "number"
        ? pagination.pageSize
        : XERO_PAGE_SIZE;
  const more = typeof pagination?.pageCount === "number" ? page < pagination.pageCount : count >= size;
  const state: PageState = { pageParam: pageParam.name, page, size, before: (page - 1) * size, more };
  if (typeof pagination?.itemCount === "number") state.itemCount = pagination.itemCount;
  return state;
}

/**
 * How many of the `fits` first records of page `page` (of `size`) to show so that a page of that
 * many continues exactly after them: the largest count that divides the records before this page.
 */
export function alignedCount(fits: number, before: number): number {
  if (before === 0) return fits;
  for (let count = fits; count > 1; count--) if (before % count === 0) return count;
  return 1;
}

/** A record cut to its top-level values (and the ids and names of the objects it holds). */
function summary(record: unknown): unknown {
  if (!isObject(record)) return record;
  const kept: Json = {};
  const omitted: string[] = [];
  for (const [name, value] of Object.entries(record)) {
    if (Array.isArray(value)) {
      if (value.length > 0) omitted.push(`${name} (${value.length})`);
    } else if (isObject(value)) {
      const scalars = Object.entries(value).filter(
        ([, inner]) => inner === null || typeof inner !== "object",
      );
      kept[name] = Object.fromEntries(scalars.slice(0, 4));
    } else {
      kept[name] = value;
    }
  }
  if (omitted.length > 0) kept._omitted = omitted;
  return kept;
}

/** The longest prefix of records whose JSON fits in `room` characters (with the commas between). */
function prefixThatFits(sizes: readonly number[], room: number): number {
  let used = 0;
  let count = 0;
  for (const size of sizes) {
    used += size + (count > 0 ? 1 : 0);
    if (used > room) break;
    count++;
  }
  return count;
}

interface Shown {
  records: unknown[];
  summarised: boolean;
}

function nextOf(request: FitRequest, changes: Json): NextCall {
  return { tool: request.calledAs, arguments: { ...request.input, ...changes } };
}

function narrowing(facts: PagingFacts): string[] {
  return facts.filters.map((param) => param.name);
}

/** The continuation of an answer showing `shown` of `count` records (this page's or the whole list's). */
function partialOf(
  request: FitRequest,
  structured: Json,
  count: number,
  shown: Shown,
): PartialAnswer | undefined {
  const { row, input } = request;
  const facts = pagingOf(row);
  const state = pageStateOf(facts, input, structured, count);
  const k = shown.records.length;
  const what = `${grouped(k)} of ${grouped(count)} records`;
  const added =
    request.addedPage && facts.page
      ? ` (${facts.page.name} ${input[facts.page.name]} was added: without a page Xero returns every record at once)`
      : "";
  const partial: PartialAnswer = { note: "", shown: k };
  if (shown.summarised) partial.summarised = true;

  if (state) {
    if (state.itemCount !== undefined) partial.of = state.itemCount;
    const first = state.before + 1;
    const range = k > 0 ? `records ${grouped(first)} to ${grouped(state.before + k)}` : "no records";
    const total = state.itemCount !== undefined ? ` of ${grouped(state.itemCount)}` : "";
    if (k < count && facts.pageSize) {
      const pageSizeName = facts.pageSize.name;
      partial.next = nextOf(request, {
        [state.pageParam]: state.before / k + 2,
        [pageSizeName]: k,
      });
      partial.note = `Partial answer: ${range}${total}, as many as fit the result budget${added}. Continue with the next call.`;
    } else if (k < count) {
      partial.narrowWith = narrowing(facts);
      partial.note =
        `Partial answer: ${range}${total}; the rest of page ${state.page} did not fit the result budget and ` +
        `${request.calledAs} cannot fetch a page in smaller parts: narrow it with ${partial.narrowWith.join(", ") || "its parameters"}` +
        `${state.more ? `, or go on with ${state.pageParam} ${state.page + 1}` : ""}.`;
      if (state.more) partial.next = nextOf(request, { [state.pageParam]: state.page + 1 });
    } else if (state.more) {
      partial.next = nextOf(request, { [state.pageParam]: state.page + 1 });
      partial.note = `Page ${state.page}: ${range}${total}${added}. More pages follow: continue with the next call.`;
    } else if (shown.summarised) {
      partial.note = `Partial answer: ${range}${total}.`;
    } else {
      return undefined;
    }
  } else if (facts.offset) {
    const last = shown.records[k - 1];
    const lastNumber = isObject(last) ? last.JournalNumber : undefined;
    if (k === count && count < JOURNALS_PER_CALL && !shown.summarised) return undefined;
    if (typeof lastNumber === "number") partial.next = nextOf(request, { [facts.offset.name]: lastNumber });
    const of =
      k < count
        ? `${grouped(k)} of the ${grouped(count)} records of this call, as many as fit the result budget`
        : `${grouped(k)} records`;
    partial.note = `Partial answer: ${of}; more may follow. Continue with the next call.`;
  } else {
    if (k === count && !shown.summarised) return undefined;
    partial.of = count;
    partial.narrowWith = narrowing(facts);
    const how =
      partial.narrowWith.length > 0
        ? `narrow it with ${partial.narrowWith.join(", ")}`
        : `${request.calledAs} has no page or filter parameters to fetch the rest with; the HTTP API (POST /tools/${request.row.name}) returns the whole answer`;
    partial.note = `Partial answer: the first ${what}, as many as fit the result budget; ${how}.`;
  }
  if (shown.summarised && request.recordTool) {
    const tool = request.recordTool;
    const carried = Object.entries(tool.fromList).map(([name, from]) => `, ${name} as ${from} here`);
    partial.note += ` Records are summarised to their top-level fields: ${tool.name} returns one whole (${tool.param}: its ${tool.idField}${carried.join("")}).`;
  } else if (shown.summarised) {
    partial.note += " Records are summarised to their top-level fields.";
  }
  return partial;
}

function charsOf(value: unknown): number {
  return JSON.stringify(value).length;
}

/** `structured` with the collection replaced by `records` and the `_partial` member, if any. */
function assembled(
  structured: Json,
  key: string | undefined,
  records: unknown[],
  partial?: PartialAnswer,
): Json {
  const answer = key === undefined ? { ...structured } : { ...structured, [key]: records };
  if (partial) answer._partial = partial;
  return answer;
}

export function fitResult(result: unknown, request: FitRequest): Fitted {
  const structured = asStructured(result);
  const collection = collectionOf(structured);
  const records = collection?.records ?? [];
  const full = charsOf(structured);
  // Room for the `_partial` member: its next call repeats the arguments.
  const reserve = 600 + 2 * charsOf(request.input);

  const whole: Shown = { records, summarised: false };
  if (full + reserve <= request.budgetChars || (full <= request.budgetChars && !collection)) {
    const partial = collection ? partialOf(request, structured, records.length, whole) : undefined;
    return {
      structured: assembled(structured, undefined, records, partial),
      ...(partial ? { partial } : {}),
    };
  }
  if (!collection) {
    // One object too large and no list in it: its top-level values.
    const partial: PartialAnswer = {
      note: `Partial answer: the answer is summarised to its top-level fields; narrow it with ${narrowing(pagingOf(request.row)).join(", ") || "its parameters"}.`,
      shown: 1,
      summarised: true,
    };
    return { structured: { ...(summary(structured) as Json), _partial: partial }, partial, truncated: true };
  }

  const wrapper = full - charsOf(records) + 2; // the rest of the answer, with the empty collection's []
  const room = request.budgetChars - wrapper - reserve;
  let shown: Shown = { records, summarised: false };
  let fits = prefixThatFits(
    records.map((record) => charsOf(record)),
    room,
  );
  if (fits === 0) {
    const summaries = records.map(summary);
    shown = { records: summaries, summarised: true };
    fits = Math.max(1, prefixThatFits(summaries.map(charsOf), room));
  }
  const facts = pagingOf(request.row);
  const state = pageStateOf(facts, request.input, structured, records.length);
  const count = state && facts.pageSize && fits < records.length ? alignedCount(fits, state.before) : fits;
  shown = { records: shown.records.slice(0, count), summarised: shown.summarised };
  const partial = partialOf(request, structured, records.length, shown);
  const truncated = shown.summarised || shown.records.length < records.length;
  return {
    structured: assembled(structured, collection.key, shown.records, partial),
    ...(partial ? { partial } : {}),
    ...(truncated ? { truncated: true as const } : {}),
  };
}
