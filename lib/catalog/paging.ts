// How a row's answer can be continued or narrowed, read from its parameters' upstream names: the
// page number (`page`), the page size (`pageSize`), Xero's journal-number offset (`offset`), and the
// filters that narrow a list (`where`, `If-Modified-Since`, id lists, TickTick's filter fields). Every layer that tells a
// caller how to go on (the result budget, the too-large error) asks here.
import { bindingsOf } from "./bindings";
import type { ParamSpec, ToolRow } from "./types";

export interface PagingFacts {
  page?: ParamSpec;
  pageSize?: ParamSpec;
  /** Continues after a record's number (Xero's Journals: the last JournalNumber seen). */
  offset?: ParamSpec;
  /** Parameters that narrow the answer, most useful first. */
  filters: readonly ParamSpec[];
}

// Upstream names, lightest first: Xero's summaryOnly keeps every record but drops its heavy parts.
const FILTERS = [
  "summaryOnly",
  "where",
  "searchTerm",
  "Statuses",
  "Status",
  "ContactIDs",
  "ContactID",
  "contactId",
  "IDs",
  "InvoiceNumbers",
  "DateFrom",
  "DateTo",
  "fromDate",
  "toDate",
  "date",
  "If-Modified-Since",
  // TickTick's filter and completed tasks (POST bodies; a bare array with no cursor).
  "projectIds",
  "startDate",
  "endDate",
  "priority",
  "tag",
  "status",
];

const cache = new WeakMap<ToolRow, PagingFacts>();

export function pagingOf(row: ToolRow): PagingFacts {
  let facts = cache.get(row);
  if (!facts) {
    const { byUpstreamName } = bindingsOf(row);
    const query = (name: string) => {
      const param = byUpstreamName.get(name);
      return param && param.in !== "path" ? param : undefined;
    };
    facts = {
      page: query("page"),
      pageSize: query("pageSize"),
      offset: query("offset"),
      filters: FILTERS.map(query).filter((param): param is ParamSpec => param !== undefined),
    };
    cache.set(row, facts);
  }
  return facts;
}
