// The fields of an invoice (or bill) a person sets when creating one, as record parameters
// (docs/full-coverage.md): Xero's writable Invoice and LineItem fields that a bookkeeper fills in,
// by the spec's names (`as`). Xero computes the rest (totals, tax, amounts due, ids).
import type { FieldSpec } from "../../types";
import { optionalFields } from "../writes/record-params";

export const lineItemFields: readonly FieldSpec[] = [
  {
    name: "description",
    type: "string",
    as: "Description",
    minLength: 1,
    maxLength: 4000,
    description:
      "What the line is for, e.g. Consulting, March. Xero refuses a line without one unless item_code gives it.",
  },
  {
    name: "quantity",
    type: "number",
    as: "Quantity",
    minimum: 0,
    description: "How many, e.g. 3 (hours). Default 1.",
  },
  {
    name: "unit_amount",
    type: "number",
    as: "UnitAmount",
    description: "Price of one, in the invoice's currency, e.g. 120. Default the item's price.",
  },
  {
    name: "account_code",
    type: "string",
    as: "AccountCode",
    minLength: 1,
    maxLength: 10,
    description:
      "Account the line is posted to, e.g. 200 (Sales); LedgerApi.RetrieveFullChartOfAccounts lists them. Needed unless item_code sets it.",
  },
  {
    name: "item_code",
    type: "string",
    as: "ItemCode",
    minLength: 1,
    maxLength: 30,
    description:
      "An item's code (LedgerApi.GetItems lists them): fills the description, price and account the line leaves out.",
  },
  {
    name: "tax_type",
    type: "string",
    as: "TaxType",
    minLength: 1,
    maxLength: 50,
    description:
      "Tax rate of the line, e.g. OUTPUT2 (LedgerApi.RetrieveTaxRates lists them). Default the account's.",
  },
  {
    name: "discount_rate",
    type: "number",
    as: "DiscountRate",
    minimum: 0,
    maximum: 100,
    description: "Discount in percent, sales invoices only, e.g. 10.",
  },
];

export const invoiceFields: readonly FieldSpec[] = [
  {
    name: "type",
    type: "string",
    as: "Type",
    enum: ["ACCREC", "ACCPAY"],
    required: true,
    description: "ACCREC: a sales invoice (money owed to you); ACCPAY: a bill (money you owe).",
  },
  {
    name: "contact_id",
    type: "string",
    as: "Contact.ContactID",
    format: "uuid",
    description:
      "The customer or supplier (LedgerApi.FetchAllLedgerContacts finds it). Give this or contact_name.",
  },
  {
    name: "contact_name",
    type: "string",
    as: "Contact.Name",
    minLength: 1,
    maxLength: 255,
    description:
      "The contact by name: an existing contact of that name, or Xero creates one. Give this or contact_id.",
  },
  {
    name: "line_items",
    type: "array",
    as: "LineItems",
    fields: lineItemFields,
    minItems: 1,
    maxItems: 100,
    description: "The lines, at least one.",
  },
  {
    name: "date",
    type: "string",
    as: "Date",
    format: "date",
    description: "Date of the invoice, e.g. 2026-11-25. Default today.",
  },
  {
    name: "due_date",
    type: "string",
    as: "DueDate",
    format: "date",
    description:
      "When payment is due, e.g. 2026-12-25. Default the contact's or organisation's payment terms.",
  },
  {
    name: "status",
    type: "string",
    as: "Status",
    enum: ["DRAFT", "SUBMITTED", "AUTHORISED"],
    description:
      "DRAFT (default) can be edited or deleted; SUBMITTED awaits approval; AUTHORISED is approved: it posts to the accounts, can be paid and emailed, and can no longer be deleted, only voided.",
  },
  {
    name: "line_amount_types",
    type: "string",
    as: "LineAmountTypes",
    enum: ["Exclusive", "Inclusive", "NoTax"],
    description:
      "Whether unit amounts exclude tax (Exclusive, the default), include it (Inclusive), or the invoice has no tax (NoTax).",
  },
  {
    name: "invoice_number",
    type: "string",
    as: "InvoiceNumber",
    minLength: 1,
    maxLength: 255,
    description:
      "Number of the invoice; for sales invoices Xero numbers it (INV-0042) when left out. A bill's number is the supplier's.",
  },
  {
    name: "reference",
    type: "string",
    as: "Reference",
    maxLength: 255,
    description: "Reference shown on a sales invoice, e.g. a purchase order number.",
  },
  {
    name: "currency_code",
    type: "string",
    as: "CurrencyCode",
    minLength: 3,
    maxLength: 3,
    description: "ISO 4217 code, e.g. NZD. Default the organisation's base currency.",
  },
  {
    name: "branding_theme_id",
    type: "string",
    as: "BrandingThemeID",
    format: "uuid",
    description: "Branding theme of the invoice's PDF (LedgerApi.GetBrandingThemes lists them).",
  },
];

/** Statuses an update may set: DELETED removes a draft or submitted invoice, VOIDED cancels an approved one. */
const changedStatus: FieldSpec = {
  name: "status",
  type: "string",
  as: "Status",
  enum: ["DRAFT", "SUBMITTED", "AUTHORISED", "DELETED", "VOIDED"],
  description:
    "SUBMITTED or AUTHORISED moves it on; DELETED removes a DRAFT or SUBMITTED invoice; VOIDED cancels an AUTHORISED one without payments. Xero refuses any change but the reference on a paid invoice, and every change on a voided or deleted one.",
};

/** The fields an update may change: each optional (only what is sent changes), the status widened. */
export const invoiceChangeFields: readonly FieldSpec[] = optionalFields(invoiceFields).map((field) => {
  if (field.name === "status") return changedStatus;
  if (field.name === "line_items")
    return {
      ...field,
      description: "The lines, replacing all of the invoice's lines (send every line to keep).",
    };
  return field;
});

/** An update-or-create record: with invoice_id (or an existing invoice_number) it updates, else it creates. */
export const invoiceUpsertFields: readonly FieldSpec[] = [
  {
    name: "invoice_id",
    type: "string",
    as: "InvoiceID",
    format: "uuid",
    description:
      "The invoice to update. Left out, an invoice with the same invoice_number is updated, or a new one created (type is then needed).",
  },
  ...invoiceChangeFields,
];
