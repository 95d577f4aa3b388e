// Fixed ids of the starting-data records, by tenant, so tests and docs can name them. Every id reads as
// `00000000-0000-4000-8000-000000<tenant><kind><n>`: tenant `a` (primary) or `b` (secondary), a
// two-hex-digit kind (below) and a three-digit number, e.g. invoice 6 of the primary tenant is
// `00000000-0000-4000-8000-000000a06006`.

export type TenantLetter = "a" | "b";

/** Two hex digits per kind of record. */
export const KIND = {
  tenant: 0x00,
  organisation: 0x01,
  account: 0x02,
  contact: 0x04,
  contactGroup: 0x05,
  invoice: 0x06,
  payment: 0x07,
  batchPayment: 0x08,
  creditNote: 0x09,
  prepayment: 0x0a,
  overpayment: 0x0b,
  allocation: 0x0c,
  quote: 0x0d,
  purchaseOrder: 0x0e,
  bankTransaction: 0x0f,
  bankTransfer: 0x10,
  manualJournal: 0x11,
  item: 0x12,
  trackingCategory: 0x13,
  trackingOption: 0x14,
  budget: 0x15,
  brandingTheme: 0x16,
  paymentService: 0x17,
  user: 0x18,
  repeatingInvoice: 0x19,
  linkedTransaction: 0x1a,
  expenseClaim: 0x1b,
  receipt: 0x1c,
  attachment: 0x1d,
  expensePayment: 0x1e,
} as const;

export function startingId(tenant: TenantLetter, kind: number, n: number): string {
  const k = kind.toString(16).padStart(2, "0");
  return `00000000-0000-4000-8000-000000${tenant}${k}${String(n).padStart(3, "0")}`;
}

function idsOf<T extends string>(tenant: TenantLetter, kind: number, names: readonly T[]): Record<T, string> {
  return Object.fromEntries(names.map((name, i) => [name, startingId(tenant, kind, i + 1)])) as Record<
    T,
    string
  >;
}

/** A starting-data attachment: the record it hangs on, its id and file name. */
export interface StartingAttachmentRef {
  collection: string;
  recordId: string;
  attachmentId: string;
  fileName: string;
  mimeType: string;
}

function attachment(
  tenant: TenantLetter,
  n: number,
  collection: string,
  recordId: string,
  fileName: string,
  mimeType: string,
): StartingAttachmentRef {
  return { collection, recordId, attachmentId: startingId(tenant, KIND.attachment, n), fileName, mimeType };
}

const a = (kind: number, n: number) => startingId("a", kind, n);
const b = (kind: number, n: number) => startingId("b", kind, n);

const PRIMARY_ACCOUNTS = idsOf("a", KIND.account, [
  "bank",
  "savings",
  "sales",
  "otherRevenue",
  "interestIncome",
  "costOfGoods",
  "advertising",
  "bankFees",
  "consulting",
  "depreciation",
  "entertainment",
  "generalExpenses",
  "insurance",
  "power",
  "officeExpenses",
  "rent",
  "wages",
  "telephone",
  "travel",
  "freight",
  "subscriptions",
  "receivables",
  "prepaymentsAsset",
  "officeEquipment",
  "accumulatedDepreciation",
  "computerEquipment",
  "payables",
  "unpaidExpenseClaims",
  "wagesPayable",
  "gst",
  "historical",
  "retainedEarnings",
  "ownerFunds",
] as const);

const PRIMARY_CONTACTS = idsOf("a", KIND.contact, [
  "ridgeway",
  "bayside",
  "cityAgency",
  "marine",
  "basketCase",
  "powerDirect",
  "hamiltonSmith",
  "harbourProperty",
  "centralOffice",
  "queenStreetCafe",
  "greenCabs",
] as const);

const PRIMARY_INVOICES = idsOf("a", KIND.invoice, [
  "paid",
  "paidByBatchA",
  "paidByBatchB",
  "authorisedOverdue",
  "authorisedOverdueUnpaid",
  "authorised",
  "submitted",
  "draft",
  "voided",
  "paidInclusive",
  "archivedContactPaid",
] as const);

