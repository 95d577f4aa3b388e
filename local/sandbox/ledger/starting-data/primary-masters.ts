// Primary organisation ("Demo Company (Sandbox)", NZ, NZD, GST 15%, year ending 31 March):
// organisation, chart, tax rates, users, themes, contacts, tracking, items, opening balances.
import type { XeroRecord } from "../types";
import type { StartingBook } from "./book";
import { addContact, addContactGroup, addItem, addTrackingCategory, type ContactSpec } from "./build-masters";
import { addAccounts, addCurrencies, addNzTaxRates, nzAccounts } from "./chart";
import { LEDGER_STARTING_DATA } from "./ids";
import {
  addActions,
  addBrandingTheme,
  addPaymentService,
  addUsers,
  organisationRecord,
} from "./organisation";

const S = LEDGER_STARTING_DATA.primary;
const CREATED = "2025-03-20";

export function primaryOrganisation(): XeroRecord {
  return organisationRecord({
    id: S.organisationId,
    name: S.name,
    legalName: "Demo Company (Sandbox) Limited",
    version: "NZ",
    countryCode: "NZ",
    baseCurrency: S.baseCurrency,
    yearEndMonth: 3,
    timezone: S.timeZone.xero,
    shortCode: "!sbx01",
    taxNumber: "123-456-789",
    registrationNumber: "7654321",
    salesTaxBasis: "INVOICE",
    salesTaxPeriod: "TWOMONTHS",
    created: CREATED,
    address: {
      AddressType: "STREET",
      AddressLine1: "Level 2, 18 Queen Street",
      City: "Auckland",
      PostalCode: "1010",
      Country: "New Zealand",
    },
    phone: { PhoneType: "OFFICE", PhoneNumber: "555 0100", PhoneAreaCode: "09", PhoneCountryCode: "64" },
    website: "https://demo-company.ledger-sandbox.invalid",
  });
}

const NZ = { country: "New Zealand", countryCode: "64" };

function contacts(): ContactSpec[] {
  const c = S.contacts;
  return [
    {
      id: c.ridgeway,
      name: "Ridgeway University",
      number: "CUST-001",
      first: "Helen",
      last: "Tan",
      email: "accounts@ridgeway-university.invalid",
      phone: ["09", "555 0142"],
      street: "1 University Drive",
      city: "Auckland",
      postCode: "1010",
      ...NZ,
      taxNumber: "98-765-432",
      website: "https://ridgeway-university.invalid",
    },
    {
      id: c.bayside,
      name: "Bayside Club",
      number: "CUST-002",
      first: "Ana",
      last: "Lopez",
      email: "treasurer@bayside-club.invalid",
      phone: ["04", "555 0177"],
      street: "12 Marine Parade",
      city: "Wellington",
      postCode: "6011",
      ...NZ,
    },
    {
      id: c.cityAgency,
      name: "City Agency",
      first: "Raj",
      last: "Patel",
      email: "raj@city-agency.invalid",
      phone: ["09", "555 0190"],
      street: "88 Albert Street",
      city: "Auckland",
      postCode: "1010",
      ...NZ,
    },
    {
      id: c.marine,
      name: "Marine Systems",
      first: "Tom",
      last: "Keller",
      email: "tom.keller@marine-systems.invalid",
      phone: ["03", "555 0121"],
      street: "5 Harbour Road",
      city: "Lyttelton",
      postCode: "8082",
      ...NZ,
    },
    {
      id: c.basketCase,
      name: "Basket Case",
      first: "Lily",
      last: "Hart",
      email: "lily@basket-case.invalid",
      phone: ["07", "555 0111"],
      street: "3 Market Lane",
      city: "Hamilton",
      postCode: "3204",
      ...NZ,
      archived: true,
    },
    {
      id: c.powerDirect,
      name: "PowerDirect",
      number: "SUPP-001",
      first: "Billing",
      last: "Team",
      email: "billing@powerdirect.invalid",
      phone: ["0800", "555 200"],
      street: "PO Box 1000",
      city: "Auckland",
      postCode: "1140",
      ...NZ,
      bankAccount: "01-0102-0123456-00",
    },
    {
      id: c.hamiltonSmith,
      name: "Hamilton Smith Ltd",
      first: "Grace",
      last: "Hamilton",
      email: "grace@hamilton-smith.invalid",
      phone: ["09", "555 0155"],
      street: "40 Customs Street",
      city: "Auckland",
      postCode: "1010",
      ...NZ,
      taxNumber: "45-123-678",
    },
    {
      id: c.harbourProperty,
      name: "Harbour Property Management",
      first: "Mere",
      last: "Walker",
      email: "rent@harbour-property.invalid",
      phone: ["09", "555 0166"],
      street: "2 Quay Street",
      city: "Auckland",
      postCode: "1010",
      ...NZ,
      bankAccount: "06-0501-0987654-00",
    },
    {
      id: c.centralOffice,
      name: "Central Office Supplies",
      first: "Sales",
      last: "Desk",
      email: "orders@central-office.invalid",
      phone: ["09", "555 0133"],
      street: "77 Great South Road",
      city: "Auckland",
      postCode: "1051",
      ...NZ,
    },
    {
      id: c.queenStreetCafe,
      name: "Queen Street Cafe",
      first: "Front",
      last: "Counter",
      email: "hello@queen-street-cafe.invalid",
      phone: ["09", "555 0188"],
      street: "20 Queen Street",
      city: "Auckland",
      postCode: "1010",
      ...NZ,
    },
    {
      id: c.greenCabs,
      name: "Green Cabs",
      first: "Dispatch",
      last: "Office",
      email: "receipts@green-cabs.invalid",
      phone: ["09", "555 0199"],
      street: "9 Fanshawe Street",
      city: "Auckland",
      postCode: "1010",
      ...NZ,
    },
  ];
}

