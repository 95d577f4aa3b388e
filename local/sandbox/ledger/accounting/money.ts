// Money arithmetic for the sandbox ledger: amounts are plain numbers rounded to cents at every step,
// so sums of stored figures compare exactly.

/** Rounds half away from zero to 2 decimals (the epsilon absorbs binary noise such as 1.005). */
export function round2(value: number): number {
  const cents = Math.round(Math.abs(value) * 100 + 1e-7);
  const rounded = (Math.sign(value) * cents) / 100;
  return rounded === 0 ? 0 : rounded;
}

export function sum(values: Iterable<number>): number {
  let total = 0;
  for (const v of values) total += v;
  return round2(total);
}

/** Xero's report cell form: "1234.50", "-12.00", never "-0.00". */
export function formatAmount(value: number): string {
  return round2(value).toFixed(2);
}

/** Reads a numeric field of a record, 0 when absent or not a number. */
export function amountOf(record: Record<string, unknown>, field: string): number {
  const value = record[field];
  return typeof value === "number" && Number.isFinite(value) ? value : 0;
}
