// Primary organisation, sales side: invoices in every status, their payments (one batch of two),
// credit notes, a prepayment and an overpayment with allocations, quotes, a repeating invoice.
import type { StartingBook } from "./book";
import { addCreditNote, addCreditReceipt, addInvoice } from "./build-documents";
import { addQuote, addRepeatingInvoice } from "./build-other";
import { addBatchPayment, addPayment, allocate } from "./build-settlement";
import { LEDGER_STARTING_DATA } from "./ids";

const S = LEDGER_STARTING_DATA.primary;
const C = S.contacts;
const INV = S.invoices;
const T = S.trackingOptions;
const THEME = S.brandingThemes.standard;

function addSalesInvoices(book: StartingBook): void {
  const sale = { type: "ACCREC" as const, brandingTheme: THEME };
  addInvoice(book, {
    ...sale,
    id: INV.archivedContactPaid,
    number: "INV-0001",
    contact: C.basketCase,
    date: "2025-04-02",
    dueDate: "2025-05-02",
    status: "AUTHORISED",
    reference: "Website maintenance",
    lines: [{ description: "Website maintenance, March 2025", unitAmount: 400, account: "200" }],
  });
  addInvoice(book, {
    ...sale,
    id: INV.paid,
    number: "INV-0002",
    contact: C.ridgeway,
    date: "2025-06-10",
    dueDate: "2025-07-10",
    status: "AUTHORISED",
    reference: "PO 4471",
    lines: [
      {
        description: "Development services",
        quantity: 20,
        unitAmount: 150,
        account: "200",
        itemCode: "DEV-HOURS",
        tracking: [T.north],
      },
    ],
  });
  addInvoice(book, {
    ...sale,
    id: INV.paidByBatchA,
    number: "INV-0003",
    contact: C.bayside,
    date: "2025-09-15",
    dueDate: "2025-10-15",
    status: "AUTHORISED",
    reference: "September retainer",
    lines: [
      { description: "Monthly support retainer", unitAmount: 500, account: "200", itemCode: "SUPPORT" },
    ],
  });
  addInvoice(book, {
    ...sale,
    id: INV.paidByBatchB,
    number: "INV-0004",
    contact: C.cityAgency,
    date: "2025-10-01",
    dueDate: "2025-10-31",
    status: "AUTHORISED",
    reference: "Workshops",
    lines: [
      {
        description: "Workshop facilitation",
        quantity: 2,
        unitAmount: 800,
        account: "200",
        tracking: [T.south],
      },
    ],
  });
  addInvoice(book, {
    ...sale,
    id: INV.authorisedOverdue,
    number: "INV-0005",
    contact: C.ridgeway,
    date: "2026-02-14",
    dueDate: "2026-03-14",
    status: "AUTHORISED",
    reference: "Portal phase 1",
    lines: [
      {
        description: "Development services",
        quantity: 40,
        unitAmount: 150,
        account: "200",
        itemCode: "DEV-HOURS",
        tracking: [T.north],
      },
      { description: "Hosting, 12 months", quantity: 12, unitAmount: 45, account: "260" },
    ],
  });
  addInvoice(book, {
    ...sale,
    id: INV.voided,
    number: "INV-0006",
    contact: C.bayside,
    date: "2026-03-01",
    dueDate: "2026-03-31",
    status: "VOIDED",
    reference: "Raised in error",
    lines: [
      { description: "Monthly support retainer", unitAmount: 500, account: "200", itemCode: "SUPPORT" },
    ],
  });
  addInvoice(book, {
    ...sale,
    id: INV.paidInclusive,
    number: "INV-0007",
    contact: C.cityAgency,
    date: "2026-05-05",
    dueDate: "2026-06-05",
    status: "AUTHORISED",
    amountTypes: "Inclusive",
    reference: "Training day",
    lines: [
      {
        description: "Staff training day (GST inclusive)",
        unitAmount: 1150,
        account: "200",
        tracking: [T.north],
      },
    ],
  });
  addInvoice(book, {
    ...sale,
    id: INV.authorisedOverdueUnpaid,
    number: "INV-0008",
    contact: C.bayside,
    date: "2026-08-20",
    dueDate: "2026-09-20",
    status: "AUTHORISED",
    reference: "Jul-Aug retainer",
    lines: [
      {
        description: "Monthly support retainer",
        quantity: 2,
        unitAmount: 500,
        account: "200",
        itemCode: "SUPPORT",
        tracking: [T.south],
      },
    ],
  });
  addInvoice(book, {
    ...sale,
    id: INV.authorised,
    number: "INV-0009",
    contact: C.marine,
    date: "2026-11-06",
    dueDate: "2026-12-06",
    status: "AUTHORISED",
    reference: "Q4 development",
    lines: [
      {
        description: "Development services",
        quantity: 10,
        unitAmount: 150,
        account: "200",
        itemCode: "DEV-HOURS",
      },
      { description: "Safety equipment (recharged)", unitAmount: 320, account: "260" },
    ],
  });
  addInvoice(book, {
    ...sale,
    id: INV.submitted,
    number: "INV-0010",
    contact: C.cityAgency,
    date: "2026-11-10",
    dueDate: "2026-12-10",
    status: "SUBMITTED",
    reference: "Workshop",
    sentToContact: false,
    lines: [{ description: "Workshop facilitation", unitAmount: 800, account: "200" }],
  });
  addInvoice(book, {
    ...sale,
    id: INV.draft,
    number: "INV-0011",
    contact: C.ridgeway,
    date: "2026-11-18",
    dueDate: "2026-12-18",
    status: "DRAFT",
    reference: "Portal phase 2",
    lines: [
      {
        description: "Development services",
        quantity: 8,
        unitAmount: 150,
        account: "200",
        itemCode: "DEV-HOURS",
      },
    ],
  });
}

