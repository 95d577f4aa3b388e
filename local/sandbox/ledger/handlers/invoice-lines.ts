// Reads the LineItems of a written invoice: the item fills what the line leaves out, the account
// must be in the chart, the tax type defaults from the account and must suit the invoice's side,
// tracking names a category option. Problems are collected, not thrown, so one answer lists them all.
import { randomUUID } from "node:crypto";
import { sameId } from "../ids";
import { recordsOf } from "../store";
import type { LedgerOrganisation, XeroRecord } from "../types";
import type { LineAmountTypes, ResolvedLine } from "./invoice-totals";

export type InvoiceType = "ACCREC" | "ACCPAY";

export interface LineContext {
  org: LedgerOrganisation;
  type: InvoiceType;
  amountTypes: LineAmountTypes;
  /** 2, or 4 with unitdp=4: the decimals a UnitAmount keeps. */
  unitDecimals: number;
  /** The lines being replaced, so a LineItemID the caller sends back keeps its line. */
  previous: XeroRecord[];
}

const isObject = (value: unknown): value is XeroRecord =>
  value !== null && typeof value === "object" && !Array.isArray(value);

const roundTo = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

function numberField(line: XeroRecord, field: string, problems: string[]): number | undefined {
  const value = line[field];
  if (value === undefined || value === null) return undefined;
  const parsed = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  if (typeof parsed === "number" && Number.isFinite(parsed)) return parsed;
  problems.push(`${field} must be a number`);
  return undefined;
}

function itemDefaults(item: XeroRecord, type: InvoiceType): XeroRecord {
  const details = (type === "ACCREC" ? item.SalesDetails : item.PurchaseDetails) as XeroRecord | undefined;
  const description = type === "ACCREC" ? item.Description : (item.PurchaseDescription ?? item.Description);
  return {
    Description: description,
    UnitAmount: details?.UnitPrice,
    AccountCode: details?.AccountCode,
    TaxType: details?.TaxType,
  };
}

function resolveTracking(org: LedgerOrganisation, value: unknown, problems: string[]): XeroRecord[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) {
    problems.push("Tracking must be an array");
    return [];
  }
  const refs: XeroRecord[] = [];
  for (const entry of value) {
    const wanted = isObject(entry) ? entry : {};
    const category = recordsOf(org, "TrackingCategories").find(
      (candidate) =>
        sameId(candidate.TrackingCategoryID, wanted.TrackingCategoryID) ||
        String(candidate.Name).toLowerCase() === String(wanted.Name ?? "").toLowerCase(),
    );
    const options = Array.isArray(category?.Options) ? (category.Options as XeroRecord[]) : [];
    const option = options.find(
      (candidate) =>
        sameId(candidate.TrackingOptionID, wanted.TrackingOptionID) ||
        String(candidate.Name).toLowerCase() === String(wanted.Option ?? "").toLowerCase(),
    );
    if (!category || !option) {
      problems.push(
        `Tracking category '${String(wanted.Name ?? wanted.TrackingCategoryID)}' option '${String(wanted.Option ?? wanted.TrackingOptionID)}' is not valid`,
      );
      continue;
    }
    refs.push({
      TrackingCategoryID: category.TrackingCategoryID,
      TrackingOptionID: option.TrackingOptionID,
      Name: category.Name,
      Option: option.Name,
    });
  }
  return refs;
}

function resolveTaxType(
  ctx: LineContext,
  wanted: unknown,
  account: XeroRecord | undefined,
  problems: string[],
) {
  if (ctx.amountTypes === "NoTax") return { taxType: "NONE", taxRate: 0 };
  const taxType = typeof wanted === "string" && wanted !== "" ? wanted : String(account?.TaxType ?? "NONE");
  const rate = recordsOf(ctx.org, "TaxRates").find((candidate) => candidate.TaxType === taxType);
  const side = ctx.type === "ACCREC" ? "CanApplyToRevenue" : "CanApplyToExpenses";
  if (rate?.Status !== "ACTIVE" || rate[side] === false) {
    problems.push(
      `The TaxType code '${taxType}' does not exist or cannot be used for this type of transaction.`,
    );
    return { taxType, taxRate: 0 };
  }
  return { taxType, taxRate: Number(rate.EffectiveRate ?? 0) };
}

export function resolveLine(ctx: LineContext, input: unknown, problems: string[]): ResolvedLine | undefined {
  if (!isObject(input)) {
    problems.push("Each line item must be an object");
    return undefined;
  }
  let line = input;
  const itemCode = typeof line.ItemCode === "string" && line.ItemCode !== "" ? line.ItemCode : undefined;
  if (itemCode) {
    const item = recordsOf(ctx.org, "Items").find((candidate) => candidate.Code === itemCode);
    if (!item) problems.push(`Item code '${itemCode}' is not valid.`);
    else {
      const defaults = itemDefaults(item, ctx.type);
      line = { ...line };
      for (const [field, value] of Object.entries(defaults))
        if (line[field] === undefined && value !== undefined) line[field] = value;
    }
  }
  const description = typeof line.Description === "string" ? line.Description : "";
  if (description.trim() === "") problems.push("Description needs to be at least 1 char long");

  const accountCode =
    line.AccountCode === undefined || line.AccountCode === "" ? undefined : String(line.AccountCode);
  const account = accountCode
    ? recordsOf(ctx.org, "Accounts").find(
        (candidate) => candidate.Code === accountCode && candidate.Status === "ACTIVE",
      )
    : undefined;
  if (accountCode && !account)
    problems.push(`Account code '${accountCode}' is not a valid code for this document.`);

  const quantityGiven = numberField(line, "Quantity", problems);
  const unitGiven = numberField(line, "UnitAmount", problems);
  const lineAmountGiven = numberField(line, "LineAmount", problems);
  const discountRate = numberField(line, "DiscountRate", problems);
  const taxOverride = numberField(line, "TaxAmount", problems);
  if (discountRate !== undefined && ctx.type === "ACCPAY")
    problems.push("Discounts are only supported on sales invoices (ACCREC)");
  if (discountRate !== undefined && (discountRate < 0 || discountRate > 100))
    problems.push("DiscountRate must be between 0 and 100");

  // Xero works out whichever of Quantity/UnitAmount is left out from LineAmount.
  const quantity = roundTo(
    quantityGiven ?? (unitGiven !== undefined || lineAmountGiven !== undefined ? 1 : 0),
    4,
  );
  const unitAmount =
    unitGiven !== undefined
      ? roundTo(unitGiven, ctx.unitDecimals)
      : lineAmountGiven !== undefined && quantity !== 0
        ? roundTo(lineAmountGiven / quantity, 4)
        : 0;
  const previousId = ctx.previous.find((old) => sameId(old.LineItemID, line.LineItemID))?.LineItemID;
  return {
    lineItemId: typeof previousId === "string" ? previousId : randomUUID(),
    description,
    quantity,
    unitAmount,
    itemCode,
    account,
    ...resolveTaxType(ctx, line.TaxType, account, problems),
    discountRate,
    taxOverride,
    tracking: resolveTracking(ctx.org, line.Tracking, problems),
  };
}
