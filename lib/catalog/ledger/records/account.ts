// The fields of an account of the chart of accounts a person sets (docs/full-coverage.md), by the
// spec's names (`as`). Xero sets the class, the system-account role and the reporting code's name.
import type { FieldSpec } from "../../types";
import { optionalFields } from "../writes/record-params";

/** Xero's AccountType values (the spec's enum). */
export const ACCOUNT_TYPES = [
  "BANK",
  "CURRENT",
  "CURRLIAB",
  "DEPRECIATN",
  "DIRECTCOSTS",
  "EQUITY",
  "EXPENSE",
  "FIXED",
  "INVENTORY",
  "LIABILITY",
  "NONCURRENT",
  "OTHERINCOME",
  "OVERHEADS",
  "PREPAYMENT",
  "REVENUE",
  "SALES",
  "TERMLIAB",
  "PAYG",
] as const;

export const accountFields: readonly FieldSpec[] = [
  {
    name: "code",
    type: "string",
    as: "Code",
    minLength: 1,
    maxLength: 10,
    description: "Account code, unique, e.g. 4400. Required except for bank accounts.",
  },
  {
    name: "name",
    type: "string",
    as: "Name",
    required: true,
    minLength: 1,
    maxLength: 150,
    description: "Name, unique, e.g. Food Sales.",
  },
  {
    name: "type",
    type: "string",
    as: "Type",
    enum: ACCOUNT_TYPES,
    required: true,
    description: "Kind of account: e.g. REVENUE, EXPENSE, CURRENT (asset), CURRLIAB, BANK.",
  },
  {
    name: "bank_account_number",
    type: "string",
    as: "BankAccountNumber",
    minLength: 1,
    maxLength: 50,
    description: "Required for a BANK account, e.g. 12-3456-0123456-02.",
  },
  {
    name: "bank_account_type",
    type: "string",
    as: "BankAccountType",
    enum: ["BANK", "PAYPAL"],
    description: "BANK accounts only: BANK (default) or PAYPAL (Xero's API makes no credit card accounts).",
  },
  {
    name: "currency_code",
    type: "string",
    as: "CurrencyCode",
    minLength: 3,
    maxLength: 3,
    description:
      "BANK accounts only: ISO 4217 currency (an organisation currency). Default the base currency.",
  },
  {
    name: "description",
    type: "string",
    as: "Description",
    maxLength: 4000,
    description: "What the account is for.",
  },
  {
    name: "tax_type",
    type: "string",
    as: "TaxType",
    minLength: 1,
    maxLength: 50,
    description: "Default tax rate of its lines, e.g. OUTPUT2.",
  },
  {
    name: "enable_payments_to_account",
    type: "boolean",
    as: "EnablePaymentsToAccount",
    description: "true: payments can be made to it (non-bank accounts).",
  },
  {
    name: "show_in_expense_claims",
    type: "boolean",
    as: "ShowInExpenseClaims",
    description: "true: offered on expense claims.",
  },
  {
    name: "add_to_watchlist",
    type: "boolean",
    as: "AddToWatchlist",
    description: "true: on the dashboard watchlist.",
  },
];

/** What an update changes: every field optional, plus archiving (an archived account takes no new lines). */
export const accountChangeFields: readonly FieldSpec[] = [
  ...optionalFields(accountFields),
  {
    name: "status",
    type: "string",
    as: "Status",
    enum: ["ACTIVE", "ARCHIVED"],
    description: "ARCHIVED hides the account from new transactions (its history stays); ACTIVE restores it.",
  },
];
