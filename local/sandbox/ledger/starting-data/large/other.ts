// The large organisation's items, credit notes and manual journals.
import type { SeededRandom } from "../../../random";
import { round2 } from "../../accounting/money";
import type { StartingBook } from "../book";
import { addCreditNote } from "../build-documents";
import { addItem } from "../build-masters";
import { addManualJournal } from "../build-other";
import { KIND } from "../ids";
import type { LargeContacts } from "./contacts";
import { amountTypes, purchaseLines, salesLines, spreadDate } from "./documents";
import { LARGE_COUNTS, largeId } from "./ids";
import { PRODUCT_GRADES, PRODUCTS } from "./words";

/** Adds the items and answers their codes, for invoice lines to name. */
export function addLargeItems(book: StartingBook, random: SeededRandom, updated: string): string[] {
  const codes: string[] = [];
  for (let n = 1; n <= LARGE_COUNTS.items; n++) {
    const product = `${random.pick(PRODUCT_GRADES)} ${random.pick(PRODUCTS)}`;
    const code = `ITEM-${String(n).padStart(4, "0")}`;
    const cost = random.money(2, 300);
    addItem(
      book,
      {
        id: largeId(KIND.item, n),
        code,
        name: `${product} ${n}`,
        description: `${product}, model ${random.int(100, 999)}`,
        sales: { price: round2(cost * (1.3 + random.next())), account: "200", taxType: "OUTPUT2" },
        ...(random.chance(0.8) ? { purchase: { price: cost, account: "310", taxType: "INPUT2" } } : {}),
      },
      updated,
    );
    codes.push(code);
  }
  return codes;
}

export function addLargeCreditNotes(
  book: StartingBook,
  random: SeededRandom,
  contacts: LargeContacts,
  itemCodes: readonly string[],
): void {
  const count = LARGE_COUNTS.creditNotes;
  for (let i = 0; i < count; i++) {
    const sale = random.chance(0.65);
    const roll = random.next();
    addCreditNote(book, {
      id: largeId(KIND.creditNote, i + 1),
      type: sale ? "ACCRECCREDIT" : "ACCPAYCREDIT",
      number: sale ? `CN-${1000 + i}` : `SCN-${random.int(1000, 9999)}`,
      reference: sale ? "Refund of overcharge" : "Supplier credit",
      contact: random.pick(sale ? contacts.customers : contacts.suppliers),
      date: spreadDate(i, count),
      status: roll < 0.8 ? "AUTHORISED" : roll < 0.9 ? "DRAFT" : "VOIDED",
      amountTypes: amountTypes(random),
      lines: (sale ? salesLines(random, itemCodes) : purchaseLines(random)).slice(0, 2),
    });
  }
}

/** Month-end entries an accountant posts: depreciation, accrued wages, reclassifications. */
const JOURNAL_KINDS = [
  { narration: "Depreciation of office equipment", debit: "416", credit: "711" },
  { narration: "Accrued wages", debit: "477", credit: "814" },
  { narration: "Reclassify office costs", debit: "453", credit: "429" },
  { narration: "Insurance paid in advance", debit: "620", credit: "433" },
] as const;

export function addLargeManualJournals(book: StartingBook, random: SeededRandom): void {
  const count = LARGE_COUNTS.manualJournals;
  for (let i = 0; i < count; i++) {
    const kind = random.pick(JOURNAL_KINDS);
    const amount = random.money(10, 5000);
    addManualJournal(book, {
      id: largeId(KIND.manualJournal, i + 1),
      narration: kind.narration,
      date: spreadDate(i, count),
      status: random.chance(0.95) ? "POSTED" : "DRAFT",
      lines: [
        { account: kind.debit, amount, description: kind.narration },
        { account: kind.credit, amount: -amount, description: kind.narration },
      ],
    });
  }
}
