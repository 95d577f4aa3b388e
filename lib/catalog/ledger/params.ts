// Parameter specs shared by the LedgerApi rows (Xero Accounting API 2.0). Each helper takes the
// tool's own parameter name (the spec names the same Xero parameter differently per tool) and maps
// it to Xero's name, exactly as written in the OpenAPI spec (case matters).
import type { ParamSpec } from "../types";

type Extra = Partial<ParamSpec>;

/** The organisation the call acts on: Xero's required `xero-tenant-id` header. */
export const tenant = (name: string, extra: Extra = {}): ParamSpec => ({
  name,
  type: "string",
  in: "header",
  as: "xero-tenant-id",
  required: true,
  minLength: 1,
  description:
    "Xero tenant (organisation) id the call acts on; GET https://api.xero.com/connections lists them.",
  ...extra,
});

/** A record id in the URL path; Xero ids are UUIDs. */
export const uuidPath = (name: string, as: string, what: string, extra: Extra = {}): ParamSpec => ({
  name,
  type: "string",
  in: "path",
  as,
  required: true,
  format: "uuid",
  description: `${what} (a UUID).`,
  ...extra,
});

export const modifiedSince = (name: string): ParamSpec => ({
  name,
  type: "string",
  in: "header",
  as: "If-Modified-Since",
  format: "date-time",
  description: "Only records changed after this UTC date-time (ISO 8601, e.g. 2026-01-31T00:00:00Z).",
});

export const idempotencyKey = (name = "idempotency_key"): ParamSpec => ({
  name,
  type: "string",
  in: "header",
  as: "Idempotency-Key",
  minLength: 1,
  maxLength: 128,
  description: "Up to 128 characters; a retry with the same key is not processed twice.",
});

/** Xero's `where` filter; `example` is a filter that makes sense for the tool's records. */
export const where = (name: string, example = 'Status=="AUTHORISED" AND Type=="ACCREC"'): ParamSpec => ({
  name,
  type: "string",
  in: "query",
  as: "where",
  description: `Filter expression on any field of the record (== and != with strings in double quotes, AND, OR), e.g. ${example}.`,
});

/** Xero's `order`; `example` is a sort that makes sense for the tool's records. */
export const order = (name: string, example = "Date DESC"): ParamSpec => ({
  name,
  type: "string",
  in: "query",
  as: "order",
  description: `Sort by any field of the record, ASC or DESC, e.g. ${example}.`,
});

export const page = (name: string, extra: Extra = {}): ParamSpec => ({
  name,
  type: "integer",
  in: "query",
  as: "page",
  minimum: 1,
  description: "Page number, from 1; each page holds up to 100 records.",
  ...extra,
});

export const pageSize = (name: string): ParamSpec => ({
  name,
  type: "integer",
  in: "query",
  as: "pageSize",
  minimum: 1,
  maximum: 100,
  description: "Records per page, 1 to 100 (Xero's default is 100); used together with the page number.",
});

export const unitdp = (name: string): ParamSpec => ({
  name,
  type: "integer",
  in: "query",
  as: "unitdp",
  enum: [2, 4],
  description: "Decimal places of unit amounts: 4 returns up to four, 2 (Xero's default) two.",
});

/** A YYYY-MM-DD query parameter (Xero's `format: date`). */
export const dateQuery = (name: string, as: string, what: string, extra: Extra = {}): ParamSpec => ({
  name,
  type: "string",
  in: "query",
  as,
  format: "date",
  description: `${what} (YYYY-MM-DD, e.g. 2026-01-31).`,
  ...extra,
});

/** One record id as a query filter (Xero declares these as UUIDs). */
export const uuidQuery = (name: string, as: string, what: string): ParamSpec => ({
  name,
  type: "string",
  in: "query",
  as,
  format: "uuid",
  description: `${what} (a UUID).`,
});

/** A list filter sent comma-joined in one query parameter (`IDs`, `ContactIDs`, `InvoiceNumbers`, `Statuses`). */
export const listQuery = (
  name: string,
  as: string,
  description: string,
  item: "uuid" | "string" = "string",
): ParamSpec => ({
  name,
  type: "array",
  in: "query",
  as,
  items: item === "uuid" ? { type: "string", format: "uuid" } : { type: "string" },
  description,
});

/** Xero's `includeArchived` (contacts, invoices, tracking categories). */
export const includeArchived = (name: string, records: string): ParamSpec => ({
  name,
  type: "boolean",
  in: "query",
  as: "includeArchived",
  description: `true also returns archived ${records}; left out or false, archived ones are excluded.`,
});

/** Xero's `searchTerm` (contacts and invoices): a case-insensitive text search over some fields. */
export const searchTerm = (name: string, fields: string, example: string): ParamSpec => ({
  name,
  type: "string",
  in: "query",
  as: "searchTerm",
  minLength: 1,
  description: `Text searched, case-insensitively, in ${fields}, e.g. ${example}.`,
});

/** Xero's `summaryOnly` (contacts and invoices). */
export const summaryOnly = (name: string, records: string): ParamSpec => ({
  name,
  type: "boolean",
  in: "query",
  as: "summaryOnly",
  description: `true returns lightweight ${records}: only the light fields, without the ones Xero has to compute, which is much faster on long lists; default false.`,
});

/** The custom header literally named `contentType` that Xero's attachment downloads require. */
export const attachmentMimeType = (name: string): ParamSpec => ({
  name,
  type: "string",
  in: "header",
  as: "contentType",
  required: true,
  pattern: { regex: "^[\\w.+-]+/[\\w.+-]+$", hint: "a MIME type such as image/jpg or application/pdf" },
  description:
    "MIME type of the attachment (from its listing's MimeType), e.g. application/pdf or image/png.",
});

/** Sent as the note when a history tool is called without `history_details`: Xero refuses an empty note. */
export const DEFAULT_HISTORY_NOTE = "Note added through the LedgerApi tools.";

/** The note of a history record: `{"HistoryRecords":[{"Details": ...}]}`. */
export const historyDetails = (): ParamSpec => ({
  name: "history_details",
  type: "string",
  in: "body",
  as: "HistoryRecords.0.Details",
  minLength: 1,
  maxLength: 2500,
  sendDefault: DEFAULT_HISTORY_NOTE,
  description: `Text of the history note to add (up to 2500 characters). When left out, the note "${DEFAULT_HISTORY_NOTE}" is sent, because Xero refuses a history record without text.`,
});
