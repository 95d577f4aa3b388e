// SANDBOX_SCALE=large: years of trading added to the primary organisation (Demo Company), after its
// hand-written records, by the same builders. A fixed PRNG seed makes every build the same.
import { SeededRandom } from "../../../random";
import type { StartingBook } from "../book";
import { addLargeBankTransactions } from "./banking";
import { addLargeContacts } from "./contacts";
import { FIRST_DAY } from "./documents";
import { addLargeInvoices } from "./invoices";
import { addLargeCreditNotes, addLargeItems, addLargeManualJournals } from "./other";

export { LARGE_COUNTS } from "./ids";

const PRNG_SEED = 20_261_121;

export function addLargeOrganisation(book: StartingBook): void {
  const random = new SeededRandom(PRNG_SEED);
  const contacts = addLargeContacts(book, random, FIRST_DAY);
  const itemCodes = addLargeItems(book, random, FIRST_DAY);
  addLargeInvoices(book, random, contacts, itemCodes);
  addLargeCreditNotes(book, random, contacts, itemCodes);
  addLargeBankTransactions(book, random, contacts);
  addLargeManualJournals(book, random);
}
