// Line items and dates shared by the large organisation's generated documents.

import type { SeededRandom } from "../../../random";
import { addDays, STARTING_DATA_AS_AT } from "../../accounting/dates";
import type { AmountTypes, LineSpec } from "../build-documents";
import { LEDGER_STARTING_DATA } from "../ids";
import { PURCHASE_LINES, SALES_LINES } from "./words";

/** Three years of trading, up to the day the starting data is written as at. */
export const HISTORY_DAYS = 3 * 365;
export const FIRST_DAY = addDays(STARTING_DATA_AS_AT, -HISTORY_DAYS);

/** The date of the i-th of `count` documents spread evenly over the history, oldest first. */
export function spreadDate(i: number, count: number): string {
  return addDays(FIRST_DAY, Math.floor((i * HISTORY_DAYS) / count));
}

/** Days from a date to the day the starting data is written as at. */
export function ageOf(date: string): number {
  return Math.round((Date.parse(STARTING_DATA_AS_AT) - Date.parse(date)) / 86_400_000);
}

const REGIONS = [
  LEDGER_STARTING_DATA.primary.trackingOptions.north,
  LEDGER_STARTING_DATA.primary.trackingOptions.south,
];

function tracking(random: SeededRandom): string[] {
  return random.chance(0.3) ? [random.pick(REGIONS)] : [];
}

export function salesLines(random: SeededRandom, itemCodes: readonly string[]): LineSpec[] {
  return Array.from({ length: random.int(1, 6) }, () => {
    const line: LineSpec = {
      description: random.pick(SALES_LINES),
      quantity: random.int(1, 40),
      unitAmount: random.money(20, 400),
      account: random.chance(0.85) ? "200" : "260",
      tracking: tracking(random),
    };
    if (random.chance(0.25)) line.itemCode = random.pick(itemCodes);
    return line;
  });
}

export function purchaseLines(random: SeededRandom, count = random.int(1, 6)): LineSpec[] {
  return Array.from({ length: count }, () => {
    const [description, account] = random.pick(PURCHASE_LINES);
    return {
      description,
      quantity: random.int(1, 10),
      unitAmount: random.money(5, 900),
      account,
      tracking: tracking(random),
    };
  });
}

export function amountTypes(random: SeededRandom): AmountTypes {
  return random.chance(0.1) ? "Inclusive" : "Exclusive";
}
