// JSON Schema of Xero's `Setup` body (POST /Setup), for SetupConversionDetails in schema mode.
// Facts: the `Setup`, `ConversionDate`, `ConversionBalances`, `BalanceDetails` and `Account` schemas
// of the Xero Accounting OpenAPI spec 16.1.0. Read-only Account fields (Class, SystemAccount,
// ReportingCodeName, HasAttachments, UpdatedDateUTC) are left out: Xero ignores them on input, and a
// model that sends them is better told so than silently ignored.
import { ACCOUNT_TYPES } from "../ledger/records/account";
import type { JsonSchema } from "../types";

const CURRENCY_CODE = {
  type: "string",
  pattern: "^[A-Z]{3}$",
  description: "ISO 4217 currency code, e.g. NZD, USD.",
};

const BALANCE_DETAILS: JsonSchema = {
  type: "object",
  additionalProperties: false,
  description: "A foreign-currency part of a conversion balance.",
  properties: {
    Balance: {
      type: "number",
      description: "Balance in the foreign currency; debits positive, credits negative.",
    },
    CurrencyCode: CURRENCY_CODE,
    CurrencyRate: { type: "number", exclusiveMinimum: 0, description: "Rate to the base currency." },
  },
};

const CONVERSION_BALANCE: JsonSchema = {
  type: "object",
  additionalProperties: false,
  description: "An account's balance at the conversion date.",
  properties: {
    AccountCode: {
      type: "string",
      minLength: 1,
      maxLength: 10,
      description: "Code of the account, e.g. 090.",
    },
    Balance: {
      type: "number",
      description:
        "Balance in the base currency; debits positive, credits negative. All balances net to zero.",
    },
    BalanceDetails: { type: "array", items: BALANCE_DETAILS },
  },
};

const ACCOUNT: JsonSchema = {
  type: "object",
  additionalProperties: false,
  description:
    "An account of the chart of accounts to create (new Code) or update (existing Code or AccountID).",
  properties: {
    Code: { type: "string", minLength: 1, maxLength: 10, description: "Customer-defined code, e.g. 200." },
    Name: { type: "string", minLength: 1, maxLength: 150, description: "Account name, e.g. Sales." },
    AccountID: { type: "string", format: "uuid", description: "Id of an existing account to update." },
    Type: { type: "string", enum: ACCOUNT_TYPES, description: "Xero account type, e.g. SALES, BANK." },
    BankAccountNumber: { type: "string", description: "For BANK accounts: the bank account number." },
    Status: { type: "string", enum: ["ACTIVE", "ARCHIVED", "DELETED"] },
    Description: { type: "string", maxLength: 4000 },
    BankAccountType: { type: "string", enum: ["BANK", "CREDITCARD", "PAYPAL", "NONE", ""] },
    CurrencyCode: CURRENCY_CODE,
    TaxType: { type: "string", description: "Default tax type code, e.g. OUTPUT2, NONE." },
    EnablePaymentsToAccount: { type: "boolean" },
    ShowInExpenseClaims: { type: "boolean" },
    ReportingCode: { type: "string", description: "Reporting code, e.g. REV.TRA.GOO." },
    AddToWatchlist: { type: "boolean" },
  },
};

export const xeroSetup: JsonSchema = {
  $schema: "http://json-schema.org/draft-07/schema#",
  title: "Xero Setup",
  type: "object",
  additionalProperties: false,
  minProperties: 1,
  description:
    "Conversion setup of a Xero organisation: the conversion date, the balances at that date, and accounts to create or update.",
  properties: {
    ConversionDate: {
      type: "object",
      additionalProperties: false,
      description: "Month and year of the conversion to Xero.",
      properties: {
        Month: { type: "integer", minimum: 1, maximum: 12 },
        Year: { type: "integer", minimum: 2007, maximum: 9999, description: "After 2006, four digits." },
      },
    },
    ConversionBalances: { type: "array", items: CONVERSION_BALANCE },
    Accounts: { type: "array", items: ACCOUNT },
  },
  examples: [
    {
      ConversionDate: { Month: 1, Year: 2026 },
      ConversionBalances: [
        { AccountCode: "090", Balance: 1500 },
        { AccountCode: "960", Balance: -1500 },
      ],
      Accounts: [{ Code: "200", Name: "Sales", Type: "SALES", ReportingCode: "REV.TRA.GOO" }],
    },
  ],
};
