// The fields of an allocation (Xero's Allocation) a person sets: the invoice a credit note,
// overpayment or prepayment is applied to, how much of it, and when.
import type { FieldSpec } from "../../types";

export const allocationFields: readonly FieldSpec[] = [
  {
    name: "invoice_id",
    type: "string",
    as: "Invoice.InvoiceID",
    format: "uuid",
    required: true,
    description: "The AUTHORISED invoice or bill the credit is applied to: same contact and currency.",
  },
  {
    name: "amount",
    type: "number",
    as: "Amount",
    minimum: 0.01,
    required: true,
    description: "Amount applied, e.g. 100; at most the credit left and the invoice's amount due.",
  },
  {
    name: "date",
    type: "string",
    as: "Date",
    format: "date",
    required: true,
    description: "Date of the allocation, e.g. 2026-11-25.",
  },
];
