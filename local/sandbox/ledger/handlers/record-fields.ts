// Checks the settings and contact writes share: text fields within Xero's lengths, names unique
// among a collection (as Xero compares them, without regard to case), and references to the
// organisation's accounts, tax rates and currencies.
import { recordsOf } from "../store";
import type { LedgerOrganisation, XeroRecord } from "../types";

export const textOf = (value: unknown): string => (typeof value === "string" ? value.trim() : "");

/** Each field sent that is not text, or longer than Xero takes, is a problem. */
export function checkTexts(input: XeroRecord, limits: Record<string, number>, problems: string[]): void {
  for (const [field, max] of Object.entries(limits)) {
    const value = input[field];
    if (value === undefined || value === null) continue;
    if (typeof value !== "string") problems.push(`${field} must be text`);
    else if (value.length > max) problems.push(`${field} must be no more than ${max} characters long`);
  }
}

/** The record other than `self` whose `field` equals `value` (case-insensitively), if any. */
export function holderOf(
  records: readonly XeroRecord[],
  field: string,
  value: string,
  self?: XeroRecord,
): XeroRecord | undefined {
  const wanted = value.toLowerCase();
  return records.find((record) => record !== self && textOf(record[field]).toLowerCase() === wanted);
}

/** The active account of that code, or a problem naming the field. */
export function activeAccount(
  org: LedgerOrganisation,
  code: unknown,
  field: string,
  problems: string[],
): XeroRecord | undefined {
  const found = recordsOf(org, "Accounts").find((account) => account.Code === code);
  if (!found) problems.push(`${field} ${String(code)} is not a valid account code`);
  else if (found.Status !== "ACTIVE") problems.push(`${field} ${String(code)} is an archived account`);
  return found?.Status === "ACTIVE" ? found : undefined;
}

/** A tax type must be one of the organisation's active tax rates. */
export function checkTaxType(
  org: LedgerOrganisation,
  taxType: unknown,
  field: string,
  problems: string[],
): void {
  if (taxType === undefined) return;
  const found = recordsOf(org, "TaxRates").find((rate) => rate.TaxType === taxType);
  if (found?.Status !== "ACTIVE") problems.push(`${field} ${String(taxType)} is not an active tax rate`);
}

/** A currency must be one the organisation has added (GetLedgerCurrencies lists them). */
export function checkCurrency(
  org: LedgerOrganisation,
  code: unknown,
  field: string,
  problems: string[],
): void {
  if (code === undefined) return;
  if (!recordsOf(org, "Currencies").some((currency) => currency.Code === code))
    problems.push(`${field} ${String(code)} is not a currency of the organisation`);
}

/** `input` laid over `existing`, leaving out what was not sent. */
export function merged(existing: XeroRecord | undefined, input: XeroRecord): XeroRecord {
  const sent = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  return { ...existing, ...sent };
}
