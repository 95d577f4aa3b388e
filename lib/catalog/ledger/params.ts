// Parameter specs shared by the LedgerApi rows (Xero Accounting API 2.0). Each helper takes the
// tool's own parameter name (the spec names the same Xero parameter differently per tool) and maps
// it to Xero's name, exactly as written in the OpenAPI spec (case matters).
import type { ParamSpec } from "../types";

type Extra = Partial<ParamSpec>;

/** What every tenant parameter says: the id is a UUID (it goes into a header, so nothing else may pass). */
export const TENANT_DESCRIPTION =
  "Xero tenant (organisation) id the call acts on, a UUID such as 7a513ee1-8e5e-4e8c-9d0e-1b2b3c4d5e6f; GET https://api.xero.com/connections lists them.";

/** The organisation the call acts on: Xero's required `xero-tenant-id` header, a UUID. */
export const tenant = (name: string, extra: Extra = {}): ParamSpec => ({
  name,
  type: "string",
  in: "header",
  as: "xero-tenant-id",
  required: true,
  format: "uuid",
  description: TENANT_DESCRIPTION,
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

/** A header value: a real date-time, bounded so the header stays small (fractions of a second are short). */
export const modifiedSince = (name: string): ParamSpec => ({
  name,
  type: "string",
  in: "header",
  as: "If-Modified-Since",
  format: "date-time",
  maxLength: 40,
  description: "Only records changed after this UTC date-time (ISO 8601, e.g. 2026-01-31T00:00:00Z).",
});

/** A header value: printable ASCII only (HTTP refuses CR, LF, NUL and most non-ASCII), no outer spaces. */
export const IDEMPOTENCY_KEY_PATTERN = {
  regex: "^[!-~]([ -~]*[!-~])?$",
  hint: "1-128 printable ASCII characters (letters, digits, punctuation; spaces only between them), e.g. a UUID",
};

export const idempotencyKey = (name = "idempotency_key"): ParamSpec => ({
  name,
  type: "string",
  in: "header",
  as: "Idempotency-Key",
  minLength: 1,
  maxLength: 128,
  pattern: IDEMPOTENCY_KEY_PATTERN,
  description:
    "1 to 128 printable ASCII characters (a UUID is a good key); a retry with the same key is not processed twice.",
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
  items: item === "uuid" ? { type: "string", format: "uuid" } : LIST_ITEM,
  description,
});

/** A value of a comma-joined list: a comma in it would split it in two upstream. */
const LIST_ITEM = {
  type: "string",
  minLength: 1,
  pattern: "^[^,]+$",
  description: "One value, without commas (the list is sent comma-separated).",
} as const;

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
  // RFC 6838: type and subtype names are at most 127 characters each.
  maxLength: 255,
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
