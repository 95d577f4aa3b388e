// The fields of a sales quote a person sets (Xero's writable Quote fields), by the spec's names
// (`as`). Quotes spell their line amount types in capitals (QuoteLineAmountTypes). Xero computes
// totals and tax; a quote posts nothing to the ledger.
import type { FieldSpec } from "../../types";
import { changeFields, invoiceField, linesField, upsertFields } from "./document";

export const quoteFields: readonly FieldSpec[] = [
  {
    ...invoiceField("contact_id"),
    required: true,
    description: "The customer (LedgerApi.FetchAllLedgerContacts finds it).",
  },
  linesField(),
  {
    name: "date",
    type: "string",
    as: "Date",
    format: "date",
    required: true,
    description: "Date of the quote, e.g. 2026-11-25.",
  },
  {
    name: "expiry_date",
    type: "string",
    as: "ExpiryDate",
    format: "date",
    description: "Date the quote expires, on or after its date, e.g. 2026-12-25.",
  },
  {
    name: "status",
    type: "string",
    as: "Status",
    enum: ["DRAFT", "SENT"],
    description: "DRAFT (default) or SENT (marked as sent to the customer).",
  },
  {
    name: "line_amount_types",
    type: "string",
    as: "LineAmountTypes",
    enum: ["EXCLUSIVE", "INCLUSIVE", "NOTAX"],
    description: "Unit amounts exclude tax (EXCLUSIVE, the default), include it, or no tax (NOTAX).",
  },
  {
    name: "quote_number",
    type: "string",
    as: "QuoteNumber",
    minLength: 1,
    maxLength: 255,
    description: "Unique number; Xero numbers it (QU-0004) when left out.",
  },
  {
    name: "reference",
    type: "string",
    as: "Reference",
    maxLength: 4000,
    description: "Reference shown on the quote.",
  },
  {
    name: "title",
    type: "string",
    as: "Title",
    maxLength: 100,
    description: "Title, e.g. Website redesign.",
  },
  {
    name: "summary",
    type: "string",
    as: "Summary",
    maxLength: 3000,
    description: "Summary of the work quoted.",
  },
  {
    name: "terms",
    type: "string",
    as: "Terms",
    maxLength: 4000,
    description: "Terms, e.g. Valid for 30 days.",
  },
  invoiceField("currency_code"),
  invoiceField("branding_theme_id"),
];

const changedStatus: FieldSpec = {
  name: "status",
  type: "string",
  as: "Status",
  enum: ["DRAFT", "SENT", "ACCEPTED", "DECLINED", "INVOICED", "DELETED"],
  description:
    "DRAFT -> SENT or DELETED; SENT -> ACCEPTED, DECLINED, DRAFT or DELETED; ACCEPTED -> INVOICED or back to SENT; DECLINED -> SENT. Only DRAFT and SENT quotes take other changes; a deleted one takes none.",
};

export const quoteChangeFields = changeFields(quoteFields, changedStatus);

export const quoteUpsertFields = upsertFields(
  {
    name: "quote_id",
    type: "string",
    as: "QuoteID",
    format: "uuid",
    description:
      "The quote to update. Left out, a quote with the same quote_number is updated, or a new one created (contact_id and date are then needed).",
  },
  quoteChangeFields,
);
