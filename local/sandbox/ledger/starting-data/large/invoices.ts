// The large organisation's invoices and bills, and the payments that settle them. An invoice's
// status follows its age, as in a real ledger: old ones are nearly all paid (a payment each, as Xero
// has no PAID invoice without one), recent ones are still drafts, awaiting approval or owed.

import type { SeededRandom } from "../../../random";
import { addDays, STARTING_DATA_AS_AT } from "../../accounting/dates";
import type { StartingBook } from "../book";
import { addInvoice, type InvoiceSpec } from "../build-documents";
import { addPayment } from "../build-settlement";
import { KIND, LEDGER_STARTING_DATA } from "../ids";
import type { LargeContacts } from "./contacts";
import { ageOf, amountTypes, purchaseLines, salesLines, spreadDate } from "./documents";
import { LARGE_COUNTS, largeId } from "./ids";

type Fate = "DRAFT" | "SUBMITTED" | "AUTHORISED" | "PARTLY_PAID" | "PAID" | "VOIDED";

function fateOf(random: SeededRandom, age: number): Fate {
  const roll = random.next();
  if (age > 60) {
    if (roll < 0.03) return "VOIDED";
    if (roll < 0.06) return "AUTHORISED";
    if (roll < 0.08) return "PARTLY_PAID";
    return "PAID";
  }
  if (roll < 0.12) return "DRAFT";
  if (roll < 0.2) return "SUBMITTED";
  if (roll < 0.23) return "VOIDED";
  if (roll < 0.65) return "AUTHORISED";
  if (roll < 0.72) return "PARTLY_PAID";
  return "PAID";
}

function specStatus(fate: Fate): InvoiceSpec["status"] {
  return fate === "PAID" || fate === "PARTLY_PAID" ? "AUTHORISED" : fate;
}

/** Numbers the payments it makes from `nextPayment`; returns the next free number. */
function settle(
  book: StartingBook,
  random: SeededRandom,
  invoiceId: string,
  fate: Fate,
  nextPayment: number,
): number {
  if (fate !== "PAID" && fate !== "PARTLY_PAID") return nextPayment;
  const invoice = book.find("Invoices", "InvoiceID", invoiceId);
  const total = Number(invoice.Total);
  const amount = fate === "PAID" ? total : Math.round(total * random.int(20, 80)) / 100;
  const paidOn = addDays(String(invoice.Date), random.int(3, 45));
  addPayment(book, {
    id: largeId(KIND.payment, nextPayment),
    invoiceId,
    date: paidOn < STARTING_DATA_AS_AT ? paidOn : STARTING_DATA_AS_AT,
    amount,
    bankCode: LEDGER_STARTING_DATA.primary.accountCodes.bank,
    reference: String(invoice.InvoiceNumber),
  });
  return nextPayment + 1;
}

/** A bill carries the supplier's own number, e.g. "HPL-20417" for Harbour Print Ltd. */
function initials(book: StartingBook, contactId: string): string {
  const name = String(book.contactRef(contactId).Name);
  return name
    .split(" ")
    .map((word) => word.charAt(0))
    .join("")
    .replace(/[^A-Z]/g, "");
}

export function addLargeInvoices(
  book: StartingBook,
  random: SeededRandom,
  contacts: LargeContacts,
  itemCodes: readonly string[],
): void {
  const { salesInvoices, bills } = LARGE_COUNTS;
  const count = salesInvoices + bills;
  const theme = LEDGER_STARTING_DATA.primary.brandingThemes.standard;
  let sales = 0;
  let nextPayment = 1;
  for (let i = 0; i < count; i++) {
    // Sales and bills interleave in date order, two sales to every bill.
    const sale = sales < salesInvoices && (i % 3 !== 2 || i - sales >= bills);
    if (sale) sales++;
    const date = spreadDate(i, count);
    const fate = fateOf(random, ageOf(date));
    const id = largeId(KIND.invoice, i + 1);
    const supplier = sale ? "" : random.pick(contacts.suppliers);
    addInvoice(book, {
      id,
      type: sale ? "ACCREC" : "ACCPAY",
      number: sale ? `INV-${10_000 + sales}` : `${initials(book, supplier)}-${random.int(1000, 99999)}`,
      reference: sale ? `PO ${random.int(1000, 9999)}` : "",
      contact: sale ? random.pick(contacts.customers) : supplier,
      date,
      dueDate: addDays(date, sale ? 30 : 20),
      status: specStatus(fate),
      amountTypes: amountTypes(random),
      lines: sale ? salesLines(random, itemCodes) : purchaseLines(random),
      ...(sale ? { brandingTheme: theme } : {}),
    });
    nextPayment = settle(book, random, id, fate, nextPayment);
  }
}
