// The large organisation's customers and suppliers, built by the same addContact as the hand-written
// contacts, so they carry the same addresses, phones and fields.
import type { SeededRandom } from "../../../random";
import type { StartingBook } from "../book";
import { addContact } from "../build-masters";
import { KIND } from "../ids";
import { LARGE_COUNTS, largeId } from "./ids";
import { CITIES, FIRST_NAMES, LAST_NAMES, NAME_ENDS, NAME_MIDDLES, NAME_STARTS, STREETS } from "./words";

export interface LargeContacts {
  customers: string[];
  suppliers: string[];
}

const NAME_COMBINATIONS = NAME_STARTS.length * NAME_MIDDLES.length * NAME_ENDS.length;
/** Coprime with NAME_COMBINATIONS, so stepping by it visits every name once before repeating. */
const NAME_STEP = 7919;

/** Xero refuses two contacts of one name, so the n-th name is a distinct combination of the words. */
function companyName(n: number): string {
  const k = (n * NAME_STEP) % NAME_COMBINATIONS;
  const start = NAME_STARTS[k % NAME_STARTS.length];
  const middle = NAME_MIDDLES[Math.floor(k / NAME_STARTS.length) % NAME_MIDDLES.length];
  const end = NAME_ENDS[Math.floor(k / (NAME_STARTS.length * NAME_MIDDLES.length))];
  return `${start} ${middle} ${end}`;
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/-$/, "");

export function addLargeContacts(book: StartingBook, random: SeededRandom, created: string): LargeContacts {
  const total = LARGE_COUNTS.customers + LARGE_COUNTS.suppliers;
  if (total > NAME_COMBINATIONS) throw new Error("starting data: not enough distinct contact names");
  const contacts: LargeContacts = { customers: [], suppliers: [] };
  for (let n = 1; n <= total; n++) {
    const customer = n <= LARGE_COUNTS.customers;
    const name = companyName(n);
    const [city, postCode, area] = random.pick(CITIES);
    const first = random.pick(FIRST_NAMES);
    const last = random.pick(LAST_NAMES);
    const id = largeId(KIND.contact, n);
    addContact(
      book,
      {
        id,
        name,
        number: customer ? `CUST-${1000 + n}` : `SUPP-${1000 + n}`,
        first,
        last,
        email: `${slug(first)}.${slug(last)}@${slug(name)}.invalid`,
        phone: [area, `555 ${String(random.int(0, 9999)).padStart(4, "0")}`],
        street: `${random.int(1, 400)} ${random.pick(STREETS)}`,
        city,
        postCode,
        country: "New Zealand",
        countryCode: "64",
        archived: random.chance(0.03),
        ...(random.chance(0.4)
          ? { taxNumber: `${random.int(10, 99)}-${random.int(100, 999)}-${random.int(100, 999)}` }
          : {}),
        ...(random.chance(0.3) ? { website: `https://${slug(name)}.invalid` } : {}),
      },
      created,
    );
    (customer ? contacts.customers : contacts.suppliers).push(id);
  }
  return contacts;
}
