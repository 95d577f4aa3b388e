// Secondary organisation ("Second Sandbox Ltd", UK, GBP, VAT 20%, calendar year): small, but with
// at least one record of every collection and ids of its own, so tests can prove tenant isolation.
import type { XeroRecord } from "../types";
import type { StartingBook } from "./book";
import { addBankTransaction, addCreditNote, addCreditReceipt, addInvoice } from "./build-documents";
import { addBudget, addContact, addContactGroup, addItem, addTrackingCategory } from "./build-masters";
import {
  addBankTransfer,
  addExpenseClaim,
  addLinkedTransaction,
  addManualJournal,
  addPurchaseOrder,
  addQuote,
  addReceipt,
  addRepeatingInvoice,
} from "./build-other";
import { addBatchPayment, addPayment, allocate } from "./build-settlement";
import { addAccounts, addCurrencies, addUkTaxRates, ukAccounts } from "./chart";
import { LEDGER_STARTING_DATA } from "./ids";
import {
  addActions,
  addBrandingTheme,
  addPaymentService,
  addUsers,
  organisationRecord,
} from "./organisation";

const S = LEDGER_STARTING_DATA.secondary;
const C = S.contacts;
const CREATED = "2025-12-01";
const UK = { country: "United Kingdom", countryCode: "44" };

export function secondaryOrganisation(): XeroRecord {
  return organisationRecord({
    id: S.organisationId,
    name: S.name,
    legalName: "Second Sandbox Limited",
    version: "UK",
    countryCode: "GB",
    baseCurrency: S.baseCurrency,
    yearEndMonth: 12,
    timezone: S.timeZone.xero,
    shortCode: "!sbx02",
    taxNumber: "GB123456789",
    registrationNumber: "09876543",
    salesTaxBasis: "ACCRUALS",
    salesTaxPeriod: "QUARTERLY1",
    created: CREATED,
    address: {
      AddressType: "STREET",
      AddressLine1: "4 Canal Street",
      City: "Manchester",
      PostalCode: "M1 3HE",
      Country: "United Kingdom",
    },
    phone: { PhoneType: "OFFICE", PhoneNumber: "496 0000", PhoneAreaCode: "0161", PhoneCountryCode: "44" },
    website: "https://second-sandbox.ledger-sandbox.invalid",
  });
}

function addMasters(book: StartingBook): void {
  addAccounts(book, ukAccounts(S.accounts), CREATED);
  addUkTaxRates(book);
  addCurrencies(book, S.currencies);
  addActions(book, ["PayrollAccess"]);
  addUsers(book, [
    {
      id: S.users.owner,
      first: "Alex",
      last: "Morgan",
      email: "alex@second-sandbox.invalid",
      role: "STANDARD",
      subscriber: true,
      updated: CREATED,
    },
  ]);
  addBrandingTheme(book, S.brandingThemes.standard, "Standard", 0, CREATED);
  addPaymentService(book, S.paymentServices.card, "Card payments (sandbox gateway)", [
    S.brandingThemes.standard,
  ]);
  addContact(
    book,
    {
      id: C.northwind,
      name: "Northwind Traders",
      number: "NW-100",
      first: "Priya",
      last: "Shah",
      email: "ap@northwind.invalid",
      phone: ["020", "7946 0001"],
      street: "1 Fleet Street",
      city: "London",
      postCode: "EC4Y 1AA",
      ...UK,
    },
    CREATED,
  );
  addContact(
    book,
    {
      id: C.brightLamp,
      name: "Bright Lamp Co",
      first: "Owen",
      last: "Price",
      email: "sales@bright-lamp.invalid",
      phone: ["0113", "496 0002"],
      street: "8 Park Row",
      city: "Leeds",
      postCode: "LS1 5HD",
      ...UK,
    },
    CREATED,
  );
  addContactGroup(book, S.contactGroups.customers, "Customers", [C.northwind]);
  addTrackingCategory(book, S.trackingCategories.department, "Department", [
    { id: S.trackingOptions.sales, name: "Sales" },
    { id: S.trackingOptions.operations, name: "Operations" },
  ]);
  addItem(
    book,
    {
      id: S.items.consultingDay,
      code: "CONSULT-DAY",
      name: "Consulting day",
      description: "One day of consulting",
      sales: { price: 600, account: "200", taxType: "OUTPUT2" },
    },
    CREATED,
  );
  book.records("ConversionDate").push({ Month: 1, Year: 2026 });
  book
    .records("ConversionBalances")
    .push({ AccountCode: "090", Balance: 8000 }, { AccountCode: "970", Balance: -8000 });
}

