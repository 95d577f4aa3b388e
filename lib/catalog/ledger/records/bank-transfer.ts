// The fields of a bank transfer (money moved between two of the organisation's bank accounts), and
// of the transfers a delete names. Xero sets the rest (its two bank transactions, status, rate).
import type { FieldSpec } from "../../types";
import { bankAccountFields, dateField, referenceField } from "./bank-transaction";

export const bankTransferFields: readonly FieldSpec[] = [
  ...bankAccountFields("from_bank_account", "FromBankAccount", "The account the money leaves"),
  ...bankAccountFields("to_bank_account", "ToBankAccount", "The account the money goes to"),
  {
    name: "amount",
    type: "number",
    as: "Amount",
    minimum: 0.01,
    required: true,
    description: "How much, in the accounts' currency, e.g. 500.",
  },
  dateField("Date of the transfer"),
  referenceField,
  {
    name: "from_is_reconciled",
    type: "boolean",
    as: "FromIsReconciled",
    description: "true: the paying side is already reconciled. Default false.",
  },
  {
    name: "to_is_reconciled",
    type: "boolean",
    as: "ToIsReconciled",
    description: "true: the receiving side is already reconciled. Default false.",
  },
];

/** A transfer to delete: its id, sent with the fixed `"Status": "DELETED"`. */
export const bankTransferDeleteFields: readonly FieldSpec[] = [
  {
    name: "bank_transfer_id",
    type: "string",
    as: "BankTransferID",
    format: "uuid",
    required: true,
    description: "The transfer to delete (LedgerApi.RetrieveBankTransfers lists them).",
  },
  { name: "status", type: "string", as: "Status", fixed: "DELETED", description: "Always DELETED." },
];
