// POST /Setup: conversion date, opening (conversion) balances and chart-of-accounts changes in one
// call. Everything is validated first; nothing changes unless all of it is valid. Accounts are
// matched by Code (added or updated), balances must net to zero, and journals are re-derived.
import { randomUUID } from "node:crypto";
import { CLASS_BY_TYPE } from "../accounting/chart";
import { validationError } from "../errors";
import { nowTimestamp } from "../ids";
import { recordsOf } from "../store";
import type { LedgerOrganisation, XeroRecord } from "../types";
import { data, type Handler } from "./context";

/** Fields a caller may set on an account through Setup. */
const WRITABLE_ACCOUNT_FIELDS = [
  "Name",
  "Type",
  "Description",
  "TaxType",
  "ReportingCode",
  "BankAccountNumber",
  "BankAccountType",
  "CurrencyCode",
  "EnablePaymentsToAccount",
  "ShowInExpenseClaims",
];

interface SetupRequest {
  conversionDate?: { Month: number; Year: number };
  balances?: XeroRecord[];
  accounts: XeroRecord[];
}

function isObject(value: unknown): value is XeroRecord {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

function checkConversionDate(value: unknown, problems: string[]): SetupRequest["conversionDate"] {
  if (value === undefined || (isObject(value) && Object.keys(value).length === 0)) return undefined;
  if (!isObject(value)) {
    problems.push("ConversionDate must be an object {Month, Year}");
    return undefined;
  }
  const { Month, Year } = value;
  if (!Number.isInteger(Month) || (Month as number) < 1 || (Month as number) > 12) {
    problems.push("ConversionDate.Month must be a whole number from 1 to 12");
  }
  if (!Number.isInteger(Year) || (Year as number) <= 2006) {
    problems.push("ConversionDate.Year must be a whole number after 2006");
  }
  return { Month: Month as number, Year: Year as number };
}

function checkAccounts(value: unknown, problems: string[]): XeroRecord[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) {
    problems.push("Accounts must be an array");
    return [];
  }
  value.forEach((account, index) => {
    const label = `Accounts[${index}]`;
    if (!isObject(account)) {
      problems.push(`${label} must be an object`);
      return;
    }
    if (typeof account.Code !== "string" || account.Code.trim() === "")
      problems.push(`${label}.Code is required`);
    if (typeof account.Name !== "string" || account.Name.trim() === "")
      problems.push(`${label}.Name is required`);
    if (typeof account.Type !== "string" || !(account.Type in CLASS_BY_TYPE)) {
      problems.push(`${label}.Type must be one of ${Object.keys(CLASS_BY_TYPE).join(", ")}`);
    }
  });
  return value as XeroRecord[];
}

function checkBalances(
  value: unknown,
  knownCodes: Set<string>,
  problems: string[],
): XeroRecord[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) {
    problems.push("ConversionBalances must be an array");
    return undefined;
  }
  let total = 0;
  value.forEach((balance, index) => {
    const label = `ConversionBalances[${index}]`;
    if (!isObject(balance)) {
      problems.push(`${label} must be an object`);
      return;
    }
    if (typeof balance.AccountCode !== "string" || !knownCodes.has(balance.AccountCode)) {
      problems.push(
        `${label}.AccountCode '${String(balance.AccountCode)}' is not an account code of this organisation`,
      );
    }
    if (typeof balance.Balance !== "number" || !Number.isFinite(balance.Balance)) {
      problems.push(`${label}.Balance must be a number (debits positive, credits negative)`);
    } else {
      total += balance.Balance;
    }
  });
  if (Math.abs(total) >= 0.005) {
    problems.push(
      `ConversionBalances must net to zero (debits equal credits); they net to ${total.toFixed(2)}`,
    );
  }
  return value as XeroRecord[];
}

function parseSetup(body: unknown, org: LedgerOrganisation): SetupRequest {
  if (!isObject(body)) throw validationError("The request body must be a Setup object");
  const problems: string[] = [];
  const conversionDate = checkConversionDate(body.ConversionDate, problems);
  const accounts = checkAccounts(body.Accounts, problems);
  // Balances may name accounts created by the same call.
  const knownCodes = new Set(
    [...recordsOf(org, "Accounts"), ...accounts]
      .map((account) => account.Code)
      .filter((code) => typeof code === "string"),
  ) as Set<string>;
  const balances = checkBalances(body.ConversionBalances, knownCodes, problems);
  if (problems.length > 0) throw validationError(...problems);
  return { conversionDate, balances, accounts };
}

function writableFields(account: XeroRecord): XeroRecord {
  return Object.fromEntries(
    WRITABLE_ACCOUNT_FIELDS.filter((field) => field in account).map((field) => [field, account[field]]),
  );
}

function applyAccounts(
  org: LedgerOrganisation,
  accounts: XeroRecord[],
): { created: number; updated: number } {
  const chart = recordsOf(org, "Accounts");
  let created = 0;
  let updated = 0;
  for (const input of accounts) {
    const changes = {
      ...writableFields(input),
      Class: CLASS_BY_TYPE[String(input.Type)],
      UpdatedDateUTC: nowTimestamp(),
    };
    const existing = chart.find((account) => account.Code === input.Code);
    if (existing) {
      Object.assign(existing, changes);
      updated += 1;
    } else {
      chart.push({
        AccountID: randomUUID(),
        Code: input.Code,
        Status: "ACTIVE",
        EnablePaymentsToAccount: false,
        ShowInExpenseClaims: false,
        HasAttachments: false,
        ...changes,
      });
      created += 1;
    }
  }
  return { created, updated };
}

export const postSetup: Handler = (ctx) => {
  const setup = parseSetup(ctx.body, ctx.org);
  const { created, updated } = applyAccounts(ctx.org, setup.accounts);
  if (setup.conversionDate) ctx.org.collections.ConversionDate = [setup.conversionDate];
  // An empty list leaves the balances as they were; a non-empty one replaces them.
  if (setup.balances && setup.balances.length > 0) {
    ctx.org.collections.ConversionBalances = setup.balances.map((balance) => ({ ...balance }));
  }
  ctx.store.refreshJournals(ctx.org);
  return data({
    ImportSummary: {
      Accounts: {
        Total: setup.accounts.length,
        New: created,
        Updated: updated,
        Deleted: 0,
        Locked: 0,
        System: 0,
        Errored: 0,
        Present: true,
        NewOrUpdated: created + updated,
      },
      Organisation: { Present: true },
    },
  });
};
