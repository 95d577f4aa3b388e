// The chart of accounts: PUT /Accounts (the body is one bare Account, taken by the batch engine as
// a batch of one) and POST /Accounts/{AccountID}. Xero's rules: Name and Type required; a Code
// (at most 10 characters) unless the account is a bank account; Code and Name unique; a bank account
// needs its BankAccountNumber, holds one of the organisation's currencies and is no credit card; system accounts
// (receivables, payables, GST...) take only a new name or description; a bank account's type stays
// BANK; Status ACTIVE or ARCHIVED (DeleteAccount deletes). Class and reporting code follow the type.
import { randomUUID } from "node:crypto";
import { CLASS_BY_TYPE } from "../accounting/chart";
import { nowTimestamp } from "../ids";
import { requireResource } from "../resources";
import { REPORTING } from "../starting-data/chart";
import { recordsOf } from "../store";
import type { LedgerOrganisation, XeroRecord } from "../types";
import { createHandler, type RecordKind, storeRecord, updateHandler } from "./batch-writes";
import { checkCurrency, checkTaxType, checkTexts, holderOf, merged, textOf } from "./record-fields";

const LIMITS = { Code: 10, Name: 150, Description: 4000, BankAccountNumber: 50 };
/** Xero's API makes no credit card accounts (a documented limitation): BANK and PAYPAL only. */
const BANK_ACCOUNT_TYPES = ["BANK", "PAYPAL"];
/** What a system account still lets you change. */
const SYSTEM_CHANGEABLE = new Set(["Name", "Description", "AccountID"]);

function accountProblems(
  org: LedgerOrganisation,
  input: XeroRecord,
  existing: XeroRecord | undefined,
): string[] {
  const problems: string[] = [];
  checkTexts(input, LIMITS, problems);
  if (existing?.SystemAccount) {
    const locked = Object.keys(input).filter((field) => !SYSTEM_CHANGEABLE.has(field));
    if (locked.length > 0)
      problems.push(
        `${String(existing.Name)} is a system account: only its Name and Description can be changed`,
      );
  }
  const accounts = recordsOf(org, "Accounts");
  const type = String(input.Type ?? existing?.Type ?? "");
  if (!type) problems.push("Account Type must be specified");
  else if (!CLASS_BY_TYPE[type]) problems.push(`${type} is not a valid account Type`);
  if (existing?.Type === "BANK" && input.Type !== undefined && type !== "BANK")
    problems.push("The Type of a bank account cannot be changed");
  if (existing && existing.Type !== "BANK" && type === "BANK")
    problems.push("An account cannot be changed into a bank account; create a bank account instead");
  const name = textOf(input.Name ?? existing?.Name);
  if (!name) problems.push("Account Name must be specified");
  else if (holderOf(accounts, "Name", name, existing))
    problems.push(`Please enter a unique Name: ${name} is taken`);
  const code = textOf(input.Code ?? existing?.Code);
  if (!code && type !== "BANK") problems.push("Account Code must be specified");
  else if (code && holderOf(accounts, "Code", code, existing))
    problems.push(`Please enter a unique Code: ${code} is taken`);
  if (type === "BANK") {
    if (!textOf(input.BankAccountNumber ?? existing?.BankAccountNumber))
      problems.push("BankAccountNumber must be specified for a bank account");
    const bankType = input.BankAccountType ?? "BANK";
    if (bankType === "CREDITCARD")
      problems.push("Credit card accounts cannot be created or changed through the API");
    else if (!BANK_ACCOUNT_TYPES.includes(String(bankType)))
      problems.push("BankAccountType must be BANK or PAYPAL");
    checkCurrency(org, input.CurrencyCode, "CurrencyCode", problems);
  } else {
    for (const field of ["BankAccountNumber", "BankAccountType", "CurrencyCode"])
      if (input[field] !== undefined && input[field] !== "")
        problems.push(`${field} applies to bank accounts only`);
  }
  if (input.Status !== undefined && !["ACTIVE", "ARCHIVED"].includes(String(input.Status)))
    problems.push("Status must be ACTIVE or ARCHIVED (DeleteAccount deletes an account)");
  if (input.Status === "ARCHIVED" && existing?.SystemAccount)
    problems.push("A system account cannot be archived");
  checkTaxType(org, input.TaxType, "TaxType", problems);
  return problems;
}

/** A new account with every field a starting-data account carries (starting-data/chart.ts), the class from its type. */
function newAccount(org: LedgerOrganisation, input: XeroRecord): XeroRecord {
  const type = String(input.Type);
  const bank = type === "BANK";
  return {
    AccountID: randomUUID(),
    Code: "",
    Name: "",
    Status: "ACTIVE",
    Type: type,
    TaxType: "NONE",
    Description: "",
    EnablePaymentsToAccount: false,
    ShowInExpenseClaims: false,
    BankAccountType: bank ? "BANK" : "",
    HasAttachments: false,
    AddToWatchlist: bank,
    ...(bank && { BankAccountNumber: "", CurrencyCode: String(org.organisation.BaseCurrency ?? "") }),
  };
}

function buildAccount(
  org: LedgerOrganisation,
  input: XeroRecord,
  existing: XeroRecord | undefined,
): XeroRecord {
  const account = merged(existing ?? newAccount(org, input), input);
  const cls = CLASS_BY_TYPE[String(account.Type)] ?? "EXPENSE";
  const [reportingCode, reportingName] = REPORTING[cls] ?? ["", ""];
  for (const field of ["Code", "Name"])
    if (typeof account[field] === "string") account[field] = textOf(account[field]);
  return {
    ...account,
    Class: cls,
    ReportingCode: reportingCode,
    ReportingCodeName: reportingName,
    UpdatedDateUTC: nowTimestamp(),
  };
}

export const ACCOUNT_KIND: RecordKind = {
  resource: requireResource("Accounts"),
  noun: "account",
  write: (ctx, input, existing) => {
    const problems = accountProblems(ctx.org, input, existing);
    if (problems.length > 0) return { problems };
    const account = buildAccount(ctx.org, input, existing);
    storeRecord(ctx.org, "Accounts", existing, account);
    return { record: account, problems: [] };
  },
};

export const accountWriteRoutes = [
  { method: "PUT" as const, template: "Accounts", handler: createHandler(ACCOUNT_KIND) },
  { method: "POST" as const, template: "Accounts/:id", handler: updateHandler(ACCOUNT_KIND) },
];