const PRIMARY_BILLS = {
  paid: a(KIND.invoice, 21),
  paidConsulting: a(KIND.invoice, 22),
  authorisedOverdue: a(KIND.invoice, 23),
  authorised: a(KIND.invoice, 24),
  draft: a(KIND.invoice, 25),
  voided: a(KIND.invoice, 26),
  rentPaid: a(KIND.invoice, 27),
};

export const LEDGER_STARTING_DATA = {
  primary: {
    tenantId: a(KIND.tenant, 1),
    organisationId: a(KIND.organisation, 1),
    name: "Demo Company (Sandbox)",
    baseCurrency: "NZD",
    /** Xero's code for the organisation's time zone, and the IANA zone its clock keeps. */
    timeZone: { xero: "NEWZEALANDSTANDARDTIME", iana: "Pacific/Auckland" },
    accounts: {
      ...PRIMARY_ACCOUNTS,
      /** 200 Sales: on many documents, cannot be deleted. */
      used: PRIMARY_ACCOUNTS.sales,
      /** 485 Subscriptions: no transactions, safe to delete. */
      deletable: PRIMARY_ACCOUNTS.subscriptions,
      /** 425 Freight & Courier, Status ARCHIVED. */
      archived: PRIMARY_ACCOUNTS.freight,
    },
    accountCodes: {
      bank: "090",
      savings: "091",
      sales: "200",
      receivables: "610",
      payables: "800",
      gst: "820",
    },
    taxTypes: { sales: "OUTPUT2", purchases: "INPUT2", none: "NONE", zeroRated: "ZERORATED" },
    currencies: ["NZD", "USD", "AUD"],
    contacts: PRIMARY_CONTACTS,
    contactNumbers: { ridgeway: "CUST-001", bayside: "CUST-002", powerDirect: "SUPP-001" },
    contactGroups: idsOf("a", KIND.contactGroup, ["preferredCustomers", "utilities"] as const),
    invoices: PRIMARY_INVOICES,
    invoiceNumbers: {
      paid: "INV-0002",
      authorisedOverdue: "INV-0005",
      authorised: "INV-0009",
      draft: "INV-0011",
    },
    bills: PRIMARY_BILLS,
    payments: idsOf("a", KIND.payment, [
      "invoicePaid",
      "batchA",
      "batchB",
      "invoicePartial",
      "invoiceInclusive",
      "archivedContact",
      "billPaid",
      "billConsulting",
      "billPartial",
      "billRent",
    ] as const),
    batchPayments: { receipts: a(KIND.batchPayment, 1) },
    creditNotes: idsOf("a", KIND.creditNote, ["sales", "salesUnallocated", "purchase"] as const),
    creditNoteNumbers: { sales: "CN-0001", salesUnallocated: "CN-0002" },
    prepayments: { marine: a(KIND.prepayment, 1) },
    overpayments: { bayside: a(KIND.overpayment, 1) },
    allocations: idsOf("a", KIND.allocation, [
      "creditNote",
      "purchaseCreditNote",
      "prepayment",
      "overpayment",
    ] as const),
    quotes: idsOf("a", KIND.quote, ["draft", "sent", "accepted"] as const),
    quoteNumbers: { draft: "QU-0001", sent: "QU-0002", accepted: "QU-0003" },
    purchaseOrders: idsOf("a", KIND.purchaseOrder, ["draft", "authorised", "billed"] as const),
    purchaseOrderNumbers: { draft: "PO-0001", authorised: "PO-0002", billed: "PO-0003" },
    bankTransactions: idsOf("a", KIND.bankTransaction, [
      "spend",
      "receive",
      "spendRent",
      "prepaymentReceipt",
      "overpaymentReceipt",
    ] as const),
    bankTransfers: { toSavings: a(KIND.bankTransfer, 1) },
    manualJournals: idsOf("a", KIND.manualJournal, ["posted", "draft", "postedEquipment"] as const),
    /** Journal numbers 1..n always exist; 1 is the conversion-balance journal. */
    journalNumber: 1,
    items: idsOf("a", KIND.item, ["devHours", "support", "toner", "deletable"] as const),
    itemCodes: { devHours: "DEV-HOURS", support: "SUPPORT", toner: "TONER", deletable: "GIFT-VOUCHER" },
    trackingCategories: { region: a(KIND.trackingCategory, 1), archived: a(KIND.trackingCategory, 2) },
    trackingOptions: {
      north: a(KIND.trackingOption, 1),
      south: a(KIND.trackingOption, 2),
      /** Unused, safe to delete. */
      central: a(KIND.trackingOption, 3),
      overseas: a(KIND.trackingOption, 4),
      archivedA: a(KIND.trackingOption, 5),
      archivedB: a(KIND.trackingOption, 6),
    },
    budgets: { overall: a(KIND.budget, 1), north: a(KIND.budget, 2) },
    brandingThemes: { standard: a(KIND.brandingTheme, 1), special: a(KIND.brandingTheme, 2) },
    paymentServices: { card: a(KIND.paymentService, 1) },
    users: idsOf("a", KIND.user, ["adviser", "bookkeeper", "readOnly"] as const),
    repeatingInvoices: idsOf("a", KIND.repeatingInvoice, ["retainer", "rent"] as const),
    linkedTransactions: idsOf("a", KIND.linkedTransaction, ["billed", "approved"] as const),
    expenseClaims: idsOf("a", KIND.expenseClaim, ["authorised", "paid", "submitted"] as const),
    expenseClaimPayments: { paid: a(KIND.expensePayment, 1) },
    receipts: idsOf("a", KIND.receipt, [
      "coffee",
      "taxi",
      "parking",
      "fuel",
      "lunch",
      "draftStationery",
    ] as const),
    attachments: {
      account: attachment(
        "a",
        1,
        "Accounts",
        PRIMARY_ACCOUNTS.bank,
        "bank-statement-2026-10.csv",
        "text/csv",
      ),
      bankTransaction: attachment(
        "a",
        2,
        "BankTransactions",
        a(KIND.bankTransaction, 1),
        "receipt scan.png",
        "image/png",
      ),
      bankTransfer: attachment(
        "a",
        3,
        "BankTransfers",
        a(KIND.bankTransfer, 1),
        "transfer-confirmation.pdf",
        "application/pdf",
      ),
      contact: attachment(
        "a",
        4,
        "Contacts",
        PRIMARY_CONTACTS.ridgeway,
        "service agreement.pdf",
        "application/pdf",
      ),
      creditNote: attachment(
        "a",
        5,
        "CreditNotes",
        a(KIND.creditNote, 1),
        "credit-approval.txt",
        "text/plain",
      ),
      invoice: attachment(
        "a",
        6,
        "Invoices",
        PRIMARY_INVOICES.authorisedOverdue,
        "timesheet.csv",
        "text/csv",
      ),
      invoicePdf: attachment(
        "a",
        7,
        "Invoices",
        PRIMARY_INVOICES.authorisedOverdue,
        "signed order.pdf",
        "application/pdf",
      ),
      bill: attachment(
        "a",
        8,
        "Invoices",
        PRIMARY_BILLS.authorisedOverdue,
        "power-bill-2026-10.pdf",
        "application/pdf",
      ),
      manualJournal: attachment(
        "a",
        9,
        "ManualJournals",
        a(KIND.manualJournal, 1),
        "depreciation-schedule.csv",
        "text/csv",
      ),
      purchaseOrder: attachment(
        "a",
        10,
        "PurchaseOrders",
        a(KIND.purchaseOrder, 2),
        "supplier-quote.pdf",
        "application/pdf",
      ),
      quote: attachment("a", 11, "Quotes", a(KIND.quote, 2), "site plan.png", "image/png"),
      receipt: attachment("a", 12, "Receipts", a(KIND.receipt, 6), "receipt scan.png", "image/png"),
      repeatingInvoice: attachment(
        "a",
        13,
        "RepeatingInvoices",
        a(KIND.repeatingInvoice, 1),
        "retainer-terms.txt",
        "text/plain",
      ),
    },
  },
  secondary: {
    tenantId: b(KIND.tenant, 1),
    organisationId: b(KIND.organisation, 1),
    name: "Second Sandbox Ltd",
    baseCurrency: "GBP",
    timeZone: { xero: "GMTSTANDARDTIME", iana: "Europe/London" },
    accounts: idsOf("b", KIND.account, [
      "bank",
      "savings",
      "sales",
      "generalExpenses",
      "officeExpenses",
      "travel",
      "consulting",
      "subscriptions",
      "receivables",
      "payables",
      "unpaidExpenseClaims",
      "vat",
      "historical",
      "retainedEarnings",
      "ownerFunds",
    ] as const),
    accountCodes: { bank: "090", sales: "200", receivables: "610", payables: "800", vat: "820" },
    taxTypes: { sales: "OUTPUT2", purchases: "INPUT2", none: "NONE" },
    currencies: ["GBP", "EUR"],
    contacts: idsOf("b", KIND.contact, ["northwind", "brightLamp"] as const),
    contactNumbers: { northwind: "NW-100" },
    contactGroups: { customers: b(KIND.contactGroup, 1) },
    invoices: idsOf("b", KIND.invoice, ["authorised", "paid"] as const),
    invoiceNumbers: { authorised: "SSL-1001", paid: "SSL-1002" },
    bills: { authorised: b(KIND.invoice, 21) },
    payments: idsOf("b", KIND.payment, ["invoicePaid", "billPartial"] as const),
    batchPayments: { receipts: b(KIND.batchPayment, 1) },
    creditNotes: { sales: b(KIND.creditNote, 1) },
    creditNoteNumbers: { sales: "CN-SSL-01" },
    prepayments: { northwind: b(KIND.prepayment, 1) },
    overpayments: { northwind: b(KIND.overpayment, 1) },
    allocations: idsOf("b", KIND.allocation, ["creditNote", "prepayment", "overpayment"] as const),
    quotes: { sent: b(KIND.quote, 1) },
    quoteNumbers: { sent: "QU-SSL-01" },
    purchaseOrders: { authorised: b(KIND.purchaseOrder, 1) },
    purchaseOrderNumbers: { authorised: "PO-SSL-01" },
    bankTransactions: idsOf("b", KIND.bankTransaction, [
      "spend",
      "prepaymentReceipt",
      "overpaymentReceipt",
    ] as const),
    bankTransfers: { toSavings: b(KIND.bankTransfer, 1) },
    manualJournals: { posted: b(KIND.manualJournal, 1) },
    journalNumber: 1,
    items: { consultingDay: b(KIND.item, 1) },
    itemCodes: { consultingDay: "CONSULT-DAY" },
    trackingCategories: { department: b(KIND.trackingCategory, 1) },
    trackingOptions: { sales: b(KIND.trackingOption, 1), operations: b(KIND.trackingOption, 2) },
    budgets: { overall: b(KIND.budget, 1) },
    brandingThemes: { standard: b(KIND.brandingTheme, 1) },
    paymentServices: { card: b(KIND.paymentService, 1) },
    users: { owner: b(KIND.user, 1) },
    repeatingInvoices: { monthly: b(KIND.repeatingInvoice, 1) },
    linkedTransactions: { approved: b(KIND.linkedTransaction, 1) },
    expenseClaims: { authorised: b(KIND.expenseClaim, 1) },
    receipts: { train: b(KIND.receipt, 1) },
    attachments: {
      invoice: attachment(
        "b",
        1,
        "Invoices",
        b(KIND.invoice, 1),
        "order confirmation.pdf",
        "application/pdf",
      ),
      receipt: attachment("b", 2, "Receipts", b(KIND.receipt, 1), "train ticket.png", "image/png"),
      contact: attachment("b", 3, "Contacts", b(KIND.contact, 1), "terms.txt", "text/plain"),
    },
  },
} as const;

export type PrimaryStartingData = typeof LEDGER_STARTING_DATA.primary;
export type SecondaryStartingData = typeof LEDGER_STARTING_DATA.secondary;
