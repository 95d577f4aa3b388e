// The fields of a credit note a person sets (Xero's writable CreditNote fields): a sales credit
// (ACCRECCREDIT, to a customer) or a purchase credit (ACCPAYCREDIT, from a supplier), by the spec's
// names (`as`). Xero computes totals, tax and RemainingCredit.
import type { FieldSpec } from "../../types";
import { changeFields, contactFields, invoiceField, linesField, upsertFields } from "./document";

export const creditNoteFields: readonly FieldSpec[] = [
  {
    name: "type",
    type: "string",
    as: "Type",
    enum: ["ACCRECCREDIT", "ACCPAYCREDIT"],
    required: true,
    description: "ACCRECCREDIT: credit to a customer (reduces a sale); ACCPAYCREDIT: credit from a supplier.",
  },
  ...contactFields,
  linesField(),
  {
    name: "date",
    type: "string",
    as: "Date",
    format: "date",
    description: "Date of the credit note, e.g. 2026-11-25. Default today.",
  },
  {
    name: "status",
    type: "string",
    as: "Status",
    enum: ["DRAFT", "SUBMITTED", "AUTHORISED"],
    description:
      "DRAFT (default) can be edited or deleted; AUTHORISED posts to the ledger and can be allocated to invoices or refunded.",
  },
  invoiceField("line_amount_types"),
  {
    name: "credit_note_number",
    type: "string",
    as: "CreditNoteNumber",
    minLength: 1,
    maxLength: 255,
    description: "For sales credits Xero numbers it (CN-0003) when left out; a supplier credit's is theirs.",
  },
  { ...invoiceField("reference"), description: "Reference, e.g. the invoice it credits." },
  invoiceField("currency_code"),
  invoiceField("branding_theme_id"),
];

const changedStatus: FieldSpec = {
  name: "status",
  type: "string",
  as: "Status",
  enum: ["DRAFT", "SUBMITTED", "AUTHORISED", "DELETED", "VOIDED"],
  description:
    "AUTHORISED approves it; DELETED removes a DRAFT or SUBMITTED one; VOIDED cancels an AUTHORISED one without allocations or refunds. A voided or deleted credit note takes no change.",
};

export const creditNoteChangeFields = changeFields(creditNoteFields, changedStatus);

export const creditNoteUpsertFields = upsertFields(
  {
    name: "credit_note_id",
    type: "string",
    as: "CreditNoteID",
    format: "uuid",
    description:
      "The credit note to update. Left out, one with the same credit_note_number is updated, or a new one created (type is then needed).",
  },
  creditNoteChangeFields,
);
