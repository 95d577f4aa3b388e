// The fields of an expense claim receipt (an expense a user paid themselves, to be claimed back):
// the user, the supplier and the lines. Xero numbers it and computes totals and tax.
import type { FieldSpec } from "../../types";
import { optionalFields } from "../writes/record-params";
import { dateField, lineAmountTypesField, referenceField } from "./bank-transaction";
import { contactFields, purchaseLineFields } from "./document";

export const userField: FieldSpec = {
  name: "user_id",
  type: "string",
  as: "User.UserID",
  format: "uuid",
  required: true,
  description: "The user who paid and claims it back (LedgerApi.RetrieveLedgerUsers lists them).",
};

export const receiptFields: readonly FieldSpec[] = [
  userField,
  ...contactFields,
  {
    name: "line_items",
    type: "array",
    as: "LineItems",
    fields: purchaseLineFields,
    minItems: 1,
    maxItems: 100,
    description: "What was bought, at least one line with an expense account.",
  },
  {
    ...dateField("Date of the purchase"),
    required: true,
    description: "Date of the purchase, e.g. 2026-11-25.",
  },
  referenceField,
  {
    ...lineAmountTypesField,
    description: "Unit amounts include tax (Inclusive, default), exclude it (Exclusive) or NoTax.",
  },
];

/** Changes of a DRAFT receipt: every field optional, lines replacing all of its lines. */
export const receiptChangeFields: readonly FieldSpec[] = optionalFields(receiptFields);
