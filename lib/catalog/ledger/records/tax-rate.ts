// The fields of a tax rate a person sets (docs/full-coverage.md), by the spec's names (`as`). Xero
// gives a new rate its TaxType (TAX001, ...) and computes the display and effective rates.
import type { FieldSpec } from "../../types";
import { optionalFields } from "../writes/record-params";

const componentFields: readonly FieldSpec[] = [
  {
    name: "name",
    type: "string",
    as: "Name",
    required: true,
    minLength: 1,
    maxLength: 50,
    description: "Name of the component, e.g. State Tax.",
  },
  {
    name: "rate",
    type: "number",
    as: "Rate",
    required: true,
    minimum: 0,
    maximum: 100,
    description: "Percent, up to 4 decimals, e.g. 2.25.",
  },
  {
    name: "is_compound",
    type: "boolean",
    as: "IsCompound",
    description: "true: charged on the amount plus the other components.",
  },
  {
    name: "is_non_recoverable",
    type: "boolean",
    as: "IsNonRecoverable",
    description: "true: cannot be claimed back (Canadian organisations).",
  },
];

export const taxRateFields: readonly FieldSpec[] = [
  {
    name: "name",
    type: "string",
    as: "Name",
    required: true,
    minLength: 1,
    maxLength: 50,
    description: "Name of the rate, unique, e.g. State Tax NY.",
  },
  {
    name: "tax_components",
    type: "array",
    as: "TaxComponents",
    fields: componentFields,
    required: true,
    minItems: 1,
    maxItems: 10,
    description: "The components; the rate is their sum (compound ones on top).",
  },
  {
    name: "report_tax_type",
    type: "string",
    as: "ReportTaxType",
    minLength: 1,
    maxLength: 30,
    description: "How tax returns report it, e.g. OUTPUT (sales), INPUT (purchases), NONE.",
  },
];

/** An update names the rate by tax_type (or its name) and changes the rest; the status can retire it. */
export const taxRateChangeFields: readonly FieldSpec[] = [
  {
    name: "tax_type",
    type: "string",
    as: "TaxType",
    minLength: 1,
    maxLength: 50,
    description:
      "The rate to change, e.g. TAX001 (LedgerApi.RetrieveTaxRates lists them). Left out, the rate is found by name.",
  },
  ...optionalFields(taxRateFields).map((field) =>
    field.name === "name"
      ? { ...field, description: "Name of the rate: finds it when tax_type is left out, else renames it." }
      : field,
  ),
  {
    name: "status",
    type: "string",
    as: "Status",
    enum: ["ACTIVE", "ARCHIVED", "DELETED"],
    description: "ARCHIVED retires a used rate; DELETED removes an unused one; ACTIVE restores.",
  },
];
