// The fields of a repeating invoice template a person sets (Xero's writable RepeatingInvoice and
// Schedule fields), by the spec's names (`as`). Xero computes the totals and the next scheduled
// date; the template posts nothing until it generates an invoice.
import type { FieldSpec } from "../../types";
import { optionalFields } from "../writes/record-params";
import { changeFields, contactFields, invoiceField, linesField, upsertFields } from "./document";

const scheduleFields: readonly FieldSpec[] = [
  {
    name: "period",
    type: "integer",
    as: "Period",
    minimum: 1,
    maximum: 99,
    required: true,
    description: "Every how many units, e.g. 2 (fortnightly).",
  },
  {
    name: "unit",
    type: "string",
    as: "Unit",
    enum: ["WEEKLY", "MONTHLY"],
    required: true,
    description: "WEEKLY or MONTHLY.",
  },
  {
    name: "due_date",
    type: "integer",
    as: "DueDate",
    minimum: 0,
    maximum: 365,
    required: true,
    description: "Days or day of month, per due_date_type.",
  },
  {
    name: "due_date_type",
    type: "string",
    as: "DueDateType",
    enum: ["DAYSAFTERBILLDATE", "DAYSAFTERBILLMONTH", "OFCURRENTMONTH", "OFFOLLOWINGMONTH"],
    required: true,
    description: "How due_date counts (payment terms).",
  },
  {
    name: "start_date",
    type: "string",
    as: "StartDate",
    format: "date",
    required: true,
    description: "First invoice date, e.g. 2026-12-01.",
  },
  {
    name: "end_date",
    type: "string",
    as: "EndDate",
    format: "date",
    description: "Last date; left out, no end.",
  },
];

const flag = (name: string, as: string, description: string): FieldSpec => ({
  name,
  type: "boolean",
  as,
  description,
});

export const repeatingInvoiceFields: readonly FieldSpec[] = [
  {
    ...invoiceField("type"),
    description: "ACCREC: repeating sales invoices; ACCPAY: repeating bills.",
  },
  ...contactFields,
  {
    name: "schedule",
    type: "object",
    as: "Schedule",
    fields: scheduleFields,
    required: true,
    description: "When invoices are made and due.",
  },
  linesField(),
  {
    name: "status",
    type: "string",
    as: "Status",
    enum: ["DRAFT", "AUTHORISED"],
    description: "DRAFT (default) makes draft invoices; AUTHORISED approved ones.",
  },
  invoiceField("line_amount_types"),
  { ...invoiceField("reference"), description: "Reference of each sales invoice generated." },
  invoiceField("currency_code"),
  invoiceField("branding_theme_id"),
  flag("approved_for_sending", "ApprovedForSending", "Email approved sales invoices."),
  flag("send_copy", "SendCopy", "Copy the email to the sender."),
  flag("mark_as_sent", "MarkAsSent", "Mark invoices as sent."),
  flag("include_pdf", "IncludePDF", "Attach the PDF to the email."),
];

const changedStatus: FieldSpec = {
  name: "status",
  type: "string",
  as: "Status",
  enum: ["DRAFT", "AUTHORISED", "DELETED"],
  description: "DRAFT or AUTHORISED; DELETED stops the template for good (it then takes no change).",
};

/** An update's schedule: each part optional, the rest kept. */
export const repeatingInvoiceChangeFields = changeFields(repeatingInvoiceFields, changedStatus).map(
  (field) => (field.name === "schedule" ? { ...field, fields: optionalFields(scheduleFields) } : field),
);

export const repeatingInvoiceUpsertFields = upsertFields(
  {
    name: "repeating_invoice_id",
    type: "string",
    as: "RepeatingInvoiceID",
    format: "uuid",
    description:
      "The template to update; left out, a new template is created (type and schedule are then needed).",
  },
  repeatingInvoiceChangeFields,
);
