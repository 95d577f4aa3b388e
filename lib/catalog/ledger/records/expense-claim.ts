// The fields of an expense claim: a user's draft receipts submitted together to be paid back. Xero
// computes the total and amount due from the receipts; payments are made by the payment tools.
import type { FieldSpec } from "../../types";
import { userField } from "./receipt";

const receiptsField: FieldSpec = {
  name: "receipts",
  type: "array",
  as: "Receipts",
  minItems: 1,
  maxItems: 100,
  required: true,
  fields: [
    {
      name: "receipt_id",
      type: "string",
      as: "ReceiptID",
      format: "uuid",
      required: true,
      description: "A DRAFT receipt of the user (LedgerApi.GetDraftExpenseReceipts lists them).",
    },
  ],
  description: "The user's DRAFT receipts to claim, at least one.",
};

export const expenseClaimFields: readonly FieldSpec[] = [
  userField,
  receiptsField,
  {
    name: "status",
    type: "string",
    as: "Status",
    enum: ["SUBMITTED", "AUTHORISED"],
    description: "SUBMITTED (default) awaits approval; AUTHORISED approves it: it posts and awaits payment.",
  },
];

/** Changes by id: approve, void or delete; receipts replace the claim's receipts while it is SUBMITTED. */
export const expenseClaimChangeFields: readonly FieldSpec[] = [
  {
    ...receiptsField,
    required: false,
    description: "The receipts, replacing the claim's (SUBMITTED claims only); each DRAFT or already in it.",
  },
  {
    name: "status",
    type: "string",
    as: "Status",
    enum: ["SUBMITTED", "AUTHORISED", "VOIDED", "DELETED"],
    description:
      "AUTHORISED approves a SUBMITTED claim; DELETED removes a SUBMITTED one (its receipts become DRAFT); VOIDED cancels an AUTHORISED one without payments.",
  },
];
