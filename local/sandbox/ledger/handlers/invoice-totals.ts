// Line and invoice totals for written invoices, by the same rules as the starting data (starting-data/build-documents):
// LineAmount = Quantity x UnitAmount less DiscountRate; tax on top (Exclusive), inside (Inclusive)
// or none (NoTax); SubTotal excludes tax; Total = SubTotal + TotalTax. Amounts round to cents.
import { round2, sum } from "../accounting/money";
import type { XeroRecord } from "../types";

export type LineAmountTypes = "Exclusive" | "Inclusive" | "NoTax";

export const LINE_AMOUNT_TYPES: readonly LineAmountTypes[] = ["Exclusive", "Inclusive", "NoTax"];

/** A line whose account, tax type and amounts are already resolved. */
export interface ResolvedLine {
  lineItemId: string;
  description: string;
  quantity: number;
  unitAmount: number;
  itemCode?: string;
  account?: XeroRecord;
  taxType: string;
  /** Percent. */
  taxRate: number;
  discountRate?: number;
  /** A TaxAmount the caller set (Xero lets it override the computed one). */
  taxOverride?: number;
  tracking: XeroRecord[];
}

export interface InvoiceTotals {
  LineItems: XeroRecord[];
  SubTotal: number;
  TotalTax: number;
  Total: number;
  TotalDiscount: number;
  IsDiscounted: boolean;
}

function lineTax(lineAmount: number, rate: number, types: LineAmountTypes): number {
  if (types === "Exclusive") return round2((lineAmount * rate) / 100);
  if (types === "Inclusive") return round2((lineAmount * rate) / (100 + rate));
  return 0;
}

/** The stored line, fields in the starting data's order so written and starting-data lines read back alike. */
function lineRecord(line: ResolvedLine, lineAmount: number, tax: number): XeroRecord {
  const record: XeroRecord = {
    LineItemID: line.lineItemId,
    Description: line.description,
    Quantity: line.quantity,
    UnitAmount: line.unitAmount,
  };
  if (line.itemCode) record.ItemCode = line.itemCode;
  if (line.account) {
    record.AccountCode = line.account.Code;
    record.AccountID = line.account.AccountID;
  }
  Object.assign(record, {
    TaxType: line.taxType,
    TaxAmount: tax,
    LineAmount: lineAmount,
    Tracking: line.tracking,
  });
  if (line.discountRate !== undefined) record.DiscountRate = line.discountRate;
  return record;
}

export function computeTotals(lines: ResolvedLine[], types: LineAmountTypes): InvoiceTotals {
  let discount = 0;
  const records = lines.map((line) => {
    const gross = round2(line.quantity * line.unitAmount);
    const lineAmount =
      line.discountRate === undefined
        ? gross
        : round2((line.quantity * line.unitAmount * (100 - line.discountRate)) / 100);
    discount += gross - lineAmount;
    const computed = lineTax(lineAmount, line.taxRate, types);
    const tax = types !== "NoTax" && line.taxOverride !== undefined ? round2(line.taxOverride) : computed;
    return lineRecord(line, lineAmount, tax);
  });
  const lineTotal = sum(records.map((record) => record.LineAmount as number));
  const totalTax = sum(records.map((record) => record.TaxAmount as number));
  const subTotal = types === "Inclusive" ? round2(lineTotal - totalTax) : lineTotal;
  const totalDiscount = round2(discount);
  return {
    LineItems: records,
    SubTotal: subTotal,
    TotalTax: totalTax,
    Total: round2(subTotal + totalTax),
    TotalDiscount: totalDiscount,
    IsDiscounted: totalDiscount !== 0,
  };
}