function addSalesSettlements(book: StartingBook): void {
  const P = S.payments;
  addPayment(book, {
    id: P.archivedContact,
    invoiceId: INV.archivedContactPaid,
    date: "2025-04-20",
    amount: 460,
    bankCode: "090",
    reference: "Basket Case",
  });
  addPayment(book, {
    id: P.invoicePaid,
    invoiceId: INV.paid,
    date: "2025-07-05",
    amount: 3450,
    bankCode: "090",
    reference: "RU remittance 4471",
  });
  addBatchPayment(book, {
    id: S.batchPayments.receipts,
    type: "RECBATCH",
    date: "2025-10-14",
    bankCode: "090",
    reference: "Deposit 14 Oct",
    narrative: "Two customer cheques banked together",
    payments: [
      { id: P.batchA, invoiceId: INV.paidByBatchA, amount: 575 },
      { id: P.batchB, invoiceId: INV.paidByBatchB, amount: 1840 },
    ],
  });
  addCreditNote(book, {
    id: S.creditNotes.sales,
    type: "ACCRECCREDIT",
    number: "CN-0001",
    contact: C.ridgeway,
    date: "2026-03-01",
    status: "AUTHORISED",
    reference: "Late delivery discount",
    brandingTheme: THEME,
    lines: [{ description: "Discount for delayed delivery", unitAmount: 200, account: "200" }],
  });
  allocate(book, {
    collection: "CreditNotes",
    creditId: S.creditNotes.sales,
    invoiceId: INV.authorisedOverdue,
    allocationId: S.allocations.creditNote,
    date: "2026-03-01",
    amount: 230,
  });
  addPayment(book, {
    id: P.invoicePartial,
    invoiceId: INV.authorisedOverdue,
    date: "2026-03-20",
    amount: 3000,
    bankCode: "090",
    reference: "Part payment",
  });
  addPayment(book, {
    id: P.invoiceInclusive,
    invoiceId: INV.paidInclusive,
    date: "2026-06-01",
    amount: 1150,
    bankCode: "090",
    reference: "City Agency training",
  });
  addCreditReceipt(book, {
    kind: "Overpayments",
    id: S.overpayments.bayside,
    bankTransactionId: S.bankTransactions.overpaymentReceipt,
    contact: C.bayside,
    date: "2026-06-30",
    reference: "Bayside overpaid",
    bankCode: "090",
    lines: [{ description: "Overpayment of account", unitAmount: 200, account: "610" }],
  });
  allocate(book, {
    collection: "Overpayments",
    creditId: S.overpayments.bayside,
    invoiceId: INV.authorisedOverdueUnpaid,
    allocationId: S.allocations.overpayment,
    date: "2026-08-21",
    // 150 of its 200: the rest is credit still to allocate, as a live overpayment has.
    amount: 150,
  });
  addCreditNote(book, {
    id: S.creditNotes.salesUnallocated,
    type: "ACCRECCREDIT",
    number: "CN-0002",
    contact: C.bayside,
    date: "2026-09-30",
    status: "AUTHORISED",
    reference: "Cancelled session",
    brandingTheme: THEME,
    lines: [
      { description: "Refund for cancelled session", unitAmount: 200, account: "200", tracking: [T.south] },
    ],
  });
  addCreditReceipt(book, {
    kind: "Prepayments",
    id: S.prepayments.marine,
    bankTransactionId: S.bankTransactions.prepaymentReceipt,
    contact: C.marine,
    date: "2026-10-01",
    reference: "Q4 deposit",
    bankCode: "090",
    lines: [{ description: "Deposit for Q4 development", unitAmount: 500, account: "200" }],
  });
  allocate(book, {
    collection: "Prepayments",
    creditId: S.prepayments.marine,
    invoiceId: INV.authorised,
    allocationId: S.allocations.prepayment,
    date: "2026-11-07",
    amount: 300,
  });
}