function addDocuments(book: StartingBook): void {
  const THEME = S.brandingThemes.standard;
  const consulting = (quantity: number) => ({
    description: "Consulting day",
    quantity,
    unitAmount: 600,
    account: "200",
    itemCode: "CONSULT-DAY",
    tracking: [S.trackingOptions.sales],
  });
  addInvoice(book, {
    id: S.invoices.paid,
    type: "ACCREC",
    number: "SSL-1002",
    contact: C.northwind,
    date: "2026-06-01",
    dueDate: "2026-07-01",
    status: "AUTHORISED",
    brandingTheme: THEME,
    lines: [consulting(1)],
  });
  addBatchPayment(book, {
    id: S.batchPayments.receipts,
    type: "RECBATCH",
    date: "2026-06-20",
    bankCode: "090",
    reference: "BACS 20 Jun",
    payments: [{ id: S.payments.invoicePaid, invoiceId: S.invoices.paid, amount: 720 }],
  });
  addCreditReceipt(book, {
    kind: "Overpayments",
    id: S.overpayments.northwind,
    bankTransactionId: S.bankTransactions.overpaymentReceipt,
    contact: C.northwind,
    date: "2026-07-05",
    reference: "Northwind overpaid",
    bankCode: "090",
    lines: [{ description: "Overpayment", unitAmount: 80, account: "610" }],
  });
  addCreditReceipt(book, {
    kind: "Prepayments",
    id: S.prepayments.northwind,
    bankTransactionId: S.bankTransactions.prepaymentReceipt,
    contact: C.northwind,
    date: "2026-09-01",
    reference: "Deposit",
    bankCode: "090",
    lines: [{ description: "Deposit for autumn work", unitAmount: 250, account: "200" }],
  });
  addInvoice(book, {
    id: S.invoices.authorised,
    type: "ACCREC",
    number: "SSL-1001",
    contact: C.northwind,
    date: "2026-10-12",
    dueDate: "2026-11-11",
    status: "AUTHORISED",
    brandingTheme: THEME,
    reference: "Autumn work",
    lines: [consulting(2)],
  });
  addCreditNote(book, {
    id: S.creditNotes.sales,
    type: "ACCRECCREDIT",
    number: "CN-SSL-01",
    contact: C.northwind,
    date: "2026-10-20",
    status: "AUTHORISED",
    lines: [{ description: "Goodwill credit", unitAmount: 100, account: "200" }],
  });
  allocate(book, {
    collection: "CreditNotes",
    creditId: S.creditNotes.sales,
    invoiceId: S.invoices.authorised,
    allocationId: S.allocations.creditNote,
    date: "2026-10-20",
    amount: 120,
  });
  allocate(book, {
    collection: "Prepayments",
    creditId: S.prepayments.northwind,
    invoiceId: S.invoices.authorised,
    allocationId: S.allocations.prepayment,
    date: "2026-10-21",
    amount: 100,
  });
  allocate(book, {
    collection: "Overpayments",
    creditId: S.overpayments.northwind,
    invoiceId: S.invoices.authorised,
    allocationId: S.allocations.overpayment,
    date: "2026-10-21",
    amount: 50,
  });
  addInvoice(book, {
    id: S.bills.authorised,
    type: "ACCPAY",
    number: "BL-331",
    contact: C.brightLamp,
    date: "2026-09-15",
    dueDate: "2026-10-15",
    status: "AUTHORISED",
    reference: "Desk lamps",
    lines: [{ description: "Desk lamps", quantity: 4, unitAmount: 35, account: "453" }],
  });
  addPayment(book, {
    id: S.payments.billPartial,
    invoiceId: S.bills.authorised,
    date: "2026-10-01",
    amount: 100,
    bankCode: "090",
    reference: "Part payment",
  });
  addQuote(book, {
    id: S.quotes.sent,
    number: "QU-SSL-01",
    contact: C.northwind,
    date: "2026-11-02",
    expiryDate: "2026-12-02",
    status: "SENT",
    title: "Winter programme",
    summary: "Five consulting days",
    brandingTheme: THEME,
    lines: [consulting(5)],
  });
  addPurchaseOrder(book, {
    id: S.purchaseOrders.authorised,
    number: "PO-SSL-01",
    contact: C.brightLamp,
    date: "2026-11-03",
    deliveryDate: "2026-11-24",
    status: "AUTHORISED",
    brandingTheme: THEME,
    lines: [{ description: "Floor lamps", quantity: 2, unitAmount: 80, account: "453" }],
  });
  addRepeatingInvoice(book, {
    id: S.repeatingInvoices.monthly,
    type: "ACCREC",
    contact: C.northwind,
    reference: "Monthly advisory day",
    status: "AUTHORISED",
    brandingTheme: THEME,
    schedule: {
      period: 1,
      unit: "MONTHLY",
      dueDate: 30,
      dueDateType: "DAYSAFTERBILLDATE",
      startDate: "2026-07-01",
      nextScheduledDate: "2026-12-01",
    },
    lines: [consulting(1)],
  });
  addLinkedTransaction(book, {
    id: S.linkedTransactions.approved,
    sourceBillId: S.bills.authorised,
    sourceLine: 0,
    customer: C.northwind,
    date: "2026-09-15",
  });
}

