// The fields of a linked transaction (a billable expense): a line of a bill or spend-money
// transaction (the source), the customer it is to be charged to and, once billed, the sales invoice
// line (the target). Xero sets its status from the two documents.
import type { FieldSpec } from "../../types";

const id = (name: string, as: string, description: string): FieldSpec => ({
  name,
  type: "string",
  as,
  format: "uuid",
  description,
});

export const linkedTransactionFields: readonly FieldSpec[] = [
  id(
    "source_transaction_id",
    "SourceTransactionID",
    "The bill (ACCPAY invoice) or SPEND bank transaction the cost is on.",
  ),
  id("source_line_item_id", "SourceLineItemID", "The LineItemID of the source's line to bill on."),
  id("contact_id", "ContactID", "The customer to bill the expense to."),
  id("target_transaction_id", "TargetTransactionID", "The sales invoice (ACCREC) it is billed on."),
  id(
    "target_line_item_id",
    "TargetLineItemID",
    "The LineItemID of the sales invoice's line it is billed on (optional).",
  ),
];

/** A create needs the source and its line. */
export const linkedTransactionCreateFields: readonly FieldSpec[] = linkedTransactionFields.map((field) =>
  field.name.startsWith("source_") ? { ...field, required: true } : field,
);
