// Primary organisation, banking and other books: spend/receive money, a transfer to savings,
// manual journals, receipts and expense claims, budgets.
import type { StartingBook } from "./book";
import { addBankTransaction } from "./build-documents";
import { addBudget } from "./build-masters";
import { addBankTransfer, addExpenseClaim, addManualJournal, addReceipt } from "./build-other";
import { LEDGER_STARTING_DATA } from "./ids";

const S = LEDGER_STARTING_DATA.primary;
const C = S.contacts;
const BT = S.bankTransactions;
const R = S.receipts;

function addBankActivity(book: StartingBook): void {
  addBankTransfer(book, {
    id: S.bankTransfers.toSavings,
    fromCode: "090",
    toCode: "091",
    amount: 5000,
    date: "2026-07-01",
    reference: "Tax savings",
  });
  addBankTransaction(book, {
    id: BT.receive,
    type: "RECEIVE",
    contact: C.cityAgency,
    bankCode: "090",
    date: "2026-08-12",
    reference: "Workshop tickets",
    lines: [
      {
        description: "Workshop ticket sales",
        quantity: 12,
        unitAmount: 85,
        account: "260",
        tracking: [S.trackingOptions.south],
      },
    ],
  });
  addBankTransaction(book, {
    id: BT.spendRent,
    type: "SPEND",
    contact: C.harbourProperty,
    bankCode: "090",
    date: "2026-09-01",
    reference: "Rent September",
    amountTypes: "Inclusive",
    lines: [
      {
        description: "Office rent September 2026",
        unitAmount: 2300,
        account: "469",
        tracking: [S.trackingOptions.north],
      },
    ],
  });
  addBankTransaction(book, {
    id: BT.spend,
    type: "SPEND",
    contact: C.centralOffice,
    bankCode: "090",
    date: "2026-10-05",
    reference: "Card 4411",
    lines: [
      { description: "Printer toner", quantity: 2, unitAmount: 45, account: "453", itemCode: "TONER" },
      { description: "Copy paper", quantity: 5, unitAmount: 9.5, account: "453" },
    ],
  });
}

function addJournals(book: StartingBook): void {
  const MJ = S.manualJournals;
  addManualJournal(book, {
    id: MJ.postedEquipment,
    narration: "Computer equipment contributed by owner",
    date: "2025-05-01",
    status: "POSTED",
    lines: [
      { account: "720", amount: 2400, description: "Laptop and monitors" },
      { account: "970", amount: -2400, description: "Owner contribution" },
    ],
  });
  addManualJournal(book, {
    id: MJ.posted,
    narration: "Depreciation for the year ended 31 March 2026",
    date: "2026-03-31",
    status: "POSTED",
    lines: [
      { account: "416", amount: 850, description: "Depreciation expense" },
      { account: "711", amount: -850, description: "Accumulated depreciation" },
    ],
  });
  addManualJournal(book, {
    id: MJ.draft,
    narration: "Accrued wages November 2026",
    date: "2026-11-30",
    status: "DRAFT",
    lines: [
      { account: "477", amount: 4200, description: "Wages accrued" },
      { account: "814", amount: -4200, description: "Wages payable" },
    ],
  });
}

function addExpenseClaims(book: StartingBook): void {
  const user = S.users.bookkeeper;
  addReceipt(book, {
    id: R.parking,
    number: "RPT-001",
    user,
    contact: C.greenCabs,
    date: "2026-06-02",
    reference: "Airport",
    status: "AUTHORISED",
    lines: [{ description: "Airport parking", unitAmount: 28.75, account: "493" }],
  });
  addReceipt(book, {
    id: R.fuel,
    number: "RPT-002",
    user,
    contact: C.greenCabs,
    date: "2026-06-04",
    reference: "Client visit",
    status: "AUTHORISED",
    lines: [{ description: "Fuel for client visit", unitAmount: 92, account: "493" }],
  });
  addReceipt(book, {
    id: R.coffee,
    number: "RPT-003",
    user,
    contact: C.queenStreetCafe,
    date: "2026-09-12",
    reference: "Ridgeway meeting",
    status: "AUTHORISED",
    lines: [{ description: "Client coffee meeting", unitAmount: 34.5, account: "420" }],
  });
  addReceipt(book, {
    id: R.taxi,
    number: "RPT-004",
    user,
    contact: C.greenCabs,
    date: "2026-09-14",
    reference: "Ridgeway meeting",
    status: "AUTHORISED",
    lines: [{ description: "Taxi to client", unitAmount: 46, account: "493" }],
  });
  addReceipt(book, {
    id: R.lunch,
    number: "RPT-005",
    user,
    contact: C.queenStreetCafe,
    date: "2026-11-12",
    reference: "Team lunch",
    status: "SUBMITTED",
    lines: [{ description: "Team lunch", unitAmount: 87.4, account: "420" }],
  });
  addReceipt(book, {
    id: R.draftStationery,
    number: "RPT-006",
    user,
    contact: C.centralOffice,
    date: "2026-11-19",
    reference: "Notebooks",
    status: "DRAFT",
    lines: [{ description: "Notebooks", quantity: 2, unitAmount: 8.05, account: "453" }],
  });
  const EC = S.expenseClaims;
  addExpenseClaim(book, {
    id: EC.paid,
    user,
    status: "PAID",
    receipts: [R.parking, R.fuel],
    reportingDate: "2026-06-10",
    paymentDueDate: "2026-06-20",
    payment: { id: S.expenseClaimPayments.paid, date: "2026-06-15", bankCode: "090" },
  });
  addExpenseClaim(book, {
    id: EC.authorised,
    user,
    status: "AUTHORISED",
    receipts: [R.coffee, R.taxi],
    reportingDate: "2026-09-20",
    paymentDueDate: "2026-10-20",
  });
  addExpenseClaim(book, {
    id: EC.submitted,
    user,
    status: "SUBMITTED",
    receipts: [R.lunch],
    reportingDate: "2026-11-15",
    paymentDueDate: "2026-12-15",
  });
}

function addBudgets(book: StartingBook): void {
  addBudget(book, {
    id: S.budgets.overall,
    type: "OVERALL",
    description: "Overall Budget FY2027",
    firstPeriod: "2026-04",
    months: 12,
    monthly: { "200": 9000, "260": 400, "412": 400, "420": 100, "445": 300, "469": 2000 },
    updated: "2026-03-25",
  });
  addBudget(book, {
    id: S.budgets.north,
    type: "TRACKING",
    description: "North region FY2027",
    firstPeriod: "2026-04",
    months: 12,
    monthly: { "200": 3000, "469": 1000 },
    trackingOption: S.trackingOptions.north,
    updated: "2026-03-25",
  });
}

export function addPrimaryBanking(book: StartingBook): void {
  addBankActivity(book);
  addJournals(book);
  addExpenseClaims(book);
  addBudgets(book);
}
