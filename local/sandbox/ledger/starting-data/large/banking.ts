// The large organisation's bank transactions: money received and spent outside invoices, most of
// it reconciled, the last weeks' lines partly not yet.
import type { SeededRandom } from "../../../random";
import type { StartingBook } from "../book";
import { addBankTransaction } from "../build-documents";
import { KIND } from "../ids";
import type { LargeContacts } from "./contacts";
import { ageOf, amountTypes, purchaseLines, spreadDate } from "./documents";
import { LARGE_COUNTS, largeId } from "./ids";
import { SALES_LINES } from "./words";

export function addLargeBankTransactions(
  book: StartingBook,
  random: SeededRandom,
  contacts: LargeContacts,
): void {
  const count = LARGE_COUNTS.bankTransactions;
  for (let i = 0; i < count; i++) {
    const date = spreadDate(i, count);
    const receive = random.chance(0.3);
    addBankTransaction(book, {
      id: largeId(KIND.bankTransaction, i + 1),
      type: receive ? "RECEIVE" : "SPEND",
      contact: random.pick(receive ? contacts.customers : contacts.suppliers),
      bankCode: random.chance(0.9) ? "090" : "091",
      date,
      reference: receive ? `Cash sale ${random.int(100, 999)}` : `Card ${random.int(1000, 9999)}`,
      amountTypes: amountTypes(random),
      lines: receive
        ? [{ description: random.pick(SALES_LINES), unitAmount: random.money(20, 2000), account: "200" }]
        : purchaseLines(random, random.int(1, 3)),
      reconciled: ageOf(date) > 30 || random.chance(0.5),
    });
  }
}
