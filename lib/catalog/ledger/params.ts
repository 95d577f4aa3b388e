// Decorations of the Xero parameters many LedgerApi tools share: the one place for each one's
// description and value rules. The tool's own name for it is the key in its row; Xero's name
// (case matters) is `as`, and what Xero declares (location, type, format) comes from the facts.
// Constants are plain objects so that a family's bundle keeps only those its rows use.
import { IDEMPOTENCY_KEY_MAX_LENGTH, IDEMPOTENCY_KEY_PATTERN } from "../idempotency-key";
import type { Decoration } from "./row";

/** What every tenant parameter says: the id is a UUID (it goes into a header, so nothing else may pass). */
export const TENANT_DESCRIPTION =
  "Xero tenant (organisation) id the call acts on, a UUID such as 7a513ee1-8e5e-4e8c-9d0e-1b2b3c4d5e6f; LedgerApi.GetConnectedTenants lists them.";

/** The organisation the call acts on: Xero's required `xero-tenant-id` header, a UUID. */
export const tenant: Decoration = { as: "xero-tenant-id", format: "uuid", description: TENANT_DESCRIPTION };

/** Any Xero parameter, with its description and value rules. */
export const param = (as: string, description: string, rules: Partial<Decoration> = {}): Decoration => ({
  as,
  description,
  ...rules,
});

/** A record id (Xero declares these as UUIDs). */
export const uuid = (as: string, what: string): Decoration => param(as, `${what} (a UUID).`);

/** A YYYY-MM-DD query parameter; some of them Xero declares as plain strings, but they are dates all the same. */
export const date = (as: string, what: string): Decoration =>
  param(as, `${what} (YYYY-MM-DD, e.g. 2026-01-31).`, { format: "date" });

/** A header value: a real date-time, bounded so the header stays small (fractions of a second are short). */
export const modifiedSince: Decoration = {
  as: "If-Modified-Since",
  maxLength: 40,
  description: "Only records changed after this UTC date-time (ISO 8601, e.g. 2026-01-31T00:00:00Z).",
};

export const idempotencyKey: Decoration = {
  as: "Idempotency-Key",
  minLength: 1,
  maxLength: IDEMPOTENCY_KEY_MAX_LENGTH,
  pattern: IDEMPOTENCY_KEY_PATTERN,
  description:
    "1 to 128 printable ASCII characters (a UUID is a good key); a retry with the same key is not processed twice.",
};

/** Xero's `where` filter; `example` is a filter that makes sense for the tool's records. */
export const where = (example = 'Status=="AUTHORISED" AND Type=="ACCREC"'): Decoration =>
  param(
    "where",
    `Filter expression on any field of the record (== and != with strings in double quotes, AND, OR), e.g. ${example}.`,
  );

/** Xero's `order`; `example` is a sort that makes sense for the tool's records. */
export const order = (example = "Date DESC"): Decoration =>
  param("order", `Sort by any field of the record, ASC or DESC, e.g. ${example}.`);

export const page = (description = "Page number, from 1; each page holds up to 100 records."): Decoration =>
  param("page", description, { minimum: 1 });

/** `page` of a list whose page size is `records_per_page`. */
export const pageOf = (records: string): Decoration =>
  page(`Page number, from 1; each page holds up to 100 ${records} (or records_per_page).`);

export const pageSize: Decoration = {
  as: "pageSize",
  minimum: 1,
  maximum: 100,
  description: "Records per page, 1 to 100 (Xero's default is 100); used together with the page number.",
};

export const unitdp: Decoration = {
  as: "unitdp",
  enum: [2, 4],
  description: "Decimal places of unit amounts: 4 returns up to four, 2 (Xero's default) two.",
};

/** Xero's `includeArchived` (contacts, invoices, tracking categories). */
export const includeArchived = (records: string): Decoration =>
  param(
    "includeArchived",
    `true also returns archived ${records}; left out or false, archived ones are excluded.`,
  );

/** Xero's `searchTerm` (contacts and invoices): a case-insensitive text search over some fields. */
export const searchTerm = (fields: string, example: string): Decoration =>
  param("searchTerm", `Text searched, case-insensitively, in ${fields}, e.g. ${example}.`, { minLength: 1 });

/** Xero's `summaryOnly` (contacts and invoices). */
export const summaryOnly = (records: string): Decoration =>
  param(
    "summaryOnly",
    `true returns lightweight ${records}: only the light fields, without the ones Xero has to compute, which is much faster on long lists; default false.`,
  );

/** The custom header literally named `contentType` that Xero's attachment downloads require. */
export const attachmentMimeType: Decoration = {
  as: "contentType",
  pattern: { regex: "^[\\w.+-]+/[\\w.+-]+$", hint: "a MIME type such as image/jpg or application/pdf" },
  // RFC 6838: type and subtype names are at most 127 characters each.
  maxLength: 255,
  description:
    "MIME type of the attachment (from its listing's MimeType), e.g. application/pdf or image/png.",
};

/**
 * An attachment's file name: Xero's `FileName` path segment, which the executor percent-encodes
 * (spaces are fine); `what` says which file, the rules say the rest. No path separators, and no
 * control characters (C0, DEL, C1) or bidirectional controls (U+061C, U+200E-U+200F,
 * U+202A-U+202E, U+2066-U+2069), which would store a name that reads other than it is ("invoice\u202Efdp.exe" shows as "invoiceexe.pdf").
 */
export const attachmentFileName = (what: string): Decoration =>
  param("FileName", `${what}, up to 255 characters, without '/' or '\\' or control characters.`, {
    minLength: 1,
    maxLength: 255,
    pattern: {
      regex: "^[^/\\\\\\u0000-\\u001f\\u007f-\\u009f\\u061c\\u200e\\u200f\\u202a-\\u202e\\u2066-\\u2069]+$",
      hint: "a file name without '/', '\\', control or bidirectional-control characters",
    },
  });

/** Sent as the note when a history tool is called without `history_details`: Xero refuses an empty note. */
export const DEFAULT_HISTORY_NOTE = "Note added through the LedgerApi tools.";