export function addPrimaryMasters(book: StartingBook): void {
  addAccounts(book, nzAccounts(S.accounts), CREATED);
  addNzTaxRates(book);
  addCurrencies(book, S.currencies);
  addActions(book, ["PayrollAccess", "UseMulticurrency"]);
  addUsers(book, [
    {
      id: S.users.adviser,
      first: "Sam",
      last: "Carter",
      email: "sam.carter@advisers.invalid",
      role: "FINANCIALADVISER",
      subscriber: true,
      updated: CREATED,
    },
    {
      id: S.users.bookkeeper,
      first: "Jo",
      last: "Walsh",
      email: "jo.walsh@demo-company.invalid",
      role: "STANDARD",
      updated: "2025-04-02",
    },
    {
      id: S.users.readOnly,
      first: "Ria",
      last: "Moana",
      email: "ria.moana@demo-company.invalid",
      role: "READONLY",
      updated: "2026-02-11",
    },
  ]);
  addBrandingTheme(book, S.brandingThemes.standard, "Standard", 0, CREATED);
  addBrandingTheme(book, S.brandingThemes.special, "Special Projects", 1, "2025-08-01");
  addPaymentService(book, S.paymentServices.card, "Card payments (sandbox gateway)", [
    S.brandingThemes.standard,
  ]);
  for (const spec of contacts()) addContact(book, spec, CREATED);
  addContactGroup(book, S.contactGroups.preferredCustomers, "Preferred Customers", [
    S.contacts.ridgeway,
    S.contacts.marine,
  ]);
  addContactGroup(book, S.contactGroups.utilities, "Utilities", [S.contacts.powerDirect]);
  const t = S.trackingOptions;
  addTrackingCategory(book, S.trackingCategories.region, "Region", [
    { id: t.north, name: "North" },
    { id: t.south, name: "South" },
    { id: t.central, name: "Central" },
    { id: t.overseas, name: "Overseas", archived: true },
  ]);
  addTrackingCategory(
    book,
    S.trackingCategories.archived,
    "Legacy Division",
    [
      { id: t.archivedA, name: "Retail" },
      { id: t.archivedB, name: "Wholesale" },
    ],
    true,
  );
  const i = S.items;
  addItem(
    book,
    {
      id: i.devHours,
      code: "DEV-HOURS",
      name: "Development services",
      description: "Software development, per hour",
      sales: { price: 150, account: "200", taxType: "OUTPUT2" },
      purchase: { price: 90, account: "310", taxType: "INPUT2", description: "Contract developer, per hour" },
    },
    CREATED,
  );
  addItem(
    book,
    {
      id: i.support,
      code: "SUPPORT",
      name: "Support retainer",
      description: "Monthly support retainer",
      sales: { price: 500, account: "200", taxType: "OUTPUT2" },
    },
    CREATED,
  );
  addItem(
    book,
    {
      id: i.toner,
      code: "TONER",
      name: "Printer toner",
      description: "Printer toner cartridge",
      purchase: { price: 45, account: "453", taxType: "INPUT2" },
    },
    CREATED,
  );
  addItem(
    book,
    {
      id: i.deletable,
      code: "GIFT-VOUCHER",
      name: "Gift voucher",
      description: "Gift voucher, never used on a document",
      sales: { price: 50, account: "260", taxType: "OUTPUT2" },
      purchase: { price: 50, account: "453", taxType: "INPUT2" },
    },
    "2026-06-01",
  );
  // Opening balances at conversion (1 April 2025): cash at bank, owner funds, prior earnings.
  book.records("ConversionDate").push({ Month: 4, Year: 2025 });
  book
    .records("ConversionBalances")
    .push(
      { AccountCode: "090", Balance: 20000 },
      { AccountCode: "091", Balance: 5000 },
      { AccountCode: "970", Balance: -15000 },
      { AccountCode: "960", Balance: -10000 },
    );
}
