// The fields of a bank transaction (spend or receive money) a person sets, as record parameters
// (docs/full-coverage.md): Xero's writable BankTransaction fields by the spec's names (`as`). Xero
// computes totals and tax; the bank account, the contact and the lines are what a bookkeeper enters.
import type { FieldSpec } from "../../types";
import { optionalFields } from "../writes/record-params";
import { contactFields, purchaseLineFields } from "./document";

/**
 * A bank account by code or id (`<name>_code`, `<name>_id`), sent as `<as>.Code` / `<as>.AccountID`:
 * Xero requires the account, so one of the two is required.
 */
export const bankAccountFields = (name: string, as: string, what: string): FieldSpec[] => [
  {
    name: `${name}_code`,
    type: "string",
    as: `${as}.Code`,
    minLength: 1,
    maxLength: 10,
    requiredOneOf: as,
    description: `${what}: a BANK account's code, e.g. 090. Required: give this or ${name}_id.`,
  },
  {
    name: `${name}_id`,
    type: "string",
    as: `${as}.AccountID`,
    format: "uuid",
    requiredOneOf: as,
    description: `${what} by AccountID. Required: give this or ${name}_code.`,
  },
];

/** What Xero's BankTransaction schema requires on every write, creates and updates alike. */
const XERO_REQUIRES = ["Type", "LineItems", "BankAccount"];

export const lineAmountTypesField: FieldSpec = {
  name: "line_amount_types",
  type: "string",
  as: "LineAmountTypes",
  enum: ["Exclusive", "Inclusive", "NoTax"],
  description: "Unit amounts exclude tax (Exclusive, default), include it (Inclusive), or no tax (NoTax).",
};

export const dateField = (what: string): FieldSpec => ({
  name: "date",
  type: "string",
  as: "Date",
  format: "date",
  description: `${what}, e.g. 2026-11-25. Default today.`,
});

export const referenceField: FieldSpec = {
  name: "reference",
  type: "string",
  as: "Reference",
  maxLength: 255,
  description: "Reference, e.g. a card statement line.",
};

export const bankTransactionFields: readonly FieldSpec[] = [
  {
    name: "type",
    type: "string",
    as: "Type",
    enum: ["RECEIVE", "SPEND"],
    required: true,
    description: "RECEIVE: money in (receive money); SPEND: money out (spend money).",
  },
  ...bankAccountFields("bank_account", "BankAccount", "The bank account the money moves through"),
  ...contactFields,
  {
    name: "line_items",
    type: "array",
    as: "LineItems",
    fields: purchaseLineFields,
    required: true,
    minItems: 1,
    maxItems: 100,
    description: "What the money was for, at least one line.",
  },
  dateField("Date the money moved"),
  referenceField,
  lineAmountTypesField,
  {
    name: "is_reconciled",
    type: "boolean",
    as: "IsReconciled",
    description:
      "true marks it reconciled with the bank statement: Xero then refuses changes. Default false.",
  },
];

/**
 * Changes by id: every field optional but what Xero requires of every write (its type, bank account
 * and lines); DELETED removes the transaction (and its posting).
 */
export const bankTransactionChangeFields: readonly FieldSpec[] = [
  ...optionalFields(bankTransactionFields, XERO_REQUIRES).map((field) =>
    field.name === "line_items"
      ? {
          ...field,
          description:
            "The lines, replacing all of its lines (send every line to keep); Xero requires them on every change.",
        }
      : field,
  ),
  {
    name: "status",
    type: "string",
    as: "Status",
    enum: ["AUTHORISED", "DELETED"],
    description: "DELETED removes the transaction and reverses its posting; Xero refuses it once reconciled.",
  },
];

export const bankTransactionUpsertFields: readonly FieldSpec[] = [
  {
    name: "bank_transaction_id",
    type: "string",
    as: "BankTransactionID",
    format: "uuid",
    description: "The transaction to update; left out, a new one is created (a contact needed too).",
  },
  ...bankTransactionChangeFields,
];
