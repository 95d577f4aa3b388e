// Primary organisation, purchases side: bills in several statuses with payments, a supplier credit
// note, purchase orders, a repeating bill, and billable expenses linked to customer invoices.
import type { StartingBook } from "./book";
import { addCreditNote, addInvoice } from "./build-documents";
import { addLinkedTransaction, addPurchaseOrder, addRepeatingInvoice } from "./build-other";
import { addPayment, allocate } from "./build-settlement";
import { LEDGER_STARTING_DATA } from "./ids";

const S = LEDGER_STARTING_DATA.primary;
const C = S.contacts;
const B = S.bills;
const P = S.payments;
const T = S.trackingOptions;
const THEME = S.brandingThemes.standard;

/** The lines of the office-supplies order, billed as they were ordered. */
const OFFICE_ORDER = [
  { description: "Safety equipment for Marine Systems job", unitAmount: 320, account: "453" },
  {
    description: "Printer toner for Ridgeway project",
    quantity: 2,
    unitAmount: 45,
    account: "453",
    itemCode: "TONER",
  },
  { description: "Ergonomic office chairs", quantity: 2, unitAmount: 250, account: "710" },
];

function addBills(book: StartingBook): void {
  const bill = { type: "ACCPAY" as const };
  addInvoice(book, {
    ...bill,
    id: B.rentPaid,
    number: "HPM-2026-04",
    contact: C.harbourProperty,
    date: "2026-04-01",
    dueDate: "2026-04-05",
    status: "AUTHORISED",
    reference: "April rent",
    lines: [{ description: "Office rent April 2026", unitAmount: 2000, account: "469", tracking: [T.north] }],
  });
  addInvoice(book, {
    ...bill,
    id: B.paid,
    number: "PD-2025-07",
    contact: C.powerDirect,
    date: "2025-07-01",
    dueDate: "2025-07-20",
    status: "AUTHORISED",
    reference: "Account 88-1200",
    lines: [{ description: "Electricity June 2025", unitAmount: 240, account: "445" }],
  });
  addInvoice(book, {
    ...bill,
    id: B.paidConsulting,
    number: "HS-1188",
    contact: C.hamiltonSmith,
    date: "2026-01-15",
    dueDate: "2026-02-15",
    status: "AUTHORISED",
    reference: "FY2025 accounts",
    lines: [{ description: "Annual accounts preparation", unitAmount: 1800, account: "412" }],
  });
  addInvoice(book, {
    ...bill,
    id: B.voided,
    number: "COS-7002",
    contact: C.centralOffice,
    date: "2026-09-09",
    dueDate: "2026-10-09",
    status: "VOIDED",
    reference: "Duplicate",
    lines: [{ description: "Duplicate entry - stationery", unitAmount: 80, account: "453" }],
  });
  addInvoice(book, {
    ...bill,
    id: B.authorisedOverdue,
    number: "PD-2026-10",
    contact: C.powerDirect,
    date: "2026-10-01",
    dueDate: "2026-10-20",
    status: "AUTHORISED",
    reference: "Account 88-1200",
    lines: [{ description: "Electricity September 2026", unitAmount: 310, account: "445" }],
  });
  addInvoice(book, {
    ...bill,
    id: B.authorised,
    number: "COS-7781",
    contact: C.centralOffice,
    date: "2026-11-05",
    dueDate: "2026-12-05",
    status: "AUTHORISED",
    reference: "PO-0003",
    lines: OFFICE_ORDER,
  });
  addInvoice(book, {
    ...bill,
    id: B.draft,
    number: "HS-1240",
    contact: C.hamiltonSmith,
    date: "2026-11-15",
    dueDate: "2026-12-15",
    status: "DRAFT",
    reference: "GST return",
    lines: [{ description: "GST return preparation", unitAmount: 350, account: "412" }],
  });
}

function addBillSettlements(book: StartingBook): void {
  addPayment(book, {
    id: P.billPaid,
    invoiceId: B.paid,
    date: "2025-07-18",
    amount: 276,
    bankCode: "090",
    reference: "PowerDirect June",
  });
  addPayment(book, {
    id: P.billConsulting,
    invoiceId: B.paidConsulting,
    date: "2026-02-10",
    amount: 2070,
    bankCode: "090",
    reference: "HS-1188",
  });
  addPayment(book, {
    id: P.billRent,
    invoiceId: B.rentPaid,
    date: "2026-04-03",
    amount: 2300,
    bankCode: "090",
    reference: "Rent April",
  });
  addPayment(book, {
    id: P.billPartial,
    invoiceId: B.authorisedOverdue,
    date: "2026-10-15",
    amount: 200,
    bankCode: "090",
    reference: "Part payment",
  });
  addCreditNote(book, {
    id: S.creditNotes.purchase,
    type: "ACCPAYCREDIT",
    number: "CR-5521",
    contact: C.centralOffice,
    date: "2026-11-08",
    status: "AUTHORISED",
    reference: "Damaged chair",
    lines: [{ description: "Returned damaged chair (part credit)", unitAmount: 50, account: "710" }],
  });
  allocate(book, {
    collection: "CreditNotes",
    creditId: S.creditNotes.purchase,
    invoiceId: B.authorised,
    allocationId: S.allocations.purchaseCreditNote,
    date: "2026-11-08",
    amount: 57.5,
  });
}

function addPurchasePlanning(book: StartingBook): void {
  const PO = S.purchaseOrders;
  addPurchaseOrder(book, {
    id: PO.billed,
    number: "PO-0003",
    contact: C.centralOffice,
    date: "2026-10-28",
    deliveryDate: "2026-11-04",
    status: "BILLED",
    brandingTheme: THEME,
    lines: OFFICE_ORDER,
  });
  addPurchaseOrder(book, {
    id: PO.authorised,
    number: "PO-0002",
    contact: C.hamiltonSmith,
    date: "2026-11-01",
    deliveryDate: "2026-11-28",
    status: "AUTHORISED",
    reference: "Payroll setup",
    brandingTheme: THEME,
    lines: [{ description: "Payroll setup consulting", unitAmount: 600, account: "412" }],
  });
  addPurchaseOrder(book, {
    id: PO.draft,
    number: "PO-0001",
    contact: C.centralOffice,
    date: "2026-11-19",
    deliveryDate: "2026-11-30",
    status: "DRAFT",
    brandingTheme: THEME,
    lines: [{ description: "Printer paper, box of 5 reams", quantity: 10, unitAmount: 12, account: "453" }],
  });
  addRepeatingInvoice(book, {
    id: S.repeatingInvoices.rent,
    type: "ACCPAY",
    contact: C.harbourProperty,
    reference: "Office rent",
    status: "DRAFT",
    schedule: {
      period: 1,
      unit: "MONTHLY",
      dueDate: 5,
      dueDateType: "DAYSAFTERBILLDATE",
      startDate: "2026-05-01",
      nextScheduledDate: "2026-12-01",
    },
    lines: [{ description: "Office rent", unitAmount: 2000, account: "469" }],
  });
  addLinkedTransaction(book, {
    id: S.linkedTransactions.billed,
    sourceBillId: B.authorised,
    sourceLine: 0,
    customer: C.marine,
    target: { invoiceId: S.invoices.authorised, line: 1 },
    date: "2026-11-06",
  });
  addLinkedTransaction(book, {
    id: S.linkedTransactions.approved,
    sourceBillId: B.authorised,
    sourceLine: 1,
    customer: C.ridgeway,
    date: "2026-11-05",
  });
}

export function addPrimaryPurchases(book: StartingBook): void {
  addBills(book);
  addBillSettlements(book);
  addPurchasePlanning(book);
}
