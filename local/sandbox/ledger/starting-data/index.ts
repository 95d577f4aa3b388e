// The sandbox's demo data: two organisations, built fresh on every call (the server calls it again
// on reset), with journals derived from the documents rather than typed.

import type { SandboxScale } from "../../scale";
import { deriveJournals } from "../accounting/journals";
import type { LedgerOrganisation, XeroRecord } from "../types";
import { StartingBook } from "./book";
import { markContactRoles } from "./build-masters";
import { attachFiles } from "./files";
import { addHistories, addNote } from "./histories";
import { LEDGER_STARTING_DATA } from "./ids";
import { addLargeOrganisation } from "./large/index";
import { addPrimaryBanking } from "./primary-banking";
import { addPrimaryMasters, primaryOrganisation } from "./primary-masters";
import { addPrimaryPurchases } from "./primary-purchases";
import { addPrimarySales } from "./primary-sales";
import { addSecondaryData, secondaryOrganisation } from "./secondary";

export { LEDGER_STARTING_DATA, startingId } from "./ids";
export { LARGE_COUNTS } from "./large/index";

/** Every collection the server serves, present (possibly empty) in both organisations. */
const COLLECTIONS = [
  "Accounts",
  "TaxRates",
  "Currencies",
  "Contacts",
  "ContactGroups",
  "Invoices",
  "Payments",
  "BatchPayments",
  "CreditNotes",
  "Prepayments",
  "Overpayments",
  "Quotes",
  "PurchaseOrders",
  "BankTransactions",
  "BankTransfers",
  "ManualJournals",
  "Journals",
  "Items",
  "TrackingCategories",
  "Budgets",
  "BrandingThemes",
  "PaymentServices",
  "Users",
  "RepeatingInvoices",
  "LinkedTransactions",
  "ExpenseClaims",
  "Receipts",
  "Actions",
];

function finish(
  book: StartingBook,
  fixedIds: { tenantId: string; timeZone: { iana: string } },
  organisation: XeroRecord,
  settings: LedgerOrganisation["settings"],
): LedgerOrganisation {
  for (const name of COLLECTIONS) book.records(name);
  markContactRoles(book);
  const org: LedgerOrganisation = {
    tenantId: fixedIds.tenantId,
    timeZone: fixedIds.timeZone.iana,
    organisation,
    collections: book.collections,
    histories: book.histories,
    attachments: book.attachments,
    settings,
  };
  org.collections.Journals = deriveJournals(org);
  return org;
}

function buildPrimary(scale: SandboxScale): LedgerOrganisation {
  const S = LEDGER_STARTING_DATA.primary;
  const book = new StartingBook("a", S.baseCurrency);
  addPrimaryMasters(book);
  addPrimarySales(book);
  addPrimaryPurchases(book);
  addPrimaryBanking(book);
  if (scale === "large") addLargeOrganisation(book);
  addHistories(book, "Jo Walsh");
  addNote(
    book,
    S.invoices.authorisedOverdue,
    "Customer asked to pay the balance in two instalments.",
    "Jo Walsh",
    "2026-03-21",
  );
  addNote(
    book,
    S.invoices.authorisedOverdue,
    "Reminder sent; promised payment by end of month.",
    "Jo Walsh",
    "2026-10-02",
  );
  addNote(
    book,
    S.bills.authorisedOverdue,
    "Disputed usage figure with PowerDirect; paying the undisputed part.",
    "Jo Walsh",
    "2026-10-15",
  );
  addNote(book, S.contacts.ridgeway, "Accounts contact changed to Helen Tan.", "Sam Carter", "2026-01-10");
  addNote(book, S.quotes.sent, "Follow up in a week.", "Jo Walsh", "2026-11-08");
  addNote(book, S.purchaseOrders.authorised, "Confirmed by phone with Grace.", "Jo Walsh", "2026-11-02");
  attachFiles(book, Object.values(S.attachments));
  return finish(book, S, primaryOrganisation(), {
    invoiceReminders: { Enabled: true },
    cisSettings: [{ CISContractorEnabled: false, CISSubContractorEnabled: false }],
    contactCisSettings: { [S.contacts.hamiltonSmith]: [{ CISEnabled: false }] },
  });
}

function buildSecondary(): LedgerOrganisation {
  const S = LEDGER_STARTING_DATA.secondary;
  const book = new StartingBook("b", S.baseCurrency);
  addSecondaryData(book);
  addHistories(book, "Alex Morgan");
  addNote(
    book,
    S.invoices.authorised,
    "Northwind asked for a copy of the timesheets.",
    "Alex Morgan",
    "2026-11-14",
  );
  attachFiles(book, Object.values(S.attachments));
  return finish(book, S, secondaryOrganisation(), {
    invoiceReminders: { Enabled: false },
    cisSettings: [{ CISContractorEnabled: true, CISSubContractorEnabled: false }],
    contactCisSettings: { [S.contacts.brightLamp]: [{ CISEnabled: true, Rate: 20 }] },
  });
}

/**
 * Two organisations: primary (NZ, NZD, rich data) first, secondary (UK, GBP, small) second. At the
 * large scale the primary one also holds years of generated trading (large/index.ts).
 */
export function createLedgerStartingData(scale: SandboxScale = "small"): LedgerOrganisation[] {
  return [buildPrimary(scale), buildSecondary()];
}
