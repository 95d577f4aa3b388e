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

export const where = (name: string): ParamSpec => ({
  name,
  type: "string",
  in: "query",
  as: "where",
  description: 'Filter on any field of the record, e.g. Status=="AUTHORISED" AND Type=="ACCREC".',
});

export const order = (name: string): ParamSpec => ({
  name,
  type: "string",
  in: "query",
  as: "order",
  description: "Sort by any field of the record, e.g. Date DESC or Name ASC.",
});

export const page = (name: string): ParamSpec => ({
  name,
  type: "integer",
  in: "query",
  as: "page",
  minimum: 1,
  description: "Page number, from 1; each page holds up to 100 records.",
});

export const pageSize = (name: string): ParamSpec => ({
  name,
  type: "integer",
  in: "query",
  as: "pageSize",
  minimum: 1,
  maximum: 100,
  description: "Records per page, 1 to 100.",
});

export const unitdp = (name: string): ParamSpec => ({
  name,
  type: "integer",
  in: "query",
  as: "unitdp",
  enum: [2, 4],
  description: "Decimal places of unit amounts: 4 returns up to four, 2 (Xero's default) two.",
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

/** The note of a history record: `{"HistoryRecords":[{"Details": ...}]}`. */
export const historyDetails = (): ParamSpec => ({
  name: "history_details",
  type: "string",
  in: "body",
  as: "HistoryRecords.0.Details",
  minLength: 1,
  maxLength: 2500,
  description:
    "Text of the history note to add. When left out, a note saying it was added through this tool is sent.",
});
