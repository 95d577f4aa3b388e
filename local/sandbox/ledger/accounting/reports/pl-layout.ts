// The standard Profit and Loss layout (also used by the budget summary): Income, Less Cost of
// Sales, Gross Profit, Plus Other Income, Less Operating Expenses, Net Profit. Amounts are shown
// as Xero shows them: income and expenses both positive.
import type { XeroRecord } from "../../types";
import { round2, sum } from "../money";
import type { AccountInfo, Ledger } from "./ledger";
import { accountRow, row, section, summaryRow } from "./rows";

interface PlSection {
  title: string;
  total: string;
  income: boolean;
  accepts(account: AccountInfo): boolean;
}

const SECTIONS: PlSection[] = [
  {
    title: "Income",
    total: "Total Income",
    income: true,
    accepts: (a) => a.cls === "REVENUE" && a.type !== "OTHERINCOME",
  },
  {
    title: "Less Cost of Sales",
    total: "Total Cost of Sales",
    income: false,
    accepts: (a) => a.type === "DIRECTCOSTS",
  },
  {
    title: "Plus Other Income",
    total: "Total Other Income",
    income: true,
    accepts: (a) => a.type === "OTHERINCOME",
  },
  {
    title: "Less Operating Expenses",
    total: "Total Operating Expenses",
    income: false,
    accepts: (a) => a.cls === "EXPENSE" && a.type !== "DIRECTCOSTS",
  },
];

/** Displayed amount of an account in a column: income positive when credited, expenses when debited. */
export type ColumnValue = (account: AccountInfo, column: number) => number;

export interface PlFigures {
  rows: XeroRecord[];
  income: number[];
  costOfSales: number[];
  grossProfit: number[];
  otherIncome: number[];
  expenses: number[];
  netProfit: number[];
}

export function profitAndLossRows(ledger: Ledger, columns: number, value: ColumnValue): PlFigures {
  const indexes = [...Array(columns).keys()];
  const totals = new Map<PlSection, number[]>();
  const sectionRows = new Map<PlSection, XeroRecord>();
  for (const spec of SECTIONS) {
    const accounts = ledger.ordered(spec.accepts).filter((a) => indexes.some((i) => value(a, i) !== 0));
    const columnTotals = indexes.map((i) => sum(accounts.map((a) => value(a, i))));
    totals.set(spec, columnTotals);
    if (accounts.length === 0) continue;
    const rows = accounts.map((a) =>
      accountRow(
        a,
        a.name,
        indexes.map((i) => value(a, i)),
      ),
    );
    sectionRows.set(spec, section(spec.title, [...rows, summaryRow([spec.total, ...columnTotals])]));
  }
  const [income, cost, other, expenses] = SECTIONS.map((s) => totals.get(s) ?? indexes.map(() => 0)) as [
    number[],
    number[],
    number[],
    number[],
  ];
  const gross = indexes.map((i) => round2((income[i] ?? 0) - (cost[i] ?? 0)));
  const net = indexes.map((i) => round2((gross[i] ?? 0) + (other[i] ?? 0) - (expenses[i] ?? 0)));
  const out: XeroRecord[] = [];
  const push = (spec: PlSection | undefined) => {
    const r = spec && sectionRows.get(spec);
    if (r) out.push(r);
  };
  push(SECTIONS[0]);
  push(SECTIONS[1]);
  out.push(section("", [row(["Gross Profit", ...gross])]));
  push(SECTIONS[2]);
  push(SECTIONS[3]);
  out.push(section("", [row(["Net Profit", ...net])]));
  return {
    rows: out,
    income,
    costOfSales: cost,
    grossProfit: gross,
    otherIncome: other,
    expenses,
    netProfit: net,
  };
}

/** Income accounts are credited, so their displayed amount is the negated net movement. */
export function displayed(account: AccountInfo, net: number): number {
  return account.cls === "REVENUE" ? round2(-net) : round2(net);
}