function addSalesPlanning(book: StartingBook): void {
  const Q = S.quotes;
  addQuote(book, {
    id: Q.accepted,
    number: "QU-0003",
    contact: C.marine,
    date: "2026-10-10",
    expiryDate: "2026-11-10",
    status: "ACCEPTED",
    title: "Q4 development",
    summary: "Ten hours of development for the dispatch system",
    brandingTheme: THEME,
    lines: [
      {
        description: "Development services",
        quantity: 10,
        unitAmount: 150,
        account: "200",
        itemCode: "DEV-HOURS",
      },
    ],
  });
  addQuote(book, {
    id: Q.sent,
    number: "QU-0002",
    contact: C.ridgeway,
    date: "2026-11-01",
    expiryDate: "2026-12-01",
    status: "SENT",
    reference: "Portal phase 2",
    title: "Student portal redevelopment",
    summary: "Phase 2: enrolment and payments",
    brandingTheme: THEME,
    lines: [
      {
        description: "Development services",
        quantity: 120,
        unitAmount: 150,
        account: "200",
        itemCode: "DEV-HOURS",
      },
      { description: "Project management", quantity: 1, unitAmount: 2500, account: "200" },
    ],
  });
  addQuote(book, {
    id: Q.draft,
    number: "QU-0001",
    contact: C.cityAgency,
    date: "2026-11-15",
    expiryDate: "2026-12-15",
    status: "DRAFT",
    title: "Workshop series 2027",
    summary: "Three facilitated workshops",
    brandingTheme: S.brandingThemes.special,
    lines: [{ description: "Workshop facilitation", quantity: 3, unitAmount: 800, account: "200" }],
  });
  addRepeatingInvoice(book, {
    id: S.repeatingInvoices.retainer,
    type: "ACCREC",
    contact: C.ridgeway,
    reference: "Monthly support retainer",
    status: "AUTHORISED",
    brandingTheme: THEME,
    schedule: {
      period: 1,
      unit: "MONTHLY",
      dueDate: 20,
      dueDateType: "OFFOLLOWINGMONTH",
      startDate: "2026-01-01",
      nextScheduledDate: "2026-12-01",
    },
    lines: [
      { description: "Monthly support retainer", unitAmount: 500, account: "200", itemCode: "SUPPORT" },
    ],
  });
}

export function addPrimarySales(book: StartingBook): void {
  addSalesInvoices(book);
  addSalesSettlements(book);
  addSalesPlanning(book);
}