function addBanking(book: StartingBook): void {
  addBankTransaction(book, {
    id: S.bankTransactions.spend,
    type: "SPEND",
    contact: C.brightLamp,
    bankCode: "090",
    date: "2026-08-08",
    reference: "Card 2210",
    lines: [{ description: "Office supplies", unitAmount: 45, account: "453" }],
  });
  addBankTransfer(book, {
    id: S.bankTransfers.toSavings,
    fromCode: "090",
    toCode: "091",
    amount: 1000,
    date: "2026-07-15",
    reference: "Reserve",
  });
  addManualJournal(book, {
    id: S.manualJournals.posted,
    narration: "Reclassify travel booked as general expenses",
    date: "2026-06-30",
    status: "POSTED",
    lines: [
      { account: "493", amount: 60, description: "Travel" },
      { account: "429", amount: -60, description: "General expenses" },
    ],
  });
  addReceipt(book, {
    id: S.receipts.train,
    number: "RPT-S01",
    user: S.users.owner,
    contact: C.brightLamp,
    date: "2026-10-03",
    reference: "Leeds visit",
    status: "AUTHORISED",
    lines: [{ description: "Train to Leeds", unitAmount: 64.8, account: "493" }],
  });
  addExpenseClaim(book, {
    id: S.expenseClaims.authorised,
    user: S.users.owner,
    status: "AUTHORISED",
    receipts: [S.receipts.train],
    reportingDate: "2026-10-05",
    paymentDueDate: "2026-10-31",
  });
  addBudget(book, {
    id: S.budgets.overall,
    type: "OVERALL",
    description: "Overall Budget 2026",
    firstPeriod: "2026-01",
    months: 12,
    monthly: { "200": 2000, "453": 100 },
    updated: CREATED,
  });
}

export function addSecondaryData(book: StartingBook): void {
  addMasters(book);
  addDocuments(book);
  addBanking(book);
}
