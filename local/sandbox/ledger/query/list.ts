// The list pipeline shared by every collection: hidden statuses, declared filters, searchTerm,
// If-Modified-Since, where, order, then paging. Which steps apply comes from the resource row.
import { validationError } from "../errors";
import type { ListFilter, ResourceSpec } from "../resources";
import type { XeroRecord } from "../types";
import { isoToMs } from "../wire";
import { valuesAt } from "./fields";
import { parseOrder, sortRecords } from "./order";
import { compileWhere } from "./where";

export const MAX_PAGE_SIZE = 100;

export interface Pagination {
  page: number;
  pageSize: number;
  pageCount: number;
  itemCount: number;
}

export interface ListResult {
  items: XeroRecord[];
  pagination?: Pagination;
}

export interface ListRequest {
  query: URLSearchParams;
  /** The If-Modified-Since header, if any. */
  modifiedSince?: string;
}

function isTrue(query: URLSearchParams, name: string): boolean {
  return query.get(name)?.toLowerCase() === "true";
}

function commaList(text: string): string[] {
  return text
    .split(",")
    .map((part) => part.trim().toLowerCase())
    .filter((part) => part !== "");
}

function dayOf(param: string, text: string): string {
  if (!/^\d{4}-\d{2}-\d{2}/.test(text)) throw validationError(`${param} must be a date such as 2025-01-31`);
  return text.slice(0, 10);
}

function filterPredicate(filter: ListFilter, raw: string): (record: XeroRecord) => boolean {
  const path = filter.field.split(".");
  const texts = (record: XeroRecord) =>
    valuesAt(record, path)
      .filter((value) => value !== null && value !== undefined)
      .map((value) => String(value));
  switch (filter.match) {
    case "in": {
      const wanted = new Set(commaList(raw));
      return (record) => texts(record).some((text) => wanted.has(text.toLowerCase()));
    }
    case "equals":
      return (record) => texts(record).some((text) => text.toLowerCase() === raw.trim().toLowerCase());
    case "from": {
      const bound = dayOf(filter.param, raw);
      return (record) => texts(record).some((text) => text.slice(0, 10) >= bound);
    }
    case "to": {
      const bound = dayOf(filter.param, raw);
      return (record) => texts(record).some((text) => text.slice(0, 10) <= bound);
    }
  }
}

function positiveInteger(query: URLSearchParams, name: string): number | undefined {
  const raw = query.get(name);
  if (raw === null || raw === "") return undefined;
  if (!/^\d+$/.test(raw) || Number(raw) < 1) {
    throw validationError(`The ${name} parameter must be a whole number of 1 or more`);
  }
  return Number(raw);
}

/** Validated before any filtering so a bad page size fails fast, as Xero does. */
function pagingOf(
  spec: ResourceSpec,
  query: URLSearchParams,
): { page: number; pageSize: number } | undefined {
  if (!spec.paging) return undefined;
  let pageSize = MAX_PAGE_SIZE;
  if (spec.paging === "pageAndSize") {
    const requested = positiveInteger(query, "pageSize");
    if (requested !== undefined && requested > MAX_PAGE_SIZE) {
      throw validationError(`The pageSize parameter must be between 1 and ${MAX_PAGE_SIZE}`);
    }
    pageSize = requested ?? MAX_PAGE_SIZE;
  }
  const page = positiveInteger(query, "page");
  return page === undefined ? undefined : { page, pageSize };
}

function searchPredicate(fields: string[], term: string): (record: XeroRecord) => boolean {
  const needle = term.toLowerCase();
  return (record) =>
    fields.some((field) => {
      const value = record[field];
      return typeof value === "string" && value.toLowerCase().includes(needle);
    });
}

function modifiedAfter(header: string): ((record: XeroRecord) => boolean) | undefined {
  const since = Date.parse(header);
  if (Number.isNaN(since)) return undefined;
  return (record) => {
    const updated = typeof record.UpdatedDateUTC === "string" ? isoToMs(record.UpdatedDateUTC) : undefined;
    return updated !== undefined && updated > since;
  };
}

export function listRecords(spec: ResourceSpec, records: XeroRecord[], request: ListRequest): ListResult {
  const { query } = request;
  const paging = pagingOf(spec, query);
  const predicates: ((record: XeroRecord) => boolean)[] = [];
  const hidden = spec.hidden;
  if (hidden && !isTrue(query, hidden.param)) {
    predicates.push((record) => !hidden.values.includes(String(record[hidden.field] ?? "")));
  }
  for (const filter of spec.filters ?? []) {
    const raw = query.get(filter.param);
    if (raw !== null && raw.trim() !== "") predicates.push(filterPredicate(filter, raw));
  }
  if (spec.createdByMyApp && isTrue(query, "createdByMyApp")) predicates.push(() => false);
  const term = query.get("searchTerm");
  if (spec.searchFields && term) predicates.push(searchPredicate(spec.searchFields, term));
  const since = request.modifiedSince ? modifiedAfter(request.modifiedSince) : undefined;
  if (since) predicates.push(since);
  const where = query.get("where");
  if (spec.where && where && where.trim() !== "") predicates.push(compileWhere(where));
  const order = query.get("order");
  const keys = spec.order && order ? parseOrder(order) : [];

  const matching = sortRecords(
    records.filter((record) => predicates.every((predicate) => predicate(record))),
    keys,
  );
  if (!paging) return { items: matching };
  const { page, pageSize } = paging;
  const start = (page - 1) * pageSize;
  return {
    items: matching.slice(start, start + pageSize),
    pagination: {
      page,
      pageSize,
      pageCount: Math.ceil(matching.length / pageSize),
      itemCount: matching.length,
    },
  };
}
